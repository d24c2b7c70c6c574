/// The algorithms on magnitudes behind ``BigInteger``: unsigned integers held as arrays of
/// 32-bit limbs, least significant first, with no zero limb at the end (zero is `[]`).
///
/// 32-bit limbs with 64-bit intermediates compute the same on 64-bit hosts and on wasm32
/// (where `Int` is 32 bits and a 128-bit product would need the compiler runtime's
/// `__multi3`). Every function takes and returns trimmed magnitudes.
enum LimbArithmetic {
  /// The value of one limb as a 64-bit number: `1 << 32`.
  static let base: UInt64 = 1 << 32

  /// Drops zero limbs from the most significant end.
  static func trim(_ limbs: inout [UInt32]) {
    while let last = limbs.last, last == 0 {
      limbs.removeLast()
    }
  }

  /// The sign of `a − b`: −1, 0 or 1.
  static func compare(_ a: [UInt32], _ b: [UInt32]) -> Int {
    if a.count != b.count {
      return a.count < b.count ? -1 : 1
    }
    var index = a.count - 1
    while index >= 0 {
      if a[index] != b[index] {
        return a[index] < b[index] ? -1 : 1
      }
      index -= 1
    }
    return 0
  }

  /// The number of significant bits of `a` (0 for zero).
  static func bitWidth(_ a: [UInt32]) -> Int {
    guard let last = a.last else { return 0 }
    return a.count * 32 - last.leadingZeroBitCount
  }

  /// `a + b`.
  static func add(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    var result: [UInt32] = []
    result.reserveCapacity(long.count + 1)
    var carry: UInt64 = 0
    for index in 0..<long.count {
      let sum = UInt64(long[index]) + (index < short.count ? UInt64(short[index]) : 0) + carry
      result.append(UInt32(truncatingIfNeeded: sum))
      carry = sum >> 32
    }
    if carry != 0 {
      result.append(UInt32(truncatingIfNeeded: carry))
    }
    return result
  }

  /// `a − b`, for `a ≥ b`.
  static func subtract(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(a.count)
    var borrow: Int64 = 0
    for index in 0..<a.count {
      let difference =
        Int64(a[index]) - (index < b.count ? Int64(b[index]) : 0) - borrow
      result.append(UInt32(truncatingIfNeeded: difference))
      borrow = difference < 0 ? 1 : 0
    }
    trim(&result)
    return result
  }

  /// `a × b`, schoolbook: O(a.count × b.count).
  static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    if a.isEmpty || b.isEmpty {
      return []
    }
    var result = [UInt32](repeating: 0, count: a.count + b.count)
    result.withUnsafeMutableBufferPointer { product in
      a.withUnsafeBufferPointer { left in
        b.withUnsafeBufferPointer { right in
          for i in 0..<left.count {
            let factor = UInt64(left[i])
            if factor == 0 {
              continue
            }
            var carry: UInt64 = 0
            for j in 0..<right.count {
              // At most (2³² − 1)² + 2 (2³² − 1) = 2⁶⁴ − 1: no overflow.
              let term = factor * UInt64(right[j]) + UInt64(product[i + j]) + carry
              product[i + j] = UInt32(truncatingIfNeeded: term)
              carry = term >> 32
            }
            product[i + right.count] = UInt32(truncatingIfNeeded: carry)
          }
        }
      }
    }
    trim(&result)
    return result
  }

  /// `a × factor + addend`, for one-limb `factor` and `addend`.
  static func multiply(_ a: [UInt32], by factor: UInt32, adding addend: UInt32) -> [UInt32] {
    var result: [UInt32] = []
    result.reserveCapacity(a.count + 1)
    var carry = UInt64(addend)
    for limb in a {
      let term = UInt64(limb) * UInt64(factor) + carry
      result.append(UInt32(truncatingIfNeeded: term))
      carry = term >> 32
    }
    if carry != 0 {
      result.append(UInt32(truncatingIfNeeded: carry))
    }
    trim(&result)
    return result
  }

  /// The quotient and remainder of `a ÷ divisor` for a nonzero one-limb divisor.
  static func divide(_ a: [UInt32], bySmall divisor: UInt32) -> (
    quotient: [UInt32], remainder: UInt32
  ) {
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
      while estimate >= base || estimate * next > (rest << 32 | UInt64(dividend[j + n - 2])) {
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
        let product = estimate * UInt64(divisor[index]) + carry
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

  /// `a × 2^bits`.
  static func shiftLeft(_ a: [UInt32], by bits: Int) -> [UInt32] {
    if a.isEmpty {
      return []
    }
    let limbShift = bits / 32
    let bitShift = bits % 32
    var result = [UInt32](repeating: 0, count: limbShift)
    result.reserveCapacity(limbShift + a.count + 1)
    if bitShift == 0 {
      result.append(contentsOf: a)
      return result
    }
    var carry: UInt32 = 0
    for limb in a {
      result.append(limb << UInt32(bitShift) | carry)
      carry = limb >> UInt32(32 - bitShift)
    }
    if carry != 0 {
      result.append(carry)
    }
    return result
  }

  /// `a ÷ 2^bits`, rounded down.
  static func shiftRight(_ a: [UInt32], by bits: Int) -> [UInt32] {
    let limbShift = bits / 32
    let bitShift = bits % 32
    if limbShift >= a.count {
      return []
    }
    if bitShift == 0 {
      return Array(a[limbShift...])
    }
    var result: [UInt32] = []
    result.reserveCapacity(a.count - limbShift)
    for index in limbShift..<a.count {
      let high = index + 1 < a.count ? a[index + 1] << UInt32(32 - bitShift) : 0
      result.append(a[index] >> UInt32(bitShift) | high)
    }
    trim(&result)
    return result
  }

  /// Whether any of the lowest `bits` bits of `a` is set.
  static func hasBitsSet(_ a: [UInt32], below bits: Int) -> Bool {
    let limbCount = bits / 32
    for index in 0..<min(limbCount, a.count) where a[index] != 0 {
      return true
    }
    let bitShift = bits % 32
    guard bitShift != 0, limbCount < a.count else { return false }
    return a[limbCount] & ((1 << UInt32(bitShift)) - 1) != 0
  }
}
