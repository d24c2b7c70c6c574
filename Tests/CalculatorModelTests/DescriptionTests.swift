import TestSupport
import Testing

@testable import CalculatorModel

/// Descriptions convey exactly what was entered, with as few parentheses as
/// correctness allows, and parse back to the same value.
@Suite struct DescriptionTests {
  /// Typed text and the description its formula prints.
  static let typed: [(text: String, description: String)] = [
    ("3 × (5 + 4)", "3 × (5 + 4)"),
    ("3*(5+4)", "3 × (5 + 4)"),
    ("3 − (5 − 4)", "3 − (5 − 4)"),
    ("8 ÷ (4 × 2)", "8 ÷ (4 × 2)"),
    ("(2 ^ 3) ^ 2", "(2 ^ 3) ^ 2"),
    ("2 ^ 3 ^ 2", "2 ^ 3 ^ 2"),
    ("2 ^ (3 ^ 2)", "2 ^ 3 ^ 2"),
    ("2 × 3 ÷ 4", "2 × 3 ÷ 4"),
    ("(2 × 3) ÷ 4", "2 × 3 ÷ 4"),
    ("3 + 5 + 4", "3 + 5 + 4"),
    ("(3 + 5) + 4", "3 + 5 + 4"),
    ("(3 × 5) + 4", "3 × 5 + 4"),
    ("((((7))))", "7"),
    ("3 − (−5)", "3 − (−5)"),
    ("3 + -5", "3 + (−5)"),
    ("2 ^ -3", "2 ^ (−3)"),
    ("(-2) ^ 2", "(−2) ^ 2"),
    ("5²", "5²"),
    ("(2²)²", "(2²)²"),
    ("(5!)²", "(5!)²"),
    ("(2²)⁻¹", "(2²)⁻¹"),
    ("(50%)!", "(50%)!"),
    ("(-5)²", "(−5)²"),
    ("(7 + 9)²", "(7 + 9)²"),
    ("x⁻¹", "x⁻¹"),
    ("√(2)³", "√(2)³"),
    ("(2 ^ 3)²", "(2 ^ 3)²"),
    ("5!", "5!"),
    ("(2 + 3)!", "(2 + 3)!"),
    ("50%", "50%"),
    ("−5", "−5"),
    ("-x", "−x"),
    ("−(7 + 9)", "−(7 + 9)"),
    ("-(2^3)", "−2 ^ 3"),
    ("e ^ 2", "e ^ 2"),
    ("10 ^ (7 + 9)", "10 ^ (7 + 9)"),
    ("abs(−3)", "abs(−3)"),
    ("floor(x)", "floor(x)"),
    ("sqrt(9) + 3", "√(9) + 3"),
    ("cos(pi)", "cos(π)"),
    ("asin(1)", "sin⁻¹(1)"),
    (".5", "0.5"),
    ("3.", "3"),
    ("007", "7"),
    ("12.50", "12.5"),
    ("1e-3", "0.001"),
  ]

  @Test("Typed text is described with minimal parentheses", arguments: typed)
  func describesTypedText(_ text: String, _ description: String) throws {
    let formula = try Formula(parsing: text)
    #expect(formula.description == description, "text \(text)")
  }

  @Test("Every described formula parses back to itself", arguments: typed)
  func descriptionParsesBack(_ text: String, _ description: String) throws {
    let formula = try Formula(parsing: text)
    let reparsed = try Formula(parsing: formula.description)
    #expect(reparsed.description == formula.description, "text \(text)")
    let variables: [String: StoredNumber] = ["x": 0.75]
    let original = formula.evaluation(using: variables).result
    #expect(reparsed.evaluation(using: variables).result.isApproximatelyEqual(to: original))
  }

  /// Algebraic keys and the description the brain shows for them.
  static let algebraic: [(keys: String, description: String)] = [
    ("2 xʸ 3 xʸ 2 =", "(2 ^ 3) ^ 2"),
    ("2 × 3 ÷ 4 =", "2 × 3 ÷ 4"),
    ("3 − 5 ± =", "3 − (−5)"),
    ("5 x²", "5²"),
    ("2 x² x²", "(2²)²"),
    ("3 x! x²", "(3!)²"),
    ("7 + 9 = x²", "(7 + 9)²"),
    ("x x⁻¹", "x⁻¹"),
    ("2 √ x³", "√(2)³"),
    ("5 x!", "5!"),
    ("2 + 3 = x!", "(2 + 3)!"),
    ("50 %", "50%"),
    ("5 ±", "−5"),
    ("x ±", "−x"),
    ("7 + 9 = ±", "−(7 + 9)"),
    ("2 eˣ", "e ^ 2"),
    ("7 + 9 = 10ˣ", "10 ^ (7 + 9)"),
    ("3 ± abs", "abs(−3)"),
    ("x floor", "floor(x)"),
    ("2 xʸ 3 = ±", "−2 ^ 3"),
    ("2 ± xʸ 2 =", "(−2) ^ 2"),
    ("2 xʸ 3 = x²", "(2 ^ 3)²"),
    ("3 ± x²", "(−3)²"),
    ("2 eˣ xʸ 3 =", "(e ^ 2) ^ 3"),
    ("7 − 2 = eˣ", "e ^ (7 − 2)"),
    ("2 ± eˣ", "e ^ (−2)"),
    (".5 + 3. + 007 =", "0.5 + 3 + 7"),
  ]

  @Test("Algebraic brain descriptions", arguments: algebraic)
  func describesAlgebraicKeys(_ keys: String, _ description: String) throws {
    let keypad = AlgebraicKeypad(keys)
    #expect(keypad.brain.description == description, "keys \(keys)")
    let formula = try Formula(parsing: keypad.brain.description)
    #expect(formula.description == description, "keys \(keys)")
    let variables: [String: StoredNumber] = ["x": 0.75, "M": 0]
    let value = keypad.brain.evaluate(using: variables).result
    #expect(formula.evaluation(using: variables).result.isApproximatelyEqual(to: value))
  }

  /// RPN keys and the description the brain shows for them.
  static let rpn: [(keys: String, description: String)] = [
    ("3 ↲ 5 ↲ 4 + ×", "3 × (5 + 4)"),
    ("3 ↲ 5 ↲ 4 − −", "3 − (5 − 4)"),
    ("8 ↲ 4 ↲ 2 × ÷", "8 ÷ (4 × 2)"),
    ("2 ↲ 3 ↲ 2 xʸ xʸ", "2 ^ 3 ^ 2"),
    ("2 ↲ 3 xʸ 2 xʸ", "(2 ^ 3) ^ 2"),
    ("3 ↲ 5 ↲ 4 + +", "3 + 5 + 4"),
    ("3 ↲ 5 ± −", "3 − (−5)"),
    ("5 ↲ 4 ↲ 3 × −", "5 − 4 × 3"),
    ("5 ↲ 4 − 3 ×", "(5 − 4) × 3"),
    ("3 ↲ +", "? + 3"),
    ("x ± √", "√(−x)"),
  ]

  @Test("RPN brain descriptions", arguments: rpn)
  func describesRPNKeys(_ keys: String, _ description: String) {
    let keypad = RPNKeypad(keys)
    #expect(keypad.brain.description == description, "keys \(keys)")
  }

  @Test(
    "Operands are shown as entered, normalised",
    arguments: [
      (0.5, "0.5"), (3.0, "3"), (7.0, "7"), (23.5, "23.5"), (0.1, "0.1"), (1200, "1200"),
    ])
  func normalisedOperands(_ value: Double, _ text: String) {
    var brain = AlgebraicBrain()
    brain.setOperand(value)
    #expect(brain.description == text)
  }

  /// A negative operand on the right of a binary operator is parenthesised, also
  /// when the operand is a sum or product whose first term is negative; otherwise the text
  /// reads `+ −2.6` and re-describes differently.
  @Test(
    "An operand starting with a minus sign is parenthesised",
    arguments: [
      (keys: "2.6 ± − 53 + =", rpn: false),
      (keys: "7 × 3 ± × 2 =", rpn: false),
      (keys: "3 ↲ M ± ↲ × ×", rpn: true),
      (keys: "1 ↲ 5 ± 2 × +", rpn: true),
    ])
  func leadingMinusIsParenthesised(_ keys: String, _ rpn: Bool) throws {
    let description =
      rpn ? RPNKeypad(keys).brain.description : AlgebraicKeypad(keys).brain.description
    for op in ["+", "−", "×", "÷", "^"] {
      #expect(!description.contains("\(op) −"), "keys \(keys): \(description)")
    }
    let redescribed = try Formula(parsing: description).description
    #expect(redescribed == description, "keys \(keys)")
  }

  /// A number too long to be exact is still normalised one way, so its description is
  /// stable when parsed back.
  @Test(
    "Long numbers are described consistently",
    arguments: ["123456789012345678901234567890", "0.1234567890123456789", "1e25"])
  func longNumbers(_ text: String) throws {
    let description = try Formula(parsing: text).description
    #expect(try Formula(parsing: description).description == description, "text \(text)")
  }

  @Test func negativeOperandsUseTheMinusSign() {
    var brain = AlgebraicBrain()
    brain.setOperand(3)
    brain.performOperation("−")
    brain.setOperand(-5)
    brain.performOperation("=")
    #expect(brain.description == "3 − (−5)")
    #expect(brain.evaluate().result == 8)
  }

  @Test func constantsAndVariablesAppearByName() {
    let keypad = AlgebraicKeypad("π + e + x + M =")
    #expect(keypad.brain.description == "π + e + x + M")
  }

  @Test func aMillionStepProgramIsDescribed() {
    var brain = RPNBrain()
    brain.pushOperand(1)
    for _ in 0..<500_000 {
      brain.pushOperand(1)
      brain.performOperation("+")
    }
    #expect(brain.evaluate() == 500_001)
    let description = brain.description
    #expect(description.hasPrefix("1 + 1 + 1"))
    // Two million characters written out: shown up to 10,000 characters and `…`.
    #expect(description.count == 10_001)
    #expect(description.hasSuffix("1 + …") || description.hasSuffix("1…"))
  }

  @Test func aDeeplyNestedFormulaIsDescribed() throws {
    let depth = 100_000
    let text =
      String(repeating: "sqrt(", count: depth) + "1" + String(repeating: ")", count: depth)
    let formula = try Formula(parsing: text)
    #expect(formula.evaluation().result == 1)
    let description = formula.description
    #expect(description.hasPrefix("√(√(√("))
    #expect(description.count == 10_001)
    #expect(description.hasSuffix("√(…"))
  }
}
