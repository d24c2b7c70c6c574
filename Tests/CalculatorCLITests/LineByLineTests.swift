import Testing

/// Reading expressions from standard input: each line is answered as soon
/// as it is read, a blank line keeps its place, and prompts appear only on a terminal.
@Suite struct LineByLineTests {
  @Test(arguments: [
    (["eval"], ["2", "720"]),
    ([], ["2", "720"]),
    (
      ["eval", "--json"],
      [
        #"{"description":"1 + 1","display":"2","error":null,"exact":null,"result":2,"value":"2"}"#,
        #"{"description":"6!","display":"720","error":null,"exact":null,"result":720,"value":"720"}"#,
      ]
    ),
  ])
  func eachLineIsAnsweredBeforeTheNextIsWritten(_ arguments: [String], answers: [String])
    throws
  {
    let calculator = try LiveProcess(arguments)
    calculator.send("1+1")
    #expect(calculator.receiveLine() == answers.first)
    calculator.send("6!")
    #expect(calculator.receiveLine() == answers.last)
    #expect(try calculator.finish() == 0)
  }

  @Test func aBadLineIsAnsweredAtOnceToo() throws {
    let calculator = try LiveProcess(["eval", "--json"])
    calculator.send("1/0")
    #expect(
      calculator.receiveLine()
        == #"{"description":"1 ÷ 0","display":"","error":"Division by zero","exact":null,"result":null,"value":null}"#
    )
    #expect(try calculator.finish() == 1)
  }

  @Test func jsonAnswersEveryLineBlankLinesIncluded() throws {
    let outcome = try CommandLineTests.run(["eval", "--json"], input: "1+1\n\n  \n2\n")
    let blank =
      #"{"description":"","display":"","error":"empty expression","exact":null,"result":null,"value":null}"#
    #expect(
      outcome.output
        == """
        {"description":"1 + 1","display":"2","error":null,"exact":null,"result":2,"value":"2"}
        \(blank)
        \(blank)
        {"description":"2","display":"2","error":null,"exact":null,"result":2,"value":"2"}

        """)
    #expect(outcome.error == "")
    #expect(outcome.status == 0)
  }

  @Test func aLongBatchIsAnsweredInFull() throws {
    let count = 50_000
    let input = (1...count).map { "\($0)*2\n" }.joined()
    let outcome = try CommandLineTests.run(["eval"], input: input)
    #expect(outcome.status == 0)
    #expect(outcome.output == (1...count).map { "\($0 * 2)\n" }.joined())
  }

  @Test func aLineEndingInCarriageReturnIsReadWithoutIt() throws {
    let outcome = try CommandLineTests.run(["eval"], input: "1+1\r\n2*3\r\n7")
    #expect(outcome.output == "2\n6\n7\n")
    #expect(outcome.status == 0)
  }

  @Test(arguments: [[], ["eval"]])
  func noPromptWhenOnlyStandardInputIsATerminal(_ arguments: [String]) throws {
    let outcome = try TerminalInput.run(arguments, typing: ["1+1", "2^10"])
    #expect(outcome.output == "2\n1024\n")
    #expect(outcome.status == 0)
  }

  /// A line far over the parser's limit is refused as too long while memory stays
  /// bounded (the reader keeps its first 10,000,001 bytes and skips the rest); the
  /// lines after it are still answered.
  @Test func anOverLongLineIsRefusedAndTheNextAnswered() throws {
    let long = String(repeating: "1+", count: 6_000_000) + "1"
    let outcome = try CommandLineTests.run(["eval"], input: "1+1\n\(long)\n2+2\n")
    #expect(outcome.output == "2\n4\n")
    #expect(outcome.error == "calculator: line 2: expression is longer than 10000000 characters\n")
    #expect(outcome.status == 1)
  }
}
