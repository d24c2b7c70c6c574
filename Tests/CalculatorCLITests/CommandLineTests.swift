import Foundation
import Testing

/// Runs the built `calculator` executable as a user would, through real pipes.
@Suite struct CommandLineTests {
  struct Outcome {
    var status: Int32
    var output: String
    var error: String
  }

  /// The `calculator` binary beside the test bundle in the build folder.
  static var executable: URL {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    return testBinary.deletingLastPathComponent().appendingPathComponent("calculator")
  }

  static func run(_ arguments: [String], input: String = "") throws -> Outcome {
    let stdin = Pipe()
    return try run(arguments, standardInput: stdin) {
      stdin.fileHandleForWriting.write(Data(input.utf8))
      try? stdin.fileHandleForWriting.close()
    }
  }

  /// Runs `calculator` with `standardInput` (a `Pipe` or a `FileHandle`), fed by `feed`
  /// on a thread of its own while standard output and error are read.
  static func run(
    _ arguments: [String], standardInput: Any, feed: @escaping @Sendable () -> Void
  ) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let stdout = Pipe()
    let stderr = Pipe()
    process.standardInput = standardInput
    process.standardOutput = stdout
    process.standardError = stderr
    try process.run()
    Thread(block: feed).start()
    let errorData = Locked(Data())
    let errorRead = DispatchSemaphore(value: 0)
    Thread {
      errorData.value = stderr.fileHandleForReading.readDataToEndOfFile()
      errorRead.signal()
    }.start()
    let outputData = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    errorRead.wait()
    return Outcome(
      status: process.terminationStatus,
      output: String(decoding: outputData, as: UTF8.self),
      error: String(decoding: errorData.value, as: UTF8.self))
  }

  final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
      get { lock.withLock { stored } }
      set { lock.withLock { stored = newValue } }
    }
  }

  @Test(arguments: [["--port", "70000"], ["--io-threads", "0"], ["--io-threads", "65"]])
  func serveRejectsOutOfRangeOptions(_ options: [String]) throws {
    let outcome = try Self.run(["serve"] + options)
    #expect(outcome.status == 64)
    let option = options.first ?? ""
    #expect(outcome.error.contains("\(option) must be"), "\(outcome.error)")
  }

  @Test func evalReadsStandardInput() throws {
    let outcome = try Self.run(["eval"], input: "4+5*3\n")
    #expect(outcome.output == "19\n")
    #expect(outcome.status == 0)
  }

  @Test func evalOfAnUnknownFunctionExitsOneWithItsColumn() throws {
    let outcome = try Self.run(["eval", "sinn(2)"])
    #expect(outcome.status == 1)
    #expect(outcome.output.isEmpty)
    #expect(outcome.error == "calculator: unknown function 'sinn' at column 1\n")
  }

  @Test func evalIsExactOnTypedDecimals() throws {
    #expect(try Self.run(["eval", "0.1+0.2-0.3"]).output == "0\n")
    #expect(try Self.run(["eval", "1.1*1.1"]).output == "1.21\n")
  }

  @Test func evalBatchGoesOnPastABadLine() throws {
    let outcome = try Self.run(["eval"], input: "1+1\n2*(3\n1/0\n\n7!\n")
    #expect(outcome.output == "2\n\n5040\n")
    #expect(outcome.status == 1)
    #expect(
      outcome.error == """
        calculator: line 2: expected ')' at column 5
        calculator: line 3: Division by zero

        """)
  }

  @Test func evalPrintsJSON() throws {
    let outcome = try Self.run(["eval", "--json", "4 + 5 × 3"])
    #expect(
      outcome.output
        == #"{"description":"4 + 5 × 3","display":"19","error":null,"exact":null,"result":19,"value":"19"}"#
        + "\n")
  }

  @Test func evalJSONReportsErrorsInline() throws {
    let outcome = try Self.run(["eval", "--json"], input: "sqrt(-1)\n")
    #expect(
      outcome.output
        == #"{"description":"√(−1)","display":"","error":"Square root of a negative number","exact":null,"result":null,"value":null}"#
        + "\n")
    #expect(outcome.status == 1)
  }

  @Test func evalTakesVariablesAndDegrees() throws {
    #expect(try Self.run(["eval", "--var", "x=3", "2x^2"]).output == "18\n")
    #expect(try Self.run(["eval", "--deg", "cos(60)"]).output == "0.5\n")
    let unset = try Self.run(["eval", "y+1"])
    #expect(unset.status == 1)
    #expect(unset.error == "calculator: y has no value\n")
  }

  @Test func evalRejectsAMalformedVariable() throws {
    let outcome = try Self.run(["eval", "--var", "x", "x"])
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("--var"))
  }

  @Test func evalSurvivesDeepNesting() throws {
    let depth = 100_000
    let nested = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    #expect(try Self.run(["eval"], input: nested + "\n").output == "1\n")
    let unclosed = String(repeating: "sqrt(", count: depth) + "4"
    let outcome = try Self.run(["eval"], input: unclosed + "\n")
    #expect(outcome.status == 1)
    #expect(outcome.error == "calculator: line 1: expected ')' at column \(depth * 5 + 2)\n")
  }

  @Test func keysPrintTheView() throws {
    let outcome = try Self.run(["keys", "--json", "4", "+", "5", "×", "3", "="])
    #expect(outcome.output.contains(#""label":"(4 + 5) × 3 =""#))
    #expect(outcome.output.contains(#""display":"27""#))
    #expect(outcome.output.contains(#""error":null"#))
    let plain = try Self.run(["keys", "7 + 9 =", "√"])
    #expect(plain.output == "4\n√(7 + 9) =\n")
  }

  @Test func keysInRPNMode() throws {
    let outcome = try Self.run(["keys", "--rpn", "3 enter 5 ↲ 4 + ×"])
    #expect(outcome.output == "27\n3 × (5 + 4) =\n")
  }

  /// Formula entry's examples and algebraic parentheses, as the command line prints them.
  @Test(arguments: [
    (["--mode", "formula", "2 × ( 3 + 4 ) ="], "14\n2 × (3 + 4) =\n"),
    (["--mode", "formula", "4 + 5 × 3 ="], "19\n4 + 5 × 3 =\n"),
    (["7 × ( 2 + 3 ) ="], "35\n7 × (2 + 3) =\n"),
    (["4 + ( 5 × 3 ) ="], "19\n4 + 5 × 3 =\n"),
    (["--mode", "rpn", "3 enter 5 +"], "8\n3 + 5 =\n"),
  ])
  func keysInEveryMode(arguments: [String], output: String) throws {
    let outcome = try Self.run(["keys"] + arguments)
    #expect(outcome.output == output)
    #expect(outcome.status == 0)
  }

  @Test func twoModesAreRefused() throws {
    let outcome = try Self.run(["keys", "--rpn", "--mode", "formula", "1"])
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("--rpn and --mode formula disagree"))
  }

  @Test func anUnknownKeyIsNamed() throws {
    let outcome = try Self.run(["keys", "4", "plus", "5"])
    #expect(outcome.status == 1)
    #expect(outcome.error == "calculator: unknown key 'plus'\n")
  }

  @Test func aMillionKeysAlgebraic() throws {
    let keys = "1" + String(repeating: " + 1", count: 499_999) + " ="
    let outcome = try Self.run(["keys"], input: keys)
    #expect(outcome.status == 0)
    #expect(outcome.output.prefix(17) == "500000\n1 + 1 + 1 ")
    // The label shows the description's first 10,000 characters and `…`.
    #expect(outcome.output == "500000\n" + String(repeating: "1 + ", count: 2_500) + "… =\n")
  }

  @Test func aMillionDeepRPNChain() throws {
    let keys = "1 ↲ " + String(repeating: "1 + ", count: 333_333)
    let outcome = try Self.run(["keys", "--rpn"], input: keys)
    #expect(outcome.status == 0)
    #expect(outcome.output.prefix(17) == "333334\n1 + 1 + 1 ")
    #expect(outcome.output == "333334\n" + String(repeating: "1 + ", count: 2_500) + "… =\n")
  }

  @Test func withoutASubcommandItEvaluatesStandardInput() throws {
    let outcome = try Self.run([], input: "2^10\nsqrt(16)\n")
    #expect(outcome.output == "1024\n4\n")
  }

  @Test func graphDrawsBrailleOnTheTerminal() throws {
    let outcome = try Self.run(["graph", "sin(x)/x", "--terminal"])
    #expect(outcome.status == 0)
    let lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "sin(x) ÷ x")
    #expect(lines.count == 1 + 22 + 1 + 1)
    #expect(lines.dropFirst().prefix(22).allSatisfy { $0.unicodeScalars.count == 80 })
    #expect(lines.dropFirst(23).first == "x: -10 … 10   y: -5.5 … 5.5")
  }

  @Test func graphWritesSVG() throws {
    let outcome = try Self.run(["graph", "1/x", "--dots", "--width", "300", "--height", "200"])
    #expect(outcome.output.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\""))
    #expect(outcome.output.contains("<title>1 ÷ x</title>"))
    #expect(outcome.output.contains("<path class=\"curve dots\""))
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "graph-\(getpid()).svg")
    defer { try? FileManager.default.removeItem(at: file) }
    let written = try Self.run(["graph", "tan(x)", "--output", file.path])
    #expect(written.status == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("<path class=\"curve\""))
  }

  @Test func graphRejectsBadInput() throws {
    let unparsable = try Self.run(["graph", "sin(", "--terminal"])
    #expect(unparsable.status == 1)
    #expect(unparsable.error == "calculator: expected a number, name or '(' at column 5\n")
    let range = try Self.run(["graph", "x", "--x-min", "3", "--x-max", "1"])
    #expect(range.status != 0)
    #expect(range.error.contains("--x-min must be less than --x-max"))
  }
}
