import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Every error is one readable line: `--var` says what is wrong with its
/// argument, and control characters from the user are shown escaped.
@Suite struct CommandLineErrorTests {
  /// Refused `--var` arguments and why; the last two show at most 40 characters of a
  /// long argument.
  static let badVariables: [(assignment: TypedText, reason: String)] =
    ([
      ("pi=3", "'pi' is a constant, not a variable"),
      ("π=3", "'π' is a constant, not a variable"),
      ("e=1", "'e' is a constant, not a variable"),
      ("2x=3", "'2x' is not a variable name"),
      ("sin=1", "'sin' is not a variable name"),
      ("a b=1", "'a b' is not a variable name"),
      ("=3", "'' is not a variable name"),
      ("a", "expected NAME=VALUE"),
      ("a=", "'' is not a number: empty expression"),
      ("a=1+", "'1+' is not a number: expected a number, name or '(' at column 3"),
      ("a=sqrt(-1)", "'sqrt(-1)' is not a number: Square root of a negative number"),
      ("a=y", "'y' is not a number: y has no value"),
      (
        "a=" + String(repeating: "1", count: 20_000) + "+",
        "'" + String(repeating: "1", count: 40) + "…' is not a number: number '"
          + String(repeating: "1", count: 40) + "…' is out of range at column 1"
      ),
      (
        String(repeating: "b", count: 100) + " c=1",
        "'" + String(repeating: "b", count: 40) + "…' is not a variable name"
      ),
    ] as [(String, String)]).map { (TypedText($0), $1) }

  @Test(arguments: badVariables)
  func aBadVariableIsRefusedWithItsReason(_ assignment: TypedText, reason: String) throws {
    for command in [["eval"], ["graph", "--terminal"]] {
      let outcome = try CommandLineTests.run(command + ["--var", assignment.text, "a*x"])
      #expect(outcome.status == 64)
      #expect(outcome.error == "calculator: --var: \(reason)\n")
    }
  }

  @Test func graphRefusesAValueForX() throws {
    let outcome = try CommandLineTests.run(["graph", "--var", "x=3", "sin(x)"])
    #expect(outcome.status == 64)
    #expect(outcome.error == "calculator: --var cannot set x: it is the variable graphed\n")
  }

  @Test(arguments: [
    ["graph", "--x-min"], ["eval", "--var"], ["keys", "--nope"],
    ["graph", "x", "2x", "3x", "4x", "5x", "6x", "7x"],
    ["graph", "--x-min", "3", "--x-max", "1", "x"],
  ])
  func aUsageErrorIsOneLine(_ arguments: [String]) throws {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.status == 64)
    #expect(outcome.error.hasPrefix("calculator: "))
    #expect(
      outcome.error.firstIndex(of: "\n") == outcome.error.index(before: outcome.error.endIndex))
  }

  @Test func anUnknownKeyIsShownEscaped() throws {
    let outcome = try CommandLineTests.run(["keys", "\u{1B}[2J"])
    #expect(outcome.status == 1)
    #expect(outcome.error == "calculator: unknown key 'U+001B[2J'\n")
  }

  @Test(arguments: [
    ["eval", "--var", "\u{1B}[2J=1", "1"],
    ["graph", "--x-min", "\u{1B}[2J", "x"],
    ["eval", "--json\u{7}"],
    ["graph", "x", "--output", "/nonexistent-calculator-folder/\u{1B}[2J.svg"],
  ])
  func controlCharactersNeverReachTheTerminal(_ arguments: [String]) throws {
    let outcome = try CommandLineTests.run(arguments)
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("U+00"))
    #expect(
      !outcome.error.dropLast().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }
}

/// `--version`, and a server whose port is taken.
@Suite struct CommandLineStartTests {
  @Test func versionIsOneLine() throws {
    let outcome = try CommandLineTests.run(["--version"])
    #expect(outcome.status == 0)
    #expect(outcome.output.wholeMatch(of: /\d+\.\d+\.\d+\n/) != nil, "\(outcome.output)")
  }

  @Test func aBusyPortIsNamedPlainly() throws {
    let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socket) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
        bind(socket, address, length) == 0 && listen(socket, 1) == 0
          && getsockname(socket, address, &length) == 0
      }
    }
    try #require(bound)
    let port = Int(UInt16(bigEndian: address.sin_port))
    let outcome = try CommandLineTests.run(["serve", "--port", "\(port)"])
    #expect(outcome.status == 1)
    #expect(
      outcome.error.hasSuffix(
        "calculator: cannot listen on 127.0.0.1:\(port): the port is in use (stop what uses it, "
          + "or pick another with --port)\n"), "\(outcome.error)")
  }
}
