/// A real number known exactly as a rational times a known factor (the "unified real" of
/// Boehm's PLDI 2020 paper, behind the Android calculator): 3/4, 2π, 5√2, e^(1/3), −ln 2.
///
/// It is what lets the display show what mathematics proves: sin(π) = 0, √8 ÷ √2 = 2,
/// ln(e³) = 3, √2² − 2 = 0. Operations answer `nil` where the result is no
/// rational times one factor (π + 1, sin(1)); the node graph then computes such values as
/// constructive reals. Every factor is positive, so the sign of a value is its rational's.
public struct ExactNumber: Hashable, Sendable {
  /// The irrational factors known exactly.
  public enum Factor: Hashable, Sendable {
    /// 1: the value is rational.
    case one
    /// π.
    case pi
    /// √n for a whole n > 1 with no square factor below 1,000² (and not a perfect square).
    case squareRoot(BigInteger)
    /// e^q for a rational q ≠ 0 (e itself is e^1).
    case exponential(Rational)
    /// ln q for a rational q > 1 (ln of q < 1 is −ln(1/q)).
    case logarithm(Rational)
  }

  /// The rational part, which carries the sign.
  public var rational: Rational
  /// The known factor.
  public var factor: Factor

  /// `rational` × `factor`; zero always has the factor one, so that equal values are equal.
  public init(_ rational: Rational, _ factor: Factor = .one) {
    self.rational = rational
    self.factor = rational.isZero ? .one : factor
  }

  /// π.
  public static let pi = ExactNumber(.one, .pi)
  /// e.
  public static let e = ExactNumber(.one, .exponential(.one))

  /// The rational the value is, when it is one.
  @inlinable public var rationalValue: Rational? { factor == .one ? rational : nil }

  /// Whether the value is zero (exactly).
  @inlinable public var isZero: Bool { rational.isZero }

  /// −1, 0 or 1 (exactly: every factor is positive).
  @inlinable public var signum: Int { rational.signum }

  /// The negated value.
  public static prefix func - (value: ExactNumber) -> ExactNumber {
    ExactNumber(-value.rational, value.factor)
  }

  /// The sum, when both have the same factor (or one is zero).
  public static func + (left: ExactNumber, right: ExactNumber) -> ExactNumber? {
    if left.isZero { return right }
    if right.isZero { return left }
    guard left.factor == right.factor,
      let sum = bounded({ () throws(ArithmeticError) in
        try left.rational + right.rational
      })
    else { return nil }
    return ExactNumber(sum, left.factor)
  }

  /// The product, when the factors combine into one.
  public static func * (left: ExactNumber, right: ExactNumber) -> ExactNumber? {
    if left.isZero || right.isZero { return ExactNumber(.zero) }
    guard let (scale, factor) = product(left.factor, right.factor),
      let value = bounded({ () throws(ArithmeticError) in
        let product = try left.rational * right.rational
        return scale == .one ? product : try product * scale
      })
    else { return nil }
    return ExactNumber(value, factor)
  }

  /// The quotient, when it is a rational times a factor (π ÷ π = 1, √8 ÷ √2 = 2).
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` when `right` is zero.
  public static func / (left: ExactNumber, right: ExactNumber) throws(ArithmeticError)
    -> ExactNumber?
  {
    guard !right.isZero else { throw .divisionByZero }
    if left.factor == right.factor {
      return bounded({ () throws(ArithmeticError) in try left.rational / right.rational })
        .map { ExactNumber($0) }
    }
    return try right.reciprocal().flatMap { left * $0 }
  }

  /// The reciprocal, when it is a rational times a factor.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for zero.
  public func reciprocal() throws(ArithmeticError) -> ExactNumber? {
    guard !isZero else { throw .divisionByZero }
    let inverse: (Rational, Factor)
    switch factor {
    case .one: inverse = (.one, .one)
    case .squareRoot(let n): inverse = (Rational.bounded(.one, n) ?? .zero, factor)
    case .exponential(let q): inverse = (.one, .exponential(-q))
    case .pi, .logarithm: return nil
    }
    guard !inverse.0.isZero,
      let value = Self.bounded({ () throws(ArithmeticError) in
        try inverse.0 / rational
      })
    else { return nil }
    return ExactNumber(value, inverse.1)
  }

  /// The value raised to a whole power, when that is a rational times a factor.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for zero to a negative power.
  public func power(_ exponent: BigInteger) throws(ArithmeticError) -> ExactNumber? {
    if isZero {
      guard !exponent.isNegative else { throw .divisionByZero }
      return ExactNumber(exponent.isZero ? .one : .zero)
    }
    guard let n = exponent.int64Value.flatMap({ Int(exactly: $0) }),
      n.magnitude <= Self.maximumExponent
    else {
      return rational.magnitude == .one && factor == .one
        ? ExactNumber(rational.signum < 0 && exponent.isOdd ? -.one : .one) : nil
    }
    if n < 0 {
      return try reciprocal().flatMap { inverse throws(ArithmeticError) in
        try inverse.power(BigInteger(-n))
      }
    }
    let scale: Rational
    let raised: Factor
    switch factor {
    case .one:
      (scale, raised) = (.one, .one)
    case .pi, .logarithm:
      guard n <= 1 else { return nil }
      (scale, raised) = (.one, n == 1 ? factor : .one)
    case .squareRoot(let radicand):
      guard
        let half = Self.bounded({ () throws(ArithmeticError) in
          try Rational(integer: radicand).power(n / 2)
        })
      else { return nil }
      (scale, raised) = (half, n.isMultiple(of: 2) ? .one : factor)
    case .exponential(let q):
      guard let product = Self.bounded({ () throws(ArithmeticError) in try q * Rational(n) }),
        Self.isResolvableExponent(product)
      else { return nil }
      (scale, raised) = (.one, product.isZero ? .one : .exponential(product))
    }
    guard
      let value = Self.bounded({ () throws(ArithmeticError) in
        try rational.power(n) * scale
      })
    else { return nil }
    return ExactNumber(value, raised)
  }

  /// Whether e^q is kept exactly: |q| ≤ 12,000 (e^−10000 is 1.1e-4343; a display of e^q
  /// costs about 2.9·|q| bits of precision).
  public static func isResolvableExponent(_ q: Rational) -> Bool {
    !(Rational(12_000) < q.magnitude)
  }

  /// The largest whole exponent worked out exactly (beyond it, only ±1 and 0 are).
  static let maximumExponent = 100_000

  /// `body`'s rational, or `nil` when it would exceed ``Rational/maximumBitWidth`` (the
  /// value exists; it is simply not kept exactly).
  public static func bounded(
    _ body: () throws(ArithmeticError) -> Rational
  ) -> Rational? {
    do {
      return try body()
    } catch {
      return nil
    }
  }

  /// f × g as a rational times one factor, or `nil` when there is no such form.
  private static func product(_ f: Factor, _ g: Factor) -> (Rational, Factor)? {
    switch (f, g) {
    case (.one, _): return (.one, g)
    case (_, .one): return (.one, f)
    case (.squareRoot(let a), .squareRoot(let b)):
      let (outside, inside) = squareRootParts(of: a * b)
      return (Rational(integer: outside), inside == .one ? .one : .squareRoot(inside))
    case (.exponential(let a), .exponential(let b)):
      guard let sum = bounded({ () throws(ArithmeticError) in try a + b }),
        isResolvableExponent(sum)
      else { return nil }
      return (.one, sum.isZero ? .one : .exponential(sum))
    default: return nil
    }
  }

  /// √q for a rational q ≥ 0 as a rational times a square root.
  public static func squareRoot(of q: Rational) -> ExactNumber? {
    guard q.signum > 0 else { return ExactNumber(.zero) }
    // √(a/b) = √(ab)/b.
    let (outside, inside) = squareRootParts(of: q.numerator * q.denominator)
    guard let scale = Rational.bounded(outside, q.denominator) else { return nil }
    return ExactNumber(scale, inside == .one ? .one : .squareRoot(inside))
  }

  /// n = outside² × inside, with the squares of primes below 1,000 and a square
  /// remainder moved outside (n > 0).
  public static func squareRootParts(of n: BigInteger) -> (outside: BigInteger, inside: BigInteger)
  {
    var outside = BigInteger.one
    var inside = n
    // Trial division in 64-bit words while the number fits one (cheap within a key's budget);
    // the square test below covers the rest.
    if let word = n.int64Value, word > 0 {
      var remaining = UInt64(word)
      var factor: UInt64 = 1
      for prime in smallPrimes {
        let square = UInt64(prime * prime)
        guard square <= remaining else { break }
        while remaining % square == 0 {
          remaining /= square
          factor *= UInt64(prime)
        }
      }
      outside = BigInteger(magnitude: factor)
      inside = BigInteger(magnitude: remaining)
    }
    let root = inside.squareRoot()
    if root * root == inside {
      return (outside * root, .one)
    }
    return (outside, inside)
  }

  /// The primes below 1,000.
  private static let smallPrimes: [Int] = (2..<1_000).filter { candidate in
    (2..<candidate).allSatisfy { candidate % $0 != 0 || $0 * $0 > candidate }
  }
}

extension Rational {
  /// `numerator / denominator`, or `nil` for a zero denominator or beyond the bound.
  public static func bounded(_ numerator: BigInteger, _ denominator: BigInteger) -> Rational? {
    ExactNumber.bounded { () throws(ArithmeticError) in try Rational(numerator, denominator) }
  }
}
