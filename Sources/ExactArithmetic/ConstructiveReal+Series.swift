extension ConstructiveReal {
  /// Guard bits for a series evaluated for `bits` bits: 2^guard ≥ 16 (bits + 64), more
  /// than the few units of rounding error each of its at most `bits + guard` terms adds.
  static func guardBits(_ bits: Int) -> Int {
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
}
