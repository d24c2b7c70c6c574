extension ConstructiveReal {
  /// −x, folded for a rational.
  static func negated(_ x: ConstructiveReal) -> ConstructiveReal {
    if let value = x.rationalValue {
      return .rational(-value)
    }
    return .negation(x)
  }

  /// sinh x = (e^x − e^−x)/2; sinh 0 is exactly 0.
  ///
  /// Evaluation throws ``ArithmeticError/resultTooLarge`` for |x| ≥ 2^20, as e^x does.
  /// - Throws: Nothing yet (the builders throw alike; see ``sine(_:)``).
  public static func hyperbolicSine(_ x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    let half = ConstructiveReal.rational(try Rational(.one, BigInteger(2)))
    return .product(half, .sum(.exponential(x), .negation(.exponential(negated(x)))))
  }

  /// cosh x = (e^x + e^−x)/2; cosh 0 is exactly 1.
  ///
  /// Evaluation throws ``ArithmeticError/resultTooLarge`` for |x| ≥ 2^20, as e^x does.
  /// - Throws: Nothing yet (see ``hyperbolicSine(_:)``).
  public static func hyperbolicCosine(_ x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    if let value = x.rationalValue, value.isZero {
      return .rational(.one)
    }
    let half = ConstructiveReal.rational(try Rational(.one, BigInteger(2)))
    return .product(half, .sum(.exponential(x), .exponential(negated(x))))
  }

  /// tanh x = (e^{2x} − 1)/(e^{2x} + 1); tanh 0 is exactly 0.
  ///
  /// For |x| ≥ 3(bits + 2)/8 the
  /// approximation at `bits` is ±2^bits without computing e^{2x}, so tanh(10^6) has digits
  /// (1) where e^(2·10^6) would be too large.
  /// - Throws: ``ArithmeticError/resultTooLarge`` when 2x exceeds the rational bound.
  public static func hyperbolicTangent(_ x: ConstructiveReal) throws(ArithmeticError)
    -> ConstructiveReal
  {
    let twice: ConstructiveReal
    if let value = x.rationalValue {
      if value.isZero {
        return x
      }
      twice = .rational(try value * Rational(2))
    } else {
      twice = .product(.rational(Rational(2)), x)
    }
    let power = ConstructiveReal.exponential(twice)
    let moderate = ConstructiveReal.product(
      .sum(power, .rational(-.one)), .reciprocal(.sum(power, .rational(.one))))
    return ConstructiveReal(.hyperbolicTangent(x, moderate))
  }

  /// tanh x·2^`bits` within 1: ±2^bits when |x| is proven at least T = ⌈3(bits + 2)/8⌉
  /// (by an approximation at 4 bits, or coarser for an x hinted large), else `moderate`'s
  /// approximation.
  ///
  /// For |x| ≥ T: 0 < 1 − tanh|x| = 2/(e^{2|x|} + 1) < 2e^{−2|x|} < 2·2^{−2.88|x|}
  /// ≤ 2·2^{−1.08(bits + 2)} < 2^{−bits−1}, so ±2^bits is within 1/2 (at `bits` ≥ 1).
  static func hyperbolicTangentApproximation(
    _ argument: ConstructiveReal, _ moderate: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      // |E − 2^b·x| < 1, so |x| > (|E| − 1)/2^b.
      let b = argument.coarseBits(4)
      let estimate = try argument.approximation(bits: b)
      let threshold = BigInteger((3 * (bits + 2) + 7) / 8)
      if (estimate.magnitude - .one).shiftedLeft(by: max(-b, 0))
        >= threshold.shiftedLeft(by: max(b, 0))
      {
        // |E| ≥ 2: E has x's sign.
        let one = BigInteger.one.shiftedLeft(by: bits)
        return estimate.isNegative ? -one : one
      }
      return try moderate.approximation(bits: bits)
    }
  }
}
