import Graphing

/// The part of the plane the graph screen shows, independent of the terminal's size.
///
/// The graph point at the centre and the dots per unit. Saved with the state; a
/// resize keeps the centre and the scale.
struct GraphWindow: Codable, Equatable, Sendable {
  /// The graph x at the centre of the plot.
  private(set) var centerX: Double
  /// The graph y at the centre of the plot.
  private(set) var centerY: Double
  /// Braille dots per graph unit, on both axes.
  private(set) var scale: Double

  /// The view that shows x from −10 to 10 across a plot `width` dots wide.
  static func standard(width: Int) -> GraphWindow {
    let scale = min(
      max(Double(max(1, width)) / 20, Viewport.scaleRange.lowerBound),
      Viewport.scaleRange.upperBound)
    return GraphWindow(centerX: 0, centerY: 0, scale: scale)
  }

  private init(centerX: Double, centerY: Double, scale: Double) {
    self.centerX = centerX
    self.centerY = centerY
    self.scale = scale
  }

  /// The window a viewport shows.
  init(_ viewport: Viewport) {
    centerX = viewport.graphX(atViewX: viewport.width / 2)
    centerY = viewport.graphY(atViewY: viewport.height / 2)
    scale = viewport.scale
  }

  /// Reads a saved window, rejecting a centre that is not finite or a scale
  /// outside ``Viewport/scaleRange``.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    centerX = try container.decode(Double.self, forKey: .centerX)
    centerY = try container.decode(Double.self, forKey: .centerY)
    scale = try container.decode(Double.self, forKey: .scale)
    guard centerX.isFinite, centerY.isFinite, Viewport.scaleRange.contains(scale) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "graph window out of range"))
    }
  }

  /// A viewport of `width` × `height` dots showing this window, or `nil` when the
  /// size is not positive or the origin would not be finite.
  func viewport(width: Int, height: Int) -> Viewport? {
    let origin = GraphPoint(
      x: Double(width) / 2 - centerX * scale, y: Double(height) / 2 + centerY * scale)
    return Viewport(width: Double(width), height: Double(height), origin: origin, scale: scale)
  }
}
