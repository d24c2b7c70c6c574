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
    subcommands: [EvalCommand.self, KeysCommand.self, GraphCommand.self, ServeCommand.self])

  /// Runs the command; `calculator eval EXPRESSION` with no options takes a fast path
  /// around the argument parser, whose reflection costs most of a one-shot run.
  static func main() {
    let arguments = CommandLine.arguments.dropFirst()
    if arguments.count == 2, arguments.first == "eval", let expression = arguments.last,
      !expression.hasPrefix("-")
    {
      var evaluator = LineEvaluator(variables: [:], angle: .radians, json: false)
      evaluator.evaluate(expression, lineNumber: nil)
      evaluator.exitIfAnyFailed()
    }
    do {
      var command = try parseAsRoot()
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
