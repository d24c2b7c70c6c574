import CalculatorController

/// The key table as the terminal reads it: a terminal key's name as the
/// table writes bindings, and the table key it presses in a mode.
///
/// The terminal keeps no bindings of its own for table keys: every lookup goes
/// through ``KeyTable/keys``.
enum TerminalKeyboard {
  /// The table's bindings a terminal cannot send: Ctrl+Z suspends the app,
  /// and terminals send Ctrl+Shift+Z and Shift+Backspace as Ctrl+Z and Backspace.
  static let undeliverable: Set<String> = ["Ctrl+Z", "Ctrl+Shift+Z", "Shift+Backspace"]

  /// The event's name as the table writes it, `KeyboardEvent.key` style (`s`,
  /// `Enter`, `ArrowLeft`, `Ctrl+Z`, `Alt+s`), or `nil` for a paste, a mouse event
  /// or an unknown sequence.
  static func name(of event: KeyEvent) -> String? {
    switch event {
    case .character(let character): String(character)
    case .enter: "Enter"
    case .backspace: "Backspace"
    case .escape: "Escape"
    case .tab: "Tab"
    case .up: "ArrowUp"
    case .down: "ArrowDown"
    case .left: "ArrowLeft"
    case .right: "ArrowRight"
    case .shiftUp: "Shift+ArrowUp"
    case .shiftDown: "Shift+ArrowDown"
    case .shiftLeft: "Shift+ArrowLeft"
    case .shiftRight: "Shift+ArrowRight"
    case .delete: "Delete"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .alt(let character): "Alt+" + String(character)
    case .control(let letter): "Ctrl+" + letter.uppercased()
    case .paste, .pasteTooLong, .mouse, .unknown: nil
    }
  }

  /// The event a table names `name` (`s`, `Enter`, `Shift+ArrowLeft`, `Alt+s`,
  /// `Ctrl+Z`), or `nil` when a terminal has no such key.
  static func event(named name: String) -> KeyEvent? {
    if name.count == 1, let character = name.first {
      return .character(character)
    }
    if name.hasPrefix("Alt+"), name.count == 5, let character = name.last {
      return .alt(character)
    }
    if name.hasPrefix("Ctrl+"), name.count == 6, let letter = name.last {
      return .control(Character(letter.lowercased()))
    }
    return namedKeys[name]
  }

  private static let namedKeys: [String: KeyEvent] = {
    let keys: [KeyEvent] = [
      .enter, .backspace, .escape, .tab, .up, .down, .left, .right, .shiftUp, .shiftDown,
      .shiftLeft, .shiftRight, .delete, .home, .end, .pageUp, .pageDown,
    ]
    var names: [String: KeyEvent] = [:]
    for key in keys {
      if let name = name(of: key) { names[name] = key }
    }
    return names
  }()

  /// The table key `event` presses in `mode`, if any.
  static func key(for event: KeyEvent, in mode: CalculatorMode) -> Key? {
    guard let name = name(of: event) else { return nil }
    return index[mode]?[name]
  }

  /// The keyboard names that press `definition`'s key in `mode` on a terminal, in
  /// the table's order, each once.
  static func bindings(of definition: KeyDefinition, in mode: CalculatorMode) -> [String] {
    var names: [String] = []
    for binding in definition.bindings
    where binding.modes.contains(mode) && !undeliverable.contains(binding.keyboard)
      && !names.contains(binding.keyboard)
    {
      names.append(binding.keyboard)
    }
    return names
  }

  /// The table's definition of `key`.
  static func definition(of key: Key) -> KeyDefinition? {
    definitions[key]
  }

  private static let definitions: [Key: KeyDefinition] = {
    var definitions: [Key: KeyDefinition] = [:]
    for definition in KeyTable.keys where definitions[definition.key] == nil {
      definitions[definition.key] = definition
    }
    return definitions
  }()

  /// Keyboard name to key, per mode; the first binding in table order wins.
  private static let index: [CalculatorMode: [String: Key]] = {
    var index: [CalculatorMode: [String: Key]] = [:]
    for mode in CalculatorMode.allCases {
      var names: [String: Key] = [:]
      for definition in KeyTable.keys {
        for name in bindings(of: definition, in: mode) where names[name] == nil {
          names[name] = definition.key
        }
      }
      index[mode] = names
    }
    return index
  }()
}
