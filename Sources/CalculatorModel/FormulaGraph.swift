/// An append-only store of formula nodes with each node's value kept up to date
/// for one evaluation context.
///
/// Brains append a node per step and pop nodes on undo, so evaluating after a
/// step costs O(1); a context change re-evaluates only the nodes that depend on a
/// variable. Nodes may be shared (RPN's ↲ duplicates, algebraic `7 + =`), which
/// makes the store a DAG rather than a tree.
struct FormulaGraph: Sendable {
  private(set) var nodes: [FormulaNode] = []
  private(set) var values: [NodeValue] = []
  private(set) var context: EvaluationContext
  /// Indices, ascending, of the nodes whose value depends on a variable.
  private var variableDependents: [Int] = []
  private var dependsOnVariable: [Bool] = []
  /// How many nodes each node's description writes (shared nodes count each time),
  /// capped at `Int.max`: tells in O(1) whether a description is short.
  private(set) var writtenSizes: [Int] = []
  /// Whether each node's unparenthesised description starts with a minus sign, kept
  /// as nodes are added so that describing never walks down a chain to find out.
  private(set) var startsWithSign: [Bool] = []

  init(context: EvaluationContext = EvaluationContext()) {
    self.context = context
  }

  var count: Int { nodes.count }

  /// Appends `node` (whose children must already be in the store) and returns its index.
  /// - Complexity: O(1) amortised.
  @discardableResult
  mutating func append(_ node: FormulaNode) -> Int {
    let index = nodes.count
    let value = Self.evaluate(node, in: context) { values[$0] }
    let dependent: Bool
    var size = 1
    switch node {
    case .variable: dependent = true
    case .unary(_, let operand):
      dependent = dependsOnVariable[operand]
      size = Self.saturatingSum(size, writtenSizes[operand])
    case .binary(_, let left, let right):
      dependent = dependsOnVariable[left] || dependsOnVariable[right]
      size = Self.saturatingSum(Self.saturatingSum(size, writtenSizes[left]), writtenSizes[right])
    case .number, .constant, .missing: dependent = false
    }
    writtenSizes.append(size)
    startsWithSign.append(DescriptionWriter.startsWithSign(node, in: self))
    nodes.append(node)
    values.append(value)
    dependsOnVariable.append(dependent)
    if dependent {
      variableDependents.append(index)
    }
    return index
  }

  /// Makes room for `count` more nodes.
  mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(nodes.count + count)
    values.reserveCapacity(values.count + count)
    dependsOnVariable.reserveCapacity(dependsOnVariable.count + count)
    writtenSizes.reserveCapacity(writtenSizes.count + count)
    startsWithSign.reserveCapacity(startsWithSign.count + count)
  }

  /// Removes every node from `count` on.
  mutating func truncate(to count: Int) {
    guard count < nodes.count else { return }
    nodes.removeSubrange(count...)
    values.removeSubrange(count...)
    dependsOnVariable.removeSubrange(count...)
    writtenSizes.removeSubrange(count...)
    startsWithSign.removeSubrange(count...)
    while let last = variableDependents.last, last >= count {
      variableDependents.removeLast()
    }
  }

  /// Changes the context and re-evaluates what it affects.
  /// - Complexity: O(n) when the angle unit or the unset-variable rule changes,
  ///   else O(number of nodes that depend on a variable).
  mutating func setContext(_ newContext: EvaluationContext) {
    guard newContext != context else { return }
    let everything =
      newContext.angle != context.angle
      || newContext.unsetVariablesAreZero != context.unsetVariablesAreZero
    context = newContext
    if everything {
      for index in nodes.indices {
        values[index] = Self.evaluate(nodes[index], in: context) { values[$0] }
      }
    } else {
      for index in variableDependents {
        values[index] = Self.evaluate(nodes[index], in: context) { values[$0] }
      }
    }
  }

  /// The value of node `index` in `context`, without changing the store.
  /// - Complexity: O(1) when `context` is the store's, else O(index).
  func value(of index: Int, in context: EvaluationContext) -> NodeValue {
    if context == self.context {
      return values[index]
    }
    var fresh: [NodeValue] = []
    fresh.reserveCapacity(index + 1)
    for node in nodes[...index] {
      fresh.append(Self.evaluate(node, in: context) { fresh[$0] })
    }
    return fresh[index]
  }

  private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  /// The value of one node given the values of its operands.
  static func evaluate(
    _ node: FormulaNode, in context: EvaluationContext, operand: (Int) -> NodeValue
  ) -> NodeValue {
    switch node {
    case .number(let literal):
      return NodeValue(value: literal.value, exact: literal.exact, isComplete: true)
    case .constant(_, let value):
      return NodeValue(value: value, isComplete: true)
    case .variable(let name):
      if let value = context.variables[name] {
        return NodeValue(value: value, exact: ExactDecimal(value), isComplete: true)
      }
      if context.unsetVariablesAreZero {
        return NodeValue(
          value: 0, exact: ExactDecimal(significand: 0, exponent: 0), isComplete: true)
      }
      return NodeValue(value: .nan, error: .undefinedVariable(name), isComplete: false)
    case .missing:
      return NodeValue(value: .nan, error: .missingOperand, isComplete: false)
    case .unary(let function, let index):
      let x = operand(index)
      let exact = x.exact.flatMap(function.applyExactly)
      let result = exact?.doubleValue ?? function.apply(x.value, angle: context.angle)
      let error = x.error ?? (x.isComplete ? function.error(x.value, result: result) : nil)
      return NodeValue(value: result, exact: exact, error: error, isComplete: x.isComplete)
    case .binary(let op, let leftIndex, let rightIndex):
      let left = operand(leftIndex)
      let right = operand(rightIndex)
      var exact: ExactDecimal?
      if let l = left.exact, let r = right.exact {
        exact = op.applyExactly(l, r)
      }
      let result = exact?.doubleValue ?? op.apply(left.value, right.value)
      let isComplete = left.isComplete && right.isComplete
      let error =
        left.error ?? right.error
        ?? (isComplete ? op.error(left.value, right.value, result: result) : nil)
      return NodeValue(value: result, exact: exact, error: error, isComplete: isComplete)
    }
  }
}
