import CalculatorModel
import Testing

@testable import CalculatorController

/// `(` and `)` open and close a sub-calculation in algebraic mode; the
/// description says what was computed, with minimal parentheses.
@Suite struct ParenthesesTests {
  /// The basic rows first, then more nesting; while a parenthesis is open the
  /// label shows it and ends ` ...`.
  @Test(arguments: [
    ("7 × ( 2 + 3 ) =", "7 × (2 + 3) =", "35"),
    ("4 + ( 5 × 3 ) =", "4 + 5 × 3 =", "19"),
    ("2 × ( 3 + 4 =", "2 × (3 + 4) =", "14"),
    ("2 × ( 3 × ( 4 + 1 ) ) =", "2 × 3 × (4 + 1) =", "30"),
    ("( 2 + 3 ) × 4 =", "(2 + 3) × 4 =", "20"),
    ("10 − ( 2 − 3 ) =", "10 − (2 − 3) =", "11"),
    ("( ( 1 + 2 ) =", "1 + 2 =", "3"),
    ("2 ^ ( 1 + 2 ) =", "2 ^ (1 + 2) =", "8"),
    ("( 9 ) √ =", "√(9) =", "3"),
    ("5 + ( 2 ) =", "5 + 2 =", "7"),
    ("7 × (", "7 × ( ...", "0"),
    ("7 × ( 2", "7 × ( ...", "2"),
    ("7 × ( 2 +", "7 × (2 + ...", "2"),
    ("7 × ( 2 + 3", "7 × (2 + ...", "3"),
    ("7 × ( 2 + 3 )", "7 × (2 + 3) ...", "5"),
    ("( ( 1 +", "((1 + ...", "1"),
  ])
  func subCalculations(_ keys: String, _ label: String, _ display: String) throws {
    let view = try Keypad.after(keys).view
    #expect(view.label == label, "\(keys)")
    #expect(view.display == display, "\(keys)")
    #expect(view.isPending == label.hasSuffix(" ..."), "\(keys)")
  }

  @Test func aClosingParenthesisWithoutAnOpeningOneDoesNothing() throws {
    let view = try Keypad.after("2 + 3 )").view
    #expect(view.label == "2 + ...")
    #expect(view.display == "3")
  }

  @Test func undoStepsBackThroughParentheses() throws {
    var keypad = try Keypad.after("7 × ( 2 + 3 )")
    var labels: [String] = []
    for _ in 0..<5 {
      try keypad.pressKeys("undo")
      labels.append(keypad.view.label)
    }
    #expect(labels == ["7 × (2 + 3 ...", "7 × (2 + ...", "7 × (2 ...", "7 × ( ...", "7 × ..."])
    try keypad.pressKeys("redo redo redo redo redo =")
    #expect(keypad.view.display == "35")
    #expect(keypad.view.label == "7 × (2 + 3) =")
  }

  @Test func rpnHasNoParentheses() throws {
    let view = try Keypad.after("2 ↲ 3 ( + )", mode: .rpn).view
    #expect(view.label == "2 + 3 =")
  }

  @Test func parenthesesSaveAndRestore() throws {
    let keypad = try Keypad.after("7 × ( 2 + 3")
    let restored = try StateJSON.decode(try StateJSON.encode(keypad))
    #expect(restored == keypad)
    #expect(restored.view.label == "7 × (2 + ...")
  }

  @Test func nestingIsBounded() throws {
    var keypad = Keypad()
    try keypad.pressKeys(Array(repeating: "(", count: 150).joined(separator: " ") + " 1")
    #expect(keypad.view.label.filter { $0 == "(" }.count == AlgebraicBrain.maximumNesting)
  }
}
