import CalculatorModel

/// One key of the keypad as every front end and help screen shows it.
public struct KeyDefinition: Sendable {
  /// The key.
  public var key: Key
  /// What a keypad's button shows: `7`, `sin⁻¹`, `xʸ`, `↲`, `Deg`.
  public var symbol: String
  /// The other names ``Key/init(name:)`` reads for it (`sqrt` for `√`, `->M`).
  public var aliases: [String]
  /// Keyboard keys, as `KeyboardEvent.key` names them with `Ctrl+`, `Shift+` and `Alt+`
  /// prefixes (`s`, `Enter`, `Ctrl+Shift+Z`), and the modes each acts in.
  public var bindings: [KeyBinding]
  /// The entry modes in which the key does something.
  public var modes: [CalculatorMode]
  /// The name of the key a "2nd" toggle puts in its place (`sin⁻¹` for `sin`), if any.
  public var secondFunction: String?

  /// The key's canonical name, which ``Key/init(name:)`` reads back.
  public var name: String { key.name }
}

/// A keyboard key bound to a keypad key in some entry modes.
public struct KeyBinding: Equatable, Sendable {
  /// The keyboard key: `s`, `(`, `Enter`, `ArrowLeft`, `Ctrl+Z`, `Alt+s`.
  public var keyboard: String
  /// Where it acts.
  public var modes: [CalculatorMode]
}

/// The one key table.
///
/// Every key with its name, symbol, aliases, keyboard bindings, modes and
/// second-function partner. Key names are read through it, and
/// the page (through the WebAssembly module) and the server export it as JSON.
///
/// The keyboard: in algebraic and RPN mode a letter presses its key (`s` sin); in
/// formula mode printable characters are typed into the entry, so the same keys take
/// `Alt+` (`Alt+s` inserts `sin(`), and the arrows, Home, End, Backspace and Delete
/// edit. `q` is left to front ends (the terminal quits with it).
public enum KeyTable {
  /// Every key, in keypad order: digits and the point, parentheses, operations,
  /// then control keys.
  public static let keys: [KeyDefinition] = digitKeys + operationKeys + controlKeys

  /// The key with a name or alias (a digit, an operation's symbol or alias, `C`,
  /// `enter`, `->M`, `left`, …), or `nil` when no key has it.
  public static func key(named name: String) -> Key? {
    byName[name]
  }

  private static let byName: [String: Key] = {
    var names: [String: Key] = [:]
    for definition in keys {
      for name in [definition.name] + definition.aliases where names[name] == nil {
        names[name] = definition.key
      }
    }
    return names
  }()

  /// A definition of a key that acts in `modes`.
  ///
  /// Its bindings: `keys` in every mode of `modes`, a letter taking `Alt+` in formula
  /// mode (where printable characters are text); `keypadKeys` in algebraic and RPN mode
  /// only; `formulaKeys` in formula mode only.
  private static func row(
    _ key: Key, _ symbol: String, aliases: [String] = [], keys: [String] = [],
    keypadKeys: [String] = [], formulaKeys: [String] = [],
    modes: [CalculatorMode] = CalculatorMode.allCases, second: String? = nil
  ) -> KeyDefinition {
    let keypadModes = modes.filter { $0 != .formula }
    var bindings: [KeyBinding] = []
    for keyboard in keys {
      let isLetter = keyboard.count == 1 && keyboard.first?.isLetter == true
      if !keypadModes.isEmpty {
        bindings.append(KeyBinding(keyboard: keyboard, modes: keypadModes))
      }
      if modes.contains(.formula) {
        bindings.append(
          KeyBinding(keyboard: isLetter ? "Alt+" + keyboard : keyboard, modes: [.formula]))
      }
    }
    bindings += keypadKeys.map { KeyBinding(keyboard: $0, modes: keypadModes) }
    bindings += formulaKeys.map { KeyBinding(keyboard: $0, modes: [.formula]) }
    return KeyDefinition(
      key: key, symbol: symbol, aliases: aliases, bindings: bindings, modes: modes,
      secondFunction: second)
  }

  private static let digitKeys: [KeyDefinition] =
    (0...9).map { row(.digit($0), String($0), keys: [String($0)]) }
    + [
      row(.point, ".", keys: ["."]),
      row(.openParenthesis, "(", keys: ["("], modes: [.algebraic, .formula]),
      row(.closeParenthesis, ")", keys: [")"], modes: [.algebraic, .formula]),
    ]

  /// Keyboard keys and 2nd partners of the operations.
  private static let operationBindings: [String: (keys: [String], second: String?)] = [
    "+": (["+"], nil), "−": (["-"], nil), "×": (["*"], nil), "÷": (["/"], nil),
    "xʸ": (["^"], nil), "√": (["r"], "x²"), "x²": (["w"], "√"), "x³": (["W"], nil),
    "x⁻¹": (["i"], nil), "±": (["n"], nil), "x!": (["!"], nil), "%": (["%"], nil),
    "sin": (["s"], "sin⁻¹"), "cos": (["c"], "cos⁻¹"), "tan": (["t"], "tan⁻¹"),
    "sin⁻¹": (["S"], "sin"), "cos⁻¹": (["C"], "cos"), "tan⁻¹": (["T"], "tan"),
    "sinh": (["h"], nil), "cosh": (["j"], nil), "tanh": (["k"], nil),
    "ln": (["l"], "eˣ"), "eˣ": (["E"], "ln"), "log": (["L"], "10ˣ"), "10ˣ": (["P"], "log"),
    "abs": (["a"], nil), "floor": (["f"], nil), "ceil": (["F"], nil), "round": (["o"], nil),
    "π": (["p"], nil), "e": (["e"], nil), "=": (["="], nil),
  ]

  private static let operationKeys: [KeyDefinition] = MathOperation.table.keys.sorted()
    .compactMap { symbol in
      let aliases = MathOperation.aliases.filter { $0.value == symbol }.map { $0.key }.sorted()
      let binding = operationBindings[symbol]
      guard symbol != "=" else {
        return row(
          .equals, "=", aliases: aliases, keys: ["="],
          formulaKeys: ["Enter"], second: nil
        ).addingBinding("Enter", modes: [.algebraic])
      }
      // Every other symbol of the table is an OperationKey (OperationKeyTests).
      return OperationKey(named: symbol).map { operation in
        row(
          .operation(operation), symbol, aliases: aliases, keys: binding?.keys ?? [],
          second: binding?.second)
      }
    }

  private static let controlKeys: [KeyDefinition] = [
    row(.enter, "↲", aliases: ["enter"], keys: ["Enter"], modes: [.rpn]),
    row(.clear, "C", aliases: ["c", "clear"], keys: ["Escape"]),
    row(
      .undo, "undo", aliases: ["⌫"], keys: ["Ctrl+Z", "u"], keypadKeys: ["Backspace"],
      second: "redo"),
    row(
      .redo, "redo", keys: ["Ctrl+Shift+Z", "U"], keypadKeys: ["Shift+Backspace"],
      second: "undo"),
    row(.storeMemory, "→M", aliases: ["->M"], keys: ["M"], second: "M"),
    row(.recallMemory, "M", keys: ["m"], second: "→M"),
    row(.variableX, "x", keys: ["x"]),
    row(.angle(.degrees), "Deg", aliases: ["Deg"], keys: ["d"], second: "rad"),
    row(.angle(.radians), "Rad", aliases: ["Rad"], keys: ["D"], second: "deg"),
    row(.mode(.algebraic), "ALG", keys: ["A"]),
    row(.mode(.rpn), "RPN", keys: ["R"]),
    row(.mode(.formula), "FORM", keys: ["X"]),
    row(.edit(.left), "◀", formulaKeys: ["ArrowLeft"], modes: [.formula]),
    row(.edit(.right), "▶", formulaKeys: ["ArrowRight"], modes: [.formula]),
    row(.edit(.home), "⇤", formulaKeys: ["Home"], modes: [.formula]),
    row(.edit(.end), "⇥", formulaKeys: ["End"], modes: [.formula]),
    row(.edit(.backspace), "⌫", formulaKeys: ["Backspace"], modes: [.formula]),
    row(.edit(.delete), "⌦", formulaKeys: ["Delete"], modes: [.formula]),
  ]
}

extension KeyDefinition {
  /// The definition with one more binding.
  fileprivate func addingBinding(_ keyboard: String, modes: [CalculatorMode]) -> KeyDefinition {
    var definition = self
    definition.bindings.append(KeyBinding(keyboard: keyboard, modes: modes))
    return definition
  }
}
