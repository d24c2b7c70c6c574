import TestSupport
import Testing

@testable import ExactArithmetic

/// The big integers under the exact numbers: known values, and properties on
/// seeded random operands (the seed is in every failure message).
@Suite struct BigIntegerTests {
  /// A random integer of up to `maximumLimbs` limbs, biased toward the limb values that
  /// reach the rare branches of long division (all ones, zero, the top bit alone).
  static func random(maximumLimbs: Int, using generator: inout SplitMix64) -> BigInteger {
    let count = Int.random(in: 0...maximumLimbs, using: &generator)
    var limbs: [UInt32] = []
    for _ in 0..<count {
      switch Int.random(in: 0..<6, using: &generator) {
      case 0: limbs.append(0xFFFF_FFFF)
      case 1: limbs.append(0)
      case 2: limbs.append(0x8000_0000)
      default: limbs.append(UInt32.random(in: 0...UInt32.max, using: &generator))
      }
    }
    return BigInteger(limbs: limbs, isNegative: Bool.random(using: &generator))
  }

  @Test func knownValues() {
    #expect(BigInteger(2).power(100).description == "1267650600228229401496703205376")
    var factorial = BigInteger.one
    for n in 1...30 {
      factorial = factorial * BigInteger(n)
    }
    #expect(factorial.description == "265252859812191058636308480000000")
    #expect(BigInteger(-7).description == "-7")
    #expect(BigInteger.zero.description == "0")
    #expect(BigInteger(decimal: "-000123")?.description == "-123")
    #expect(BigInteger(decimal: "1e3") == nil)
    #expect(BigInteger(decimal: "") == nil)
    #expect(BigInteger(decimal: "-") == nil)
    #expect(BigInteger(Int64.min).description == "-9223372036854775808")
    #expect(BigInteger(Int64.min).int64Value == Int64.min)
    #expect((BigInteger(Int64.max) + .one).int64Value == nil)
    #expect(BigInteger(10).power(40).description == "1" + String(repeating: "0", count: 40))
  }

  @Test func divisionRoundsTowardZeroLikeInt() {
    for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (0, 5), (1, 7)] {
      let (quotient, remainder) = BigInteger(a).quotientAndRemainder(dividingBy: BigInteger(b))
      #expect(quotient == BigInteger(a / b), "\(a) / \(b)")
      #expect(remainder == BigInteger(a % b), "\(a) % \(b)")
    }
  }

  @Test func shiftsRoundDownLikeInt() {
    for value in [-9, -8, -7, -1, 0, 1, 7, 8, 9] {
      for bits in 0...4 {
        #expect(BigInteger(value).shiftedRight(by: bits) == BigInteger(value >> bits))
        #expect(BigInteger(value).shiftedLeft(by: bits) == BigInteger(value << bits))
      }
    }
    #expect(BigInteger(5).scaled(byPowerOfTwo: -1) == BigInteger(3))
    #expect(BigInteger(-5).scaled(byPowerOfTwo: -1) == BigInteger(-2))
  }

  @Test func agreesWithInt64OnSmallOperands() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let a = Int64.random(in: -(1 << 31)...(1 << 31), using: &generator)
      let b = Int64.random(in: -(1 << 31)...(1 << 31), using: &generator)
      #expect((BigInteger(a) + BigInteger(b)).int64Value == a + b, "seed \(seed)")
      #expect((BigInteger(a) - BigInteger(b)).int64Value == a - b, "seed \(seed)")
      #expect((BigInteger(a) * BigInteger(b)).int64Value == a * b, "seed \(seed)")
      #expect((BigInteger(a) < BigInteger(b)) == (a < b), "seed \(seed)")
      if b != 0 {
        let (quotient, remainder) = BigInteger(a).quotientAndRemainder(dividingBy: BigInteger(b))
        #expect(quotient.int64Value == a / b, "seed \(seed): \(a) / \(b)")
        #expect(remainder.int64Value == a % b, "seed \(seed): \(a) % \(b)")
      }
    }
  }

  /// A random integer of 0 to 3 limbs, biased toward 2^64 ± a little, where a value moves
  /// between the inline word and the limb array.
  static func randomNearWord(using generator: inout SplitMix64) -> BigInteger {
    let base: BigInteger
    switch Int.random(in: 0..<4, using: &generator) {
    case 0: base = BigInteger(magnitude: .max)
    case 1: base = BigInteger(magnitude: .max) + .one
    case 2: base = BigInteger(magnitude: UInt64.random(in: 0...UInt64.max, using: &generator))
    default: return random(maximumLimbs: 3, using: &generator)
    }
    let nudge = BigInteger(Int64.random(in: -3...3, using: &generator))
    return Bool.random(using: &generator) ? -(base + nudge) : base + nudge
  }

  /// Each operation's result, word paths and all, against the limb arithmetic on the same
  /// magnitudes.
  @Test func wordPathsAgreeWithLimbArithmetic() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    func signed(_ limbs: [UInt32], _ isNegative: Bool) -> BigInteger {
      BigInteger(limbs: limbs, isNegative: isNegative)
    }
    for _ in 0..<3_000 {
      let a = Self.randomNearWord(using: &generator)
      let b = Self.randomNearWord(using: &generator)
      let sameSign = a.isNegative == b.isNegative
      let order = LimbArithmetic.compare(a.limbs, b.limbs)
      let sum =
        sameSign
        ? signed(LimbArithmetic.add(a.limbs, b.limbs), a.isNegative)
        : order >= 0
          ? signed(LimbArithmetic.subtract(a.limbs, b.limbs), a.isNegative)
          : signed(LimbArithmetic.subtract(b.limbs, a.limbs), b.isNegative)
      #expect(a + b == sum, "seed \(seed): \(a) + \(b)")
      let product = signed(LimbArithmetic.multiply(a.limbs, b.limbs), !sameSign)
      #expect(a * b == product, "seed \(seed): \(a) × \(b)")
      #expect((a < b) == ((b - a).signum > 0), "seed \(seed): \(a) < \(b)")
      #expect(a.bitWidth == LimbArithmetic.bitWidth(a.limbs), "seed \(seed): \(a)")
      if !b.isZero {
        let (quotient, remainder) = LimbArithmetic.divide(a.limbs, by: b.limbs)
        let result = a.quotientAndRemainder(dividingBy: b)
        #expect(result.quotient == signed(quotient, !sameSign), "seed \(seed): \(a) / \(b)")
        #expect(result.remainder == signed(remainder, a.isNegative), "seed \(seed)")
      }
      #expect(
        BigInteger.greatestCommonDivisor(a, b)
          == signed(LimbArithmetic.greatestCommonDivisor(a.limbs, b.limbs), false),
        "seed \(seed): gcd(\(a), \(b))")
      let bits = Int.random(in: 0...70, using: &generator)
      #expect(
        a.shiftedLeft(by: bits)
          == signed(LimbArithmetic.shiftLeft(a.limbs, by: bits), a.isNegative),
        "seed \(seed): \(a) << \(bits)")
      #expect(a.shiftedRight(by: bits) == a.shiftedLeft(by: 70 - bits).shiftedRight(by: 70))
      #expect(BigInteger(decimal: a.description) == a, "seed \(seed): \(a)")
    }
  }

  @Test func divisionIdentityOnRandomOperands() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let a = Self.random(maximumLimbs: 12, using: &generator)
      let b = Self.random(maximumLimbs: 7, using: &generator)
      guard !b.isZero else { continue }
      let (quotient, remainder) = a.quotientAndRemainder(dividingBy: b)
      #expect(quotient * b + remainder == a, "seed \(seed): \(a) / \(b)")
      #expect(remainder.magnitude < b.magnitude, "seed \(seed): \(a) / \(b)")
      #expect(remainder.isZero || remainder.isNegative == a.isNegative, "seed \(seed)")
      #expect((a * b).quotientAndRemainder(dividingBy: b).quotient == a, "seed \(seed)")
      #expect((a * b).quotientAndRemainder(dividingBy: b).remainder.isZero, "seed \(seed)")
    }
  }

  @Test func ringPropertiesOnRandomOperands() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let a = Self.random(maximumLimbs: 8, using: &generator)
      let b = Self.random(maximumLimbs: 8, using: &generator)
      let c = Self.random(maximumLimbs: 8, using: &generator)
      #expect(a + b - b == a, "seed \(seed)")
      #expect(a * (b + c) == a * b + a * c, "seed \(seed)")
      #expect(a * b == b * a, "seed \(seed)")
      let bits = Int.random(in: 0...100, using: &generator)
      #expect(a.shiftedLeft(by: bits) == a * BigInteger(2).power(bits), "seed \(seed)")
      #expect(a.shiftedLeft(by: bits).shiftedRight(by: bits) == a, "seed \(seed)")
      #expect((a < b) == ((b - a).signum > 0), "seed \(seed)")
    }
  }

  @Test func decimalTextRoundTrips() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let a = Self.random(maximumLimbs: 40, using: &generator)
      #expect(BigInteger(decimal: a.description) == a, "seed \(seed): \(a)")
    }
    let digits = "1234567890987654321" + String(repeating: "5", count: 300) + "1"
    #expect(BigInteger(decimal: digits)?.description == digits)
  }

  @Test func squareRootIsTheFloor() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let a = Self.random(maximumLimbs: 10, using: &generator).magnitude
      let root = a.squareRoot()
      #expect(root * root <= a, "seed \(seed): \(a)")
      #expect((root + .one) * (root + .one) > a, "seed \(seed): \(a)")
    }
    #expect(BigInteger(2).power(200).squareRoot() == BigInteger(2).power(100))
  }

  @Test func greatestCommonDivisor() {
    #expect(BigInteger.greatestCommonDivisor(BigInteger(12), BigInteger(-18)) == BigInteger(6))
    #expect(BigInteger.greatestCommonDivisor(.zero, BigInteger(5)) == BigInteger(5))
    let a = BigInteger(3).power(50) * BigInteger(2).power(70)
    let b = BigInteger(3).power(20) * BigInteger(5).power(30)
    #expect(BigInteger.greatestCommonDivisor(a, b) == BigInteger(3).power(20))
  }
}
