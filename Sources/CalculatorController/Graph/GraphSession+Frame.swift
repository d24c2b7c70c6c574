import CalculatorModel
import ExactArithmetic
import Graphing

extension GraphSession {
  /// What the terminal says when the work budget ran out before the picture was whole.
  public static let tooMuchWork = "Too much work to draw it all: simplify the expression"

  /// The sampled curves for the current view, sampled once per view within the work
  /// budget, with their points of interest unless not `findingPoints` (a quick frame);
  /// `nil` when there are no curves.
  mutating func plotted(findingPoints: Bool = true) -> GraphPlot? {
    if let plot, plot.viewport == viewport, plot.hasPoints || !findingPoints {
      return plot
    }
    guard let curves, !curves.isEmpty else { return nil }
    let drawn = GraphPlot(drawing: curves, viewport: viewport, findingPoints: findingPoints)
    if plot?.viewport == drawn.viewport {
      pictureChanged = true  // the same curves, now with their points' markers
    }
    plot = drawn
    plotTexts = nil
    return drawn
  }

  /// The frame to draw now.
  /// - Parameters:
  ///   - format: SVG (points) or braille (dots).
  ///   - redraw: whether to draw the picture even when it did not change since the last
  ///     frame that drew it.
  ///   - findingPoints: whether to find and mark the points of interest; a frame without
  ///     them (while a slider is dragged) takes about half the time.
  /// - Returns: the frame; its message is then shown and forgotten.
  /// - Complexity: sampling only when the view or the curves changed; drawing only when
  ///   the picture changed (or `redraw`); the trace's y from the exact engine.
  mutating func frame(_ format: GraphFrame.Format, redraw: Bool, findingPoints: Bool = true)
    -> GraphFrame
  {
    let plot = plotted(findingPoints: findingPoints)
    let view = viewport
    let texts = plotTexts ?? viewTexts(title: plot?.title ?? "", in: view)
    if plot != nil {
      plotTexts = texts
    }
    var frame = GraphFrame(
      isOpen: isOpen, title: plot?.title ?? "",
      curves: (plot?.curves ?? []).enumerated().map {
        GraphFrame.Curve(title: $0.element.title, colour: PlottedCurve.colour(at: $0.offset))
      },
      picture: nil, width: view.width, height: view.height, center: view.center,
      unitsPerPoint: view.unitsPerPixel, yUnitsPerPoint: view.yUnitsPerPixel, xRange: view.xRange,
      yRange: view.yRange, ranges: texts.ranges, description: texts.description,
      trace: traceFrame(in: view), points: texts.points, style: style,
      showsGrid: showsGrid, hasEqualScales: view.hasEqualScales, message: message)
    if plot?.isComplete == false || WorkMeter.isExhausted, frame.message == nil {
      frame.message = Self.tooMuchWork
    }
    if let plot, redraw || pictureChanged {
      frame.picture = picture(of: plot, format: format)
      pictureChanged = false
    }
    message = nil
    return frame
  }

  /// The visible ranges: `x −10…10  y −7.5…7.5`.
  static func ranges(of view: Viewport) -> String {
    let (x, y) = (view.xRange, view.yRange)
    let text = { (value: Double, units: Double) in GraphNumber(value, resolution: units).text }
    return "x \(text(x.lowerBound, view.unitsPerPixel))…\(text(x.upperBound, view.unitsPerPixel))"
      + "  y \(text(y.lowerBound, view.yUnitsPerPixel))…\(text(y.upperBound, view.yUnitsPerPixel))"
  }

  /// The points of interest in view, the ranges and the description of the current plot.
  private func viewTexts(title: String, in view: Viewport)
    -> (points: [GraphFrame.Point], ranges: String, description: String)
  {
    let points = pointFrames(in: view)
    return (
      points, Self.ranges(of: view),
      description(title: title, points: plot?.hasPoints == false ? nil : points.count, in: view)
    )
  }

  /// The sentence for screen readers: `Graph of sin(x): x from −10 to 10, …`, and how
  /// many points of interest are in view unless `count` is `nil` (they were not found).
  private func description(title: String, points count: Int?, in view: Viewport) -> String {
    let (x, y) = (view.xRange, view.yRange)
    let text = { (value: Double, units: Double) in GraphNumber(value, resolution: units).text }
    return "Graph of \(title): x from \(text(x.lowerBound, view.unitsPerPixel)) to "
      + "\(text(x.upperBound, view.unitsPerPixel)), y from "
      + "\(text(y.lowerBound, view.yUnitsPerPixel)) to \(text(y.upperBound, view.yUnitsPerPixel))."
      + {
        switch count {
        case nil: ""
        case 0?: " No points of interest in view."
        case let count?: " \(count) point\(count == 1 ? "" : "s") of interest in view."
        }
      }()
  }

  private func picture(of plot: GraphPlot, format: GraphFrame.Format) -> GraphFrame.Picture? {
    switch format {
    case .svg:
      return .svg(plot.svg(style: style, grid: showsGrid))
    case .braille:
      guard let renderer = BrailleRenderer(viewport: plot.viewport) else { return nil }
      let cells = renderer.render(plot.curves.map { $0.curve }, style: style)
      return .braille(cells, labels: AxisLayout(viewport: plot.viewport, metrics: .braille).labels)
    }
  }

  /// Every curve's points of interest whose x is in view.
  private func pointFrames(in view: Viewport) -> [GraphFrame.Point] {
    var points: [GraphFrame.Point] = []
    for (index, curve) in (plot?.curves ?? []).enumerated() {
      for point in curve.points.sorted(by: { $0.x < $1.x }) {
        let viewX = view.viewX(ofGraphX: point.x)
        guard (0...view.width).contains(viewX) else { continue }
        points.append(
          GraphFrame.Point(
            curve: index, point: point, label: point.summary, viewX: viewX,
            viewY: point.y.flatMap { Self.inView(view.viewY(ofGraphY: $0), height: view.height) }))
      }
    }
    return points
  }

  /// The trace's frame: x to the digits of its step, y from the exact engine at exactly
  /// that x (0 on a root, the limit on a hole).
  private func traceFrame(in view: Viewport) -> GraphFrame.Trace? {
    guard let x = tracedX else { return nil }
    let index = tracedCurveIndex
    let source = curves.flatMap { $0.indices.contains(index) ? $0[index] : nil }
    let point = tracedPoint
    let xText = point?.xText ?? GraphNumber(x, resolution: min(traceStep, view.unitsPerPixel)).text
    let y = point?.kind == .hole ? point?.y : source?.y(at: x)
    let yText: String
    switch point?.kind {
    case .root?: yText = "0"
    case .hole?: yText = point?.yText ?? "undefined"
    default:
      yText =
        source?.yDisplay(at: x).map(GraphNumber.readable)
        ?? (WorkMeter.isExhausted ? "too much work to compute" : "undefined")
    }
    let text = "x = \(xText), y = \(yText)" + (point.map { " (\($0.kind.rawValue))" } ?? "")
    let marker = point?.kind == .root ? 0 : y
    return GraphFrame.Trace(
      curve: index, x: x, y: y, text: text, tip: "(\(xText), \(yText))", point: point?.kind,
      viewX: view.viewX(ofGraphX: x),
      viewY: marker.flatMap { Self.inView(view.viewY(ofGraphY: $0), height: view.height) })
  }

  /// A vertical view position, or `nil` outside the view.
  private static func inView(_ viewY: Double, height: Double) -> Double? {
    (0...height).contains(viewY) ? viewY : nil
  }
}
