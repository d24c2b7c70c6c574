import ArgumentParser
import CalculatorController
import CalculatorModel
import FoundationEssentials

/// Options shared by the commands that evaluate typed expressions.
struct EvaluationOptions: ParsableArguments {
  @Flag(help: "Print each result as a JSON object.")
  var json = false

  @Flag(help: "Take trigonometric angles in degrees (the default is radians).")
  var deg = false

  @OptionGroup var variables: VariableOptions
}

struct EvalCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "eval",
    abstract: "Evaluate typed expressions such as '4 + 5 × 3' or 'sin(x)^2'.",
    discussion: """
      The arguments other than options are one expression, joined by spaces; it may \
      start with '-' (eval -2^2), and after '--' every argument is part of it. \
      Without EXPRESSION, evaluates one expression per line of standard input, \
      answering each as soon as it is read. A line that does not parse or evaluate \
      prints its error on standard error and nothing on standard output (an error \
      object with --json); the other lines are still evaluated, and the exit status \
      is 1. A blank line is answered with a blank line (with --json, an object whose \
      error is "empty expression") and is not an error. A line 'name = expression' or \
      'name(x, …) = expression' defines a value or a function for the lines after it \
      (it answers with the value, or the function as defined), and 'ans' is the last \
      result. --file reads a worksheet: its definitions hold on every line, in any order.
      """)

  /// The options that take a value, whose value may start with `-`.
  static let optionsTakingAValue: Set<String> = ["--var", "--digits", "--file"]

  @OptionGroup var options: EvaluationOptions

  @Option(
    help: """
      Print N significant digits (1 to 10000) of each expression, every one right, from \
      the exact engine: numbers, π, e, + − × ÷, ^, √, exp, ln, log, 10^x, trigonometric \
      and hyperbolic functions and their inverses, %, abs; x!, floor, ceil and round of \
      rationals (x! of other reals to 4900 digits).
      """)
  var digits: Int?

  @Flag(
    help: """
      Print each result's exact form where it has a short one (1/3, 2√2, 3π/4, e^(1/3), \
      3ln(2)), else its display.
      """)
  var exact = false

  @Option(
    help: ArgumentHelp(
      "Evaluate the worksheet in this file: one row a line, definitions in any order.",
      valueName: "path"))
  var file: String?

  @Argument(help: "The expression; read from standard input, one per line, when omitted.")
  var expression: [String] = []

  /// The largest worksheet file read, in bytes: 200 rows of 1,000 characters, each up to
  /// four bytes, and their line ends.
  static let maximumFileBytes = Worksheet.maximumRows * (Worksheet.maximumRowCharacters * 4 + 2)

  func validate() throws {
    if let digits, !(1...Formula.maximumDigits).contains(digits) {
      throw ValidationError("--digits takes 1 to \(Formula.maximumDigits) digits")
    }
    if exact, digits != nil {
      throw ValidationError("give either --exact or --digits, not both")
    }
    if file != nil, !expression.isEmpty {
      throw ValidationError("give either an expression or --file, not both")
    }
  }

  func run() throws {
    var evaluator = LineEvaluator(options: options, digits: digits, exact: exact)
    if let file {
      evaluator.evaluate(worksheet: try Self.worksheet(at: file, angle: evaluator.angle))
    } else {
      evaluator.evaluate(words: expression)
    }
    try evaluator.finish()
  }

  /// The worksheet in the file at `path`.
  /// - Throws: a ``ValidationError`` saying why it cannot be read.
  static func worksheet(at path: String, angle: AngleUnit) throws -> Worksheet {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ValidationError("--file: cannot read \(path)")
    }
    guard data.count <= maximumFileBytes else {
      throw ValidationError(
        "--file: \(path) is larger than a worksheet of \(Worksheet.maximumRows) rows")
    }
    do {
      return try Worksheet(text: String(decoding: data, as: UTF8.self), angle: angle)
    } catch {
      throw ValidationError("--file: \(error.message)")
    }
  }
}
