/// A named constant, entered like an operand.
public enum MathConstant: String, CaseIterable, Sendable {
  /// π.
  case pi = "π"
  /// Euler's number.
  case e

  /// The canonical symbol: `π`, `e`.
  public var symbol: String { rawValue }

  /// The nearest `Double`.
  public var value: Double {
    switch self {
    case .pi: Double.pi
    case .e: 2.718_281_828_459_045
    }
  }
}

/// An entry of the operations table: what a key or a typed name does.
///
/// Steps, keys and the parser carry it typed; its symbol is looked up once, where text
/// comes in (``named(_:)``), and written once, where text goes out (``symbol``).
public enum MathOperation: Equatable, Sendable {
  /// A named constant such as π, entered like an operand.
  case constant(MathConstant)
  /// An operation of one operand.
  case unary(UnaryFunction)
  /// An infix operation of two operands.
  case binary(BinaryOperator)
  /// `=`: performs the pending binary operation.
  case equals

  /// Every operation by its canonical symbol.
  ///
  /// The symbol is the key's label and the name in descriptions. The keypad, the parser and the formatter all read it.
  public static let table: [String: MathOperation] = {
    var table: [String: MathOperation] = ["=": .equals]
    let operations: [MathOperation] =
      MathConstant.allCases.map { .constant($0) } + BinaryOperator.allCases.map { .binary($0) }
      + UnaryFunction.allCases.map { .unary($0) }
    for operation in operations {
      table[operation.symbol] = operation
    }
    return table
  }()

  /// The canonical symbol: the key's label and the name in ``table`` (`xʸ` for the
  /// power, which descriptions write `^`).
  public var symbol: String {
    switch self {
    case .constant(let constant): constant.symbol
    case .unary(let function): function.symbol
    case .binary(.power): "xʸ"
    case .binary(let binary): binary.symbol
    case .equals: "="
    }
  }

  /// Typed and ASCII spellings, each mapped to its canonical symbol in ``table``.
  public static let aliases: [String: String] = [
    "pi": "π", "-": "−", "*": "×", "/": "÷", "^": "xʸ", "x^y": "xʸ", "sqrt": "√",
    "asin": "sin⁻¹", "acos": "cos⁻¹", "atan": "tan⁻¹", "exp": "eˣ", "e^x": "eˣ",
    "10^x": "10ˣ", "sq": "x²", "x^2": "x²", "cube": "x³", "x^3": "x³", "inv": "x⁻¹",
    "1/x": "x⁻¹", "neg": "±", "+/-": "±", "fact": "x!", "!": "x!", "percent": "%",
    "ceiling": "ceil",
  ]

  /// The canonical symbol and operation for a symbol or alias, or `nil` when the
  /// name is neither.
  public static func named(_ name: String) -> (symbol: String, operation: MathOperation)? {
    let symbol = aliases[name] ?? name
    return table[symbol].map { (symbol, $0) }
  }
}
