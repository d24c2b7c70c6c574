import CalculatorController

/// What a key does on the calculator screen.
enum CalculatorAction: Equatable, Sendable {
  /// Presses a keypad key.
  case press(Key)
  /// Switches between algebraic and RPN entry.
  case toggleMode
  /// Switches between radians and degrees.
  case toggleAngle
  /// Opens the graph of the current expression.
  case graph
  /// Shows the key map.
  case help
  /// Copies the display (plain ASCII) to the clipboard.
  case copyDisplay
  /// Copies the tape as text to the clipboard.
  case copyTape
  /// Empties the tape.
  case clearTape
  /// Saves and leaves.
  case quit

  /// The calculator's key map: the web app's keys (SPEC §14) plus letters for the
  /// functions, memory, modes and the terminal's own commands.
  static let keyMap = KeyMap<CalculatorAction>(
    (0...9).map { digit in
      KeyBinding(
        keys: [.character(Character(String(digit)))], action: .press(.digit(digit)),
        summary: digit == 0 ? "digits" : "", shownAs: "0-9")
    }
      + [
        bind(".", .press(.point), "point"),
        bind("+", .press(.operation("+")), "add"),
        bind("-", .press(.operation("−")), "subtract"),
        bind("*", .press(.operation("×")), "multiply"),
        bind("/", .press(.operation("÷")), "divide"),
        bind("^", .press(.operation("xʸ")), "xʸ"),
        KeyBinding(
          keys: [.enter, .character("=")], action: .press(.equals), summary: "= (↲ in RPN)"),
        KeyBinding(keys: [.backspace, .character("u")], action: .press(.undo), summary: "undo"),
        bind("U", .press(.redo), "redo"),
        KeyBinding(keys: [.escape], action: .press(.clear), summary: "C clear"),
        bind("m", .press(.recallMemory), "M"),
        bind("M", .press(.storeMemory), "→M store"),
        bind("x", .press(.variableX), "x variable"),
        KeyBinding(keys: [.tab], action: .toggleMode, summary: "ALG ↔ RPN"),
        bind("d", .toggleAngle, "RAD ↔ DEG"),
      ] + functionBindings
      + [
        bind("g", .graph, "graph"),
        bind("y", .copyDisplay, "copy display"),
        bind("Y", .copyTape, "copy tape"),
        bind("K", .clearTape, "clear tape"),
        bind("?", .help, "key map"),
        KeyBinding(
          keys: [.character("q"), .control("c"), .control("d")], action: .quit, summary: "quit"),
      ])

  /// The letters for functions and constants, by canonical symbol.
  private static let functionLetters: [(Character, String)] = [
    ("r", "√"), ("s", "sin"), ("c", "cos"), ("t", "tan"), ("S", "sin⁻¹"), ("C", "cos⁻¹"),
    ("T", "tan⁻¹"), ("h", "sinh"), ("j", "cosh"), ("k", "tanh"), ("l", "ln"), ("L", "log"),
    ("E", "eˣ"), ("P", "10ˣ"), ("w", "x²"), ("W", "x³"), ("i", "x⁻¹"), ("n", "±"), ("!", "x!"),
    ("%", "%"), ("a", "abs"), ("f", "floor"), ("F", "ceil"), ("o", "round"), ("p", "π"),
    ("e", "e"),
  ]

  private static var functionBindings: [KeyBinding<CalculatorAction>] {
    functionLetters.map { letter, symbol in
      KeyBinding(keys: [.character(letter)], action: .press(.operation(symbol)), summary: symbol)
    }
  }

  private static func bind(_ character: Character, _ action: CalculatorAction, _ summary: String)
    -> KeyBinding<CalculatorAction>
  {
    KeyBinding(keys: [.character(character)], action: action, summary: summary)
  }
}
