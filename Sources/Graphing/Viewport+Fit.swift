extension Viewport {
  /// Zoom to fit.
  ///
  /// Centres the view vertically on the y values of `points` (the curve's
  /// points of interest in the current x range), zooming out as far as needed for all
  /// of them to show with a margin. The x centre stays and the view never zooms in, so
  /// the x range keeps every point it had.
  /// - Returns: whether anything had a y value to fit.
  /// - Throws: ``ViewportError`` when the view needed is beyond what a `Double` can
  ///   show; the view is then unchanged.
  @discardableResult
  public mutating func fit(toShow points: [PointOfInterest]) throws(ViewportError) -> Bool {
    let ys = points.compactMap { $0.y }.filter { $0.isFinite }
    guard let low = ys.min(), let high = ys.max() else { return false }
    let needed = (high - low) * 1.25 / height
    try move(
      to: GraphPoint(x: center.x, y: low + (high - low) / 2),
      unitsPerPixel: max(unitsPerPixel, needed.isFinite ? needed : unitsPerPixel))
    return true
  }
}
