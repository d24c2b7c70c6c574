import CalculatorModel

/// A grid of styled character cells that a screen draws into, clipped at its
/// edges, and turns into lines of text with or without ANSI colour.
///
/// Every character is taken to be one column wide, which holds for the box,
/// braille and mathematical characters the screens use. No cell ever holds a
/// control character: text is escaped on the way in (`U+001B`), so nothing drawn
/// from saved state, a paste or a message can act on the terminal.
struct TextCanvas {
  /// The columns across.
  let width: Int
  /// The rows down.
  let height: Int
  private var characters: [Character]
  private var styles: [TextStyle]

  /// A blank canvas; a negative size counts as zero.
  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    characters = Array(repeating: " ", count: self.width * self.height)
    styles = Array(repeating: .plain, count: self.width * self.height)
  }

  /// Writes `text` from (row, column) rightwards, control characters escaped;
  /// what falls outside is dropped, and with a `room`, text longer than `room`
  /// columns is cut to end in `…`.
  mutating func put(
    _ text: String, row: Int, column: Int, room: Int? = nil, style: TextStyle = .plain
  ) {
    var shown = text.escapingControlCharacters
    if let room, shown.count > room {
      shown = room > 0 ? String(shown.prefix(room - 1)) + "…" : ""
    }
    write(shown, row: row, column: column, style: style)
  }

  /// Writes `text` so that it ends at `endColumn` (exclusive), cutting it from the
  /// left when it is longer than `room` columns; control characters are escaped.
  mutating func putRightAligned(
    _ text: String, row: Int, endColumn: Int, room: Int, style: TextStyle = .plain
  ) {
    let escaped = text.escapingControlCharacters
    let shown = escaped.count > room ? String(escaped.suffix(max(0, room))) : escaped
    write(shown, row: row, column: endColumn - shown.count, style: style)
  }

  /// Puts characters already free of control characters into the cells.
  private mutating func write(_ text: String, row: Int, column: Int, style: TextStyle) {
    guard (0..<height).contains(row) else { return }
    for (offset, character) in text.enumerated() {
      let x = column + offset
      guard x < width else { return }
      guard x >= 0 else { continue }
      characters[row * width + x] = character
      styles[row * width + x] = style
    }
  }

  /// Changes the style of the cell at (row, column), if it is on the canvas.
  mutating func restyle(row: Int, column: Int, style: TextStyle) {
    guard (0..<height).contains(row), (0..<width).contains(column) else { return }
    styles[row * width + column] = style
  }

  /// Draws a box with light box-drawing characters, and a title in its top edge.
  mutating func box(
    row: Int, column: Int, width boxWidth: Int, height boxHeight: Int, title: String = "",
    style: TextStyle = .dim
  ) {
    guard boxWidth >= 2, boxHeight >= 2 else { return }
    let inner = String(repeating: "─", count: boxWidth - 2)
    put("┌" + inner + "┐", row: row, column: column, style: style)
    put("└" + inner + "┘", row: row + boxHeight - 1, column: column, style: style)
    for y in (row + 1)..<(row + boxHeight - 1) {
      put("│", row: y, column: column, style: style)
      put("│", row: y, column: column + boxWidth - 1, style: style)
    }
    if !title.isEmpty {
      put(
        " " + String(title.prefix(max(0, boxWidth - 4))) + " ", row: row, column: column + 1,
        style: style)
    }
  }

  /// The rows as text, trailing spaces kept so each line is exactly `width` wide;
  /// with `colour`, each change of style starts with an SGR sequence and each line
  /// ends with a reset.
  func lines(colour: Bool) -> [String] {
    (0..<height).map { row in
      var line = ""
      var current: TextStyle?
      for x in 0..<width {
        let index = row * width + x
        if colour, styles[index] != current {
          current = styles[index]
          line += "\u{1B}[\(styles[index].sgr)m"
        }
        line.append(characters[index])
      }
      if colour {
        line += "\u{1B}[0m"
      }
      return line
    }
  }
}
