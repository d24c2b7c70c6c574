extension ConstructiveReal {
  /// `value`·2^`bits`, rounded to the nearest integer.
  static func scaled(_ value: Rational, bits: Int) -> BigInteger {
    scaled(value.numerator, over: value.denominator, bits: bits)
  }

  /// (`numerator` / `denominator`)·2^`bits` for a positive denominator, rounded to the
  /// nearest integer, without forming a ``Rational`` (no gcd, no bit bound).
  static func scaled(
    _ numerator: BigInteger, over denominator: BigInteger, bits: Int
  ) -> BigInteger {
    let top = bits >= 0 ? numerator.shiftedLeft(by: bits) : numerator
    let bottom = bits >= 0 ? denominator : denominator.shiftedLeft(by: -bits)
    // ⌊(2·top + bottom) / (2·bottom)⌋
    let twice = top.shiftedLeft(by: 1) + bottom
    let (quotient, remainder) = twice.quotientAndRemainder(dividingBy: bottom.shiftedLeft(by: 1))
    return remainder.isNegative ? quotient - .one : quotient
  }

  /// Runs `body` at 1 bit or more and rounds back to `bits`: series need a positive scale.
  ///
  /// - Returns: `body(bits)` for `bits` ≥ 1, `body(1)` rounded to `bits` otherwise.
  static func atLeastOneBit(
    _ bits: Int, _ body: (Int) throws(ArithmeticError) -> BigInteger
  ) throws(ArithmeticError) -> BigInteger {
    if bits >= 1 {
      return try body(bits)
    }
    // Within 1 at 1 bit is within 2^(bits − 1) ≤ 1/2 at `bits`; rounding adds 1/2 at most.
    return try body(1).scaled(byPowerOfTwo: bits - 1)
  }

  /// x·y (or x² when `right` is nil) within 1 at `bits`.
  static func product(
    _ left: ConstructiveReal, _ right: ConstructiveReal?, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    // Bounds: the larger operand's (by hint) searched to half the bits (Boehm's msd at half
    // precision), then the other's only as finely as it matters beside it, so that a tiny
    // operand's bound is tight where it must be (x·2^−7,000 does not ask x for 7,000 more
    // bits) and costs nothing where the product is 0 at `bits`.
    let leftBound: Int
    let rightBound: Int
    if let right, (right.magnitudeHint ?? 0) > (left.magnitudeHint ?? 0) {
      rightBound = try right.upperBoundExponent(finestBits: bits / 2 + 1)
      leftBound = try left.upperBoundExponent(finestBits: bits + rightBound + 4)
    } else {
      leftBound = try left.upperBoundExponent(finestBits: bits / 2 + 1)
      rightBound = try right?.upperBoundExponent(finestBits: bits + leftBound + 4) ?? leftBound
    }
    // |xy·2^bits| < 2^(bits + leftBound + rightBound) ≤ 1/4: 0 is within 1.
    if bits + leftBound + rightBound < -2 {
      return .zero
    }
    // Errors: |x|·2^-(rightBound + 3) + |y|·2^-(leftBound + 3) + tiny < 1/4 + 1/16, plus
    // the final rounding's 1/2.
    let leftBits = bits + rightBound + 3
    let rightBits = bits + leftBound + 3
    let a = try left.approximation(bits: leftBits)
    // A square evaluates its operand once (the bits are the same).
    let b = try right?.approximation(bits: rightBits) ?? a
    return (a * b).scaled(byPowerOfTwo: bits - leftBits - rightBits)
  }

  /// 1/x within 1 at `bits`, for x proven nonzero.
  static func reciprocal(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    if let value = operand.rationalValue {
      return scaled(try .one / value, bits: bits)
    }
    let m = try operand.lowerBoundExponent()
    // Relative error of x's approximation at c bits is at most 2^−(m + c) ≤ 1/16; the
    // quotient's error is then below 2^(bits − c − 2m)·16/15 ≤ 1/7, plus rounding's 1/2.
    let c = max(bits - 2 * m + 3, 4 - m)
    let approximation = try operand.approximation(bits: c)
    guard !approximation.isZero else { throw .divisionByZero }
    // 1/a as integers: a Rational over a would be bound by its 32,768 bits (1/π to 10,000
    // digits needs 33,000).
    return scaled(
      BigInteger(approximation.signum), over: approximation.magnitude, bits: bits + c)
  }

  /// √x within 1 at `bits`.
  static func squareRoot(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    if let value = operand.rationalValue, value.signum < 0 {
      throw .squareRootOfNegative
    }
    // S = ⌊√B⌋ for B = A·2^shift, A = x·2^(2b − shift) within 1, is within 2 of √x·2^b
    // (b = bits + 2) when √x·2^b ≥ 2^shift: with x ≥ 2^m, a shift of m/2 + b. So the operand
    // is asked for about b − m/2 bits, not 2b: nested roots do not double the precision.
    // Where x is not yet told from 0 at b bits, or m/2 + b < 0, shift 0 (|√B − √x·2^b| ≤
    // √|B − x·2^(2b)|). A b below 0 (a large x asked coarsely) is relative to x's size too:
    // √(2^14,000) at −6,990 bits asks x for about 20 bits, not its 14,000 integer bits.
    let b = bits + 2
    // x's size from an approximation at b bits, or coarser where a hint says x is large
    // (at b, a large x would be computed to about twice the bits its root needs).
    var estimateBits = operand.magnitudeHint == nil ? b : min(b, operand.hintedBits)
    var estimate = try operand.approximation(bits: estimateBits)
    if estimateBits < b, estimate.magnitude <= .one {
      estimateBits = b
      estimate = try operand.approximation(bits: b)
    }
    if estimate < BigInteger(-1) {
      throw .squareRootOfNegative
    }
    var shift = 0
    if estimate > .one {
      // x ≥ (estimate − 1)·2^−estimateBits ≥ 2^m.
      let m = (estimate - .one).bitWidth - 1 - estimateBits
      shift = max((m >= 0 ? m / 2 : -((1 - m) / 2)) + b, 0)
    }
    let approximation = try operand.approximation(bits: 2 * b - shift)
    if approximation < BigInteger(-1) {
      throw .squareRootOfNegative
    }
    return approximation.shiftedLeft(by: shift).squareRoot().scaled(byPowerOfTwo: -2)
  }
}
