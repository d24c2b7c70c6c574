import Testing

@testable import CalculatorModel

/// The immediate-execution brain, driven the way a keypad drives it.
@Suite struct AlgebraicBrainTests {
  /// One row of the seed table; `display` is `nil` where the display shows typing in
  /// progress, which is the controller's business, not the brain's.
  struct Row: Sendable, CustomTestStringConvertible {
    var keys: String
    var label: String
    var display: String?

    var testDescription: String { keys }
  }

  static let seedTable: [Row] = [
    Row(keys: "7 +", label: "7 + ...", display: "7"),
    Row(keys: "7 + 9", label: "7 + ...", display: nil),
    Row(keys: "7 + 9 =", label: "7 + 9 =", display: "16"),
    Row(keys: "7 + 9 = √", label: "√(7 + 9) =", display: "4"),
    Row(keys: "7 + 9 √", label: "7 + √(9) ...", display: "3"),
    Row(keys: "7 + 9 √ =", label: "7 + √(9) =", display: "10"),
    Row(keys: "7 + 9 = + 6 + 3 =", label: "7 + 9 + 6 + 3 =", display: "25"),
    Row(keys: "7 + 9 = √ 6 + 3 =", label: "6 + 3 =", display: "9"),
    Row(keys: "5 + 6 = 7 3", label: "5 + 6 =", display: nil),
    Row(keys: "7 + =", label: "7 + 7 =", display: "14"),
    Row(keys: "4 × π =", label: "4 × π =", display: "12.5663706143592"),
    Row(keys: "4 + 5 × 3 =", label: "(4 + 5) × 3 =", display: "27"),
    Row(keys: "7 + × 3 =", label: "7 × 3 =", display: "21"),
    Row(keys: "9 + M = √", label: "√(9 + M) =", display: "3"),
    Row(keys: "9 + M = √ 7 →M", label: "√(9 + M) =", display: "4"),
    Row(keys: "9 + M = √ 7 →M + 14 =", label: "√(9 + M) + 14 =", display: "18"),
    Row(keys: "M cos π →M undo", label: "cos(M) =", display: "-1"),
  ]

  @Test("The algebraic seed table", arguments: seedTable)
  func seedTableRow(_ row: Row) {
    let keypad = AlgebraicKeypad(row.keys)
    #expect(keypad.label == row.label, "keys \(row.keys)")
    if let display = row.display {
      #expect(keypad.display == display, "keys \(row.keys)")
    }
  }

  @Test func startsEmpty() {
    let brain = AlgebraicBrain()
    let (result, isPending, description) = brain.evaluate()
    #expect(result == nil)
    #expect(!isPending)
    #expect(description == "")
    #expect(!brain.canUndo)
    #expect(AlgebraicKeypad().label == "")
  }

  @Test func typingInProgressLeavesTheBrainAlone() {
    var brain = AlgebraicBrain()
    brain.setOperand(7)
    brain.performOperation("+")
    #expect(brain.description == "7 +")
    #expect(brain.isPending)
    #expect(brain.evaluate().result == 7)

    var keypad = AlgebraicKeypad("5 + 6 = 7 3")
    #expect(keypad.brain.description == "5 + 6")
    #expect(!keypad.brain.isPending)
    #expect(keypad.brain.evaluate().result == 11)
    keypad.press("+")
    #expect(keypad.brain.description == "73 +")
  }

  @Test func memoryIsNotStoredInTheBrain() {
    var brain = AlgebraicBrain()
    brain.setOperand(9)
    brain.performOperation("+")
    brain.setOperand(variable: "M")
    brain.performOperation("=")
    brain.performOperation("√")
    #expect(brain.description == "√(9 + M)")
    #expect(brain.evaluate().result == 3)
    #expect(brain.evaluate(using: ["M": 7]).result == 4)
    #expect(brain.evaluate().result == 3, "evaluate(using:) must not change the brain")
    #expect(!brain.isPending)

    brain.performOperation("+")
    brain.setOperand(14)
    brain.performOperation("=")
    let withM = brain.evaluate(using: ["M": 7])
    #expect(withM.description == "√(9 + M) + 14")
    #expect(withM.result == 18)
    #expect(!withM.isPending)
  }

  /// A step added in one angle unit keeps its value in the other only where its operands'
  /// values there are current: √(sinh(M)) was last computed in radians with M = 0, then
  /// `× M` was added in degrees with M = 4 (found by `KeypadPropertyTests`: the display
  /// walked the stale √(sinh(0)) = 0 under a current product and showed 0).
  @Test func anAngleSwitchKeepsNoValueOverStaleOperands() {
    var brain = AlgebraicBrain()
    brain.variableValues = ["M": 0]
    brain.setOperand(variable: "M")
    brain.performOperation("sinh")
    brain.performOperation("√")
    #expect(brain.evaluation.display == "0")
    brain.angleUnit = .degrees
    brain.variableValues = ["M": 4]
    brain.performOperation("×")
    brain.setOperand(variable: "M")
    brain.performOperation("=")
    #expect(brain.evaluation.display == "20.8959009175016")
    brain.angleUnit = .radians
    #expect(brain.evaluation.display == "20.8959009175016")
    #expect(brain.evaluation == brain.evaluation(using: ["M": 4]))
  }

  @Test func undoingAConstantLeavesTheVariableFormula() {
    var brain = AlgebraicBrain()
    brain.setOperand(variable: "M")
    brain.performOperation("cos")
    brain.performOperation("π")
    #expect(brain.description == "π")
    let stored = brain.evaluate().result ?? 0
    #expect(stored == Double.pi)
    #expect(brain.undo() == .operation(.constant(.pi)))
    let (result, isPending, description) = brain.evaluate(using: ["M": StoredNumber(stored)])
    #expect(description == "cos(M)")
    #expect(result == -1)
    #expect(!isPending)
  }

  @Test func undoWalksBackOneStepAtATime() {
    var keypad = AlgebraicKeypad("7 + 9 =")
    #expect(keypad.label == "7 + 9 =")
    keypad.press("undo")
    #expect(keypad.label == "7 + 9 ...")
    #expect(keypad.display == "9")
    keypad.press("undo")
    #expect(keypad.label == "7 + ...")
    keypad.press("undo")
    #expect(keypad.label == "7 =")
    keypad.press("undo")
    #expect(keypad.label == "")
    #expect(!keypad.brain.canUndo)
    #expect(keypad.brain.undo() == nil)
  }

  @Test func equalsWithNothingPendingDoesNothing() {
    var brain = AlgebraicBrain()
    let equalsOnEmpty = brain.apply(.operation(.equals))
    #expect(!equalsOnEmpty)
    let unaryOnEmpty = brain.apply(.operation(.unary(.squareRoot)))
    #expect(!unaryOnEmpty, "a unary operation needs an operand")
    brain.setOperand(4)
    let equalsWithNothingPending = brain.apply(.operation(.equals))
    #expect(!equalsWithNothingPending)
    brain.performOperation("nosuch")  // a name the table lacks is no step at all
    #expect(brain.program == [.operand(NumberLiteral(4))])
  }

  @Test func aliasesWorkAsKeys() {
    var brain = AlgebraicBrain()
    brain.setOperand(16)
    brain.performOperation("sqrt")
    brain.performOperation("*")
    brain.setOperand(2)
    brain.performOperation("=")
    #expect(brain.description == "√(16) × 2")
    #expect(brain.evaluate().result == 8)
  }

  @Test func replayingTheProgramRebuildsTheBrain() throws {
    let keypad = AlgebraicKeypad("7 + 9 = √ + 2 × x =")
    let rebuilt = try AlgebraicBrain(program: keypad.brain.program)
    #expect(rebuilt.description == keypad.brain.description)
    #expect(rebuilt.description == "(√(7 + 9) + 2) × x")
    #expect(rebuilt.evaluate(using: ["x": 2]).result == 12)
  }

  /// Keypad arithmetic on typed decimals is exact.
  struct ExactRow: Sendable, CustomTestStringConvertible {
    var keys: String
    var result: Double
    var display: String

    var testDescription: String { keys }
  }

  static let exactTable: [ExactRow] = [
    ExactRow(keys: "0.1 + 0.2 =", result: 0.3, display: "0.3"),
    ExactRow(keys: "0.1 + 0.2 − 0.3 =", result: 0, display: "0"),
    ExactRow(keys: "1.1 × 1.1 =", result: 1.21, display: "1.21"),
    ExactRow(keys: "0.1 × 3 =", result: 0.3, display: "0.3"),
    ExactRow(keys: "50 % =", result: 0.5, display: "0.5"),
    ExactRow(keys: "1 ÷ 3 =", result: 1.0 / 3, display: "0.333333333333333"),
    ExactRow(keys: "4 × π =", result: 4 * Double.pi, display: "12.5663706143592"),
  ]

  @Test("Exact decimal keypad arithmetic", arguments: exactTable)
  func exactArithmetic(_ row: ExactRow) {
    let keypad = AlgebraicKeypad(row.keys)
    #expect(keypad.evaluation.result == row.result, "keys \(row.keys)")
    #expect(keypad.display == row.display, "keys \(row.keys)")
  }

  @Test func divisionByZeroIsInfiniteAndReported() {
    let keypad = AlgebraicKeypad("1 ÷ 0 =")
    #expect(keypad.brain.evaluate().result == .infinity)
    #expect(keypad.brain.evaluation.error == .divisionByZero)
    #expect(keypad.brain.evaluation.display == "")
  }

  @Test func unsetVariablesCountAsZero() {
    let keypad = AlgebraicKeypad("x + 2 =")
    #expect(keypad.brain.evaluate().result == 2)
    #expect(keypad.brain.evaluation.error == nil)
    #expect(keypad.brain.evaluate(using: ["x": 3]).result == 5)
  }

  @Test func degreesApplyToTrigonometry() {
    var keypad = AlgebraicKeypad()
    keypad.brain.angleUnit = .degrees
    keypad.press("60 cos")
    #expect(keypad.display == "0.5")
    keypad.press("undo undo 180 sin")
    #expect(keypad.brain.evaluate().result == 0)
  }

  /// 2147483648 × −4294967296 is exactly −2⁶³; changing its sign must not trap.
  @Test func signChangeOfTheSmallestExactProductDoesNotCrash() async {
    await #expect(processExitsWith: .success) {
      var brain = AlgebraicBrain()
      brain.setOperand(2_147_483_648)
      brain.performOperation("×")
      brain.setOperand(-4_294_967_296)
      brain.performOperation("=")
      brain.performOperation("±")
      #expect(brain.evaluate().result == 9_223_372_036_854_775_808)
    }
  }
}
