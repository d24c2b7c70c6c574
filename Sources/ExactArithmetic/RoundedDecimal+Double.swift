import MuslMath

extension RoundedDecimal {
  /// A value x rounded to `count` (1 to 15) significant digits, ties to even, told from
  /// the `Double` nearest it (`double`, a normal number) when that decides the rounding.
  ///
  /// The shortest text of `double` (its `description`) is within half an ulp of it, so
  /// within an ulp of x: at most 0.23 units of x's 15th digit. Where the digits of that
  /// text beyond the `count`-th are further than an ulp (and a margin) from one half of
  /// the `count`-th digit's unit, x lies on the same side of the half-way point as the
  /// text; where the text has no more than `count` digits, x rounds to it. Otherwise, and
  /// where rounding would carry into a new leading digit or leave one, the answer is `nil`
  /// and the caller rounds x itself.
  init?(nearest double: Double, toSignificantDigits count: Int) {
    guard double.isNormal, (1...15).contains(count) else { return nil }
    var digits: [UInt8] = []
    digits.reserveCapacity(17)
    var integerDigits = 0
    var zerosAfterPoint = 0
    var seenPoint = false
    var exponent = 0
    var exponentIsNegative = false
    var inExponent = false
    for byte in double.magnitude.description.utf8 {
      switch byte {
      case UInt8(ascii: "."): seenPoint = true
      case UInt8(ascii: "e"): inExponent = true
      case UInt8(ascii: "-"): exponentIsNegative = true
      case UInt8(ascii: "+"): break
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        let digit = byte - UInt8(ascii: "0")
        if inExponent {
          exponent = exponent * 10 + Int(digit)
        } else if digits.isEmpty && digit == 0 {
          zerosAfterPoint += seenPoint ? 1 : 0
        } else {
          digits.append(digit)
          integerDigits += seenPoint ? 0 : 1
        }
      default: return nil
      }
    }
    guard !digits.isEmpty else { return nil }
    let firstExponent =
      (exponentIsNegative ? -exponent : exponent)
      + (integerDigits > 0 ? integerDigits - 1 : -(zerosAfterPoint + 1))
    while digits.count > count, digits.last == 0 {
      digits.removeLast()
    }
    if digits.count > count {
      // The tail as a fraction of the last kept digit's unit, against the ulp in that unit
      // (10^unitPower, a Double within an ulp or two of it: a tenth is margin enough).
      let unitPower = firstExponent - count + 1
      guard unitPower > -290 else { return nil }
      let ulp = double.ulp / musl_pow(10, Double(unitPower)) * 1.1
      let tail = digits[count...].reversed().reduce(0.0) { ($0 + Double($1)) / 10 }
      guard (tail - 0.5).magnitude > ulp + 1e-9 else { return nil }
      digits.removeSubrange(count...)
      if tail > 0.5 {
        guard let last = digits.lastIndex(where: { $0 != 9 }) else { return nil }
        digits[last] += 1
        for index in (last + 1)..<digits.count {
          digits[index] = 0
        }
      } else if digits.first == 1, digits.dropFirst().allSatisfy({ $0 == 0 }) {
        return nil
      }
    }
    digits.append(contentsOf: repeatElement(0, count: count - digits.count))
    self.init(isNegative: double < 0, digits: digits, exponent: firstExponent)
  }
}
