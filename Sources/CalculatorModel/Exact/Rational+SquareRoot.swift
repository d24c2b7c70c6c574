/// Square roots of rationals rounded exactly, from integer square roots.
///
/// A value q·√n (SPEC §20) is the root of the rational q²·n, so its digits and its `Double`
/// need no Ziv loop: one integer root and one exact comparison decide the rounding (a
/// batch line such as `sqrt(2)*3.5` costs a third of what a constructive real does).
extension Rational {
  /// √value for a value > 0, rounded to `count` significant digits, ties to even.
  ///
  /// - Returns: `nil` for a value that is not positive, or `count` below 1.
  func squareRootRounded(toSignificantDigits count: Int) -> RoundedDecimal? {
    guard signum > 0,
      let (significand, exponent) = Self.roundedSignificand(
        numerator, over: denominator, timesPowerOfTwo: 0, count: count, squareRoot: true)
    else { return nil }
    return RoundedDecimal(isNegative: false, significand: significand, exponent: exponent)
  }

  /// The `Double` nearest √value (0 for a value that is not positive), ties to even.
  var squareRootDoubleValue: Double {
    guard signum > 0 else { return 0 }
    // s = ⌊√(value·4^p)⌋ has 59 bits or more, so every rounding boundary of a Double near
    // the root (below the normal range too, where p ≥ 1,082) is a whole multiple of
    // 2^−p: none lies strictly between s·2^−p and (s + 1)·2^−p. The root, which is s·2^−p
    // or strictly between, therefore rounds as s·2^−p or (s + ½)·2^−p does.
    let p = 60 - (numerator.bitWidth - denominator.bitWidth) / 2
    let top = p >= 0 ? numerator.shiftedLeft(by: 2 * p) : numerator
    let bottom = p >= 0 ? denominator : denominator.shiftedLeft(by: -2 * p)
    let (quotient, remainder) = top.quotientAndRemainder(dividingBy: bottom)
    let s = quotient.squareRoot()
    let isExact = remainder.isZero && s * s == quotient
    // The root, or the midpoint, as numerator / 2^bits.
    let (scaled, bits) = isExact ? (s, p) : (s.shiftedLeft(by: 1) + .one, p + 1)
    return bits >= 0
      ? Self.nearestDouble(scaled, over: BigInteger.one.shiftedLeft(by: bits))
      : Self.nearestDouble(scaled.shiftedLeft(by: -bits), over: .one)
  }
}
