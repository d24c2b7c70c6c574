import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@main
struct CalculatorCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "calculator",
    abstract: "A calculator for the terminal, the browser and scripts.",
    discussion: """
      Without a subcommand, reads expressions from standard input, one per line, and \
      prints one result per line (with a prompt when standard input is a terminal).
      """,
    subcommands: [EvalCommand.self, KeysCommand.self])

  func run() throws {
    let interactive = isatty(STDIN_FILENO) == 1
    var evaluator = LineEvaluator(options: try EvaluationOptions.parse([]))
    try evaluator.run(prompt: interactive ? "> " : nil)
  }
}
