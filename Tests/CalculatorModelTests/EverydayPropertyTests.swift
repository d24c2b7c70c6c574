import TestSupport
import Testing

@testable import CalculatorModel
@testable import ExactArithmetic

/// Random everyday calculations: powers of rationals near 1 (compound interest) display the
/// correctly rounded value, and products of whole numbers up to 20 digits every digit.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter
/// EverydayPropertyTests`.
@Suite struct EverydayPropertyTests {
  /// (a/b)^n for random whole a, b with |a/b − 1| < 1/100 and n up to 10^6 against a
  /// reference computed another way: the exact rational power rounded once where it is
  /// small enough (its bits up to 100,000), else e^(n ln(a/b)) as a constructive real; the
  /// display squares the rational as a real.
  @Test func powersOfRationalsNearOneAreCorrectlyRounded() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<40 {
      let b = Int64.random(in: 100...999_999, using: &generator)
      let a = b + Int64.random(in: -(b / 100)...(b / 100), using: &generator)
      let n = Int.random(in: 1...1_000_000, using: &generator)
      let text = "(\(a)/\(b))^\(n)"
      let shown = try Formula(parsing: text).evaluation().display
      #expect(try shown == Self.reference(a, b, n), "\(text), seed \(seed)")
    }
  }

  /// The correctly rounded 15 digits of (a/b)^n.
  static func reference(_ a: Int64, _ b: Int64, _ n: Int) throws -> String? {
    let base = try Rational(BigInteger(a), BigInteger(b))
    if n * BigInteger(b).bitWidth <= 100_000 {
      let top = BigInteger(a).power(n)
      let bottom = BigInteger(b).power(n)
      guard
        let (significand, exponent) = Rational.roundedSignificand(
          top, over: bottom, timesPowerOfTwo: 0, count: 15)
      else { return nil }
      return RoundedDecimal(isNegative: false, significand: significand, exponent: exponent)
        .text
    }
    let power: ConstructiveReal = .exponential(
      .product(.rational(Rational(n)), .logarithm(.rational(base))))
    return (try? power.rounded(toSignificantDigits: 15))??.text
  }

  /// x × y for random whole numbers whose product has up to 20 digits shows every digit.
  @Test func productsOfWholeNumbersShowEveryDigit() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let x = UInt64.random(in: 0...9_999_999_999, using: &generator)
      let y = UInt64.random(in: 0...9_999_999_999, using: &generator)
      let text = "\(x) × \(y)"
      let shown = try Formula(parsing: text).evaluation().display
      #expect(shown == String(UInt128(x) * UInt128(y)), "\(text), seed \(seed)")
    }
  }
}
