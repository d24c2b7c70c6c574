import ExactArithmetic

/// A formula compiled for evaluating one variable over many values: a register tape
/// run one instruction at a time across a whole batch, with no tree walk per point.
///
/// Subexpressions without the variable are folded to constants once, with the exact
/// one-point evaluator, and become immediate operands of the instructions that use
/// them. Registers are reused once their value is dead, so a batch's working set
/// stays in the first-level cache. Results agree with
/// ``Formula/evaluation(using:angle:)`` except in the last bits, where that evaluator
/// rounds the exact value once and `Double` arithmetic rounds at every step.
public struct CompiledFormula: Sendable {
  /// The register that holds the variable at the start of each pass.
  static let variableRegister = 0
  /// How many values one pass of the tape evaluates.
  static let batchSize = 256
  /// What one value of one instruction counts toward the work budget (``WorkMeter``'s
  /// units, about a nanosecond each): a function call or a power 16 (Γ takes 17 ns in a
  /// release build on the development machine), arithmetic on a vector of values 1 or 2.
  private static func units(of instruction: Instruction) -> Int64 {
    switch instruction {
    case .unary, .realRoot: 16
    case .binary(let operation, _, _, _): operation == .arithmetic(.power) ? 16 : 1
    case .fused(let operation, _, _, let tail, _, _, _, _):
      operation == .arithmetic(.power) || tail == .power ? 16 : 2
    case .terms: 2
    }
  }

  let instructions: [Instruction]
  let registerCount: Int
  let result: Operand
  let angle: AngleUnit
  /// What one value of the whole tape counts toward the work budget: a pass counts this
  /// for each lane of its batch, and past the budget the values left are NaN.
  let unitsPerValue: Int64

  /// Compiles `formula` as a function of `variable`; other variables take their values
  /// from `constants` (a variable in neither evaluates to NaN), exactly where the
  /// subexpressions without `variable` are folded (M² of M = √2 is 2).
  public init(
    _ formula: Formula, variable: String, constants: [String: StoredNumber] = [:],
    angle: AngleUnit = .radians
  ) {
    var constantValues = constants
    constantValues[variable] = nil
    let graph = formula.graph
    let root = formula.root
    let standIn = Self.standIns(in: graph, root: root)
    let dependsOnVariable = Self.dependence(on: variable, in: graph, root: root)
    let uses = Self.useCounts(
      in: graph, root: root, dependsOnVariable: dependsOnVariable, standIn: standIn)
    let context = EvaluationContext(variables: constantValues, angle: angle)
    var folded: [NodeValue] = []
    folded.reserveCapacity(root + 1)
    var allocator = RegisterAllocator(uses: uses)
    var operands = [Operand](repeating: .constant(.nan), count: root + 1)
    var instructions: [Instruction] = []
    var computed: [Int] = []  // the node each instruction computes
    for index in 0...root {
      let node = graph.nodes[index]
      folded.append(
        FormulaGraph.evaluate(node, in: context, isPercent: { graph.nodes[$0].isPercent }) {
          folded[$0]
        })
      guard uses[index] > 0 else { continue }
      guard dependsOnVariable[index] else {
        let value = folded[index]
        operands[index] = .constant(value.isComplete && value.error == nil ? value.value : .nan)
        continue
      }
      switch node {
      case .variable: operands[index] = .register(Self.variableRegister)
      case .defined: break
      case .unary(let function, let node):
        let operand = standIn[node]
        guard case .register(let source) = operands[operand] else { continue }
        allocator.release(operand)
        let target = allocator.allocate(for: index)
        operands[index] = .register(target)
        computed.append(index)
        switch function {
        case .square:
          instructions.append(.binary(.squareTimes, .register(source), .constant(1), into: target))
        case .cube:
          instructions.append(.binary(.cubeTimes, .register(source), .constant(1), into: target))
        default: instructions.append(.unary(function, source, into: target))
        }
      case .binary(let op, let leftNode, let rightNode):
        let (left, right) = (standIn[leftNode], standIn[rightNode])
        var (a, b) = (operands[left], operands[right])
        allocator.release(left)
        allocator.release(right)
        let target = allocator.allocate(for: index)
        operands[index] = .register(target)
        if graph.isPercentShare(index) {
          instructions.append(Self.share(op, a, b, into: target))
          computed.append(index)
          continue
        }
        if op == .power, case .register(let base) = a, case .constant(let exponent) = b,
          let isOdd = folded[right].exact?.rationalValue?.oddRootParity
        {
          instructions.append(.realRoot(base, exponent: exponent, isOdd: isOdd, into: target))
          computed.append(index)
          continue
        }
        if case .constant = a, op == .add || op == .multiply {
          (a, b) = (b, a)
        }
        // The other operand's value was made before the last instruction's, so the
        // last instruction can be folded into this one when this is its only reader;
        // and two terms made by the last two instructions, when this reads them alone.
        if let last = computed.last, last == left || last == right, left != right,
          uses[last] == 1, let previous = instructions.last
        {
          let other = last == left ? right : left
          if computed.dropLast().last == other, uses[other] == 1,
            let earlier = instructions.dropLast().last,
            let terms = Self.terms(
              earlier, previous, op, earlierOnLeft: other == left, into: target)
          {
            instructions.removeLast(2)
            computed.removeLast(2)
            instructions.append(terms)
          } else if let joined = Self.join(
            previous, then: op, operands[other], previousOnLeft: last == left, into: target)
          {
            instructions.removeLast()
            computed.removeLast()
            instructions.append(joined)
          } else {
            instructions.append(Self.step(op, a, b, into: target))
          }
        } else {
          instructions.append(Self.step(op, a, b, into: target))
        }
        computed.append(index)
      case .number, .constant, .missing: operands[index] = .constant(.nan)
      }
    }
    self.instructions = instructions
    self.registerCount = allocator.count
    unitsPerValue = instructions.reduce(1) { $0 + Self.units(of: $1) }
    self.result = operands[standIn[root]]
    self.angle = angle
  }

  /// The step for a percent share, `a + b%` or `a − b%` (``FormulaGraph/isPercentShare(_:)``):
  /// `a op (a × b)` in one pass, the product read from whichever operand is a register
  /// (a × b is b × a exactly).
  private static func share(_ op: BinaryOperator, _ a: Operand, _ b: Operand, into target: Int)
    -> Instruction
  {
    switch (a, b) {
    case (.register(let register), _), (.constant, .register(let register)):
      let other = if case .register = a { b } else { a }
      return .fused(
        .arithmetic(.multiply), register, other, tail: op, a, tailOnLeft: true, offset: nil,
        into: target)
    case (.constant(let c), .constant(let d)):
      return .binary(.arithmetic(op), a, .constant(c * d), into: target)
    }
  }

  /// The step for `a op b`: a power of 2 or 3 is a product, ready for a coefficient.
  private static func step(_ op: BinaryOperator, _ a: Operand, _ b: Operand, into target: Int)
    -> Instruction
  {
    switch (op, a, b) {
    case (.power, .register, .constant(2)): .binary(.squareTimes, a, .constant(1), into: target)
    case (.power, .register, .constant(3)): .binary(.cubeTimes, a, .constant(1), into: target)
    default: .binary(.arithmetic(op), a, b, into: target)
    }
  }

  /// `earlier op later` (or `later op earlier`), both only this step reads, as one
  /// instruction of two terms, where `op` adds or subtracts and `earlier` is a term or
  /// a value plus or minus one. (What `later` wrote, `earlier` may have read; but
  /// `later` is gone, and this reads what `earlier` read.)
  private static func terms(
    _ earlier: Instruction, _ later: Instruction, _ op: BinaryOperator, earlierOnLeft: Bool,
    into target: Int
  ) -> Instruction? {
    guard op == .add || op == .subtract, let second = Term(later) else { return nil }
    let sign: FloatingPointSign = op == .subtract ? .minus : .plus
    if let first = Term(earlier) {
      return earlierOnLeft
        ? .terms(.constant(-0.0), first, second.with(sign), offset: nil, into: target)
        : .terms(.constant(-0.0), second, first.with(sign), offset: nil, into: target)
    }
    guard let (value, first) = Term.adding(earlier), earlierOnLeft || op == .add else {
      return nil
    }
    return .terms(value, first, second.with(sign), offset: nil, into: target)
  }

  /// `previous`, whose value only this step reads, and `previous op other` (or
  /// `other op previous`) as one instruction, where the kernels have a pass for it.
  private static func join(
    _ previous: Instruction, then op: BinaryOperator, _ other: Operand, previousOnLeft: Bool,
    into target: Int
  ) -> Instruction? {
    // v − c = v + (−c) exactly.
    if case .constant(let c) = other, op == .add || op == .subtract && previousOnLeft,
      let sum = previous.plus(op == .add ? c : -c, into: target)
    {
      return sum
    }
    switch (previous, op) {
    case (.binary(let power, let base, .constant(1), _), .multiply)
    where power == .squareTimes || power == .cubeTimes:
      // A coefficient joins its power: (a² · 1) · c = a² · c exactly.
      return .binary(power, base, other, into: target)
    case (.binary(let base, .register(let a), let b, _), _)
    where op != .power && base != .arithmetic(.power):
      return .fused(
        base, a, b, tail: op, other, tailOnLeft: !previousOnLeft, offset: nil, into: target)
    default:
      return nil
    }
  }

  /// Which nodes depend on the variable.
  private static func dependence(on variable: String, in graph: FormulaGraph, root: Int)
    -> [Bool]
  {
    var depends = [Bool](repeating: false, count: root + 1)
    for index in 0...root {
      switch graph.nodes[index] {
      case .variable(let name): depends[index] = name == variable
      case .unary(_, let operand), .defined(_, let operand): depends[index] = depends[operand]
      case .binary(_, let left, let right): depends[index] = depends[left] || depends[right]
      case .number, .constant, .missing: break
      }
    }
    return depends
  }

  /// How many instructions read each node's value (the root counts one more, for the
  /// result); 0 for a node the tape never needs.
  private static func useCounts(
    in graph: FormulaGraph, root: Int, dependsOnVariable: [Bool], standIn: [Int]
  ) -> [Int] {
    var uses = [Int](repeating: 0, count: root + 1)
    uses[standIn[root]] = 1
    for index in stride(from: root, through: 0, by: -1)
    where uses[index] > 0 && dependsOnVariable[index] {
      switch graph.nodes[index] {
      case .unary(_, let operand): uses[standIn[operand]] += 1
      case .binary(_, let left, let right):
        uses[standIn[left]] += 1
        uses[standIn[right]] += 1
      default: break
      }
    }
    return uses
  }

  /// The node that computes each node's value: itself, or for a use of a definition the
  /// node its expansion ends at (a use compiles to no instruction of its own).
  private static func standIns(in graph: FormulaGraph, root: Int) -> [Int] {
    var standIn = Array(0...root)
    for index in 0...root {
      if case .defined(_, let value) = graph.nodes[index] {
        standIn[index] = standIn[value]
      }
    }
    return standIn
  }
}
