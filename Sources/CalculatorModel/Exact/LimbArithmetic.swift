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

  /// The shorter operand's length (in limbs) from which ``multiply(_:_:)`` splits by
  /// Karatsuba's method.
  ///
  /// Below it the schoolbook method is faster. Measured (-O, x86-64, fastest of 7) by
  /// building `scripts/bench-rational.sh`'s multiplication with thresholds 16 to 96: 16 and
  /// 24 were slowest, 32 to 96 within noise of each other up to 256 limbs; 64 was best at
  /// 512 limbs (79 µs, against 110 µs for 48 and 190 µs schoolbook) and at 1,024.
  static let karatsubaThreshold = 64

  /// `a × b`: schoolbook below ``karatsubaThreshold`` limbs, Karatsuba's method above.
  ///
  /// - Complexity: O(n^1.585) for n-limb operands (O(m × n) when the shorter has fewer than
  ///   ``karatsubaThreshold`` limbs).
  static func multiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    if min(a.count, b.count) < karatsubaThreshold {
      return schoolbookMultiply(a, b)
    }
    var result = karatsubaProduct(a[...], b[...])
    trim(&result)
    return result
  }

  /// `a × b`, schoolbook: O(a.count × b.count).
  ///
  /// The reference for ``multiply(_:_:)``, and its method below ``karatsubaThreshold``.
  static func schoolbookMultiply(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    if a.isEmpty || b.isEmpty {
      return []
    }
    // The longer operand in the inner loop: a 512-limb number times one limb is one tight
    // loop, not 512 of one step each (a factorial's products, 4× faster).
    var result =
      a.count <= b.count ? schoolbookProduct(a[...], b[...]) : schoolbookProduct(b[...], a[...])
    trim(&result)
    return result
  }

  /// `a × b` in exactly `a.count + b.count` limbs (not trimmed), schoolbook: the limb
  /// products counted by ``WorkMeter`` (Karatsuba's method counts its own additions).
  private static func schoolbookProduct(
    _ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>
  ) -> [UInt32] {
    WorkMeter.add(a.count &* b.count)
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
    return result
  }

  /// `a × b` in exactly `a.count + b.count` limbs (not trimmed), by Karatsuba's method:
  /// with a = a₁·B^h + a₀ and b = b₁·B^h + b₀, a·b = a₁b₁·B^2h + ((a₀ + a₁)(b₀ + b₁) − a₀b₀
  /// − a₁b₁)·B^h + a₀b₀, three half-size products instead of four.
  ///
  /// An operand at most half as long as the other is multiplied piece by piece (pieces of
  /// its own length). Every recursive call's longer operand has at most half the limbs of
  /// this one's, plus one: the depth is about log₂(n / ``karatsubaThreshold``).
  private static func karatsubaProduct(
    _ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>
  ) -> [UInt32] {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    if short.count < karatsubaThreshold {
      return schoolbookProduct(long, short)
    }
    // The sums, differences and additions of the pieces: about 4 limbs each.
    WorkMeter.add(4 &* long.count)
    var result = [UInt32](repeating: 0, count: long.count + short.count)
    let half = (long.count + 1) / 2
    if short.count <= half {
      var start = long.startIndex
      while start < long.endIndex {
        let end = min(start + short.count, long.endIndex)
        addInPlace(&result, karatsubaProduct(long[start..<end], short), at: start - long.startIndex)
        start = end
      }
      return result
    }
    let longLow = long[..<(long.startIndex + half)]
    let longHigh = long[(long.startIndex + half)...]
    let shortLow = short[..<(short.startIndex + half)]
    let shortHigh = short[(short.startIndex + half)...]
    let low = karatsubaProduct(longLow, shortLow)
    let high = karatsubaProduct(longHigh, shortHigh)
    var middle = karatsubaProduct(
      sumOfSlices(longLow, longHigh)[...], sumOfSlices(shortLow, shortHigh)[...])
    subtractInPlace(&middle, low)
    subtractInPlace(&middle, high)
    addInPlace(&result, low, at: 0)
    addInPlace(&result, high, at: 2 * half)
    addInPlace(&result, middle, at: half)
    return result
  }

  /// `a + b` in exactly `max(a.count, b.count) + 1` limbs (not trimmed).
  private static func sumOfSlices(_ a: ArraySlice<UInt32>, _ b: ArraySlice<UInt32>) -> [UInt32] {
    let (long, short) = a.count >= b.count ? (a, b) : (b, a)
    var result = [UInt32](repeating: 0, count: long.count + 1)
    var carry: UInt64 = 0
    var shortIndex = short.startIndex
    var index = 0
    for limb in long {
      var sum = UInt64(limb) + carry
      if shortIndex < short.endIndex {
        sum += UInt64(short[shortIndex])
        shortIndex += 1
      }
      result[index] = UInt32(truncatingIfNeeded: sum)
      carry = sum >> 32
      index += 1
    }
    result[index] = UInt32(truncatingIfNeeded: carry)
    return result
  }

  /// Adds `addend`·B^`offset` to `target`, whose length holds the sum (limbs of `addend`
  /// beyond `target`'s end are zero, and the carry ends inside it).
  private static func addInPlace(_ target: inout [UInt32], _ addend: [UInt32], at offset: Int) {
    target.withUnsafeMutableBufferPointer { target in
      addend.withUnsafeBufferPointer { addend in
        var carry: UInt64 = 0
        var index = offset
        for limb in addend where index < target.count {
          let sum = UInt64(target[index]) + UInt64(limb) + carry
          target[index] = UInt32(truncatingIfNeeded: sum)
          carry = sum >> 32
          index += 1
        }
        while carry != 0, index < target.count {
          let sum = UInt64(target[index]) + carry
          target[index] = UInt32(truncatingIfNeeded: sum)
          carry = sum >> 32
          index += 1
        }
      }
    }
  }

  /// Subtracts `subtrahend` from `target` in place, for `target` ≥ `subtrahend` and
  /// `subtrahend` no longer than `target`.
  private static func subtractInPlace(_ target: inout [UInt32], _ subtrahend: [UInt32]) {
    target.withUnsafeMutableBufferPointer { target in
      subtrahend.withUnsafeBufferPointer { subtrahend in
        var borrow: Int64 = 0
        var index = 0
        for limb in subtrahend where index < target.count {
          let difference = Int64(target[index]) - Int64(limb) - borrow
          target[index] = UInt32(truncatingIfNeeded: difference)
          borrow = difference < 0 ? 1 : 0
          index += 1
        }
        while borrow != 0, index < target.count {
          let difference = Int64(target[index]) - borrow
          target[index] = UInt32(truncatingIfNeeded: difference)
          borrow = difference < 0 ? 1 : 0
          index += 1
        }
      }
    }
  }

  /// `a × factor + addend`, for one-limb `factor` and `addend`.
  static func multiply(_ a: [UInt32], by factor: UInt32, adding addend: UInt32) -> [UInt32] {
    WorkMeter.add(a.count)
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

  /// Multiplies `a` by the one-limb `factor` in place (a factorial's running product).
  static func multiplyInPlace(_ a: inout [UInt32], by factor: UInt32) {
    WorkMeter.add(a.count)
    var carry: UInt64 = 0
    a.withUnsafeMutableBufferPointer { limbs in
      for index in limbs.indices {
        let term = UInt64(limbs[index]) * UInt64(factor) + carry
        limbs[index] = UInt32(truncatingIfNeeded: term)
        carry = term >> 32
      }
    }
    if carry != 0 {
      a.append(UInt32(truncatingIfNeeded: carry))
    }
    trim(&a)
  }

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

  /// The greatest common divisor of `a` and `b` (gcd(0, 0) = 0), by Lehmer's method.
  ///
  /// Knuth, The Art of Computer Programming, volume 2, 4.5.2, algorithm L: the Euclidean
  /// quotients are found from the top 62 bits of both numbers in 64-bit arithmetic, as long
  /// as both ends of the leading bits' uncertainty give the same quotient, and applied to the
  /// full numbers in one pass per batch (about 30 bits of reduction per pass, where Euclid's
  /// one long division per quotient gains about 1.7).
  ///
  /// - Complexity: O(n²) for n-limb operands, with a small constant.
  static func greatestCommonDivisor(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var (u, v) = compare(a, b) >= 0 ? (a, b) : (b, a)
    if v.count == 1, v[0] == 1 {
      // An integer's denominator: no division needed (1000! as rationals is 4× faster).
      return v
    }
    // The cosequence's coefficients stay below 2^30, so that a coefficient times a limb
    // plus a carry fits in 64 bits (signed) in `combination`.
    let coefficientLimit: Int64 = 1 << 30
    while v.count > 2 {
      // û, v̂: bits from `shift` up (below 2^62); u = û·2^shift + less, v likewise.
      let shift = bitWidth(u) - 62
      var uHat = Int64(truncatingIfNeeded: topBits(u, from: shift))
      var vHat = Int64(truncatingIfNeeded: topBits(v, from: shift))
      // (u', v') = (A u + B v, C u + D v) after the quotients accepted so far.
      var (coefficientA, coefficientB, coefficientC, coefficientD): (Int64, Int64, Int64, Int64) =
        (1, 0, 0, 1)
      while vHat + coefficientC != 0, vHat + coefficientD != 0 {
        // The true quotient lies between these two; accept it only when they agree.
        let quotient = (uHat + coefficientA) / (vHat + coefficientC)
        guard quotient == (uHat + coefficientB) / (vHat + coefficientD),
          quotient < coefficientLimit
        else { break }
        // |quotient × C| < 2^60; quotient × v̂ ≤ û + 2^30 (by the quotient's definition with
        // whichever of C, D is not negative): nothing overflows.
        // (Wrapping products: exact by these bounds, and no __multi3 on wasm32.)
        let nextC = coefficientA - quotient &* coefficientC
        let nextD = coefficientB - quotient &* coefficientD
        guard nextC.magnitude < coefficientLimit, nextD.magnitude < coefficientLimit else { break }
        (coefficientA, coefficientC) = (coefficientC, nextC)
        (coefficientB, coefficientD) = (coefficientD, nextD)
        (uHat, vHat) = (vHat, uHat - quotient &* vHat)
      }
      if coefficientB == 0 {
        // No quotient could be decided from the leading bits: one long division.
        (u, v) = (v, divide(u, by: v).remainder)
      } else {
        WorkMeter.add(2 &* u.count)
        (u, v) = (
          combination(u, coefficientA, v, coefficientB),
          combination(u, coefficientC, v, coefficientD)
        )
      }
    }
    guard !v.isEmpty else { return u }
    // Both below 2^64 after one more division: finish in 64-bit arithmetic.
    var x = UInt64(v[0]) | (v.count > 1 ? UInt64(v[1]) << 32 : 0)
    let remainder = divide(u, by: v).remainder
    var y = UInt64(remainder.first ?? 0) | (remainder.count > 1 ? UInt64(remainder[1]) << 32 : 0)
    while y != 0 {
      (x, y) = (y, x % y)
    }
    var result = [UInt32(truncatingIfNeeded: x), UInt32(truncatingIfNeeded: x >> 32)]
    trim(&result)
    return result
  }

  /// The greatest common divisor by Euclid's algorithm with one long division per step: the
  /// reference that ``greatestCommonDivisor(_:_:)`` is tested and measured against.
  static func euclideanGreatestCommonDivisor(_ a: [UInt32], _ b: [UInt32]) -> [UInt32] {
    var a = a
    var b = b
    while !b.isEmpty {
      (a, b) = (b, divide(a, by: b).remainder)
    }
    return a
  }

  /// ⌊a / 2^shift⌋ for a value below 2^64 (64 bits of `a` from bit `shift` ≥ 0 up).
  private static func topBits(_ a: [UInt32], from shift: Int) -> UInt64 {
    let index = shift / 32
    let bitShift = UInt64(shift % 32)
    let low = index < a.count ? UInt64(a[index]) : 0
    let middle = index + 1 < a.count ? UInt64(a[index + 1]) : 0
    let high = index + 2 < a.count ? UInt64(a[index + 2]) : 0
    return (middle << 32 | low) >> bitShift | high << (64 - bitShift)
  }

  /// x·u + y·v for coefficients |x|, |y| < 2^30 of opposite signs (or zero) whose result
  /// is known not to be negative (a step of Lehmer's cosequence).
  private static func combination(
    _ u: [UInt32], _ x: Int64, _ v: [UInt32], _ y: Int64
  ) -> [UInt32] {
    // result = p·P − n·N with p, n ≥ 0 (x ≥ 0 when y ≤ 0, and x ≤ 0 when y > 0).
    let (positive, positiveFactor, negative, negativeFactor) =
      y <= 0
      ? (u, UInt64(x.magnitude), v, UInt64(y.magnitude))
      : (v, UInt64(y.magnitude), u, UInt64(x.magnitude))
    let count = max(u.count, v.count)
    var result = [UInt32](repeating: 0, count: count + 1)
    var positiveCarry: UInt64 = 0
    var negativeCarry: UInt64 = 0
    var borrow: Int64 = 0
    for index in 0..<count {
      // Each below 2^30·2^32 + 2^32: no overflow (so wrapping products, no __multi3).
      let plus =
        positiveFactor &* (index < positive.count ? UInt64(positive[index]) : 0) + positiveCarry
      let minus =
        negativeFactor &* (index < negative.count ? UInt64(negative[index]) : 0) + negativeCarry
      positiveCarry = plus >> 32
      negativeCarry = minus >> 32
      let difference = Int64(plus & 0xFFFF_FFFF) - Int64(minus & 0xFFFF_FFFF) - borrow
      result[index] = UInt32(truncatingIfNeeded: difference)
      borrow = difference < 0 ? 1 : 0
    }
    // The result is not negative, so this top limb is its last (and below 2^31).
    result[count] = UInt32(
      truncatingIfNeeded: Int64(positiveCarry) - Int64(negativeCarry) - borrow)
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
