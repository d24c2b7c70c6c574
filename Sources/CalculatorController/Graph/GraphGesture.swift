import Graphing

/// What a pointer does to a graph, in view points from the view's top left corner: what
/// a front end measures and sends once a gesture settles (it may move its last picture
/// in the meantime), never graph units.
public enum GraphGesture: Equatable, Sendable {
  /// A drag by (dx, dy) points: the plane follows the pointer.
  case pan(dx: Double, dy: Double)
  /// A pinch or a wheel: `factor` times closer (below 1: farther), the graph point under
  /// `point` staying there.
  case zoom(factor: Double, about: GraphPoint)
  /// A double click: the origin moves to `point`.
  case moveOrigin(to: GraphPoint)
  /// A pointer over the plot, or a drag that traces: the trace at that column.
  case trace(atViewX: Double)
  /// A tap: the trace on the point of interest within ``GraphSession/tapReach`` of it,
  /// or else at its column.
  case tap(at: GraphPoint)
  /// The view's new size, in points (or dots); the centre and scales stay.
  case resize(width: Double, height: Double)
}

extension GraphSession {
  /// Does what `gesture` does; a refusal leaves the graph as it was and says why in the
  /// next frame (a resize keeps what the last operation had to say).
  mutating func apply(_ gesture: GraphGesture) {
    if case .resize = gesture {} else { message = nil }
    switch gesture {
    case .pan(let dx, let dy):
      change { (view: inout Viewport) throws(ViewportError) in try view.pan(byX: dx, y: dy) }
    case .zoom(let factor, let point):
      change { (view: inout Viewport) throws(ViewportError) in
        try view.zoom(by: factor, about: point)
      }
    case .moveOrigin(let point):
      change { (view: inout Viewport) throws(ViewportError) in try view.moveOrigin(to: point) }
    case .trace(let viewX):
      trace(atViewX: viewX)
    case .tap(let point):
      tap(at: point)
    case .resize(let newWidth, let newHeight):
      resize(width: newWidth, height: newHeight)
    }
  }

  /// The trace at a view column, its x written to the digits a point tells apart.
  private mutating func trace(atViewX viewX: Double) {
    guard viewX.isFinite else { return }
    let view = viewport
    let x = view.graphX(atViewX: min(max(viewX, 0), view.width))
    tracedX = GraphNumber(x, resolution: view.unitsPerPixel).nearestDouble ?? x
  }

  /// The trace on the nearest point of interest within reach of `point`, on any curve,
  /// or else at its column.
  private mutating func tap(at point: GraphPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    let view = viewport
    var best: (curve: Int, point: PointOfInterest, distance: Double)?
    for (index, curve) in (plotted()?.curves ?? []).enumerated() {
      for candidate in curve.points {
        let dx = view.viewX(ofGraphX: candidate.x) - point.x
        let dy = candidate.y.map { view.viewY(ofGraphY: $0) - point.y } ?? 0
        let distance = (dx * dx + dy * dy).squareRoot()
        if distance <= Self.tapReach, distance < best?.distance ?? .infinity {
          best = (index, candidate, distance)
        }
      }
    }
    guard let best else {
      trace(atViewX: point.x)
      return
    }
    tracedCurve = best.curve
    tracedX = best.point.x
  }

  /// A new size, each side from 1 to ``largestSide``; the centre and scales stay (the
  /// standard window when the kept view cannot be shown at the new size).
  private mutating func resize(width newWidth: Double, height newHeight: Double) {
    let clamp = { (side: Double) in
      side.isFinite ? min(max(side.rounded(), 1), Self.largestSide) : 1
    }
    let (newWidth, newHeight) = (clamp(newWidth), clamp(newHeight))
    guard newWidth != width || newHeight != height else { return }
    width = newWidth
    height = newHeight
    viewChanged()
  }
}
