import CalculatorModel

/// An operation or constant key.
///
/// One of ``MathOperation/table``'s entries but `=` (which is ``Key/equals``), made of
/// the model's own operation types, so a key can only name an operation the model has.
public enum OperationKey: Hashable, Sendable {
  /// A function of one operand: `sin`, `x²`, `±`, `%`…
  case unary(UnaryFunction)
  /// An infix operation: + − × ÷ xʸ.
  case binary(BinaryOperator)
  /// π.
  case pi
  /// e.
  case e

  /// Every operation key: the unary functions, the binary operators, π and e.
  public static let allCases: [OperationKey] =
    UnaryFunction.allCases.map { .unary($0) } + BinaryOperator.allCases.map { .binary($0) }
    + [.pi, .e]

  /// The operation the key performs.
  public var mathOperation: MathOperation {
    switch self {
    case .unary(let function): .unary(function)
    case .binary(let binary): .binary(binary)
    case .pi: .constant(.pi)
    case .e: .constant(.e)
    }
  }

  /// The canonical symbol: the key's label and its name in ``MathOperation/table``.
  public var symbol: String { mathOperation.symbol }

  /// The key for an operation's symbol or alias (`sqrt`, `-`), `nil` for `=` and for
  /// anything the operations table does not have.
  public init?(named name: String) {
    switch MathOperation.named(name)?.operation {
    case .unary(let function)?: self = .unary(function)
    case .binary(let binary)?: self = .binary(binary)
    case .constant(.pi)?: self = .pi
    case .constant(.e)?: self = .e
    case .equals?, nil: return nil
    }
  }
}
