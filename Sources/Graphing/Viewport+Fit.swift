extension Viewport {
  /// Zoom to fit along y.
  ///
  /// The x range stays; y shows `range` with a twentieth of it as a margin above and
  /// below, so the y axis scales apart from x (``hasEqualScales`` is then false unless
  /// it happens to fit). A range of one value shows that value with room around it: at
  /// least 1 either side, or half its magnitude.
  /// - Throws: ``ViewportError`` when the view needed is beyond what a `Double` can
  ///   show; the view is then unchanged.
  public mutating func fit(y range: ClosedRange<Double>) throws(ViewportError) {
    var (low, high) = (range.lowerBound, range.upperBound)
    guard low.isFinite, high.isFinite else { throw .outOfRange }
    if high - low <= max(low.magnitude, high.magnitude) * 1e-12 {
      let room = max(1, low.magnitude / 2)
      (low, high) = (low - room, high + room)
    }
    let units = (high - low) * 1.1 / height
    try move(
      to: GraphPoint(x: center.x, y: low + (high - low) / 2), unitsPerPixel: unitsPerPixel,
      yUnitsPerPixel: units)
  }

  /// The y range zoom to fit shows for curves sampled across the visible x range and
  /// their points of interest, or `nil` when nothing has a finite y.
  ///
  /// A curve without a pole or jump among its points shows whole; one with a pole or a
  /// jump shows from its 5th to its 95th percentile, so that the values near a pole do
  /// not flatten the rest. Every point of interest with a y shows.
  /// - Parameters:
  ///   - samples: each curve's y values across the x range (`nil` where undefined).
  ///   - points: each curve's points of interest, in the same order.
  /// - Returns: the lowest and highest y to show.
  public static func fitRange(samples: [[Double?]], points: [[PointOfInterest]])
    -> ClosedRange<Double>?
  {
    var values: [Double] = []
    for (index, curve) in samples.enumerated() {
      let ys = curve.compactMap { $0 }.filter { $0.isFinite }.sorted()
      guard let first = ys.first, let last = ys.last else { continue }
      let breaks =
        index < points.count && points[index].contains { $0.kind == .pole || $0.kind == .jump }
      if breaks {
        values += [ys[ys.count / 20], ys[ys.count - 1 - ys.count / 20]]
      } else {
        values += [first, last]
      }
    }
    values += points.joined().compactMap { $0.y }.filter { $0.isFinite }
    guard let low = values.min(), let high = values.max() else { return nil }
    return low...high
  }
}
