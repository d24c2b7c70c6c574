import Testing

@testable import CalculatorModel

/// The first error in evaluation order, with a message a user reads.
@Suite struct CalculationErrorTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var error: CalculationError
    var message: String

    var testDescription: String { text }
  }

  static let typed: [Row] = [
    Row(text: "1 ÷ 0", error: .divisionByZero, message: "Division by zero"),
    Row(text: "0⁻¹", error: .divisionByZero, message: "Division by zero"),
    Row(text: "0 ^ -1", error: .divisionByZero, message: "Division by zero"),
    Row(text: "√(−1)", error: .squareRootOfNegative, message: "Square root of a negative number"),
    Row(
      text: "ln(0)", error: .logarithmOfNonPositive, message: "Logarithm of a non-positive number"),
    Row(
      text: "log(−1)", error: .logarithmOfNonPositive, message: "Logarithm of a non-positive number"
    ),
    Row(text: "asin(2)", error: .argumentOutOfDomain, message: "Argument out of domain"),
    Row(text: "acos(-2)", error: .argumentOutOfDomain, message: "Argument out of domain"),
    Row(text: "(−3)!", error: .factorialOfNegative, message: "Factorial of a negative number"),
    Row(text: "10^(10^9)", error: .resultTooLarge, message: "Result too large"),
    Row(text: "exp(5000000)", error: .resultTooLarge, message: "Result too large"),
    Row(text: "sinh(5000000)", error: .resultTooLarge, message: "Result too large"),
    Row(text: "exp(−5000000)", error: .resultTooSmall, message: "Result too small"),
    Row(
      text: "sinh(11000 + sin(1)) − cosh(11000 + sin(1))", error: .tooMuchWork,
      message: "Too much work to compute"),
    Row(text: "1/0 + sqrt(-1)", error: .divisionByZero, message: "Division by zero"),
    Row(
      text: "sqrt(-1) + 1/0", error: .squareRootOfNegative,
      message: "Square root of a negative number"),
    Row(text: "(1/0) × 0", error: .divisionByZero, message: "Division by zero"),
    Row(text: "x + 1", error: .undefinedVariable("x"), message: "x has no value"),
  ]

  @Test("Typed expressions report the first error", arguments: typed)
  func typedError(_ row: Row) throws {
    let evaluation = try Formula(parsing: row.text).evaluation()
    #expect(evaluation.error == row.error, "text \(row.text)")
    #expect(evaluation.error.map { String(describing: $0) } == row.message, "text \(row.text)")
    #expect(evaluation.display == "", "an error shows no number: \(row.text)")
  }

  @Test func resultsStayNaNOrInfinityForCallersWhoIgnoreErrors() throws {
    #expect(try Formula(parsing: "1/0").evaluation().result == .infinity)
    #expect(try Formula(parsing: "-1/0").evaluation().result == -.infinity)
    #expect(try Formula(parsing: "sqrt(-1)").evaluation().result?.isNaN == true)
    #expect(try Formula(parsing: "ln(0)").evaluation().result == -.infinity)
    #expect(try Formula(parsing: "x").evaluation().result == nil)
  }

  /// The same errors reached by keys in the algebraic brain.
  static let algebraic: [(keys: String, error: CalculationError)] = [
    ("1 ÷ 0 =", .divisionByZero),
    ("0 x⁻¹", .divisionByZero),
    ("1 ± √", .squareRootOfNegative),
    ("0 ln", .logarithmOfNonPositive),
    ("1 ± log", .logarithmOfNonPositive),
    ("2 sin⁻¹", .argumentOutOfDomain),
    ("3 ± x!", .factorialOfNegative),
    ("10 xʸ 9999999 =", .resultTooLarge),
    ("9999999 eˣ", .resultTooLarge),
    ("9999999 ± eˣ", .resultTooSmall),
    ("1 ÷ 0 + 1 ± √ =", .divisionByZero),
  ]

  @Test("Algebraic keys report the first error", arguments: algebraic)
  func algebraicError(_ keys: String, _ error: CalculationError) {
    let keypad = AlgebraicKeypad(keys)
    #expect(keypad.brain.evaluation.error == error, "keys \(keys)")
    #expect(keypad.brain.evaluation(using: [:]).error == error, "keys \(keys)")
  }

  @Test func algebraicDivisionByZeroIsPositiveInfinity() {
    let keypad = AlgebraicKeypad("1 ÷ 0 =")
    #expect(keypad.brain.evaluate().result == .infinity)
    #expect(keypad.brain.evaluation.error == .divisionByZero)
  }

  @Test func rpnMissingOperand() {
    let keypad = RPNKeypad("3 ↲ +")
    #expect(keypad.brain.evaluation.error == .missingOperand)
    #expect(keypad.brain.evaluation.error.map { String(describing: $0) } == "Missing operand")
    #expect(keypad.brain.evaluate() == nil)
  }

  @Test func rpnErrorsReachedByKeys() {
    #expect(RPNKeypad("1 ↲ 0 ÷").brain.evaluation.error == .divisionByZero)
    #expect(RPNKeypad("4 ± √").brain.evaluation.error == .squareRootOfNegative)
    #expect(RPNKeypad("4 ± √").brain.evaluate()?.isNaN == true)
  }

  @Test func errorsFollowTheVariables() {
    var brain = RPNBrain()
    brain.pushOperand(1)
    brain.pushOperand("M")
    brain.performOperation("÷")
    #expect(brain.evaluation.error == .undefinedVariable("M"))
    brain.variableValues["M"] = 0
    #expect(brain.evaluation.error == .divisionByZero)
    brain.variableValues["M"] = 4
    #expect(brain.evaluation.error == nil)
    #expect(brain.evaluate() == 0.25)
  }

  @Test func degrees() throws {
    let cosine = try Formula(parsing: "cos(60)").evaluation(angle: .degrees)
    #expect(cosine.display == "0.5")
    #expect(cosine.result.isApproximatelyEqual(to: 0.5))
    #expect(try Formula(parsing: "sin(180)").evaluation(angle: .degrees).result == 0)
    #expect(try Formula(parsing: "cos(90)").evaluation(angle: .degrees).result == 0)
    #expect(try Formula(parsing: "asin(1)").evaluation(angle: .degrees).result == 90)
    let tangent = try Formula(parsing: "tan(90)").evaluation(angle: .degrees)
    #expect(tangent.error == .argumentOutOfDomain)
  }

  /// A calculator user expects cos 60° − 0.5 to be 0, as on other calculators.
  @Test func cosineOfSixtyDegreesIsExactlyOneHalf() throws {
    #expect(try Formula(parsing: "cos(60)").evaluation(angle: .degrees).result == 0.5)
    #expect(try Formula(parsing: "sin(30)").evaluation(angle: .degrees).result == 0.5)
  }
}
