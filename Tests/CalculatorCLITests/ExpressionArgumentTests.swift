import Testing

/// The expression on the command line: several arguments are one expression
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
        == #"{"description":"4 + 5 × 3","display":"19","error":null,"exact":null,"result":19,"value":"19"}"#
        + "\n")
  }

  /// `keys` sorts its arguments as `eval` does: `->M` and `-` are keys, `--mode` takes
  /// a value wherever it stands.
  @Test(arguments: [
    (["keys", "2", "->M", "M", "+", "1", "="], "3\nM + 1 =\nM = 2\n"),
    (["keys", "5", "-", "3", "="], "2\n5 − 3 =\n"),
    (["keys", "3", "↲", "4", "+", "--mode", "rpn"], "7\n3 + 4 =\n"),
    (["keys", "--json", "--", "--mode"], ""),
  ])
  func keysSortsItsArguments(_ arguments: [String], output: String) throws {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.output == output, "\(outcome.error)")
  }

  /// Tens of thousands of arguments are read in linear time: the argument parser is
  /// handed them as one (it spends time quadratic in their count: 8,000 took 12 s).
  @Test func manyArgumentsAreOneArgumentToTheParser() throws {
    let terms = [String](repeating: "1 +", count: 30_000).joined(separator: " ") + " 1"
    let words = terms.split(separator: " ").map(String.init)
    let keys = try CommandLineTests.run(
      ["keys", "--mode", "rpn"] + words.map { $0 == "+" ? "↲" : $0 })
    #expect(keys.output.hasPrefix("1\n"), "\(keys.error)")
    let eval = try CommandLineTests.run(["eval", "--digits", "6"] + words)
    #expect(eval.output == "30001\n", "\(eval.error)")
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
