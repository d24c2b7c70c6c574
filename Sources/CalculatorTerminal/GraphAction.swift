import CalculatorController

/// What a key does on the graph screen.
enum GraphAction: Equatable, Sendable {
  /// A key of the graph session.
  case key(GraphKey)
  /// Shows the key map.
  case help
  /// Saves and leaves.
  case quit

  /// The graph screen's key map.
  static let keyMap = KeyMap<GraphAction>([
    KeyBinding(keys: [.left], action: .key(.traceLeft), summary: "trace left"),
    KeyBinding(keys: [.right], action: .key(.traceRight), summary: "trace right"),
    KeyBinding(keys: [.up], action: .key(.previousCurve), summary: "previous curve"),
    KeyBinding(keys: [.down], action: .key(.nextCurve), summary: "next curve"),
    KeyBinding(keys: [.character("H")], action: .key(.panLeft), summary: "pan left"),
    KeyBinding(keys: [.character("L")], action: .key(.panRight), summary: "pan right"),
    KeyBinding(keys: [.character("K")], action: .key(.panUp), summary: "pan up"),
    KeyBinding(keys: [.character("J")], action: .key(.panDown), summary: "pan down"),
    KeyBinding(
      keys: [.character("+"), .character("=")], action: .key(.zoomIn), summary: "zoom in"),
    KeyBinding(keys: [.character("-")], action: .key(.zoomOut), summary: "zoom out"),
    KeyBinding(keys: [.character("0")], action: .key(.reset), summary: "reset the view"),
    KeyBinding(keys: [.character("s")], action: .key(.equalScales), summary: "equal scales"),
    KeyBinding(keys: [.character("d")], action: .key(.toggleDots), summary: "dots ↔ lines"),
    KeyBinding(keys: [.character("g")], action: .key(.toggleGrid), summary: "grid"),
    KeyBinding(keys: [.character("t")], action: .key(.toggleTrace), summary: "trace on/off"),
    KeyBinding(
      keys: [.character("n")], action: .key(.nextPoint), summary: "next point of interest"),
    KeyBinding(
      keys: [.character("p")], action: .key(.previousPoint),
      summary: "previous point of interest"),
    KeyBinding(keys: [.character("f")], action: .key(.fit), summary: "zoom to fit"),
    KeyBinding(keys: [.character("?")], action: .help, summary: "this key map"),
    KeyBinding(keys: [.escape, .backspace], action: .key(.close), summary: "back to the keypad"),
    KeyBinding(
      keys: [.character("q"), .control("c"), .control("d")], action: .quit, summary: "quit"),
  ])
}
