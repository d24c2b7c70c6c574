import CalculatorController

/// The "more digits" view: the display's value with 100 significant digits, every one
/// right, wrapped to the screen's width; any key returns.
struct DigitsScreen {
  /// What the digits are of: the display's label (`√2 =`), or empty.
  var label: String
  /// The digits (``Keypad/moreDigits``), or `nil` when the exact engine has none.
  var digits: String?

  /// The screen at `size`: what does not fit is left off.
  func canvas(size: ScreenSize) -> TextCanvas {
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    canvas.put(
      "More digits (\(Keypad.moreDigitsCount) significant, every one right)", row: 0, column: 0,
      style: .display)
    canvas.put(label, row: 2, column: 0, style: .dim)
    let lines =
      digits.map { Self.wrapped($0, width: max(1, size.columns)) }
      ?? ["No more digits: the exact engine cannot decide this value's digits cheaply."]
    for (offset, line) in lines.enumerated() where 3 + offset < size.rows - 1 {
      canvas.put(line, row: 3 + offset, column: 0, style: .memory)
    }
    canvas.put("any key returns", row: max(0, size.rows - 1), column: 0, style: .dim)
    return canvas
  }

  /// `text` cut into lines of `width` characters.
  static func wrapped(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var rest = Substring(text)
    while !rest.isEmpty {
      lines.append(String(rest.prefix(width)))
      rest = rest.dropFirst(width)
    }
    return lines
  }
}
