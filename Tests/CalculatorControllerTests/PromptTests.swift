import CalculatorModel
import Testing

@testable import CalculatorController

/// Formula entry at a prompt: Tab completes names, ↑ and ↓ recall earlier lines.
@Suite struct PromptTests {
  @Test(arguments: [
    ("sq", "rt("), ("sqr", "t("), ("asi", "n("), ("perc", "ent("), ("flo", "or("), ("an", "s"),
  ])
  func aNameThatOneCandidateExtendsIsCompleted(_ prefix: String, _ rest: String) {
    #expect(FormulaCompletion.completion(of: prefix) == rest)
  }

  @Test func severalCandidatesCompleteTheirSharedStartOrNothing() {
    #expect(FormulaCompletion.completion(of: "s") == nil)
    #expect(FormulaCompletion.candidates(for: "s") == ["sin", "sinh", "sq", "sqrt"])
    #expect(FormulaCompletion.completion(of: "ce") == "il")
    #expect(FormulaCompletion.completion(of: "zz") == nil)
    #expect(FormulaCompletion.completion(of: "") == nil)
  }

  @Test func thePrefixIsTheNameBeforeTheCursor() {
    #expect(FormulaCompletion.prefix(of: "2sq", cursor: 3) == "sq")
    #expect(FormulaCompletion.prefix(of: "1 + co + 2", cursor: 6) == "co")
    #expect(FormulaCompletion.prefix(of: "x2", cursor: 2) == "x2")
    #expect(FormulaCompletion.prefix(of: "12", cursor: 2) == "")
    #expect(FormulaCompletion.prefix(of: "sin(", cursor: 4) == "")
  }

  @Test func tabCompletesInTheEntryAndKeepsIt() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste("2sq")
    #expect(keypad.completeName() == [])
    try keypad.paste("9")
    #expect(keypad.view.entry == "2sqrt(9")
    #expect(keypad.view.display == "6")
    try keypad.paste("+s")
    #expect(keypad.completeName() == ["sin", "sinh", "sq", "sqrt"])
    #expect(keypad.view.entry == "2sqrt(9+s")
    keypad.press(.equals)
    keypad.press(.clear)
    #expect(keypad.completeName() == nil)
  }

  @Test func upAndDownStepThroughTheTapeAndBack() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    for text in ["1+1", "2*3"] {
      try keypad.paste(text)
      keypad.press(.equals)
    }
    try keypad.paste("7")
    var history = EntryHistory()
    #expect(history.step(1, in: &keypad))
    #expect(keypad.view.entry == "2 × 3")
    #expect(history.step(1, in: &keypad))
    #expect(keypad.view.entry == "1 + 1")
    #expect(!history.step(1, in: &keypad))
    #expect(history.step(-1, in: &keypad))
    #expect(history.step(-1, in: &keypad))
    #expect(keypad.view.entry == "7")
    #expect(!history.step(-1, in: &keypad))
  }
}
