import CalculatorController
import Graphing

/// Draws the graph session's frame filling the terminal, as a pure function of the frame
/// and the size.
///
/// The curves' titles in their colours, the braille plot with axes and tick labels (as
/// the frame places them, in dots), the points of interest (`◆`, `┆` down a pole), the
/// trace cursor and its readout, the visible ranges and the keys (or the frame's
/// message). Everything it shows comes from the frame: it computes no number.
struct GraphScreen {
  /// What the graph session answered.
  var frame: GraphFrame
  /// A one-line message of the terminal's own (an ignored key), shown before the frame's.
  var message: String?

  /// The smallest terminal the screen fits.
  static let minimumSize = ScreenSize(columns: 20, rows: 6)
  /// Rows above and below the plot: title; trace and ranges, keys.
  private static let chromeRows = 3
  /// The key line.
  static let keys =
    "←→ trace  ↑↓ curve  ⇧←↑↓→ pan  + - zoom  f fit  s 1:1  0 reset  d dots  n p points  ? keys  Esc back"

  /// The plot's size in braille dots for a terminal of `size`.
  static func plotDots(for size: ScreenSize) -> (width: Int, height: Int) {
    (size.columns * 2, max(0, size.rows - chromeRows) * 4)
  }

  /// The screen at `size`, or the too-small message.
  func canvas(size: ScreenSize) -> TextCanvas {
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows,
      case .braille(let cells, let labels)? = frame.picture
    else { return TooSmallScreen.canvas(size: size, needed: Self.minimumSize) }
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    var column = 0
    for (index, curve) in frame.curves.enumerated() {
      let text = (index == 0 ? "y = " : "; ") + curve.title
      canvas.put(text, row: 0, column: column, style: .curve(index))
      column += text.count
    }
    canvas.putRightAligned(
      frame.style == .dots ? "dots" : "lines", row: 0, endColumn: size.columns, room: 6,
      style: .dim)
    for (row, line) in cells.lines.enumerated() {
      for (cellColumn, character) in line.enumerated() {
        let owner = cells.curves[row][cellColumn]
        canvas.put(
          String(character), row: 1 + row, column: cellColumn,
          style: owner.map { .curve($0) } ?? .dim)
      }
    }
    for label in labels {
      canvas.put(label.text, row: 1 + cell(label.top, 4), column: cell(label.left, 2), style: .dim)
    }
    drawMarkers(on: &canvas, plotRows: cells.lines.count)
    drawCursor(on: &canvas, plotRows: cells.lines.count)
    let traced = frame.trace?.text ?? ""
    canvas.put(
      traced, row: size.rows - 2, column: 0, style: .curve(frame.trace?.curve ?? 0))
    canvas.put(
      (traced.isEmpty ? "" : "   ") + frame.ranges, row: size.rows - 2, column: traced.count,
      style: .dim)
    if let message = message ?? frame.message {
      canvas.put(message, row: size.rows - 1, column: 0, style: .error)
    } else {
      canvas.put(Self.keys, row: size.rows - 1, column: 0, style: .dim)
    }
    return canvas
  }

  /// The cell holding a view position, `size` dots to a cell.
  private func cell(_ position: Double, _ size: Double) -> Int {
    // Positions come from a view of at most `GraphSession.largestSide` dots.
    Int(max(0, position / size).rounded(.down))
  }

  /// `◆` at each point in view, `┆` down the plot at a pole, in the curve's colour.
  private func drawMarkers(on canvas: inout TextCanvas, plotRows: Int) {
    for point in frame.points where point.viewX < frame.width {
      let column = cell(point.viewX, 2)
      if point.point.y == nil {
        for row in 1...plotRows {
          canvas.put("┆", row: row, column: column, style: .curve(point.curve))
        }
      } else if let viewY = point.viewY, viewY < frame.height {
        canvas.put("◆", row: 1 + cell(viewY, 4), column: column, style: .curve(point.curve))
      }
    }
  }

  /// Lights the traced x's column (when in view) and marks the traced point with `●`.
  private func drawCursor(on canvas: inout TextCanvas, plotRows: Int) {
    guard let trace = frame.trace, trace.viewX >= 0, trace.viewX < frame.width else { return }
    let column = cell(trace.viewX, 2)
    for row in 1...plotRows {
      canvas.restyle(row: row, column: column, style: .highlight)
    }
    guard let viewY = trace.viewY, viewY < frame.height else { return }
    canvas.put("●", row: 1 + cell(viewY, 4), column: column, style: .highlight)
  }
}
