import CalculatorModel
import Testing

@testable import CalculatorController

/// Percent on the keys as everyone reads it: `50 + 10 % =` is 55 in algebraic and
/// formula entry, and RPN's `%` is X percent of Y, Y kept (the HP convention).
@Suite struct PercentKeysTests {
  /// Right after `%`, before `=`, the algebraic display shows the share that `+` or `−`
  /// will add or take away (Apple's and Windows' calculators do too): 10% of 50 is 5.
  @Test(arguments: [
    (CalculatorMode.algebraic, "50 + 10 % =", "55", "50 + 10% ="),
    (.algebraic, "100 + 10 % =", "110", "100 + 10% ="),
    (.algebraic, "100 − 10 % =", "90", "100 − 10% ="),
    (.algebraic, "50 × 10 % =", "5", "50 × 10% ="),
    (.algebraic, "50 ÷ 10 % =", "500", "50 ÷ 10% ="),
    (.algebraic, "50 % =", "0.5", "50% ="),
    (.algebraic, "50 + 10 % + 10 % =", "60.5", "50 + 10% + 10% ="),
    (.algebraic, "50 + 10 %", "5", "50 + 10% ..."),
    (.algebraic, "50 − 10 %", "5", "50 − 10% ..."),
    (.algebraic, "50 × 10 %", "0.1", "50 × 10% ..."),
    (.algebraic, "10 %", "0.1", "10% ="),
    (.formula, "100 + 10 % =", "110", "100 + 10% ="),
    (.formula, "100 − 10 % =", "90", "100 − 10% ="),
    (.formula, "50 × 10 % =", "5", "50 × 10% ="),
  ])
  func keys(mode: CalculatorMode, keys: String, display: String, label: String) throws {
    let keypad = try Keypad.after(keys, mode: mode)
    #expect(keypad.view.display == display)
    #expect(keypad.view.label == label)
    #expect(keypad.viewInconsistencies.isEmpty, "\(keypad.viewInconsistencies)")
  }

  @Test func theTapeRecordsTheShare() throws {
    #expect(try Keypad.after("50 + 10 % =").view.tape == ["50 + 10% = 55"])
  }

  @Test func undoAfterTheShareShowsTheOperandAgain() throws {
    var keypad = try Keypad.after("50 + 10 %")
    keypad.press(.undo)
    #expect(keypad.view.display == "10")
    #expect(keypad.view.label == "50 + 10 ...")
    keypad.press(.redo)
    #expect(keypad.view.display == "5")
    keypad.press(.equals)
    #expect(keypad.view.display == "55")
  }

  @Test func rpnPercentIsXPercentOfYAndKeepsY() throws {
    var keypad = try Keypad.after("50 ↲ 10 %", mode: .rpn)
    #expect(keypad.view.display == "5")
    #expect(keypad.view.description == "50, 50 × 10%")
    keypad.press(.operation(.binary(.add)))
    #expect(keypad.view.display == "55")
    #expect(keypad.view.label == "50 + 50 × 10% =")
    let formula = try Formula(parsing: "50 + 50 × 10%")
    #expect(formula.evaluation().display == "55")
  }

  @Test func rpnPercentUndoRestoresTheStack() throws {
    var keypad = try Keypad.after("50 ↲ 10 %", mode: .rpn)
    keypad.press(.undo)
    #expect(keypad.view.description == "50, 10")
    #expect(keypad.view.display == "10")
  }

  @Test func rpnLonePercentIsAHundredth() throws {
    let keypad = try Keypad.after("10 %", mode: .rpn)
    #expect(keypad.view.display == "0.1")
    #expect(keypad.view.description == "10%")
  }

  @Test func pastedShare() throws {
    var keypad = Keypad()
    try keypad.paste("100 + 10%")
    #expect(keypad.view.display == "110")
    #expect(keypad.view.tape == ["100 + 10% = 110"])
  }
}
