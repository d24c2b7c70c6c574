import Testing

/// A graph that would be empty says why: a variable with no value is an
/// error; an expression with no value anywhere in view still draws, with a notice.
@Suite struct GraphWithoutValuesTests {
  @Test(arguments: [("x + y", "y"), ("M*x", "M"), ("b*a", "a")])
  func aVariableWithoutAValueIsAnError(_ expression: String, variable: String) throws {
    let outcome = try CommandLineTests.run(["graph", expression])
    #expect(outcome.status == 1)
    #expect(outcome.output == "")
    #expect(outcome.error == "calculator: cannot graph: \(variable) has no value\n")
  }

  @Test(arguments: [
    (["sqrt(-1-x^2)", "--terminal"], "√(−1 − x ^ 2) has no value for x from -10 to 10"),
    (["ln(x)", "--x-min", "-5", "--x-max", "-1"], "ln(x) has no value for x from -5 to -1"),
  ])
  func noValueInViewDrawsAndSaysSo(_ arguments: [String], notice: String) throws {
    let outcome = try CommandLineTests.run(["graph"] + arguments)
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("<svg") || outcome.output.hasPrefix("√"))
    #expect(outcome.error == "calculator: nothing to draw: \(notice)\n")
  }

  @Test func aCurveInViewDrawsWithoutANotice() throws {
    let outcome = try CommandLineTests.run(["graph", "sqrt(x)", "--terminal"])
    #expect(outcome.status == 0)
    #expect(outcome.error == "")
  }
}
