import Testing

/// Typed operands and `--var` values keep their exact values on the command line,
/// as typed expressions do.
@Suite struct ExactValueTests {
  @Test func keysEnterASixteenDigitOperandAsTyped() throws {
    let outcome = try CommandLineTests.run(["keys", "9999999999999999 − 9999999999999998 ="])
    #expect(outcome.output == "1\n9999999999999999 − 9999999999999998 =\n")
    #expect(outcome.status == 0)
  }

  @Test func keysShowMemoryAsTheDisplayWould() throws {
    let outcome = try CommandLineTests.run(["keys", "2 √ →M M x² − 2 ="])
    #expect(outcome.output == "0\nM² − 2 =\nM = 1.4142135623731\n")
  }

  @Test(arguments: [
    (["--var", "a=0.1", "a*3-0.3"], "0\n"),
    (["--var", "r=sqrt(2)", "r^2-2"], "0\n"),
    (["--var", "p=pi/3", "cos(p)"], "0.5\n"),
    (["--var", "s=sin(1)", "s-sin(1)"], "3.77436939201629e-37\n"),
  ])
  func variablesKeepTheirExactValues(_ arguments: [String], _ output: String) throws {
    let outcome = try CommandLineTests.run(["eval"] + arguments)
    #expect(outcome.output == output, "\(outcome.error)")
    let json = try CommandLineTests.run(["eval", "--json"] + arguments)
    #expect(json.output.contains(#""display":"\#(output.dropLast())""#), "\(json.output)")
  }
}
