extension Rational {
  /// The most digits a decimal literal may have, and the largest magnitude of its exponent,
  /// for ``init(decimal:)``: more cannot be held within ``maximumBitWidth`` anyway.
  static let maximumDecimalLength = 10_000

  /// The exact value of a decimal literal: an optional `-`, digits with at most one `.`
  /// (`12`, `.5`, `3.`, `0.25`) and an optional exponent (`1e200`, `2E-173`, `1e+3`).
  ///
  /// Returns `nil` for any other text.
  ///
  /// - Throws: ``ArithmeticError/resultTooLarge`` for more than ``maximumDecimalLength``
  ///   digits, an exponent beyond it, or a value beyond ``maximumBitWidth``.
  public init?(decimal text: some StringProtocol) throws(ArithmeticError) {
    try self.init(decimalBytes: Array(text.utf8).span)
  }

  /// ``init(decimal:)`` of the text's UTF-8 bytes.
  public init?(decimalBytes bytes: Span<UInt8>) throws(ArithmeticError) {
    var index = 0
    let isNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
    if isNegative {
      index += 1
    }
    // The significant digits: in a word while there are at most 19 of them (almost every
    // literal), else as text for `BigInteger(decimal:)`.
    var word: UInt64 = 0
    var digitCount = 0
    var digits = ""
    var scale = 0
    var seenPoint = false
    while index < bytes.count, bytes[index] | 0x20 != UInt8(ascii: "e") {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        if !(digitCount == 0 && byte == UInt8(ascii: "0")) {
          digitCount += 1
          if digitCount <= 19 {
            word = word * 10 + UInt64(byte - UInt8(ascii: "0"))
          } else {
            if digitCount == 20 {
              digits = String(word)
            }
            digits.unicodeScalars.append(Unicode.Scalar(byte))
          }
        }
        if seenPoint {
          scale -= 1
        }
      } else {
        return nil
      }
    }
    var exponent = 0
    if index < bytes.count {
      index += 1
      let exponentIsNegative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
      if index < bytes.count,
        bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard index < bytes.count else { return nil }
      for offset in index..<bytes.count {
        let byte = bytes[offset]
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        if exponent <= Self.maximumDecimalLength {
          exponent = exponent * 10 + Int(byte - UInt8(ascii: "0"))
        }
      }
      guard exponent <= Self.maximumDecimalLength else { throw .resultTooLarge }
      if exponentIsNegative {
        exponent = -exponent
      }
    }
    guard digitCount <= Self.maximumDecimalLength else { throw .resultTooLarge }
    let integer: BigInteger
    if digitCount <= 19 {
      integer = BigInteger(magnitude: word)
    } else if let wide = BigInteger(decimal: digits) {
      integer = wide
    } else {
      return nil
    }
    let power = BigInteger.powerOfTen((scale + exponent).magnitude.clampedToInt)
    let signed = isNegative ? -integer : integer
    if scale + exponent >= 0 {
      // A whole number: already in lowest terms.
      let whole = signed * power
      guard whole.bitWidth <= Self.maximumBitWidth else { throw .resultTooLarge }
      self.init(integer: whole)
    } else {
      try self.init(signed, power)
    }
  }

  /// The exact value of a finite `Double`; `nil` for NaN and the infinities.
  init?(exactly value: Double) {
    guard value.isFinite else { return nil }
    if value == 0 {
      self = .zero
      return
    }
    // value = significand × 2^exponent, with an integer significand of up to 53 bits
    // (subnormals: the bit pattern times 2^−1074; `Double.exponent` is the top bit's).
    let significand = BigInteger(
      magnitude: value.significandBitPattern | (value.isNormal ? 1 << 52 : 0),
      isNegative: value < 0)
    let exponent = value.isNormal ? Int(value.exponent) - 52 : -1_074
    do {
      if exponent >= 0 {
        try self.init(significand.shiftedLeft(by: exponent), .one)
      } else {
        try self.init(significand, BigInteger.one.shiftedLeft(by: -exponent))
      }
    } catch {
      // At most 1,127 bits: a Double always fits.
      return nil
    }
  }

  /// The `Double` nearest the value, ties to even (IEEE 754's default rounding): ±infinity
  /// beyond the largest finite `Double` (from 2^1024 × (1 − 2^−54) up), subnormals and ±0
  /// below the smallest normal one.
  public var doubleValue: Double {
    quotientOfSmallParts ?? Self.nearestDouble(numerator, over: denominator)
  }

  /// The quotient of the parts when both are exact as Doubles: IEEE division rounds it
  /// once, correctly.
  private var quotientOfSmallParts: Double? {
    guard numerator.bitWidth <= 53, denominator.bitWidth <= 53, let top = numerator.int64Value,
      let bottom = denominator.int64Value
    else { return nil }
    return Double(top) / Double(bottom)
  }

  /// The value within a few units in the last place, cheaply (for inner nodes, whose
  /// `Double` only floating-point fallbacks and cost estimates read): exact, as
  /// ``doubleValue``, when both parts fit in 53 bits.
  var approximateDouble: Double {
    if let quotient = quotientOfSmallParts {
      return quotient
    }
    let (significand, exponent) = approximateSignificand
    return exponent == 0
      ? significand : Double(sign: .plus, exponent: exponent, significand: significand)
  }

  /// The value as d·2^e, d the quotient of the parts' leading 64 bits as `Double`s (within
  /// 2 units in its last place), so that magnitudes beyond the `Double` range have one.
  var approximateSignificand: (significand: Double, exponent: Int) {
    func leading(_ x: BigInteger) -> (value: Double, excess: Int) {
      guard let word = x.wordMagnitude else {
        let excess = x.bitWidth - 64
        return (Double(x.magnitude.shiftedRight(by: excess).wordMagnitude ?? 0), excess)
      }
      return (Double(word), 0)
    }
    let top = leading(numerator)
    let bottom = leading(denominator)
    let value = top.value / bottom.value
    return (numerator.isNegative ? -value : value, top.excess - bottom.excess)
  }

  /// The `Double` nearest `numerator / denominator` (denominator positive; the fraction
  /// need not be in lowest terms nor within ``maximumBitWidth``), rounded as
  /// ``doubleValue`` rounds: the real engine's ``ConstructiveReal/doubleValue()`` uses it on
  /// its interval ends over 2^bits.
  static func nearestDouble(_ numerator: BigInteger, over denominator: BigInteger) -> Double {
    guard !numerator.isZero else { return 0 }
    let sign: FloatingPointSign = numerator.isNegative ? .minus : .plus
    let top = numerator.magnitude
    // 2^(k − 1) < |value| < 2^(k + 1).
    let k = top.bitWidth - denominator.bitWidth
    if k > 1_026 {
      return sign == .minus ? -.infinity : .infinity
    }
    if k < -1_080 {
      return sign == .minus ? -0.0 : 0.0
    }
    // q = ⌊|value| × 2^s⌋ has 54 to 56 bits; `inexact` says whether anything was dropped.
    let s = 55 - k
    let scaledTop = s >= 0 ? top.shiftedLeft(by: s) : top
    let scaledBottom = s >= 0 ? denominator : denominator.shiftedLeft(by: -s)
    let (q, remainder) = scaledTop.quotientAndRemainder(dividingBy: scaledBottom)
    let inexact = !remainder.isZero
    // The weight of the last bit kept: 53 bits, or fewer below the normal range.
    let topExponent = q.bitWidth - 1 - s
    let lastBitExponent = max(topExponent - 52, -1_074)
    let dropped = lastBitExponent + s
    let kept = q.shiftedRight(by: dropped)
    let droppedPart = q - kept.shiftedLeft(by: dropped)
    let half = BigInteger.one.shiftedLeft(by: dropped - 1)
    var significand = kept.int64Value ?? 0
    if droppedPart > half || (droppedPart == half && (inexact || significand & 1 == 1)) {
      significand += 1
    }
    return Double(sign: sign, exponent: lastBitExponent, significand: Double(significand))
  }

  /// The value rounded to `count` significant decimal digits, ties to even.
  ///
  /// - Parameter count: At least 1.
  /// - Returns: The rounded digits, or `nil` for zero (or `count` below 1).
  /// - Complexity: O((bits + count × 3.33)²) for the wider of numerator and denominator.
  public func rounded(toSignificantDigits count: Int) -> RoundedDecimal? {
    guard
      let (significand, exponent) = Self.roundedSignificand(
        numerator, over: denominator, timesPowerOfTwo: 0, count: count)
    else { return nil }
    return RoundedDecimal(
      isNegative: numerator.isNegative, significand: significand, exponent: exponent)
  }

  /// |`top`| / (`bottom`·2^`bits`), or its square root, rounded to `count` significant
  /// decimal digits.
  ///
  /// The rounding is ties to even; the answer is an integer of exactly `count` digits and
  /// the power of ten of its first digit. The fraction need not be in lowest terms nor within ``maximumBitWidth``: the real
  /// engine rounds its interval ends over 2^bits with `bottom` = 1, where the division is a
  /// shift.
  ///
  /// - Parameters:
  ///   - top: The numerator (its sign is ignored).
  ///   - bottom: Positive.
  ///   - bits: At least 0.
  ///   - count: At least 1.
  ///   - squareRoot: Whether to round the square root of the value (`bits` must be 0).
  /// - Returns: `nil` for a zero `top`, or `count` below 1.
  /// - Complexity: O((bits + count × 3.33)²) for the wider of numerator and denominator.
  static func roundedSignificand(
    _ top: BigInteger, over bottom: BigInteger, timesPowerOfTwo bits: Int, count: Int,
    squareRoot: Bool = false
  ) -> (significand: BigInteger, exponent: Int)? {
    guard !top.isZero, bottom.signum > 0, bits >= 0, count >= 1, !squareRoot || bits == 0
    else { return nil }
    let top = top.magnitude
    // log10 |value| within ±1 of the bit-width estimate; corrected below. In 64 bits: the
    // product passes 2^31 (wasm32's Int) beyond 71,000 bits, which reals reach; wrapping,
    // as bit widths are far below 2^40 (a checked product needs __multi3 on wasm32).
    let width = top.bitWidth - bottom.bitWidth - bits
    var exponent = Int(Int64(squareRoot ? width / 2 : width) &* 30_103 / 100_000)
    let lowest = BigInteger.powerOfTen(count - 1)
    let highest = BigInteger.powerOfTen(count)
    while true {
      // q = ⌊|value| × 10^(count − 1 − exponent)⌋ should have exactly `count` digits.
      let shift = count - 1 - exponent
      // A root times 10^shift is the root of the value times 10^(2·shift).
      let scale = squareRoot ? 2 * shift : shift
      let power = BigInteger.powerOfTen(scale.magnitude.clampedToInt)
      let scaledTop = scale >= 0 ? top * power : top
      let scaledBottom = scale >= 0 ? bottom : bottom * power
      var (q, half) =
        squareRoot
        ? rootWithHalf(scaledTop, scaledBottom) : dividedWithHalf(scaledTop, scaledBottom, bits)
      if q >= highest {
        exponent += 1
        continue
      }
      if q < lowest {
        exponent -= 1
        continue
      }
      if half > 0 || (half == 0 && q.isOdd) {
        q = q + .one
        if q == highest {
          q = lowest
          exponent += 1
        }
      }
      return (q, exponent)
    }
  }

  /// ⌊√(top / bottom)⌋ for top ≥ 0, and where the root lies against that plus one half
  /// (−1, 0 or 1), exactly: √(top / bottom) ≥ q + ½ when 4·top ≥ (2q + 1)²·bottom.
  private static func rootWithHalf(_ top: BigInteger, _ bottom: BigInteger) -> (BigInteger, Int) {
    // ⌊√⌊x⌋⌋ = ⌊√x⌋.
    let q = top.quotientAndRemainder(dividingBy: bottom).quotient.squareRoot()
    let oddBound = q.shiftedLeft(by: 1) + .one
    let (left, right) = (top.shiftedLeft(by: 2), oddBound * oddBound * bottom)
    return (q, left < right ? -1 : left == right ? 0 : 1)
  }

  /// ⌊top / (bottom·2^bits)⌋ for top ≥ 0, and the sign of twice the remainder minus the
  /// divisor (−1, 0 or 1: below, at or above one half); a shift when `bottom` is 1.
  private static func dividedWithHalf(
    _ top: BigInteger, _ bottom: BigInteger, _ bits: Int
  ) -> (BigInteger, Int) {
    if bottom == .one {
      guard bits > 0 else { return (top, -1) }
      // The remainder is the low `bits` bits: half is bit bits − 1 alone.
      let quotient = top.shiftedRight(by: bits)
      guard top.shiftedRight(by: bits - 1).isOdd else { return (quotient, -1) }
      return (quotient, LimbArithmetic.hasBitsSet(top.limbs, below: bits - 1) ? 1 : 0)
    }
    let divisor = bottom.shiftedLeft(by: bits)
    let (quotient, remainder) = top.quotientAndRemainder(dividingBy: divisor)
    let twice = remainder.shiftedLeft(by: 1)
    return (quotient, twice < divisor ? -1 : twice == divisor ? 0 : 1)
  }
}

extension UInt {
  /// The value as an `Int`, or `Int.max` when it does not fit (for exponents already
  /// bounded by the caller).
  fileprivate var clampedToInt: Int {
    self > UInt(Int.max) ? Int.max : Int(self)
  }
}

extension Rational {
  /// The most digits of a whole number a display shows in full (`123456789 × 987654321` is
  /// `121932631112635269`); a longer one is written with an exponent.
  static let maximumWholeDisplayDigits = 20

  /// The value as a display shows it: a whole number of up to
  /// ``maximumWholeDisplayDigits`` digits in full, anything else rounded to `count`
  /// significant digits (ties to even) as `%.Ng` writes them; `0` for zero.
  public func displayText(significantDigits count: Int) -> String {
    if isInteger, numerator.magnitude < Self.tenToTheMaximumWholeDisplayDigits {
      return numerator.description
    }
    return rounded(toSignificantDigits: count)?.text ?? "0"
  }

  /// The value as text a program can read whatever its size: every digit of a whole
  /// number, else 17 significant digits (``displayText(significantDigits:)``).
  public var valueText: String {
    isInteger ? numerator.description : displayText(significantDigits: 17)
  }

  /// 10^``maximumWholeDisplayDigits``.
  private static let tenToTheMaximumWholeDisplayDigits = BigInteger.powerOfTen(
    maximumWholeDisplayDigits)
}
