extension Rational {
  /// n! exactly, for a whole n ≥ 0 (0! = 1).
  ///
  /// - Throws: ``CalculationError/factorialOfNegative`` for n < 0;
  ///   ``CalculationError/resultTooLarge`` when n! exceeds ``maximumBitWidth`` (3,211! is the first
  ///   that does; 4,000! and above are refused before any work);
  ///   ``CalculationError/tooMuchWork`` past the work budget (``WorkMeter/withBudget(_:_:)``).
  /// - Complexity: O(n²) limb operations at most (n < 3,211 factors of one limb each).
  static func factorial(_ n: BigInteger) throws(CalculationError) -> Rational {
    guard !n.isNegative else { throw .factorialOfNegative }
    // 3,211! > 2^32,768: nothing larger fits.
    guard let count = n.int64Value, count < 4_000 else { throw .resultTooLarge }
    var product = BigInteger.one
    var factor: Int64 = 2
    while factor <= count {
      try WorkMeter.check()
      product = product * BigInteger(factor)
      guard product.bitWidth <= maximumBitWidth else { throw .resultTooLarge }
      factor += 1
    }
    return Rational(integer: product)
  }

  /// x!, floor, ceil or round of a rational, exactly (round: halves away from zero).
  ///
  /// - Throws: ``CalculationError/factorialOfNegative``,
  ///   ``CalculationError/resultTooLarge`` (x! beyond the rational bound);
  ///   ``CalculationError/argumentOutOfDomain`` for x! of a non-integer (the caller's
  ///   to refuse first: Γ is not in the exact engine).
  func applyingWholeNumberFunction(
    _ function: UnaryFunction
  ) throws(CalculationError) -> Rational {
    let x = self
    let (quotient, remainder) = x.numerator.quotientAndRemainder(dividingBy: x.denominator)
    switch function {
    case .factorial:
      guard x.isInteger else { throw .argumentOutOfDomain }
      return try Rational.factorial(x.numerator)
    case .floor:
      return Rational(integer: remainder.isNegative ? quotient - .one : quotient)
    case .ceiling:
      return Rational(integer: remainder.signum > 0 ? quotient + .one : quotient)
    default:
      // sign · ⌊(2|p| + q) / (2q)⌋
      let doubled = x.numerator.magnitude.shiftedLeft(by: 1) + x.denominator
      let nearest = doubled.quotientAndRemainder(dividingBy: x.denominator.shiftedLeft(by: 1))
        .quotient
      return Rational(integer: x.numerator.isNegative ? -nearest : nearest)
    }
  }
}
