/// A number written as a significand and a power of ten whose exponent is beyond
/// ``Rational``'s bound (`1e-100000`, `2.5e1000000000`): exact in principle, computed as a
/// real, refused beyond the display's magnitude bound.
public struct ScientificNumber: Equatable, Sendable {
  /// The significand, exactly (`2.5`).
  public private(set) var significand: Rational
  /// The power of ten, clamped to ±``largestExponent``.
  let exponent: Int

  /// The largest exponent kept, far beyond any bound: 2,000,000,000.
  static let largestExponent = 2_000_000_000

  /// The parts of `text` (`d.ddd` `e` `±n`), or `nil` when it is not such a number, the
  /// significand is zero or beyond ``Rational``'s bound, or the exponent is within it
  /// (then the number is a rational).
  public init?(_ text: String) {
    let parts = text.utf8.split(
      maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 | 0x20 == 0x65 })
    guard parts.count == 2, let significand = try? Rational(decimal: String(Substring(parts[0]))),
      !significand.isZero
    else { return nil }
    var digits = parts[1][...]
    let isNegative = digits.first == UInt8(ascii: "-")
    if digits.first == UInt8(ascii: "-") || digits.first == UInt8(ascii: "+") {
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty else { return nil }
    var exponent = 0
    for byte in digits {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      // Clamped before it could pass 2^31 (wasm32's Int).
      exponent =
        exponent >= Self.largestExponent / 10
        ? Self.largestExponent : exponent * 10 + Int(byte - UInt8(ascii: "0"))
    }
    guard exponent > Rational.maximumDecimalLength else { return nil }
    self.significand = significand
    self.exponent = isNegative ? -exponent : exponent
  }

  /// −x.
  public var negated: ScientificNumber {
    var negated = self
    negated.significand = -significand
    return negated
  }

  /// About log₂ of the magnitude.
  public var log2Magnitude: Double {
    ConstructiveReal.log2Magnitude(of: significand) + Double(exponent) * 3.3219280948873623
  }

  /// The value as a constructive real: the significand times e^(exponent · ln 10), its size
  /// hinted.
  public var real: ConstructiveReal {
    let power: ConstructiveReal = .exponential(
      .product(.rational(Rational(exponent)), .logarithm(.rational(Rational(10)))))
    power.magnitudeHint = Double(exponent) * 3.3219280948873623
    let value: ConstructiveReal = .product(.rational(significand), power)
    value.magnitudeHint = log2Magnitude
    return value
  }
}
