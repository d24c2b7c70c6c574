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
  /// What a screen reader says for it: words (`square root` for `√`, `sine` for `sin`).
  public var spoken: String

  /// The name of the key the phone keypad's 2nd toggle puts in its place (`sin⁻¹` for
  /// `sin`), if any: read from ``KeypadLayouts/phone``.
  public var secondFunction: String? { KeypadLayouts.secondFunction(of: name) }

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
/// Every key with its name, symbol, aliases, keyboard bindings, modes, spoken name and
/// second-function partner; where it sits on each keypad is ``KeypadLayouts``'. Key names are read through it, and
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
  /// only; `formulaKeys` in formula mode only. Its spoken name from ``spokenNames``, or
  /// its symbol.
  private static func row(
    _ key: Key, _ symbol: String, aliases: [String] = [], keys: [String] = [],
    keypadKeys: [String] = [], formulaKeys: [String] = [],
    modes: [CalculatorMode] = CalculatorMode.allCases
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
      spoken: spokenNames[key.name] ?? symbol)
  }

  /// What a screen reader says for keys whose symbol is not a word.
  private static let spokenNames: [String: String] = [
    "+": "plus", "−": "minus", "×": "times", "÷": "divide", "=": "equals", ".": "decimal point",
    "(": "open parenthesis", ")": "close parenthesis", "%": "percent", "±": "change sign",
    "↲": "enter", "C": "clear", "→M": "store in memory", "M": "memory", "x": "variable x",
    "π": "pi", "ans": "last answer", "√": "square root", "x²": "square", "x³": "cube",
    "xʸ": "power",
    "x⁻¹": "reciprocal", "x!": "factorial", "sin": "sine", "cos": "cosine", "tan": "tangent",
    "sin⁻¹": "arcsine", "cos⁻¹": "arccosine", "tan⁻¹": "arctangent",
    "sinh": "hyperbolic sine", "cosh": "hyperbolic cosine", "tanh": "hyperbolic tangent",
    "eˣ": "e to the x", "10ˣ": "10 to the x", "ln": "natural logarithm",
    "log": "logarithm base 10", "abs": "absolute value", "ceil": "ceiling",
    "deg": "degrees", "rad": "radians", "algebraic": "algebraic entry", "rpn": "RPN entry",
    "formula": "formula entry", "left": "cursor left", "right": "cursor right",
    "home": "cursor to start", "end": "cursor to end", "backspace": "delete before cursor",
    "delete": "delete after cursor",
  ]

  private static let digitKeys: [KeyDefinition] =
    (0...9).map { row(.digit($0), String($0), keys: [String($0)]) }
    + [
      row(.point, ".", keys: ["."]),
      row(.openParenthesis, "(", keys: ["("], modes: [.algebraic, .formula]),
      row(.closeParenthesis, ")", keys: [")"], modes: [.algebraic, .formula]),
    ]

  /// The keyboard keys of the operations.
  private static let operationBindings: [String: [String]] = [
    "+": ["+"], "−": ["-"], "×": ["*"], "÷": ["/"], "xʸ": ["^"], "√": ["r"], "x²": ["w"],
    "x³": ["W"], "x⁻¹": ["i"], "±": ["n"], "x!": ["!"], "%": ["%"], "sin": ["s"], "cos": ["c"],
    "tan": ["t"], "sin⁻¹": ["S"], "cos⁻¹": ["C"], "tan⁻¹": ["T"], "sinh": ["h"], "cosh": ["j"],
    "tanh": ["k"], "ln": ["l"], "eˣ": ["E"], "log": ["L"], "10ˣ": ["P"], "abs": ["a"],
    "floor": ["f"], "ceil": ["F"], "round": ["o"], "π": ["p"], "e": ["e"], "=": ["="],
  ]

  private static let operationKeys: [KeyDefinition] = MathOperation.table.keys.sorted()
    .compactMap { symbol in
      let aliases = MathOperation.aliases.filter { $0.value == symbol }.map { $0.key }.sorted()
      guard symbol != "=" else {
        return row(.equals, "=", aliases: aliases, keys: ["="], formulaKeys: ["Enter"])
          .addingBinding("Enter", modes: [.algebraic])
      }
      // Every other symbol of the table is an OperationKey (OperationKeyTests).
      return OperationKey(named: symbol).map { operation in
        row(.operation(operation), symbol, aliases: aliases, keys: operationBindings[symbol] ?? [])
      }
    }

  private static let controlKeys: [KeyDefinition] = [
    row(.enter, "↲", aliases: ["enter"], keys: ["Enter"], modes: [.rpn]),
    row(.clear, "C", aliases: ["c", "clear"], keys: ["Escape"]),
    row(.undo, "undo", aliases: ["⌫"], keys: ["Ctrl+Z", "u"], keypadKeys: ["Backspace"]),
    row(.redo, "redo", keys: ["Ctrl+Shift+Z", "U"], keypadKeys: ["Shift+Backspace"]),
    row(.storeMemory, "→M", aliases: ["->M"], keys: ["M"]),
    row(.recallMemory, "M", keys: ["m"]),
    row(.variableX, "x", keys: ["x"]),
    row(.lastAnswer, "ans", keys: ["b"]),
    row(.angle(.degrees), "Deg", aliases: ["Deg"], keys: ["d"]),
    row(.angle(.radians), "Rad", aliases: ["Rad"], keys: ["D"]),
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
