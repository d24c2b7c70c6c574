import CalculatorController

/// The keys drawn on the calculator screen, row by row, each with its label and
/// colour; the mode and angle keys are lit while RPN or degrees is on.
enum KeypadLayout {
  /// A drawn key: its label and its colour.
  struct Cell: Equatable, Sendable {
    /// The label (at most ``KeypadLayout/cellWidth`` characters).
    var label: String
    /// The colour role.
    var style: TextStyle
  }

  /// The columns of keys.
  static let columns = 8
  /// The characters inside one key.
  static let cellWidth = 5
  /// The drawn keypad's width, borders included.
  static let width = columns * (cellWidth + 1) + 1

  private static let rows: [[String]] = [
    ["C", "undo", "redo", "→M", "M", "x", "Deg", "RPN"],
    ["sin", "cos", "tan", "7", "8", "9", "÷", "√"],
    ["sin⁻¹", "cos⁻¹", "tan⁻¹", "4", "5", "6", "×", "xʸ"],
    ["sinh", "cosh", "tanh", "1", "2", "3", "−", "±"],
    ["ln", "log", "eˣ", "0", ".", "=", "+", "↲"],
    ["10ˣ", "x²", "x³", "x⁻¹", "x!", "%", "π", "e"],
    ["abs", "floor", "ceil", "round"],
  ]

  /// The drawn keypad's height, borders included.
  static let height = rows.count * 2 + 1

  /// The rows of cells for a view: lit mode and angle keys follow its state.
  static func cells(for view: KeypadView) -> [[Cell]] {
    rows.map { row in
      row.map { label in Cell(label: label, style: style(of: label, in: view)) }
    }
  }

  private static func style(of label: String, in view: KeypadView) -> TextStyle {
    switch label {
    case "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", ".": .digit
    case "+", "−", "×", "÷", "xʸ", "=", "↲": .operation
    case "C", "undo", "redo": .control
    case "→M", "M", "x": .memory
    case "Deg": view.angle == .degrees ? .highlight : .control
    case "RPN": view.mode == .rpn ? .highlight : .control
    default: .function
    }
  }
}
