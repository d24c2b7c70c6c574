/// The stack brain of seed 000 (reverse Polish notation): operands are pushed,
/// operations take theirs from the top of the stack.
///
/// An operation short of operands shows `?` for each one missing; a variable
/// without a value makes the result `nil`.
public struct RPNBrain: CalculatorBrain {
  private struct HistoryEntry: Sendable {
    var step: BrainStep
    var popped: [Int]
    var nodeCount: Int
  }

  private(set) var graph = FormulaGraph()
  /// The root node of each expression on the stack, oldest first.
  private var stack: [Int] = []
  private var history: [HistoryEntry] = []
  /// Undone steps and the node each one left on top of the stack.
  private var undone = UndoneSteps<HistoryEntry, Int>()

  /// An empty brain.
  public init() {}

  /// The steps that built the brain, oldest first.
  public var program: [BrainStep] { history.map { $0.step } }

  /// Variable values used by ``evaluate()`` (seed 000's `variableValues`).
  public var variableValues: [String: StoredNumber] {
    get { graph.context.variables }
    set {
      graph.setContext(EvaluationContext(variables: newValue, angle: angleUnit))
      refreshTop()
    }
  }

  /// The unit of trigonometric angles.
  public var angleUnit: AngleUnit {
    get { graph.context.angle }
    set {
      graph.setContext(EvaluationContext(variables: variableValues, angle: newValue))
      refreshTop()
    }
  }

  /// Whether there is a step to undo.
  public var canUndo: Bool { !history.isEmpty }

  /// Always `false`: RPN operations never wait.
  public var isPending: Bool { false }

  /// The value and first error of the expression on top of the stack.
  public var evaluation: Evaluation {
    guard let top = stack.last else { return Evaluation(result: nil, error: nil) }
    return graph.evaluation(of: top, in: graph.context)
  }

  /// `count` significant digits of the expression on top of the stack, every one right.
  public func moreDigits(_ count: Int) -> String? {
    stack.last.flatMap { graph.digits(of: $0, count: count, in: graph.context) }
  }

  /// ``evaluation``, computed once and kept while the expression on top of the stack and
  /// what it depends on stay the same.
  public mutating func keptEvaluation() -> Evaluation {
    guard let top = stack.last else { return Evaluation(result: nil, error: nil) }
    return graph.keptEvaluation(of: top)
  }

  /// The evaluation of the expression on top of the stack and its value as M keeps it
  /// (exact, or to 34 digits), computed once and kept.
  public mutating func keptEvaluationAndStoredResult() -> (
    evaluation: Evaluation, stored: StoredNumber?
  ) {
    guard let top = stack.last else { return (Evaluation(result: nil, error: nil), nil) }
    return graph.keptEvaluationAndStoredNumber(of: top)
  }

  /// Every expression on the stack, oldest first, separated by `, `:
  /// `√(3 + 5), cos(π)`; `?` for a missing operand.
  public var description: String {
    DescriptionWriter(graph: graph).describe(stack).text
  }

  /// Pushes a number; returns ``evaluate()``.
  @discardableResult
  public mutating func pushOperand(_ operand: Double) -> Double? {
    apply(.operand(NumberLiteral(operand)))
    return evaluate()
  }

  /// Pushes a variable (not its value); returns ``evaluate()``.
  @discardableResult
  public mutating func pushOperand(_ symbol: String) -> Double? {
    apply(.variable(symbol))
    return evaluate()
  }

  /// Performs an operation (symbol or alias) on the top of the stack, or pushes a
  /// constant; returns ``evaluate()``.
  @discardableResult
  public mutating func performOperation(_ symbol: String) -> Double? {
    if let (_, operation) = MathOperation.named(symbol) {
      apply(.operation(operation))
    }
    return evaluate()
  }

  /// ↲ with nothing typed: pushes the top expression again; returns ``evaluate()``.
  @discardableResult
  public mutating func enter() -> Double? {
    apply(.enter)
    return evaluate()
  }

  /// The value of the top expression.
  ///
  /// It is `nil` when the stack is empty, an operand is missing or a variable has no value. NaN or ±∞ on an error.
  public func evaluate() -> Double? {
    evaluation.result
  }

  /// Applies a step; returns `false`, changing nothing, when it has no effect.
  @discardableResult
  public mutating func apply(_ step: BrainStep) -> Bool {
    if let (entry, top) = undone.redo(step) {
      stack.removeLast(entry.popped.count)
      stack.append(top)
      history.append(entry)
      refreshTop()
      return true
    }
    undone.discard(from: &graph)
    let nodeCount = graph.count
    if let operand = graph.appendOperand(for: step) {
      stack.append(operand)
      history.append(HistoryEntry(step: step, popped: [], nodeCount: nodeCount))
      return true
    }
    guard let top = stack.last else { return false }
    var popped: [Int] = []
    switch step {
    case .enter:
      stack.append(top)
    case .operation(let operation):
      switch operation {
      case .unary(let function):
        popped = [top]
        stack.removeLast()
        let result = graph.append(.unary(function, top))
        if function == .percent, let y = stack.last {
          // X percent of Y, and Y stays (the HP convention): `50 ↲ 10 %` leaves 50, 5,
          // the top `50 × 10%` sharing Y's node.
          stack.append(graph.append(.binary(.multiply, y, result)))
        } else {
          stack.append(result)
        }
      case .binary(let op):
        let right = top
        stack.removeLast()
        let left = stack.popLast()
        popped = [left, right].compactMap { $0 }
        let leftNode = left ?? graph.append(.missing)
        stack.append(graph.append(.binary(op, leftNode, right)))
      case .constant, .equals:
        return false
      }
    case .operand, .variable, .expression, .openParenthesis, .closeParenthesis:
      return false
    }
    history.append(HistoryEntry(step: step, popped: popped, nodeCount: nodeCount))
    return true
  }

  /// Undoes the last step and returns it, or `nil` when there is none.
  @discardableResult
  public mutating func undo() -> BrainStep? {
    guard let last = history.popLast(), let top = stack.popLast() else { return nil }
    undone.record(last.step, entry: last, after: top, nodeCount: last.nodeCount)
    stack += last.popped
    refreshTop()
    return last.step
  }

  /// Brings the top's value up to date after a change of context or an undo: only
  /// the top is shown, and an operation refreshes the operands it takes.
  private mutating func refreshTop() {
    if let top = stack.last {
      graph.refresh(top)
    }
  }

  /// The formula of the top expression, or `nil` when the stack is empty.
  public var latestFormula: Formula? {
    stack.last.map { Formula(reachableFrom: $0, in: graph) }
  }

  /// The formula of each expression on the stack, oldest first.
  /// - Complexity: O(steps × expressions).
  public var stackFormulas: [Formula] {
    stack.map { Formula(reachableFrom: $0, in: graph) }
  }

  /// The description of the top expression, or `nil` when there is none or it
  /// is longer than `maximumNodes` nodes.
  public func latestDescription(maximumNodes: Int) -> String? {
    guard let top = stack.last, graph.writtenSizes[top] <= maximumNodes else { return nil }
    return DescriptionWriter(graph: graph).describe(top).text
  }
}
