import CalculatorController

/// The calculator's key list (`?`) in a mode: every key of the key table that acts
/// in it with the keyboard keys the table binds to it there (the page's list has the
/// same), then the terminal's own commands.
enum CalculatorHelp {
  /// The title of the list in `mode`.
  static func title(for mode: CalculatorMode) -> String {
    "Calculator keys (\(mode.rawValue))"
  }

  /// One line per table key, `symbol keys` (`sin⁻¹ S`; `click` when a terminal
  /// cannot send any of its keys), then the commands, then notes.
  static func lines(for mode: CalculatorMode) -> [String] {
    let keys = KeyTable.keys.filter { $0.modes.contains(mode) }
    let symbolWidth = keys.map(\.symbol.count).max() ?? 0
    let keyLines = keys.map { definition in
      let bindings = TerminalKeyboard.bindings(of: definition, in: mode)
      let symbol = definition.symbol
      return symbol + String(repeating: " ", count: symbolWidth - symbol.count) + " "
        + (bindings.isEmpty ? "click" : bindings.joined(separator: " "))
    }
    let commandLines = CalculatorAction.commands(in: mode).bindings.map { binding in
      binding.keys.compactMap(TerminalKeyboard.name(of:)).joined(separator: " ") + "  "
        + binding.summary
    }
    let notes =
      mode == .formula ? ["typing  inserts", "click  key, tape"] : ["click  key, tape"]
    return keyLines + commandLines + notes
  }
}
