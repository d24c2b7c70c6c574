/// A nonzero value rounded to a number of significant decimal digits: `±d.ddd × 10^exponent`.
///
/// Made by ``Rational/rounded(toSignificantDigits:)`` (and the real engine), written as text
/// the way C's `%.Ng` writes a `Double`, so that exact displays read like today's.
struct RoundedDecimal: Hashable, Sendable {
  /// Whether the value is negative.
  var isNegative: Bool
  /// The significant digits (0–9 each, the first nonzero), trailing zeros included.
  var digits: [UInt8]
  /// The power of ten of the first digit.
  var exponent: Int

  /// The digits ±d.ddd × 10^`exponent`.
  init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.exponent = exponent
  }

  /// The digits of `significand` (positive; its decimal digits are the significant digits)
  /// × 10^`exponent`, the power of ten of its first digit.
  init(isNegative: Bool, significand: BigInteger, exponent: Int) {
    self.init(
      isNegative: isNegative,
      digits: significand.magnitude.description.utf8.map { $0 - UInt8(ascii: "0") },
      exponent: exponent)
  }

  /// The text `%.Ng` would print for N = `digits.count`: trailing zeros dropped, an
  /// exponent (`e+20`, `e-05`, at least two digits) when `exponent` is below −4 or not
  /// below N, plain positional notation otherwise; `-` before a negative value.
  var text: String {
    var significant = digits[...]
    while significant.count > 1, significant.last == 0 {
      significant = significant.dropLast()
    }
    var result = isNegative ? "-" : ""
    let characters = significant.map { Character(Unicode.Scalar($0 + UInt8(ascii: "0"))) }
    if exponent < -4 || exponent >= digits.count {
      result.append(characters[0])
      if characters.count > 1 {
        result += "."
        result += String(characters.dropFirst())
      }
      result += exponent < 0 ? "e-" : "e+"
      let power = String(exponent.magnitude)
      result += power.utf8.count < 2 ? "0" + power : power
    } else if exponent < 0 {
      result += "0." + String(repeating: "0", count: -exponent - 1) + String(characters)
    } else if characters.count > exponent + 1 {
      result += String(characters.prefix(exponent + 1)) + "."
      result += String(characters.dropFirst(exponent + 1))
    } else {
      result += String(characters) + String(repeating: "0", count: exponent + 1 - characters.count)
    }
    return result
  }
}
