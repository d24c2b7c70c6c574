/// One curve of a picture: its title (for the legend), its sampled geometry and its
/// points of interest.
public struct PlottedCurve: Equatable, Sendable {
  /// The curve's name in the legend, e.g. its expression.
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
