import ArgumentParser

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
      Without EXPRESSION, evaluates one expression per line of standard input. A line \
      that does not parse or evaluate prints its error on standard error and nothing on \
      standard output (an error object with --json); the other lines are still \
      evaluated, and the exit status is 1.
      """)

  @OptionGroup var options: EvaluationOptions

  @Argument(help: "The expression; read from standard input when omitted.")
  var expression: String?

  func run() throws {
    var evaluator = LineEvaluator(options: options)
    if let expression {
      evaluator.evaluate(expression, lineNumber: nil)
    } else {
      evaluator.evaluateStandardInput()
    }
    try evaluator.finish()
  }
}
