/// An exact fraction `numerator / denominator` of big integers, always in lowest terms with
/// a positive denominator, so that equal values are equal structs.
///
/// Typed decimals, integers and the results of + − × ÷ and integer powers are exact rationals.
/// Sizes are bounded so that every operation has a bounded cost: a result whose
/// numerator or denominator would need more than ``maximumBitWidth`` bits throws
/// ``ArithmeticError/resultTooLarge`` (even a tiny one such as 10^−10000: the real engine is
/// where such magnitudes will live).
public struct Rational: Hashable, Sendable {
  /// The numerator; its sign is the value's.
  public private(set) var numerator: BigInteger
  /// The denominator, at least 1, with no factor in common with the numerator.
  public private(set) var denominator: BigInteger

  /// The most bits a numerator or denominator may have: 32,768.
  ///
  /// That is 9,864 decimal digits (1000! has 8,530 bits). A product of two such numbers is 1,024 × 1,024 limb products.
  static let maximumBitWidth = 32_768

  /// Zero.
  public static let zero = Rational(integer: .zero)
  /// One.
  public static let one = Rational(integer: .one)

  /// The integer `value`.
  public init(integer value: BigInteger) {
    numerator = value
    denominator = .one
  }

  /// The integer `value`.
  public init(_ value: Int) {
    self.init(integer: BigInteger(value))
  }

  /// `numerator / denominator` in lowest terms.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` when `denominator` is zero,
  ///   ``ArithmeticError/resultTooLarge`` when the reduced fraction exceeds the bound.
  public init(_ numerator: BigInteger, _ denominator: BigInteger) throws(ArithmeticError) {
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
  @inlinable public var isZero: Bool { numerator.isZero }

  /// −1, 0 or 1.
  @inlinable public var signum: Int { numerator.signum }

  /// Whether the value is a whole number.
  public var isInteger: Bool { denominator == .one }

  /// The value when it is a whole number within `Int64`: what + and × work on in a word.
  private var wordInteger: Int64? { isInteger ? numerator.int64Value : nil }

  /// The absolute value.
  public var magnitude: Rational {
    var result = self
    result.numerator = numerator.magnitude
    return result
  }

  /// The negated value.
  public static prefix func - (value: Rational) -> Rational {
    var result = value
    result.numerator = -value.numerator
    return result
  }

  /// A fraction already in lowest terms with a positive denominator (not checked), within
  /// the bound (checked).
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond ``maximumBitWidth``.
  private init(reduced numerator: BigInteger, _ denominator: BigInteger) throws(ArithmeticError) {
    guard numerator.bitWidth <= Self.maximumBitWidth, denominator.bitWidth <= Self.maximumBitWidth
    else { throw .resultTooLarge }
    self.numerator = numerator
    self.denominator = denominator
  }

  /// Whether x·y surely has more than ``maximumBitWidth`` bits (it has at least
  /// bitWidth(x) + bitWidth(y) − 1), judged before multiplying.
  private static func productExceedsBound(_ x: BigInteger, _ y: BigInteger) -> Bool {
    !x.isZero && !y.isZero && x.bitWidth + y.bitWidth - 1 > maximumBitWidth
  }

  /// `x / divisor` for a divisor known to divide x (1 costs nothing).
  private static func exactQuotient(_ x: BigInteger, _ divisor: BigInteger) -> BigInteger {
    divisor == .one ? x : x.quotientAndRemainder(dividingBy: divisor).quotient
  }

  /// The exact sum.
  ///
  /// Knuth's form (The Art of Computer Programming, vol. 2, 4.5.1): with d₁ = gcd(b, d),
  /// a/b + c/d = t/d₂ ÷ ((b/d₁)(d/d₂)) for t = a(d/d₁) + c(b/d₁) and d₂ = gcd(t, d₁), already in
  /// lowest terms; the gcds are of denominator-sized numbers, not of the products (d₁ = 1
  /// for most pairs, and then there is no second gcd).
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond ``maximumBitWidth``.
  public static func + (left: Rational, right: Rational) throws(ArithmeticError) -> Rational {
    if let a = left.wordInteger, let b = right.wordInteger {
      let (sum, overflow) = a.addingReportingOverflow(b)
      if !overflow {
        return Rational(integer: BigInteger(sum))
      }
    }
    let d1 = BigInteger.greatestCommonDivisor(left.denominator, right.denominator)
    let leftCofactor = exactQuotient(left.denominator, d1)
    let rightCofactor = exactQuotient(right.denominator, d1)
    if d1 == .one, productExceedsBound(left.denominator, right.denominator) {
      // Coprime denominators: the sum's denominator is their product.
      throw .resultTooLarge
    }
    let t = left.numerator * rightCofactor + right.numerator * leftCofactor
    if t.isZero {
      return .zero
    }
    let d2 = d1 == .one ? d1 : BigInteger.greatestCommonDivisor(t, d1)
    return try Rational(
      reduced: exactQuotient(t, d2), leftCofactor * exactQuotient(right.denominator, d2))
  }

  /// The exact difference.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond ``maximumBitWidth``.
  public static func - (left: Rational, right: Rational) throws(ArithmeticError) -> Rational {
    try left + -right
  }

  /// The exact product.
  ///
  /// Knuth's form (4.5.1): (a/b)(c/d) = ((a/d₁)(c/d₂)) / ((b/d₂)(d/d₁)) with d₁ = gcd(a, d)
  /// and d₂ = gcd(c, b), already in lowest terms: two gcds of operand-sized numbers instead
  /// of one of the products, and a result that is too large is refused before multiplying.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond ``maximumBitWidth``.
  public static func * (left: Rational, right: Rational) throws(ArithmeticError) -> Rational {
    if left.isZero || right.isZero {
      return .zero
    }
    // Judged from the widths: a checked 64-bit multiply needs a 128-bit one on wasm32.
    if let a = left.wordInteger, let b = right.wordInteger,
      a.magnitude.leadingZeroBitCount + b.magnitude.leadingZeroBitCount > 64
    {
      return Rational(integer: BigInteger(a &* b))
    }
    let d1 = BigInteger.greatestCommonDivisor(left.numerator, right.denominator)
    let d2 = BigInteger.greatestCommonDivisor(right.numerator, left.denominator)
    let top = (exactQuotient(left.numerator, d1), exactQuotient(right.numerator, d2))
    let bottom = (exactQuotient(left.denominator, d2), exactQuotient(right.denominator, d1))
    guard !productExceedsBound(top.0, top.1), !productExceedsBound(bottom.0, bottom.1) else {
      throw .resultTooLarge
    }
    return try Rational(reduced: top.0 * top.1, bottom.0 * bottom.1)
  }

  /// The exact quotient (the product with the reciprocal, see ``*(_:_:)``).
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` only when `right` is exactly zero;
  ///   ``ArithmeticError/resultTooLarge`` beyond ``maximumBitWidth``.
  public static func / (left: Rational, right: Rational) throws(ArithmeticError) -> Rational {
    guard !right.isZero else { throw .divisionByZero }
    // 1/right, in lowest terms with a positive denominator already.
    let reciprocal = try Rational(
      reduced: right.numerator.isNegative ? -right.denominator : right.denominator,
      right.numerator.magnitude)
    return try left * reciprocal
  }

  /// The value raised to a whole `exponent`, exactly (a negative exponent gives the
  /// reciprocal's power; x⁰ is 1, also for x = 0).
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for 0 to a negative power;
  ///   ``ArithmeticError/resultTooLarge`` when the result would exceed the bound, judged
  ///   before any work is done.
  public func power(_ exponent: Int) throws(ArithmeticError) -> Rational {
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
    // Powers of coprime numbers are coprime: no gcd is needed.
    let top = numerator.power(Int(count))
    let bottom = denominator.power(Int(count))
    if exponent > 0 {
      return try Rational(reduced: top, bottom)
    }
    return try Rational(reduced: top.isNegative ? -bottom : bottom, top.magnitude)
  }
}

extension Rational: Comparable {
  /// Whether `left` is below `right` (compared exactly by cross-multiplying).
  public static func < (left: Rational, right: Rational) -> Bool {
    left.numerator * right.denominator < right.numerator * left.denominator
  }
}

extension Rational: CustomStringConvertible {
  /// `numerator/denominator`, or the numerator alone for a whole number (for tests and
  /// debugging; displays round with ``rounded(toSignificantDigits:)``).
  public var description: String {
    isInteger ? numerator.description : "\(numerator)/\(denominator)"
  }
}
