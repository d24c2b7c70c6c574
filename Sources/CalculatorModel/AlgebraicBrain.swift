/// The immediate-execution brain of seeds 001 and 003: each binary operation is
/// performed when the next one is entered, as on a pocket calculator.
///
/// It records the steps it is given and keeps the formula they build; an unset
/// variable counts as 0.
public struct AlgebraicBrain: CalculatorBrain {
  /// A binary operation waiting for its second operand.
  typealias Pending = (op: BinaryOperator, left: Int)

  /// Where the replay of the steps stands.
  private struct Position: Sendable {
    var accumulator: Int?
    var pending: Pending?
    var hasOperandSincePending = false
    /// The operations waiting outside each open parenthesis, outermost first (`nil`
    /// where a parenthesis opened with nothing pending).
    var outside: [Pending?] = []
    /// The share `a × b%` that a pending `a + b%` or `a − b%` adds or takes away: what
    /// the display shows from `%` until the next step (`50 + 10 %` shows 5).
    var share: Int?
    /// The operation and right operand of the `=` just performed, which another `=`
    /// repeats (`2 + 3 = =` is 8); `nil` after any other step.
    var repeated: (op: BinaryOperator, right: Int)?

    /// The node the display shows.
    var shown: Int? { share ?? accumulator }
  }

  /// The most parentheses open at once; another `(` does nothing.
  public static let maximumNesting = 100

  private struct HistoryEntry: Sendable {
    var step: BrainStep
    var before: Position
    var nodeCount: Int
  }

  private(set) var graph = FormulaGraph(context: EvaluationContext(unsetVariablesAreZero: true))
  private var position = Position()
  private var history: [HistoryEntry] = []
  private var undone = UndoneSteps<HistoryEntry, Position>()

  /// An empty brain.
  public init() {}

  /// The steps that built the brain, oldest first.
  public var program: [BrainStep] { history.map { $0.step } }

  /// Variable values the brain keeps its evaluation current for.
  public var variableValues: [String: StoredNumber] {
    get { graph.context.variables }
    set {
      graph.setContext(
        EvaluationContext(variables: newValue, angle: angleUnit, unsetVariablesAreZero: true))
      refreshAccumulator()
    }
  }

  /// The unit of trigonometric angles.
  public var angleUnit: AngleUnit {
    get { graph.context.angle }
    set {
      graph.setContext(
        EvaluationContext(variables: variableValues, angle: newValue, unsetVariablesAreZero: true))
      refreshAccumulator()
    }
  }

  /// Whether there is a step to undo.
  public var canUndo: Bool { !history.isEmpty }

  /// How many parentheses are open.
  public var openParentheses: Int { position.outside.count }

  /// Whether a binary operation waits for its second operand, or a parenthesis is open.
  public var isPending: Bool { position.pending != nil || !position.outside.isEmpty }

  /// The current result and first error, with ``variableValues``.
  public var evaluation: Evaluation {
    evaluation(in: graph.context)
  }

  /// `count` significant digits of the current result, every one right.
  public func moreDigits(_ count: Int) -> String? {
    position.shown.flatMap { graph.digits(of: $0, count: count, in: graph.context) }
  }

  /// ``evaluation``, computed once and kept while the shown result and what it depends
  /// on stay the same.
  public mutating func keptEvaluation() -> Evaluation {
    guard let shown = position.shown else { return Evaluation(result: nil, error: nil) }
    return graph.keptEvaluation(of: shown)
  }

  /// The current result's evaluation and its value as M keeps it (exact, or to 34
  /// digits), computed once and kept.
  public mutating func keptEvaluationAndStoredResult() -> (
    evaluation: Evaluation, stored: StoredNumber?
  ) {
    guard let accumulator = position.accumulator else {
      return (Evaluation(result: nil, error: nil), nil)
    }
    return graph.keptEvaluationAndStoredNumber(of: accumulator)
  }

  /// The description: `7 + 9`, `7 +` while pending, `√(7 + 9)`.
  public var description: String {
    let writer = DescriptionWriter(graph: graph)
    let current: DescriptionWriter.Current =
      if let (op, left) = position.pending {
        .pending(
          op, left: left, right: position.hasOperandSincePending ? position.accumulator : nil)
      } else {
        .value(position.accumulator)
      }
    return writer.describe(outside: position.outside, current).text
  }

  /// Enters a number as an operand: the value of its shortest decimal text (0.1 is 1/10).
  public mutating func setOperand(_ operand: Double) {
    apply(.operand(NumberLiteral(operand)))
  }

  /// Enters a variable as an operand.
  public mutating func setOperand(variable named: String) {
    apply(.variable(named))
  }

  /// Performs the operation with the given symbol or alias (`+`, `√`, `sqrt`, `=`, `π`);
  /// a name the operations table does not have does nothing.
  public mutating func performOperation(_ symbol: String) {
    if let (_, operation) = MathOperation.named(symbol) {
      apply(.operation(operation))
    }
  }

  /// Evaluates the steps with the given variable values (an unset variable counts
  /// as 0), without changing the brain.
  /// - Returns: the result (`nil` before any operand), whether a binary operation
  ///   is pending, and the description.
  /// - Complexity: that of ``description``, plus O(steps) when `variables` differ from
  ///   ``variableValues``.
  public func evaluate(using variables: [String: StoredNumber]? = nil) -> (
    result: Double?, isPending: Bool, description: String
  ) {
    let context = EvaluationContext(
      variables: variables ?? [:], angle: angleUnit, unsetVariablesAreZero: true)
    return (evaluation(in: context).result, isPending, description)
  }

  /// Like ``evaluate(using:)``, with the first error in evaluation order.
  public func evaluation(using variables: [String: StoredNumber]? = nil) -> Evaluation {
    evaluation(
      in: EvaluationContext(
        variables: variables ?? [:], angle: angleUnit, unsetVariablesAreZero: true))
  }

  /// Applies a step; returns `false`, changing nothing, when it has no effect.
  @discardableResult
  public mutating func apply(_ step: BrainStep) -> Bool {
    if let (entry, after) = undone.redo(step) {
      history.append(entry)
      position = after
      refreshAccumulator()
      return true
    }
    undone.discard(from: &graph)
    let before = position
    let nodeCount = graph.count
    guard perform(step) else {
      position = before
      graph.truncate(to: nodeCount)
      return false
    }
    history.append(HistoryEntry(step: step, before: before, nodeCount: nodeCount))
    return true
  }

  /// Undoes the last step and returns it, or `nil` when there is none.
  @discardableResult
  public mutating func undo() -> BrainStep? {
    guard let last = history.popLast() else { return nil }
    undone.record(last.step, entry: last, after: position, nodeCount: last.nodeCount)
    position = last.before
    refreshAccumulator()
    return last.step
  }

  /// Brings the shown value up to date after a change of context or an undo; the
  /// pending operand is refreshed when an operation takes it.
  private mutating func refreshAccumulator() {
    if let shown = position.shown {
      graph.refresh(shown)
    }
  }

  /// The description of the current result, or `nil` when it is longer than
  /// `maximumNodes` nodes or an operation is pending.
  public func latestDescription(maximumNodes: Int) -> String? {
    guard !isPending, let accumulator = position.accumulator else { return nil }
    guard graph.writtenSizes[accumulator] <= maximumNodes else { return nil }
    return DescriptionWriter(graph: graph).describe(accumulator).text
  }

  /// The formula of the current result, or `nil` while an operation is pending or
  /// before any operand.
  public var latestFormula: Formula? {
    guard !isPending, let accumulator = position.accumulator else { return nil }
    return Formula(reachableFrom: accumulator, in: graph)
  }

  private func evaluation(in context: EvaluationContext) -> Evaluation {
    guard let shown = position.shown else {
      return Evaluation(result: nil, error: nil)
    }
    return graph.evaluation(of: shown, in: context)
  }

  /// Performs a step on the position; returns whether it had an effect.
  private mutating func perform(_ step: BrainStep) -> Bool {
    position.share = nil
    let repeated = position.repeated
    position.repeated = nil
    if let operand = graph.appendOperand(for: step) {
      position.accumulator = operand
      position.hasOperandSincePending = position.pending != nil
      return true
    }
    switch step {
    case .openParenthesis: return open()
    case .closeParenthesis: return close()
    default: break
    }
    guard case .operation(let operation) = step else { return false }
    if position.accumulator == nil, case .binary = operation {
      // A binary operation first takes the displayed 0, as on a pocket calculator.
      position.accumulator = graph.append(.number(NumberLiteral(0)))
    }
    guard let accumulator = position.accumulator else { return false }
    switch operation {
    case .constant:
      return false
    case .unary(let function):
      let result = graph.append(.unary(function, accumulator))
      position.accumulator = result
      position.hasOperandSincePending = position.pending != nil
      if let (op, left) = position.pending,
        FormulaGraph.isPercentShare(
          .binary(op, left, result), isPercent: { graph.nodes[$0].isPercent })
      {
        position.share = graph.append(.binary(.multiply, left, result))
      }
    case .binary(let op):
      if let (pendingOp, left) = position.pending, position.hasOperandSincePending {
        let result = graph.append(.binary(pendingOp, left, accumulator))
        position.accumulator = result
        position.pending = (op, result)
      } else {
        position.pending = (op, position.pending?.left ?? accumulator)
      }
      position.hasOperandSincePending = false
    case .equals:
      let closed = !position.outside.isEmpty
      while !position.outside.isEmpty {
        guard close() else { return false }
      }
      guard let (op, left) = position.pending, let right = position.accumulator else {
        // `=` again repeats the last operation with its right operand: 2 + 3 = = is 8.
        guard !closed, let (op, right) = repeated else { return closed }
        position.accumulator = graph.append(.binary(op, accumulator, right))
        position.repeated = (op, right)
        return true
      }
      position.accumulator = graph.append(.binary(op, left, right))
      position.repeated = (op, right)
      position.pending = nil
      position.hasOperandSincePending = false
    }
    return true
  }

  /// `(`: the pending operation waits outside, and a sub-calculation starts (an
  /// operand entered since the operation is replaced by it, as a new number would be).
  private mutating func open() -> Bool {
    guard position.outside.count < Self.maximumNesting else { return false }
    position.outside.append(position.pending)
    position.pending = nil
    position.accumulator = nil
    position.hasOperandSincePending = false
    return true
  }

  /// `)`: finishes the innermost sub-calculation (its pending operation as `=` would)
  /// and makes it the operand of what waited outside.
  private mutating func close() -> Bool {
    guard let outside = position.outside.last, var inner = position.accumulator else {
      return false
    }
    if let (op, left) = position.pending {
      inner = graph.append(.binary(op, left, inner))
    }
    position.outside.removeLast()
    position.accumulator = inner
    position.pending = outside
    position.hasOperandSincePending = outside != nil
    return true
  }
}
