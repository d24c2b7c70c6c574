/// A real number known by how to approximate it to any precision (Boehm's constructive
/// reals): for the values that are not rational — π, e, square roots,
/// exponentials, logarithms, the other functions' values and x! of a non-integer (Γ).
///
/// ``approximation(bits:)`` answers an integer `a` with |a − x·2^bits| < 1, so every
/// approximation carries a rigorous error bound; ``rounded(toSignificantDigits:)`` raises the
/// precision until the rounding to N digits is decided (Ziv's strategy). Work is bounded:
/// no approximation finer than ``maximumBits`` is computed, and no expression deeper than
/// ``maximumDepth`` is evaluated (evaluation recurses once or a few times per level).
///
/// Each node keeps its finest approximation (Boehm's `max_appr`) and answers coarser
/// requests from it by rounding, so a node shared by many others is computed once per
/// precision asked: heavy sharing no longer costs 2^depth. A chain still costs work
/// quadratic in its depth (each level asks its operand for a bound, then for a few more bits
/// than the level below was computed at), which ``maximumDepth`` bounds. Nodes are not `Sendable` (the cache is mutable);
/// build and evaluate an expression on one thread.
///
/// Displays build their reals with ``FormulaGraph`` and bound their work with
/// ``withSearchLimit(_:_:)`` and ``WorkMeter/withBudget(_:_:)`` (`docs/exact-numbers.md`).
final class ConstructiveReal {
  /// What a node computes from its operands.
  enum Operation {
    /// A rational number, exactly.
    case rational(Rational)
    /// π.
    case pi
    /// The sum of two reals.
    case sum(ConstructiveReal, ConstructiveReal)
    /// The negation of a real.
    case negation(ConstructiveReal)
    /// The product of two reals.
    case product(ConstructiveReal, ConstructiveReal)
    /// The square of a real (one evaluation of its operand, where a product would make two).
    case square(ConstructiveReal)
    /// The reciprocal of a real that is not zero.
    case reciprocal(ConstructiveReal)
    /// The square root of a real that is not negative.
    case squareRoot(ConstructiveReal)
    /// e raised to a real.
    case exponential(ConstructiveReal)
    /// The natural logarithm of a positive real.
    case logarithm(ConstructiveReal)
    /// The sine of a real (radians).
    case sine(ConstructiveReal)
    /// The cosine of a real (radians).
    case cosine(ConstructiveReal)
    /// The arctangent of a real that is not rational (built by ``arctangent(_:)``).
    case arctangent(ConstructiveReal)
    /// The arctangent of a real known to lie in [−1/4, 1/4] (built by ``arctangent(_:)``).
    case smallArctangent(ConstructiveReal)
    /// The arcsine of the first real, computed as the second (built by ``arcsine(_:)``),
    /// which reports a domain error when the argument is proven outside [−1, 1].
    case arcsine(ConstructiveReal, ConstructiveReal)
    /// The hyperbolic tangent of the first real: ±1 for large arguments, else the second
    /// (built by ``hyperbolicTangent(_:)``).
    case hyperbolicTangent(ConstructiveReal, ConstructiveReal)
    /// ln Γ of a real proven above 7/16 (built by ``factorial(_:)``).
    case logGamma(ConstructiveReal)
  }

  /// What this node computes.
  let operation: Operation
  /// 1 for a leaf, one more than the deepest operand otherwise.
  let depth: Int
  /// The finest approximation computed so far and its precision in bits, if any.
  private var cache: (bits: Int, approximation: BigInteger)?
  /// How many approximations this node has computed (not answered from its cache): the
  /// work measure of the tests.
  private(set) var computationCount = 0
  /// About log₂ |x|, where known without evaluating.
  ///
  /// The operation tells it (``hint(of:)``), or whoever built the node knows it (a
  /// formula's `Double`, or an estimate where that overflowed). Size searches and Ziv loops
  /// start there, so that a value far above 1 is not first computed to all its integer bits
  /// (e^10,000 has 14,427). Only a starting point: a wrong hint costs work, never a digit.
  /// Kept within ±``maximumHint``.
  var magnitudeHint: Double? {
    didSet { magnitudeHint = magnitudeHint.flatMap(Self.bounded) }
  }

  /// A node computing `operation`.
  init(_ operation: Operation) {
    self.operation = operation
    self.depth =
      switch operation {
      case .rational, .pi: 1
      case .sum(let left, let right), .product(let left, let right),
        .arcsine(let left, let right), .hyperbolicTangent(let left, let right):
        max(left.depth, right.depth) + 1
      case .negation(let operand), .square(let operand), .reciprocal(let operand),
        .squareRoot(let operand), .exponential(let operand), .logarithm(let operand),
        .sine(let operand), .cosine(let operand), .arctangent(let operand),
        .smallArctangent(let operand), .logGamma(let operand):
        operand.depth + 1
      }
    self.magnitudeHint = Self.hint(of: operation)
  }

  /// A rational number, exactly.
  static func rational(_ value: Rational) -> ConstructiveReal { ConstructiveReal(.rational(value)) }
  /// π (a new node: its cache is its own).
  static var pi: ConstructiveReal { ConstructiveReal(.pi) }
  /// The sum of two reals.
  static func sum(_ left: ConstructiveReal, _ right: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.sum(left, right))
  }
  /// The negation of a real.
  static func negation(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.negation(operand))
  }
  /// The product of two reals.
  static func product(_ left: ConstructiveReal, _ right: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.product(left, right))
  }
  /// The square of a real.
  static func square(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.square(operand))
  }
  /// The reciprocal of a real that is not zero.
  static func reciprocal(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.reciprocal(operand))
  }
  /// The square root of a real that is not negative.
  static func squareRoot(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.squareRoot(operand))
  }
  /// e raised to a real.
  static func exponential(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.exponential(operand))
  }
  /// The natural logarithm of a positive real.
  static func logarithm(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.logarithm(operand))
  }

  /// The rational this node is, when it is a rational leaf.
  var rationalValue: Rational? {
    if case .rational(let value) = operation {
      return value
    }
    return nil
  }

  /// The finest approximation computed: 2^−65,536 (19,728 decimal digits), enough for
  /// `--digits 1000` with room for cancellation.
  static let maximumBits = 65_536

  /// The finest precision a search for a real's size goes to on this thread (whether it
  /// is zero, or beyond ±1): ``maximumBits`` unless ``withSearchLimit(_:_:)`` lowers it.
  private static let searchLimit = ThreadLocalInteger(initial: Int64(maximumBits))

  /// The finest precision searches go to on this thread now.
  static var searchBits: Int { Int(clamping: searchLimit.value) }

  /// `body`'s result with searches on this thread stopping at 2^−`bits` (a display's
  /// bound: a value not told from zero there is refused, not searched for to
  /// ``maximumBits``, which can take seconds).
  static func withSearchLimit<Result, Failure: Error>(
    _ bits: Int, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    let previous = searchLimit.value
    searchLimit.value = Int64(min(bits, searchBits))
    defer { searchLimit.value = previous }
    return try body()
  }

  /// The deepest expression evaluated: each level costs a few stack frames (up to about 20
  /// for a logarithm of a non-rational), far below a thread's stack at this depth.
  static let maximumDepth = 1_000

  /// e (a new node: its cache is its own).
  static var e: ConstructiveReal { .exponential(.rational(.one)) }

  /// The integer nearest to x·2^`bits`, within less than 1.
  ///
  /// - Throws: ``CalculationError/squareRootOfNegative`` or
  ///   ``CalculationError/logarithmOfNonPositive`` where the argument is proven out of the
  ///   domain; ``CalculationError/divisionByZero`` for the reciprocal of an exact zero;
  ///   ``CalculationError/indistinguishableFromZero`` for a reciprocal or logarithm whose
  ///   argument cannot be told from zero at ``searchLimit``;
  ///   ``CalculationError/resultTooLarge`` when the precision needed exceeds ``maximumBits``,
  ///   the expression is deeper than ``maximumDepth`` or the work is past its limit
  ///   (``WorkMeter/withBudget(_:_:)``).
  func approximation(bits: Int) throws(CalculationError) -> BigInteger {
    // Relative to a tiny value's hinted size: 2^−144,270 (e^−100,000) is asked for 144,340
    // bits, which are 70 below it.
    guard bits + min(hintExponent, 0) <= 4 * Self.maximumBits, depth <= Self.maximumDepth else {
      throw .resultTooLarge
    }
    if let cache, cache.bits >= bits {
      // Within 1 at cache.bits is within 1/2 at `bits` when coarser; rounding adds 1/2.
      return cache.bits == bits
        ? cache.approximation : cache.approximation.scaled(byPowerOfTwo: bits - cache.bits)
    }
    try WorkMeter.check()
    computationCount += 1
    let result = try computeApproximation(bits: bits)
    cache = (bits, result)
    return result
  }

  /// The approximation at `bits`, computed from the operands.
  private func computeApproximation(bits: Int) throws(CalculationError) -> BigInteger {
    switch operation {
    case .rational(let value):
      return Self.scaled(value, bits: bits)
    case .negation(let operand):
      return -(try operand.approximation(bits: bits))
    case .sum(let left, let right):
      // Each within 1 at 2 more bits: the sum is within 1/2 after dropping them.
      let total = try left.approximation(bits: bits + 2) + right.approximation(bits: bits + 2)
      return total.scaled(byPowerOfTwo: -2)
    case .product(let left, let right):
      inferHints(left, right)
      return try Self.product(left, right, bits: bits)
    case .square(let operand):
      inferHints(operand, nil)
      return try Self.product(operand, nil, bits: bits)
    case .reciprocal(let operand):
      return try Self.reciprocal(operand, bits: bits)
    case .squareRoot(let operand):
      return try Self.squareRoot(operand, bits: bits)
    case .pi:
      return try Self.atLeastOneBit(bits, Self.pi(bits:))
    case .exponential(let operand):
      return try Self.exponential(operand, bits: bits)
    case .logarithm(let operand):
      return try Self.logarithm(operand, bits: bits)
    case .sine(let operand):
      return try Self.sineApproximation(operand, cosine: false, bits: bits)
    case .cosine(let operand):
      return try Self.sineApproximation(operand, cosine: true, bits: bits)
    case .arctangent(let operand):
      return try Self.arctangentApproximation(operand, bits: bits)
    case .smallArctangent(let operand):
      return try Self.smallArctangentApproximation(operand, bits: bits)
    case .arcsine(let argument, let value):
      return try Self.arcsineApproximation(argument, value, bits: bits)
    case .hyperbolicTangent(let argument, let moderate):
      return try Self.hyperbolicTangentApproximation(argument, moderate, bits: bits)
    case .logGamma(let operand):
      return try Self.logGammaApproximation(operand, bits: bits)
    }
  }

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
  func rounded(
    toSignificantDigits count: Int, maximumBits: Int = maximumBits
  ) throws(CalculationError) -> RoundedDecimal? {
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
  ) throws(CalculationError) -> RoundedDecimal? {
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
  func doubleValue(maximumBits: Int = maximumBits) throws(CalculationError) -> Double? {
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

  /// `value`·2^`bits`, rounded to the nearest integer.
  private static func scaled(_ value: Rational, bits: Int) -> BigInteger {
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
    _ bits: Int, _ body: (Int) throws(CalculationError) -> BigInteger
  ) throws(CalculationError) -> BigInteger {
    if bits >= 1 {
      return try body(bits)
    }
    // Within 1 at 1 bit is within 2^(bits − 1) ≤ 1/2 at `bits`; rounding adds 1/2 at most.
    return try body(1).scaled(byPowerOfTwo: bits - 1)
  }

  /// An n with |x| < 2^n: from the cache when it holds at least 4 significant bits, else
  /// from an approximation 8 bits finer than ``magnitudeHint`` (but at most `finestBits`,
  /// and no finer than 0 bits without a hint); where that hint was high, from finer ones,
  /// 16, 32, 64, … bits finer, up to 0 bits.
  func upperBoundExponent(finestBits: Int) throws(CalculationError) -> Int {
    // |x| < (|a| + 1)·2^−bits for any approximation a at bits.
    if let cache, cache.approximation.magnitude >= Self.sixteen {
      return (cache.approximation.magnitude + .one).bitWidth - cache.bits
    }
    var bits = magnitudeHint == nil ? 0 : min(hintedBits, max(finestBits, 0))
    var step = 16
    while true {
      let approximation = try approximation(bits: bits).magnitude
      guard bits < 0, approximation < Self.sixteen else {
        return (approximation + .one).bitWidth - bits
      }
      // The hint was high (cancellation, as x − c in atan of a huge x): a bound this loose
      // would ask the other factor of a product for bits it does not need, and a huge x
      // costs by the bits asked relative to its size.
      bits = min(bits + step, 0)
      step *= 2
    }
  }

  /// 16, the least approximation whose error (1) is within a sixteenth of it.
  private static let sixteen = BigInteger(16)

  /// An m with |x| ≥ 2^m, found by raising the precision until the approximation is at
  /// least 2 in magnitude.
  ///
  /// - Throws: ``CalculationError/indistinguishableFromZero`` when x cannot be told from
  ///   zero at ``searchLimit``.
  func lowerBoundExponent() throws(CalculationError) -> Int {
    // |x| > (|a| − 1)/2^bits ≥ 2^(bitWidth(|a| − 1) − 1 − bits) for any approximation a.
    if let cache, cache.approximation.magnitude >= Self.sixteen {
      return (cache.approximation.magnitude - .one).bitWidth - 1 - cache.bits
    }
    let limit = searchLimit
    // From the hint's scale (a large x is found at a few bits relative to its size, a
    // small one without climbing to it) or 16 bits; a hint that was high climbs by halves
    // to 16, and from there by fourfold steps.
    var bits = min(hintedBits, limit)
    while true {
      let approximation = try approximation(bits: bits).magnitude
      if approximation > BigInteger.one {
        return (approximation - .one).bitWidth - 1 - bits
      }
      guard bits < limit else { throw .indistinguishableFromZero }
      bits = Self.nextSearchBits(after: bits, limit: limit)
    }
  }

  /// x·y (or x² when `right` is nil) within 1 at `bits`.
  private static func product(
    _ left: ConstructiveReal, _ right: ConstructiveReal?, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
  private static func reciprocal(
    _ operand: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
  private static func squareRoot(
    _ operand: ConstructiveReal, bits: Int
  ) throws(CalculationError) -> BigInteger {
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
