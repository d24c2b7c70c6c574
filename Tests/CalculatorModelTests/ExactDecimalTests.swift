import Testing

@testable import CalculatorModel

/// SPEC §3: exact decimal arithmetic for typed decimals.
@Suite struct ExactDecimalTests {
  static func decimal(_ text: String) -> ExactDecimal? {
    ExactDecimal(literal: text)
  }

  @Test(
    "Literals are read and normalised",
    arguments: [
      (".5", "0.5"), ("3.", "3"), ("007", "7"), ("12.50", "12.5"), ("1e-3", "0.001"),
      ("1200", "1200"), ("1e30", "1e30"), ("0", "0"), ("0.000", "0"), ("2E+3", "2000"),
      ("0.0000001", "0.0000001"), ("123456789012345678", "123456789012345678"),
    ])
  func readsLiterals(_ literal: String, _ text: String) {
    #expect(Self.decimal(literal)?.text == text, "literal \(literal)")
  }

  @Test(
    "Not decimal literals",
    arguments: ["", ".", "e3", "1e", "1e+", "abc", "1234567890123456789", "1e100000"])
  func rejectsNonLiterals(_ literal: String) {
    #expect(Self.decimal(literal) == nil, "literal \(literal)")
  }

  @Test func sumsAreExact() throws {
    let a = try #require(Self.decimal("0.1"))
    let b = try #require(Self.decimal("0.2"))
    let c = try #require(Self.decimal("0.3"))
    let exactSum = a + b
    let sum = try #require(exactSum)
    #expect(sum == c)
    #expect(sum.text == "0.3")
    #expect(sum.doubleValue == 0.3)
    #expect((sum - c)?.doubleValue == 0)
    #expect(DisplayFormat.string(for: sum.doubleValue) == "0.3")
  }

  @Test func productsAreExact() throws {
    let a = try #require(Self.decimal("1.1"))
    #expect((a * a)?.text == "1.21")
    #expect((a * a)?.doubleValue == 1.21)
    let tenth = try #require(Self.decimal("0.1"))
    let three = try #require(Self.decimal("3"))
    #expect((tenth * three)?.doubleValue == 0.3)
  }

  @Test func quotientsAreExactOnlyWhenTheyTerminate() throws {
    let one = try #require(Self.decimal("1"))
    let three = try #require(Self.decimal("3"))
    let eight = try #require(Self.decimal("8"))
    let zero = try #require(Self.decimal("0"))
    #expect((one / three) == nil)
    #expect((one / eight)?.text == "0.125")
    #expect((one / zero) == nil)
    #expect((zero / three)?.doubleValue == 0)
    let negative = try #require(Self.decimal("7.5")?.negated())
    #expect((negative / three)?.text == "-2.5")
    #expect(DisplayFormat.string(for: 1.0 / 3) == "0.333333333333333")
  }

  @Test func overflowAnswersNil() throws {
    let big = try #require(Self.decimal("999999999999999999"))
    #expect((big * big) == nil)
    let tiny = try #require(Self.decimal("1e-50"))
    #expect((big + tiny) == nil)
  }

  @Test(
    "Doubles are read as their shortest decimal",
    arguments: [
      (0.1, "0.1"), (-2.5, "-2.5"), (1e20, "100000000000000000000"), (1.5e-12, "1.5e-12"),
      (-0.0, "0"), (16.0, "16"),
    ])
  func readsDoubles(_ value: Double, _ text: String) {
    #expect(ExactDecimal(value)?.text == text)
    #expect(ExactDecimal(value)?.doubleValue == value)
  }

  @Test func nonFiniteDoublesHaveNoExactValue() {
    #expect(ExactDecimal(Double.nan) == nil)
    #expect(ExactDecimal(Double.infinity) == nil)
  }

  /// 2147483648 × −4294967296 is exactly −2⁶³, which fits an `Int64` significand while its
  /// negation and magnitude do not: the operations must answer `nil` (or a fitting value),
  /// never trap.
  @Test func smallestSignificandDoesNotTrap() async {
    await #expect(processExitsWith: .success) {
      let left = ExactDecimal(literal: "2147483648")
      let right = ExactDecimal(literal: "4294967296")?.negated()
      let one = ExactDecimal(significand: 1, exponent: 0)
      guard let left, let right, let smallest = left * right else { return }
      _ = smallest.negated()
      _ = smallest.magnitude
      _ = smallest / one
      _ = one - smallest
    }
  }

  /// Exponents add up under repeated multiplication; they must not overflow `Int`.
  @Test func exponentsDoNotOverflow() async {
    await #expect(processExitsWith: .success) {
      var power = ExactDecimal(literal: "1e-99999")
      for _ in 0..<50 {
        power = power.flatMap { $0 * $0 }
      }
      #expect(power == nil || power?.doubleValue == 0)
    }
  }
}
