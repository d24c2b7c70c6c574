import Testing

/// Percent as everyone reads it and typed text as people type it, on the command line.
@Suite struct PercentAndTypedTextTests {
  @Test(arguments: [
    (["eval", "100 + 10%"], "110\n"),
    (["eval", "100 − 10%"], "90\n"),
    (["eval", "50 × 10%"], "5\n"),
    (["eval", "--digits", "20", "ln(2) + 10%"], "0.76246189861593984036\n"),
    (["eval", "sqrt (4)"], "2\n"),
    (["eval", "--deg", "sin 30"], "0.5\n"),
    (["eval", "--var", "x=3", "ln 2x"], "1.79175946922806\n"),
    (["keys", "50 + 10 % ="], "55\n50 + 10% =\n"),
    (["keys", "--rpn", "50 ↲ 10 %"], "5\n50, 50 × 10% =\n"),
    (["keys", "--mode", "formula", "100 + 10 % ="], "110\n100 + 10% =\n"),
  ])
  func prints(_ arguments: [String], output: String) throws {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.output == output)
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func aCommaSaysWhy() throws {
    let outcome = try CommandLineTests.run(["eval", "1,5 + 1"])
    #expect(outcome.status == 1)
    #expect(
      outcome.error
        == "calculator: unexpected ',' at column 2: use '.' for decimals, and no thousands separators\n"
    )
  }
}
