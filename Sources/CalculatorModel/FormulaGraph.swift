import ExactArithmetic

/// An append-only store of formula nodes with each node's value kept for one
/// evaluation context.
///
/// Brains append a node per step and pop nodes on undo, so evaluating after a
/// step costs O(1). A change of context costs O(1): a change of a variable's value
/// marks the values that depend on it as stale, and ``refresh(_:)`` recomputes the
/// stale nodes a root reaches when its value is needed — so a long program is never
/// re-walked, only what the current result depends on. Values are kept for both
/// angle units, so a Deg/Rad toggle only switches between them and each node's value
/// in the other unit is computed at most once. Nodes may be shared (RPN's ↲
/// duplicates, algebraic `7 + =`), which makes the store a DAG rather than a tree.
struct FormulaGraph: Sendable {
  private(set) var nodes: [FormulaNode] = []
  private(set) var context: EvaluationContext
  /// What each node's value depends on besides its operands' values.
  private var dependences: [Dependence] = []
  /// The values in the current angle unit, one per node.
  private var current = ValueCache()
  /// The values in the other angle unit, for the nodes that existed when it was last
  /// current (it is brought up to date when it becomes current again).
  private var other = ValueCache()
  /// The current context generation, and the generation in which the variables'
  /// values (or the unset-variable rule) last changed.
  private var generation = 0
  private var variablesChangedIn = 0
  /// How many node values have been computed: what tests count to show that a key's
  /// work is bounded by what it changes.
  private(set) var evaluationCount = 0
  /// How many nodes each node's description writes (shared nodes count each time),
  /// capped at `Int.max`: tells in O(1) whether a description is short.
  private(set) var writtenSizes: [Int] = []
  /// Whether each node's unparenthesised description starts with a minus sign, kept
  /// as nodes are added so that describing never walks down a chain to find out.
  private(set) var startsWithSign: [Bool] = []
  /// Whether each node's unparenthesised description is a sum or difference with a percent
  /// among its terms (``DescriptionWriter/hasPercentTerm(_:in:)``), kept likewise.
  private(set) var hasPercentTerm: [Bool] = []
  /// Each node's shape (``shape(of:operandShapes:)``), which tells in O(1) that two nodes
  /// are not the same formula.
  private(set) var shapes: [UInt64] = []
  /// The displays computed for nodes (``keptEvaluation(of:)``), which undo, redo and the
  /// same key again show without computing them again.
  var keptDisplays: [Int: KeptDisplay] = [:]

  /// Whether a node's value depends on a variable or on the angle unit.
  private struct Dependence: OptionSet, Sendable {
    let rawValue: UInt8
    static let variables = Dependence(rawValue: 1)
    static let angle = Dependence(rawValue: 2)
  }

  /// Every node's value in one angle unit, and the generation it was computed in
  /// (`never` when it has not been).
  private struct ValueCache: Sendable {
    static let never = -1
    var values: [NodeValue] = []
    var computedIn: [Int] = []
  }

  init(context: EvaluationContext = EvaluationContext()) {
    self.context = context
  }

  var count: Int { nodes.count }

  /// Appends `node` (whose children must already be in the store) and returns its index.
  /// - Complexity: O(1) amortised, plus the refresh of stale operands.
  @discardableResult
  mutating func append(_ node: FormulaNode) -> Int {
    let index = nodes.count
    var dependence: Dependence = []
    var size = 1
    switch node {
    case .variable:
      dependence = .variables
    case .unary(let function, let operand):
      refresh(operand)
      dependence = dependences[operand]
      if function.usesAngle {
        dependence.insert(.angle)
      }
      size = Self.saturatingSum(size, writtenSizes[operand])
    case .binary(_, let left, let right):
      refresh(left)
      refresh(right)
      dependence = dependences[left].union(dependences[right])
      size = Self.saturatingSum(Self.saturatingSum(size, writtenSizes[left]), writtenSizes[right])
    case .defined(let written, let value):
      refresh(value)
      dependence = dependences[value]
      size = written.arguments.reduce(size) { Self.saturatingSum($0, writtenSizes[$1]) }
    case .number, .constant, .missing: break
    }
    shapes.append(Self.shape(of: node, operandShapes: shapes))
    // A closure, not `isSameFormula` itself, and shapes compared first: calling a method of
    // `self` from a closure in a mutating method copies the whole graph.
    current.values.append(
      Self.evaluate(
        node, in: context, sameFormula: { shapes[$0] == shapes[$1] && isSameFormula($0, $1) },
        isPercent: { nodes[$0].isPercent }, operand: { current.values[$0] }))
    current.computedIn.append(generation)
    evaluationCount += 1
    writtenSizes.append(size)
    startsWithSign.append(DescriptionWriter.startsWithSign(node, in: self))
    hasPercentTerm.append(DescriptionWriter.hasPercentTerm(node, in: self))
    dependences.append(dependence)
    nodes.append(node)
    return index
  }

  /// Makes room for `count` more nodes.
  mutating func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(nodes.count + count)
    dependences.reserveCapacity(dependences.count + count)
    current.values.reserveCapacity(nodes.count + count)
    current.computedIn.reserveCapacity(nodes.count + count)
    writtenSizes.reserveCapacity(writtenSizes.count + count)
    startsWithSign.reserveCapacity(startsWithSign.count + count)
    hasPercentTerm.reserveCapacity(hasPercentTerm.count + count)
    shapes.reserveCapacity(shapes.count + count)
  }

  /// Removes every node from `count` on.
  mutating func truncate(to count: Int) {
    guard count < nodes.count else { return }
    nodes.removeSubrange(count...)
    dependences.removeSubrange(count...)
    current.values.removeSubrange(count...)
    current.computedIn.removeSubrange(count...)
    if count < other.values.count {
      other.values.removeSubrange(count...)
      other.computedIn.removeSubrange(count...)
    }
    writtenSizes.removeSubrange(count...)
    startsWithSign.removeSubrange(count...)
    hasPercentTerm.removeSubrange(count...)
    shapes.removeSubrange(count...)
    if !keptDisplays.isEmpty {
      keptDisplays = keptDisplays.filter { $0.key < count }
    }
  }

  /// Changes the context: a new angle unit switches to its values, new variable
  /// values mark the values that depend on them as stale.
  /// - Complexity: O(number of variables), plus O(nodes added since the new angle unit
  ///   was last in use).
  mutating func setContext(_ newContext: EvaluationContext) {
    guard newContext != context else { return }
    if newContext.angle != context.angle {
      swap(&current, &other)
      // Nodes added while the other unit was in use: a value that does not depend
      // on the angle is the same in both, kept where its operands are current here too
      // (a current node's operands are current: lookups rely on it); the rest are
      // computed when needed.
      for index in current.values.count..<nodes.count {
        let known =
          !dependences[index].contains(.angle) && !operands(of: index).contains(where: isStale)
        current.values.append(other.values[index])
        current.computedIn.append(known ? other.computedIn[index] : ValueCache.never)
      }
    }
    if newContext.variables != context.variables
      || newContext.unsetVariablesAreZero != context.unsetVariablesAreZero
    {
      generation += 1
      variablesChangedIn = generation
    }
    context = newContext
  }

  /// The generation of the current context: a value or display computed in an earlier
  /// one is out of date where it depends on the variables (``isCurrent(_:computedIn:angle:)``).
  var contextGeneration: Int { generation }

  /// Whether what was computed for node `index` in context generation `computedIn` with
  /// `angle` holds in the current context: the angle is the current one or the node does
  /// not depend on it, and the variables it depends on have not changed since.
  func isCurrent(_ index: Int, computedIn: Int, angle: AngleUnit) -> Bool {
    (angle == context.angle || !dependences[index].contains(.angle))
      && (!dependences[index].contains(.variables) || computedIn >= variablesChangedIn)
  }

  /// Whether node `index`'s value in the current unit is missing or was computed
  /// before a change of the variables it depends on.
  private func isStale(_ index: Int) -> Bool {
    let computedIn = current.computedIn[index]
    return computedIn == ValueCache.never
      || dependences[index].contains(.variables) && computedIn < variablesChangedIn
  }

  /// Recomputes the stale values node `index` reaches, each once, with an explicit
  /// stack (a program may be a million nodes deep).
  /// - Complexity: O(number of stale nodes `index` reaches); O(1) when it is fresh.
  mutating func refresh(_ index: Int) {
    guard isStale(index) else { return }
    var pending = [(index: index, operandsFresh: false)]
    while let (node, operandsFresh) = pending.popLast() {
      guard isStale(node) else { continue }
      if !operandsFresh {
        pending.append((node, true))
        switch nodes[node] {
        case .unary(_, let operand) where isStale(operand),
          .defined(_, let operand)
        where isStale(operand):
          pending.append((operand, false))
        case .binary(_, let left, let right):
          if isStale(left) { pending.append((left, false)) }
          if isStale(right) { pending.append((right, false)) }
        default: break
        }
        continue
      }
      let value = Self.evaluate(
        nodes[node], in: context,
        sameFormula: { shapes[$0] == shapes[$1] && isSameFormula($0, $1) },
        isPercent: { nodes[$0].isPercent }, operand: { current.values[$0] })
      current.values[node] = value
      current.computedIn[node] = generation
      evaluationCount += 1
    }
  }

  /// The value of node `index` in the store's context, which ``refresh(_:)`` has
  /// brought up to date.
  /// - Complexity: O(1) when the node is fresh, else O(index).
  func value(of index: Int) -> NodeValue {
    value(of: index, in: context)
  }

  /// The value of node `index` in `context`, without changing the store.
  /// - Complexity: O(1) when `context` is the store's and the node is fresh, else O(index).
  func value(of index: Int, in context: EvaluationContext) -> NodeValue {
    if context == self.context, !isStale(index) {
      return current.values[index]
    }
    return values(upTo: index, in: context)[index]
  }

  /// The values of nodes 0 through `index` in `context`, as a lookup: the kept values when
  /// node `index`'s is current (then so are those it reaches), else all computed once,
  /// never once per lookup.
  /// - Complexity: O(1) when the kept values serve, else O(index).
  func valueLookup(upTo index: Int, in context: EvaluationContext) -> (Int) -> NodeValue {
    if context == self.context, !isStale(index) {
      let kept = current.values
      return { kept[$0] }
    }
    let fresh = values(upTo: index, in: context)
    return { fresh[$0] }
  }

  /// The values of nodes 0 through `index` in `context`, computed afresh.
  /// - Complexity: O(index).
  func values(upTo index: Int, in context: EvaluationContext) -> [NodeValue] {
    var fresh: [NodeValue] = []
    fresh.reserveCapacity(index + 1)
    for node in nodes[...index] {
      fresh.append(
        Self.evaluate(
          node, in: context, sameFormula: { isSameFormula($0, $1) },
          isPercent: { nodes[$0].isPercent }
        ) { fresh[$0] })
    }
    return fresh
  }

  /// `function` of `x` in floating point; ln and log of an exact value beyond the `Double`
  /// range from its size (log 300! is 614.49, not log ∞).
  private static func floatingPoint(
    _ function: UnaryFunction, of x: NodeValue, angle: AngleUnit
  ) -> Double {
    guard function == .naturalLogarithm || function == .commonLogarithm,
      let exact = x.exact, exact.signum > 0, x.value == 0 || x.value.isInfinite
    else { return function.apply(x.value, angle: angle) }
    let logarithm = exact.approximateNaturalLogarithm
    return function == .naturalLogarithm ? logarithm : logarithm / 2.302585092994046
  }

  private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? Int.max : sum
  }

  /// The value of one node given the values of its operands.
  ///
  /// Exact where it is a rational times a known factor (``ExactNumber``), whose `Double`
  /// is then the correctly rounded one; in floating point otherwise. `sameFormula` tells
  /// whether two operands are the same formula (x − x is exactly 0), `isPercent` whether an
  /// operand is a percent (`a + b%` is a + a × b%: ``isPercentShare(_:isPercent:)``).
  /// It counts ``WorkMeter/unitsPerNodeValue``; past the work budget
  /// (``WorkMeter/withBudget(_:_:)``) an operation's value is `Too much work to compute`.
  static func evaluate(
    _ node: FormulaNode, in context: EvaluationContext,
    sameFormula: (Int, Int) -> Bool = { $0 == $1 }, isPercent: (Int) -> Bool,
    operand: (Int) -> NodeValue
  ) -> NodeValue {
    WorkMeter.add(units: WorkMeter.unitsPerNodeValue)
    switch node {
    case .number(let literal):
      return NodeValue(
        value: literal.value, exact: literal.exact.map { ExactNumber($0) }, isComplete: true)
    case .constant(let symbol, let value):
      let exact: ExactNumber? = symbol == "π" ? .pi : symbol == "e" ? .e : nil
      return NodeValue(value: value, exact: exact, isComplete: true)
    case .variable(let name):
      if let value = context.variables[name] {
        return NodeValue(value: value.doubleValue, exact: value.exact, isComplete: true)
      }
      if context.unsetVariablesAreZero {
        return NodeValue(value: 0, exact: ExactNumber(.zero), isComplete: true)
      }
      return NodeValue(value: .nan, error: .undefinedVariable(name), isComplete: false)
    case .missing:
      return NodeValue(value: .nan, error: .missingOperand, isComplete: false)
    case .defined(_, let index):
      return operand(index)
    case .unary(let function, let index):
      let x = operand(index)
      if WorkMeter.isExhausted {
        return NodeValue(value: .nan, error: .tooMuchWork, isComplete: x.isComplete)
      }
      if x.isComplete, x.error == nil, let exactX = x.exact {
        do throws(ArithmeticError) {
          if let exact = try exactX.applying(function, angle: context.angle) {
            return NodeValue(value: exact.approximateDouble, exact: exact, isComplete: true)
          }
        } catch {
          let result = function.apply(x.value, angle: context.angle)
          return NodeValue(value: result, error: CalculationError(error), isComplete: true)
        }
      }
      let result = Self.floatingPoint(function, of: x, angle: context.angle)
      let error = x.error ?? (x.isComplete ? function.error(x, result: result) : nil)
      return NodeValue(value: result, error: error, isComplete: x.isComplete)
    case .binary(let op, let leftIndex, let rightIndex):
      let left = operand(leftIndex)
      if WorkMeter.isExhausted {
        let isComplete = left.isComplete && operand(rightIndex).isComplete
        return NodeValue(value: .nan, error: .tooMuchWork, isComplete: isComplete)
      }
      if isPercentShare(node, isPercent: isPercent) {
        let share = binary(.multiply, left, operand(rightIndex)) { false }
        return binary(op, left, share) { false }
      }
      return binary(op, left, operand(rightIndex)) { sameFormula(leftIndex, rightIndex) }
    }
  }

  /// `left op right`; `sameOperand` tells whether they are the same formula (asked only of
  /// x − x and x ÷ x).
  private static func binary(
    _ op: BinaryOperator, _ left: NodeValue, _ right: NodeValue, sameOperand: () -> Bool
  ) -> NodeValue {
    let isComplete = left.isComplete && right.isComplete
    // Floating point's overflow is no error of the value: x − x is 0 and x ÷ x is 1 for the
    // same formula however large x is.
    let overflowed = left.error == .resultTooLarge && right.error == .resultTooLarge
    let errorFree = left.error == nil && right.error == nil
    if isComplete, errorFree || overflowed {
      let same = (op == .subtract || op == .divide) && sameOperand()
      do throws(ArithmeticError) {
        if errorFree || same, let exact = try op.applyExactly(left, right, sameOperand: same) {
          return NodeValue(value: exact.approximateDouble, exact: exact, isComplete: true)
        }
      } catch {
        return NodeValue(
          value: op.apply(left, right), error: CalculationError(error), isComplete: true)
      }
    }
    let result = op.apply(left, right)
    let error =
      left.error ?? right.error ?? (isComplete ? op.error(left, right, result: result) : nil)
    return NodeValue(value: result, error: error, isComplete: isComplete)
  }
}
