import ArgumentParser
import CalculatorModel

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
      error is "empty expression") and is not an error.
      """)

  /// The options that take a value, whose value may start with `-`.
  static let optionsTakingAValue: Set<String> = ["--var", "--digits"]

  @OptionGroup var options: EvaluationOptions

  @Option(
    help: """
      Print N significant digits (1 to 1000) of each expression, every one right, from \
      the exact engine: numbers, π, e, + − × ÷, ^, √, exp, ln, log, 10^x, trigonometric \
      and hyperbolic functions and their inverses, %, abs; x!, floor, ceil and round of \
      rationals.
      """)
  var digits: Int?

  @Argument(help: "The expression; read from standard input, one per line, when omitted.")
  var expression: [String] = []

  func validate() throws {
    if let digits, !(1...Formula.maximumDigits).contains(digits) {
      throw ValidationError("--digits takes 1 to \(Formula.maximumDigits) digits")
    }
  }

  func run() throws {
    var evaluator = LineEvaluator(options: options, digits: digits)
    evaluator.evaluate(words: expression)
    try evaluator.finish()
  }
}
