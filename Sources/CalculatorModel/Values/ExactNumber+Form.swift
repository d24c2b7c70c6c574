import ExactArithmetic

/// The exact form a display shows beside the decimal: `1/3`, `2√2`, `√2/2`, `3π/4`,
/// `e^(1/3)`, `3ln(2)`, derived from the exact value, never from its digits.
extension ExactNumber {
  /// The most characters of an exact form.
  static let maximumFormLength = 24
  /// The largest numerator, denominator, radicand or exponent part in an exact form: 10^12
  /// (a product, as a 32-bit `Int` cannot hold it).
  static let maximumFormPart = BigInteger(1_000_000) * BigInteger(1_000_000)
  /// The highest power a logarithm's argument is written as (`ln 8` = `3ln(2)`): 2^40
  /// is past ``maximumFormPart``.
  private static let highestLogarithmPower = 40

  /// The value's short closed form, which a formula parses back to the same value, or
  /// `nil` when it has none within ``maximumFormLength`` characters and
  /// ``maximumFormPart``: `[-][p]factor[/q]`, or `[-]p/q` for a rational.
  var form: String? {
    var magnitude = rational.magnitude
    let factorText: String?
    switch factor {
    case .one: factorText = nil
    case .pi: factorText = "π"
    case .squareRoot(let n):
      guard Self.isShort(n) else { return nil }
      factorText = "√\(n)"
    case .exponential(let q):
      guard Self.isShort(q) else { return nil }
      factorText = q == .one ? "e" : q.isInteger && q.signum > 0 ? "e^\(q)" : "e^(\(q))"
    case .logarithm(let q):
      let (power, base) = Self.powerAndBase(of: q)
      guard Self.isShort(base), Self.isShort(magnitude),
        let scaled = try? magnitude * Rational(integer: BigInteger(power))
      else { return nil }
      magnitude = scaled
      factorText = "ln(\(base))"
    }
    guard Self.isShort(magnitude) else { return nil }
    let (numerator, denominator) = (magnitude.numerator, magnitude.denominator)
    let over = denominator == .one ? "" : "/\(denominator)"
    let body: String
    if let factorText {
      body = (numerator == .one ? "" : "\(numerator)") + factorText + over
    } else {
      body = "\(numerator)" + over
    }
    let text = (signum < 0 ? "-" : "") + body
    return text.unicodeScalars.count <= Self.maximumFormLength ? text : nil
  }

  /// Whether a whole number's magnitude is at most ``maximumFormPart``.
  private static func isShort(_ n: BigInteger) -> Bool {
    !(maximumFormPart < n.magnitude)
  }

  /// Whether a rational's numerator and denominator are short.
  private static func isShort(_ q: Rational) -> Bool {
    isShort(q.numerator) && isShort(q.denominator)
  }

  /// `q` as base^power with the highest power up to ``highestLogarithmPower`` (8 is 2³);
  /// a base past ``maximumFormPart`` is left as it is (it will not be written).
  private static func powerAndBase(of q: Rational) -> (power: Int, base: Rational) {
    guard isShort(q) else { return (1, q) }
    for power in stride(from: highestLogarithmPower, through: 2, by: -1) {
      if let base = q.exactRoot(power) {
        return (power, base)
      }
    }
    return (1, q)
  }
}
