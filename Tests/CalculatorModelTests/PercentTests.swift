import TestSupport
import Testing

@testable import CalculatorModel
@testable import ExactArithmetic

/// Percent as everyone reads it: `a + b%` is a × (1 + b/100), `a − b%` is a × (1 − b/100),
/// and `a × b%`, `a ÷ b%` and a lone `b%` take b/100; in every evaluator alike.
@Suite struct PercentTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var display: String
    var description: String

    var testDescription: String { text }
  }

  static let rows: [Row] = [
    Row(text: "100 + 10%", display: "110", description: "100 + 10%"),
    Row(text: "100 − 10%", display: "90", description: "100 − 10%"),
    Row(text: "100 - 10%", display: "90", description: "100 − 10%"),
    Row(text: "50 × 10%", display: "5", description: "50 × 10%"),
    Row(text: "50 ÷ 10%", display: "500", description: "50 ÷ 10%"),
    Row(text: "10%", display: "0.1", description: "10%"),
    Row(text: "(100 + 10)%", display: "1.1", description: "(100 + 10)%"),
    Row(text: "10% + 100", display: "100.1", description: "10% + 100"),
    Row(text: "100 + (10%)", display: "110", description: "100 + 10%"),
    Row(text: "100 + 10% + 10%", display: "121", description: "100 + 10% + 10%"),
    Row(text: "100 + 10% − 50%", display: "55", description: "100 + 10% − 50%"),
    Row(text: "100 + (10 + 10)%", display: "120", description: "100 + (10 + 10)%"),
    Row(text: "2 × 100 + 10%", display: "220", description: "2 × 100 + 10%"),
    Row(text: "100 + 10% × 2", display: "100.2", description: "100 + 10% × 2"),
    Row(text: "100 − (−10)%", display: "110", description: "100 − (−10)%"),
    Row(text: "x + x%", display: "11", description: "x + x%"),
    Row(text: "10% − 10%", display: "0.09", description: "10% − 10%"),
    Row(text: "π + 100%", display: "6.28318530717959", description: "π + 100%"),
    // Parentheses that keep a share of the sum it was of.
    Row(text: "100 + (10 + 10%)", display: "111", description: "100 + (10 + 10%)"),
    Row(text: "10 + (20 − 50%)", display: "20", description: "10 + (20 − 50%)"),
    Row(text: "44% + (60% + 1)", display: "2.04", description: "44% + (60% + 1)"),
    Row(text: "(44% + 60%) + 1", display: "1.704", description: "44% + 60% + 1"),
    Row(text: "1 + (2 + 3)", display: "6", description: "1 + 2 + 3"),
  ]

  @Test("Typed percent", arguments: rows)
  func typedPercent(_ row: Row) throws {
    let formula = try Formula(parsing: row.text)
    let evaluation = formula.evaluation(using: ["x": 10])
    #expect(evaluation.error == nil, "\(row.text)")
    #expect(evaluation.display == row.display, "\(row.text)")
    #expect(formula.description == row.description, "\(row.text)")
    let reparsed = try Formula(parsing: formula.description)
    #expect(reparsed.evaluation(using: ["x": 10]) == evaluation, "\(row.text)")
    var evaluator = FormulaEvaluator(variables: ["x": 10])
    #expect(try evaluator.evaluation(of: row.text).display == row.display, "\(row.text)")
  }

  /// Shares of inexact values: the display's constructive reals, `--digits`, more digits and
  /// the batch path; and beyond the `Double`'s range, the size estimate (references:
  /// mpmath at 40 digits).
  @Test(arguments: [
    ("ln(2) + 10%", "0.76246189861594"),
    ("ln(2) − 10%", "0.623832462503951"),
    ("sinh(1000) + 10%", "1.08353911270938e+434"),
    ("sinh(1000) − 10%", "8.86532001307671e+433"),
  ])
  func inexactSharesAgreeEverywhere(_ text: String, _ digits: String) throws {
    try ExactDisplayTests.expectEverywhere(text, shows: digits)
  }

  @Test func digitsOfAShare() throws {
    #expect(
      try Formula(parsing: "ln(2) + 10%").digits(30) == "0.762461898615939840358955333604")
  }

  /// The compiled evaluator of graphs: `x + 10%` at 100 is 110.
  @Test func compiledShares() throws {
    let compiled = CompiledFormula(try Formula(parsing: "x + 10%"), variable: "x")
    #expect(compiled.evaluate(at: 100) == 110)
    #expect(compiled.evaluate([100, 200]) == [110, 220])
    let less = CompiledFormula(try Formula(parsing: "x − 10%"), variable: "x")
    #expect(less.evaluate(at: 100) == 90)
    let ofX = CompiledFormula(try Formula(parsing: "100 + x%"), variable: "x")
    #expect(ofX.evaluate(at: 10) == 110)
    let both = CompiledFormula(try Formula(parsing: "x + x% + 1"), variable: "x")
    #expect(both.evaluate(at: 10) == 12)
    let times = CompiledFormula(try Formula(parsing: "x × 10%"), variable: "x")
    #expect(times.evaluate(at: 50) == 5)
  }

  @Test(arguments: [
    "x + 10%", "x − 10%", "100 + x%", "x + x%", "x − x% + 3", "2x + (x + 1)% − 7", "(x + 10)%",
    "sin(x) + x% × 3", "x + 10% + 20%", "5 − x% − x", "x ÷ 10%", "3x² − x% + x/1.04",
  ])
  func compiledSharesMatchOnePoint(text: String) throws {
    let formula = try Formula(parsing: text)
    let compiled = CompiledFormula(formula, variable: "x")
    let xs = (0..<200).map { -10 + 20 * (Double($0) + 0.5) / 200 }
    for (x, value) in zip(xs, compiled.evaluate(xs)) {
      let expected = formula.evaluation(using: ["x": StoredNumber(x)]).result ?? .nan
      #expect(
        (value - expected).magnitude <= 1e-12 * max(1, expected.magnitude),
        "\(text) at x = \(x): compiled \(value), one point \(expected)")
    }
  }

  /// A random expression's text and its exact value, worked out by the percent rule
  /// (`nil` after a division by zero).
  struct Expression {
    var text: String
    var value: Rational?
    /// Whether the text is a percent, `b%`, which a `+` or `−` before it takes as a share.
    var isPercent: Bool
  }

  static func randomExpression(depth: Int, using random: inout SplitMix64) throws -> Expression {
    let hundredth = try Rational(BigInteger(1), BigInteger(100))
    let roll = Int.random(in: 0..<10, using: &random)
    guard depth > 0, roll >= 3 else {
      let quarters = Int.random(in: 1...400, using: &random)
      let text = DecimalText.shortest(Double(quarters) / 4) ?? "1"
      let number = try Rational(BigInteger(quarters), BigInteger(4))
      return roll == 0
        ? Expression(text: text + "%", value: try number * hundredth, isPercent: true)
        : Expression(text: text, value: number, isPercent: false)
    }
    let left = try randomExpression(depth: depth - 1, using: &random)
    let right = try randomExpression(depth: depth - 1, using: &random)
    if roll == 3 {
      return Expression(
        text: "(\(left.text))%", value: try left.value.map { try $0 * hundredth },
        isPercent: true)
    }
    let op =
      [BinaryOperator.add, .subtract, .multiply, .divide].randomElement(using: &random) ?? .add
    let share = right.isPercent && (op == .add || op == .subtract)
    var value: Rational?
    if let a = left.value, let b = right.value {
      value = apply(op, a, share ? try a * b : b)
    }
    return Expression(
      text: "(\(left.text)) \(op.symbol) (\(right.text))", value: value, isPercent: false)
  }

  /// `a op b`, or `nil` for a division by zero.
  static func apply(_ op: BinaryOperator, _ a: Rational, _ b: Rational) -> Rational? {
    do throws(ArithmeticError) {
      return switch op {
      case .add: try a + b
      case .subtract: try a - b
      case .multiply: try a * b
      case .divide, .power: try a / b
      }
    } catch {
      return nil
    }
  }

  /// Random percent expressions evaluate by the rule, and their descriptions parse back
  /// to the same value.
  @Test func randomPercentExpressionsRoundTrip() throws {
    let seed = SplitMix64.testSeed
    var random = SplitMix64(seed: seed)
    for trial in 0..<2_000 {
      let expression = try Self.randomExpression(depth: 4, using: &random)
      let formula = try Formula(parsing: expression.text)
      let evaluation = formula.evaluation()
      let context = "seed \(seed) trial \(trial): \(expression.text)"
      let expected = expression.value.map { $0.rounded(toSignificantDigits: 15)?.text ?? "0" }
      #expect(evaluation.display == expected ?? "", "\(context)")
      let reparsed = try Formula(parsing: formula.description)
      #expect(reparsed.evaluation() == evaluation, "\(context) described \(formula.description)")
      #expect(reparsed.description == formula.description, "\(context)")
    }
  }
}
