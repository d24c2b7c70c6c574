import ExactArithmetic

/// One node of a formula graph.
///
/// Children are indices of earlier nodes, so the
/// nodes are always in postfix order and a node never outlives its operands.
enum FormulaNode: Equatable, Sendable {
  /// A number.
  case number(NumberLiteral)
  /// A named constant such as π.
  case constant(symbol: String, value: Double)
  /// A variable, by name.
  case variable(String)
  /// An operand an RPN operation did not find, shown as `?`.
  case missing
  /// A unary operation of an earlier node.
  case unary(UnaryFunction, Int)
  /// A binary operation of two earlier nodes.
  case binary(BinaryOperator, Int, Int)
  /// A use of a definition (`a`, `f(2, y)`): the value of the earlier node that its
  /// expansion ends at, written as the name and its arguments' nodes.
  case defined(DefinedName, Int)

  /// Whether the node is the constant e.
  var isEulerConstant: Bool {
    if case .constant(symbol: "e", _) = self { true } else { false }
  }

  /// Whether the node is a percent, `b%`, which a `+` or `−` takes as a share of its left
  /// operand (``FormulaGraph/isPercentShare(_:isPercent:)``).
  var isPercent: Bool {
    if case .unary(.percent, _) = self { true } else { false }
  }
}

/// How a use of a definition is written: `a`, or `f(2, y)` with its arguments' nodes.
struct DefinedName: Equatable, Sendable {
  var name: String
  var arguments: [Int]

  /// The name and the arguments' node indices as one text, `f(3,7)`, which tells uses
  /// apart within one graph.
  var key: String {
    name + "(" + arguments.map { String($0) }.joined(separator: ",") + ")"
  }
}

/// What a node evaluates to in one context.
struct NodeValue: Sendable {
  /// The value in floating point (NaN or ±∞ when there is an error).
  var value: Double
  /// The exact value, when it is a rational times a known factor.
  var exact: ExactNumber?
  /// The first error in evaluation order, if any.
  var error: CalculationError?
  /// False when an operand is missing or a variable has no value.
  var isComplete: Bool

  /// Whether the value is zero: exactly so when the exact value is known (1.25e-327 is
  /// not zero, though its `Double` is).
  var isZero: Bool { exact.map { $0.isZero } ?? (value == 0) }

  /// Whether the value is below zero, exactly so when the exact value is known.
  var isNegative: Bool { exact.map { $0.signum < 0 } ?? (value < 0) }

  /// Whether a display shows a constructive real's digits (or its verdict) for this value.
  ///
  /// It does when the value is complete and not exact, and floating point found no error, a
  /// domain error or an overflow, which the real judges: 1/sin(10^−1000) is 10^1000, though
  /// the sine's `Double` is 0, and sinh(1000) is 9.85035557008523e+433.
  var displayIsReal: Bool {
    guard isComplete, exact == nil else { return false }
    switch error {
    case nil, .divisionByZero?, .squareRootOfNegative?, .logarithmOfNonPositive?,
      .argumentOutOfDomain?, .factorialOfNegative?, .resultTooLarge?, .resultTooSmall?,
      .tooMuchWork?,
      .indistinguishableFromZero?:
      return true
    case .missingOperand?, .undefinedVariable?:
      return false
    }
  }
}

/// The values a formula's variables take and the unit of its angles.
struct EvaluationContext: Equatable, Sendable {
  /// Variable values by name, each exact where it has an exact value.
  var variables: [String: StoredNumber]
  /// The unit of trigonometric angles.
  var angle: AngleUnit
  /// Whether a variable without a value counts as 0 (algebraic mode) or makes the
  /// result incomplete (RPN mode and typed expressions).
  var unsetVariablesAreZero: Bool

  init(
    variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians,
    unsetVariablesAreZero: Bool = false
  ) {
    self.variables = variables
    self.angle = angle
    self.unsetVariablesAreZero = unsetVariablesAreZero
  }
}
