/// An exact fraction `numerator / denominator` of big integers, always in lowest terms with
/// a positive denominator, so that equal values are equal structs.
///
/// Typed decimals, integers and the results of + − × ÷ and integer powers are exact rationals
/// (SPEC §20). Sizes are bounded so that every operation has a bounded cost: a result whose
/// numerator or denominator would need more than ``maximumBitWidth`` bits throws
/// ``CalculationError/resultTooLarge`` (even a tiny one such as 10^−10000: the real engine is
/// where such magnitudes will live).
struct Rational: Hashable, Sendable {
  /// The numerator; its sign is the value's.
  private(set) var numerator: BigInteger
  /// The denominator, at least 1, with no factor in common with the numerator.
  private(set) var denominator: BigInteger

  /// The most bits a numerator or denominator may have: 32,768.
  ///
  /// That is 9,864 decimal digits (1000! has 8,530 bits). A product of two such numbers is 1,024 × 1,024 limb products.
  static let maximumBitWidth = 32_768

  /// Zero.
  static let zero = Rational(integer: .zero)
  /// One.
  static let one = Rational(integer: .one)

  /// The integer `value`.
  init(integer value: BigInteger) {
    numerator = value
    denominator = .one
  }

  /// The integer `value`.
  init(_ value: Int) {
    self.init(integer: BigInteger(value))
  }

  /// `numerator / denominator` in lowest terms.
  ///
  /// - Throws: ``CalculationError/divisionByZero`` when `denominator` is zero,
  ///   ``CalculationError/resultTooLarge`` when the reduced fraction exceeds the bound.
  init(_ numerator: BigInteger, _ denominator: BigInteger) throws(CalculationError) {
    guard !denominator.isZero else { throw .divisionByZero }
    let divisor = BigInteger.greatestCommonDivisor(numerator, denominator)
    var top = numerator.quotientAndRemainder(dividingBy: divisor).quotient
    var bottom = denominator.quotientAndRemainder(dividingBy: divisor).quotient
    if bottom.isNegative {
      top = -top
      bottom = -bottom
    }
    guard top.bitWidth <= Self.maximumBitWidth, bottom.bitWidth <= Self.maximumBitWidth else {
      throw .resultTooLarge
    }
    self.numerator = top
    self.denominator = bottom
  }

  /// Whether the value is zero.
  var isZero: Bool { numerator.isZero }

  /// −1, 0 or 1.
  var signum: Int { numerator.signum }

  /// Whether the value is a whole number.
  var isInteger: Bool { denominator == .one }

  /// The absolute value.
  var magnitude: Rational {
    var result = self
    result.numerator = numerator.magnitude
    return result
  }

  /// The negated value.
  static prefix func - (value: Rational) -> Rational {
    var result = value
    result.numerator = -value.numerator
    return result
  }

  /// The exact sum.
  ///
  /// - Throws: ``CalculationError/resultTooLarge`` beyond ``maximumBitWidth``.
  static func + (left: Rational, right: Rational) throws(CalculationError) -> Rational {
    if left.denominator == right.denominator {
      return try Rational(left.numerator + right.numerator, left.denominator)
    }
    return try Rational(
      left.numerator * right.denominator + right.numerator * left.denominator,
      left.denominator * right.denominator)
  }

  /// The exact difference.
  ///
  /// - Throws: ``CalculationError/resultTooLarge`` beyond ``maximumBitWidth``.
  static func - (left: Rational, right: Rational) throws(CalculationError) -> Rational {
    try left + -right
  }

  /// The exact product.
  ///
  /// - Throws: ``CalculationError/resultTooLarge`` beyond ``maximumBitWidth``.
  static func * (left: Rational, right: Rational) throws(CalculationError) -> Rational {
    try Rational(left.numerator * right.numerator, left.denominator * right.denominator)
  }

  /// The exact quotient.
  ///
  /// - Throws: ``CalculationError/divisionByZero`` only when `right` is exactly zero;
  ///   ``CalculationError/resultTooLarge`` beyond ``maximumBitWidth``.
  static func / (left: Rational, right: Rational) throws(CalculationError) -> Rational {
    try Rational(left.numerator * right.denominator, left.denominator * right.numerator)
  }

  /// The value raised to a whole `exponent`, exactly (a negative exponent gives the
  /// reciprocal's power; x⁰ is 1, also for x = 0).
  ///
  /// - Throws: ``CalculationError/divisionByZero`` for 0 to a negative power;
  ///   ``CalculationError/resultTooLarge`` when the result would exceed the bound, judged
  ///   before any work is done.
  func power(_ exponent: Int) throws(CalculationError) -> Rational {
    if exponent == 0 {
      return .one
    }
    if isZero {
      guard exponent > 0 else { throw .divisionByZero }
      return .zero
    }
    let count = exponent.magnitude
    // (bitWidth − 1) × count bits at least: refuse before multiplying.
    let widest = UInt64(max(numerator.bitWidth, denominator.bitWidth) - 1)
    guard widest == 0 || count <= UInt64(Self.maximumBitWidth) / widest else {
      throw .resultTooLarge
    }
    guard count <= UInt64(Self.maximumBitWidth) else {
      // Only ±1 are left, whose powers are ±1.
      return numerator.isNegative && count & 1 == 1 ? -Rational.one : .one
    }
    let top = numerator.power(Int(count))
    let bottom = denominator.power(Int(count))
    return exponent > 0 ? try Rational(top, bottom) : try Rational(bottom, top)
  }
}

extension Rational: Comparable {
  /// Whether `left` is below `right` (compared exactly by cross-multiplying).
  static func < (left: Rational, right: Rational) -> Bool {
    left.numerator * right.denominator < right.numerator * left.denominator
  }
}

extension Rational: CustomStringConvertible {
  /// `numerator/denominator`, or the numerator alone for a whole number (for tests and
  /// debugging; displays round with ``rounded(toSignificantDigits:)``).
  var description: String {
    isInteger ? numerator.description : "\(numerator)/\(denominator)"
  }
}
