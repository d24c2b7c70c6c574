import Graphing

/// The part of the plane the graph screen shows, independent of the terminal's size.
///
/// The graph point at the centre and the graph units per braille dot, kept in graph
/// units so that a resize keeps the centre and the scale. Saved with the state.
struct GraphWindow: Codable, Equatable, Sendable {
  /// The graph x at the centre of the plot.
  private(set) var centerX: Double
  /// The graph y at the centre of the plot.
  private(set) var centerY: Double
  /// Graph units per braille dot, on both axes.
  private(set) var unitsPerDot: Double

  /// The view that shows x from −10 to 10 across a plot `width` dots wide.
  static func standard(width: Int) -> GraphWindow {
    GraphWindow(centerX: 0, centerY: 0, unitsPerDot: 20 / Double(max(1, width)))
  }

  private init(centerX: Double, centerY: Double, unitsPerDot: Double) {
    self.centerX = centerX
    self.centerY = centerY
    self.unitsPerDot = unitsPerDot
  }

  /// The window a viewport shows.
  init(_ viewport: Viewport) {
    centerX = viewport.center.x
    centerY = viewport.center.y
    unitsPerDot = viewport.unitsPerPixel
  }

  private enum CodingKeys: String, CodingKey {
    case centerX, centerY, unitsPerDot
    /// Dots per unit, as versions before units per dot saved it.
    case scale
  }

  /// Reads a saved window (also the older form with `scale` in dots per unit),
  /// rejecting a centre that is not finite or units per dot out of range.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    centerX = try container.decode(Double.self, forKey: .centerX)
    centerY = try container.decode(Double.self, forKey: .centerY)
    if let units = try container.decodeIfPresent(Double.self, forKey: .unitsPerDot) {
      unitsPerDot = units
    } else {
      unitsPerDot = 1 / (try container.decode(Double.self, forKey: .scale))
    }
    guard centerX.isFinite, centerY.isFinite,
      (Viewport.smallestUnitsPerPixel...Viewport.largestUnitsPerPixel).contains(unitsPerDot)
    else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: decoder.codingPath, debugDescription: "graph window out of range"))
    }
  }

  /// Writes the centre and units per dot.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(centerX, forKey: .centerX)
    try container.encode(centerY, forKey: .centerY)
    try container.encode(unitsPerDot, forKey: .unitsPerDot)
  }

  /// A viewport of `width` × `height` dots showing this window, or `nil` when the
  /// size is not positive or the window is beyond what the size can show.
  func viewport(width: Int, height: Int) -> Viewport? {
    Viewport(
      width: Double(width), height: Double(height), center: GraphPoint(x: centerX, y: centerY),
      unitsPerPixel: unitsPerDot)
  }
}
