/// Sums and products of small fractions in 64-bit words.
///
/// A calculation's values are mostly fractions whose parts fit in a word: typed decimals,
/// a stored `Double`'s shortest decimal, their sums. Knuth's forms then need word gcds and
/// word divisions only, and no limb arrays until the result is built (a 3,000-step
/// program re-evaluated on each key spends its time here).
extension Rational {
  /// The parts of the sum in lowest terms (Knuth's form, see ``+(_:_:)``) when every part
  /// and every intermediate fits in 64 bits; `nil` otherwise, for the limb arithmetic.
  static func wordSum(_ left: Rational, _ right: Rational) -> (BigInteger, BigInteger)? {
    guard let a = left.numerator.wordMagnitude, let b = left.denominator.wordMagnitude,
      let c = right.numerator.wordMagnitude, let d = right.denominator.wordMagnitude
    else { return nil }
    let d1 = BigInteger.greatestCommonDivisor(b, d)
    let (leftCofactor, rightCofactor) = (b / d1, d / d1)
    guard let ad = checkedProduct(a, rightCofactor), let cb = checkedProduct(c, leftCofactor) else {
      return nil
    }
    let t: UInt64
    let isNegative: Bool
    if left.numerator.isNegative == right.numerator.isNegative {
      let (sum, overflow) = ad.addingReportingOverflow(cb)
      guard !overflow else { return nil }
      (t, isNegative) = (sum, left.numerator.isNegative)
    } else if ad >= cb {
      (t, isNegative) = (ad - cb, left.numerator.isNegative)
    } else {
      (t, isNegative) = (cb - ad, right.numerator.isNegative)
    }
    guard t != 0 else { return (.zero, .one) }
    let d2 = BigInteger.greatestCommonDivisor(t, d1)
    guard let bottom = checkedProduct(leftCofactor, d / d2) else { return nil }
    return (BigInteger(magnitude: t / d2, isNegative: isNegative), BigInteger(magnitude: bottom))
  }

  /// The parts of the product in lowest terms (Knuth's form, see ``*(_:_:)``) when every
  /// part and both products fit in 64 bits; `nil` otherwise.
  static func wordProduct(_ left: Rational, _ right: Rational) -> (BigInteger, BigInteger)? {
    guard let a = left.numerator.wordMagnitude, let b = left.denominator.wordMagnitude,
      let c = right.numerator.wordMagnitude, let d = right.denominator.wordMagnitude,
      a != 0, c != 0
    else { return nil }
    let d1 = BigInteger.greatestCommonDivisor(a, d)
    let d2 = BigInteger.greatestCommonDivisor(c, b)
    guard let top = checkedProduct(a / d1, c / d2), let bottom = checkedProduct(b / d2, d / d1)
    else {
      return nil
    }
    let isNegative = left.numerator.isNegative != right.numerator.isNegative
    return (BigInteger(magnitude: top, isNegative: isNegative), BigInteger(magnitude: bottom))
  }

  /// x·y when it surely fits in 64 bits (the widths add to at most 64), else `nil`: judged
  /// from the widths, since a checked 64-bit multiply needs a 128-bit one on wasm32.
  private static func checkedProduct(_ x: UInt64, _ y: UInt64) -> UInt64? {
    x.leadingZeroBitCount + y.leadingZeroBitCount >= 64 ? x &* y : nil
  }
}
