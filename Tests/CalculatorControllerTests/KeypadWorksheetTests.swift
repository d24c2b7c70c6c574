import CalculatorJSON
import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// The keypad's worksheet: formula entry reading its names, `=` beginning a definition,
/// the graph drawing its curves, its sliders and tables, its saved form and the
/// module's worksheet request.
@Suite struct KeypadWorksheetTests {
  /// A keypad in formula mode whose worksheet holds `rows`.
  static func formulaKeypad(rows: [String]) throws -> Keypad {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.editWorksheet { sheet throws(RequestError) in
      try sheet.replaceRows(with: rows.map { Worksheet.Row($0) })
    }
    return keypad
  }

  @Test func formulaEntryReadsTheRowsNames() throws {
    var keypad = try Self.formulaKeypad(rows: ["a = 2", "f(x) = a sin(x)"])
    try keypad.paste("f(π/2) + a")
    #expect(keypad.view.preview == "4")
    keypad.press(.equals)
    #expect(keypad.view.display == "4")
    #expect(keypad.tape == ["f(π ÷ 2) + a = 4"])
    try keypad.editWorksheet { sheet throws(RequestError) in try sheet.edit(0, to: "a = 3") }
    #expect(keypad.view.display == "6")
  }

  @Test func equalsAfterALoneNameBeginsADefinition() throws {
    var keypad = try Self.formulaKeypad(rows: [])
    try keypad.paste("rate")
    keypad.press([.edit(.left), .equals])
    #expect(keypad.view.entry == "rate", "= with the cursor inside the name evaluates")
    keypad.press([.edit(.end), .equals])
    #expect(keypad.view.entry == "rate = ")
    try keypad.paste("1.5%")
    #expect(keypad.view.preview == "0.015")
    keypad.press(.equals)
    #expect(keypad.worksheet.rows.map(\.text) == ["rate = 1.5%"])
    #expect(keypad.tape == ["rate = 0.015"])
    keypad.press(.clear)
    try keypad.paste("g(t)")
    keypad.press(.equals)
    try keypad.paste("t^2 + rate")
    keypad.press(.equals)
    #expect(keypad.worksheet.rows.map(\.text) == ["rate = 1.5%", "g(t) = t^2 + rate"])
    keypad.press(.clear)
    try keypad.paste("rate")
    keypad.press(.equals)
    try keypad.paste("2")
    keypad.press(.equals)
    #expect(keypad.worksheet.rows.map(\.text) == ["rate = 2", "g(t) = t^2 + rate"])
    keypad.press(.clear)
    try keypad.paste("g(3)")
    keypad.press(.equals)
    #expect(keypad.view.display == "11")
  }

  @Test func ansInFormulaEntryIsTheTapesLastResultExactly() throws {
    var keypad = try Keypad.after("1 ÷ 3 =")
    keypad.press(.mode(.formula))
    try keypad.paste("ans × 3")
    #expect(keypad.view.preview == "1")
    keypad.press(.equals)
    keypad.press(.clear)
    try keypad.paste("ans + sin(1)")
    keypad.press(.equals)
    keypad.press(.clear)
    try keypad.paste("ans")
    #expect(keypad.view.preview == "1.8414709848079")
    var restored = try Keypad(json: JSONCursor(keypad.json))
    #expect(restored.view.preview == "1.8414709848079", "ans is read back from the saved tape")
    restored.clearTape()
    #expect(restored.view.preview == nil)
    var fresh = try Self.formulaKeypad(rows: [])
    try fresh.paste("ans")
    #expect(fresh.view.preview == nil)
  }

  @Test func equalsAfterAnExpressionOrABuiltInNameStillEvaluates() throws {
    #expect(!Definition.isHead("2 + a"))
    #expect(!Definition.isHead("sin"))
    #expect(!Definition.isHead("x"))
    #expect(!Definition.isHead("f(2)"))
    #expect(!Definition.isHead("a = 2"))
    #expect(Definition.isHead(" a "))
    #expect(Definition.isHead("hyp(a, b)"))
    var keypad = try Self.formulaKeypad(rows: [])
    try keypad.paste("pi")
    keypad.press(.equals)
    #expect(keypad.view.display == "3.14159265358979")
    keypad.press(.clear)
    keypad.press([.digit(4), .storeMemory, .edit(.backspace), .recallMemory, .equals])
    #expect(keypad.view.display == "4", "M, the memory, is recalled, not defined")
  }

  @Test func theGraphDrawsEveryShownCurveRowThenTheEntry() throws {
    var keypad = try Self.formulaKeypad(rows: ["a = 2", "f(x) = a sin(x)", "x/2", "g = x^2", "3"])
    #expect(keypad.worksheet.curves.map { $0 != nil } == [false, true, true, true, false])
    try keypad.paste("x + 1")
    keypad.press(GraphKey.open)
    #expect(keypad.graphFrame(.svg).curves.map(\.title) == ["f(x)", "x ÷ 2", "g", "x + 1"])
    try keypad.editWorksheet { sheet throws(RequestError) in try sheet.setHidden(2, true) }
    #expect(keypad.graphFrame(.svg).curves.map(\.title) == ["f(x)", "g", "x + 1"])
    let before = try keypad.graphSources()
    try keypad.editWorksheet { sheet throws(RequestError) in try sheet.slide(0, to: "3") }
    #expect(keypad.worksheet.rows[0].text == "a = 3")
    #expect(try keypad.graphSources().first?.y(at: .pi / 2) == 3)
    #expect(before.first?.y(at: .pi / 2) == 2)
  }

  @Test func rowsDrawingTheSameFormulaShareOneCurve() throws {
    let sheet = try Worksheet(text: "a = 2\nf(x) = a sin(x)\nf(x)\nx/2\nx ÷ 2\ng(t) = t\n")
    #expect(sheet.curveIndices(limit: 6) == [nil, 0, 0, 1, 1, 2])
    #expect(sheet.graphSources(limit: 6).map(\.title) == ["f(x)", "x ÷ 2", "g(x)"])
    #expect(sheet.curveIndices(limit: 2) == [nil, 0, 0, 1, 1, nil])
  }

  @Test func aRowInXAnswersWithItsDescription() throws {
    let sheet = try Worksheet(text: "x/2\nx + b\n")
    #expect(sheet.answers[0].error == nil)
    #expect(sheet.answers[0].description == "x ÷ 2")
    #expect(sheet.curves[0] != nil)
    #expect(sheet.answers[1].error == "b has no value")
    #expect(sheet.curves[1] == nil)
  }

  @Test func slidersComeWithPlainNumbers() throws {
    let sheet = try Worksheet(text: "a = 2\nb = -25\nc = 1/3\nd = 0.5e3\ne = 2π\nf(x) = 2\n")
    let sliders = sheet.rows.indices.map { sheet.slider(ofRow: $0) }
    #expect(sliders[0] == .init(value: "2", minimum: "-10", maximum: "10", step: "0.1"))
    #expect(sliders[1] == .init(value: "-25", minimum: "-100", maximum: "100", step: "1"))
    #expect(sliders[2] == nil)
    #expect(sliders[3] == .init(value: "0.5e3", minimum: "-1000", maximum: "1000", step: "10"))
    #expect(sliders[4] == nil)
    #expect(sliders[5] == nil)
    var edited = sheet
    #expect(throws: RequestError("row 3 does not define a plain number")) {
      try edited.slide(2, to: "1")
    }
    #expect(throws: RequestError("a slider's value is a plain number, not '1/2'")) {
      try edited.slide(0, to: "1/2")
    }
    try edited.slide(0, to: "-7.5")
    #expect(edited.answers[0].display == "-7.5")
  }

  @Test func aTableHasExactXAndTheDisplaysOfY() throws {
    let sheet = try Worksheet(text: "a = 2\nf(x) = a sin(x)\n")
    let table = try sheet.table(ofRow: 1, start: "0", step: "0.1", count: 4)
    #expect(table.map(\.x) == ["0", "0.1", "0.2", "0.3"])
    #expect(table[1].y == "0.199666833293656")
    let half = try sheet.table(ofRow: 1, start: "0", step: "0.5", count: 2)
    #expect(half[1].y == "0.958851077208406")
    #expect(throws: RequestError("row 1 is not a curve: it has no table")) {
      try sheet.table(ofRow: 0, start: "0", step: "1", count: 1)
    }
    #expect(throws: RequestError("a table has 1 to 100 rows")) {
      try sheet.table(ofRow: 1, start: "0", step: "1", count: 101)
    }
    let poles = try Worksheet(text: "1/x\n").table(ofRow: 0, start: "-1", step: "1", count: 3)
    #expect(poles.map(\.y) == ["-1", "Division by zero", "1"])
  }

  @Test func theWorksheetIsSavedWithTheKeypad() throws {
    var keypad = try Self.formulaKeypad(rows: ["a = 2", "sin(x)"])
    try keypad.editWorksheet { sheet throws(RequestError) in try sheet.setHidden(1, true) }
    keypad.press(.angle(.degrees))
    let saved = keypad.json
    let restored = try Keypad(json: JSONCursor(saved))
    #expect(restored == keypad)
    #expect(restored.worksheet.rows == [.init("a = 2"), .init("sin(x)", isHidden: true)])
    #expect(restored.worksheet.angle == .degrees)
    let tooMany = JSONValue.object([
      ("worksheet", .array(Array(repeating: .object([("text", .string("1"))]), count: 201)))
    ])
    var members: [(name: String, value: JSONValue)] = []
    if case .object(let base) = Keypad().json { members = base }
    if case .object(let extra) = tooMany { members += extra }
    #expect(throws: DecodingError.self) { try Keypad(json: JSONCursor(.object(members))) }
  }

  @Test func theModulesRequestEditsAndAnswersEveryRow() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste("3 × 4")
    keypad.press(.equals)
    let body = """
      {"edits": [{"insert": "a = 2"}, {"insert": "f(x) = a sin(x)"}, {"insert": "x/2", "at": 0},
      {"hide": 0, "hidden": true}, {"fromTape": 0}, {"slide": 1, "value": "1.5"},
      {"insert": "oops"}, {"delete": 4}, {"move": 3, "to": 0}],
      "table": {"row": 3, "start": "0", "step": "0.5", "count": 2}}
      """
    let request = try WorksheetRequest(json: JSONCursor(try JSONValue(parsing: Array(body.utf8))))
    let answer = try request.response(applyingTo: &keypad)
    #expect(keypad.worksheet.rows.map(\.text) == ["3 × 4", "x/2", "a = 1.5", "f(x) = a sin(x)"])
    let text = String(decoding: answer.utf8, as: UTF8.self)
    #expect(
      text.contains(#""table":{"rows":[{"x":"0","y":"0"},{"x":"0.5","y":"0.719138307906305"}]}"#))
    #expect(
      text.contains(
        #"{"curve":null,"description":"x ÷ 2","display":"","error":null,"exact":null,"hidden":true,"name":null,"plots":true,"slider":null,"text":"x/2"}"#
      ))
    #expect(
      text.contains(
        #""slider":{"automatic":true,"max":"10","min":"-10","step":"0.1","value":"1.5"}"#))
    #expect(text.contains(#"{"curve":0,"description":"f(x) = a × sin(x)""#))
    let undo = try WorksheetRequest(
      json: JSONCursor(
        try JSONValue(parsing: Array(#"{"edits": [{"undo": true}, {"delete": 9}]}"#.utf8))))
    #expect(throws: RequestError("there is no row 10")) { try undo.response(applyingTo: &keypad) }
    #expect(keypad.worksheet.rows.count == 4)
    #expect(throws: RequestError.self) {
      try WorksheetRequest(
        json: JSONCursor(try JSONValue(parsing: Array(#"{"edits": [{"jump": 1}]}"#.utf8))))
    }
  }
}
