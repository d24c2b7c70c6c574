/// A decimal number held exactly as `significand × 10^exponent`.
///
/// Keypad arithmetic on typed decimals uses it so that `0.1 + 0.2 − 0.3` is `0`
/// and `1.1 × 1.1` is `1.21`. Every operation answers `nil` when the exact answer
/// does not fit in 18 significant digits (or does not terminate, as `1 ÷ 3`); the
/// caller then falls back to `Double`.
struct ExactDecimal: Hashable, Sendable {
  /// The digits, as a signed integer with no trailing zeros.
  private(set) var significand: Int64
  /// The power of ten the significand is scaled by.
  private(set) var exponent: Int

  /// The largest number of significant digits a significand may hold.
  static let maximumDigits = 18

  init(significand: Int64, exponent: Int) {
    var significand = significand
    var exponent = exponent
    if significand == 0 {
      exponent = 0
    }
    while significand != 0, significand % 10 == 0 {
      significand /= 10
      exponent += 1
    }
    self.significand = significand
    self.exponent = exponent
  }

  /// Reads an unsigned decimal literal such as `12`, `.5`, `3.`, `0.25` or `1e-3`.
  ///
  /// Returns `nil` for anything else, and for a literal with more than
  /// ``maximumDigits`` significant digits or an absurd exponent.
  init?(literal: String) {
    var significand: Int64 = 0
    var exponent = 0
    var digitCount = 0
    var seenPoint = false
    var seenDigit = false
    var bytes = literal.utf8[...]
    while let byte = bytes.first {
      if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        let digit = Int64(byte - UInt8(ascii: "0"))
        seenDigit = true
        if seenPoint {
          exponent -= 1
        }
        if digit != 0 || digitCount > 0 {
          digitCount += 1
          guard digitCount <= Self.maximumDigits else { return nil }
        }
        significand = significand * 10 + digit
      } else if byte == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
      } else {
        break
      }
      bytes.removeFirst()
    }
    guard seenDigit else { return nil }
    if let marker = bytes.first {
      guard marker | 0x20 == UInt8(ascii: "e"),
        let power = Int(Substring(bytes.dropFirst())), abs(power) < 100_000
      else { return nil }
      exponent += power
    }
    self.init(significand: significand, exponent: exponent)
  }

  /// Reads the shortest decimal text of `value` (`0.1` for the `Double` nearest 0.1).
  init?(_ value: Double) {
    guard value.isFinite else { return nil }
    if value == value.rounded(), value.magnitude < 1e18 {
      self.init(significand: Int64(value), exponent: 0)
      return
    }
    let text = "\(value.magnitude)"
    guard let magnitude = ExactDecimal(literal: text) else { return nil }
    self = value < 0 ? magnitude.negated() : magnitude
  }

  /// The nearest `Double`, correctly rounded.
  var doubleValue: Double {
    let exactPowers = 22
    if significand.magnitude <= 1 << 53, abs(exponent) <= exactPowers {
      let power = Self.powerOfTen(abs(exponent))
      return exponent >= 0 ? Double(significand) * power : Double(significand) / power
    }
    return Double("\(significand)e\(exponent)") ?? .nan
  }

  /// The canonical text: `0.5`, `7`, `1200`, `1e30`, `−` never (the sign is ASCII `-`).
  var text: String {
    Self.text(
      digits: String(significand.magnitude), exponent: exponent, isNegative: significand < 0)
  }

  /// The text of `digits × 10^exponent` (digits with no leading or trailing zeros, or
  /// `0`): positional up to 21 digits before the point and 6 zeros after it, else
  /// with an exponent (`1e30`, `1.5e-12`); always positional when `plain` (`0.00001`).
  static func text(digits: String, exponent: Int, isNegative: Bool, plain: Bool = false) -> String {
    let sign = isNegative ? "-" : ""
    let pointPosition = digits.count + exponent
    let plainLimit = 21
    if exponent >= 0 && (plain || pointPosition <= plainLimit) {
      return sign + digits + String(repeating: "0", count: exponent)
    }
    if exponent < 0 && pointPosition > 0 {
      let split = digits.index(digits.startIndex, offsetBy: pointPosition)
      return sign + digits[..<split] + "." + digits[split...]
    }
    if exponent < 0 && (plain || pointPosition > -7) {
      return sign + "0." + String(repeating: "0", count: -pointPosition) + digits
    }
    let rest = digits.dropFirst()
    return sign + digits.prefix(1) + (rest.isEmpty ? "" : "." + rest) + "e\(pointPosition - 1)"
  }

  /// The normalised text of an unsigned typed literal, however many digits it has.
  ///
  /// As SPEC §3 asks: `.5` → `0.5`, `3.` → `3`, `007` → `7`, `12.50` → `12.5`, a long integer
  /// as its digits; a literal with an exponent in the canonical form (`1e-3` → `0.001`,
  /// `1.50e-400` → `1.5e-400`). `nil` when the text is not such a literal.
  static func normalizedText(typed literal: String) -> String? {
    var digits: [UInt8] = []
    var exponent = 0
    var seenPoint = false
    var bytes = literal.utf8[...]
    while let byte = bytes.first, byte == UInt8(ascii: ".") ? !seenPoint : byte.isDigit {
      if byte == UInt8(ascii: ".") {
        seenPoint = true
      } else {
        digits.append(byte)
        exponent -= seenPoint ? 1 : 0
      }
      bytes.removeFirst()
    }
    guard !digits.isEmpty else { return nil }
    let plain = bytes.isEmpty
    if !plain {
      guard bytes.first.map({ $0 | 0x20 }) == UInt8(ascii: "e"),
        let power = Int(Substring(bytes.dropFirst())), abs(power) < 100_000
      else { return nil }
      exponent += power
    }
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    let trailingZeros = significant.reversed().prefix { $0 == UInt8(ascii: "0") }.count
    guard !significant.isEmpty else { return "0" }
    return text(
      digits: String(decoding: significant.dropLast(trailingZeros), as: UTF8.self),
      exponent: exponent + trailingZeros, isNegative: false, plain: plain)
  }

  /// The number with its sign changed.
  func negated() -> ExactDecimal {
    ExactDecimal(significand: -significand, exponent: exponent)
  }

  /// The absolute value.
  var magnitude: ExactDecimal {
    significand < 0 ? negated() : self
  }

  /// The exact sum, or `nil` when it does not fit.
  static func + (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
    let exponent = min(lhs.exponent, rhs.exponent)
    guard let left = lhs.significand(scaledTo: exponent),
      let right = rhs.significand(scaledTo: exponent)
    else { return nil }
    let (sum, overflow) = left.addingReportingOverflow(right)
    guard !overflow else { return nil }
    return fitting(sum, exponent)
  }

  /// The exact difference, or `nil` when it does not fit.
  static func - (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
    lhs + rhs.negated()
  }

  /// The exact product, or `nil` when it does not fit.
  static func * (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
    let (product, overflow) = lhs.significand.multipliedReportingOverflow(by: rhs.significand)
    guard !overflow else { return nil }
    let (exponent, exponentOverflow) = lhs.exponent.addingReportingOverflow(rhs.exponent)
    guard !exponentOverflow else { return nil }
    return fitting(product, exponent)
  }

  /// The exact quotient when it is a terminating decimal that fits, else `nil`
  /// (also for a zero divisor).
  static func / (lhs: ExactDecimal, rhs: ExactDecimal) -> ExactDecimal? {
    guard rhs.significand != 0 else { return nil }
    let divisor = Rational.wordGreatestCommonDivisor(
      lhs.significand.magnitude, rhs.significand.magnitude)
    var denominator = rhs.significand.magnitude / divisor
    var twos = 0
    var fives = 0
    while denominator % 2 == 0 {
      denominator /= 2
      twos += 1
    }
    while denominator % 5 == 0 {
      denominator /= 5
      fives += 1
    }
    guard denominator == 1 else { return nil }
    let scale = max(twos, fives)
    guard scale <= maximumDigits else { return nil }
    let reduced = rhs.significand.magnitude / divisor
    let multiplier = UInt64(powerOfTenInteger(scale)) / reduced
    guard let numerator = Int64(exactly: lhs.significand.magnitude / divisor) else { return nil }
    let (quotient, overflow) = numerator.multipliedReportingOverflow(by: Int64(multiplier))
    guard !overflow else { return nil }
    let negative = (lhs.significand < 0) != (rhs.significand < 0)
    let (difference, overflow1) = lhs.exponent.subtractingReportingOverflow(rhs.exponent)
    let (exponent, overflow2) = difference.subtractingReportingOverflow(scale)
    guard !overflow1, !overflow2 else { return nil }
    return fitting(negative ? -quotient : quotient, exponent)
  }

  /// A decimal whose sign can change safely and whose exponent stays far from overflow.
  private static func fitting(_ significand: Int64, _ exponent: Int) -> ExactDecimal? {
    // 1 << 30, not more: `Int` has 32 bits on wasm32.
    guard significand != .min, exponent.magnitude < 1 << 30 else { return nil }
    return ExactDecimal(significand: significand, exponent: exponent)
  }

  private func significand(scaledTo target: Int) -> Int64? {
    let shift = exponent - target
    guard shift <= Self.maximumDigits else { return significand == 0 ? 0 : nil }
    let (scaled, overflow) = significand.multipliedReportingOverflow(
      by: Self.powerOfTenInteger(shift))
    return overflow ? nil : scaled
  }

  private static func powerOfTenInteger(_ power: Int) -> Int64 {
    var result: Int64 = 1
    for _ in 0..<power {
      result *= 10
    }
    return result
  }

  private static func powerOfTen(_ power: Int) -> Double {
    var result = 1.0
    for _ in 0..<power {
      result *= 10
    }
    return result
  }
}

extension UInt8 {
  /// Whether the byte is an ASCII digit.
  fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
