import Testing

@testable import CalculatorModel

/// ``FormulaEvaluator``, which keeps only node values, evaluates as ``Formula`` does.
@Suite struct FormulaEvaluatorTests {
  /// What `Formula(parsing:)` and `evaluator` give for `text`: the parse error, or the
  /// result's bits, the error and the display.
  static func outcomes(
    of text: String, with evaluator: inout FormulaEvaluator,
    variables: [String: StoredNumber] = [:],
    angle: AngleUnit = .radians
  ) -> (formula: String, evaluator: String) {
    func outcome(_ evaluation: () throws(ParseError) -> Evaluation) -> String {
      do {
        let evaluation = try evaluation()
        let bits = evaluation.result.map { String($0.bitPattern) } ?? "nil"
        return "\(bits) \(String(describing: evaluation.error)) \(evaluation.display)"
      } catch {
        return "parse error: \(error)"
      }
    }
    let formula = outcome { () throws(ParseError) in
      try Formula(parsing: text).evaluation(using: variables, angle: angle)
    }
    return (formula, outcome { () throws(ParseError) in try evaluator.evaluation(of: text) })
  }

  /// The 10,000 expressions of the table, in both angle units, through one evaluator each.
  @Test(arguments: [AngleUnit.radians, .degrees])
  func tableExpressionsEvaluateAsFormulasDo(_ angle: AngleUnit) throws {
    let table = try ExpressionTableTests.contents(
      of: ExpressionTableTests.tablePath("ExpressionTable.txt"))
    var evaluator = FormulaEvaluator(angle: angle)
    var count = 0
    for line in table.split(separator: "\n") {
      guard let expression = line.split(separator: "\t").first else { continue }
      let (formula, evaluated) = Self.outcomes(
        of: String(expression), with: &evaluator, angle: angle)
      #expect(evaluated == formula, "\(expression)")
      count += 1
    }
    #expect(count >= 10_000)
  }

  /// Lines the values alone cannot show: x − x of inexact operands built apart (only the
  /// nodes prove them the same: e^(1000 + 0) is exact, where floating point overflows),
  /// reals, errors, parse errors, variables; and `e ^ y`.
  @Test(arguments: [
    "sin(1) - sin(1)", "tanh(e) ÷ tanh(e)", "sin(1) - sin(2)", "(1+sin(1)) - (sin(1)+1)",
    "sin(1)", "π + 1", "e^2", "e ^ sin(1)", "2e", "ln(0)", "1/0", "1 +", "(2", "x + 1", "y",
    "x - x", "sin(x) - sin(x)", "1/(sin(1)-sin(1))", "(sin(1)-sin(1))^0", "0^(sin(1)-sin(1))",
    "(sin(1)-sin(1))*0+1", "exp(1000 + (sin(1) - sin(1)))", "10^(400*(tanh(1)/tanh(1)))",
    "ln(sin(1)/sin(1))", "√(sin(1)-sin(1))", "(sin(1)/sin(1))!",
    "asin(sin(1)/sin(1))", "(sin(1)-sin(1))*2", "√(-1)", "10^-400", "exp(-10000)", "", "  ", "0x1F",
  ])
  func specialLinesEvaluateAsFormulasDo(_ text: String) {
    var evaluator = FormulaEvaluator(variables: ["x": 0.5], angle: .radians)
    let (formula, evaluated) = Self.outcomes(of: text, with: &evaluator, variables: ["x": 0.5])
    #expect(evaluated == formula)
  }

  /// `e ^ e ^ … ^ e`, 20,001 deep: each power asks whether its base is the constant e, in
  /// O(1), and the answer is the graph's.
  @Test func aLongTowerOfEIsReadAsTheGraphReadsIt() {
    let text = String(repeating: "e^", count: 20_000) + "e"
    var evaluator = FormulaEvaluator()
    let (formula, evaluated) = Self.outcomes(of: text, with: &evaluator)
    #expect(evaluated == formula)
  }

  /// A line leaves nothing behind for the next: each is as if evaluated alone.
  @Test func linesDoNotAffectEachOther() throws {
    var evaluator = FormulaEvaluator()
    #expect(try evaluator.evaluation(of: "sin(1) - sin(1)").display == "0")
    #expect(try evaluator.evaluation(of: "4+5*3").display == "19")
    #expect(throws: ParseError.self) { try evaluator.evaluation(of: "(1+2") }
    #expect(try evaluator.evaluation(of: "1/3 + 1/6").display == "0.5")
    #expect(try evaluator.evaluation(of: "sqrt(2)*3.5").display == "4.94974746830583")
  }
}
