import MuslMath

extension ConstructiveReal {
  /// The bound on a hint's magnitude, far beyond any size a real is computed at.
  static let maximumHint = 0x1p24

  /// About log₂ |x| from the operands' hints, where the operation tells it: products,
  /// powers and roots (the squarings of x^3,858 would otherwise be bounded at 0 bits, all
  /// their integer bits); within ±``maximumHint``.
  static func hint(of operation: Operation) -> Double? {
    let hint: Double?
    switch operation {
    case .rational(let value): hint = value.isZero ? nil : log2Magnitude(of: value)
    case .pi: hint = 1.651496129472319
    case .negation(let x): hint = x.magnitudeHint
    case .square(let x): hint = x.magnitudeHint.map { 2 * $0 }
    case .reciprocal(let x): hint = x.magnitudeHint.map { -$0 }
    case .squareRoot(let x): hint = x.magnitudeHint.map { $0 / 2 }
    case .product(let x, let y):
      hint = x.magnitudeHint.flatMap { a in y.magnitudeHint.map { a + $0 } }
    case .sum(let x, let y):
      hint = x.magnitudeHint.flatMap { a in y.magnitudeHint.map { max(a, $0) + 1 } }
    case .exponential, .logarithm, .sine, .cosine, .arctangent, .smallArctangent, .arcsine,
      .hyperbolicTangent, .logGamma:
      hint = nil
    }
    return hint.flatMap(bounded)
  }

  /// `hint` within ±``maximumHint``; `nil` for NaN.
  static func bounded(_ hint: Double) -> Double? {
    hint.isNaN ? nil : min(max(hint, -maximumHint), maximumHint)
  }

  /// log₂ |`x`| for a finite, nonzero `x`, from musl's `log`, so that both builds agree.
  public static func log2Magnitude(of x: Double) -> Double {
    musl_log(x.magnitude) * 1.4426950408889634
  }

  /// log₂ |`value`| for a nonzero rational, beyond the `Double` range too.
  static func log2Magnitude(of value: Rational) -> Double {
    let (significand, exponent) = value.approximateSignificand
    return Double(exponent) + log2Magnitude(of: significand)
  }

  /// The hint as a whole exponent (0 without one): where Ziv loops start.
  public var hintExponent: Int {
    Int((magnitudeHint ?? 0).rounded(.toNearestOrAwayFromZero))
  }

  /// 8 bits finer than a value of about 2^``magnitudeHint`` (16 without a hint): where a
  /// search for its size starts.
  var hintedBits: Int {
    magnitudeHint == nil ? 16 : 8 - hintExponent
  }

  /// How much finer than ``searchBits`` a search for the size of a real hinted tiny goes,
  /// relative to its hint: 2^−3,321,928 (about 10^−1,000,000), the smallest size a
  /// formula's estimates give.
  static let maximumHintedSearchDepth = 3_321_928

  /// The finest precision a search for x's size or sign goes to: ``searchBits``, and as
  /// many bits finer as the hint says x is below 1, up to ``maximumHintedSearchDepth`` (so
  /// a display tells sin(10^−1,300) from zero, and 1/sin(10^−1,300) is 10^1,300).
  public var searchLimit: Int {
    Self.searchBits + min(max(-hintExponent, 0), Self.maximumHintedSearchDepth)
  }

  /// `bits`, or coarser where the hint says x is large: the precision of a first look at
  /// x that asks a huge x for about 16 significant bits, not for all its integer ones
  /// (atan, tanh, and asin's domain check of cosh(3000)³).
  func coarseBits(_ bits: Int) -> Int {
    magnitudeHint == nil ? bits : min(bits, 16 - hintExponent)
  }

  /// The next precision of a search for a size or a sign that started at a hint's scale:
  /// by halves up to 16 bits from far below, then fourfold, at most `limit`.
  static func nextSearchBits(after bits: Int, limit: Int) -> Int {
    bits < -16 ? bits / 2 : bits < 16 ? min(16, limit) : min(bits * 4, limit)
  }

  /// Hints a product's operand that has none from the product's own hint and the other
  /// operand's (a square's from half of it): cosh(e^9) is ½·(e^(e^9) + e^(−e^9)), whose
  /// sum only the formula's node has a size for, and bounded at 0 bits it would ask
  /// e^(e^9) for all its 11,690 integer bits.
  func inferHints(_ left: ConstructiveReal, _ right: ConstructiveReal?) {
    guard let hint = magnitudeHint else { return }
    guard let right else {
      if left.magnitudeHint == nil { left.magnitudeHint = hint / 2 }
      return
    }
    if right.magnitudeHint == nil, let known = left.magnitudeHint {
      right.magnitudeHint = hint - known
    } else if left.magnitudeHint == nil, let known = right.magnitudeHint {
      left.magnitudeHint = hint - known
    }
  }
}
