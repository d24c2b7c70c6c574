import Testing

/// `eval --exact` prints each result's exact form where it has a short one, and `--json`
/// has it as `"exact"`.
@Suite struct ExactFormOptionTests {
  @Test func exactPrintsTheFormOrTheDisplay() throws {
    let outcome = try CommandLineTests.run(
      ["eval", "--exact"],
      input:
        "√8\n1/2+1/3+1/4+1/5+1/6+1/7\nacos(-1/√2)\nln(8)\n1/√2\nsin(1)\n0.25\na = 1/3\n3a\nans/9\n")
    #expect(
      outcome.output == "2√2\n223/140\n3π/4\n3ln(2)\n√2/2\n0.841470984807897\n0.25\n1/3\n1\n1/9\n",
      "\(outcome.error)")
    #expect(outcome.status == 0)
  }

  @Test func anExpressionArgumentToo() throws {
    #expect(try CommandLineTests.run(["eval", "--exact", "√2 × √3"]).output == "√6\n")
  }

  @Test func jsonHasTheForm() throws {
    let outcome = try CommandLineTests.run(["eval", "--json", "√8"])
    #expect(outcome.output.contains(#""display":"2.82842712474619","error":null,"exact":"2√2""#))
    let none = try CommandLineTests.run(["eval", "--json", "sin(1)"])
    #expect(none.output.contains(#""exact":null"#))
  }

  @Test func exactAndDigitsTogetherAreRefused() throws {
    let outcome = try CommandLineTests.run(["eval", "--exact", "--digits", "20", "1/3"])
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("--exact or --digits"), "\(outcome.error)")
  }
}
