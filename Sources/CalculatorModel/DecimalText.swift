/// Decimal text of numbers as descriptions write them: positional or with an
/// exponent, no leading or trailing zeros.
enum DecimalText {
  /// The decimal text of a finite `value`; `nil` for infinities and NaN.
  ///
  /// The shortest text that reads back as `value` (`0.1` for the `Double` nearest 0.1), or
  /// every digit of an integer below 10^18 (`576460752303423488`).
  static func shortest(_ value: Double) -> String? {
    guard value.isFinite else { return nil }
    if value == value.rounded(), value.magnitude < 1e18 {
      let digits = String(Int64(value).magnitude)
      return text(digits: digits, exponent: 0, isNegative: value < 0)
    }
    let magnitude = normalizedText(typed: "\(value.magnitude)")
    return magnitude.map { value < 0 ? "-" + $0 : $0 }
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
  /// For instance: `.5` → `0.5`, `3.` → `3`, `007` → `7`, `12.50` → `12.5`, a long integer
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
}

extension UInt8 {
  /// Whether the byte is an ASCII digit.
  fileprivate var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
