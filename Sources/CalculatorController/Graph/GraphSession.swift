import CalculatorModel
import Graphing

/// The graph a front end shows, in one value: which part of the plane (in graph units,
/// each axis its own scale), the view's size, lines or dots, the grid, the trace and
/// which curve it follows, and whether the graph is open.
///
/// Every graph operation of every front end is a ``GraphKey`` or a ``GraphGesture``
/// applied here, and every front end draws the ``GraphFrame`` it answers: the page and
/// the terminal keep no viewport, no trace and no number formatting of their own.
///
/// The curves are kept, compiled, from the moment the graph opens until the formula
/// changes, and the sampled picture until the view changes: a trace step samples
/// nothing and compiles nothing. The saved state (``json``) holds the view and the
/// trace, not the curves, which the keypad builds again from its formula.
public struct GraphSession: Sendable {
  /// Whether the graph is showing.
  public internal(set) var isOpen = false
  /// The graph point at the view's centre.
  var center = GraphPoint(x: 0, y: 0)
  /// Graph units per view point along x; `nil` until the graph first opens (then the
  /// standard window at the size it opens at).
  var unitsPerPoint: Double?
  /// Graph units per view point along y; `nil` as for x.
  var yUnitsPerPoint: Double?
  /// The view's width, in the front end's units: points on the page, braille dots in
  /// the terminal.
  public internal(set) var width = GraphSession.defaultSize.width
  /// The view's height, in the same units.
  public internal(set) var height = GraphSession.defaultSize.height
  /// Lines or dots.
  public internal(set) var style = GraphStyle.line
  /// Whether the grid is drawn.
  public internal(set) var showsGrid = true
  /// The traced x in graph units, `nil` when no trace shows.
  var tracedX: Double?
  /// The curve the trace follows, by index; `nil` for the last (the top of an RPN stack).
  var tracedCurve: Int?

  /// The curves, compiled, as the graph key gave them.
  ///
  /// `nil` when they must be built again (after a restore, or when the formula
  /// changed). Not part of the state.
  var curves: [FormulaGraphSource]?
  /// The sampled curves and their points of interest for the current view and curves.
  var plot: GraphPlot?
  /// What the frames say of ``plot`` until it changes: its points of interest, ranges
  /// and description, written once per view rather than once per trace step.
  var plotTexts: (points: [GraphFrame.Point], ranges: String, description: String)?
  /// Why the last operation did nothing (or the Graph key could not open the graph),
  /// until the next frame shows it.
  public internal(set) var message: String?
  /// Whether the picture changed since the last frame that drew it.
  var pictureChanged = true

  /// The size a view has until its front end gives one.
  public static let defaultSize = (width: 400.0, height: 300.0)
  /// The largest side a view may have, in its units.
  public static let largestSide = 4_096.0
  /// How close (in view points) a tap must land to a point of interest to trace it.
  public static let tapReach = 16.0

  /// A closed graph at the standard window.
  public init() {}

  /// The view: the viewport at the session's size, centre and scales; the standard
  /// window before the graph first opens, or when a resize leaves the kept view beyond
  /// what a `Double` shows.
  var viewport: Viewport {
    let standard = Viewport.standard(width: width, height: height)
    guard let xUnits = unitsPerPoint else { return standard }
    return Viewport(
      width: width, height: height, center: center, unitsPerPixel: xUnits,
      yUnitsPerPixel: yUnitsPerPoint ?? xUnits) ?? standard
  }

  /// Opens the graph on `curves`; a first opening starts at the standard window.
  mutating func open(_ curves: [FormulaGraphSource]) {
    isOpen = true
    self.curves = curves
    plot = nil
    pictureChanged = true
    tracedX = nil
    tracedCurve = nil
    if unitsPerPoint == nil {
      reset()
    }
  }

  /// Forgets the compiled curves: the formula they came from changed.
  mutating func curvesChanged() {
    guard curves != nil || plot != nil else { return }
    curves = nil
    plot = nil
    pictureChanged = true
  }

  /// Does what `key` does on an open graph (``GraphKey/open`` is the keypad's, and
  /// ``GraphKey/help`` a front end's); a refusal leaves the graph as it was and says why
  /// in the next frame.
  mutating func press(_ key: GraphKey) {
    message = nil
    switch key {
    case .open, .help: break
    case .close: isOpen = false
    case .zoomIn:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.zoom(by: 2, about: Self.middle(of: view))
      }
    case .zoomOut:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.zoom(by: 0.5, about: Self.middle(of: view))
      }
    case .panLeft:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.pan(byX: view.width / 8, y: 0)
      }
    case .panRight:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.pan(byX: -view.width / 8, y: 0)
      }
    case .panUp:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.pan(byX: 0, y: view.height / 8)
      }
    case .panDown:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.pan(byX: 0, y: -view.height / 8)
      }
    case .traceLeft: stepTrace(-1)
    case .traceRight: stepTrace(1)
    case .previousCurve: switchCurve(-1)
    case .nextCurve: switchCurve(1)
    case .previousPoint: jumpToPoint(-1)
    case .nextPoint: jumpToPoint(1)
    case .fit: fit()
    case .reset: reset()
    case .equalScales:
      change { (view: inout Viewport) throws(ViewportError) in
        try view.move(to: view.center, unitsPerPixel: view.unitsPerPixel)
      }
    case .toggleDots:
      style = style == .dots ? .line : .dots
      pictureChanged = true
    case .toggleGrid:
      showsGrid.toggle()
      pictureChanged = true
    case .toggleTrace:
      if tracedX == nil {
        tracedX = snappedToTraceStep(center.x)
      } else {
        tracedX = nil
      }
    }
  }

  /// Back to the standard window: the origin in the centre, x from −10 to 10, equal
  /// scales.
  mutating func reset() {
    let standard = Viewport.standard(width: width, height: height)
    center = standard.center
    unitsPerPoint = standard.unitsPerPixel
    yUnitsPerPoint = standard.yUnitsPerPixel
    viewChanged()
  }

  /// Applies `edit` to the view; a view beyond what a `Double` shows is refused with
  /// the graphing library's message.
  mutating func change(_ edit: (inout Viewport) throws(ViewportError) -> Void) {
    var view = viewport
    do {
      try edit(&view)
    } catch {
      message = error.description
      return
    }
    guard view != viewport else { return }
    center = view.center
    unitsPerPoint = view.unitsPerPixel
    yUnitsPerPoint = view.yUnitsPerPixel
    viewChanged()
  }

  /// Notes that the picture must be sampled and drawn again.
  mutating func viewChanged() {
    plot = nil
    pictureChanged = true
  }

  /// The middle of a view, in view points.
  static func middle(of view: Viewport) -> GraphPoint {
    GraphPoint(x: view.width / 2, y: view.height / 2)
  }

  /// The y axis fitted to every curve over the visible x range (``Viewport/fitRange``).
  private mutating func fit() {
    guard let plot = plotted() else { return }
    let view = viewport
    let xs = (0...200).map { view.graphX(atViewX: view.width * Double($0) / 200) }
    let samples = (curves ?? []).map { $0.ys(at: xs) }
    guard let range = Viewport.fitRange(samples: samples, points: plot.curves.map { $0.points })
    else {
      message = "nothing to fit: no curve has a value in view"
      return
    }
    change { (view: inout Viewport) throws(ViewportError) in try view.fit(y: range) }
  }
}

extension GraphSession: Equatable {
  /// Two sessions are equal when they would save the same state.
  public static func == (lhs: GraphSession, rhs: GraphSession) -> Bool {
    lhs.isOpen == rhs.isOpen && lhs.center == rhs.center && lhs.unitsPerPoint == rhs.unitsPerPoint
      && lhs.yUnitsPerPoint == rhs.yUnitsPerPoint && lhs.width == rhs.width
      && lhs.height == rhs.height && lhs.style == rhs.style && lhs.showsGrid == rhs.showsGrid
      && lhs.tracedX == rhs.tracedX && lhs.tracedCurve == rhs.tracedCurve
  }
}
