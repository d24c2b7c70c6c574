/// An integer of any size: a sign and a magnitude of 32-bit limbs (``LimbArithmetic``).
///
/// The exact numbers of SPEC §20 are built on it. It is written here rather than taken
/// from attaswift/BigInt because that package does not compile as Embedded Swift for
/// the page's wasm32 module (Codable, `CustomPlaygroundDisplayConvertible`, Foundation's
/// `Data`). Operations do not limit sizes: ``Rational`` and ``ConstructiveReal`` bound
/// the integers they make, so that every operation has a bounded cost.
struct BigInteger: Hashable, Sendable {
  /// The magnitude, least significant limb first, with no zero limb at the end.
  private(set) var limbs: [UInt32]
  /// Whether the value is below zero; never true for zero.
  private(set) var isNegative: Bool

  /// Zero.
  static let zero = BigInteger(limbs: [], isNegative: false)
  /// One.
  static let one = BigInteger(1)

  /// A value from a magnitude (trimmed here) and a sign (ignored for zero).
  init(limbs: [UInt32], isNegative: Bool) {
    var limbs = limbs
    LimbArithmetic.trim(&limbs)
    self.limbs = limbs
    self.isNegative = isNegative && !limbs.isEmpty
  }

  /// The value of `value`.
  init(_ value: Int64) {
    self.init(magnitude: value.magnitude, isNegative: value < 0)
  }

  /// The value of `value`.
  init(_ value: Int) {
    self.init(Int64(value))
  }

  /// The value `±magnitude`.
  init(magnitude: UInt64, isNegative: Bool = false) {
    self.init(
      limbs: [UInt32(truncatingIfNeeded: magnitude), UInt32(truncatingIfNeeded: magnitude >> 32)],
      isNegative: isNegative)
  }

  /// Whether the value is zero.
  var isZero: Bool { limbs.isEmpty }

  /// −1, 0 or 1.
  var signum: Int { isZero ? 0 : isNegative ? -1 : 1 }

  /// The absolute value.
  var magnitude: BigInteger { BigInteger(limbs: limbs, isNegative: false) }

  /// The number of significant bits of the magnitude (0 for zero).
  var bitWidth: Int { LimbArithmetic.bitWidth(limbs) }

  /// Whether the value is odd.
  var isOdd: Bool { (limbs.first ?? 0) & 1 == 1 }

  /// The value as an `Int64`, or `nil` when it does not fit.
  var int64Value: Int64? {
    guard limbs.count <= 2 else { return nil }
    let magnitude = UInt64(limbs.first ?? 0) | UInt64(limbs.count == 2 ? limbs[1] : 0) << 32
    if isNegative {
      guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
      return Int64(truncatingIfNeeded: 0 &- magnitude)
    }
    guard magnitude <= UInt64(Int64.max) else { return nil }
    return Int64(magnitude)
  }

  /// The negated value.
  static prefix func - (value: BigInteger) -> BigInteger {
    BigInteger(limbs: value.limbs, isNegative: !value.isNegative)
  }

  /// The sum.
  static func + (left: BigInteger, right: BigInteger) -> BigInteger {
    if left.isNegative == right.isNegative {
      return BigInteger(
        limbs: LimbArithmetic.add(left.limbs, right.limbs), isNegative: left.isNegative)
    }
    let order = LimbArithmetic.compare(left.limbs, right.limbs)
    if order == 0 {
      return .zero
    }
    if order > 0 {
      return BigInteger(
        limbs: LimbArithmetic.subtract(left.limbs, right.limbs), isNegative: left.isNegative)
    }
    return BigInteger(
      limbs: LimbArithmetic.subtract(right.limbs, left.limbs), isNegative: right.isNegative)
  }

  /// The difference.
  static func - (left: BigInteger, right: BigInteger) -> BigInteger {
    left + -right
  }

  /// The product.
  ///
  /// - Complexity: O(n^1.585) for n-limb operands (Karatsuba's method); O(m × n) when the
  ///   shorter has fewer than ``LimbArithmetic/karatsubaThreshold`` limbs.
  static func * (left: BigInteger, right: BigInteger) -> BigInteger {
    BigInteger(
      limbs: LimbArithmetic.multiply(left.limbs, right.limbs),
      isNegative: left.isNegative != right.isNegative)
  }

  /// The quotient rounded toward zero and the remainder, which has the dividend's sign
  /// (as `Int`'s); `divisor` must not be zero.
  func quotientAndRemainder(dividingBy divisor: BigInteger) -> (
    quotient: BigInteger, remainder: BigInteger
  ) {
    let (quotient, remainder) = LimbArithmetic.divide(limbs, by: divisor.limbs)
    return (
      BigInteger(limbs: quotient, isNegative: isNegative != divisor.isNegative),
      BigInteger(limbs: remainder, isNegative: isNegative)
    )
  }

  /// The value times 2^`bits` (`bits` ≥ 0).
  func shiftedLeft(by bits: Int) -> BigInteger {
    BigInteger(limbs: LimbArithmetic.shiftLeft(limbs, by: bits), isNegative: isNegative)
  }

  /// The value divided by 2^`bits` (`bits` ≥ 0), rounded down (toward −∞, as `Int`'s `>>`).
  func shiftedRight(by bits: Int) -> BigInteger {
    let quotient = LimbArithmetic.shiftRight(limbs, by: bits)
    if isNegative, LimbArithmetic.hasBitsSet(limbs, below: bits) {
      return BigInteger(limbs: LimbArithmetic.add(quotient, [1]), isNegative: true)
    }
    return BigInteger(limbs: quotient, isNegative: isNegative)
  }

  /// The value times 2^`bits`, rounded to the nearest integer (halves up) when `bits` < 0.
  func scaled(byPowerOfTwo bits: Int) -> BigInteger {
    if bits >= 0 {
      return shiftedLeft(by: bits)
    }
    return (shiftedRight(by: -bits - 1) + .one).shiftedRight(by: 1)
  }

  /// The value raised to `exponent` (≥ 0) by repeated squaring.
  func power(_ exponent: Int) -> BigInteger {
    var result = BigInteger.one
    var base = self
    var exponent = exponent
    while exponent > 0 {
      if exponent & 1 == 1 {
        result = result * base
      }
      exponent >>= 1
      if exponent > 0 {
        base = base * base
      }
    }
    return result
  }

  /// The greatest common divisor of the magnitudes (Lehmer's method); gcd(0, 0) is 0.
  static func greatestCommonDivisor(_ a: BigInteger, _ b: BigInteger) -> BigInteger {
    BigInteger(limbs: LimbArithmetic.greatestCommonDivisor(a.limbs, b.limbs), isNegative: false)
  }

  /// ⌊√value⌋ for a value ≥ 0 (Newton's iteration from above); 0 for a negative value.
  ///
  /// The start is the root of the top half of the bits (recursively, ⌈log₂(bits/128)⌉
  /// deep), good to about a quarter of the bits, so a few full-size divisions finish it.
  func squareRoot() -> BigInteger {
    guard signum > 0 else { return .zero }
    var estimate: BigInteger
    if bitWidth <= 128 {
      // Start above the root: 2^⌈bitWidth / 2⌉.
      estimate = BigInteger.one.shiftedLeft(by: (bitWidth + 1) / 2)
    } else {
      // With m = ⌊value / 4^k⌋ and h = ⌊√m⌋: value < (m + 1)·4^k ≤ (h + 1)²·4^k, so
      // (h + 1)·2^k is above the root, by a relative 1/h ≈ 2^(−bitWidth/4).
      let k = bitWidth / 4
      estimate = (shiftedRight(by: 2 * k).squareRoot() + .one).shiftedLeft(by: k)
    }
    while true {
      let next = (estimate + quotientAndRemainder(dividingBy: estimate).quotient).shiftedRight(
        by: 1)
      if next >= estimate {
        return estimate
      }
      estimate = next
    }
  }
}

extension BigInteger: Comparable {
  /// Whether `left` is below `right`.
  static func < (left: BigInteger, right: BigInteger) -> Bool {
    if left.isNegative != right.isNegative {
      return left.isNegative
    }
    let order = LimbArithmetic.compare(left.limbs, right.limbs)
    return left.isNegative ? order > 0 : order < 0
  }
}
