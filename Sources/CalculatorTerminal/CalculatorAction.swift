import CalculatorController

/// What a key does on the calculator screen.
enum CalculatorAction: Equatable, Sendable {
  /// Presses a keypad key of the key table.
  case press(Key)
  /// Types a character into formula entry's expression.
  case type(Character)
  /// Switches to the next entry mode: algebraic, RPN, formula.
  case nextMode
  /// Shows older (positive) or newer (negative) tape entries, by lines.
  case scrollTape(Int)
  /// Recalls an older (1) or newer (−1) line into formula entry.
  case history(Int)
  /// Completes the name before the cursor in formula entry; on an empty line, switches
  /// to the next mode.
  case complete
  /// Opens the graph of the current expression.
  case graph
  /// Shows the key map.
  case help
  /// Shows the value with more digits.
  case moreDigits
  /// Shows the exact form first and the decimal second, or the other way (S⇔D).
  case exactFirst
  /// Copies the display (plain ASCII) to the clipboard.
  case copyDisplay
  /// Copies the tape as text to the clipboard.
  case copyTape
  /// Empties the tape.
  case clearTape
  /// Suspends the app (Ctrl-Z), as a shell's job.
  case suspend
  /// Saves and leaves.
  case quit

  /// What `event` does in `mode`: the terminal's own commands, then the key table's
  /// bindings, then, in formula mode, a printable character is typed.
  static func action(for event: KeyEvent, in mode: CalculatorMode) -> CalculatorAction? {
    if let command = commands(in: mode).action(for: event) {
      return command
    }
    if let key = TerminalKeyboard.key(for: event, in: mode) {
      return .press(key)
    }
    if mode == .formula, case .character(let character) = event {
      return .type(character)
    }
    return nil
  }

  /// The terminal's own commands in `mode`.
  ///
  /// They are outside the key table and shadow no table key in any mode. In formula mode, where printable characters are typed,
  /// the letters take Alt, as the table's keys do there.
  static func commands(in mode: CalculatorMode) -> KeyMap<CalculatorAction> {
    mode == .formula ? formulaCommands : keypadCommands
  }

  private static let keypadCommands = KeyMap(
    [
      KeyBinding(keys: [.tab], action: .nextMode, summary: "next mode"),
      KeyBinding(keys: [.up], action: .scrollTape(1), summary: "tape ↑"),
      KeyBinding(keys: [.down], action: .scrollTape(-1), summary: "tape ↓"),
    ] + commandBindings { .character($0) })
  private static let formulaCommands = KeyMap(
    [
      KeyBinding(keys: [.tab], action: .complete, summary: "complete name"),
      KeyBinding(keys: [.up], action: .history(1), summary: "earlier line"),
      KeyBinding(keys: [.down], action: .history(-1), summary: "later line"),
    ] + commandBindings { .alt($0) })

  /// The commands both keymaps share, their letters written with `letter`.
  private static func commandBindings(_ letter: (Character) -> KeyEvent)
    -> [KeyBinding<CalculatorAction>]
  {
    [
      KeyBinding(keys: [letter("g")], action: .graph, summary: "graph"),
      KeyBinding(keys: [.character("?")], action: .help, summary: "this list"),
      KeyBinding(keys: [letter("v")], action: .moreDigits, summary: "more digits"),
      KeyBinding(keys: [letter("z")], action: .exactFirst, summary: "exact form first (S⇔D)"),
      KeyBinding(keys: [letter("y")], action: .copyDisplay, summary: "copy display"),
      KeyBinding(keys: [letter("Y")], action: .copyTape, summary: "copy tape"),
      KeyBinding(keys: [letter("K")], action: .clearTape, summary: "clear tape"),
      KeyBinding(keys: [.pageUp], action: .scrollTape(10), summary: "tape ⇞"),
      KeyBinding(keys: [.pageDown], action: .scrollTape(-10), summary: "tape ⇟"),
      KeyBinding(keys: [.control("z")], action: .suspend, summary: "suspend"),
      KeyBinding(keys: [letter("q")], action: .quit, summary: "quit"),
      KeyBinding(keys: [.control("c")], action: .quit, summary: "quit"),
      KeyBinding(keys: [.control("d")], action: .quit, summary: "quit"),
    ]
  }
}
