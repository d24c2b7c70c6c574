/// Square roots of rationals rounded exactly, from integer square roots.
///
/// A value q·√n is the root of the rational q²·n, so its digits and its `Double`
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
    return squareRootDoubleByRefinement ?? squareRootDoubleByIntegerRoot
  }

  /// ``squareRootDoubleValue`` from an integer root: for any positive value.
  var squareRootDoubleByIntegerRoot: Double {
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

  /// The `Double` nearest √value for a positive value whose numerator and denominator are
  /// below 2^53, from one Newton step on √(a/b) in floating point with fused multiply-adds,
  /// when its error bound decides the rounding; `nil` otherwise (the caller's integer root
  /// decides).
  ///
  /// With h = a/b rounded, a − h·b and h − y² for y = √h rounded are exact; the step adds
  /// c = ((h − y²) + (a − h·b)/b) / 2y, within 2^−48 ulp of √(a/b) − y. The sum y + c, and
  /// what its rounding dropped (exactly, as |y| ≥ |c|), tell whether √(a/b) rounds to the
  /// same `Double` as y + c: unless that sum is within 2^−40 ulp of a rounding boundary.
  var squareRootDoubleByRefinement: Double? {
    guard let a = numerator.wordMagnitude, let b = denominator.wordMagnitude,
      a < 1 << 53, b < 1 << 53
    else { return nil }
    let (top, bottom) = (Double(a), Double(b))
    let high = top / bottom
    let low = top.addingProduct(-high, bottom) / bottom
    let root = high.squareRoot()
    let correction = (high.addingProduct(-root, root) + low) / (2 * root)
    let sum = root + correction
    let dropped = (root - sum) + correction
    // Below a power of two the Doubles are twice as dense, and so are the boundaries.
    let boundary = sum.significand == 1 && dropped < 0 ? sum.ulp / 4 : sum.ulp / 2
    guard sum.isNormal, dropped.magnitude + sum.ulp * 0x1p-40 < boundary else { return nil }
    return sum
  }
}
