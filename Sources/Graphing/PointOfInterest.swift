/// A point of interest on a curve: a root, the y-intercept, an extremum or a
/// discontinuity, in graph units.
public struct PointOfInterest: Equatable, Sendable {
  /// What kind of point this is.
  public enum Kind: String, Sendable, CaseIterable {
    /// Where the curve crosses or touches y = 0.
    case root
    /// Where the curve crosses x = 0.
    case yIntercept = "y-intercept"
    /// A local minimum.
    case minimum
    /// A local maximum.
    case maximum
    /// A single x where the function is undefined but its limit exists (y is the limit).
    case hole
    /// Where the function grows without bound (y is `nil`).
    case pole
    /// Where the function jumps between two finite values (y is the value from the right).
    case jump
  }

  /// The kind of point.
  public var kind: Kind
  /// Its x, refined on the data source to full `Double` precision (an extremum's x to
  /// the precision the function's values allow, about 8 digits).
  public var x: Double
  /// Its y: the function's value, a hole's limit, `nil` at a pole.
  public var y: Double?

  /// A point of `kind` at (x, y).
  public init(kind: Kind, x: Double, y: Double?) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

#if !hasFeature(Embedded)
extension PointOfInterest.Kind: Codable {}

extension PointOfInterest: Codable {}
#endif
