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
    WorkMeter.add(max(a.count, b.count))
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
    WorkMeter.add(a.count)
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

  /// `a × 2^bits`.
  static func shiftLeft(_ a: [UInt32], by bits: Int) -> [UInt32] {
    WorkMeter.add(a.count)
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
    WorkMeter.add(a.count)
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
