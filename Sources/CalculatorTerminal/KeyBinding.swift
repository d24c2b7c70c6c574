/// Terminal keys bound to one action, with the words the key map shows.
struct KeyBinding<Action: Sendable>: Sendable {
  /// The keys that do it; the first is the one the key map names first.
  var keys: [KeyEvent]
  /// What they do.
  var action: Action
  /// What the key map says they do; empty to leave the binding out of the map.
  var summary: String
  /// How the key map names the keys, when not by their own names (`0-9`).
  var shownAs: String?
}

/// A list of bindings looked up by key.
struct KeyMap<Action: Sendable>: Sendable {
  /// Every binding, in the order the key map shows them.
  let bindings: [KeyBinding<Action>]
  private let index: [KeyEvent: Action]

  /// A key map; when two bindings share a key, the first wins.
  init(_ bindings: [KeyBinding<Action>]) {
    self.bindings = bindings
    var index: [KeyEvent: Action] = [:]
    for binding in bindings {
      for key in binding.keys where index[key] == nil {
        index[key] = binding.action
      }
    }
    self.index = index
  }

  /// The action bound to `key`, or `nil` when it does nothing.
  func action(for key: KeyEvent) -> Action? { index[key] }

  /// The key map as lines `keys  summary`, the keys column padded to one width.
  var helpLines: [String] {
    let rows = bindings.filter { !$0.summary.isEmpty }.map { binding in
      (binding.shownAs ?? binding.keys.map(\.name).joined(separator: " "), binding.summary)
    }
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { keys, summary in
      keys + String(repeating: " ", count: width - keys.count) + "  " + summary
    }
  }
}
