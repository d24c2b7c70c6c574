/// An integer of any size: a sign and a magnitude, held in one 64-bit word when it fits and
/// as 32-bit limbs (``LimbArithmetic``) beyond.
///
/// The exact numbers (`Rational`, `ExactNumber`) are built on it. It is written here rather than taken
/// from attaswift/BigInt because that package does not compile as Embedded Swift for
/// the page's wasm32 module (Codable, `CustomPlaygroundDisplayConvertible`, Foundation's
/// `Data`). Most values a calculation meets fit in a word; keeping those out of the heap
/// makes their arithmetic several times faster (a batch line or key press builds dozens).
/// Operations do not limit sizes: ``Rational`` and ``ConstructiveReal`` bound the integers
/// they make, so that every operation has a bounded cost.
public struct BigInteger: Hashable, Sendable {
  /// The magnitude when it is below 2^64 (`wide` is then `nil`).
  @usableFromInline var word: UInt64
  /// The magnitude when it is 2^64 or more: least significant limb first, at least three
  /// limbs, no zero limb at the end.
  @usableFromInline var wide: [UInt32]?
  /// Whether the value is below zero; never true for zero.
  public private(set) var isNegative: Bool

  /// Zero.
  static let zero = BigInteger(magnitude: 0)
  /// One.
  public static let one = BigInteger(magnitude: 1)

  /// A value from a magnitude (trimmed here) and a sign (ignored for zero).
  init(limbs: [UInt32], isNegative: Bool) {
    var limbs = limbs
    LimbArithmetic.trim(&limbs)
    if limbs.count <= 2 {
      self.init(
        magnitude: UInt64(limbs.first ?? 0) | UInt64(limbs.count == 2 ? limbs[1] : 0) << 32,
        isNegative: isNegative)
    } else {
      self.init(word: 0, wide: limbs, isNegative: isNegative)
    }
  }

  private init(word: UInt64, wide: [UInt32]?, isNegative: Bool) {
    self.word = word
    self.wide = wide
    self.isNegative = isNegative
  }

  /// The value of `value`.
  init(_ value: Int64) {
    self.init(magnitude: value.magnitude, isNegative: value < 0)
  }

  /// The value of `value`.
  public init(_ value: Int) {
    self.init(Int64(value))
  }

  /// The value `±magnitude`.
  init(magnitude: UInt64, isNegative: Bool = false) {
    self.init(word: magnitude, wide: nil, isNegative: isNegative && magnitude != 0)
  }

  /// The magnitude, least significant limb first, with no zero limb at the end.
  public var limbs: [UInt32] {
    if let wide { return wide }
    if word == 0 { return [] }
    if word >> 32 == 0 { return [UInt32(truncatingIfNeeded: word)] }
    return [UInt32(truncatingIfNeeded: word), UInt32(truncatingIfNeeded: word >> 32)]
  }

  /// The magnitude as a `UInt64` when it fits.
  var wordMagnitude: UInt64? { wide == nil ? word : nil }

  /// Whether the value is zero.
  @inlinable var isZero: Bool { wide == nil && word == 0 }

  /// −1, 0 or 1.
  @inlinable var signum: Int { isZero ? 0 : isNegative ? -1 : 1 }

  /// The absolute value.
  public var magnitude: BigInteger {
    var result = self
    result.isNegative = false
    return result
  }

  /// The number of significant bits of the magnitude (0 for zero).
  public var bitWidth: Int {
    if let wide { return LimbArithmetic.bitWidth(wide) }
    return 64 - word.leadingZeroBitCount
  }

  /// Whether the value is odd.
  public var isOdd: Bool { (wide?.first.map(UInt64.init) ?? word) & 1 == 1 }

  /// The value as an `Int64`, or `nil` when it does not fit.
  public var int64Value: Int64? {
    guard wide == nil else { return nil }
    if isNegative {
      guard word <= UInt64(Int64.max) + 1 else { return nil }
      return Int64(truncatingIfNeeded: 0 &- word)
    }
    guard word <= UInt64(Int64.max) else { return nil }
    return Int64(word)
  }

  /// The negated value.
  public static prefix func - (value: BigInteger) -> BigInteger {
    var result = value
    result.isNegative = !value.isNegative && !value.isZero
    return result
  }

  /// The sum.
  public static func + (left: BigInteger, right: BigInteger) -> BigInteger {
    if let a = left.wordMagnitude, let b = right.wordMagnitude {
      if left.isNegative == right.isNegative {
        let (sum, overflow) = a.addingReportingOverflow(b)
        if !overflow { return BigInteger(magnitude: sum, isNegative: left.isNegative) }
      } else {
        return a >= b
          ? BigInteger(magnitude: a - b, isNegative: left.isNegative)
          : BigInteger(magnitude: b - a, isNegative: right.isNegative)
      }
    }
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
  public static func - (left: BigInteger, right: BigInteger) -> BigInteger {
    left + -right
  }

  /// The product.
  ///
  /// - Complexity: O(n^1.585) for n-limb operands (Karatsuba's method); O(m × n) when the
  ///   shorter has fewer than ``LimbArithmetic/karatsubaThreshold`` limbs.
  public static func * (left: BigInteger, right: BigInteger) -> BigInteger {
    let isNegative = left.isNegative != right.isNegative
    // Judged from the widths: a checked 64-bit multiply needs a 128-bit one on wasm32.
    if let a = left.wordMagnitude, let b = right.wordMagnitude,
      a.leadingZeroBitCount + b.leadingZeroBitCount >= 64
    {
      return BigInteger(magnitude: a &* b, isNegative: isNegative)
    }
    return BigInteger(
      limbs: LimbArithmetic.multiply(left.limbs, right.limbs), isNegative: isNegative)
  }

  /// The quotient rounded toward zero and the remainder, which has the dividend's sign
  /// (as `Int`'s); `divisor` must not be zero.
  public func quotientAndRemainder(dividingBy divisor: BigInteger) -> (
    quotient: BigInteger, remainder: BigInteger
  ) {
    let quotientIsNegative = isNegative != divisor.isNegative
    if let a = wordMagnitude, let b = divisor.wordMagnitude, b != 0 {
      return (
        BigInteger(magnitude: a / b, isNegative: quotientIsNegative),
        BigInteger(magnitude: a % b, isNegative: isNegative)
      )
    }
    let (quotient, remainder) = LimbArithmetic.divide(limbs, by: divisor.limbs)
    return (
      BigInteger(limbs: quotient, isNegative: quotientIsNegative),
      BigInteger(limbs: remainder, isNegative: isNegative)
    )
  }

  /// The value times 2^`bits` (`bits` ≥ 0).
  func shiftedLeft(by bits: Int) -> BigInteger {
    if let a = wordMagnitude, bits < 64, a.leadingZeroBitCount >= bits {
      return BigInteger(magnitude: a << bits, isNegative: isNegative)
    }
    return BigInteger(limbs: LimbArithmetic.shiftLeft(limbs, by: bits), isNegative: isNegative)
  }

  /// The value divided by 2^`bits` (`bits` ≥ 0), rounded down (toward −∞, as `Int`'s `>>`).
  func shiftedRight(by bits: Int) -> BigInteger {
    if let a = wordMagnitude {
      let quotient = bits < 64 ? a >> bits : 0
      let roundsAway = isNegative && (bits < 64 ? a & ((1 << bits) - 1) != 0 : a != 0)
      return BigInteger(magnitude: quotient + (roundsAway ? 1 : 0), isNegative: isNegative)
    }
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
    if let x = a.wordMagnitude, let y = b.wordMagnitude {
      return BigInteger(magnitude: greatestCommonDivisor(x, y))
    }
    return BigInteger(
      limbs: LimbArithmetic.greatestCommonDivisor(a.limbs, b.limbs), isNegative: false)
  }

  /// gcd(x, y) by Euclid's algorithm in words (gcd(x, 0) = x).
  static func greatestCommonDivisor(_ x: UInt64, _ y: UInt64) -> UInt64 {
    var (x, y) = (x, y)
    while y != 0 {
      (x, y) = (y, x % y)
    }
    return x
  }

  /// ⌊√value⌋ for a value ≥ 0 (Newton's iteration from above); 0 for a negative value.
  ///
  /// Up to 128 bits the start is the `Double` root of the leading 63 or 64 bits, good to 30
  /// bits, so two or three divisions finish it. Beyond, it is the root of the top half of
  /// the bits (recursively, ⌈log₂(bits/128)⌉ deep), good to about a quarter of the bits.
  func squareRoot() -> BigInteger {
    guard signum > 0 else { return .zero }
    var estimate: BigInteger
    if bitWidth <= 128 {
      // With t = ⌊value / 4^k⌋ < 2^64 and h within 1 of √t: value < (t + 1)·4^k
      // < (h + 2)²·4^k, so (h + 2)·2^k is above the root.
      let k = max(0, bitWidth - 63) / 2
      let top = shiftedRight(by: 2 * k).wordMagnitude ?? 0
      let root = UInt64(Double(top).squareRoot())
      estimate = BigInteger(magnitude: root + 2).shiftedLeft(by: k)
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
  public static func < (left: BigInteger, right: BigInteger) -> Bool {
    if left.isNegative != right.isNegative {
      return left.isNegative
    }
    let order: Int
    if let a = left.wordMagnitude, let b = right.wordMagnitude {
      order = a == b ? 0 : a < b ? -1 : 1
    } else {
      order = LimbArithmetic.compare(left.limbs, right.limbs)
    }
    return left.isNegative ? order > 0 : order < 0
  }
}
