/// A nonzero value rounded to a number of significant decimal digits: `±d.ddd × 10^exponent`.
///
/// Made by ``Rational/rounded(toSignificantDigits:)`` (and the real engine), written as text
/// the way C's `%.Ng` writes a `Double`, so that exact displays read like today's.
public struct RoundedDecimal: Hashable, Sendable {
  /// Whether the value is negative.
  var isNegative: Bool
  /// The significant digits (0–9 each, the first nonzero), trailing zeros included.
  var digits: [UInt8]
  /// The power of ten of the first digit.
  public var exponent: Int

  /// The digits ±d.ddd × 10^`exponent`.
  init(isNegative: Bool, digits: [UInt8], exponent: Int) {
    self.isNegative = isNegative
    self.digits = digits
    self.exponent = exponent
  }

  /// The digits of `significand` (positive; its decimal digits are the significant digits)
  /// × 10^`exponent`, the power of ten of its first digit.
  init(isNegative: Bool, significand: BigInteger, exponent: Int) {
    guard var word = significand.wordMagnitude else {
      self.init(
        isNegative: isNegative,
        digits: significand.magnitude.description.utf8.map { $0 - UInt8(ascii: "0") },
        exponent: exponent)
      return
    }
    var digits: [UInt8] = []
    digits.reserveCapacity(20)
    repeat {
      digits.append(UInt8(truncatingIfNeeded: word % 10))
      word /= 10
    } while word > 0
    self.init(isNegative: isNegative, digits: digits.reversed(), exponent: exponent)
  }

  /// The text `%.Ng` would print for N = `digits.count`: trailing zeros dropped, an
  /// exponent (`e+20`, `e-05`, at least two digits) when `exponent` is below −4 or not
  /// below N, plain positional notation otherwise; `-` before a negative value.
  public var text: String {
    var count = digits.count
    while count > 1, digits[count - 1] == 0 {
      count -= 1
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(digits.count + 8)
    func append(digitsIn range: Range<Int>) {
      for index in range {
        bytes.append(digits[index] + UInt8(ascii: "0"))
      }
    }
    func append(zeros: Int) {
      bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: max(zeros, 0)))
    }
    if isNegative {
      bytes.append(UInt8(ascii: "-"))
    }
    if exponent < -4 || exponent >= digits.count {
      append(digitsIn: 0..<1)
      if count > 1 {
        bytes.append(UInt8(ascii: "."))
        append(digitsIn: 1..<count)
      }
      bytes.append(UInt8(ascii: "e"))
      bytes.append(UInt8(ascii: exponent < 0 ? "-" : "+"))
      let power = String(exponent.magnitude).utf8
      append(zeros: 2 - power.count)
      bytes.append(contentsOf: power)
    } else if exponent < 0 {
      bytes.append(UInt8(ascii: "0"))
      bytes.append(UInt8(ascii: "."))
      append(zeros: -exponent - 1)
      append(digitsIn: 0..<count)
    } else if count > exponent + 1 {
      append(digitsIn: 0..<exponent + 1)
      bytes.append(UInt8(ascii: "."))
      append(digitsIn: exponent + 1..<count)
    } else {
      append(digitsIn: 0..<count)
      append(zeros: exponent + 1 - count)
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
