import CalculatorJSON
import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// A slider's range set by hand: what it accepts and refuses, undo and redo, the row's
/// edits and slides keeping it, the saved state and the module's worksheet request.
@Suite struct SliderRangeTests {
  static func sheet(_ text: String = "a = 2\nf(x) = a sin(x)\n") throws -> Worksheet {
    try Worksheet(text: text)
  }

  static func request(_ body: String) throws -> WorksheetRequest {
    try WorksheetRequest(json: JSONCursor(try JSONValue(parsing: Array(body.utf8))))
  }

  @Test func aRangeSetByHandIsTheSlidersRange() throws {
    var sheet = try Self.sheet()
    try sheet.setSliderRange(0, minimum: "0", maximum: "5", step: "0.5")
    #expect(sheet.slider(ofRow: 0) == .init(value: "2", minimum: "0", maximum: "5", step: "0.5"))
    #expect(sheet.rows[0].sliderRange == (try .init(minimum: "0", maximum: "5", step: "0.5")))
    // The value may lie outside the range: it is the row's, the range the slider's.
    try sheet.slide(0, to: "-3")
    #expect(sheet.slider(ofRow: 0) == .init(value: "-3", minimum: "0", maximum: "5", step: "0.5"))
    try sheet.setSliderRange(0, minimum: "-1e3", maximum: "1e3", step: "1")
    #expect(sheet.slider(ofRow: 0)?.maximum == "1e3")
    try sheet.setSliderRange(0, to: nil)
    #expect(
      sheet.slider(ofRow: 0) == .init(value: "-3", minimum: "-10", maximum: "10", step: "0.1"))
    #expect(sheet.rows[0].sliderRange == nil)
  }

  @Test(arguments: [
    ("x", "5", "1", "a slider's minimum is a plain number of at most 30 characters, not 'x'"),
    ("0", "1/2", "1", "a slider's maximum is a plain number of at most 30 characters, not '1/2'"),
    ("0", "5", "", "a slider's step is a plain number of at most 30 characters, not ''"),
    ("0", "5", " 1", "a slider's step is a plain number of at most 30 characters, not ' 1'"),
    ("--1", "5", "1", "a slider's minimum is a plain number of at most 30 characters, not '--1'"),
    (
      "0", String(repeating: "1", count: 31), "1",
      "a slider's maximum is a plain number of at most 30 characters, not '1111111111111111111111111111111'"
    ),
    ("5", "5", "1", "a slider's minimum, 5, is not less than its maximum, 5"),
    ("5", "-1", "1", "a slider's minimum, 5, is not less than its maximum, -1"),
    ("0", "5", "0", "a slider's step, 0, is not more than 0"),
    ("0", "5", "-0.5", "a slider's step, -0.5, is not more than 0"),
    ("0", "5", "6", "a slider's step, 6, is more than its maximum minus its minimum, 5 − 0"),
    (
      "0", "10", "0.000001",
      "a slider has at most 1,000,000 steps: 0 to 10 in steps of 0.000001 has more"
    ),
    (
      "-1e308", "1e308", "1e300",
      "a slider has at most 1,000,000 steps: -1e308 to 1e308 in steps of 1e300 has more"
    ),
  ])
  func aRangeIsRefusedWithWhatIsWrong(
    minimum: String, maximum: String, step: String, message: String
  )
    throws
  {
    var sheet = try Self.sheet()
    #expect(throws: RequestError(message)) {
      try sheet.setSliderRange(0, minimum: minimum, maximum: maximum, step: step)
    }
    #expect(sheet.rows[0].sliderRange == nil && !sheet.canUndo)
  }

  @Test func theBoundsOfARangeAreAccepted() throws {
    var sheet = try Self.sheet()
    try sheet.setSliderRange(0, minimum: "0", maximum: "1000000", step: "1")
    try sheet.setSliderRange(0, minimum: "0", maximum: "1", step: "1")
    #expect(sheet.slider(ofRow: 0)?.step == "1")
  }

  @Test func onlyARowWithASliderTakesARange() throws {
    var sheet = try Self.sheet("a = 2\nf(x) = a sin(x)\nb = 1/3\nc = 1e20\n")
    for row in 1...3 {
      #expect(throws: RequestError("row \(row + 1) does not define a plain number")) {
        try sheet.setSliderRange(row, minimum: "0", maximum: "5", step: "1")
      }
    }
    #expect(throws: RequestError("there is no row 5")) {
      try sheet.setSliderRange(4, minimum: "0", maximum: "5", step: "1")
    }
    // The row is checked before the range.
    #expect(throws: RequestError("row 2 does not define a plain number")) {
      try sheet.setSliderRange(1, minimum: "5", maximum: "0", step: "1")
    }
    #expect(throws: RequestError("there is no row 5")) { try sheet.setSliderRange(4, to: nil) }
    try sheet.setSliderRange(1, to: nil)
    #expect(!sheet.canUndo, "the automatic range on a row that has it changes nothing")
  }

  @Test func undoAndRedoTakeARangeBackAndMakeItAgain() throws {
    var sheet = try Self.sheet()
    try sheet.setSliderRange(0, minimum: "0", maximum: "5", step: "0.5")
    sheet.undo()
    #expect(sheet.rows[0].sliderRange == nil)
    #expect(sheet.slider(ofRow: 0)?.maximum == "10")
    sheet.redo()
    #expect(sheet.slider(ofRow: 0)?.maximum == "5")
    try sheet.setSliderRange(0, to: nil)
    sheet.undo()
    #expect(sheet.slider(ofRow: 0)?.maximum == "5")
  }

  @Test func theRangeStaysThroughEditsSlidesAndMoves() throws {
    var sheet = try Self.sheet()
    try sheet.setSliderRange(0, minimum: "0", maximum: "5", step: "0.5")
    let range = sheet.rows[0].sliderRange
    try sheet.slide(0, to: "2.5")
    #expect(sheet.rows[0].text == "a = 2.5" && sheet.rows[0].sliderRange == range)
    try sheet.edit(0, to: "a = 4")
    #expect(sheet.slider(ofRow: 0) == .init(value: "4", minimum: "0", maximum: "5", step: "0.5"))
    try sheet.move(0, to: 1)
    #expect(sheet.rows[1].sliderRange == range && sheet.rows[0].sliderRange == nil)
    // A row that no longer defines a plain number keeps its range unused, and uses it
    // again once it does.
    try sheet.edit(1, to: "a = 1/3")
    #expect(sheet.slider(ofRow: 1) == nil && sheet.rows[1].sliderRange == range)
    try sheet.edit(1, to: "a = 3")
    #expect(sheet.slider(ofRow: 1)?.step == "0.5")
    try sheet.define(try #require(try Definition(parsing: "a = 1")))
    #expect(sheet.rows[1].text == "a = 1" && sheet.rows[1].sliderRange == range)
  }

  @Test func theRangeIsSavedWithTheKeypad() throws {
    var keypad = try KeypadWorksheetTests.formulaKeypad(rows: ["a = 2", "b = 3", "sin(x)"])
    try keypad.editWorksheet { sheet throws(RequestError) in
      try sheet.setSliderRange(0, minimum: "0", maximum: "5", step: "0.5")
      try sheet.setHidden(2, true)
    }
    let saved = keypad.json
    let text = String(decoding: saved.utf8, as: UTF8.self)
    #expect(
      text.contains(
        #""worksheet":[{"slider":{"max":"5","min":"0","step":"0.5"},"text":"a = 2"},{"text":"b = 3"},{"hidden":true,"text":"sin(x)"}]"#
      ))
    let restored = try Keypad(json: JSONCursor(saved))
    #expect(restored == keypad)
    #expect(restored.worksheet.slider(ofRow: 0)?.maximum == "5")
    var other = keypad
    try other.editWorksheet { sheet throws(RequestError) in try sheet.setSliderRange(0, to: nil) }
    #expect(other != keypad, "keypads whose ranges differ are not equal")
  }

  @Test(arguments: [
    #"{"min": "5", "max": "0", "step": "1"}"#, #"{"min": "0", "max": "5"}"#,
    #"{"min": 0, "max": "5", "step": "1"}"#, #""0 5 1""#,
  ])
  func aSavedRangeThatIsWrongIsRefused(range: String) throws {
    let saved = String(decoding: Keypad().json.utf8, as: UTF8.self).dropLast()
    let body = saved + #","worksheet":[{"text":"a = 2","slider":"# + range + "}]}"
    #expect(throws: DecodingError.self) {
      try Keypad(json: JSONCursor(try JSONValue(parsing: Array(body.utf8))))
    }
  }

  @Test func theModulesRequestSetsARangeAndAnswersIt() throws {
    var keypad = try KeypadWorksheetTests.formulaKeypad(rows: ["a = 2", "x"])
    let set = try Self.request(
      #"{"edits": [{"range": 0, "min": "0", "max": "5", "step": "0.5"}, {"slide": 0, "value": "2.5"}]}"#
    )
    let answer = String(decoding: try set.response(applyingTo: &keypad).utf8, as: UTF8.self)
    #expect(
      answer.contains(
        #""slider":{"automatic":false,"max":"5","min":"0","step":"0.5","value":"2.5"}"#))
    #expect(keypad.worksheet.rows[0].sliderRange?.step == "0.5")
    let automatic = try Self.request(#"{"edits": [{"range": 0, "automatic": true}]}"#)
    let back = String(decoding: try automatic.response(applyingTo: &keypad).utf8, as: UTF8.self)
    #expect(
      back.contains(
        #""slider":{"automatic":true,"max":"10","min":"-10","step":"0.1","value":"2.5"}"#))
    let refused = try Self.request(
      #"{"edits": [{"range": 0, "min": "0", "max": "5", "step": "9"}]}"#)
    #expect(
      throws: RequestError("a slider's step, 9, is more than its maximum minus its minimum, 5 − 0")
    ) { try refused.response(applyingTo: &keypad) }
    let noSlider = try Self.request(
      #"{"edits": [{"range": 1, "min": "0", "max": "5", "step": "1"}]}"#)
    #expect(throws: RequestError("row 2 does not define a plain number")) {
      try noSlider.response(applyingTo: &keypad)
    }
    #expect(throws: RequestError.self) {
      try Self.request(#"{"edits": [{"range": 0, "min": "0"}]}"#)
    }
    #expect(
      throws: RequestError(
        "invalid 'edits.0': an edit is insert, edit, delete, move, hide, slide, range, fromTape, undo, redo or import"
      )
    ) { try Self.request(#"{"edits": [{"jump": 1}]}"#) }
  }
}
