import Testing

/// Reading expressions from standard input (SPEC §12): each line is answered as soon
/// as it is read, a blank line keeps its place, and prompts appear only on a terminal.
@Suite struct LineByLineTests {
  @Test(arguments: [[], ["eval"]])
  func noPromptWhenOnlyStandardInputIsATerminal(_ arguments: [String]) throws {
    let outcome = try TerminalInput.run(arguments, typing: ["1+1", "2^10"])
    #expect(outcome.output == "2\n1024\n")
    #expect(outcome.status == 0)
  }
}
