extension ConstructiveReal {
  /// e^x·2^`bits` within 1.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` for |x| ≥ 2^30 (beyond 2^±(2^30), far
  ///   past any magnitude a formula is evaluated at).
  static func exponential(
    _ operand: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    // |x| < (|a| + 1)/16 ≤ 2^bound.
    let estimate = try operand.approximation(bits: 4)
    let bound = (estimate.magnitude + .one).bitWidth - 4
    guard bound < 30, let sixteenths = estimate.magnitude.int64Value.flatMap({ Int(exactly: $0) })
    else { throw .resultTooLarge }
    // A rational below 2^15 keeps its series of rationals, linear in time a term.
    if bound > (operand.rationalValue == nil ? reductionBound : 15) {
      let signed = estimate.isNegative ? -sixteenths : sixteenths
      return try reducedExponential(operand, sixteenths: signed, bits: bits)
    }
    if bound > -1, estimate.isNegative {
      return try reciprocalExponential(negated(operand), sixteenths: sixteenths, bits: bits)
    }
    // log₂ e^|x| < 1.4427·(a + 1)/16 ≤ magnitudeBits; e^x·2^bits < 2^−2 below: 0 is within 1.
    let magnitudeBits = ((sixteenths + 1) * 1_443 + 15_999) / 16_000 + 1
    guard bits + magnitudeBits > -2 else { return .zero }
    guard let value = operand.rationalValue else {
      return try realExponential(operand, bits: bits, magnitudeBits: magnitudeBits)
    }
    guard bound > -1 else { return try exponentialSeries(of: value, bits: bits) }
    // e^x = (e^(x/2^n))^(2^n) with |x/2^n| < 1/2, squared in integers (see `squared`).
    let halvings = bound + 1
    let c = bits + magnitudeBits + 2 * halvings + 8
    guard c <= 4 * maximumBits else { throw .resultTooLarge }
    let factor = try Rational(.one, BigInteger.one.shiftedLeft(by: halvings))
    let power = try exponentialSeries(of: try value * factor, bits: c)
    return try squared(power, times: halvings, bits: c).scaled(byPowerOfTwo: bits - c)
  }

  /// e^x·2^`bits` within 1 for a real x > −1/2 with e^|x| < 2^(`magnitudeBits` − 1).
  ///
  /// x is asked for ob = `bits` + `magnitudeBits` + 3 bits and its approximation x′ taken
  /// as exact: |e^x − e^x′| < 2^magnitudeBits·2^−ob, an eighth at 2^−bits (a chain of
  /// exponentials asks each level for 3 more bits than its value's size, not for the
  /// series' guard bits too).
  ///
  /// e^x′ = (e^(x′/2^n))^(2^n), |x′/2^n| ≤ 1/4, at c = ob + 2n + 5 bits: the series is
  /// within 1 at 2^−c, the squarings make that 2^(2n + 1 + magnitudeBits) at most
  /// (``squared(_:times:bits:)``), 2^−7 at 2^−bits; with the rounding's 1/2, within 1.
  /// n has about √ob halvings beyond |x′| < 1/2 that shorten the series: each term
  /// multiplies two numbers of c bits, so e^(11000 + sin 1) told from 0 at 2^−4,096
  /// (ob ≈ 20,000) takes some 300 terms and squarings, not 2,000 terms.
  private static func realExponential(
    _ operand: ConstructiveReal, bits: Int, magnitudeBits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let operandBits = bits + magnitudeBits + 3
    let x = try operand.approximation(bits: operandBits)
    return try exponential(ofApproximation: x, bits: bits, magnitudeBits: magnitudeBits)
  }

  /// e^x′·2^`bits` for x′ = `x`/2^ob, ob = `bits` + `magnitudeBits` + 3, where `x` is within 1
  /// of x·2^ob and e^|x| < 2^(`magnitudeBits` − 1): within 1 of e^x·2^bits (see
  /// ``realExponential(_:bits:magnitudeBits:)``).
  private static func exponential(
    ofApproximation x: BigInteger, bits: Int, magnitudeBits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let operandBits = bits + magnitudeBits + 3
    // |x′| < 2^(bitWidth − ob) ≤ 2^(bound − 1).
    let bound = max(x.magnitude.bitWidth - operandBits + 1, 0)
    let halvings = bound + (1 << (BigInteger(Int64(max(operandBits, 1))).bitWidth / 2))
    let c = operandBits + 2 * halvings + 5
    guard c <= 4 * maximumBits else { throw .resultTooLarge }
    // x′/2^n at c bits is x′·2^(c − ob − n), exactly (c − ob − n = n + 5).
    let power = try exponentialSeries(
      ofExactly: x.shiftedLeft(by: c - operandBits - halvings), bits: c)
    return try squared(power, times: halvings, bits: c).scaled(byPowerOfTwo: bits - c)
  }

  /// v^(2^n) at `bits`, n = `count` ≥ 1, for v within 1 of e^y·2^bits, |y| ≤ 1/2 and
  /// e^(y·2^n) < 2^m: within 2^(2n + 1 + m) of e^(y·2^n)·2^bits where `bits` ≥ 2n + 6.
  ///
  /// Each squaring, rounded, multiplies the error by at most 2.01·e^(y·2^j) (the relative
  /// error, below 2^(2n − bits) times a few, stays far below 1%) and adds 1/2:
  /// (1 + n)·2.01^n·e^|y|·2^m in all, below 2^(2n + 1 + m) for every n ≥ 1.
  private static func squared(
    _ value: BigInteger, times count: Int, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    var value = value
    for _ in 0..<count {
      try WorkMeter.check()
      value = (value * value).scaled(byPowerOfTwo: -bits)
    }
    return value
  }

  /// The bound on log₂ |x| above which e^x of a real x is range-reduced.
  ///
  /// ``reducedExponential(_:sixteenths:bits:)`` takes over because from |x| ≥ 2^10 halvings and
  /// squarings would work with all the integer bits of e^x. A rational x is reduced from
  /// 2^15: below, its series multiplies by a small rational, which costs less than the
  /// reduced series' products.
  private static let reductionBound = 10

  /// e^x·2^`bits` within 1 for |x| ≥ 2^10, x within 1/16 of `sixteenths`/16, as
  /// e^r·2^(k + bits) with k the whole number nearest x/ln 2 and r = x − k ln 2: the work
  /// follows the bits asked relative to e^x's size, not its integer bits (e^(−100,000) is
  /// 2^−144,270; e^(2^21) has 3 million integer bits).
  ///
  /// k is taken from a/16 in floating point: |x/ln 2 − k| < 1/2 + 1/(16 ln 2) + 2^−20, so
  /// |r| < 0.42 and 2/3 < e^r < 3/2. With b = `bits` + k, the value is e^r·2^b: below 1/2
  /// for b < −1, where 0 is within 1. Otherwise r is computed at ob = b + 5 bits (the
  /// ``exponential(ofApproximation:bits:magnitudeBits:)`` contract for e^|r| < 2^1): x
  /// within 1 at ob + 3, ln 2 within 1 at ob + 3 + w (|k| < 2^w) so k ln 2 within 1 there
  /// after dropping w bits and rounding (1.5 in all), their difference within 2.5 at
  /// ob + 3, and within 2.5/8 + 1/2 < 1 at ob after dropping 3 more.
  private static func reducedExponential(
    _ operand: ConstructiveReal, sixteenths: Int, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    guard let k = Int(exactly: (Double(sixteenths) / 16 * 1.4426950408889634).rounded()) else {
      throw .resultTooLarge
    }
    let b = bits + k
    guard b >= -1 else { return .zero }
    let operandBits = b + 2 + 3
    let w = BigInteger(Int64(k.magnitude)).bitWidth
    let x = try operand.approximation(bits: operandBits + 3)
    let logOfTwo = try twiceArctangentHyperbolic(
      ofRational: try Rational(.one, BigInteger(3)), bits: operandBits + 3 + w)
    let multiple = (logOfTwo * BigInteger(Int64(k))).scaled(byPowerOfTwo: -w)
    let r = (x - multiple).scaled(byPowerOfTwo: -3)
    return try exponential(ofApproximation: r, bits: b, magnitudeBits: 2)
  }

  /// e^−y·2^`bits` within 1, for y > (a − 1)/16 with a = `sixteenths` ≥ 7, as 2^bits / e^y:
  /// the quotient keeps the relative precision of e^y, where squaring e^−y's small value
  /// would need absolute bits down to its size (e^−12,000 is 2^−17,312).
  private static func reciprocalExponential(
    _ y: ConstructiveReal, sixteenths: Int, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    // log₂ e^y ≥ L = 1.442·(a − 1)/16 ≥ 0.
    let lower = (sixteenths - 1) * 1_442 / 16_000
    // e^−y·2^bits ≤ 2^(bits − L) ≤ 1/2: 0 is within 1.
    guard bits - lower >= 0 else { return .zero }
    // E = e^y·2^d within 1 is off by a relative 2^−(L + d) at most, the quotient by
    // 2^(bits − 2L − d) = 1/4 for this d (and E ≥ 4); rounding it adds 1/2.
    let d = bits - 2 * lower + 2
    let power = try exponential(y, bits: d)
    guard power.signum > 0 else { throw .resultTooLarge }
    return scaled(.one, over: power, bits: bits + d)
  }

  /// e^(p/q)·2^`bits` within 1 for |p/q| < 1/2, by its Taylor series: each term is the
  /// one before times p, divided by q·k, in time linear in its size.
  private static func exponentialSeries(
    of value: Rational, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      let guardBits = guardBits(bits)
      return try taylorSum(bits: bits + guardBits) { term, k in
        (term * value.numerator).quotientAndRemainder(
          dividingBy: value.denominator * BigInteger(k)
        ).quotient
      }.scaled(byPowerOfTwo: -guardBits)
    }
  }

  /// e^(X/2^`bits`)·2^`bits` within 1 for |X| ≤ 2^(`bits` − 2) with `bits` ≥ 1.
  ///
  /// At c = bits + guard, X is exact and each term is the one before times X, rounded, then
  /// divided by k, truncated: its error is below a quarter of the one before plus 2, so
  /// below 8/3. Terms at least quarter, so at most c/2 + 4 are summed before one is 0,
  /// and the tail is below 8/3 too: below 2c + 24 units of 2^−c in all, under 0.19 units
  /// at 2^−bits once 2^guard > 16(bits + 64) drops; the rounding adds 1/2.
  private static func exponentialSeries(
    ofExactly x: BigInteger, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let guardBits = guardBits(bits)
    let c = bits + guardBits
    let scaled = x.shiftedLeft(by: guardBits)
    return try taylorSum(bits: c) { term, k in
      (term * scaled).scaled(byPowerOfTwo: -c).quotientAndRemainder(
        dividingBy: BigInteger(k)
      ).quotient
    }.scaled(byPowerOfTwo: -guardBits)
  }

  /// Σ terms of e's series at `c` bits, from 2^c: each term is `next`(term before, k) for
  /// k = 1, 2, …, until one is 0.
  ///
  /// - Throws: What ``WorkMeter/check()`` throws.
  private static func taylorSum(
    bits c: Int, next: (BigInteger, Int64) -> BigInteger
  ) throws(ArithmeticError) -> BigInteger {
    var term = BigInteger.one.shiftedLeft(by: c)
    var sum = term
    var k: Int64 = 1
    while true {
      try WorkMeter.check()
      term = next(term, k)
      if term.isZero {
        return sum
      }
      sum = sum + term
      k += 1
    }
  }
}
