/// One curve of a picture: its title (for the legend), its sampled geometry and its
/// points of interest.
public struct PlottedCurve: Equatable, Sendable {
  /// The curve's name in the legend (its expression).
  public var title: String
  /// The sampled geometry in view coordinates.
  public var curve: SampledCurve
  /// The points of interest in graph units (drawn as markers).
  public var points: [PointOfInterest]

  /// A curve named `title`.
  public init(title: String, curve: SampledCurve, points: [PointOfInterest] = []) {
    self.title = title
    self.curve = curve
    self.points = points
  }

  /// The colour of the curve at `index` in a picture: the text colour for the first,
  /// then a palette that reads on dark and light backgrounds.
  public static func colour(at index: Int) -> String {
    let palette = ["currentColor", "#e8743b", "#19a979", "#945ecf", "#ed4a7b", "#5899da"]
    return palette[index % palette.count]
  }
}

extension PlottedCurve {
  /// `source` sampled across `viewport`, with its points of interest in the visible x
  /// range when `findingPoints` (one sample per device-pixel column for both).
  /// - Complexity: O(device-pixel columns) evaluations in batches, plus the bounded
  ///   refinement of ``GraphSampler`` and ``PointFinder``.
  public init<Source: GraphDataSource>(
    title: String, source: Source, viewport: Viewport, findingPoints: Bool = true
  ) {
    let curve = GraphSampler(source: source, viewport: viewport).sample()
    // A side is at most `Viewport.maximumPixels` device pixels: a safe integer.
    let columns = Int((viewport.width * viewport.pixelScale).rounded(.up))
    let points =
      findingPoints
      ? PointFinder(source: source).points(in: viewport.xRange, columns: columns) : []
    self.init(title: title, curve: curve, points: points)
  }
}
