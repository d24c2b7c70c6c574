import MuslMath
import TestSupport
import Testing

@testable import CalculatorModel

/// Typed expressions.
@Suite struct FormulaParserTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var text: String
    var variables: [String: StoredNumber] = [:]
    var value: Double
    /// The description, when the row checks it (it always writes a function's
    /// parentheses), and that it parses back to the same value.
    var description: String?

    var testDescription: String { text }
  }

  static let values: [Row] = [
    Row(text: "4 + 5 × 3", value: 19),
    Row(text: "-2^2", value: -4),
    Row(text: "−2 ^ 2", value: -4),
    Row(text: "2x", variables: ["x": 3], value: 6),
    Row(text: "2(3+4)", value: 14),
    Row(text: "2π", value: 2 * Double.pi),
    Row(text: "2πx", variables: ["x": 3], value: 6 * Double.pi),
    Row(text: "3 − (−5)", value: 8),
    Row(text: "3 - (-5)", value: 8),
    Row(text: "5!", value: 120),
    Row(text: "0!", value: 1),
    Row(text: "1e-3", value: 0.001),
    Row(text: "2E+3", value: 2000),
    // The minus sign the keypad's − key types is an exponent's sign too.
    Row(text: "1e−3", value: 0.001),
    Row(text: "1e − 3", value: 2.718281828459045 - 3),
    Row(text: "2e−x", variables: ["x": 1], value: 2 * 2.718281828459045 - 1),
    Row(text: "√(7+9)", value: 4),
    Row(text: "√16", value: 4),
    Row(text: "sin(x)^2 + 3", variables: ["x": 1], value: 3.708073418273571),
    Row(text: "2 ^ 3 ^ 2", value: 512),
    Row(text: "2 * 3", value: 6),
    Row(text: "2 × 3", value: 6),
    Row(text: "6 / 4", value: 1.5),
    Row(text: "6 ÷ 4", value: 1.5),
    Row(text: "5 - 7", value: -2),
    Row(text: "5 − 7", value: -2),
    Row(text: "sqrt(81)", value: 9),
    Row(text: "pi", value: Double.pi),
    Row(text: "π", value: Double.pi),
    Row(text: "asin(1)", value: Double.pi / 2),
    Row(text: "sin⁻¹(1)", value: Double.pi / 2),
    Row(text: "acos(1)", value: 0),
    Row(text: "cos⁻¹(1)", value: 0),
    Row(text: "atan(1)", value: Double.pi / 4),
    Row(text: "tan⁻¹(1)", value: Double.pi / 4),
    Row(text: "exp(1)", value: 2.718281828459045),
    Row(text: "ln(e)", value: 1),
    Row(text: "log(1000)", value: 3),
    Row(text: "5²", value: 25),
    Row(text: "2³", value: 8),
    Row(text: "4⁻¹", value: 0.25),
    Row(text: "x⁻¹", variables: ["x": 4], value: 0.25),
    Row(text: "50%", value: 0.5),
    Row(text: "abs(-3)", value: 3),
    Row(text: "floor(-2.5)", value: -3),
    Row(text: "ceil(2.1)", value: 3),
    Row(text: "round(2.5)", value: 3),
    Row(text: "  1   +   2  ", value: 3),
    Row(text: "--1", value: 1),
    Row(text: "M + x", variables: ["M": 2, "x": 5], value: 7),
    // Typed as people type it: spaces before a function's `(`; a function without
    // parentheses applies to the implicit product that follows, as in print.
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

  @Test("Typed text evaluates with the usual precedence", arguments: values)
  func evaluates(_ row: Row) throws {
    let formula = try Formula(parsing: row.text)
    let evaluation = formula.evaluation(using: row.variables)
    #expect(evaluation.error == nil, "text \(row.text)")
    #expect(evaluation.result.isApproximatelyEqual(to: row.value), "text \(row.text)")
    if let description = row.description {
      #expect(formula.description == description, "text \(row.text)")
      let reparsed = try Formula(parsing: description).evaluation(using: row.variables)
      #expect(reparsed == evaluation, "text \(row.text)")
    }
  }

  @Test func decimalArithmeticIsExact() throws {
    let zero = try Formula(parsing: "0.1+0.2-0.3").evaluation()
    #expect(zero.result == 0)
    #expect(zero.display == "0")
    let square = try Formula(parsing: "1.1*1.1").evaluation()
    #expect(square.result == 1.21)
    #expect(square.display == "1.21")
  }

  @Test func aliasesDescribeAsTheCanonicalSymbols() throws {
    #expect(try Formula(parsing: "2*3/4-1").description == "2 × 3 ÷ 4 − 1")
    #expect(try Formula(parsing: "sqrt(pi)").description == "√(π)")
    #expect(try Formula(parsing: "asin(x)").description == "sin⁻¹(x)")
    #expect(try Formula(parsing: "2^x").description == "2 ^ x")
  }

  @Test func variablesAreAnyOtherName() throws {
    let formula = try Formula(parsing: "rate * hours + M")
    #expect(formula.variableNames == ["rate", "hours", "M"])
    let evaluation = formula.evaluation(using: ["rate": 2, "hours": 3])
    #expect(evaluation.result == nil)
    #expect(evaluation.error == .undefinedVariable("M"))
  }

  struct ErrorRow: Sendable, CustomTestStringConvertible {
    var text: String
    var error: ParseError
    var message: String

    var testDescription: String { text.isEmpty ? "(empty)" : TypedText(text).testDescription }
  }

  static let errors: [ErrorRow] = [
    ErrorRow(
      text: "sinn(2)", error: .unknownFunction("sinn", column: 1),
      message: "unknown function 'sinn' at column 1"),
    ErrorRow(
      text: "(1+2", error: .expectedClosingParenthesis(column: 5),
      message: "expected ')' at column 5"),
    ErrorRow(
      text: "sin(2+3", error: .expectedClosingParenthesis(column: 8),
      message: "expected ')' at column 8"),
    ErrorRow(
      text: "3+", error: .expectedOperand(column: 3),
      message: "expected a number, name or '(' at column 3"),
    ErrorRow(
      text: ")", error: .unmatchedClosingParenthesis(column: 1),
      message: "unmatched ')' at column 1"),
    ErrorRow(
      text: "(1))", error: .unmatchedClosingParenthesis(column: 4),
      message: "unmatched ')' at column 4"),
    ErrorRow(
      text: "2 3", error: .unexpectedNumber("3", column: 3),
      message: "unexpected number '3' at column 3 (missing an operator?)"),
    ErrorRow(
      text: "@", error: .unexpectedCharacter("@", column: 1),
      message: "unexpected character '@' at column 1"),
    ErrorRow(text: "", error: .empty, message: "empty expression"),
    ErrorRow(text: "   ", error: .empty, message: "empty expression"),
    // Past 10,000 significant digits and the `Double` range: 1e99999 itself is a number.
    ErrorRow(
      text: tooLong, error: .numberOutOfRange(tooLong, column: 1),
      message: "number '1\(String(repeating: "0", count: 39))…' is out of range at column 1"),
    ErrorRow(
      text: "2 ^ ^ 3", error: .expectedOperand(column: 5),
      message: "expected a number, name or '(' at column 5"),
    ErrorRow(
      text: "1,5", error: .commaInNumber(column: 2),
      message: "unexpected ',' at column 2: use '.' for decimals, and no thousands separators"),
    ErrorRow(
      text: "2 × 1,234.5", error: .commaInNumber(column: 6),
      message: "unexpected ',' at column 6: use '.' for decimals, and no thousands separators"),
    ErrorRow(
      text: "1, 2", error: .unexpectedComma(column: 2),
      message:
        "unexpected ',' at column 2: only a defined function's arguments are separated by ','"),
    ErrorRow(
      text: "sin(1,x)", error: .unexpectedComma(column: 6),
      message:
        "unexpected ',' at column 6: only a defined function's arguments are separated by ','"),
    ErrorRow(
      text: ",", error: .unexpectedComma(column: 1),
      message:
        "unexpected ',' at column 1: only a defined function's arguments are separated by ','"),
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

  /// A number of 10,001 digits times 10^400.
  static let tooLong = "1" + String(repeating: "0", count: 10_000) + "e400"

  @Test("Errors name what was wrong and the column", arguments: errors)
  func reportsErrors(_ row: ErrorRow) {
    let error = #expect(throws: ParseError.self) { try Formula(parsing: row.text) }
    #expect(error == row.error, "text \(row.text)")
    #expect(error.map { String(describing: $0) } == row.message, "text \(row.text)")
  }

  @Test func unknownFunctionIsAnExactCase() {
    #expect(throws: ParseError.unknownFunction("sinn", column: 1)) {
      try Formula(parsing: "sinn(2)")
    }
    #expect(throws: ParseError.expectedClosingParenthesis(column: 9)) {
      try Formula(parsing: "√(7 + 9 ")
    }
  }

  @Test func deeplyNestedParenthesesParse() throws {
    let depth = 100_000
    let text = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let formula = try Formula(parsing: text)
    #expect(formula.evaluation().result == 1)
    #expect(formula.description == "1")
  }

  @Test func aMillionTermSumParses() throws {
    let text = Array(repeating: "1", count: 1_000_000).joined(separator: "+")
    let formula = try Formula(parsing: text)
    #expect(formula.evaluation().result == 1_000_000)
  }

  /// Functions without parentheses nest on the parser's stacks, not on the call stack.
  @Test func deepFunctionsWithoutParenthesesParse() throws {
    let depth = 100_000
    let formula = try Formula(parsing: String(repeating: "sqrt ", count: depth) + "1")
    #expect(formula.evaluation().result == 1)
    let roots = try Formula(parsing: String(repeating: "√ ", count: depth) + "x y")
    #expect(roots.evaluation(using: ["x": 1, "y": 1]).result == 1)
  }

  @Test func unclosedDeepNestingIsAnError() {
    let depth = 100_000
    let text = String(repeating: "sqrt(", count: depth) + "1"
    #expect(throws: ParseError.expectedClosingParenthesis(column: text.count + 1)) {
      try Formula(parsing: text)
    }
  }

  /// Adversarial text: each either fails with a `ParseError` or parses into a formula
  /// whose description parses back to itself.
  @Test(
    "Nothing typed crashes the parser",
    arguments: [
      "(", "((", "()", "1e", "e", "2e", "1..2", "⁻¹", "x⁻", "²", "!!", "--1", "+-+1", "2^^3",
      "sin", "sin(", "√", "√√√4", "ln()", "٣", "１２", "1e+", "1e-", ".", "..", "2.3.4",
      "π2", "2 π", "e2", "sin⁻¹", "⁻¹(2)", "x⁻¹⁻¹", "5!!", "%", "50%%", "·", "2·3",
      "1e308*10", "1e-999", "123456789012345678901234567890", "0.000000000000000000001",
      TypedText(String(repeating: "-", count: 100_000) + "1"),
      TypedText(String(repeating: "2^", count: 50_000) + "1"),
      TypedText(String(repeating: "1/", count: 50_000) + "1"),
      TypedText(String(repeating: "√", count: 50_000) + "4"),
      TypedText(String(repeating: "1", count: 100_000)),
    ] as [TypedText])
  func nothingCrashes(_ typed: TypedText) {
    let text = typed.text
    do {
      let formula = try Formula(parsing: text)
      _ = formula.evaluation(using: ["x": 2])
      let reparsed = try Formula(parsing: formula.description)
      #expect(reparsed.description == formula.description, "text \(text.prefix(40))")
    } catch {
      #expect(!String(describing: error).isEmpty)
    }
  }

  /// A product of two exact decimals can be exactly −2⁶³; negating it, taking its
  /// absolute value or dividing it by 1 must not trap.
  @Test func smallestExactProductDoesNotCrash() async {
    await #expect(processExitsWith: .success) {
      let negated = try? Formula(parsing: "-(2147483648*-4294967296)")
      #expect(negated?.evaluation().result == 9_223_372_036_854_775_808)
    }
    await #expect(processExitsWith: .success) {
      let absolute = try? Formula(parsing: "abs(2147483648*-4294967296)")
      #expect(absolute?.evaluation().result == 9_223_372_036_854_775_808)
    }
    await #expect(processExitsWith: .success) {
      let quotient = try? Formula(parsing: "2147483648*-4294967296/1")
      #expect(quotient?.evaluation().result == -9_223_372_036_854_775_808)
    }
  }

  /// Repeated powers of an exact decimal must not overflow its exponent.
  @Test func repeatedPowersOfAnExactDecimalDoNotCrash() async {
    await #expect(processExitsWith: .success) {
      let text = "1e300" + String(repeating: "³", count: 36)
      let evaluation = try? Formula(parsing: text).evaluation()
      #expect(evaluation?.result == .infinity)
      #expect(evaluation?.error == .resultTooLarge)
    }
    await #expect(processExitsWith: .success) {
      let text = "1e-99999" + String(repeating: "²", count: 50)
      let evaluation = try? Formula(parsing: text).evaluation()
      #expect(evaluation?.result == 0)
    }
  }

  /// Text parsed into a graph appends its nodes in place; a parse that fails part way
  /// leaves the graph with the nodes it had and no others.
  @Test func aFailedParseLeavesTheGraphAsItWas() throws {
    var graph = FormulaGraph()
    let root = try FormulaParser<FormulaGraph>.parse("2 + 3", appendingTo: &graph)
    let nodes = graph.nodes
    #expect(throws: ParseError.self) {
      try FormulaParser<FormulaGraph>.parse("4 × 5 + (6", appendingTo: &graph)
    }
    #expect(graph.nodes == nodes)
    #expect(graph.count == nodes.count)
    let next = try FormulaParser<FormulaGraph>.parse("7", appendingTo: &graph)
    #expect(next == nodes.count)
    #expect(Formula(reachableFrom: root, in: graph).evaluation().result == 5)
  }
}
