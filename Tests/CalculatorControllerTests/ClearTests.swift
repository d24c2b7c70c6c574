import CalculatorModel
import Testing

@testable import CalculatorController

/// C clears the brain, the display, the label and M, back to the start-up
/// state, but keeps the mode, the angle unit and the tape.
@Suite struct ClearTests {
  @Test func clearEmptiesTheBrainDisplayLabelAndMemory() throws {
    let keypad = try Keypad.after("9 →M 7 + M = √ C")
    let view = keypad.view
    #expect(view.display == "0")
    #expect(view.label.isEmpty)
    #expect(view.description.isEmpty)
    #expect(view.memory == nil)
    #expect(keypad.memory == nil)
    #expect(view.result == nil)
    #expect(view.error == nil)
    #expect(view.canUndo == false)
    #expect(keypad.brain.program.isEmpty)
  }

  @Test func clearRemovesMSoItCountsAsUnsetAgain() throws {
    let keypad = try Keypad.after("9 →M C M + 1 =")
    #expect(keypad.view.display == "1")
    #expect(keypad.view.memory == nil)
  }

  @Test func clearWhileTypingDiscardsTheNumber() throws {
    let keypad = try Keypad.after("7 + 12 C")
    #expect(keypad.view.display == "0")
    #expect(!keypad.isTyping)
    #expect(keypad.view.label.isEmpty)
  }

  @Test func clearClearsAnError() throws {
    let keypad = try Keypad.after("1 ÷ 0 = C")
    #expect(keypad.view.error == nil)
    #expect(keypad.view.display == "0")
  }

  @Test func clearKeepsTheAngleUnit() throws {
    let keypad = try Keypad.after("deg 60 cos C 60 cos")
    #expect(keypad.view.angle == .degrees)
    #expect(keypad.view.display == "0.5")
  }

  @Test func clearKeepsRPNMode() throws {
    let keypad = try Keypad.after("3 ↲ 4 + C 5 ↲ 6 +", mode: .rpn)
    #expect(keypad.view.mode == .rpn)
    #expect(keypad.view.description == "5 + 6")
    #expect(keypad.view.display == "11")
  }

  @Test func clearKeepsTheTape() throws {
    let keypad = try Keypad.after("7 + 9 = C")
    #expect(keypad.view.tape == ["7 + 9 = 16"])
  }

  @Test func clearLeavesTheStartUpStateExceptModeAngleAndTape() throws {
    let keypad = try Keypad.after("7 + 9 = 5 →M 3 C")
    var expected = Keypad()
    expected.tape = keypad.tape
    expected.tapeValues = keypad.tapeValues
    #expect(keypad == expected)
    #expect(keypad.view == expected.view)
  }
}
