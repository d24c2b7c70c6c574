import Testing

@testable import CalculatorTerminal

/// Drawing into the grid: clipping, alignment, wrapping.
@Suite struct TextCanvasTests {
  @Test func clipsAtEveryEdge() {
    var canvas = TextCanvas(width: 5, height: 2)
    canvas.put("abcdefg", row: 0, column: -2)
    canvas.put("xyz", row: 1, column: 3)
    canvas.put("never", row: 2, column: 0)
    canvas.put("never", row: -1, column: 0)
    #expect(canvas.lines(colour: false) == ["cdefg", "   xy"])
  }

  @Test func rightAlignedTextKeepsItsEnd() {
    var canvas = TextCanvas(width: 8, height: 1)
    canvas.putRightAligned("123456789", row: 0, endColumn: 7, room: 4)
    #expect(canvas.lines(colour: false) == ["   6789 "])
  }

  @Test func colourChangesOnlyWhereTheStyleDoes() {
    var canvas = TextCanvas(width: 3, height: 1)
    canvas.put("ab", row: 0, column: 0, style: .digit)
    #expect(canvas.lines(colour: true) == ["\u{1B}[0;1;37mab\u{1B}[0m \u{1B}[0m"])
  }

  @Test func wrapsAtSpacesAndSplitsLongWords() {
    #expect(TooSmallScreen.wrap("ab cd efghij", width: 4) == ["ab", "cd", "efgh", "ij"])
    #expect(TooSmallScreen.wrap("anything", width: 0) == [])
  }

  @Test func controlCharactersAreDrawnEscaped() {
    var canvas = TextCanvas(width: 40, height: 2)
    canvas.put("a\u{1B}]0;pwned\u{07}b", row: 0, column: 0)
    canvas.putRightAligned("\u{1B}[2J\u{9B}", row: 1, endColumn: 40, room: 40)
    let lines = canvas.lines(colour: false)
    #expect(lines[0].hasPrefix("aU+001B]0;pwnedU+0007b "))
    #expect(lines[1].hasSuffix(" U+001B[2JU+009B"))
    #expect(
      !lines.joined().unicodeScalars.contains {
        $0.value < 0x20 || (0x7F...0x9F).contains($0.value)
      })
  }
}
