import CalculatorController
import CalculatorModel
import Graphing

/// Draws a graph filling the terminal, as a pure function of its fields and the size.
///
/// The title, a braille plot with axes, tick labels (pinned to the edge when an axis
/// is out of view), the points of interest (`◆`, `┆` at a pole), the trace cursor at a
/// graph x with its coordinates (`undefined` where the curve has no value, the limit at
/// a hole), the visible ranges and the keys (or a message, ``tooMuchWork`` when the work
/// budget ran out).
struct GraphScreen {
  /// The curve's source; its title heads the screen.
  var source: FormulaGraphSource
  /// The part of the plane shown.
  var window: GraphWindow
  /// Dots instead of joined lines.
  var dots: Bool
  /// The traced x, in graph units: zoom, pan and resize keep it.
  var traceX: Double
  /// A one-line message shown instead of the keys (an ignored key).
  var message: String?

  /// What the screen says when the work budget ran out before the picture was complete.
  static let tooMuchWork = "Too much work to draw it all: simplify the expression"

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

  /// The points of interest in view at `size` (one sample per dot column).
  func pointsOfInterest(size: ScreenSize) -> [PointOfInterest] {
    guard let viewport = viewport(size: size) else { return [] }
    return PointFinder(source: source).points(
      in: viewport.xRange, columns: Self.plotDots(for: size).width)
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
    for label in AxisLayout(viewport: viewport, metrics: .braille).labels {
      canvas.put(label.text, row: 1 + cell(label.top, 4), column: cell(label.left, 2), style: .dim)
    }
    let points = pointsOfInterest(size: size)
    drawMarkers(points, on: &canvas, viewport: viewport, plotRows: renderer.rows)
    let trace = Trace(of: source, atX: traceX)
    drawCursor(on: &canvas, trace: trace, viewport: viewport, plotRows: renderer.rows)
    let x = viewport.xRange
    let y = viewport.yRange
    let ranges =
      "   x \(DisplayFormat.string(for: x.lowerBound))…\(DisplayFormat.string(for: x.upperBound))"
      + "  y \(DisplayFormat.string(for: y.lowerBound))…\(DisplayFormat.string(for: y.upperBound))"
    let traced = Self.text(trace, yDisplay: source.yDisplay(at: trace.x), at: points)
    canvas.put(traced, row: size.rows - 2, column: 0, style: .memory)
    canvas.put(ranges, row: size.rows - 2, column: traced.count, style: .dim)
    if let message = message ?? (WorkMeter.isExhausted ? Self.tooMuchWork : nil) {
      canvas.put(message, row: size.rows - 1, column: 0, style: .error)
    } else {
      canvas.put(
        "←↑↓→ pan  + - zoom  f fit  0 reset  d dots  < > trace  n p points  ? keys  Esc back",
        row: size.rows - 1, column: 0, style: .dim)
    }
    return canvas
  }

  /// `x = 1.4142135623731, y = 0 (root)`: the display's 15 significant digits, and the
  /// kind of the point of interest the cursor is on.
  ///
  /// y is the exact engine's (`yDisplay`), but 0 on a root (not the value at the root's
  /// nearest `Double`) and the limit, with its right digits, on a hole.
  static func text(_ trace: Trace, yDisplay: String?, at points: [PointOfInterest]) -> String {
    let point = points.first { $0.x == trace.x }
    let y: String? =
      switch point?.kind {
      case .root: "0"
      case .hole: point?.y.map { DisplayFormat.string(for: $0) }
      default: yDisplay
      }
    var text = "x = \(DisplayFormat.string(for: trace.x)), y = \(y ?? "undefined")"
    if let point {
      text += " (\(point.kind.rawValue))"
    }
    return text
  }

  /// The cell holding a view position, `size` dots to a cell.
  private func cell(_ position: Double, _ size: Double) -> Int {
    // Positions come from a viewport of at most `Viewport.maximumPixels` dots.
    Int(max(0, position / size).rounded(.down))
  }

  /// `◆` at each point in view, `┆` down the plot at a pole.
  private func drawMarkers(
    _ points: [PointOfInterest], on canvas: inout TextCanvas, viewport: Viewport, plotRows: Int
  ) {
    for point in points {
      let viewX = viewport.viewX(ofGraphX: point.x)
      guard viewX >= 0, viewX < viewport.width else { continue }
      let column = cell(viewX, 2)
      guard let y = point.y else {
        for row in 1...plotRows { canvas.put("┆", row: row, column: column, style: .error) }
        continue
      }
      let viewY = viewport.viewY(ofGraphY: y)
      guard viewY >= 0, viewY < viewport.height else { continue }
      canvas.put("◆", row: 1 + cell(viewY, 4), column: column, style: .operation)
    }
  }

  /// Lights the traced x's column (when in view) and marks the traced point with `●`.
  private func drawCursor(
    on canvas: inout TextCanvas, trace: Trace, viewport: Viewport, plotRows: Int
  ) {
    let viewX = viewport.viewX(ofGraphX: trace.x)
    guard viewX >= 0, viewX < viewport.width else { return }
    let column = cell(viewX, 2)
    for row in 1...plotRows {
      canvas.restyle(row: row, column: column, style: .highlight)
    }
    guard let y = trace.y else { return }
    let viewY = viewport.viewY(ofGraphY: y)
    guard viewY.isFinite, viewY >= 0, viewY < viewport.height else { return }
    canvas.put("●", row: 1 + cell(viewY, 4), column: column, style: .highlight)
  }
}
