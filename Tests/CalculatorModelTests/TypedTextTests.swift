import MuslMath
import Testing

@testable import CalculatorModel

/// Typed text as people type it: spaces anywhere between tokens, a function applied
/// without parentheses to the implicit product that follows it (`sin 30`, `ln 2x`), the
/// dot operators as ×, and a comma refused with a message that says why.
@Suite struct TypedTextTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var variables: [String: Double] = [:]
    var value: Double
    /// The description, which always writes a function's parentheses.
    var description: String

    var testDescription: String { text }
  }

  static let rows: [Row] = [
    Row(text: "sqrt (4)", value: 2, description: "√(4)"),
    Row(text: "sqrt ( 4 ) + sin ( 0 )", value: 2, description: "√(4) + sin(0)"),
    Row(text: "sin (0)", value: 0, description: "sin(0)"),
    Row(text: "√ (9)", value: 3, description: "√(9)"),
    Row(text: "sin 30", value: musl_sin(30), description: "sin(30)"),
    Row(text: "sqrt 2", value: 2.0.squareRoot(), description: "√(2)"),
    Row(text: "ln 2", value: musl_log(2), description: "ln(2)"),
    Row(text: "ln 2x", variables: ["x": 3], value: musl_log(6), description: "ln(2 × x)"),
    Row(text: "ln 2 x", variables: ["x": 3], value: musl_log(6), description: "ln(2 × x)"),
    Row(text: "sin x^2", variables: ["x": 3], value: musl_sin(9), description: "sin(x ^ 2)"),
    Row(text: "sin x + 1", variables: ["x": 3], value: musl_sin(3) + 1, description: "sin(x) + 1"),
    Row(text: "sin x − 1", variables: ["x": 3], value: musl_sin(3) - 1, description: "sin(x) − 1"),
    Row(text: "sin x × 2", variables: ["x": 3], value: musl_sin(3) * 2, description: "sin(x) × 2"),
    Row(text: "sin x/2", variables: ["x": 3], value: musl_sin(3) / 2, description: "sin(x) ÷ 2"),
    Row(text: "2 sin x", variables: ["x": 3], value: 2 * musl_sin(3), description: "2 × sin(x)"),
    Row(
      text: "sin 2πx", variables: ["x": 0.1], value: musl_sin(0.2 * Double.pi),
      description: "sin(2 × π × x)"),
    Row(text: "sin −x", variables: ["x": 3], value: musl_sin(-3), description: "sin(−x)"),
    Row(text: "−sin x", variables: ["x": 3], value: -musl_sin(3), description: "−sin(x)"),
    Row(
      text: "sin x sin y", variables: ["x": 3, "y": 2], value: musl_sin(3) * musl_sin(2),
      description: "sin(x) × sin(y)"),
    Row(
      text: "sin x cos(y)", variables: ["x": 3, "y": 2], value: musl_sin(3) * musl_cos(2),
      description: "sin(x) × cos(y)"),
    Row(text: "sin x!", variables: ["x": 3], value: musl_sin(6), description: "sin(x!)"),
    Row(
      text: "sin sin x", variables: ["x": 3], value: musl_sin(musl_sin(3)),
      description: "sin(sin(x))"),
    Row(
      text: "sin 2(x + 1)", variables: ["x": 3], value: musl_sin(8), description: "sin(2 × (x + 1))"
    ),
    Row(text: "sin⁻¹ 1", value: Double.pi / 2, description: "sin⁻¹(1)"),
    Row(
      text: "2^sin x", variables: ["x": 3], value: musl_pow(2, musl_sin(3)),
      description: "2 ^ sin(x)"),
    Row(text: "√2", value: 2.0.squareRoot(), description: "√(2)"),
    Row(text: "√ 2", value: 2.0.squareRoot(), description: "√(2)"),
    Row(text: "√x^2", variables: ["x": 3], value: 3, description: "√(x ^ 2)"),
    Row(text: "√2x", variables: ["x": 8], value: 4, description: "√(2 × x)"),
    Row(text: "√x √y", variables: ["x": 4, "y": 9], value: 6, description: "√(x) × √(y)"),
    Row(text: "2√3", value: 2 * 3.0.squareRoot(), description: "2 × √(3)"),
    Row(text: "2 ⋅ 3", value: 6, description: "2 × 3"),
    Row(text: "2 · 3", value: 6, description: "2 × 3"),
    Row(text: "2⋅x", variables: ["x": 4], value: 8, description: "2 × x"),
  ]

  @Test("Typed text reads as in print", arguments: rows)
  func readsAsInPrint(_ row: Row) throws {
    let formula = try Formula(parsing: row.text)
    let evaluation = formula.evaluation(using: row.variables)
    #expect(evaluation.error == nil, "text \(row.text)")
    #expect(evaluation.result.isApproximatelyEqual(to: row.value), "text \(row.text)")
    #expect(formula.description == row.description, "text \(row.text)")
    let reparsed = try Formula(parsing: formula.description).evaluation(using: row.variables)
    #expect(reparsed == evaluation, "text \(row.text)")
  }

  struct ErrorRow: Sendable, CustomTestStringConvertible {
    var text: String
    var error: ParseError
    var message: String

    var testDescription: String { text }
  }

  static let errors: [ErrorRow] = [
    ErrorRow(
      text: "1,5", error: .commaInNumber(column: 2),
      message: "unexpected ',' at column 2: use '.' for decimals, and no thousands separators"),
    ErrorRow(
      text: "2 × 1,234.5", error: .commaInNumber(column: 6),
      message: "unexpected ',' at column 6: use '.' for decimals, and no thousands separators"),
    ErrorRow(
      text: "1, 2", error: .unexpectedComma(column: 2),
      message: "unexpected ',' at column 2: no function here takes more than one argument"),
    ErrorRow(
      text: "sin(1,x)", error: .unexpectedComma(column: 6),
      message: "unexpected ',' at column 6: no function here takes more than one argument"),
    ErrorRow(
      text: ",", error: .unexpectedComma(column: 1),
      message: "unexpected ',' at column 1: no function here takes more than one argument"),
    ErrorRow(
      text: "sin", error: .expectedOperand(column: 4),
      message: "expected a number, name or '(' at column 4"),
    ErrorRow(
      text: "sin × 2", error: .expectedOperand(column: 5),
      message: "expected a number, name or '(' at column 5"),
    ErrorRow(
      text: "sin^2 x", error: .expectedOperand(column: 4),
      message: "expected a number, name or '(' at column 4"),
  ]

  @Test("Errors name what was wrong and the column", arguments: errors)
  func reportsErrors(_ row: ErrorRow) {
    let error = #expect(throws: ParseError.self) { try Formula(parsing: row.text) }
    #expect(error == row.error, "text \(row.text)")
    #expect(error.map { String(describing: $0) } == row.message, "text \(row.text)")
  }

  /// Functions without parentheses nest on the parser's stacks, not on the call stack.
  @Test func deepFunctionsWithoutParenthesesParse() throws {
    let depth = 100_000
    let formula = try Formula(parsing: String(repeating: "sqrt ", count: depth) + "1")
    #expect(formula.evaluation().result == 1)
    let roots = try Formula(parsing: String(repeating: "√ ", count: depth) + "x y")
    #expect(roots.evaluation(using: ["x": 1, "y": 1]).result == 1)
  }
}
