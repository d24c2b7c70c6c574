extension LimbArithmetic {
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
}
