import CalculatorController

/// What a key does on the graph screen.
enum GraphAction: Equatable, Sendable {
  /// A key of the graph session.
  case key(GraphKey)
  /// Shows the key map.
  case help
  /// Saves and leaves.
  case quit

  /// The graph screen's key map: the graph key table's bindings (``GraphKeyTable``),
  /// then the terminal's own quit keys.
  static let keyMap = KeyMap<GraphAction>(
    GraphKeyTable.keys.map { definition in
      KeyBinding(
        keys: definition.keyboard.compactMap(TerminalKeyboard.event(named:)),
        action: definition.key == .help ? .help : .key(definition.key),
        summary: definition.summary)
    } + [
      KeyBinding(
        keys: [.character("q"), .control("c"), .control("d")], action: .quit, summary: "quit")
    ])
}
