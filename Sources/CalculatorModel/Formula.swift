import ExactArithmetic

/// A mathematical expression: typed text parsed once, then described and
/// evaluated as often as needed.
///
/// ```swift
/// let formula = try Formula(parsing: "4 + 5 × 3")
/// formula.description             // "4 + 5 × 3"
/// formula.evaluation().result     // 19
/// ```
public struct Formula: Sendable, CustomStringConvertible {
  var graph: FormulaGraph
  let root: Int

  /// The longest text accepted, in UTF-8 bytes.
  static let maximumLength = 10_000_000

  /// Parses typed text: `sin(x)^2 + 3`, `√(7+9)`, `2πx`, `-2^2`, `5!`, `1e-3`.
  /// - Throws: a ``ParseError`` naming what was wrong and the column.
  /// - Complexity: O(length of `text`), however deeply it is nested.
  public init(parsing text: String) throws(ParseError) {
    try self.init(parsing: text, definitions: DefinitionTable())
  }

  /// Parses typed text whose uses of `definitions` are expanded.
  init(parsing text: String, definitions: DefinitionTable) throws(ParseError) {
    var graph = FormulaGraph()
    root = try FormulaParser<FormulaGraph>.parse(
      text, appendingTo: &graph, definitions: definitions)
    self.graph = graph
  }

  init(graph: FormulaGraph, root: Int) {
    self.graph = graph
    self.root = root
  }

  /// The formula rooted at node `root` of `graph`, with only the nodes it reaches.
  ///
  /// A brain's graph also holds what undo may need and earlier calculations.
  /// Shared nodes stay shared.
  /// - Complexity: O(`root`).
  init(reachableFrom root: Int, in graph: FormulaGraph) {
    var reached = [Bool](repeating: false, count: root + 1)
    reached[root] = true
    for index in stride(from: root, through: 0, by: -1) where reached[index] {
      switch graph.nodes[index] {
      case .unary(_, let operand): reached[operand] = true
      case .binary(_, let left, let right):
        reached[left] = true
        reached[right] = true
      case .defined(let written, let value):
        reached[value] = true
        for argument in written.arguments { reached[argument] = true }
      case .number, .constant, .variable, .missing: break
      }
    }
    var subgraph = FormulaGraph(context: EvaluationContext(angle: graph.context.angle))
    var moved = [Int](repeating: 0, count: root + 1)
    for index in 0...root where reached[index] {
      let node: FormulaNode
      switch graph.nodes[index] {
      case .unary(let function, let operand): node = .unary(function, moved[operand])
      case .binary(let op, let left, let right): node = .binary(op, moved[left], moved[right])
      case .defined(var written, let value):
        written.arguments = written.arguments.map { moved[$0] }
        node = .defined(written, moved[value])
      case let leaf: node = leaf
      }
      moved[index] = subgraph.append(node)
    }
    self.init(graph: subgraph, root: moved[root])
  }

  /// The description, with minimal parentheses and the product's symbols.
  ///
  /// For example `4 + 5 × 3`, `3 − (−5)`, `√(2)³`). It parses back to the same value.
  public var description: String {
    DescriptionWriter(graph: graph).describe(root).text
  }

  /// Whether the formula computes something: it has an operation other than the sign
  /// of a number (`17 × 34`, `cos(0)`; not `42`, `-3.5`, `π` or `x`).
  public var isCalculation: Bool {
    switch graph.nodes[root] {
    case .number, .constant, .variable, .missing: false
    case .defined(let written, _): !written.arguments.isEmpty
    case .unary(.negation, let operand):
      if case .number = graph.nodes[operand] { false } else { true }
    case .unary, .binary: true
    }
  }

  /// Whether every operation has its operands (an RPN operation short of operands
  /// leaves a `?`).
  public var isComplete: Bool {
    !graph.nodes[...root].contains {
      if case .missing = $0 { true } else { false }
    }
  }

  /// How many nodes the formula holds: what evaluating it costs at most.
  public var nodeCount: Int { graph.nodes.count }

  /// The names of the variables the formula uses.
  public var variableNames: Set<String> {
    var names: Set<String> = []
    for case .variable(let name) in graph.nodes[...root] {
      names.insert(name)
    }
    return names
  }

  /// Evaluates the formula.
  /// - Parameters:
  ///   - variables: values by name; a variable missing from it makes the result
  ///     `nil` with the error ``CalculationError/undefinedVariable(_:)``.
  ///   - angle: the unit of trigonometric angles.
  /// - Returns: the result (`nil` when a variable has no value; NaN or ±∞ when
  ///   there is an error) and the first error in evaluation order.
  /// - Complexity: O(number of nodes).
  public func evaluation(
    using variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) -> Evaluation {
    graph.evaluation(of: root, in: EvaluationContext(variables: variables, angle: angle))
  }

  /// `count` (1 to 10,000) significant digits of the value with `variables`, every one
  /// right, at a display's cost bounds (``digits(_:angle:)`` has none); `nil`
  /// when there is no value, an error, or digits the engine cannot decide within them.
  public func moreDigits(
    _ count: Int, using variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) -> String? {
    graph.digits(of: root, count: count, in: EvaluationContext(variables: variables, angle: angle))
  }

  /// The evaluation with `variables` (``evaluation(using:angle:)``) and the value as M
  /// keeps it (→M, `--var`): exact where it has an exact value, else rounded to 34
  /// significant digits by the exact engine (the displayed digits where those are beyond
  /// a display's bounds, or the `Double` where a display shows its digits); `nil` when
  /// there is no value or an error.
  /// - Complexity: O(number of nodes), plus a display's exact work.
  public func evaluationAndStoredValue(
    using variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) -> (evaluation: Evaluation, stored: StoredNumber?) {
    graph.evaluationAndStoredNumber(
      of: root, in: EvaluationContext(variables: variables, angle: angle))
  }
}

extension Formula {
  /// The value with `variables` as text a program can read whatever its size: every digit
  /// of a whole number (all 309 of 2^1024), else 17 significant digits with an exponent
  /// where `%.17g` writes one, every digit right; `nil` when there is no value or an error.
  public func valueText(
    using variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) -> String? {
    graph.valueText(of: root, in: EvaluationContext(variables: variables, angle: angle))
  }
}

/// The outcome of evaluating a formula or a brain.
public struct Evaluation: Equatable, Sendable {
  /// The value.
  ///
  /// It is `nil` when it cannot be computed (nothing entered, a missing
  /// operand, a variable with no value). NaN or ±∞ when ``error`` says why.
  public var result: Double?
  /// The first error in evaluation order, if any.
  public var error: CalculationError?

  /// An evaluation with the given parts.
  public init(result: Double?, error: CalculationError?) {
    self.result = result
    self.error = error
  }

  /// The exact value's 15 significant digits, when it is known exactly, or a
  /// constructive real's.
  private var exactDisplay: String?
  /// The exact value, when the display's digits are its digits.
  private var exact: ExactNumber?

  /// The evaluation of a node's value: its exact digits where it has an exact value (an
  /// error where they are beyond the engine's bound), and ``CalculationError/resultTooLarge``
  /// where floating point went beyond its range and nothing exact is known.
  init(_ value: NodeValue) {
    self.init(result: value.isComplete ? value.value : nil, error: value.error)
    guard value.isComplete, value.error == nil else { return }
    if let exact = value.exact {
      do throws(ArithmeticError) {
        let (digits, double) = try exact.roundedWithDouble(
          toSignificantDigits: DisplayFormat.significantDigits)
        result = double
        exactDisplay = exact.displayText(rounded: digits)
        self.exact = exact
      } catch {
        self.error = CalculationError(error)
      }
    } else if !value.value.isFinite {
      error = .resultTooLarge
    }
  }

  /// Sets the value from a constructive real: its correctly rounded `Double` and digits.
  mutating func setReal(digits: String, double: Double) {
    result = double
    error = nil
    exactDisplay = digits
    exact = nil
  }

  /// The exact value whose digits the display shows, when there is one (`nil` for a
  /// constructive real's digits or a `Double`'s, and on an error).
  public var exactValue: StoredNumber? {
    guard let result, error == nil, let exact else { return nil }
    return StoredNumber(exact, double: result)
  }

  /// The value as M keeps it when no more digits are known: the exact value, the
  /// displayed digits of a constructive real, or the `Double` whose digits the display
  /// shows; `nil` when there is no result or an error, and for a value beyond the exact
  /// rationals' bound (about 10^±9,864) that is not a `Double` either (M cannot keep it).
  public var storedValue: StoredNumber? {
    guard let result, error == nil else { return nil }
    if let exactValue {
      return exactValue
    }
    if let digits = exactDisplay.flatMap(StoredNumber.init(decimal:)) {
      return digits
    }
    return result.isFinite ? StoredNumber(result) : nil
  }

  /// The exact form shown beside the decimal (`1/3`, `2√2`, `3π/4`), which a formula
  /// parses back to the same value; `nil` when the value has no short closed form, and
  /// when the display already shows it exactly (`7`, `0.25`).
  public var exactForm: String? {
    guard result != nil, error == nil, let exact, let form = exact.form else { return nil }
    if let rational = exact.rationalValue, (try? Rational(decimal: display)) == rational {
      return nil
    }
    return form
  }

  /// Every digit of the value when it is a whole number known exactly with at most `limit`
  /// digits (all 158 of 100!), as ``display`` writes a short one; `nil` otherwise.
  /// - Complexity: O(digits²) at most, for the integer's decimal text.
  public func wholeNumberDigits(atMost limit: Int) -> String? {
    guard result != nil, error == nil, let whole = exact?.rationalValue, whole.isInteger,
      whole.numerator.bitWidth <= limit * 10 / 3 + 4
    else { return nil }
    let text = whole.numerator.description
    return text.unicodeScalars.count <= limit + (whole.signum < 0 ? 1 : 0) ? text : nil
  }

  /// What a display shows: the result with 15 significant digits, every one right where
  /// the exact value is known, or the empty string when there is no result or an error.
  public var display: String {
    guard let result, error == nil else { return "" }
    return exactDisplay ?? DisplayFormat.string(for: result)
  }
}
