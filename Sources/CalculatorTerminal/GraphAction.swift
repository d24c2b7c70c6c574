/// What a key does on the graph screen.
enum GraphAction: Equatable, Sendable {
  /// Moves the view over the plane, one eighth of the screen per press.
  case pan(dx: Int, dy: Int)
  /// Zooms in (`+`) or out (`-`) about the centre.
  case zoomIn, zoomOut
  /// The origin in the centre and the default scale.
  case reset
  /// Switches between joined lines and dots.
  case toggleDots
  /// Moves the trace cursor one column.
  case moveCursor(Int)
  /// Moves the trace cursor to the next (1) or previous (−1) point of interest.
  case jumpToPoint(Int)
  /// Zoom to fit: a y range that shows the points of interest in the x range.
  case fit
  /// Shows the key map.
  case help
  /// Back to the calculator.
  case back
  /// Saves and leaves.
  case quit

  /// The graph screen's key map.
  static let keyMap = KeyMap<GraphAction>([
    KeyBinding(keys: [.left], action: .pan(dx: -1, dy: 0), summary: "pan left"),
    KeyBinding(keys: [.right], action: .pan(dx: 1, dy: 0), summary: "pan right"),
    KeyBinding(keys: [.up], action: .pan(dx: 0, dy: 1), summary: "pan up"),
    KeyBinding(keys: [.down], action: .pan(dx: 0, dy: -1), summary: "pan down"),
    KeyBinding(keys: [.character("+"), .character("=")], action: .zoomIn, summary: "zoom in"),
    KeyBinding(keys: [.character("-")], action: .zoomOut, summary: "zoom out"),
    KeyBinding(keys: [.character("0")], action: .reset, summary: "reset the view"),
    KeyBinding(keys: [.character("d")], action: .toggleDots, summary: "dots ↔ lines"),
    KeyBinding(
      keys: [.character("<"), .character(",")], action: .moveCursor(-1),
      summary: "trace cursor left"),
    KeyBinding(
      keys: [.character(">"), .character(".")], action: .moveCursor(1),
      summary: "trace cursor right"),
    KeyBinding(keys: [.character("n")], action: .jumpToPoint(1), summary: "next point of interest"),
    KeyBinding(
      keys: [.character("p")], action: .jumpToPoint(-1), summary: "previous point of interest"),
    KeyBinding(keys: [.character("f")], action: .fit, summary: "zoom to fit"),
    KeyBinding(keys: [.character("?")], action: .help, summary: "this key map"),
    KeyBinding(
      keys: [.escape, .character("g"), .backspace], action: .back, summary: "back to the keypad"),
    KeyBinding(
      keys: [.character("q"), .control("c"), .control("d")], action: .quit, summary: "quit"),
  ])
}
