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
/// The calculator's displays build their reals from formula graphs and bound their work with
/// ``withSearchLimit(_:_:)`` and ``WorkMeter/withBudget(_:_:)`` (`docs/exact-numbers.md`).
public final class ConstructiveReal {
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
  public var magnitudeHint: Double? {
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
  public static func rational(_ value: Rational) -> ConstructiveReal {
    ConstructiveReal(.rational(value))
  }
  /// π (a new node: its cache is its own).
  static var pi: ConstructiveReal { ConstructiveReal(.pi) }
  /// The sum of two reals.
  public static func sum(_ left: ConstructiveReal, _ right: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.sum(left, right))
  }
  /// The negation of a real.
  public static func negation(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.negation(operand))
  }
  /// The product of two reals.
  public static func product(_ left: ConstructiveReal, _ right: ConstructiveReal)
    -> ConstructiveReal
  {
    ConstructiveReal(.product(left, right))
  }
  /// The square of a real.
  public static func square(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.square(operand))
  }
  /// The reciprocal of a real that is not zero.
  public static func reciprocal(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.reciprocal(operand))
  }
  /// The square root of a real that is not negative.
  public static func squareRoot(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.squareRoot(operand))
  }
  /// e raised to a real.
  public static func exponential(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.exponential(operand))
  }
  /// The natural logarithm of a positive real.
  public static func logarithm(_ operand: ConstructiveReal) -> ConstructiveReal {
    ConstructiveReal(.logarithm(operand))
  }

  /// The rational this node is, when it is a rational leaf.
  public var rationalValue: Rational? {
    if case .rational(let value) = operation {
      return value
    }
    return nil
  }

  /// The finest approximation computed: 2^−65,536 (19,728 decimal digits), enough for
  /// `--digits 1000` with room for cancellation.
  public static let maximumBits = 65_536

  /// The finest precision a search for a real's size goes to on this thread (whether it
  /// is zero, or beyond ±1): ``maximumBits`` unless ``withSearchLimit(_:_:)`` lowers it.
  @usableFromInline static let searchLimit = ThreadLocalInteger(initial: Int64(maximumBits))

  /// The finest precision searches go to on this thread now.
  @usableFromInline static var searchBits: Int { Int(clamping: searchLimit.value) }

  /// `body`'s result with searches on this thread stopping at 2^−`bits` (a display's
  /// bound: a value not told from zero there is refused, not searched for to
  /// ``maximumBits``, which can take seconds).
  @inlinable public static func withSearchLimit<Result, Failure: Error>(
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
  /// - Throws: ``ArithmeticError/squareRootOfNegative`` or
  ///   ``ArithmeticError/logarithmOfNonPositive`` where the argument is proven out of the
  ///   domain; ``ArithmeticError/divisionByZero`` for the reciprocal of an exact zero;
  ///   ``ArithmeticError/indistinguishableFromZero`` for a reciprocal or logarithm whose
  ///   argument cannot be told from zero at ``searchLimit``;
  ///   ``ArithmeticError/resultTooLarge`` when the precision needed exceeds ``maximumBits``,
  ///   the expression is deeper than ``maximumDepth`` or the work is past its limit
  ///   (``WorkMeter/withBudget(_:_:)``).
  public func approximation(bits: Int) throws(ArithmeticError) -> BigInteger {
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
  private func computeApproximation(bits: Int) throws(ArithmeticError) -> BigInteger {
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

  /// An n with |x| < 2^n: from the cache when it holds at least 4 significant bits, else
  /// from an approximation 8 bits finer than ``magnitudeHint`` (but at most `finestBits`,
  /// and no finer than 0 bits without a hint); where that hint was high, from finer ones,
  /// 16, 32, 64, … bits finer, up to 0 bits.
  func upperBoundExponent(finestBits: Int) throws(ArithmeticError) -> Int {
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
  /// - Throws: ``ArithmeticError/indistinguishableFromZero`` when x cannot be told from
  ///   zero at ``searchLimit``.
  public func lowerBoundExponent() throws(ArithmeticError) -> Int {
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
}
