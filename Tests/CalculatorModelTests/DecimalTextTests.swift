import Testing

@testable import CalculatorModel

/// The decimal text of numbers in descriptions.
@Suite struct DecimalTextTests {
  @Test(
    "Literals are read and normalised",
    arguments: [
      (".5", "0.5"), ("3.", "3"), ("007", "7"), ("12.50", "12.5"), ("1e-3", "0.001"),
      ("1200", "1200"), ("1e30", "1e30"), ("0", "0"), ("0.000", "0"), ("2E+3", "2000"),
      ("0.0000001", "0.0000001"), ("1234567890123456789", "1234567890123456789"),
      ("1.50e-400", "1.5e-400"), ("0.00000012e3", "0.00012"),
    ])
  func readsLiterals(_ literal: String, _ text: String) {
    #expect(DecimalText.normalizedText(typed: literal) == text, "literal \(literal)")
  }

  @Test(
    "Not decimal literals",
    arguments: ["", ".", "e3", "1e", "1e+", "abc", "1.2.3", "1e100000", "-5"])
  func rejectsNonLiterals(_ literal: String) {
    #expect(DecimalText.normalizedText(typed: literal) == nil, "literal \(literal)")
  }

  @Test(
    "Doubles are written as their shortest decimal",
    arguments: [
      (0.1, "0.1"), (-2.5, "-2.5"), (1e20, "100000000000000000000"), (1.5e-12, "1.5e-12"),
      (-0.0, "0"), (16.0, "16"), (576_460_752_303_423_488, "576460752303423488"),
      (1_152_921_504_606_846_976, "1152921504606847000"),
      (1e300, "1e300"), (-123.456, "-123.456"),
    ])
  func writesDoubles(_ value: Double, _ text: String) {
    #expect(DecimalText.shortest(value) == text)
    #expect(DecimalText.shortest(value).flatMap { Double($0) } == value)
  }

  @Test func nonFiniteDoublesHaveNoText() {
    #expect(DecimalText.shortest(.nan) == nil)
    #expect(DecimalText.shortest(.infinity) == nil)
    #expect(DecimalText.shortest(-.infinity) == nil)
  }
}
