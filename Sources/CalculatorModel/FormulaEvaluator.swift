/// Evaluates typed text line after line, as ``Formula/evaluation(using:angle:)`` does, at
/// a batch's speed: it keeps only the nodes' values, in storage reused from one line to
/// the next, and builds a formula graph only for a line whose display needs one.
///
/// ```swift
/// var evaluator = FormulaEvaluator()
/// try evaluator.evaluation(of: "1/3 + 1/6").display   // "0.5"
/// ```
public struct FormulaEvaluator {
  private var parser: FormulaParser<FormulaValues>
  /// The definitions the text may use.
  public var definitions = Definitions() {
    didSet { parser.definitions = definitions.table }
  }

  /// An evaluator with the given variables and unit of trigonometric angles.
  public init(variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians) {
    parser = FormulaParser(
      building: FormulaValues(context: EvaluationContext(variables: variables, angle: angle)))
  }

  /// The value of the variable `name` from now on (`nil`: none).
  public mutating func setVariable(_ name: String, to value: StoredNumber?) {
    parser.builder.context.variables[name] = value
  }

  /// The evaluation of `text`: what `Formula(parsing: text)` evaluates to.
  /// - Throws: the ``ParseError`` that `Formula(parsing:)` throws.
  /// - Complexity: O(length of `text`), however deeply it is nested.
  public mutating func evaluation(of text: String) throws(ParseError) -> Evaluation {
    parser.builder.removeAll()
    let root = try parser.parse(text)
    if let value = parser.builder.valueWithoutGraph(of: root) {
      return Evaluation(value)
    }
    let context = parser.builder.context
    return try definitions.formula(parsing: text).evaluation(
      using: context.variables, angle: context.angle)
  }
}

/// The values of the nodes a parser reads, without the nodes: enough for a display
/// whose value is exact, and for errors.
struct FormulaValues: FormulaBuilder {
  /// The variables' values and the angle unit.
  var context: EvaluationContext
  private var values: [NodeValue] = []
  /// Whether each node is the constant e.
  private var isEuler: [Bool] = []
  /// Whether each node is a percent, `b%`.
  private var isPercent: [Bool] = []
  /// Whether an x − x or x ÷ x had two operand nodes, one of them inexact: only the nodes
  /// tell whether they are the same formula, whose difference is exactly 0. (Of exact
  /// operands the exact difference is known either way.)
  private var needsNodes = false

  init(context: EvaluationContext) {
    self.context = context
  }

  /// Forgets every value, keeping the storage.
  mutating func removeAll() {
    values.removeAll(keepingCapacity: true)
    isEuler.removeAll(keepingCapacity: true)
    isPercent.removeAll(keepingCapacity: true)
    needsNodes = false
  }

  mutating func append(_ node: FormulaNode) -> Int {
    var undecided = false
    let value = FormulaGraph.evaluate(
      node, in: context,
      sameFormula: { a, b in
        undecided = undecided || a != b && (values[a].exact == nil || values[b].exact == nil)
        return a == b
      },
      isPercent: { isPercent[$0] }, operand: { values[$0] })
    needsNodes = needsNodes || undecided
    isEuler.append(node.isEulerConstant)
    isPercent.append(node.isPercent)
    values.append(value)
    return values.count - 1
  }

  func isEulerConstant(_ index: Int) -> Bool {
    isEuler[index]
  }

  mutating func reserveCapacity(_ count: Int) {
    values.reserveCapacity(values.count + count)
    isEuler.reserveCapacity(isEuler.count + count)
    isPercent.reserveCapacity(isPercent.count + count)
  }

  /// Node `root`'s value when the values alone decide its display: `nil` when its display
  /// is a constructive real's (which the nodes build) or an x − x needs the nodes.
  func valueWithoutGraph(of root: Int) -> NodeValue? {
    let value = values[root]
    return needsNodes || value.displayIsReal ? nil : value
  }
}
