/// How a character cell is drawn: a colour role, mapped to ANSI SGR codes only
/// when colour is on.
enum TextStyle: Equatable, Sendable {
  /// The terminal's default.
  case plain
  /// Digit and point keys.
  case digit
  /// Binary operations and `=`.
  case operation
  /// Unary functions and constants.
  case function
  /// C, undo, redo, mode and angle keys.
  case control
  /// M, →M and x.
  case memory
  /// The display's number.
  case display
  /// Secondary text: borders, labels, hints.
  case dim
  /// Error messages.
  case error
  /// Reverse video: the graph's trace cursor and the lit mode and angle keys.
  case highlight
  /// A graph's curve, by index: the page's colours in the 256-colour palette (the
  /// first in the text colour, then orange, green, purple, pink, blue).
  case curve(Int)

  /// The 256-colour palette entries of the curves after the first, as the page's.
  private static let curveColours = [208, 36, 134, 204, 74]

  /// The SGR parameters that select this style after a reset.
  var sgr: String {
    switch self {
    case .plain: "0"
    case .digit: "0;1;37"
    case .operation: "0;1;33"
    case .function: "0;36"
    case .control: "0;1;31"
    case .memory: "0;32"
    case .display: "0;1;97"
    case .dim: "0;90"
    case .error: "0;1;91"
    case .highlight: "0;7"
    case .curve(let index):
      index % 6 == 0
        ? "0;1" : "0;38;5;\(Self.curveColours[(index % 6 - 1) % Self.curveColours.count])"
    }
  }
}
