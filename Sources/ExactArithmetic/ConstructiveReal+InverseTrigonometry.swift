extension ConstructiveReal {
  /// The arctangent in radians, in (−π/2, π/2); atan 0 is exactly 0.
  ///
  /// A rational's arctangent is a sum of series of rationals in [−1/4, 1/4]
  /// (``rationalArctangent(_:)``); a real's is split at evaluation into a rational's and a
  /// small real's (``arctangentApproximation(_:bits:)``), with no square root (whose operand
  /// needs twice the bits) on the way.
  /// - Throws: ``ArithmeticError/resultTooLarge`` when 1/x exceeds the rational bound.
  public static func arctangent(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    guard let value = x.rationalValue else { return ConstructiveReal(.arctangent(x)) }
    return try rationalArctangent(value)
  }

  /// atan of a rational as series of rationals in [−1/4, 1/4].
  ///
  /// atan(−x) = −atan x; for x > 1, atan x = π/2 − atan(1/x); for 1/4 < x ≤ 1,
  /// atan x = atan(1/4) + atan((x − 1/4)/(1 + x/4)), whose map is increasing with
  /// 1 ↦ 3/5 ↦ 7/23 ↦ 5/99, so at most three steps reach [0, 1/4]:
  /// atan 1 = 3 atan(1/4) + atan(5/99).
  /// - Throws: ``ArithmeticError/resultTooLarge`` when a step exceeds the rational bound.
  static func rationalArctangent(_ value: Rational) throws(ArithmeticError) -> ConstructiveReal {
    if value.isZero {
      return .rational(.zero)
    }
    if value.signum < 0 {
      return .negation(try rationalArctangent(-value))
    }
    if Rational.one < value {
      let half = try Rational(.one, BigInteger(2))
      return .sum(
        .product(.rational(half), .pi),
        .negation(try rationalArctangent(try Rational(value.denominator, value.numerator))))
    }
    let quarter = try Rational(.one, BigInteger(4))
    var rest = value
    var steps = 0
    while quarter < rest, steps < 3 {
      rest = try (rest - quarter) / (.one + rest * quarter)
      steps += 1
    }
    let small = ConstructiveReal(.smallArctangent(.rational(rest)))
    guard steps > 0 else { return small }
    let quarters = ConstructiveReal.product(
      .rational(Rational(steps)), ConstructiveReal(.smallArctangent(.rational(quarter))))
    return .sum(quarters, small)
  }

  /// atan x·2^`bits` within 1 for a real x, as atan c + atan t with c = E/2^b rational,
  /// E an approximation of x at b bits, and t = (x − c)/(1 + xc) a small real.
  ///
  /// b is 8, or coarser (``coarseBits(_:)``) for an x hinted large where that gives
  /// |E| ≥ 256. At b = 8, |x − c| < 1/256; where c ≠ 0 has the other sign than x,
  /// |x| < 1/256 and |c| = 1/256, so xc > −2^−16 and 1 + xc > 1 − 2^−16 in every case:
  /// |t| < 1/255. At b < 8 with |E| ≥ 256, |c| ≥ 1 and |x − c| < 2^−b ≤ |c|/256, so x has
  /// c's sign, 1 + xc > c²·255/256 and |t| < 1/(255|c|) ≤ 1/255. Either way t is well
  /// inside the series' [−1/4, 1/4], and the reciprocal's argument is far from 0. The sum
  /// node keeps the error bound (each part at 2 more bits).
  static func arctangentApproximation(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    var b = operand.coarseBits(8)
    var estimate = try operand.approximation(bits: b)
    if b < 8, estimate.magnitude < BigInteger(256) {
      b = 8
      estimate = try operand.approximation(bits: b)
    }
    let c =
      b < 0
      ? Rational(integer: estimate.shiftedLeft(by: -b))
      : try Rational(estimate, BigInteger.one.shiftedLeft(by: b))
    let t = ConstructiveReal.product(
      .sum(operand, .rational(-c)),
      .reciprocal(.sum(.rational(.one), .product(operand, .rational(c)))))
    let value = ConstructiveReal.sum(
      try rationalArctangent(c), ConstructiveReal(.smallArctangent(t)))
    return try value.approximation(bits: bits)
  }

  /// The arcsine in radians, in [−π/2, π/2]: 2 atan(x / (1 + √(1 − x²))).
  ///
  /// That needs no division by √(1 − x²), so it is defined (and exact at the ends) for
  /// x = ±1, also a real that is ±1 but not known to be; asin 0 = 0 and asin ±1 = ±π/2 are
  /// built directly. Evaluation throws ``ArithmeticError/argumentOutOfDomain`` for a
  /// rational outside [−1, 1], and for a real once an approximation proves |x| > 1.
  /// - Throws: ``ArithmeticError/resultTooLarge`` only for rationals beyond the bound.
  public static func arcsine(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
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
    let halfAngle = ConstructiveReal(.arctangent(.product(x, .reciprocal(.sum(one, root)))))
    return ConstructiveReal(.arcsine(x, .product(.rational(Rational(2)), halfAngle)))
  }

  /// The arccosine in radians, in [0, π]: π/2 − asin x.
  ///
  /// acos 1 = 0, acos 0 = π/2 and acos −1 = π are built directly. Domain errors as
  /// ``arcsine(_:)``'s.
  /// - Throws: ``ArithmeticError/resultTooLarge`` only for rationals beyond the bound.
  public static func arccosine(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
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
  ///
  /// A real t is asked for 3 bits more than the result, not for the guard bits too (a
  /// chain of arctangents asked each level for about 15 more): the series runs on t′, t's
  /// approximation at bits + 3 (X = t′·2^c exactly), with one more guard bit, as
  /// `sineSeries` does. X is then exact, so the errors above only shrink, and the sum's
  /// is below 2^guard/4: within 1/4 at 2^−bits of atan t′. |atan t − atan t′| ≤
  /// |t − t′| < 1/8 at 2^−bits, and with the rounding's 1/2 that keeps within 1.
  static func smallArctangentApproximation(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      let isRational = operand.rationalValue != nil
      let guardBits = trigonometricGuardBits(bits) + (isRational ? 0 : 1)
      let c = bits + guardBits
      let (x, square, numeratorSquare, denominatorSquare) = try squareSeriesStart(
        operand, c, operandBits: isRational ? c : bits + 3)
      var power = x
      var sum = x
      for k in 1...Int64(c / 2 + 3) {
        try WorkMeter.check()
        if operand.rationalValue != nil {
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
  /// - Throws: ``ArithmeticError/argumentOutOfDomain`` for a rational x with |x| > 1, and
  ///   when √(1 − x²) failed because 1 − x² was proven negative (then |x| > 1 is proven by
  ///   approximating x, whose own errors come out as they are).
  static func arcsineApproximation(
    _ argument: ConstructiveReal, _ value: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    if let rational = argument.rationalValue, Rational.one < rational.magnitude {
      throw .argumentOutOfDomain
    }
    do throws(ArithmeticError) {
      return try value.approximation(bits: bits)
    } catch {
      guard error == .squareRootOfNegative else { throw error }
      if try argument.isProvenOutsideUnitInterval() {
        throw .argumentOutOfDomain
      }
      throw error
    }
  }

  /// Whether an approximation proves |x| > 1, raising the precision from 16 bits (or
  /// ``coarseBits(_:)``'s for a large x) up to ``searchLimit``.
  func isProvenOutsideUnitInterval() throws(ArithmeticError) -> Bool {
    let limit = searchLimit
    var bits = min(coarseBits(16), limit)
    while true {
      // |x| > (|a| − 1)/2^bits, which is > 1 when |a| − 1 > 2^bits (when |a| ≥ 2 at
      // bits < 0).
      let approximation = try approximation(bits: bits).magnitude
      let one = bits < 0 ? BigInteger.zero : BigInteger.one.shiftedLeft(by: bits)
      if approximation - .one > one {
        return true
      }
      guard bits < limit else { return false }
      bits = Self.nextSearchBits(after: bits, limit: limit)
    }
  }
}
