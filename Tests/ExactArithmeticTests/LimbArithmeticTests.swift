import TestSupport
import Testing

@testable import ExactArithmetic

/// The fast algorithms on magnitudes against their plain references, on seeded random
/// operands (the seed is in every failure message): Karatsuba's multiplication against the
/// schoolbook method, Lehmer's gcd against Euclid's.
@Suite struct LimbArithmeticTests {
  /// A magnitude of `count` limbs (trimmed, so possibly shorter), drawn from all ones, zero
  /// runs and random limbs as `style` asks: 0 random, 1 all ones, 2 mostly zero, 3 mixed.
  static func limbs(
    _ count: Int, style: Int, using generator: inout SplitMix64
  ) -> [UInt32] {
    var limbs: [UInt32] = []
    for _ in 0..<count {
      let random = UInt32.random(in: 0...UInt32.max, using: &generator)
      switch style {
      case 0: limbs.append(random)
      case 1: limbs.append(0xFFFF_FFFF)
      case 2: limbs.append(random % 8 == 0 ? random : 0)
      default:
        switch random % 4 {
        case 0: limbs.append(0xFFFF_FFFF)
        case 1: limbs.append(0)
        default: limbs.append(random)
        }
      }
    }
    LimbArithmetic.trim(&limbs)
    return limbs
  }

  @Test func karatsubaAgreesWithSchoolbookAroundTheThreshold() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    let threshold = LimbArithmetic.karatsubaThreshold
    // Lengths that reach each branch: below, at and above the threshold, balanced splits
    // of odd lengths, operands at most half as long as the other (pieces), and one limb.
    let lengths = [
      0, 1, 2, threshold - 1, threshold, threshold + 1, 2 * threshold - 1, 2 * threshold,
      2 * threshold + 1, 3 * threshold + 7, 5 * threshold - 3,
    ]
    for left in lengths {
      for right in lengths {
        let style = Int.random(in: 0...3, using: &generator)
        let a = Self.limbs(left, style: style, using: &generator)
        let otherStyle = Int.random(in: 0...3, using: &generator)
        let b = Self.limbs(right, style: otherStyle, using: &generator)
        #expect(
          LimbArithmetic.multiply(a, b) == LimbArithmetic.schoolbookMultiply(a, b),
          "seed \(seed): \(left) × \(right) limbs, style \(style)")
      }
    }
  }

  @Test func karatsubaAgreesWithSchoolbookOnRandomSizes() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<60 {
      let left = Int.random(in: 0...400, using: &generator)
      let right = Int.random(in: 0...400, using: &generator)
      let style = Int.random(in: 0...3, using: &generator)
      let a = Self.limbs(left, style: style, using: &generator)
      let b = Self.limbs(right, style: style, using: &generator)
      #expect(
        LimbArithmetic.multiply(a, b) == LimbArithmetic.schoolbookMultiply(a, b),
        "seed \(seed): \(left) × \(right) limbs, style \(style)")
    }
  }

  @Test func lehmerAgreesWithEuclid() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for trial in 0..<300 {
      let style = Int.random(in: 0...3, using: &generator)
      var a = Self.limbs(Int.random(in: 0...40, using: &generator), style: style, using: &generator)
      var b = Self.limbs(Int.random(in: 0...40, using: &generator), style: 0, using: &generator)
      if trial % 3 == 0 {
        // A planted common factor, so that the gcd is large.
        let factor = Self.limbs(
          Int.random(in: 1...30, using: &generator), style: 0, using: &generator)
        a = LimbArithmetic.multiply(a, factor)
        b = LimbArithmetic.multiply(b, factor)
      }
      if trial % 7 == 0 {
        // One divides the other.
        b = LimbArithmetic.multiply(a, b)
      }
      #expect(
        LimbArithmetic.greatestCommonDivisor(a, b)
          == LimbArithmetic.euclideanGreatestCommonDivisor(a, b),
        "seed \(seed): trial \(trial), \(a.count) and \(b.count) limbs")
    }
  }

  @Test func gcdEdgeCases() {
    let big = [UInt32](repeating: 0xFFFF_FFFF, count: 9)
    let cases: [([UInt32], [UInt32])] = [
      ([], []), ([], big), (big, []), (big, big), ([1], big), ([0, 0, 0, 1], [0, 0, 1]),
      (big, LimbArithmetic.multiply(big, [3])), ([7, 0, 0, 5], [7, 0, 0, 5, 1]),
    ]
    for (a, b) in cases {
      #expect(
        LimbArithmetic.greatestCommonDivisor(a, b)
          == LimbArithmetic.euclideanGreatestCommonDivisor(a, b), "\(a), \(b)")
    }
    #expect(LimbArithmetic.greatestCommonDivisor(big, []) == big)
    #expect(LimbArithmetic.greatestCommonDivisor([], []) == [])
  }
}
