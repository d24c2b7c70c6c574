extension LimbArithmetic {
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
}
