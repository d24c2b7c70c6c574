/// What a screen shows when the terminal is smaller than it needs.
enum TooSmallScreen {
  /// The message wrapped to the terminal, cut at its bottom edge.
  static func canvas(size: ScreenSize, needed: ScreenSize) -> TextCanvas {
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    let message =
      "Terminal too small: \(size.columns)×\(size.rows), needs \(needed.columns)×\(needed.rows). "
      + "Enlarge it, or press Ctrl-C to quit."
    for (row, line) in wrap(message, width: size.columns).enumerated() {
      canvas.put(line, row: row, column: 0, style: .error)
    }
    return canvas
  }

  /// `text` broken into lines of at most `width` characters, at spaces where it can.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var word = Substring(word)
      while word.count > width {
        if !line.isEmpty {
          lines.append(line)
          line = ""
        }
        lines.append(String(word.prefix(width)))
        word = word.dropFirst(width)
      }
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    if !line.isEmpty {
      lines.append(line)
    }
    return lines
  }
}
