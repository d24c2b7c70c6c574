extension Rational {
  /// n! exactly, for a whole n ≥ 0 (0! = 1).
  ///
  /// - Throws: ``CalculationError/factorialOfNegative`` for n < 0;
  ///   ``CalculationError/resultTooLarge`` when n! exceeds ``maximumBitWidth`` (3,211! is the first
  ///   that does; 4,000! and above are refused before any work).
  /// - Complexity: O(n²) limb operations at most (n < 3,211 factors of one limb each).
  static func factorial(_ n: BigInteger) throws(CalculationError) -> Rational {
    guard !n.isNegative else { throw .factorialOfNegative }
    // 3,211! > 2^32,768: nothing larger fits.
    guard let count = n.int64Value, count < 4_000 else { throw .resultTooLarge }
    var product = BigInteger.one
    var factor: Int64 = 2
    while factor <= count {
      product = product * BigInteger(factor)
      guard product.bitWidth <= maximumBitWidth else { throw .resultTooLarge }
      factor += 1
    }
    return Rational(integer: product)
  }
}
