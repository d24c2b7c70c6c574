extension LimbArithmetic {
  /// The quotient and remainder of `a ÷ divisor` for a nonzero one-limb divisor.
  static func divide(_ a: [UInt32], bySmall divisor: UInt32) -> (
    quotient: [UInt32], remainder: UInt32
  ) {
    WorkMeter.add(a.count)
    precondition(divisor != 0, "division of a magnitude by zero")
    var quotient = [UInt32](repeating: 0, count: a.count)
    var remainder: UInt64 = 0
    var index = a.count - 1
    while index >= 0 {
      let current = remainder << 32 | UInt64(a[index])
      quotient[index] = UInt32(truncatingIfNeeded: current / UInt64(divisor))
      remainder = current % UInt64(divisor)
      index -= 1
    }
    trim(&quotient)
    return (quotient, UInt32(truncatingIfNeeded: remainder))
  }

  /// The quotient and remainder of `a ÷ b` for nonzero `b`.
  ///
  /// Knuth's algorithm D (The Art of Computer Programming, vol. 2, 4.3.1).
  ///
  /// - Complexity: O((a.count − b.count + 1) × b.count).
  static func divide(_ a: [UInt32], by b: [UInt32]) -> (
    quotient: [UInt32], remainder: [UInt32]
  ) {
    WorkMeter.add(max(1, a.count &- b.count &+ 1) &* b.count)
    precondition(!b.isEmpty, "division of a magnitude by zero")
    if compare(a, b) < 0 {
      return ([], a)
    }
    if b.count == 1 {
      let (quotient, remainder) = divide(a, bySmall: b[0])
      return (quotient, remainder == 0 ? [] : [remainder])
    }
    // Normalise: shift so that the divisor's top limb has its top bit set.
    let shift = b[b.count - 1].leadingZeroBitCount
    let divisor = shiftLeft(b, by: shift)
    let n = divisor.count
    let m = a.count - n
    var dividend = [UInt32](repeating: 0, count: a.count + 1)
    for index in 0..<a.count {
      dividend[index] |= shift == 0 ? a[index] : a[index] << UInt32(shift)
      if shift != 0 {
        dividend[index + 1] = a[index] >> UInt32(32 - shift)
      }
    }
    var quotient = [UInt32](repeating: 0, count: m + 1)
    let top = UInt64(divisor[n - 1])
    let next = UInt64(divisor[n - 2])
    var j = m
    while j >= 0 {
      let numerator = UInt64(dividend[j + n]) << 32 | UInt64(dividend[j + n - 1])
      var estimate = numerator / top
      var rest = numerator % top
      // The estimate is at most 2 too large; the test below removes almost every excess.
      // Wrapping products (`&*`) where they cannot overflow: a checked 64-bit product needs
      // the compiler runtime's __multi3 on wasm32. Here `estimate` < 2^32 when it is formed.
      while estimate >= base || estimate &* next > (rest << 32 | UInt64(dividend[j + n - 2])) {
        estimate -= 1
        rest += top
        if rest >= base {
          break
        }
      }
      // Multiply and subtract.
      var borrow: Int64 = 0
      var carry: UInt64 = 0
      for index in 0..<n {
        // The test above leaves estimate ≤ 2^32 − 1 (it starts at most 2^32 + 1 and is
        // lowered while ≥ 2^32): below 2^64.
        let product = estimate &* UInt64(divisor[index]) + carry
        carry = product >> 32
        let difference =
          Int64(dividend[index + j]) - borrow - Int64(product & 0xFFFF_FFFF)
        dividend[index + j] = UInt32(truncatingIfNeeded: difference)
        borrow = difference < 0 ? 1 : 0
      }
      let difference = Int64(dividend[j + n]) - borrow - Int64(carry)
      dividend[j + n] = UInt32(truncatingIfNeeded: difference)
      if difference < 0 {
        // The estimate was one too large (rare): add the divisor back.
        estimate -= 1
        var sumCarry: UInt64 = 0
        for index in 0..<n {
          let sum = UInt64(dividend[index + j]) + UInt64(divisor[index]) + sumCarry
          dividend[index + j] = UInt32(truncatingIfNeeded: sum)
          sumCarry = sum >> 32
        }
        dividend[j + n] = UInt32(truncatingIfNeeded: UInt64(dividend[j + n]) + sumCarry)
      }
      quotient[j] = UInt32(truncatingIfNeeded: estimate)
      j -= 1
    }
    trim(&quotient)
    var remainder = Array(dividend[0..<n])
    trim(&remainder)
    return (quotient, shiftRight(remainder, by: shift))
  }
}
