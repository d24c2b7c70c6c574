import CalculatorController
import CalculatorModel

/// The keys drawn on the calculator screen.
///
/// Where each key of the key table sits (``KeypadLayouts/terminal``), and, from the
/// table, its symbol and the keyboard key that presses it in the current mode. A key is drawn only in the modes it acts in (↲ in RPN, the cursor
/// keys in formula entry); the current mode and angle keys are lit.
enum KeypadLayout {
  /// A drawn key.
  struct Cell: Equatable, Sendable {
    /// The key it presses.
    var key: Key
    /// The table's symbol (at most ``KeypadLayout/cellWidth`` characters).
    var label: String
    /// The keyboard key that presses it in this mode, shortened to fit, or empty.
    var hint: String
    /// The colour role.
    var style: TextStyle
  }

  /// The columns of keys.
  static let columns = 8
  /// The characters inside one key.
  static let cellWidth = 6
  /// The drawn keypad's width, borders included.
  static let width = columns * (cellWidth + 1) + 1

  /// Where every key of the table sits, row by row: ``KeypadLayouts/terminal``'s names
  /// read through the key table (KeyBindingTests finds every key there).
  static let grid: [[Key]] = KeypadLayouts.terminal.map { row in
    row.compactMap { KeyTable.key(named: $0) }
  }

  /// The drawn keypad's height, borders included: a row of keys, then a rule that
  /// shows their keyboard keys.
  static let height = grid.count * 2 + 1

  /// The cells in `mode`, `nil` where a key does not act; the mode and angle keys
  /// in use are lit.
  static func cells(mode: CalculatorMode, angle: AngleUnit) -> [[Cell?]] {
    grid.map { row in
      row.map { key in
        guard let definition = TerminalKeyboard.definition(of: key),
          definition.modes.contains(mode)
        else { return nil }
        let hint = TerminalKeyboard.bindings(of: definition, in: mode).first.map(shortened) ?? ""
        let lit = key == .mode(mode) || key == .angle(angle)
        return Cell(
          key: key, label: definition.symbol, hint: hint,
          style: lit ? .highlight : style(of: key))
      }
    }
  }

  /// The key drawn at a cell of the keypad (row and column from its top-left
  /// corner, borders included) in `mode`; its keyboard rule below it counts too.
  static func key(atRow row: Int, column: Int, mode: CalculatorMode) -> Key? {
    guard row >= 1, column >= 1, column % (cellWidth + 1) != 0 else { return nil }
    let (gridRow, gridColumn) = ((row - 1) / 2, column / (cellWidth + 1))
    guard grid.indices.contains(gridRow), grid[gridRow].indices.contains(gridColumn) else {
      return nil
    }
    let key = grid[gridRow][gridColumn]
    return TerminalKeyboard.definition(of: key)?.modes.contains(mode) == true ? key : nil
  }

  /// A keyboard name short enough for a key's rule.
  static func shortened(_ name: String) -> String {
    switch name {
    case "ArrowLeft": "←"
    case "ArrowRight": "→"
    case "Backspace": "Bksp"
    default: name.count <= cellWidth ? name : String(name.prefix(cellWidth))
    }
  }

  private static func style(of key: Key) -> TextStyle {
    switch key {
    case .digit, .point: .digit
    case .operation(.binary(.add)), .operation(.binary(.subtract)), .operation(.binary(.multiply)),
      .operation(.binary(.divide)),
      .operation(.binary(.power)), .equals, .enter, .openParenthesis, .closeParenthesis:
      .operation
    case .operation: .function
    case .clear, .undo, .redo, .edit, .mode, .angle: .control
    case .storeMemory, .recallMemory, .variableX, .lastAnswer: .memory
    }
  }
}
