import CalculatorController
import CalculatorModel

/// Random keys for property and stress tests, drawn from every key of the keypad.
public enum RandomKeys {
  /// Every operation and constant key of the table, in a fixed order (`=` too).
  public static let operationKeys: [Key] = MathOperation.table.keys.sorted().compactMap {
    try? Key(name: $0)
  }

  /// One random key; digits and operations are the most frequent.
  ///
  /// Without `clears`, ↲ is drawn in place of C, so the program grows for the whole stream.
  public static func key(using generator: inout SplitMix64, clears: Bool = true) -> Key {
    let roll = Int.random(in: 0..<100, using: &generator)
    switch roll {
    case 0..<32: return .digit(Int.random(in: 0...9, using: &generator))
    case 32..<36: return .point
    case 36..<63: return operationKeys.randomElement(using: &generator) ?? .equals
    case 63..<68: return .equals
    case 68..<72: return .enter
    case 72..<80: return .undo
    case 80..<86: return .redo
    case 86..<88: return clears ? .clear : .enter
    case 88..<91: return .storeMemory
    case 91..<94: return .recallMemory
    case 94..<96: return .variableX
    case 96..<98: return .angle(Bool.random(using: &generator) ? .degrees : .radians)
    case 98: return Bool.random(using: &generator) ? .openParenthesis : .closeParenthesis
    default: return .operation(.unary(.negation))
    }
  }

  /// A sequence of `1...maximum` random keys.
  public static func sequence(maximum: Int, using generator: inout SplitMix64) -> [Key] {
    let count = Int.random(in: 1...maximum, using: &generator)
    return (0..<count).map { _ in key(using: &generator) }
  }

  /// The keys as `calculator keys` reads them back.
  public static func names(_ keys: some Sequence<Key>) -> String {
    keys.map(\.name).joined(separator: " ")
  }
}
