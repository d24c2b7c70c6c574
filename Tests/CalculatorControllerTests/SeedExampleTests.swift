import CalculatorController
import TestSupport
import Testing

/// The seed examples: the keys of each row pressed on a fresh keypad.
@Suite struct SeedExampleTests {
  @Test(arguments: SeedExamples.algebraic)
  func algebraicRow(_ row: SeedExample) throws {
    var keypad = Keypad()
    keypad.press(try Key.keys(inText: row.keys))
    #expect(keypad.view.label == row.label)
    #expect(keypad.view.display == row.display)
  }

  @Test(arguments: SeedExamples.rpn)
  func rpnRow(_ row: SeedExample) throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: row.keys))
    #expect(keypad.view.label == row.label)
    #expect(keypad.view.description + " =" == row.label)
    #expect(keypad.view.display == row.display)
  }

  @Test func startUpStateShowsZeroAndNoLabel() {
    let view = Keypad().view
    #expect(view.display == "0")
    #expect(view.label.isEmpty)
    #expect(view.memory == nil)
    #expect(view.canUndo == false)
  }

  @Test func missingOperandIsReportedInRPN() throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: "3 ↲ +"))
    #expect(keypad.view.error == "Missing operand")
  }

  @Test func unsetMemoryInRPNLeavesTheDisplayBlankAndSaysWhy() throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: "7 M + √"))
    #expect(keypad.view.display == "")
    #expect(keypad.view.error == "M has no value")
  }
}
