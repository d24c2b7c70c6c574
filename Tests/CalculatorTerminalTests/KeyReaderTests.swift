import FoundationEssentials
import Testing

@testable import CalculatorTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The reader over a real descriptor: a file holds what a terminal would send, so
/// every byte is there at once and nothing depends on timing.
@Suite struct KeyReaderTests {
  /// The batches a reader returns for `bytes`, up to the end of the input.
  static func batches(of bytes: [UInt8]) throws -> [[KeyEvent]] {
    let path = FileManager.default.temporaryDirectory.path + "/keys-\(UUID().uuidString)"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { unlink(path) }
    let input = open(path, O_RDONLY)
    try #require(input >= 0)
    defer { close(input) }
    var resize: [Int32] = [-1, -1]
    try #require(pipe(&resize) == 0)
    defer {
      close(resize[0])
      close(resize[1])
    }
    var reader = KeyReader(input: input, resizeDescriptor: resize[0])
    var batches: [[KeyEvent]] = []
    while case .keys(let events) = reader.next() {
      batches.append(events)
    }
    return batches
  }

  /// A bracketed paste of `count` bytes of `pattern`, then `after`.
  static func paste(_ pattern: String, bytes count: Int, then after: String) -> [UInt8] {
    let unit = Array(pattern.utf8)
    let body = (0..<count).map { unit[$0 % unit.count] }
    return [0x1B] + Array("[200~".utf8) + body + [0x1B] + Array("[201~".utf8) + Array(after.utf8)
  }

  @Test func aTwoMegabytePasteIsOneEventWhateverItHolds() throws {
    let bytes = Self.paste("1+q\u{1B}\u{03}\u{04}2", bytes: 2_000_000, then: "5")
    let batches = try Self.batches(of: bytes)
    #expect(batches == [[.pasteTooLong(characters: 2_000_000), .character("5")]])
    var session = TerminalSession(state: SavedState(), size: .standard, colour: false)
    _ = session.handle(batches.flatMap { $0 })
    #expect(session.isRunning)
    #expect(session.message == "paste too long: 2000000 characters, at most 10000")
    #expect(session.state.keypad.view.display == "5")
  }

  @Test func aPasteWithinTheLimitIsEntered() throws {
    let batches = try Self.batches(of: Self.paste("17*34", bytes: 5, then: "\r"))
    #expect(batches == [[.paste("17*34"), .enter]])
    var session = TerminalSession(state: SavedState(), size: .standard, colour: false)
    _ = session.handle(batches.flatMap { $0 })
    #expect(session.state.keypad.view.display == "578")
  }
}
