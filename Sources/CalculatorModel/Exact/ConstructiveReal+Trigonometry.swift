extension ConstructiveReal {
  /// The sine of a real in radians; sin 0 is exactly 0.
  ///
  /// - Throws: Nothing yet (the builders that make rationals may throw
  ///   ``CalculationError/resultTooLarge``; all trigonometric builders throw alike).
  static func sine(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    return ConstructiveReal(.sine(x))
  }

  /// The cosine of a real in radians; cos 0 is exactly 1.
  ///
  /// - Throws: Nothing yet (see ``sine(_:)``).
  static func cosine(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return .rational(.one)
    }
    return ConstructiveReal(.cosine(x))
  }

  /// The tangent, sin x · (cos x)⁻¹; tan 0 is exactly 0.
  ///
  /// Where cos x is exactly 0 (x = π/2 as a real) no approximation tells it from zero, so
  /// evaluation throws ``CalculationError/resultTooLarge``, as for any such reciprocal.
  /// - Throws: Nothing yet (see ``sine(_:)``).
  static func tangent(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isZero {
      return x
    }
    return .product(try sine(x), .reciprocal(try cosine(x)))
  }

  /// The arctangent in radians, in (−π/2, π/2); atan 0 is exactly 0.
  ///
  /// A rational with |x| ≤ 1/4 goes straight to the series and one with |x| ≥ 4 as
  /// ±π/2 − atan(1/x). Otherwise the argument is halved, atan x = 2 atan(x / (1 + √(1 + x²))):
  /// one halving maps every real into (−1, 1), the next [−1, 1] into [−tan(π/8), tan(π/8)],
  /// the next that into [−tan(π/16), tan(π/16)] ⊂ [−0.2, 0.2], where the series gains more
  /// than 4.6 bits a term.
  /// - Throws: ``CalculationError/resultTooLarge`` when 1/x exceeds the rational bound.
  static func arctangent(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    guard let value = x.rationalValue else {
      return halvedArctangent(x, halvings: 3)
    }
    if value.isZero {
      return x
    }
    let top = value.numerator.magnitude
    let bottom = value.denominator
    if top.shiftedLeft(by: 2) <= bottom {
      return ConstructiveReal(.smallArctangent(x))
    }
    if bottom.shiftedLeft(by: 2) <= top {
      let inverse = try Rational(value.denominator, value.numerator)
      let half = try Rational(BigInteger(value.signum), BigInteger(2))
      return .sum(
        .product(.rational(half), .pi),
        .negation(ConstructiveReal(.smallArctangent(.rational(inverse)))))
    }
    return halvedArctangent(x, halvings: top <= bottom ? 2 : 3)
  }

  /// The arcsine in radians, in [−π/2, π/2]: 2 atan(x / (1 + √(1 − x²))), which needs no
  /// division by √(1 − x²) and so is defined (and exact at the ends) for x = ±1;
  /// asin 0 = 0 and asin ±1 = ±π/2 are built directly.
  ///
  /// Evaluation throws ``CalculationError/argumentOutOfDomain`` for a rational outside
  /// [−1, 1], and for a real once an approximation proves |x| > 1.
  /// - Throws: ``CalculationError/resultTooLarge`` only for rationals beyond the bound.
  static func arcsine(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    if let value = x.rationalValue {
      if value.isZero {
        return x
      }
      if value.magnitude == .one {
        return .product(.rational(try Rational(BigInteger(value.signum), BigInteger(2))), .pi)
      }
    }
    let one = ConstructiveReal.rational(.one)
    let root = ConstructiveReal.squareRoot(.sum(one, .negation(.square(x))))
    // |x / (1 + √(1 − x²))| ≤ 1, so two halvings bring it within [−0.2, 0.2].
    let halfAngle = halvedArctangent(.product(x, .reciprocal(.sum(one, root))), halvings: 2)
    return ConstructiveReal(.arcsine(x, .product(.rational(Rational(2)), halfAngle)))
  }

  /// The arccosine in radians, in [0, π]: π/2 − asin x.
  ///
  /// acos 1 = 0, acos 0 = π/2 and acos −1 = π are built directly. Domain errors as
  /// ``arcsine(_:)``'s.
  /// - Throws: ``CalculationError/resultTooLarge`` only for rationals beyond the bound.
  static func arccosine(_ x: ConstructiveReal) throws(CalculationError) -> ConstructiveReal {
    let halfPi = ConstructiveReal.product(.rational(try Rational(.one, BigInteger(2))), .pi)
    if let value = x.rationalValue {
      if value == .one {
        return .rational(.zero)
      }
      if value.isZero {
        return halfPi
      }
      if value == -.one {
        return .pi
      }
    }
    return .sum(halfPi, .negation(try arcsine(x)))
  }

  /// 2^`halvings` · atan(y), y the argument halved `halvings` times (see ``arctangent(_:)``);
  /// the caller guarantees the result is within [−1/4, 1/4] (3 halvings for any real, 2 for
  /// |x| ≤ 1).
  private static func halvedArctangent(
    _ x: ConstructiveReal, halvings: Int
  ) -> ConstructiveReal {
    let one = ConstructiveReal.rational(.one)
    var y = x
    for _ in 0..<halvings {
      // y / (1 + √(1 + y²)): the denominator is at least 1.
      y = .product(y, .reciprocal(.sum(one, .squareRoot(.sum(one, .square(y))))))
    }
    let factor = Rational(integer: BigInteger.one.shiftedLeft(by: halvings))
    return .product(.rational(factor), ConstructiveReal(.smallArctangent(y)))
  }

  /// sin x·2^`bits` (or cos x when `cosine`) within 1.
  ///
  /// x is reduced by n quarter turns, n the integer nearest x/(π/2) computed from
  /// approximations of x and π (a real, not a `Double`: sin(10^10) is right), to
  /// r = x − nπ/2 with |r| < 0.81, kept as a real so that its error is bounded however large
  /// x is; then sin(r + nπ/2) is ±sin r or ±cos r by n mod 4.
  static func sineApproximation(
    _ operand: ConstructiveReal, cosine: Bool, bits: Int
  ) throws(CalculationError) -> BigInteger {
    let (quarterTurns, reduced) = try reducedByQuarterTurns(operand)
    // cos θ = sin(θ + π/2).
    let turn = (quarterTurns + (cosine ? 1 : 0)) % 4
    return try atLeastOneBit(bits) { bits throws(CalculationError) in
      let value = try sineSeries(reduced, cosine: turn % 2 == 1, bits: bits)
      return turn >= 2 ? -value : value
    }
  }

  /// n mod 4 and x − nπ/2, n the integer nearest x/(π/2): |x − nπ/2| < 0.81.
  ///
  /// For |x| < 1, n = 0 and x itself.
  private static func reducedByQuarterTurns(
    _ operand: ConstructiveReal
  ) throws(CalculationError) -> (Int, ConstructiveReal) {
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
    let piApproximation = try ConstructiveReal.pi.approximation(bits: p)
    let n = nearestQuotient(estimate.shiftedLeft(by: bound + 1), piApproximation)
    if n.isZero {
      return (0, operand)
    }
    let lowBits = Int((n.magnitude.limbs.first ?? 0) & 3)
    let quarterTurns = n.isNegative ? (4 - lowBits) % 4 : lowBits
    let multiple = try Rational(-n, BigInteger(2))
    return (quarterTurns, .sum(operand, .product(.rational(multiple), .pi)))
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
  /// `ConstructiveReal+Series.swift`.
  private static func trigonometricGuardBits(_ bits: Int) -> Int {
    BigInteger(bits + 64).bitWidth + 4
  }

  /// sin r·2^`bits` (or cos r when `cosine`) within 1, for |r| < 1 and `bits` ≥ 1, by the
  /// Taylor series: term k is the one before times r²/((2k)(2k + 1)) (sine) or
  /// r²/((2k − 1)(2k)) (cosine).
  ///
  /// Error, in units of 2^−c (c = bits + guard): R = r·2^c, X within 1 of R, |R| < 2^c.
  /// For a real r, s = ⌊X²/2^c⌋ is within (2|R| + 1)/2^c + 1 < 3.01 of r²·2^c (≤ 2^c).
  /// Term k is ⌊term·s/2^c⌋ divided by d ≥ 2 (truncating): two roundings of < 1, so its
  /// error e_k ≤ (e_{k−1}·1.0001 + 3.01 + 1)/d + 1 stays below 6 (the fixed point for d = 2;
  /// d ≥ 6 after the first cosine term). A rational r = p/q multiplies by p² and divides by
  /// q²·d exactly, one rounding: below 2. Terms at least halve, so they reach 0 within
  /// c/2 + 3 steps; the tail left is below the last term's 7. In all < 3c + 30 units, below
  /// 2^guard/2 = 8(bits + 64); dropping the guard bits and rounding keeps within 1.
  private static func sineSeries(
    _ reduced: ConstructiveReal, cosine: Bool, bits: Int
  ) throws(CalculationError) -> BigInteger {
    let guardBits = trigonometricGuardBits(bits)
    let c = bits + guardBits
    let rational = reduced.rationalValue
    let x = try reduced.approximation(bits: c)
    let square = (x * x).shiftedRight(by: c)
    let numeratorSquare = rational.map { $0.numerator * $0.numerator } ?? .zero
    let denominatorSquare = rational.map { $0.denominator * $0.denominator } ?? .one
    var term = cosine ? BigInteger.one.shiftedLeft(by: c) : x
    var sum = term
    for k in 1...Int64(c / 2 + 3) {
      let divisor = cosine ? (2 * k - 1) * (2 * k) : (2 * k) * (2 * k + 1)
      if rational != nil {
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

  /// atan t·2^`bits` within 1, for |t| ≤ 1/4 (and a little more), by the series
  /// t − t³/3 + t⁵/5 − ….
  ///
  /// Error, in units of 2^−c: X within 1 of t·2^c; for a real t, s = ⌊X²/2^c⌋ is within
  /// 2|t| + 2 < 2.6 of t²·2^c ≤ 2^c/15. A power's error is at most its predecessor's/15 plus
  /// |t|·2.6 + 1 (rounding), so below 1.9; dividing by 2k + 1 (truncating) leaves each term
  /// within 2 (a rational t = p/q: one exact multiplication by p² and one division by q²,
  /// below 2 too). Powers shrink by 15 a term, so at most c/3.9 + 2 terms, and the tail after
  /// the first zero term is below 2: in all below c/1.9 + 6 units, less than
  /// 2^guard/2 = 8(bits + 64); dropping the guard bits and rounding keeps within 1.
  static func smallArctangentApproximation(
    _ operand: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
    try atLeastOneBit(bits) { bits throws(CalculationError) in
      let guardBits = trigonometricGuardBits(bits)
      let c = bits + guardBits
      let rational = operand.rationalValue
      let x = try operand.approximation(bits: c)
      let square = (x * x).shiftedRight(by: c)
      let numeratorSquare = rational.map { $0.numerator * $0.numerator } ?? .zero
      let denominatorSquare = rational.map { $0.denominator * $0.denominator } ?? .one
      var power = x
      var sum = x
      for k in 1...Int64(c / 2 + 3) {
        if rational != nil {
          power =
            (power * numeratorSquare).quotientAndRemainder(dividingBy: denominatorSquare)
            .quotient
        } else {
          power = (power * square).shiftedRight(by: c)
        }
        let term = power.quotientAndRemainder(dividingBy: BigInteger(2 * k + 1)).quotient
        if term.isZero {
          return sum.scaled(byPowerOfTwo: -guardBits)
        }
        sum = k & 1 == 1 ? sum - term : sum + term
      }
      // Unreachable for |t| ≤ 1/4 (see above): refuse rather than answer without a bound.
      throw .resultTooLarge
    }
  }

  /// asin x·2^`bits` within 1: `value`'s approximation, after the domain checks.
  ///
  /// - Throws: ``CalculationError/argumentOutOfDomain`` for a rational x with |x| > 1, and
  ///   when √(1 − x²) failed because 1 − x² was proven negative (then |x| > 1 is proven by
  ///   approximating x, whose own errors come out as they are).
  static func arcsineApproximation(
    _ argument: ConstructiveReal, _ value: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
    if let rational = argument.rationalValue, Rational.one < rational.magnitude {
      throw .argumentOutOfDomain
    }
    do throws(CalculationError) {
      return try value.approximation(bits: bits)
    } catch {
      guard error == .squareRootOfNegative else { throw error }
      if try argument.isProvenOutsideUnitInterval() {
        throw .argumentOutOfDomain
      }
      throw error
    }
  }

  /// Whether an approximation proves |x| > 1, raising the precision up to ``maximumBits``.
  func isProvenOutsideUnitInterval() throws(CalculationError) -> Bool {
    var bits = 16
    while true {
      // |x| > (|a| − 1)/2^bits, which is > 1 when |a| − 1 > 2^bits.
      let approximation = try approximation(bits: bits).magnitude
      if approximation - .one > BigInteger.one.shiftedLeft(by: bits) {
        return true
      }
      guard bits < Self.maximumBits else { return false }
      bits = min(bits * 4, Self.maximumBits)
    }
  }
}
