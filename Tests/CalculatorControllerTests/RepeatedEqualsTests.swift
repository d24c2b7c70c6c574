import Testing

@testable import CalculatorController

/// `=` again repeats the last operation with its right operand, as on a pocket calculator;
/// the seed rows stay as they are (`7 + =` is 14).
@Suite struct RepeatedEqualsTests {
  @Test(arguments: [
    ("2 + 3 =", "2 + 3 =", "5"), ("2 + 3 = =", "2 + 3 + 3 =", "8"),
    ("2 + 3 = = =", "2 + 3 + 3 + 3 =", "11"), ("7 + = =", "7 + 7 + 7 =", "21"),
    ("2 × 3 = =", "2 × 3 × 3 =", "18"), ("1 0 0 ÷ 2 = =", "100 ÷ 2 ÷ 2 =", "25"),
    ("9 − 2 = = =", "9 − 2 − 2 − 2 =", "3"), ("2 xʸ 3 = =", "(2 ^ 3) ^ 3 =", "512"),
    ("2 + 3 × 4 = =", "(2 + 3) × 4 × 4 =", "80"),
  ])
  func equalsAgainRepeatsTheLastOperation(_ keys: String, _ label: String, _ display: String)
    throws
  {
    let keypad = try Keypad.after(keys)
    #expect(keypad.view.label == label)
    #expect(keypad.view.display == display)
  }

  @Test func eachRepetitionGoesOnTheTapeAndUndoTakesItBack() throws {
    var keypad = try Keypad.after("2 + 3 = = =")
    #expect(keypad.tape == ["2 + 3 = 5", "2 + 3 + 3 = 8", "2 + 3 + 3 + 3 = 11"])
    try keypad.pressKeys("undo")
    #expect(keypad.view.display == "8")
    try keypad.pressKeys("redo")
    #expect(keypad.view.display == "11")
  }

  @Test(arguments: [
    ("2 + 3 = 7 =", "7"), ("2 + 3 = √ =", "2.23606797749979"), ("( 2 + 3 ) = =", "5"),
    ("5 =", "5"), ("=", "0"),
  ])
  func aStepBetweenEndsTheRepetition(_ keys: String, _ display: String) throws {
    let keypad = try Keypad.after(keys)
    #expect(keypad.view.display == display)
  }

  @Test func theSavedStateReplaysRepeatedEquals() throws {
    let keypad = try Keypad.after("2 + 3 = = =")
    let restored = try ExactStateTests.decode(ExactStateTests.text(keypad))
    #expect(restored == keypad)
    #expect(restored.view.display == "11")
  }

  @Test func rpnIsUnchanged() throws {
    let keypad = try Keypad.after("2 ↲ 3 + = =", mode: .rpn)
    #expect(keypad.view.display == "5")
  }
}
