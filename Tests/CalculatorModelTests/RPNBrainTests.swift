import Testing

@testable import CalculatorModel

/// The stack brain, driven the way a keypad drives it.
@Suite struct RPNBrainTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var keys: String
    var description: String
    /// What the display shows; empty when `evaluate()` is `nil`.
    var display: String

    var testDescription: String { keys }
  }

  static let seedTable: [Row] = [
    Row(keys: "10 cos", description: "cos(10)", display: "-0.839071529076452"),
    Row(keys: "3 ↲ 5 −", description: "3 − 5", display: "-2"),
    Row(keys: "23.5 ↲", description: "23.5", display: "23.5"),
    Row(keys: "π", description: "π", display: "3.14159265358979"),
    Row(keys: "10 √ 3 +", description: "√(10) + 3", display: "6.16227766016838"),
    Row(keys: "3 ↲ 5 + √", description: "√(3 + 5)", display: "2.82842712474619"),
    Row(keys: "3 ↲ 5 ↲ 4 + +", description: "3 + 5 + 4", display: "12"),
    Row(keys: "3 ↲ 5 √ + √ 6 ÷", description: "√(3 + √(5)) ÷ 6", display: "0.381374268545123"),
    Row(keys: "3 ↲ +", description: "? + 3", display: ""),
    Row(keys: "3 ↲ 5 + √ π cos", description: "√(3 + 5), cos(π)", display: "-1"),
    Row(keys: "3 ↲ 5 ↲ 4 + ×", description: "3 × (5 + 4)", display: "27"),
    Row(keys: "7 M + √", description: "√(7 + M)", display: ""),
    Row(keys: "7 M + √ 9 →M", description: "√(7 + M)", display: "4"),
    Row(keys: "7 M + √ 9 →M 14 +", description: "√(7 + M) + 14", display: "18"),
    Row(keys: "π ↲ 3 × +", description: "π + π × 3", display: "12.5663706143592"),
  ]

  @Test("The RPN seed table", arguments: seedTable)
  func seedTableRow(_ row: Row) {
    let keypad = RPNKeypad(row.keys)
    #expect(keypad.brain.description == row.description, "keys \(row.keys)")
    #expect(keypad.display == row.display, "keys \(row.keys)")
    #expect(!keypad.brain.isPending)
  }

  @Test func missingOperandIsReported() {
    var brain = RPNBrain()
    brain.pushOperand(3)
    brain.performOperation("+")
    #expect(brain.description == "? + 3")
    #expect(brain.evaluate() == nil)
    #expect(brain.evaluation.error == .missingOperand)
    #expect(String(describing: brain.evaluation.error) == "Optional(Missing operand)")
    #expect(brain.evaluation.error.map { String(describing: $0) } == "Missing operand")
  }

  @Test func enterDuplicatesTheTop() {
    var brain = RPNBrain()
    brain.performOperation("π")
    brain.enter()
    brain.pushOperand(3)
    brain.performOperation("×")
    let result = brain.performOperation("+")
    #expect(brain.description == "π + π × 3")
    #expect(result.isApproximatelyEqual(to: 4 * Double.pi))
    #expect(brain.evaluation.error == nil)
  }

  @Test func enterOnAnEmptyStackDoesNothing() {
    var brain = RPNBrain()
    let enter = brain.apply(.enter)
    #expect(!enter)
    let binary = brain.apply(.operation(.binary(.add)))
    #expect(!binary)
    let unary = brain.apply(.operation(.unary(.squareRoot)))
    #expect(!unary)
    brain.pushOperand(2)
    let equals = brain.apply(.operation(.equals))
    #expect(!equals, "= means nothing in RPN")
    #expect(brain.program == [.operand(NumberLiteral(2))])
  }

  @Test func unsetVariableMakesTheResultNil() {
    var brain = RPNBrain()
    brain.pushOperand("x")
    brain.performOperation("x²")
    #expect(brain.description == "x²")
    #expect(brain.evaluate() == nil)
    #expect(brain.evaluation.error == .undefinedVariable("x"))
    brain.variableValues["x"] = 3
    #expect(brain.evaluate() == 9)
    #expect(brain.evaluation.error == nil)
  }

  @Test func undoRestoresTheStack() {
    var keypad = RPNKeypad("3 ↲ 5 + √ π cos")
    #expect(keypad.brain.description == "√(3 + 5), cos(π)")
    keypad.press("undo")
    #expect(keypad.brain.description == "√(3 + 5), π")
    keypad.press("undo undo")
    #expect(keypad.brain.description == "3 + 5")
    keypad.press("undo")
    #expect(keypad.brain.description == "3, 5")
    #expect(keypad.display == "5")
  }

  @Test func undoOfAnOperationWithAMissingOperand() {
    var brain = RPNBrain()
    brain.pushOperand(3)
    brain.performOperation("÷")
    #expect(brain.description == "? ÷ 3")
    #expect(brain.undo() == .operation(.binary(.divide)))
    #expect(brain.description == "3")
    #expect(brain.evaluate() == 3)
  }

  @Test func replayingTheProgramRebuildsTheBrain() throws {
    let keypad = RPNKeypad("3 ↲ 5 √ + √ 6 ÷ π ↲ ×")
    let rebuilt = try RPNBrain(program: keypad.brain.program)
    #expect(rebuilt.description == keypad.brain.description)
    #expect(rebuilt.description == "√(3 + √(5)) ÷ 6, π × π")
  }

  @Test func degreesApplyToTrigonometry() {
    var brain = RPNBrain()
    brain.angleUnit = .degrees
    brain.pushOperand(180)
    #expect(brain.performOperation("sin") == 0)
    brain.angleUnit = .radians
    #expect(brain.evaluate().isApproximatelyEqual(to: -0.8011526357338304))
  }

  /// 2147483648 ↲ 4294967296 ± × ± is exactly −2⁶³ negated; it must not trap.
  @Test func signChangeOfTheSmallestExactProductDoesNotCrash() async {
    await #expect(processExitsWith: .success) {
      var keypad = RPNKeypad("2147483648 ↲ 4294967296 ± ×")
      #expect(keypad.brain.description == "2147483648 × (−4294967296)")
      keypad.press("±")
      #expect(keypad.brain.evaluate() == 9_223_372_036_854_775_808)
    }
  }
}
