import CalculatorModel
import Testing

@testable import CalculatorController

/// The `ans` key enters the last answer: its exact value in algebraic and RPN entry, the
/// name `ans` in formula entry, where it means the row above's result.
@Suite struct AnswerKeyTests {
  @Test(arguments: [
    ("7 + 9 = ans + 1 =", "17", "16 + 1 ="),
    ("1 ÷ 3 = ans × 3 =", "1", "1 ÷ 3 × 3 ="),
    ("2 √ ans x² =", "2", "√(2)² ="),
    ("4 + 5 = 2 × ans =", "18", "2 × 9 ="),
  ])
  func inAlgebraicEntryItEntersTheLastResultExactly(
    _ keys: String, _ display: String, _ label: String
  ) throws {
    let keypad = try Keypad.after(keys)
    #expect(keypad.view.display == display)
    #expect(keypad.view.label == label)
  }

  @Test func itReplacesANumberBeingTyped() throws {
    let keypad = try Keypad.after("6 × 7 = 12 ans")
    #expect(keypad.view.display == "42")
  }

  @Test func inRPNItPushesTheLastResult() throws {
    let keypad = try Keypad.after("1 ↲ 3 ÷ ans ×", mode: .rpn)
    #expect(keypad.view.display == "0.111111111111111")
    #expect(keypad.view.label == "1 ÷ 3 × 1 ÷ 3 =", "minimal: left to right it is the same")
  }

  @Test func withoutATapeItDoesNothing() throws {
    let keypad = try Keypad.after("5 ans")
    #expect(keypad.view.display == "5")
    #expect(keypad.tape.isEmpty)
  }

  @Test func inFormulaEntryItTypesTheName() throws {
    var keypad = try Keypad.after("2 + 3 =", mode: .formula)
    try keypad.pressKeys("ans × 2")
    #expect(keypad.view.entry == "ans×2")
    try keypad.pressKeys("=")
    #expect(keypad.view.display == "10")
  }

  @Test func itHasAKeyboardKeyAndASpokenName() throws {
    let definition = try #require(KeyTable.keys.first { $0.key == .lastAnswer })
    #expect(definition.bindings.map { $0.keyboard } == ["b", "Alt+b"])
    #expect(try Key(name: "ans") == .lastAnswer)
    #expect(Key.lastAnswer.name == "ans")
  }

  @Test func everyKeypadHasIt() {
    #expect(KeypadLayouts.names(in: KeypadLayouts.phone).contains("ans"))
    #expect(KeypadLayouts.names(in: KeypadLayouts.wide).contains("ans"))
    #expect(KeypadLayouts.terminal.joined().contains("ans"))
  }
}
