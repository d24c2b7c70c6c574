extension Rational {
  /// n! exactly, for a whole n ≥ 0 (0! = 1).
  ///
  /// - Throws: ``ArithmeticError/factorialOfNegative`` for n < 0;
  ///   ``ArithmeticError/resultTooLarge`` when n! exceeds ``maximumBitWidth`` (3,211! is the first
  ///   that does; 4,000! and above are refused before any work);
  ///   ``ArithmeticError/tooMuchWork`` past the work budget (``WorkMeter/withBudget(_:_:)``).
  /// - Complexity: O(n²) limb operations at most (n < 3,211 factors of one limb each).
  public static func factorial(_ n: BigInteger) throws(ArithmeticError) -> Rational {
    guard !n.isNegative else { throw .factorialOfNegative }
    // 3,211! > 2^32,768: nothing larger fits.
    guard let count = n.int64Value, count < 4_000 else { throw .resultTooLarge }
    // In place, and as many factors at once as fit in one limb (two or three below 4,000):
    // 3,210! takes about a millisecond.
    var product: [UInt32] = [1]
    var factor: UInt64 = 2
    while factor <= UInt64(count) {
      try WorkMeter.check()
      var multiplier = factor
      factor += 1
      while factor <= UInt64(count), multiplier * factor <= UInt64(UInt32.max) {
        multiplier *= factor
        factor += 1
      }
      LimbArithmetic.multiplyInPlace(&product, by: UInt32(truncatingIfNeeded: multiplier))
      guard LimbArithmetic.bitWidth(product) <= maximumBitWidth else { throw .resultTooLarge }
    }
    return Rational(integer: BigInteger(limbs: product, isNegative: false))
  }

  /// ⌊x⌋, ⌈x⌉ or x rounded to the nearest whole number (halves away from zero), exactly.
  ///
  /// - Parameter rule: `.down` (floor), `.up` (ceiling), or any other rule for the nearest
  ///   whole number, halves away from zero.
  /// - Returns: The whole number, exact.
  public func wholeNumber(_ rule: FloatingPointRoundingRule) -> Rational {
    let x = self
    let (quotient, remainder) = x.numerator.quotientAndRemainder(dividingBy: x.denominator)
    switch rule {
    case .down:
      return Rational(integer: remainder.isNegative ? quotient - .one : quotient)
    case .up:
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
