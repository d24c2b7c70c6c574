import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// Rows of expressions and definitions (``Worksheet``) and lines answered in turn
/// (``LineSession``).
@Suite struct WorksheetTests {
  @Test func aSessionKeepsDefinitionsAndTheLastResult() {
    var session = LineSession()
    #expect(session.answer("a = 5").display == "5")
    #expect(session.answer("a = 5").description == "a = 5")
    #expect(session.answer("a × 2").display == "10")
    #expect(session.answer("ans + 1").display == "11")
    #expect(session.answer("f(x) = x^2 + a").description == "f(x) = x ^ 2 + a")
    #expect(session.answer("f(x) = x^2 + a").display == "")
    #expect(session.answer("f(3)").display == "14")
    #expect(session.answer("a = 1").display == "1")
    #expect(session.answer("f(3)").display == "10")
    #expect(session.answer("1/0").error == "Division by zero")
    #expect(session.answer("ans").display == "10")
    #expect(session.answer("sin = 2").error?.contains("built-in") == true)
    #expect(session.answer("b = b + 1").error == "b is defined in terms of itself (column 5)")
    #expect(session.answer("b").error == "b has no value")
  }

  @Test func ansIsExact() {
    var session = LineSession()
    _ = session.answer("1/3")
    #expect(session.answer("ans × 3").display == "1")
    #expect(session.lastResult == 1)
    _ = session.answer("2/3")
    #expect(session.answer("ans × 3", describing: false).display == "2")
    #expect(session.answer("ans − 2", describing: false).display == "0")
  }

  @Test func aValueInXIsACurveNotAnError() {
    var session = LineSession()
    let report = session.answer("g = x^2")
    #expect(report.error == nil)
    #expect(report.description == "g = x ^ 2")
  }

  @Test func rowsUseDefinitionsInAnyOrder() throws {
    let sheet = try Worksheet(text: "f(π/2) + b\nf(x) = a sin(x)\na = 2\nb = 1/3\n3b\nans + 1\n")
    #expect(
      sheet.answers.map { $0.display } == [
        "2.33333333333333", "", "2", "0.333333333333333", "1", "2",
      ])
    #expect(sheet.answers.map { $0.error } == [nil, nil, nil, nil, nil, nil])
    #expect(sheet.text == "f(π/2) + b\nf(x) = a sin(x)\na = 2\nb = 1/3\n3b\nans + 1\n")
  }

  @Test func aBadDefinitionIsAnErrorInItsRowAlone() throws {
    let sheet = try Worksheet(text: "a = b + 1\nb = a\nc = 4\nc + 1\na = 3\nsin = 1\n")
    #expect(sheet.answers[0].error == "a cycle: a uses b uses a (column 5)")
    #expect(sheet.answers[1].error == "a cycle: b uses a uses b (column 5)")
    #expect(sheet.answers[2].display == "4")
    #expect(sheet.answers[3].display == "5")
    #expect(sheet.answers[4].error == "a is defined twice (column 1)")
    #expect(sheet.answers[5].error == "sin is a built-in name and cannot be defined (column 1)")
  }

  @Test func editsRecomputeDependentRowsAndUndo() throws {
    var sheet = Worksheet()
    try sheet.insert("a = 2")
    try sheet.insert("a^10")
    #expect(sheet.answers[1].display == "1024")
    try sheet.edit(0, to: "a = 3")
    #expect(sheet.answers[1].display == "59049")
    try sheet.move(1, to: 0)
    #expect(sheet.rows.map { $0.text } == ["a^10", "a = 3"])
    #expect(sheet.answers[0].display == "59049")
    try sheet.setHidden(0, true)
    #expect(sheet.rows[0].isHidden)
    try sheet.delete(1)
    #expect(sheet.answers[0].error == "a has no value")
    sheet.undo()
    #expect(sheet.answers[0].display == "59049")
    sheet.undo()
    sheet.undo()
    #expect(sheet.rows.map { $0.text } == ["a = 3", "a^10"])
    sheet.undo()
    #expect(sheet.answers[1].display == "1024")
    sheet.redo()
    #expect(sheet.answers[1].display == "59049")
    #expect(sheet.canUndo && sheet.canRedo)
  }

  @Test func aWorksheetIsBounded() throws {
    var sheet = Worksheet()
    #expect(throws: RequestError.self) { try sheet.insert(String(repeating: "1", count: 1_001)) }
    #expect(throws: RequestError.self) { try sheet.edit(0, to: "1") }
    #expect(throws: RequestError.self) { try sheet.insert("1", at: 1) }
    #expect(throws: RequestError.self) {
      try Worksheet(text: String(repeating: "1\n", count: Worksheet.maximumRows + 1))
    }
    let full = try Worksheet(text: String(repeating: "1\n", count: Worksheet.maximumRows))
    sheet = full
    #expect(throws: RequestError.self) { try sheet.insert("1") }
    #expect(sheet.rows.count == Worksheet.maximumRows)
  }

  /// Random edits keep every row's answer what its text gives, from scratch, with the
  /// definitions of the current rows; the text exported reads back to the same rows.
  @Test func randomEditsKeepEveryRowRight() throws {
    var random = SplitMix64(seed: SplitMix64.testSeed)
    let texts = [
      "a = 2", "a = 1/3", "b = a + 1", "b = 2b", "f(x) = x^2 + a", "f(t) = b t", "g(p, q) = p − q",
      "3a", "f(2)", "g(a, b)", "ans + 1", "f(b) × a", "1/0", "c", "a + b", "", "h(1)",
      "h(x) = f(x) + 1", "√2 × √2", "sin(π/6)",
    ]
    var sheet = Worksheet()
    for step in 0..<300 {
      let text = texts.randomElement(using: &random) ?? ""
      let count = sheet.rows.count
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1: try sheet.insert(text, at: Int.random(in: 0...count, using: &random))
      case 2 where count > 0: try sheet.edit(Int.random(in: 0..<count, using: &random), to: text)
      case 3 where count > 1:
        try sheet.move(
          Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
      case 4 where count > 0: try sheet.delete(Int.random(in: 0..<count, using: &random))
      default: sheet.undo()
      }
      let fresh = try Worksheet(text: sheet.text)
      #expect(fresh.rows.map { $0.text } == sheet.rows.map { $0.text }, "step \(step)")
      #expect(fresh.answers == sheet.answers, "step \(step)")
      for (index, row) in sheet.rows.enumerated() where sheet.answers[index].error == nil {
        guard (try? Definition(parsing: row.text)) == nil, !row.text.isEmpty,
          !row.text.contains("ans")
        else { continue }
        let expected = EvaluationReport(evaluating: row.text, definitions: sheet.definitions)
        #expect(sheet.answers[index].display == expected.display, "step \(step): \(row.text)")
      }
    }
  }
}
