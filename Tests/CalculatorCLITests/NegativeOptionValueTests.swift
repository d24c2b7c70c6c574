import Testing

/// Option values may be negative (`--x-min -5`), for every numeric option of every
/// command, whether given as a separate argument or after `=`.
@Suite struct NegativeOptionValueTests {
  @Test(arguments: [
    (["--x-min", "-5", "--x-max", "5"], "x: -5 … 5   y: -2.75 … 2.75"),
    (["--x-min=-5", "--x-max=-1"], "x: -5 … -1   y: -1.1 … 1.1"),
    (
      ["--x-max", "5", "--x-min", "-5", "--y-min", "-1e3", "--y-max", "-998"],
      "x: -5 … 5   y: -1001.75 … -996.25"
    ),
  ])
  func graphRangesMayBeNegative(_ options: [String], ranges: String) throws {
    let outcome = try CommandLineTests.run(["graph", "--terminal"] + options + ["sin(x)"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    #expect(outcome.output.split(separator: "\n").last.map(String.init) == ranges)
  }

  @Test func graphVariablesMayBeNegative() throws {
    let outcome = try CommandLineTests.run(["graph", "--terminal", "--var", "a=-2", "a*x"])
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("a × x\n"))
  }

  @Test func evalVariablesMayBeNegative() throws {
    let outcome = try CommandLineTests.run(["eval", "--var", "a=-2", "--var=b=-0.5", "a*3+b"])
    #expect(outcome.error == "")
    #expect(outcome.output == "-6.5\n")
  }

  @Test(arguments: [
    (
      ["graph", "x", "--width", "-5"],
      "calculator: --width and --height must be between 1 and 10000"
    ),
    (
      ["graph", "x", "--height", "-5"],
      "calculator: --width and --height must be between 1 and 10000"
    ),
    (["serve", "--port", "-1"], "calculator: --port must be 0 to 65535"),
    (["serve", "--io-threads", "-1"], "calculator: --io-threads must be 1 to 64"),
  ])
  func aNegativeValueOutOfRangeIsRefusedForWhatItIs(_ arguments: [String], message: String)
    throws
  {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.error == message + "\n")
  }
}
