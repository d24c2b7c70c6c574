extension ConstructiveReal {
  /// The value rounded to `count` significant decimal digits, ties to even, every digit
  /// right: approximations from 3.33 × `count` + 16 bits relative to ``magnitudeHint``,
  /// doubled until both ends of the error interval round alike.
  ///
  /// The ends (|a| ± 1)/2^bits are rounded in integers (multiplied by a power of ten, then
  /// shifted), never as ``Rational``s, so ``Rational/maximumBitWidth`` does not apply: 10,000
  /// digits (33,000 bits) work.
  ///
  /// - Returns: The digits, or `nil` when the value cannot be told from zero at
  ///   ``maximumBits`` (zero itself, unless the caller knows it exactly), or `count` is
  ///   below 1.
  /// - Throws: What ``approximation(bits:)`` throws.
  public func rounded(
    toSignificantDigits count: Int, maximumBits: Int = maximumBits
  ) throws(ArithmeticError) -> RoundedDecimal? {
    guard count >= 1 else { return nil }
    if abs(hintExponent) > Self.decimalScalingBound {
      return try roundedByDecimalScaling(toSignificantDigits: count, maximumBits: maximumBits)
    }
    var bits = min(count * 10 / 3 + 16 - hintExponent, maximumBits)
    while true {
      let approximation = try approximation(bits: bits)
      let magnitude = approximation.magnitude
      // |x| lies strictly between (|a| − 1)/2^bits and (|a| + 1)/2^bits, with a's sign.
      if magnitude > .one,
        let low = Rational.roundedSignificand(
          Self.scaled(magnitude - .one, bits), over: .one, timesPowerOfTwo: max(bits, 0),
          count: count),
        let high = Rational.roundedSignificand(
          Self.scaled(magnitude + .one, bits), over: .one, timesPowerOfTwo: max(bits, 0),
          count: count),
        low == high
      {
        return RoundedDecimal(
          isNegative: approximation.isNegative, significand: low.significand,
          exponent: low.exponent)
      }
      guard bits < maximumBits else { return nil }
      bits = Self.finer(bits, after: approximation, maximumBits)
    }
  }

  /// The bound on |log₂ x| (by the hint) beyond which ``rounded(toSignificantDigits:maximumBits:)``
  /// scales x by a power of ten first: the decimal text of x's approximation would take a
  /// power of ten as long as x's integer bits or fraction bits (10^1,000,000 has 3.3
  /// million), the quotient O(n²).
  private static let decimalScalingBound = 4_096

  /// ``rounded(toSignificantDigits:maximumBits:)`` of a value far from 1.
  ///
  /// The digits of s = x·10^−d, a real near 1 (d from the hint; 10^−d = e^(−d ln 10), range-reduced),
  /// with d added to their exponent. Scaling by a power of ten changes no digit, so the
  /// rounding is x's; a wrong hint only makes s's digits cost more.
  private func roundedByDecimalScaling(
    toSignificantDigits count: Int, maximumBits: Int
  ) throws(ArithmeticError) -> RoundedDecimal? {
    let d = Int((Double(hintExponent) * 0.30102999566398120).rounded())
    let powerOfTen: ConstructiveReal = .exponential(
      .product(.rational(Rational(-d)), .logarithm(.rational(Rational(10)))))
    powerOfTen.magnitudeHint = -Double(d) * 3.3219280948873623
    let scaled: ConstructiveReal = .product(self, powerOfTen)
    scaled.magnitudeHint = (magnitudeHint ?? 0) - Double(d) * 3.3219280948873623
    guard
      var digits = try scaled.rounded(
        toSignificantDigits: count, maximumBits: maximumBits + hintExponent)
    else { return nil }
    digits.exponent += d
    return digits
  }

  /// `a` as the numerator over 2^max(bits, 0): `a`·2^−bits itself when `bits` is negative.
  private static func scaled(_ a: BigInteger, _ bits: Int) -> BigInteger {
    bits >= 0 ? a : a.shiftedLeft(by: -bits)
  }

  /// The next precision of a Ziv loop after an undecided approximation `a` at `bits`, at
  /// most `maximumBits`: twice as many bits relative to the value (at least 64 more) where
  /// |a| ≥ 2^8 tells its size, else twice as far from 0 bits (a value near 0, or below
  /// a hint that cancellation made high).
  private static func finer(_ bits: Int, after a: BigInteger, _ maximumBits: Int) -> Int {
    let magnitude = a.magnitude
    let step = magnitude >= twoToTheEighth ? magnitude.bitWidth : abs(bits)
    return min(bits + max(step, 64), maximumBits)
  }

  /// 2^8.
  private static let twoToTheEighth = BigInteger(256)

  /// The value rounded to the nearest `Double`, ties to even, or `nil` when it cannot be
  /// told from zero at ``maximumBits``.
  ///
  /// The interval ends (a ± 1)/2^bits are rounded as integer quotients, never as
  /// ``Rational``s, so ``Rational/maximumBitWidth`` does not apply. The first approximation
  /// has 70 bits relative to ``magnitudeHint``.
  ///
  /// - Throws: What ``approximation(bits:)`` throws.
  public func doubleValue(maximumBits: Int = maximumBits) throws(ArithmeticError) -> Double? {
    var bits = min(70 - hintExponent, maximumBits)
    while true {
      let approximation = try approximation(bits: bits)
      if approximation.magnitude > .one {
        let scale = BigInteger.one.shiftedLeft(by: max(bits, 0))
        let low = Rational.nearestDouble(Self.scaled(approximation - .one, bits), over: scale)
        if low == Rational.nearestDouble(Self.scaled(approximation + .one, bits), over: scale) {
          return low
        }
      }
      guard bits < maximumBits else { return nil }
      bits = Self.finer(bits, after: approximation, maximumBits)
    }
  }
}
