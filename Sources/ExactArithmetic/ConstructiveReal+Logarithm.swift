extension ConstructiveReal {
  /// ln x·2^`bits` within 1, for x proven positive.
  ///
  /// - Throws: ``ArithmeticError/logarithmOfNonPositive`` where x is proven ≤ 0;
  ///   ``ArithmeticError/indistinguishableFromZero`` where x cannot be told from zero.
  static func logarithm(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    if let value = operand.rationalValue {
      guard value.signum > 0 else { throw .logarithmOfNonPositive }
      if value == .one {
        return .zero
      }
    }
    let m = try operand.lowerBoundExponent()
    let estimateBits = 8 - m
    let estimate = try operand.approximation(bits: estimateBits)
    // |x| ≥ 2^m, so the estimate is at least 2^8 − 1 in magnitude, with x's sign.
    guard estimate.signum > 0 else { throw .logarithmOfNonPositive }
    // y = x/2^k lies in about [1, 2) (within 1/128), so t = (y − 1)/(y + 1) is about in
    // [0, 1/3] and ln y = 2 atanh t converges by 3 bits a term.
    let k = estimate.bitWidth - 1 - estimateBits
    let y: ConstructiveReal
    var smallRational: Rational?
    if let value = operand.rationalValue {
      let scaled =
        k >= 0
        ? try value / Rational(integer: BigInteger.one.shiftedLeft(by: k))
        : try value * Rational(integer: BigInteger.one.shiftedLeft(by: -k))
      let t = try (scaled - .one) / (scaled + .one)
      // A t of small parts sums its series in linear time a term (1.0001: t = 1/20001).
      if t.denominator.bitWidth <= 128 {
        smallRational = t
      }
      y = .rational(scaled)
    } else {
      y =
        k >= 0
        ? .product(operand, .rational(try Rational(.one, BigInteger.one.shiftedLeft(by: k))))
        : .product(operand, .rational(Rational(integer: BigInteger.one.shiftedLeft(by: -k))))
    }
    // t = 1 − 2/(y + 1)
    let t: ConstructiveReal = .sum(
      .rational(.one),
      .negation(.product(.rational(Rational(2)), .reciprocal(.sum(y, .rational(.one))))))
    return try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      let logOfY: BigInteger
      if let smallRational {
        logOfY = try twiceArctangentHyperbolic(ofRational: smallRational, bits: bits + 2)
      } else {
        logOfY = try twiceArctangentHyperbolic(t, bits: bits + 2)
      }
      if k == 0 {
        return logOfY.scaled(byPowerOfTwo: -2)
      }
      // k ln 2 within 1/2 at bits + 2: ln 2 = 2 atanh(1/3) at enough more bits.
      let extra = BigInteger(Int64(k.magnitude)).bitWidth + 1
      let logOfTwo = try twiceArctangentHyperbolic(
        ofRational: try Rational(.one, BigInteger(3)), bits: bits + 2 + extra)
      let multiple = (logOfTwo * BigInteger(k)).scaled(byPowerOfTwo: -extra)
      return (logOfY + multiple).scaled(byPowerOfTwo: -2)
    }
  }

  /// 2 atanh(p/q)·2^`bits` within 1 (`bits` ≥ 1), for |p/q| ≤ 1/3 or a little more, by the
  /// series t + t³/3 + t⁵/5 + …, each power the one before times p², divided by q² (linear
  /// time a term for small p and q, as Machin's arctangents).
  ///
  /// Error, in units of 2^−c (c = bits + guard): the first power ⌊p·2^c/q⌋ is within 1; each
  /// next one, truncated, within its predecessor's error/8.9 + 1 < 1.13; each term within
  /// 1.13/(2k + 1) + 1 < 2.2 after dividing (truncating). At most c/3.1 + 2 terms and a tail
  /// below 2: below 0.71c + 7 in all, doubled 1.42c + 14, below 1/8 at 2^−bits with 2^guard >
  /// 16(bits + 64); the rounding adds 1/2.
  static func twiceArctangentHyperbolic(
    ofRational t: Rational, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let guardBits = guardBits(bits)
    let c = bits + guardBits
    let numeratorSquare = t.numerator * t.numerator
    let denominatorSquare = t.denominator * t.denominator
    var power = t.numerator.shiftedLeft(by: c).quotientAndRemainder(dividingBy: t.denominator)
      .quotient
    var sum = power
    var k: Int64 = 1
    while !power.isZero {
      try WorkMeter.check()
      power =
        (power * numeratorSquare).quotientAndRemainder(dividingBy: denominatorSquare)
        .quotient
      sum = sum + power.quotientAndRemainder(dividingBy: BigInteger(2 * k + 1)).quotient
      k += 1
    }
    return sum.scaled(byPowerOfTwo: 1 - guardBits)
  }

  /// 2 atanh(t)·2^`bits` within 1 (`bits` ≥ 1), for |t| ≤ 1/3 or a little more, by the
  /// series t + t³/3 + t⁵/5 + ….
  ///
  /// Error, in units of 2^−c (c = bits + guard): X within 1 of t·2^c, s = ⌊X²/2^c⌋ within
  /// 2|t| + 2 < 2.7 of t²·2^c ≤ 2^c/8.9. A power's error is at most its predecessor's/8.9
  /// plus 0.35 × 2.7 + 1, so below 2.2, and each term's below 1.8 after dividing by 2k + 1
  /// (truncating). Powers shrink by 8.9 a term: at most c/3.1 + 2 terms, and a tail below
  /// 2 after the first zero one, so below 0.6c + 7 in all; doubled, and with 2^guard >
  /// 16(bits + 64), below 1/6 at 2^−bits; the rounding adds 1/2.
  ///
  /// A real t is asked for 4 bits more than the result, not for the guard bits too (a
  /// chain of logarithms asked each level for about 15 more): the series runs on t′, t's
  /// approximation at bits + 4, taken as exact, where the errors above only shrink.
  /// |2 atanh t − 2 atanh t′| ≤ 2|t − t′|/(1 − 0.35²) < 0.15 at 2^−bits: within 1 in all.
  private static func twiceArctangentHyperbolic(
    _ t: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let guardBits = guardBits(bits)
    let c = bits + guardBits
    let operandBits = t.rationalValue == nil ? bits + 4 : c
    let x = try t.approximation(bits: operandBits).shiftedLeft(by: c - operandBits)
    let square = (x * x).scaled(byPowerOfTwo: -c)
    var power = x
    var sum = x
    var k: Int64 = 1
    while true {
      try WorkMeter.check()
      power = (power * square).scaled(byPowerOfTwo: -c)
      let term = power.quotientAndRemainder(dividingBy: BigInteger(2 * k + 1)).quotient
      if term.isZero {
        break
      }
      sum = sum + term
      k += 1
    }
    return sum.scaled(byPowerOfTwo: 1 - guardBits)
  }
}
