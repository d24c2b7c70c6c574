import Testing

@testable import CalculatorTerminal

/// The decoder's Alt keys, navigation keys and SGR mouse reports.
@Suite struct KeyDecoderMouseAltTests {
  private func events(_ text: String) -> [KeyEvent] {
    KeyDecoder.events(in: Array(text.utf8))
  }

  @Test func escapeAndAPrintableCharacterIsAlt() {
    #expect(events("\u{1B}s") == [.alt("s")])
    #expect(events("\u{1B}S\u{1B}(") == [.alt("S"), .alt("(")])
    #expect(events("\u{1B}O") == [.alt("O")])
    #expect(events("\u{1B}\u{1B}") == [.escape, .escape])
  }

  @Test func altWaitsNoLongerThanEscape() {
    var decoder = KeyDecoder()
    #expect(decoder.decode([0x1B]) == [])
    #expect(decoder.decode(Array("g".utf8)) == [.alt("g")])
    #expect(!decoder.isWaiting)
  }

  @Test(arguments: [
    ("\u{1B}[H", KeyEvent.home), ("\u{1B}[F", .end), ("\u{1B}OH", .home), ("\u{1B}OF", .end),
    ("\u{1B}[1~", .home), ("\u{1B}[4~", .end), ("\u{1B}[7~", .home), ("\u{1B}[8~", .end),
    ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown), ("\u{1B}[3~", .delete),
    ("\u{1B}[1;5D", .left), ("\u{1B}[1;2A", .shiftUp), ("\u{1B}[1;2B", .shiftDown),
    ("\u{1B}[1;2C", .shiftRight), ("\u{1B}[1;2D", .shiftLeft), ("\u{1B}[1;2H", .home),
  ])
  func navigationKeys(sequence: String, key: KeyEvent) {
    #expect(events(sequence) == [key])
  }

  @Test func sgrMousePressReleaseAndWheel() {
    #expect(
      events("\u{1B}[<0;12;5M\u{1B}[<0;12;5m") == [
        .mouse(MouseEvent(kind: .press, column: 11, row: 4)),
        .mouse(MouseEvent(kind: .other, column: 11, row: 4)),
      ])
    #expect(events("\u{1B}[<64;1;1M") == [.mouse(MouseEvent(kind: .wheelUp, column: 0, row: 0))])
    #expect(
      events("\u{1B}[<65;70;3M") == [.mouse(MouseEvent(kind: .wheelDown, column: 69, row: 2))])
    #expect(events("\u{1B}[<16;3;4M") == [.mouse(MouseEvent(kind: .press, column: 2, row: 3))])
    #expect(events("\u{1B}[<2;3;4M") == [.mouse(MouseEvent(kind: .other, column: 2, row: 3))])
    #expect(events("\u{1B}[<32;3;4M") == [.mouse(MouseEvent(kind: .other, column: 2, row: 3))])
  }

  @Test func aMouseReportInPiecesWaitsForItsEnd() {
    var decoder = KeyDecoder()
    #expect(decoder.decode(Array("\u{1B}[<0;1".utf8)) == [])
    #expect(decoder.isWaiting)
    #expect(
      decoder.decode(Array("0;2M7".utf8)) == [
        .mouse(MouseEvent(kind: .press, column: 9, row: 1)), .character("7"),
      ])
  }

  @Test(arguments: [
    "\u{1B}[<0;0;5M", "\u{1B}[<0;5M", "\u{1B}[<0;1;2;3M", "\u{1B}[<;1;2M",
    "\u{1B}[<0;999999;2M", "\u{1B}[<0;1;0M", "\u{1B}[0;1;2M",
  ])
  func malformedMouseReportsAreUnknown(sequence: String) {
    #expect(events(sequence) == [.unknown])
  }
}
