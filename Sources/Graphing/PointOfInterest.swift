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
  /// Its x, with only right digits: a root's, pole's or jump's to the last bits of a
  /// `Double`, an extremum's to 13 or more digits (the last bits at a symmetric top),
  /// where the curve is clean; rounded to ``xDigits`` significant digits where rounding
  /// noise leaves fewer right.
  public var x: Double
  /// Its y: the function's value, 0 at a root, a hole's limit rounded to ``yDigits``
  /// significant digits, `nil` at a pole.
  public var y: Double?
  /// How many significant digits of ``x`` are right, from 1 to ``allDigits``.
  public var xDigits: Int
  /// How many significant digits of ``y`` are right, from 1 to ``allDigits``.
  public var yDigits: Int

  /// The most digits a coordinate has: as many as a graph shows, 15.
  public static var allDigits: Int { SignificantDigits.maximum }

  /// A point of `kind` at (x, y), each coordinate already rounded to its right digits.
  public init(
    kind: Kind, x: Double, y: Double?, xDigits: Int = allDigits, yDigits: Int = allDigits
  ) {
    self.kind = kind
    // −0 (the value of −(x − 1)⁴ at 1) reads as 0.
    self.x = x + 0
    self.y = y.map { $0 + 0 }
    self.xDigits = xDigits
    self.yDigits = yDigits
  }

  /// ``x`` as people read it, with its right digits only: `1.5708`, `−2`.
  public var xText: String { NumberText.text(x, digits: xDigits) }

  /// ``y`` as people read it, with its right digits only; `nil` at a pole.
  public var yText: String? { y.map { NumberText.text($0, digits: yDigits) } }

  /// `root at (1.4142135623731, 0)`, `pole at x = 0`: the kind and the coordinates with
  /// their right digits only.
  public var summary: String {
    guard let yText else { return "\(kind.rawValue) at x = \(xText)" }
    return "\(kind.rawValue) at (\(xText), \(yText))"
  }
}

#if !hasFeature(Embedded)
extension PointOfInterest.Kind: Codable {}

extension PointOfInterest: Codable {}
#endif
