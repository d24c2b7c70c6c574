import Foundation
import Testing

/// Definitions and `ans` in `calculator eval` and `calculator graph`.
@Suite struct DefinitionLinesTests {
  @Test func definitionsHoldForTheLinesAfterThem() throws {
    let outcome = try CommandLineTests.run(
      ["eval"],
      input: "a = 5\na × 2\nans + 1\nf(x) = x^2 + a\nf(3)\nhyp(p, q) = √(p² + q²)\nhyp(3, 4)\n")
    #expect(outcome.output == "5\n10\n11\nf(x) = x ^ 2 + a\n14\nhyp(p, q) = √(p² + q²)\n5\n")
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func aBadDefinitionSaysWhyAndTheOthersHold() throws {
    let outcome = try CommandLineTests.run(
      ["eval"], input: "a = 2\nx = 3\nsin = 1\nf(x) = x\nf(1, 2)\na = a + 1\na\n")
    #expect(outcome.output == "2\nf(x) = x\n2\n")
    #expect(
      outcome.error == """
        calculator: line 2: x is the graph's variable and cannot be defined: define a function such as f(x) = … (column 1)
        calculator: line 3: sin is a built-in name and cannot be defined (column 1)
        calculator: line 5: f takes 1 argument, not 2 (column 1)
        calculator: line 6: a is defined in terms of itself (column 5)

        """)
    #expect(outcome.status == 1)
  }

  @Test func ansIsExactAndJSONDescribesTheDefinition() throws {
    let outcome = try CommandLineTests.run(["eval", "--json"], input: "a = 1/3\n3a\nans/3\n")
    #expect(
      outcome.output == """
        {"description":"a = 1 ÷ 3","display":"0.333333333333333","error":null,"exact":"1/3","result":0.3333333333333333,"value":"0.33333333333333333"}
        {"description":"3 × a","display":"1","error":null,"exact":null,"result":1,"value":"1"}
        {"description":"ans ÷ 3","display":"0.333333333333333","error":null,"exact":"1/3","result":0.3333333333333333,"value":"0.33333333333333333"}

        """)
  }

  @Test func digitsGoThroughDefinitions() throws {
    let outcome = try CommandLineTests.run(["eval", "--digits", "30"], input: "r = √2\nr/2\n")
    #expect(outcome.output == "1.41421356237309504880168872421\n0.707106781186547524400844362105\n")
  }

  @Test func aFileIsAWorksheetWithDefinitionsInAnyOrder() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("worksheet-\(UUID().uuidString).txt")
    try
      "total = price × (1 + rate)\nprice = 80\nrate = 7.5%\n\ntotal − price\nans × 2\nb = c\nc = b\n"
      .write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try CommandLineTests.run(["eval", "--file", file.path])
    #expect(outcome.output == "86\n80\n0.075\n\n6\n12\n")
    #expect(
      outcome.error == """
        calculator: line 7: a cycle: b uses c uses b (column 5)
        calculator: line 8: a cycle: c uses b uses c (column 5)

        """)
    #expect(outcome.status == 1)
    let missing = try CommandLineTests.run(["eval", "--file", file.path + ".none"])
    #expect(missing.error.contains("--file: cannot read"))
    #expect(missing.status != 0)
  }

  @Test func graphDrawsEveryExpressionWithTheDefinitions() throws {
    let outcome = try CommandLineTests.run([
      "graph", "--terminal", "--width", "20", "--height", "4", "--define", "a=2",
      "--define", "f(x) = a sin(x)", "f(x)", "x/2",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.output.hasPrefix("1: f(x)\n2: x ÷ 2\n"))
    let svg = try CommandLineTests.run(["graph", "--define", "f(x)=x^2", "f(x)", "-f(x)"])
    #expect(svg.output.contains("f(x)"))
    #expect(svg.output.contains("−f(x)"))
    let refused = try CommandLineTests.run(["graph", "--define", "g(x)=g(x)", "g(x)"])
    #expect(
      refused.error
        == "calculator: --define g(x)=g(x): g is defined in terms of itself (column 6)\n")
    #expect(refused.status == 1)
  }
}
