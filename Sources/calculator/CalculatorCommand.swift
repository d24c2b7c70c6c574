import ArgumentParser
import CalculatorTerminal

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
      Without a subcommand on a terminal, opens the full-screen keypad calculator \
      (press ? for its keys). Otherwise reads expressions from standard input, one per \
      line, and prints one result per line.
      """,
    version: version,
    subcommands: [EvalCommand.self, KeysCommand.self, GraphCommand.self, ServeCommand.self])

  /// The release, as `calculator --version` prints it.
  static let version = "1.0.0"

  /// The subcommands that take an expression or keys, by name, with their options that
  /// take a value (see ``ExpressionArguments``).
  private static let expressionCommands = [
    "eval": EvalCommand.optionsTakingAValue, "graph": GraphCommand.optionsTakingAValue,
    "keys": KeysCommand.optionsTakingAValue,
  ]

  /// Runs the command; errors are one line on standard error.
  ///
  /// The expression of `eval` and `graph`, and the keys of `keys`, go after a `--`, so
  /// that they may start with `-`; `eval` without options skips the argument parser,
  /// whose reflection costs most of a one-shot run.
  static func main() {
    var arguments = Array(CommandLine.arguments.dropFirst())
    if let name = arguments.first, let optionsTakingAValue = expressionCommands[name] {
      let sorted = ExpressionArguments(
        arguments.dropFirst(), optionsTakingAValue: optionsTakingAValue)
      if name == "eval", sorted.options.isEmpty {
        var evaluator = LineEvaluator(variables: [:], angle: .radians, json: false)
        evaluator.evaluate(words: sorted.words)
        evaluator.exitIfAnyFailed()
      }
      arguments = [name] + sorted.arranged(joiningWords: name != "graph")
    }
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      exitReporting(error)
    }
  }

  /// Prints help (asked for) on standard output, or the error's message on standard
  /// error in one line, without the usage that the argument parser adds; then exits
  /// with the error's status.
  private static func exitReporting(_ error: any Error) -> Never {
    let status = exitCode(for: error)
    if status.isSuccess {
      print(fullMessage(for: error))
    } else {
      let message = message(for: error)
      if !message.isEmpty {
        OutputStream.writeToStandardError("calculator: \(message)")
      }
    }
    terminate(status.rawValue)
  }

  func run() throws {
    if isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 {
      let status = TerminalApp.run()
      if status != 0 { throw ExitCode(status) }
      return
    }
    var evaluator = LineEvaluator(variables: [:], angle: .radians, json: false)
    evaluator.evaluateStandardInput()
    try evaluator.finish()
  }
}

/// Ends the process with `status` (`exit` is also the name of a static method of
/// every command).
private func terminate(_ status: Int32) -> Never {
  exit(status)
}
