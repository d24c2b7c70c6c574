import MuslMath

extension ConstructiveReal {
  /// The largest |x| whose x! is computed as a real: ln Γ(4,001) ≈ 29,183 is still below
  /// the 2^15 that e^x takes, and whole numbers stop here too (``Rational/factorial(_:)``).
  public static let maximumFactorialArgument = 4_000

  /// The finest precision ln Γ is computed at, 16,384 bits (about 4,900 digits).
  ///
  /// That is four times what `--digits 1000` asks of a value near 1. The work grows faster
  /// than the square of the bits (the tangent numbers), so finer requests throw
  /// ``ArithmeticError/resultTooLarge``.
  static let maximumLogGammaBits = 16_384

  /// x! = Γ(x + 1) for any real x that is not a negative integer: exactly for a whole
  /// rational, else e^(ln Γ(x + 1)) for x > −9/16 and, by Euler's reflection
  /// Γ(1 + x) Γ(−x) = −π / sin(πx), −π e^(−ln Γ(−x)) / sin(πx) for x < −1/2.
  ///
  /// Which side x is on is decided from an approximation within 1/16 (the sides overlap,
  /// so any x is on one of them). A real x that is a negative integer without being a
  /// rational (−√4) makes sin(πx) zero, which no approximation proves: its evaluation
  /// throws ``ArithmeticError/resultTooLarge``, as any such reciprocal does.
  ///
  /// - Throws: ``ArithmeticError/factorialOfNegative`` for a rational negative integer;
  ///   ``ArithmeticError/resultTooLarge`` for |x| > ``maximumFactorialArgument`` (about),
  ///   and for the whole numbers ``Rational/factorial(_:)`` refuses.
  public static func factorial(_ x: ConstructiveReal) throws(ArithmeticError) -> ConstructiveReal {
    if let value = x.rationalValue, value.isInteger {
      return .rational(try Rational.factorial(value.numerator))
    }
    // |E − 16x| < 1.
    let estimate = try x.approximation(bits: 4)
    guard estimate.magnitude <= BigInteger(16 * maximumFactorialArgument) else {
      throw .resultTooLarge
    }
    if BigInteger(-8) <= estimate {
      // x > (E − 1)/16 ≥ −9/16, so z = x + 1 > 7/16.
      let z: ConstructiveReal =
        if let value = x.rationalValue {
          .rational(try value + .one)
        } else {
          .sum(x, .rational(.one))
        }
      return .exponential(ConstructiveReal(.logGamma(z)))
    }
    // E ≤ −9: x < (E + 1)/16 ≤ −1/2, so −x > 1/2.
    let pi = ConstructiveReal.pi
    let reflected = ConstructiveReal(.logGamma(negated(x)))
    let sine = try sine(.product(x, pi))
    // Hints from x's estimate, so that a product of these factors bounds each relative to
    // its size: (−3999.5)! is 2^−42,067, and bounded at 0 bits π and the sine would be asked
    // for 42,000 bits.
    let power: ConstructiveReal = .exponential(.negation(reflected))
    let x = Double(estimate.int64Value ?? 0) / 16
    power.magnitudeHint = -Self.log2FactorialEstimate(-x - 1)
    sine.magnitudeHint =
      musl_log(max(musl_sin(Double.pi * (x - x.rounded(.down))), 0x1p-20))
      * 1.4426950408889634
    return .negation(.product(.product(pi, power), .reciprocal(sine)))
  }

  /// About log₂ |x!| = log₂ |Γ(x + 1)| by Stirling's formula, beyond the `Double` range
  /// (171.5! is 2^1,030.4, (−3999.5)! 2^−42,067); by Euler's reflection below −½.
  public static func log2FactorialEstimate(_ x: Double) -> Double {
    /// ln Γ(z) for z ≥ 1, within about 1/(12z).
    func logGamma(_ z: Double) -> Double {
      (z - 0.5) * musl_log(z) - z + 0.9189385332046727
    }
    let log2e = 1.4426950408889634
    guard x.isFinite else { return x > 0 ? .infinity : -.infinity }
    if x >= -0.5 {
      return logGamma(max(x + 1, 1)) * log2e
    }
    // |Γ(1 + x)| = π / (|sin(πx)| Γ(−x)).
    let sine = musl_sin(Double.pi * (x - x.rounded(.down))).magnitude
    return (1.1447298858494002 - musl_log(max(sine, 1e-300)) - logGamma(max(-x, 1))) * log2e
  }

  /// ln Γ(z)·2^`bits` within 1, for z > 7/16 (``factorial(_:)`` proves it).
  ///
  /// z is shifted up by n ≥ 0 to w = z + n > W ≥ max(8, bits/2) (W an integer), and
  ///
  ///     ln Γ(z) = A + S_K(w) + R_K(w),
  ///     A = (w − ½) ln w − w + ½ ln 2π − ln(z(z + 1)…(z + n − 1)),
  ///     S_K(w) = Σ_(k=1…K) B_2k / (2k(2k − 1) w^(2k−1)),
  ///
  /// Stirling's series with its remainder R_K, which for real w > 0 is at most the first
  /// omitted term in magnitude (DLMF 5.11(ii)). At b = max(`bits`, 1):
  ///
  /// - A is a tree of nodes built for this request (logarithms of w, 2π and the shift's
  ///   product, ``logarithmOfRisingProduct(_:shift:near:)``), approximated within 1 at
  ///   b + 3 bits;
  /// - K is the fewest terms whose first omitted one is at most 2^−(b+4) for any w > W,
  ///   and S_K is within 1 at b + 3 (``stirlingSeries(_:above:bits:)``);
  ///
  /// so the sum is within 1 + 1 + 1/2 units of 2^−(b+3), 5/16 at b, and rounding it adds
  /// 1/2: within 1. A request below 1 bit is computed at 1 and rounded
  /// (``atLeastOneBit(_:_:)``).
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` above ``maximumLogGammaBits`` or for
  ///   z beyond ``maximumFactorialArgument`` + 2; what approximating z throws.
  static func logGammaApproximation(
    _ z: ConstructiveReal, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    guard bits <= maximumLogGammaBits else { throw .resultTooLarge }
    return try atLeastOneBit(bits) { bits throws(ArithmeticError) in
      // The nodes below ask z for about bits − 10 to bits + 3⌈log₂ n⌉ + 30 bits, n the
      // shift: asked once above them all, z answers the rest from its cache. Otherwise a z
      // that is itself costly (an x! inside an x!) would be computed a few dozen times,
      // and nested factorials would cost that to the power of their depth.
      let margin = 96 + 4 * BigInteger(max(bits / 2, 8)).bitWidth
      _ = try z.approximation(bits: bits + margin)
      // |E − z| < 1 and z > 0, so z > max(E − 1, 0).
      guard let estimate = try z.approximation(bits: 0).int64Value.flatMap({ Int(exactly: $0) }),
        estimate <= maximumFactorialArgument + 2
      else { throw .resultTooLarge }
      let floor = max(estimate - 1, 0)
      let shift = max(max(bits / 2, 8) - floor, 0)
      let w: ConstructiveReal
      if shift == 0 {
        w = z
      } else if let value = z.rationalValue {
        w = .rational(try value + Rational(shift))
      } else {
        w = .sum(z, .rational(Rational(shift)))
      }
      let main = try stirlingMain(z, w, shift: shift, near: max(estimate, 1))
        .approximation(bits: bits + 3)
      let series = try stirlingSeries(w, above: floor + shift, bits: bits + 3)
      return (main + series).scaled(byPowerOfTwo: -3)
    }
  }

  /// (w − ½) ln w − w + ½ ln 2π − ln(z(z + 1)…(z + `shift` − 1)), w = z + `shift`, as
  /// nodes (the last term only for a shift); `near` ≥ 1 is within 1 of z, or z < 2.
  private static func stirlingMain(
    _ z: ConstructiveReal, _ w: ConstructiveReal, shift: Int, near: Int
  ) throws(ArithmeticError) -> ConstructiveReal {
    let half = try Rational(.one, BigInteger(2))
    let wMinusHalf: ConstructiveReal =
      if let value = w.rationalValue {
        .rational(try value - half)
      } else {
        .sum(w, .rational(-half))
      }
    let halfLogTwoPi = ConstructiveReal.product(
      .rational(half), .logarithm(.product(.rational(Rational(2)), .pi)))
    let value = ConstructiveReal.sum(
      .sum(.product(wMinusHalf, .logarithm(w)), negated(w)), halfLogTwoPi)
    guard shift > 0 else { return value }
    return .sum(value, .negation(try logarithmOfRisingProduct(z, shift: shift, near: near)))
  }

  /// ln(z(z + 1)…(z + `shift` − 1)) as nodes, `shift` ≥ 1.
  ///
  /// A rational z = p/q gives the rationals Π(p + jq)/q^m of runs of factors
  /// (``logarithmOfProduct(count:_:)``). A real z's product would be huge (2^200 and
  /// more), and a product node asks its operands for the bits asked of it plus the other
  /// operand's size: z would be asked for far more bits than the logarithm needs. So the
  /// factors are (z + j)/(e + j) with e = `near` ≥ 1 within 1 of z (or z < 2 for e = 1):
  /// their product lies between 1/(3·shift) and shift + 1, and ln Π(e + j) is the
  /// logarithm of integers.
  private static func logarithmOfRisingProduct(
    _ z: ConstructiveReal, shift: Int, near: Int
  ) throws(ArithmeticError) -> ConstructiveReal {
    if let value = z.rationalValue {
      return try logarithmOfProduct(count: shift) { j in
        (value.numerator + BigInteger(j) * value.denominator, value.denominator)
      }
    }
    let ratios = try risingProduct(from: 0, to: shift) { j throws(ArithmeticError) in
      let shifted: ConstructiveReal = j == 0 ? z : .sum(z, .rational(Rational(j)))
      return .product(shifted, .rational(try Rational(.one, BigInteger(near + j))))
    }
    let integers = try logarithmOfProduct(count: shift) { j in (BigInteger(near + j), .one) }
    return .sum(.logarithm(ratios), integers)
  }

  /// ln Π_(j < `count`) p_j/q_j for `factor(j)` = (p_j, q_j), positive, each a
  /// ``Rational`` within its bound: a balanced sum of the logarithms of runs of factors
  /// multiplied exactly while both sides stay within 8,192 bits. (A logarithm's argument
  /// is divided by a power of two as a ``Rational``: one beyond
  /// ``Rational/maximumBitWidth`` would throw.)
  private static func logarithmOfProduct(
    count: Int, _ factor: (Int) -> (BigInteger, BigInteger)
  ) throws(ArithmeticError) -> ConstructiveReal {
    let runBits = 8_192
    var logarithms: [ConstructiveReal] = []
    var numerator = BigInteger.one
    var denominator = BigInteger.one
    for j in 0..<count {
      let (p, q) = factor(j)
      if numerator.bitWidth + p.bitWidth > runBits || denominator.bitWidth + q.bitWidth > runBits,
        numerator != .one || denominator != .one
      {
        logarithms.append(.logarithm(.rational(try Rational(numerator, denominator))))
        numerator = .one
        denominator = .one
      }
      numerator = numerator * p
      denominator = denominator * q
    }
    logarithms.append(.logarithm(.rational(try Rational(numerator, denominator))))
    // Pairwise sums, ⌈log₂ runs⌉ deep.
    while logarithms.count > 1 {
      var sums: [ConstructiveReal] = []
      var iterator = logarithms.makeIterator()
      while let first = iterator.next() {
        if let second = iterator.next() {
          sums.append(.sum(first, second))
        } else {
          sums.append(first)
        }
      }
      logarithms = sums
    }
    return logarithms.first ?? .rational(.zero)
  }

  /// The product of `factor(j)` for `start` ≤ j < `end` (`end` > `start` ≥ 0), a
  /// balanced tree of products ⌈log₂(end − start)⌉ deep.
  private static func risingProduct(
    from start: Int, to end: Int,
    _ factor: (Int) throws(ArithmeticError) -> ConstructiveReal
  ) throws(ArithmeticError) -> ConstructiveReal {
    if end - start == 1 {
      return try factor(start)
    }
    let middle = start + (end - start) / 2
    return .product(
      try risingProduct(from: start, to: middle, factor),
      try risingProduct(from: middle, to: end, factor))
  }

  /// S_K(w)·2^`bits` within 1, Stirling's sum Σ_(k=1…K) c_k w^(1−2k) with
  /// c_k = B_2k/(2k(2k − 1)), for w > `lower` ≥ 8, with K the fewest terms whose first
  /// omitted one, |c_(K+1)| / lower^(2K+1), is at most 2^−(`bits` + 1) (`bits` ≥ 1).
  ///
  /// With the tangent numbers T_k (``stirlingTangentNumbers(above:bits:)``),
  /// B_2k = (−1)^(k−1) 2k T_k / (4^k (4^k − 1)), so c_k = (−1)^(k−1) T_k /
  /// ((2k − 1) 4^k (4^k − 1)) and the ratio of magnitudes |c_k / c_(k−1)| is
  /// ρ_k = T_k (2k − 3)(4^(k−1) − 1) / (4 T_(k−1) (2k − 1)(4^k − 1)).
  ///
  /// Error, in units of 2^−c (c = bits + g, 2^g > 10K): U within 1 of u = 2^c/w (< 2^c/8);
  /// s = ⌊U²/2^c⌋ is within (2u + 1)/2^c + 1 < 2 of s* = u²/2^c. The magnitudes
  /// τ_1 = ⌊U/12⌋ (within 13/12 of τ*_1 = c_1 u) and τ_k = ⌊τ_(k−1) s ρ_k / 2^c⌋; the loop
  /// refuses unless 2ρ_k(s + 2) ≤ 2^c, so ρ_k s/2^c ≤ 1/2 and the true terms τ*_k at least
  /// halve. The error e_k ≤ e_(k−1) ρ_k s/2^c + τ*_(k−1) ρ_k |s − s*|/2^c + 1 <
  /// e_(k−1)/2 + 2 τ*_k/s* + 1, and τ*_k/s* ≤ τ*_2/s* = |c_2| u/2^c < 1/2,880: every
  /// e_k < 2.01. The K signed terms are within 3K < 2^g/2 in all; dropping the g bits and
  /// rounding keeps within 1.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` when a ratio check fails (it does not
  ///   for w ≥ bits/2: ρ_k < k²/π² and K < w/3) or the terms do not get small enough.
  private static func stirlingSeries(
    _ w: ConstructiveReal, above lower: Int, bits: Int
  ) throws(ArithmeticError) -> BigInteger {
    let tangents = try stirlingTangentNumbers(above: lower, bits: bits + 1)
    let count = tangents.count
    let guardBits = BigInteger(10 * count).bitWidth
    let c = bits + guardBits
    let u = try ConstructiveReal.reciprocal(w).approximation(bits: c)
    guard u.signum > 0 else { throw .resultTooLarge }
    let square = (u * u).shiftedRight(by: c)
    var term = u.quotientAndRemainder(dividingBy: BigInteger(12)).quotient
    var sum = term
    var index = 1
    for (previous, current) in zip(tangents, tangents.dropFirst()) {
      index += 1
      let k = Int64(index)
      // ρ_k = ratio / divisor.
      let ratio =
        current * BigInteger(2 * k - 3) * (BigInteger.one.shiftedLeft(by: 2 * index - 2) - .one)
      let divisor =
        previous * BigInteger(4 * (2 * k - 1)) * (BigInteger.one.shiftedLeft(by: 2 * index) - .one)
      let scaledDivisor = divisor.shiftedLeft(by: c)
      guard (ratio * (square + BigInteger(2))).shiftedLeft(by: 1) <= scaledDivisor else {
        throw .resultTooLarge
      }
      term = (term * square * ratio).quotientAndRemainder(dividingBy: scaledDivisor).quotient
      sum = index & 1 == 1 ? sum + term : sum - term
    }
    return sum.scaled(byPowerOfTwo: -guardBits)
  }

  /// The tangent numbers T_1 … T_K (1, 2, 16, 272, …) for the fewest K ≥ 1 whose first
  /// omitted Stirling term, |c_(K+1)| / lower^(2K+1) = T_(K+1) / ((2K + 1) 4^(K+1)
  /// (4^(K+1) − 1) lower^(2K+1)), is at most 2^−`bits` (from ``TangentNumbers``).
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` beyond bits/4 + 16 terms (with
  ///   lower ≥ bits/2 about bits/11 suffice).
  private static func stirlingTangentNumbers(
    above lower: Int, bits: Int
  ) throws(ArithmeticError) -> [BigInteger] {
    let maximumCount = bits / 4 + 16
    let lowerSquare = BigInteger(lower) * BigInteger(lower)
    var sequence = TangentNumbers()
    var tangents: [BigInteger] = []
    // lower^(2K+1) for K = tangents.count terms.
    var power = BigInteger(lower) * lowerSquare
    while tangents.count <= maximumCount {
      // tangent is T_(K+1), the first omitted term's of K = tangents.count terms.
      let tangent = sequence.next()
      let count = tangents.count
      if count >= 1 {
        let k = count + 1
        let fourPower = BigInteger.one.shiftedLeft(by: 2 * k)
        let bound = BigInteger(2 * k - 1) * fourPower * (fourPower - .one) * power
        if tangent.shiftedLeft(by: bits) <= bound {
          return tangents
        }
        power = power * lowerSquare
      }
      tangents.append(tangent)
    }
    throw .resultTooLarge
  }
}

/// The tangent numbers T_1, T_2, … (1, 2, 16, 272, …) in order.
///
/// T_k is the zigzag number E_(2k−1), the last of row 2k − 1 of Seidel's boustrophedon:
/// row 0 is 1, row n is 0 followed by the running sums of row n − 1 reversed. The first
/// ``tableSize`` come from a table computed once (a display's Γ needs a dozen to a few
/// dozen, and recomputing them was a third of its cost); the rest continue from the
/// table's last row.
struct TangentNumbers {
  /// How many the table holds: T_64 has about 700 bits.
  static let tableSize = 64
  /// T_1 … T_tableSize, and row 2·tableSize + 1, whose last entry is the next one.
  private static let table: (numbers: [BigInteger], row: [BigInteger]) = {
    var row = [BigInteger.zero, BigInteger.one]
    var numbers: [BigInteger] = []
    for _ in 0..<tableSize {
      numbers.append(row.last ?? .zero)
      row = nextOddRow(after: row)
    }
    return (numbers, row)
  }()

  private var index = 0
  /// The row whose last entry is the next number, once past the table.
  private var row: [BigInteger]?

  /// The next tangent number.
  mutating func next() -> BigInteger {
    defer { index += 1 }
    if index < Self.tableSize {
      return Self.table.numbers[index]
    }
    let current = row ?? Self.table.row
    row = Self.nextOddRow(after: current)
    return current.last ?? .zero
  }

  /// Rows n + 1 and n + 2 of the boustrophedon after row n (odd): the odd one ends with the
  /// next tangent number.
  private static func nextOddRow(after row: [BigInteger]) -> [BigInteger] {
    var row = row
    for _ in 0..<2 {
      var next = [BigInteger.zero]
      next.reserveCapacity(row.count + 1)
      var running = BigInteger.zero
      for entry in row.reversed() {
        running = running + entry
        next.append(running)
      }
      row = next
    }
    return row
  }
}
