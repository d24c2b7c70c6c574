extension ConstructiveReal {
  /// log₁₀ x = ln x · (ln 10)⁻¹; exactly k for a rational 10^k.
  ///
  /// Evaluation throws ``ArithmeticError/logarithmOfNonPositive`` where x is proven ≤ 0.
  /// - Throws: Nothing yet (the builders throw alike; see ``sine(_:)``).
  public static func commonLogarithm(_ x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    if let value = x.rationalValue, value.signum > 0 {
      if value.denominator == .one, let k = Self.exponentOfTen(value.numerator) {
        return .rational(Rational(k))
      }
      if value.numerator == .one, let k = Self.exponentOfTen(value.denominator) {
        return .rational(Rational(-k))
      }
    }
    return .product(.logarithm(x), .reciprocal(.logarithm(.rational(Rational(10)))))
  }

  /// The k with `value` = 10^k, if there is one (k ≥ 0).
  private static func exponentOfTen(_ value: BigInteger) -> Int? {
    var rest = value
    var count = 0
    let ten = BigInteger(10)
    // Each step divides by 10: at most bitWidth / 3 steps.
    while rest > .one {
      let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: ten)
      guard remainder.isZero else { return nil }
      rest = quotient
      count += 1
    }
    return rest == .one ? count : nil
  }

  /// 10^x: exactly for an integer x whose power is within ``Rational/maximumBitWidth``,
  /// else e^(x ln 10), range-reduced (10^(−999,994) as the typed `10 ^ (6 − 10 ^ 6)`);
  /// its evaluation throws ``ArithmeticError/resultTooLarge`` for |x ln 10| ≥ 2^30, as
  /// e^x does.
  public static func powerOfTen(_ x: ConstructiveReal) -> ConstructiveReal {
    if let value = x.rationalValue, value.isInteger,
      let n = value.numerator.int64Value, let exponent = Int(exactly: n),
      let power = try? Rational(10).power(exponent)
    {
      return .rational(power)
    }
    // Past the rational bound (10^100,000) too: e^(x ln 10), range-reduced.
    return .exponential(.product(x, .logarithm(.rational(Rational(10)))))
  }

  /// x^y for an exponent not known to be an integer, as e^(y ln x).
  ///
  /// Integer powers are exact products, the caller's. Signs are judged as the calculator's
  /// `Double` power (musl's `pow`) judges them, so that digits never mean something else
  /// than a display:
  ///
  /// - x > 0: e^(y ln x); 1^y = 1.
  /// - x = 0: 0 for y > 0, ``ArithmeticError/divisionByZero`` for y < 0, 1 for y = 0.
  /// - x < 0: for a rational y = p/q with q odd, the real root ±e^(y ln |x|), negative for
  ///   an odd p ((−8)^(1/3) = −2, (−8)^(2/3) = 4, as the displays' `Double` takes it);
  ///   ``ArithmeticError/argumentOutOfDomain`` when y is otherwise proven not an integer
  ///   (an even denominator, an irrational y). A real y not proven a non-integer (it might
  ///   be one, as √4 is) gives `nil`.
  ///
  /// - Throws: The above; ``ArithmeticError/indistinguishableFromZero`` when a sign cannot
  ///   be decided within ``searchLimit``; what approximating x or y throws.
  public static func power(
    _ base: ConstructiveReal, _ exponent: ConstructiveReal
  ) throws(ArithmeticError) -> ConstructiveReal? {
    let baseSign = try base.provenSignum()
    if baseSign > 0 {
      if base.rationalValue == .one {
        return base
      }
      return .exponential(.product(exponent, .logarithm(base)))
    }
    if baseSign == 0 {
      switch try exponent.provenSignum() {
      case 1: return base
      case -1: throw .divisionByZero
      default: return .rational(.one)
      }
    }
    if let value = exponent.rationalValue {
      if let isOdd = value.oddRootParity {
        let root: ConstructiveReal = .exponential(.product(exponent, .logarithm(.negation(base))))
        return isOdd ? .negation(root) : root
      }
      guard value.isInteger else { throw .argumentOutOfDomain }
      return nil
    }
    if try exponent.isProvenNonInteger() {
      throw .argumentOutOfDomain
    }
    return nil
  }

  /// −1, 0 or 1: exact for a rational; for a real, nonzero proven by
  /// ``lowerBoundExponent()``.
  ///
  /// - Throws: ``ArithmeticError/indistinguishableFromZero`` when a real cannot be told
  ///   from zero.
  public func provenSignum() throws(ArithmeticError) -> Int {
    if let value = rationalValue {
      return value.signum
    }
    // |x| ≥ 2^m, so |x·2^(2 − m)| ≥ 4 and an approximation within 1 has x's sign.
    let m = try lowerBoundExponent()
    return try approximation(bits: 2 - m).signum
  }

  /// Whether an approximation at 2^−32 proves that no integer is x (x strictly between
  /// two integers); false for an integer and for what the approximation cannot decide.
  func isProvenNonInteger() throws(ArithmeticError) -> Bool {
    if let value = rationalValue {
      return !value.isInteger
    }
    let bits = 32
    // x ∈ ((a − 1)/2^32, (a + 1)/2^32): no integer in it when ⌊(a + 1)/2^32⌋ < (a − 1)/2^32.
    let a = try approximation(bits: bits)
    let floorOfHigh = (a + .one).shiftedRight(by: bits)
    return floorOfHigh.shiftedLeft(by: bits) < a - .one
  }
}
