extension ConstructiveReal {
  /// Guard bits for a series evaluated for `bits` bits: 2^guard ≥ 16 (bits + 64), more
  /// than the few units of rounding error each of its at most `bits + guard` terms adds.
  private static func guardBits(_ bits: Int) -> Int {
    BigInteger(bits + 64).bitWidth + 4
  }

  /// π·2^`bits` within 1 (`bits` ≥ 1), by the Chudnovskys' series.
  ///
  /// The series is summed by binary splitting, in integers only:
  ///
  ///     1/π = 12 Σ t_k / 640320^(3/2),  t_k = (−1)^k (6k)! (A + Bk) / ((3k)! (k!)³ 640320^(3k)),
  ///
  /// A = 13591409, B = 545140134; so π = 426880 √10005 / S with S = Σ t_k.
  ///
  /// Error bound. |t_(k+1)/t_k| = 8(6k+1)(6k+3)(6k+5)/(k+1)³ · (A + B(k+1))/(A + Bk) / C,
  /// C = 640320³ > 2^57.86. The first factor is below 6³·8 = 1728 (120 at k = 0), the second
  /// below 1 + B/A < 42.2 at k = 0 and below 2 from k = 1; so the ratio is below 2^−45 at
  /// k = 0 and below 3456/C < 2^−46 after: the terms alternate and decrease, the sum S_N of
  /// the first N ≥ 1 lies within |t_N| ≤ t_0·2^(1 − 46N) of S, and S, S_N ≥ t_0 − |t_1| > t_0/2.
  /// With π_N = 426880 √10005 / S_N: |π_N − π| = π |S − S_N| / S_N < 4·2^(2 − 46N).
  ///
  /// At c = bits + 4 bits: s = ⌊√(10005·4^c)⌋ is within 1 of √10005·2^c, and
  /// R = ⌊426880 s Q / T⌋ (T/Q = S_N, from the splitting) is within
  /// 1 (floor) + 426880/S_N (< 0.063, s's error) + 2^c·|π_N − π| of π·2^c. N = ⌈(c + 6)/46⌉
  /// makes the last below 1/4: |R − π·2^c| < 1.32, and R/16 rounded is within
  /// 1.32/16 + 1/2 < 1 of π·2^bits.
  ///
  /// For `bits` ≤ 4 × ``maximumBits`` (what ``approximation(bits:)`` allows), which bounds
  /// N below 5,800 and the products in ``chudnovskySplit(from:to:)``.
  ///
  /// - Complexity: O(M(n) log n) for n bits, M the cost of a multiplication; the binary
  ///   splitting recurses ⌈log₂ N⌉ deep.
  static func pi(bits: Int) -> BigInteger {
    let c = max(bits, 1) + 4
    let termCount = (c + 6 + 45) / 46
    let (_, q, t) = chudnovskySplit(from: 0, to: termCount)
    let root = BigInteger(10_005).shiftedLeft(by: 2 * c).squareRoot()
    let value = (BigInteger(426_880) * root * q).quotientAndRemainder(dividingBy: t).quotient
    return value.scaled(byPowerOfTwo: -4)
  }

  /// P, Q and T of the Chudnovsky series' terms `start`..<`end` (`end` > `start` ≥ 0).
  ///
  /// Σ_(start ≤ k < end) t_k = T / Q × (the product of the ratios before `start`), with
  /// P(k, k+1) = (6k−5)(2k−1)(6k−1) and Q(k, k+1) = k³·640320³/24 (both 1 for k = 0),
  /// T(k, k+1) = ±P(k, k+1)(A + Bk); halves combine as P = P₁P₂, Q = Q₁Q₂,
  /// T = Q₂T₁ + P₁T₂. Recursion depth ⌈log₂(end − start)⌉.
  private static func chudnovskySplit(
    from start: Int, to end: Int
  ) -> (p: BigInteger, q: BigInteger, t: BigInteger) {
    if end - start == 1 {
      // k < (4·maximumBits + 55)/46 < 5,800 (see pi(bits:)): every product here is below
      // 2^47, so wrapping products are exact (a checked one needs __multi3 on wasm32).
      let k = Int64(start)
      let p = k == 0 ? BigInteger.one : BigInteger((6 &* k - 5) &* (2 &* k - 1) &* (6 &* k - 1))
      let q =
        k == 0
        ? BigInteger.one
        : BigInteger(k &* k &* k) * BigInteger(10_939_058_860_032_000 as Int64)
      let t = p * BigInteger(13_591_409 + 545_140_134 &* k)
      return (p, q, k & 1 == 1 ? -t : t)
    }
    let middle = (start + end) / 2
    let (p1, q1, t1) = chudnovskySplit(from: start, to: middle)
    let (p2, q2, t2) = chudnovskySplit(from: middle, to: end)
    return (p1 * p2, q1 * q2, q2 * t1 + p1 * t2)
  }

  /// π·2^`bits` by Machin's formula π = 16 atan(1/5) − 4 atan(1/239), within 1 (`bits` ≥ 1):
  /// O(n²), the reference the tests compare ``pi(bits:)`` with.
  static func machinPi(bits: Int) -> BigInteger {
    let guardBits = guardBits(bits)
    let c = bits + guardBits
    // Each series is within 2 per term, about c/4.6 terms: 40 c units in all, below 2^guard/2.
    let sum =
      BigInteger(16) * arctangentOfInverse(5, bits: c) - BigInteger(4)
      * arctangentOfInverse(239, bits: c)
    return sum.scaled(byPowerOfTwo: -guardBits)
  }

  /// atan(1/n)·2^`bits`, within 2 per term of its series.
  private static func arctangentOfInverse(_ n: UInt32, bits: Int) -> BigInteger {
    let square = BigInteger(Int64(n) * Int64(n))
    var power = BigInteger.one.shiftedLeft(by: bits).quotientAndRemainder(
      dividingBy: BigInteger(Int64(n))
    ).quotient
    var sum = BigInteger.zero
    var k: Int64 = 0
    while !power.isZero {
      let term = power.quotientAndRemainder(dividingBy: BigInteger(2 * k + 1)).quotient
      sum = k & 1 == 0 ? sum + term : sum - term
      power = power.quotientAndRemainder(dividingBy: square).quotient
      k += 1
    }
    return sum
  }

  /// e^x·2^`bits` within 1.
  ///
  /// - Throws: ``CalculationError/resultTooLarge`` for |x| ≥ 2^30 (beyond 2^±(2^30), far
  ///   past any magnitude a formula is evaluated at).
  static func exponential(
    _ operand: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
    let operandBits = bits + magnitudeBits + 3
    let x = try operand.approximation(bits: operandBits)
    return try exponential(ofApproximation: x, bits: bits, magnitudeBits: magnitudeBits)
  }

  /// e^x′·2^`bits` for x′ = `x`/2^ob, ob = `bits` + `magnitudeBits` + 3, where `x` is within 1
  /// of x·2^ob and e^|x| < 2^(`magnitudeBits` − 1): within 1 of e^x·2^bits (see
  /// ``realExponential(_:bits:magnitudeBits:)``).
  private static func exponential(
    ofApproximation x: BigInteger, bits: Int, magnitudeBits: Int
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
    try atLeastOneBit(bits) { bits throws(CalculationError) in
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
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
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

  /// ln x·2^`bits` within 1, for x proven positive.
  ///
  /// - Throws: ``CalculationError/logarithmOfNonPositive`` where x is proven ≤ 0;
  ///   ``CalculationError/indistinguishableFromZero`` where x cannot be told from zero.
  static func logarithm(
    _ operand: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
    return try atLeastOneBit(bits) { bits throws(CalculationError) in
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
  private static func twiceArctangentHyperbolic(
    ofRational t: Rational, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
  ) throws(CalculationError) -> BigInteger {
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
