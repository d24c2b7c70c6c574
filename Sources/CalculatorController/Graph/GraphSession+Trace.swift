import Graphing

extension GraphSession {
  /// The distance a trace step moves: the 1, 2 or 5 × 10ⁿ nearest above a hundredth of
  /// the visible x range, so that the traced x reads as a round number (0.2 steps
  /// across the standard window) in every front end and at any size.
  var traceStep: Double {
    let view = viewport
    let range = view.xRange.upperBound - view.xRange.lowerBound
    return TickMarks.niceStep(atLeast: range / 100) ?? view.unitsPerPixel
  }

  /// `x` moved to the nearest whole multiple of the trace step.
  func snappedToTraceStep(_ x: Double) -> Double {
    let step = traceStep
    let index = (x / step).rounded()
    return index.magnitude < 0x1p52 ? TickMarks.multiple(index, of: step) : x
  }

  /// The index of the curve the trace follows.
  var tracedCurveIndex: Int {
    let count = curves?.count ?? plot?.curves.count ?? 1
    return min(max(0, tracedCurve ?? count - 1), max(0, count - 1))
  }

  /// Moves the trace one step (`direction` 1 right, −1 left) to the next whole multiple
  /// of the step; a trace that was not showing starts at the centre.
  mutating func stepTrace(_ direction: Int) {
    guard let x = tracedX else {
      tracedX = snappedToTraceStep(center.x)
      return
    }
    let step = traceStep
    let index = x / step
    guard index.magnitude < 0x1p52 else { return }
    let onStep = (index - index.rounded()).magnitude < 1e-9
    let next =
      onStep
      ? index.rounded() + Double(direction)
      : (direction > 0 ? index.rounded(.up) : index.rounded(.down))
    tracedX = TickMarks.multiple(next, of: step)
  }

  /// The trace on the next (1) or previous (−1) curve, at the same x.
  mutating func switchCurve(_ direction: Int) {
    let count = curves?.count ?? 1
    guard count > 1 else {
      message = "one curve: nothing to switch to"
      return
    }
    tracedCurve = (tracedCurveIndex + direction + count) % count
    if tracedX == nil {
      tracedX = snappedToTraceStep(center.x)
    }
  }

  /// The trace on the next (1) or previous (−1) point of interest of its curve in view.
  mutating func jumpToPoint(_ direction: Int) {
    _ = plotted()
    let points = tracedPoints
    let from = tracedX ?? (direction > 0 ? -Double.infinity : Double.infinity)
    let next = direction > 0 ? points.first { $0.x > from } : points.last { $0.x < from }
    guard let next else {
      message = "no point of interest \(direction > 0 ? "to the right" : "to the left") in view"
      return
    }
    tracedX = next.x
  }

  /// The traced curve's points of interest in view, left to right.
  var tracedPoints: [PointOfInterest] {
    let curves = plot?.curves ?? []
    let index = tracedCurveIndex
    guard curves.indices.contains(index) else { return [] }
    return curves[index].points.sorted { $0.x < $1.x }
  }

  /// The point of interest the trace sits on, if any.
  var tracedPoint: PointOfInterest? {
    guard let x = tracedX else { return nil }
    return tracedPoints.first { $0.x == x }
  }
}
