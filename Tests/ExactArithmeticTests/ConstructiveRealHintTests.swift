import TestSupport
import Testing

@testable import ExactArithmetic

/// ``ConstructiveReal/magnitudeHint`` only says where searches start: a wrong hint costs
/// work, never a digit.
@Suite struct ConstructiveRealHintTests {
  /// A random real of `depth` levels at most over rationals from 10^−300 to 10^300, π and
  /// e, with every node it builds appended to `nodes`.
  static func randomReal(
    depth: Int, using generator: inout SplitMix64, nodes: inout [ConstructiveReal]
  ) throws -> ConstructiveReal {
    let real: ConstructiveReal
    let kind = depth == 0 ? 0 : Int.random(in: 0..<9, using: &generator)
    func operand() throws -> ConstructiveReal {
      try randomReal(depth: depth - 1, using: &generator, nodes: &nodes)
    }
    switch kind {
    case 0:
      let digits = Int.random(in: 1...99_999, using: &generator)
      let exponent = Int.random(in: -300...300, using: &generator)
      let choice = Int.random(in: 0..<6, using: &generator)
      real =
        choice == 0
        ? .pi
        : choice == 1 ? .e : .rational(try #require(try Rational(decimal: "\(digits)e\(exponent)")))
    case 1: real = .sum(try operand(), try operand())
    case 2: real = .sum(try operand(), .negation(try operand()))
    case 3: real = .product(try operand(), try operand())
    case 4: real = .square(try operand())
    case 5: real = .reciprocal(.sum(.square(try operand()), .rational(.one)))
    case 6: real = .squareRoot(.square(try operand()))
    case 7: real = .exponential(.reciprocal(.sum(.square(try operand()), .rational(Rational(2)))))
    default: real = .logarithm(.sum(.square(try operand()), .rational(.one)))
    }
    nodes.append(real)
    return real
  }

  @Test func wrongHintsChangeNoApproximationNorDigit() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for index in 0..<300 {
      var replay = generator
      var plainNodes: [ConstructiveReal] = []
      let plain = try Self.randomReal(depth: 4, using: &generator, nodes: &plainNodes)
      for node in plainNodes { node.magnitudeHint = nil }
      var hintedNodes: [ConstructiveReal] = []
      let hinted = try Self.randomReal(depth: 4, using: &replay, nodes: &hintedNodes)
      for node in hintedNodes where Bool.random(using: &generator) {
        node.magnitudeHint = Double.random(in: -3_000...3_000, using: &generator)
      }
      // Each approximation is within 1 of x·2^bits: two of them are within 1 of each other.
      for bits in [-40, 0, 20, 70, 200] {
        let difference = try hinted.approximation(bits: bits) - plain.approximation(bits: bits)
        #expect(difference.magnitude <= .one, "expression \(index) at \(bits) bits, seed \(seed)")
      }
      let expected = try plain.rounded(toSignificantDigits: 20)?.text
      let digits = try hinted.rounded(toSignificantDigits: 20)?.text
      #expect(digits == expected, "expression \(index), seed \(seed)")
      #expect(try hinted.doubleValue() == plain.doubleValue(), "expression \(index), seed \(seed)")
    }
  }
}
