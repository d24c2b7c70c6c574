/// A number as it was entered: its normalised text, its `Double`, and its exact value.
struct NumberLiteral: Equatable, Sendable {
  /// The nearest `Double` (±∞ or 0 beyond the `Double` range).
  let value: Double
  /// The exact value (SPEC §20), when it is within ``Rational``'s bound.
  let exact: Rational?
  /// The value as a significand and a power of ten, for a literal whose exponent is beyond
  /// ``Rational``'s bound (`1e-100000`): its real is computed from them.
  let scientific: ScientificNumber?
  /// The text as typed, when it was: normalised only when a description asks.
  private let typed: String?

  /// A literal for `value`, whose exact value is that of its text in descriptions (0.1 is
  /// 1/10), so a description reads back as the same number.
  init(_ value: Double) {
    exact = DecimalText.shortest(value).flatMap { try? Rational(decimal: $0) }
    self.value = value
    scientific = nil
    typed = nil
  }

  /// A literal from the UTF-8 bytes of unsigned typed text such as `12.50`, `1e-3` or
  /// `1e400`; `nil` when the text is not a number.
  init?(typed bytes: Span<UInt8>) {
    let exact = try? Rational(decimalBytes: bytes)
    let text = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    let value = exact?.doubleValue ?? Double(text) ?? .nan
    scientific = exact == nil ? ScientificNumber(text) : nil
    guard exact != nil || scientific != nil || value.isFinite else { return nil }
    self.exact = exact
    self.value = value
    typed = text
  }

  /// The text in descriptions: `0.5` for `.5`, `7` for `007`, every digit of a long
  /// number; a leading ASCII `-` for a negative number (descriptions print it as `−`).
  var text: String {
    typed.flatMap(DecimalText.normalizedText(typed:)) ?? DecimalText.shortest(value) ?? "\(value)"
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

/// What a node evaluates to in one context.
struct NodeValue: Sendable {
  /// The value in floating point (NaN or ±∞ when there is an error).
  var value: Double
  /// The exact value (SPEC §20), when it is a rational times a known factor.
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
  /// the sine's `Double` is 0, and sinh(1000) is 9.85035557008523e+433 (SPEC §20).
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
  /// Variable values by name.
  var variables: [String: Double] {
    didSet { exactVariables = Self.exactValues(of: variables) }
  }
  /// The unit of trigonometric angles.
  var angle: AngleUnit
  /// Whether a variable without a value counts as 0 (algebraic mode) or makes the
  /// result incomplete (RPN mode and typed expressions).
  var unsetVariablesAreZero: Bool
  /// Each variable's exact value (its shortest decimal text's), worked out once: a
  /// variable node is evaluated often (every →M recomputes them).
  private(set) var exactVariables: [String: ExactNumber]

  init(
    variables: [String: Double] = [:], angle: AngleUnit = .radians,
    unsetVariablesAreZero: Bool = false
  ) {
    self.variables = variables
    self.angle = angle
    self.unsetVariablesAreZero = unsetVariablesAreZero
    exactVariables = Self.exactValues(of: variables)
  }

  private static func exactValues(of variables: [String: Double]) -> [String: ExactNumber] {
    variables.compactMapValues { value in
      value.isFinite ? NumberLiteral(value).exact.map { ExactNumber($0) } : nil
    }
  }
}
