import Testing

@testable import CalculatorTerminal

/// Bytes from the terminal to key events: ESC alone versus escape sequences.
@Suite struct KeyDecoderTests {
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
    #expect(!KeyDecoder.isIncomplete([0x1B, 0x41]))
    #expect(KeyDecoder.isIncomplete([0x1B]))
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
    #expect(KeyDecoder.isIncomplete([0x1B, 0x5B]))
    #expect(KeyDecoder.isIncomplete([0x1B, 0x5B, 0x31]))
    #expect(!KeyDecoder.isIncomplete([0x1B, 0x5B, 0x41]))
    #expect(!KeyDecoder.isIncomplete(Array("abc".utf8)))
    #expect(KeyDecoder.isIncomplete([0x1B] + Array("[200~17*3".utf8)))
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
}
