import CalculatorModel
import Testing

@testable import CalculatorController

/// What every pocket calculator does.
@Suite struct PocketCalculatorTests {
  /// A binary key pressed first takes the displayed 0 as its left operand.
  @Test(arguments: [
    ("− 1 =", "-1", "0 − 1 ="), ("+ 5 =", "5", "0 + 5 ="), ("× 3 =", "0", "0 × 3 ="),
    ("C − 2 =", "-2", "0 − 2 ="), ("xʸ 2 =", "0", "0 ^ 2 ="),
  ])
  func aBinaryKeyFirstTakesTheDisplayedZero(_ keys: String, _ display: String, _ label: String)
    throws
  {
    let view = try Keypad.after(keys).view
    #expect(view.display == display)
    #expect(view.label == label)
  }

  @Test func undoRemovesTheZeroWithItsOperation() throws {
    var keypad = try Keypad.after("−")
    #expect(keypad.view.label == "0 − ...")
    try keypad.pressKeys("undo")
    #expect(keypad.view.label == "")
    #expect(keypad.view.display == "0")
  }

  @Test func rpnKeepsItsMissingOperands() throws {
    #expect(try Keypad.after("3 −", mode: .rpn).view.label == "? − 3 =")
  }

  /// The tape records one-operation calculations, as well as every `=`.
  @Test(arguments: [
    ("9 √ =", ["√(9) = 3"]), ("9 √", ["√(9) = 3"]),
    ("Deg 60 cos =", ["cos(60) = 0.5"]),
    ("7 + 9 = √", ["7 + 9 = 16", "√(7 + 9) = 4"]),
    ("2 x² x²", ["2² = 4", "(2²)² = 16"]),
    ("7 + 9 √ =", ["7 + √(9) = 10"]),
    ("5 =", [String]()), ("5 ±", [String]()),
  ])
  func theTapeRecordsOneOperationCalculations(_ keys: String, _ tape: [String]) throws {
    #expect(try Keypad.after(keys).view.tape == tape)
  }

  @Test func aPastedCalculationIsOnTheTape() throws {
    var keypad = Keypad()
    try keypad.paste("cos(0)")
    try keypad.paste("17*34")
    try keypad.paste("42")
    #expect(keypad.view.tape == ["cos(0) = 1", "17 × 34 = 578"])
  }

  @Test func groupedNumbersPaste() throws {
    var keypad = Keypad()
    try keypad.paste("1,234.5")
    #expect(keypad.view.display == "1234.5")
    try keypad.paste("-1,234,567")
    #expect(keypad.view.display == "-1234567")
    #expect(throws: ParseError.self) { try keypad.paste("1,2") }
  }
}
