extension ConstructiveReal {
  /// ⌊x⌋, ⌈x⌉ or x rounded to the nearest whole number (halves away from zero), decided
  /// by approximations: proven, so floor(sin(0.001)) is 0 and round(sin(0.1)) is 0, never
  /// a value that only looks whole.
  ///
  /// The precision rises until the approximation's interval holds no decision point (a
  /// whole number for floor and ceil, a half for round); a value on one (floor of a real
  /// that is a whole number without being a rational) is undecided at ``searchLimit``.
  ///
  /// - Parameter rule: `.down` (floor), `.up` (ceiling), or any other rule for the nearest
  ///   whole number, halves away from zero.
  /// - Throws: ``ArithmeticError/indistinguishableFromZero`` when x cannot be told from a
  ///   decision point at ``searchLimit``; ``ArithmeticError/resultTooLarge`` when the whole
  ///   number would pass ``Rational/maximumBitWidth``; what approximating x throws.
  /// - Returns: The whole number, exact.
  public func wholeNumber(_ rule: FloatingPointRoundingRule) throws(ArithmeticError) -> Rational {
    if (magnitudeHint ?? 0) > Double(Rational.maximumBitWidth) {
      throw .resultTooLarge
    }
    let limit = max(searchLimit, 8)
    var bits = max(8, hintedBits)
    while true {
      let a = try approximation(bits: bits)
      if let whole = Self.decided(rule, a, bits: bits) {
        return Rational(integer: whole)
      }
      guard bits < limit else { throw .indistinguishableFromZero }
      bits = min(bits + max(bits, 16), limit)
    }
  }

  /// `rule`'s whole number of every x in the open interval ((a − 1)/2^bits, (a + 1)/2^bits), when it
  /// is one whole number (`bits` ≥ 0).
  private static func decided(
    _ rule: FloatingPointRoundingRule, _ a: BigInteger, bits: Int
  ) -> BigInteger? {
    switch rule {
    case .down:
      return floorDecided(a, bits: bits)
    case .up:
      return floorDecided(-a, bits: bits).map { -$0 }
    default:
      // Halves away from zero: ⌊|x| + 1/2⌋ with x's sign; 0 inside (−1/2, 1/2), whatever
      // the sign.
      let half = BigInteger.one.shiftedLeft(by: bits - 1)
      if (a.magnitude + .one) <= half {
        return .zero
      }
      guard a.magnitude > .one else { return nil }
      return floorDecided(a.magnitude + half, bits: bits).map { a.isNegative ? -$0 : $0 }
    }
  }

  /// ⌊x⌋ for every x in ((a − 1)/2^bits, (a + 1)/2^bits), when it is one number: n =
  /// ⌊(a − 1)/2^bits⌋ ≤ x, and x < (a + 1)/2^bits ≤ n + 1.
  private static func floorDecided(_ a: BigInteger, bits: Int) -> BigInteger? {
    let low = (a - .one).shiftedRight(by: bits)
    return (a + .one) <= (low + .one).shiftedLeft(by: bits) ? low : nil
  }
}
