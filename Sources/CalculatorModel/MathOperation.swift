/// An entry of the operations table: what a key or a typed name does.
public enum MathOperation: Sendable {
  /// A named constant such as π, entered like an operand.
  case constant(Double)
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
    var table: [String: MathOperation] = [
      "π": .constant(Double.pi),
      "e": .constant(2.718_281_828_459_045),
      "=": .equals,
      "xʸ": .binary(.power),
    ]
    for binary in BinaryOperator.allCases where binary != .power {
      table[binary.symbol] = .binary(binary)
    }
    for unary in UnaryFunction.allCases {
      table[unary.symbol] = .unary(unary)
    }
    return table
  }()

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
