/// Shows a key map in as many columns as fit; any key returns.
struct HelpScreen {
  /// The heading.
  var title: String
  /// The key map's lines, `keys  what they do`.
  var lines: [String]

  /// The screen at `size`; what does not fit is left off, never wrapped.
  func canvas(size: ScreenSize) -> TextCanvas {
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    canvas.put(title, row: 0, column: 0, style: .display)
    canvas.put("any key returns", row: max(0, size.rows - 1), column: 0, style: .dim)
    let rows = max(1, size.rows - 3)
    var column = 0
    for start in stride(from: 0, to: lines.count, by: rows) {
      let part = lines[start..<min(lines.count, start + rows)]
      for (offset, line) in part.enumerated() {
        canvas.put(line, row: 2 + offset, column: column)
      }
      // Each column as wide as its own longest line, so more columns fit.
      column += (part.map(\.count).max() ?? 0) + 3
      if column >= size.columns {
        break
      }
    }
    return canvas
  }
}
