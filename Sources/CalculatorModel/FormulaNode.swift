/// A number as it was entered: its normalised text, its `Double`, and its exact
/// decimal value when it has one.
struct NumberLiteral: Equatable, Sendable {
  /// The nearest `Double`.
  let value: Double
  /// The exact decimal value, when it fits.
  let exact: ExactDecimal?
  /// The text as typed, when it was: normalised only when a description asks.
  private let typed: String?

  /// A literal for `value`, written as its shortest decimal text.
  init(_ value: Double) {
    exact = ExactDecimal(value)
    self.value = value
    typed = nil
  }

  /// A literal from unsigned typed text such as `12.50` or `1e-3`; `nil` when the
  /// text is not a number or is too large for a `Double`.
  init?(typed text: String) {
    let exact = ExactDecimal(literal: text)
    let value = exact?.doubleValue ?? Double(text) ?? .nan
    guard value.isFinite else { return nil }
    self.exact = exact
    self.value = value
    typed = text
  }

  /// The text in descriptions: `0.5` for `.5`, `7` for `007`, every digit of a long
  /// number; a leading ASCII `-` for a negative number (descriptions print it as `−`).
  var text: String {
    typed.flatMap(ExactDecimal.normalizedText(typed:)) ?? exact?.text ?? "\(value)"
  }

  var isNegative: Bool { value < 0 }
}

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
}

/// What a node evaluates to in one context.
struct NodeValue: Sendable {
  /// The value in floating point (NaN or ±∞ when there is an error).
  var value: Double
  /// The exact decimal value, when every step so far was exact.
  var exact: ExactDecimal?
  /// The first error in evaluation order, if any.
  var error: CalculationError?
  /// False when an operand is missing or a variable has no value.
  var isComplete: Bool

  /// Whether the value is zero: exactly so when the exact decimal is known (a decimal
  /// such as 1.25e-327 is not zero, though its `Double` is).
  var isZero: Bool { exact.map { $0.significand == 0 } ?? (value == 0) }

  /// Whether the value is below zero, exactly so when the exact decimal is known.
  var isNegative: Bool { exact.map { $0.significand < 0 } ?? (value < 0) }
}

/// The values a formula's variables take and the unit of its angles.
struct EvaluationContext: Equatable, Sendable {
  /// Variable values by name.
  var variables: [String: Double] {
    didSet { exactVariables = Self.exactValues(of: variables) }
  }
  /// The unit of trigonometric angles.
  var angle: AngleUnit
  /// Whether a variable without a value counts as 0 (algebraic mode) or makes the
  /// result incomplete (RPN mode and typed expressions).
  var unsetVariablesAreZero: Bool
  /// Each variable's value as an exact decimal, worked out once: a variable node is
  /// evaluated often (every →M recomputes them), and the conversion reads the value's
  /// shortest text.
  private(set) var exactVariables: [String: ExactDecimal]

  init(
    variables: [String: Double] = [:], angle: AngleUnit = .radians,
    unsetVariablesAreZero: Bool = false
  ) {
    self.variables = variables
    self.angle = angle
    self.unsetVariablesAreZero = unsetVariablesAreZero
    exactVariables = Self.exactValues(of: variables)
  }

  private static func exactValues(of variables: [String: Double]) -> [String: ExactDecimal] {
    variables.compactMapValues { ExactDecimal($0) }
  }
}
