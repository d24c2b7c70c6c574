import CalculatorModel

/// An operation or constant key (SPEC §2).
///
/// One of ``MathOperation/table``'s entries but `=`, which is ``Key/equals``. Its raw
/// value is the table's canonical symbol, so a key can only name an operation the
/// model has.
public enum OperationKey: String, CaseIterable, Hashable, Sendable {
  /// +
  case add = "+"
  /// −
  case subtract = "−"
  /// ×
  case multiply = "×"
  /// ÷
  case divide = "÷"
  /// xʸ
  case power = "xʸ"
  /// √
  case squareRoot = "√"
  /// sin
  case sine = "sin"
  /// cos
  case cosine = "cos"
  /// tan
  case tangent = "tan"
  /// sin⁻¹
  case arcsine = "sin⁻¹"
  /// cos⁻¹
  case arccosine = "cos⁻¹"
  /// tan⁻¹
  case arctangent = "tan⁻¹"
  /// sinh
  case hyperbolicSine = "sinh"
  /// cosh
  case hyperbolicCosine = "cosh"
  /// tanh
  case hyperbolicTangent = "tanh"
  /// ln
  case naturalLogarithm = "ln"
  /// log
  case commonLogarithm = "log"
  /// eˣ
  case exponential = "eˣ"
  /// 10ˣ
  case powerOfTen = "10ˣ"
  /// x²
  case square = "x²"
  /// x³
  case cube = "x³"
  /// x⁻¹
  case reciprocal = "x⁻¹"
  /// ±
  case negation = "±"
  /// x!
  case factorial = "x!"
  /// %
  case percent = "%"
  /// abs
  case absoluteValue = "abs"
  /// floor
  case floor = "floor"
  /// ceil
  case ceiling = "ceil"
  /// round
  case round = "round"
  /// π
  case pi = "π"
  /// e
  case e = "e"

  /// The canonical symbol: the key's label and the name in descriptions.
  public var symbol: String { rawValue }

  /// The key for an operation's symbol or alias (`sqrt`, `-`), `nil` for `=` and for
  /// anything the operations table does not have.
  public init?(named name: String) {
    guard let (symbol, _) = MathOperation.named(name) else { return nil }
    self.init(rawValue: symbol)
  }
}
