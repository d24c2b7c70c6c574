import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// Formula entry through the keypad controller.
@Suite struct FormulaEntryTests {
  /// Worked examples: `keys --mode formula …` prints the display
  /// and the label.
  @Test(arguments: [
    ("2 × ( 3 + 4 ) =", "14", "2 × (3 + 4) ="),
    ("4 + 5 × 3 =", "19", "4 + 5 × 3 ="),
  ])
  func specExamples(keys: String, display: String, label: String) throws {
    let view = try Keypad.after(keys, mode: .formula).view
    #expect(view.display == display)
    #expect(view.label == label)
    #expect(view.tape == ["\(view.description) = \(display)"])
  }

  @Test func keysInsertTheirTextAtTheCursor() throws {
    let view = try Keypad.after("2 x² + sin π ) − √ 9 ) + x! + 10ˣ 2 ) ± M x", mode: .formula).view
    #expect(view.entry == "2²+sin(π)−√(9)+!+10^(2)−Mx")
    #expect(view.cursor == view.entry?.unicodeScalars.count)
  }

  /// The − key types U+2212, which a number's exponent accepts as its sign, so the keys
  /// of "1e−5" mean what the same text typed with a hyphen means.
  @Test func anExponentTakesTheMinusKey() throws {
    let view = try Keypad.after("1 e − 5 =", mode: .formula).view
    #expect(view.display == "1e-05")
    #expect(view.label == "0.00001 =")
  }

  @Test func previewFollowsTheEntryWhileItParses() throws {
    #expect(try Keypad.after("", mode: .formula).view.display == "0")
    var keypad = try Keypad.after("2 × ( 3 +", mode: .formula)
    #expect(keypad.view.preview == nil)
    // No value yet: the display is empty, not a 0 the entry does not have.
    #expect(keypad.view.display == "")
    try keypad.pressKeys("4")
    #expect(keypad.view.preview == "14")
    #expect(keypad.view.display == "14")
    #expect(keypad.view.label.isEmpty)
    #expect(keypad.view.tape.isEmpty)
  }

  @Test func cursorMovesByTokens() throws {
    var keypad = try Keypad.after("sin 3 ) + 1", mode: .formula)
    #expect(keypad.view.entry == "sin(3)+1")
    try keypad.pressKeys("left left left left")
    #expect(keypad.view.cursor == 4)
    try keypad.pressKeys("left")
    #expect(keypad.view.cursor == 0)
    try keypad.pressKeys("right")
    #expect(keypad.view.cursor == 4)
    try keypad.pressKeys("end 2 home 5")
    #expect(keypad.view.entry == "5sin(3)+12")
    #expect(keypad.view.cursor == 1)
    try keypad.pressKeys("delete")
    #expect(keypad.view.entry == "53)+12")
  }

  @Test(arguments: [
    ("2 × sin backspace", "2×"),
    ("sin⁻¹ backspace", ""),
    ("√ backspace", ""),
    ("10ˣ backspace", "10^"),
    ("2 x⁻¹ backspace", "2"),
    ("2 sin backspace", "2"),
    ("cos 1 backspace backspace", ""),
  ])
  func backspaceRemovesAWholeFunctionToken(keys: String, entry: String) throws {
    #expect(try Keypad.after(keys, mode: .formula).view.entry == entry)
  }

  @Test func typedFunctionNamesAreTokensToo() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste("2asin(")
    keypad.press(.edit(.backspace))
    #expect(keypad.view.entry == "2")
  }

  @Test func unclosedParenthesesAreClosedByEquals() throws {
    let view = try Keypad.after("2 × ( 3 + ( 4 − 1 =", mode: .formula).view
    #expect(view.display == "12")
    #expect(view.entry == "2×(3+(4−1))")
    #expect(view.label == "2 × (3 + 4 − 1) =")
  }

  @Test func anErrorShowsItsColumnAndPutsTheCursorThere() throws {
    let view = try Keypad.after("2 + × 3 =", mode: .formula).view
    #expect(view.entry == "2+×3")
    #expect(view.error == "expected a number, name or '(' at column 3")
    #expect(view.cursor == 2)
    #expect(view.display == "")
    #expect(view.tape.isEmpty)
  }

  @Test func afterAnErrorKeysEditAtTheCursor() throws {
    let view = try Keypad.after("2 + × 3 = 5 =", mode: .formula).view
    #expect(view.entry == "2+5×3")
    #expect(view.display == "17")
  }

  @Test func aCalculationErrorIsShownAfterEquals() throws {
    let view = try Keypad.after("1 ÷ 0 =", mode: .formula).view
    #expect(view.error == "Division by zero")
    #expect(view.preview == nil)
    #expect(view.result == nil)
  }

  @Test func afterEqualsADigitStartsAndAnOperatorContinues() throws {
    #expect(try Keypad.after("2 + 3 = 4", mode: .formula).view.entry == "4")
    #expect(try Keypad.after("2 + 3 = sin", mode: .formula).view.entry == "sin(")
    let continued = try Keypad.after("2 + 3 = × 2 =", mode: .formula).view
    #expect(continued.entry == "5×2")
    #expect(continued.display == "10")
    #expect(try Keypad.after("2 − 5 = x² =", mode: .formula).view.entry == "(−3)²")
    #expect(try Keypad.after("1 ÷ 3 = × 3 =", mode: .formula).view.display == "1")
    #expect(try Keypad.after("2 + 3 = )", mode: .formula).view.entry == "2+3)")
  }

  /// An operator after `=` continues from the exact result, not from its `Double`: the
  /// entry holds the exact value's text, in parentheses unless it is plain digits.
  @Test func anOperatorContinuesFromTheExactResult() throws {
    let large = try Keypad.after("2 xʸ 6 4 = + 1 =", mode: .formula).view
    #expect(large.entry == "18446744073709551616+1")
    #expect(large.display == "18446744073709551617")
    let root = try Keypad.after("√ 2 ) = x² =", mode: .formula).view
    #expect(root.entry == "(√(2))²")
    #expect(root.display == "2")
    let negative = try Keypad.after("1 − 3 ÷ 2 = × 2 =", mode: .formula).view
    #expect(negative.entry == "(−0.5)×2")
    #expect(negative.display == "-1")
    let third = try Keypad.after("1 ÷ 3 = × 3 =", mode: .formula).view
    #expect(third.entry == "(1÷3)×3")
    let withPi = try Keypad.after("π ÷ 3 = × 2 =", mode: .formula).view
    #expect(withPi.entry == "(π÷3)×2")
    #expect(withPi.display == "2.0943951023932")
  }

  @Test func undoAndRedoStepThroughEdits() throws {
    var keypad = try Keypad.after("1 2 + sin", mode: .formula)
    var entries: [String?] = []
    for _ in 0..<4 {
      keypad.press(.undo)
      entries.append(keypad.view.entry)
    }
    #expect(entries == ["12+", "12", "1", ""])
    #expect(!keypad.view.canUndo)
    try keypad.pressKeys("redo redo")
    #expect(keypad.view.entry == "12")
    #expect(keypad.view.canRedo)
    try keypad.pressKeys("3")
    #expect(keypad.view.entry == "123")
    #expect(!keypad.view.canRedo)
  }

  @Test func undoTakesBackEqualsAndCursorMovesAreNotEdits() throws {
    var keypad = try Keypad.after("( 1 + 2 =", mode: .formula)
    keypad.press(.undo)
    #expect(keypad.view.entry == "(1+2")
    #expect(keypad.view.label.isEmpty)
    try keypad.pressKeys("left left undo")
    #expect(keypad.view.entry == "(1+")
  }

  @Test func storingTakesThePreviewOrTheResult() throws {
    var keypad = try Keypad.after("2 × 3 →M", mode: .formula)
    #expect(keypad.view.memory == 6)
    #expect(keypad.view.memoryDisplay == "6")
    #expect(keypad.view.entry == "2×3")
    try keypad.pressKeys("= C")
    #expect(keypad.view.memory == nil)
    try keypad.pressKeys("7 ÷ 4 = →M M + 1 =")
    #expect(keypad.view.memoryDisplay == "1.75")
    #expect(keypad.view.display == "2.75")
    #expect(keypad.view.label == "M + 1 =")
  }

  @Test func anUnsetVariableHasNoValue() throws {
    let view = try Keypad.after("M + 1 =", mode: .formula).view
    #expect(view.error == "M has no value")
  }

  @Test func recallFromTheTape() throws {
    var keypad = try Keypad.after("7 + 9 = 2 ×", mode: .formula)
    var recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    #expect(keypad.view.entry == "2×(7 + 9)")
    try keypad.pressKeys("=")
    #expect(keypad.view.display == "32")
    recalled = keypad.recall(tapeEntry: 1)
    #expect(recalled)
    #expect(keypad.view.entry == "2 × (7 + 9)")
    recalled = keypad.recall(tapeEntry: 5)
    #expect(!recalled)
    var algebraic = try Keypad.after("7 + 9 =")
    recalled = algebraic.recall(tapeEntry: 0)
    #expect(recalled)
    #expect(algebraic.view.display == "16")
  }

  @Test func theGraphKeyGraphsTheEntry() throws {
    var unset = try Keypad.after("sin x ) × M", mode: .formula)
    #expect(throws: CalculationError.undefinedVariable("M")) {
      try unset.graphSource()
    }
    var keypad = try Keypad.after("sin x ) × 2", mode: .formula)
    let source = try #require(try keypad.graphSource())
    #expect(source.title == "sin(x) × 2")
    #expect(source.y(at: 0) == 0)
    #expect(keypad.view.entry == "sin(x)×2")
    var broken = try Keypad.after("2 + ×", mode: .formula)
    #expect(try broken.graphSource() == nil)
  }

  @Test func theEntryIsCappedWithAMessage() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste(String(repeating: "1", count: FormulaEntry.maximumLength))
    try keypad.pressKeys("sin")
    #expect(keypad.view.error == "expression is longer than 1000 characters")
    #expect(keypad.view.entry?.count == FormulaEntry.maximumLength)
    try keypad.pressKeys("left")
    #expect(keypad.view.error == nil)
    #expect(throws: ParseError.tooLong(limit: FormulaEntry.maximumLength)) {
      try keypad.paste("2")
    }
  }

  @Test func theStateSavesAndRestores() throws {
    let keypad = try Keypad.after("2 × ( 3 + 4 = + 1 undo left", mode: .formula)
    let restored = try Keypad(json: JSONCursor(keypad.json))
    #expect(restored == keypad)
    #expect(restored.view == keypad.view)
  }

  @Test(arguments: [
    #"{"entry": "12", "cursor": 3, "evaluated": false, "undo": [], "redo": []}"#,
    #"{"entry": "12", "cursor": 1.5, "evaluated": false, "undo": [], "redo": []}"#,
    #"{"entry": "12", "cursor": 0, "evaluated": false, "redo": []}"#,
  ])
  func aMalformedFormulaStateIsRefused(formula: String) throws {
    let state =
      #"{"mode": "formula", "angle": "rad", "showsZero": true, "program": [], "redo": [], "#
      + #""tape": [], "formula": \#(formula)}"#
    let value = try JSONValue(parsing: Array(state.utf8))
    #expect(throws: DecodingError.self) {
      try Keypad(json: JSONCursor(value))
    }
  }

  @Test func aFormulaMemberIsCheckedInEveryMode() throws {
    let state =
      #"{"mode": "rpn", "angle": "rad", "showsZero": true, "program": [], "redo": [], "#
      + #""tape": [], "formula": {"entry": "", "cursor": 2, "evaluated": false, "#
      + #""undo": [], "redo": []}}"#
    #expect(throws: DecodingError.self) {
      try Keypad(json: JSONCursor(try JSONValue(parsing: Array(state.utf8))))
    }
  }

  @Test func recallingATapeLineThatIsNoCalculationChangesNothing() throws {
    let state =
      #"{"mode": "formula", "angle": "rad", "showsZero": true, "program": [], "redo": [], "#
      + #""tape": ["hello"], "formula": {"entry": "1", "cursor": 1, "evaluated": false, "#
      + #""undo": [], "redo": []}}"#
    var keypad = try Keypad(json: JSONCursor(try JSONValue(parsing: Array(state.utf8))))
    let before = keypad
    let recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    #expect(keypad == before)
  }

  /// Keys on a long entry are within a request's budget: each copies the entry (an undo
  /// snapshot, the text `=` looks up), so 300 rounds of `=`, backspace, `(` on 999 scalars
  /// are refused and 7 answered; `=` on entries that change each time parses each.
  @Test func equalsAgainAndAgainOnALongEntryIsWithinARequestsBudget() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste(String(repeating: "(", count: FormulaEntry.maximumLength - 1))
    var request = try PressRequest(json: JSONCursor(try JSONValue(parsing: Array("{}".utf8))))
    request.state = keypad
    request.keys = Array(repeating: ["=", "backspace", "("], count: 300).flatMap { $0 }
    #expect(throws: RequestError.self) {
      try request.response()
    }
    request.keys = Array(repeating: ["=", "backspace", "("], count: 7).flatMap { $0 }
    #expect(try request.response().view.entry?.count == FormulaEntry.maximumLength - 1)
    var sums = Keypad()
    sums.press(.mode(.formula))
    try sums.paste(String(repeating: "1+", count: 499) + "1")
    request.state = sums
    request.keys = Array(repeating: ["=", "backspace", "2", "=", "backspace", "1"], count: 50)
      .flatMap { $0 }
    #expect(throws: RequestError.self) {
      try request.response()
    }
    request.keys = Array(request.keys?.prefix(12) ?? [])
    #expect(try request.response().view.display == "500")
  }

  @Test func modeAndRecallInAPressRequest() throws {
    let body = try JSONValue(
      parsing: Array(#"{"mode": "formula", "keys": ["2", "×", "3", "="]}"#.utf8))
    let first = try PressRequest(json: JSONCursor(body)).response()
    #expect(first.view.mode == .formula)
    #expect(first.view.display == "6")
    var second = try PressRequest(
      json: JSONCursor(try JSONValue(parsing: Array(#"{"recall": 0, "keys": ["+", "1"]}"#.utf8))))
    second.state = first.state
    #expect(try second.response().view.entry == "2 × 3+1")
    second.recall = 3
    #expect(throws: RequestError("the tape has no entry 3")) {
      try second.response()
    }
  }
}
