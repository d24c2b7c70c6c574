import CalculatorController
import CalculatorModel
import Graphing

/// Draws a graph filling the terminal, as a pure function of its fields and the size.
///
/// The title, a braille plot with axes, the trace cursor's column and coordinates
/// (`undefined` at holes), the visible ranges and the keys.
struct GraphScreen {
  /// The curve's source; its title heads the screen.
  var source: FormulaGraphSource
  /// The part of the plane shown.
  var window: GraphWindow
  /// Dots instead of joined lines.
  var dots: Bool
  /// The trace cursor's column, clamped to the plot.
  var cursorColumn: Int
  /// A one-line message shown instead of the keys (an ignored key).
  var message: String?

  /// The smallest terminal the screen fits.
  static let minimumSize = ScreenSize(columns: 20, rows: 6)
  /// Rows above and below the plot: title; trace and ranges, keys.
  private static let chromeRows = 3

  /// The plot's size in braille dots for a terminal of `size`.
  static func plotDots(for size: ScreenSize) -> (width: Int, height: Int) {
    (size.columns * 2, max(0, size.rows - chromeRows) * 4)
  }

  /// The viewport of the plot at `size`, or `nil` when it cannot be drawn.
  func viewport(size: ScreenSize) -> Viewport? {
    let dots = Self.plotDots(for: size)
    return window.viewport(width: dots.width, height: dots.height)
  }

  /// The screen at `size`, or the too-small message.
  func canvas(size: ScreenSize) -> TextCanvas {
    guard size.columns >= Self.minimumSize.columns, size.rows >= Self.minimumSize.rows,
      let viewport = viewport(size: size),
      let renderer = BrailleRenderer(viewport: viewport)
    else { return TooSmallScreen.canvas(size: size, needed: Self.minimumSize) }
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    canvas.put("y = " + source.title, row: 0, column: 0, style: .display)
    canvas.putRightAligned(
      dots ? "dots" : "lines", row: 0, endColumn: size.columns, room: 6, style: .dim)
    let curve = GraphSampler(source: source, viewport: viewport).sample()
    for (row, line) in renderer.render(curve, style: dots ? .dots : .line).enumerated() {
      canvas.put(line, row: 1 + row, column: 0, style: .function)
    }
    let column = min(max(0, cursorColumn), size.columns - 1)
    let trace = Trace(of: source, atViewX: Double(column * 2) + 1, in: viewport)
    drawCursor(
      on: &canvas, column: column, trace: trace, viewport: viewport, plotRows: renderer.rows)
    let x = viewport.xRange
    let y = viewport.yRange
    let ranges =
      "   x \(DisplayFormat.string(for: x.lowerBound))…\(DisplayFormat.string(for: x.upperBound))"
      + "  y \(DisplayFormat.string(for: y.lowerBound))…\(DisplayFormat.string(for: y.upperBound))"
    canvas.put(trace.description, row: size.rows - 2, column: 0, style: .memory)
    canvas.put(ranges, row: size.rows - 2, column: trace.description.count, style: .dim)
    if let message {
      canvas.put(message, row: size.rows - 1, column: 0, style: .error)
    } else {
      canvas.put(
        "←↑↓→ pan  + - zoom  0 reset  d dots  < > trace  ? keys  Esc back", row: size.rows - 1,
        column: 0, style: .dim)
    }
    return canvas
  }

  /// Lights the cursor's column and marks the traced point with `●`.
  private func drawCursor(
    on canvas: inout TextCanvas, column: Int, trace: Trace, viewport: Viewport, plotRows: Int
  ) {
    for row in 1...plotRows {
      canvas.restyle(row: row, column: column, style: .highlight)
    }
    guard let y = trace.y else { return }
    let viewY = viewport.viewY(ofGraphY: y)
    guard viewY.isFinite, viewY >= 0, viewY < Double(plotRows * 4) else { return }
    canvas.put("●", row: 1 + Int(viewY / 4), column: column, style: .highlight)
  }
}
