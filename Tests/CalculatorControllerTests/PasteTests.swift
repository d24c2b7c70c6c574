import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// Pasted text is parsed as a typed expression and entered; text
/// that does not parse throws and changes nothing.
@Suite struct PasteTests {
  @Test func pastedExpressionIsEnteredAndEvaluated() throws {
    var keypad = Keypad()
    try keypad.paste("17*34")
    #expect(keypad.view.display == "578")
    #expect(keypad.view.description == "17 × 34")
    #expect(keypad.view.label == "17 × 34 =")
    #expect(keypad.view.result == 578)
    keypad.press(.equals)
    #expect(keypad.view.display == "578")
    #expect(keypad.view.description == "17 × 34")
  }

  @Test func pastedNegativeDecimal() throws {
    var keypad = Keypad()
    try keypad.paste("-3.5")
    #expect(keypad.view.display == "-3.5")
    #expect(keypad.view.result == -3.5)
    #expect(keypad.view.description == "−3.5")
  }

  @Test func pastedNumberIsAnOperandOfAPendingOperation() throws {
    var keypad = try Keypad.after("2 ×")
    try keypad.paste("17*34")
    keypad.press(.equals)
    #expect(keypad.view.display == "1156")
    #expect(keypad.view.label == "2 × 17 × 34 =")
  }

  @Test func pasteThatDoesNotParseThrowsItsParseErrorAndChangesNothing() throws {
    var keypad = try Keypad.after("7 + 12")
    let before = keypad
    #expect(throws: ParseError.expectedOperand(column: 4)) {
      try keypad.paste("2 +")
    }
    #expect(keypad == before)
    #expect(keypad.view.display == "12")
    do {
      try keypad.paste("2 +")
      Issue.record("pasting '2 +' did not throw")
    } catch {
      #expect(error.description == "expected a number, name or '(' at column 4")
    }
  }

  @Test(
    arguments: [
      "", "   ", "2 +", "(1", "sinn(2)",
      TypedText("1" + String(repeating: "0", count: 10_000) + "e400"),
      "@",
    ] as [TypedText])
  func badPastesChangeNothing(text: TypedText) throws {
    var keypad = try Keypad.after("9 →M 7 + 9 = undo", mode: .algebraic)
    let before = keypad
    #expect(throws: ParseError.self) {
      try keypad.paste(text.text)
    }
    #expect(keypad == before)
  }

  /// A comma that does not group a number's digits by three cannot be read: the paste
  /// says so, and where.
  @Test func aCommaThatDoesNotGroupDigitsSaysWhy() throws {
    var keypad = Keypad()
    #expect(throws: ParseError.commaInNumber(column: 2)) { try keypad.paste("1,23") }
    #expect(throws: ParseError.unexpectedComma(column: 2)) { try keypad.paste("1, 234") }
    try keypad.paste("12,345,678.5")
    #expect(keypad.view.display == "12345678.5")
  }

  @Test func pasteReplacesANumberBeingTyped() throws {
    var keypad = try Keypad.after("7 + 12")
    try keypad.paste("3")
    #expect(!keypad.isTyping)
    keypad.press(.equals)
    #expect(keypad.view.label == "7 + 3 =")
    #expect(keypad.view.display == "10")
  }

  @Test func pastedResultCopiedFromTheDisplay() throws {
    var keypad = Keypad()
    try keypad.paste("1.5e-12")
    #expect(keypad.view.display == "1.5e-12")
  }

  @Test func pasteInRPNPushesTheExpression() throws {
    var keypad = try Keypad.after("3 ↲", mode: .rpn)
    try keypad.paste("4")
    keypad.press(.operation(.binary(.add)))
    #expect(keypad.view.description == "3 + 4")
    #expect(keypad.view.display == "7")
  }

  @Test func pasteIsAStepUndoCanRemove() throws {
    var keypad = try Keypad.after("2 ×")
    try keypad.paste("17*34")
    keypad.press(.undo)
    #expect(keypad.view.label == "2 × ...")
    keypad.press(.redo)
    keypad.press(.equals)
    #expect(keypad.view.display == "1156")
  }
}
