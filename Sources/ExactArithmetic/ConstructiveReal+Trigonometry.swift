extension ConstructiveReal {
  /// The sine of a real in radians; sin 0 is exactly 0.
  ///
  /// - Throws: Nothing yet (the builders that make rationals may throw
  ///   ``ArithmeticError/resultTooLarge``; all trigonometric builders throw alike).
  public static func sine(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    return ConstructiveReal(.sine(x))
  }

  /// The cosine of a real in radians; cos 0 is exactly 1.
  ///
  /// - Throws: Nothing yet (see ``sine(_:)``).
  public static func cosine(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return .rational(.one)
    }
    return ConstructiveReal(.cosine(x))
  }

  /// The tangent, sin x · (cos x)⁻¹; tan 0 is exactly 0.
  ///
  /// Where cos x is exactly 0 (x = π/2 as a real) no approximation tells it from zero, so
  /// evaluation throws ``ArithmeticError/resultTooLarge``, as for any such reciprocal.
  /// - Throws: Nothing yet (see ``sine(_:)``).
  public static func tangent(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    return .product(try sine(x), .reciprocal(try cosine(x)))
  }

  /// sin x·2^`bits` (or cos x when `cosine`) within 1.
  ///
  /// x is reduced by n quarter turns, n the integer nearest x/(π/2) computed from
  /// approximations of x and π (a real, not a `Double`: sin(10^10) is right), to
  /// r = x − nπ/2 with |r| < 0.81, kept as a real so that its error is bounded however large
  /// x is; then sin(r + nπ/2) is ±sin r or ±cos r by n mod 4.
  static func sineApproximation(
    _ operand: ConstructiveReal, cosine: Bool, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let (quarterTurns, reduced) = try reducedByQuarterTurns(operand)
    // cos θ = sin(θ + π/2).
    let turn = (quarterTurns + (cosine ? 1 : 0)) % 4
    return try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      let value = try sineSeries(reduced, cosine: turn % 2 == 1, bits: bits)
      return turn >= 2 ? -value : value
    }
  }

  /// n mod 4 and x − nπ/2, n the integer nearest x/(π/2): |x − nπ/2| < 0.81.
  ///
  /// For |x| < 1, n = 0 and x itself; so for a rational |x| ≤ 1 (sin 1), whose series
  /// multiplies each term by small integers, where x − π/2 would multiply full-width ones.
  private static func reducedByQuarterTurns(
    _ operand: ConstructiveReal
  ) throws(ArithmeticError) -> (Int, ConstructiveReal) {
    if let value = operand.rationalValue, value.magnitude <= .one {
      return (0, operand)
    }
    // |E − 256x| < 1.
    let estimate = try operand.approximation(bits: 8)
    let bound = (estimate.magnitude + .one).bitWidth - 8
    // |x| < (|E| + 1)/256 ≤ 1: no reduction.
    if bound <= 0 {
      return (0, operand)
    }
    // |x| < 2^bound. With |P − π·2^p| < 1, p = bound + 8: x/(π/2) ≈ (E/2^8)/(P/2^(p+1)) =
    // E·2^(bound+1)/P. x's error (< 1/256) moves x/(π/2) by < 0.0025; π's relative error
    // (< 2^−p/3) by < 2^bound·(2/π)·2^−p/3 < 0.001; rounding to the nearest by ≤ 1/2. So
    // |x/(π/2) − n| < 0.504 and |x − nπ/2| < 0.504·π/2 < 0.80.
    let p = bound + 8
    // π to 128 bits more, in the node the reduced value uses: its first approximations
    // (nπ/2 to a display's bits, about bound + 80) come from this one's cache.
    let pi = ConstructiveReal.pi
    let piApproximation = try pi.approximation(bits: p + 128).scaled(byPowerOfTwo: -128)
    let n = nearestQuotient(estimate.shiftedLeft(by: bound + 1), piApproximation)
    if n.isZero {
      return (0, operand)
    }
    let lowBits = Int((n.magnitude.limbs.first ?? 0) & 3)
    let quarterTurns = n.isNegative ? (4 - lowBits) % 4 : lowBits
    let multiple = try Rational(-n, BigInteger(2))
    return (quarterTurns, .sum(operand, .product(.rational(multiple), pi)))
  }

  /// The integer nearest `numerator / denominator` (halves up), `denominator` > 0.
  private static func nearestQuotient(
    _ numerator: BigInteger, _ denominator: BigInteger
  ) -> BigInteger {
    // ⌊(2·numerator + denominator) / (2·denominator)⌋
    let (quotient, remainder) = (numerator.shiftedLeft(by: 1) + denominator)
      .quotientAndRemainder(dividingBy: denominator.shiftedLeft(by: 1))
    return remainder.isNegative ? quotient - .one : quotient
  }

  /// Guard bits for a series evaluated for `bits` bits: 2^guard ≥ 16 (bits + 64), as in
  /// `ConstructiveReal+Series.swift` (whose function is private to it).
  static func trigonometricGuardBits(_ bits: Int) -> Int {
    BigInteger(bits + 64).bitWidth + 4
  }

  /// What a series in t² starts from: t's approximation X at `c` bits (one at
  /// `operandBits` ≤ `c` shifted, where given), ⌊X²/2^c⌋, and p², q² for a rational
  /// t = p/q (0 and 1 for another real: the series then uses ⌊X²/2^c⌋).
  static func squareSeriesStart(
    _ t: ConstructiveReal, _ c: Int, operandBits: Int? = nil
  ) throws(ArithmeticError) -> (
    x: BigInteger, square: BigInteger, numeratorSquare: BigInteger,
    denominatorSquare: BigInteger
  ) {
    let rational = t.rationalValue
    let bits = min(operandBits ?? c, c)
    let x = try t.approximation(bits: bits).shiftedLeft(by: c - bits)
    return (
      x, (x * x).shiftedRight(by: c), rational.map { $0.numerator * $0.numerator } ?? .zero,
      rational.map { $0.denominator * $0.denominator } ?? .one
    )
  }

  /// sin r·2^`bits` (or cos r when `cosine`) within 1, for |r| < 1 (or a rational |r| ≤ 1)
  /// and `bits` ≥ 1, by the Taylor series: term k is the one before times r²/((2k)(2k + 1))
  /// (sine) or r²/((2k − 1)(2k)) (cosine).
  ///
  /// Error, in units of 2^−c (c = bits + guard): R = r·2^c, X within 1 of R, |R| < 2^c.
  /// For a real r, s = ⌊X²/2^c⌋ is within (2|R| + 1)/2^c + 1 < 3.01 of r²·2^c (≤ 2^c).
  /// Term k is ⌊term·s/2^c⌋ divided by d ≥ 2 (truncating): two roundings of < 1, so its
  /// error e_k ≤ (e_{k−1}·1.0001 + 3.01 + 1)/d + 1 stays below 6 (the fixed point for d = 2;
  /// d ≥ 6 after the first cosine term). A rational r = p/q multiplies by p² and divides by
  /// q²·d exactly, one rounding: below 2. Terms at least halve, so they reach 0 within
  /// c/2 + 3 steps; the tail left is below the last term's 7. In all < 3c + 30 units, below
  /// 2^guard/2 = 8(bits + 64); dropping the guard bits and rounding keeps within 1.
  ///
  /// A real r is asked for 3 bits more than the result, not for the guard bits too (about
  /// 14 more, at every level of a chain of sines): the series runs on r′, r's approximation
  /// at bits + 3 (X = r′·2^c exactly), with one more guard bit. |r′ − r| < 2^−(bits + 3)
  /// ≤ 1/16, so s/2^c < 1.13, each term's error stays below 7 (the fixed point for d = 2)
  /// and the sum's below 4c + 40 < 2^guard/4 units: within 1/4 at 2^−bits of sin r′.
  /// |sin r − sin r′| ≤ |r − r′| < 1/8 at 2^−bits (so for cos), and with the rounding's
  /// 1/2 that keeps within 1.
  private static func sineSeries(
    _ reduced: ConstructiveReal, cosine: Bool, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let isRational = reduced.rationalValue != nil
    let guardBits = trigonometricGuardBits(bits) + (isRational ? 0 : 1)
    let c = bits + guardBits
    let (x, square, numeratorSquare, denominatorSquare) = try squareSeriesStart(
      reduced, c, operandBits: isRational ? c : bits + 3)
    var term = cosine ? BigInteger.one.shiftedLeft(by: c) : x
    var sum = term
    for k in 1...Int64(c / 2 + 3) {
      try WorkMeter.check()
      let divisor = cosine ? (2 * k - 1) * (2 * k) : (2 * k) * (2 * k + 1)
      if reduced.rationalValue != nil {
        term =
          (term * numeratorSquare).quotientAndRemainder(
            dividingBy: denominatorSquare * BigInteger(divisor)
          ).quotient
      } else {
        term =
          (term * square).shiftedRight(by: c).quotientAndRemainder(
            dividingBy: BigInteger(divisor)
          ).quotient
      }
      if term.isZero {
        return sum.scaled(byPowerOfTwo: -guardBits)
      }
      sum = k & 1 == 1 ? sum - term : sum + term
    }
    // Unreachable for |r| < 1 (see above): refuse rather than answer without a bound.
    throw .resultTooLarge
  }
}
