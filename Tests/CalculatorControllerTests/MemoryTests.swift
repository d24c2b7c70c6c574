import CalculatorModel
import Testing

@testable import CalculatorController

/// →M stores the display's value as M (no automatic ↲, ends typing) and
/// shows the re-evaluated result; M enters the variable.
@Suite struct MemoryTests {
  @Test func startsUnset() {
    #expect(Keypad().view.memory == nil)
  }

  @Test(arguments: CalculatorMode.allCases)
  func storingATypedNumberDoesNotEnterIt(mode: CalculatorMode) throws {
    let keypad = try Keypad.after("9 →M", mode: mode)
    #expect(keypad.view.memory == 9)
    #expect(keypad.brain.program.isEmpty)
    #expect(!keypad.isTyping)
  }

  @Test func storingTheResult() throws {
    let keypad = try Keypad.after("7 + 9 = →M")
    #expect(keypad.view.memory == 16)
    #expect(keypad.view.display == "16")
  }

  @Test func storingReevaluatesWhatDependsOnM() throws {
    let keypad = try Keypad.after("M × 2 = 21 →M")
    #expect(keypad.view.label == "M × 2 =")
    #expect(keypad.view.display == "42")
  }

  @Test func storingTheZeroOfTheStartUpDisplay() throws {
    let keypad = try Keypad.after("→M")
    #expect(keypad.view.memory == 0)
  }

  @Test func storingANegativeTypedDecimal() throws {
    let keypad = try Keypad.after("2.5 ± →M")
    #expect(keypad.view.memory == -2.5)
  }

  @Test func blankDisplayStoresNothing() throws {
    let keypad = try Keypad.after("7 M + √ →M", mode: .rpn)
    #expect(keypad.view.display == "")
    #expect(keypad.view.memory == nil)
  }

  @Test func recallEndsTypingAndEntersTheNumberFirst() throws {
    let keypad = try Keypad.after("5 →M 3 ↲ M +", mode: .rpn)
    #expect(keypad.view.description == "3 + M")
    #expect(keypad.view.display == "8")
  }
}
