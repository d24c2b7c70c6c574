import Testing

@testable import CalculatorTerminal

/// Bytes from the terminal to key events: ESC alone versus escape sequences, bytes
/// in pieces, pastes of any size.
@Suite struct KeyDecoderTests {
  /// Whether a decoder fed `bytes` waits for more.
  private func waits(after bytes: [UInt8]) -> Bool {
    var decoder = KeyDecoder()
    _ = decoder.decode(bytes)
    return decoder.isWaiting
  }

  /// The events of `bytes` fed in pieces of `size` bytes, then finished.
  private func events(of bytes: [UInt8], inPiecesOf size: Int) -> [KeyEvent] {
    var decoder = KeyDecoder()
    var events: [KeyEvent] = []
    for start in stride(from: 0, to: bytes.count, by: size) {
      events += decoder.decode(Array(bytes[start..<min(bytes.count, start + size)]))
    }
    return events + decoder.finish()
  }

  @Test func printableCharactersAndControls() {
    #expect(
      KeyDecoder.events(in: Array("7+9".utf8)) == [
        .character("7"), .character("+"), .character("9"),
      ])
    #expect(
      KeyDecoder.events(in: [0x0D, 0x7F, 0x09, 0x03]) == [.enter, .backspace, .tab, .control("c")])
  }

  @Test func escapeAloneIsTheEscapeKey() {
    #expect(KeyDecoder.events(in: [0x1B]) == [.escape])
    #expect(!waits(after: [0x1B, 0x41]))
    #expect(waits(after: [0x1B]))
  }

  @Test(arguments: [("A", KeyEvent.up), ("B", .down), ("C", .right), ("D", .left)])
  func arrows(final: String, key: KeyEvent) {
    #expect(KeyDecoder.events(in: [0x1B] + Array("[\(final)".utf8)) == [key])
    #expect(KeyDecoder.events(in: [0x1B] + Array("O\(final)".utf8)) == [key])
  }

  @Test func sequencesInARow() {
    let bytes: [UInt8] = [
      0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x33, 0x7E, 0x1B, 0x5B, 0x31, 0x3B, 0x35, 0x43,
    ]
    #expect(KeyDecoder.events(in: bytes) == [.up, .delete, .right])
  }

  @Test func incompleteSequencesWaitForMore() {
    #expect(waits(after: [0x1B, 0x5B]))
    #expect(waits(after: [0x1B, 0x5B, 0x31]))
    #expect(!waits(after: [0x1B, 0x5B, 0x41]))
    #expect(!waits(after: Array("abc".utf8)))
    #expect(waits(after: [0x1B] + Array("[200~17*3".utf8)))
    #expect(waits(after: Array("√".utf8).dropLast()))
  }

  @Test func bracketedPasteIsOneEvent() {
    let bytes = [0x1B] + Array("[200~17*34".utf8) + [0x1B] + Array("[201~x".utf8)
    #expect(KeyDecoder.events(in: bytes) == [.paste("17*34"), .character("x")])
  }

  @Test func unicodeAndMalformedBytes() {
    #expect(KeyDecoder.events(in: Array("√π".utf8)) == [.character("√"), .character("π")])
    #expect(KeyDecoder.events(in: [0xFF, 0xC3, 0x41]) == [.character("A")])
    #expect(KeyDecoder.events(in: [0x1B, 0x5B]) == [.unknown])
  }

  @Test(arguments: [1, 2, 3, 5, 4096])
  func piecesDecodeAsTheWhole(size: Int) {
    let bytes =
      Array("7√π".utf8) + [0x1B] + Array("[A".utf8) + [0x1B] + Array("[200~1+2".utf8)
      + [0x1B, 0x1B] + Array("[20x".utf8) + [0x1B] + Array("[201~9".utf8) + [0x1B]
    #expect(
      events(of: bytes, inPiecesOf: size) == [
        .character("7"), .character("√"), .character("π"), .up,
        .paste("1+2\u{1B}\u{1B}[20x"), .character("9"), .escape,
      ])
  }

  @Test func aPasteIsTextWhateverItHolds() {
    let bytes = [0x1B] + Array("[200~q\u{03}\u{1B}[A\r".utf8) + [0x1B] + Array("[201~".utf8)
    #expect(KeyDecoder.events(in: bytes) == [.paste("q\u{03}\u{1B}[A\r")])
  }

  @Test func aPasteUpToTheLimitIsKeptAndALongerOneOnlyCounted() {
    let limit = KeyDecoder.maximumPasteCharacters
    func pasted(_ text: String) -> [UInt8] {
      [0x1B] + Array("[200~".utf8) + Array(text.utf8) + [0x1B] + Array("[201~".utf8)
    }
    let longest = String(repeating: "π", count: limit)
    #expect(events(of: pasted(longest), inPiecesOf: 7) == [.paste(longest)])
    #expect(
      events(of: pasted(longest + "1"), inPiecesOf: 7) == [.pasteTooLong(characters: limit + 1)])
  }

  @Test func anUnfinishedPasteEndsWithTheInput() {
    #expect(
      KeyDecoder.events(in: [0x1B] + Array("[200~12".utf8) + [0x1B, 0x5B]) == [.paste("12\u{1B}[")])
  }

  @Test func anEndlessSequenceIsCutShort() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B, 0x5B] + Array(repeating: 0x31, count: 100)) == [.unknown])
    #expect(!decoder.isWaiting)
  }
}
