import Testing

/// The expression on the command line (SPEC §12): several arguments are one expression
/// joined by spaces, it may start with `-`, and `--` still ends the options.
@Suite struct ExpressionArgumentTests {
  @Test(arguments: [
    (["eval", "1", "+", "1"], "2\n"),
    (["eval", "-2^2"], "-4\n"),
    (["eval", "-", "2^2"], "-4\n"),
    (["eval", "--", "-2^2"], "-4\n"),
    (["eval", "-cosh(0)"], "-1\n"),
    (["eval", "--deg", "-sin(30)", "*", "2"], "-1\n"),
    (["eval", "--var", "x=3", "-x", "-", "1"], "-4\n"),
    (["eval", "2", "*", "-x", "--var", "x=3"], "-6\n"),
    (["eval", "--", "--var", "x=3"], ""),
  ])
  func evalJoinsItsArguments(_ arguments: [String], output: String) throws {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.output == output)
    #expect(outcome.status == (output.isEmpty ? 1 : 0))
  }

  @Test func evalTakesOptionsAfterTheExpression() throws {
    let outcome = try CommandLineTests.run(["eval", "4", "+", "5", "×", "3", "--json"])
    #expect(
      outcome.output
        == #"{"description":"4 + 5 × 3","display":"19","error":null,"result":19,"value":"19"}"#
        + "\n")
  }

  @Test func evalHelpIsStillHelp() throws {
    let outcome = try CommandLineTests.run(["eval", "-h"])
    #expect(outcome.status == 0)
    #expect(outcome.output.contains("USAGE: calculator eval"))
  }

  @Test func anUnknownLongOptionIsStillAnError() throws {
    let outcome = try CommandLineTests.run(["eval", "--jsn", "1+1"])
    #expect(outcome.status == 64)
    #expect(outcome.error == "calculator: Unknown option '--jsn'. Did you mean '--json'?\n")
  }

  @Test func graphTakesAnExpressionStartingWithAMinus() throws {
    let outcome = try CommandLineTests.run(["graph", "-x^2", "--terminal", "--x-min", "-1"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("−x ^ 2\n"))
    #expect(outcome.output.hasSuffix("x: -1 … 10   y: -3.025 … 3.025\n"))
  }
}
