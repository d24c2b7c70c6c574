/// A formula compiled for evaluating one variable over many values: a register tape
/// run one instruction at a time across a whole batch, with no tree walk per point.
///
/// Subexpressions without the variable are folded to constants once, with the exact
/// one-point evaluator. Results agree with ``Formula/evaluation(using:angle:)`` except
/// where that evaluator's exact decimal arithmetic rounds differently in the last bit.
public struct CompiledFormula: Sendable {
  private enum Instruction: Sendable {
    case constant(Double)
    case variable
    case unary(UnaryFunction, Int)
    case binary(BinaryOperator, Int, Int)
  }

  private let instructions: [Instruction]
  private let angle: AngleUnit

  /// How many values one pass of the tape evaluates.
  static let batchSize = 256

  /// Compiles `formula` as a function of `variable`; other variables take their values
  /// from `constants` (a variable in neither evaluates to NaN).
  public init(
    _ formula: Formula, variable: String, constants: [String: Double] = [:],
    angle: AngleUnit = .radians
  ) {
    var constantValues = constants
    constantValues[variable] = nil
    let context = EvaluationContext(variables: constantValues, angle: angle)
    let graph = formula.graph
    // Which nodes depend on the variable, and the register of each reachable node.
    var dependsOnVariable = [Bool](repeating: false, count: formula.root + 1)
    for index in 0...formula.root {
      switch graph.nodes[index] {
      case .variable(let name): dependsOnVariable[index] = name == variable
      case .unary(_, let operand): dependsOnVariable[index] = dependsOnVariable[operand]
      case .binary(_, let left, let right):
        dependsOnVariable[index] = dependsOnVariable[left] || dependsOnVariable[right]
      case .number, .constant, .missing: break
      }
    }
    var reachable = [Bool](repeating: false, count: formula.root + 1)
    reachable[formula.root] = true
    for index in stride(from: formula.root, through: 0, by: -1) where reachable[index] {
      guard dependsOnVariable[index] else { continue }
      switch graph.nodes[index] {
      case .unary(_, let operand): reachable[operand] = true
      case .binary(_, let left, let right):
        reachable[left] = true
        reachable[right] = true
      default: break
      }
    }
    var register = [Int](repeating: -1, count: formula.root + 1)
    var instructions: [Instruction] = []
    var folded: [NodeValue] = []
    folded.reserveCapacity(formula.root + 1)
    for index in 0...formula.root {
      folded.append(FormulaGraph.evaluate(graph.nodes[index], in: context) { folded[$0] })
      guard reachable[index] else { continue }
      register[index] = instructions.count
      if !dependsOnVariable[index] {
        let value = folded[index]
        instructions.append(.constant(value.isComplete && value.error == nil ? value.value : .nan))
        continue
      }
      switch graph.nodes[index] {
      case .variable: instructions.append(.variable)
      case .unary(let function, let operand):
        instructions.append(.unary(function, register[operand]))
      case .binary(let op, let left, let right):
        instructions.append(.binary(op, register[left], register[right]))
      case .number, .constant, .missing: instructions.append(.constant(.nan))
      }
    }
    self.instructions = instructions
    self.angle = angle
  }

  /// The formula's value at each x, NaN or ±∞ where it is undefined or in error.
  /// - Complexity: O(instructions × xs.count), in passes of ``batchSize`` values.
  public func evaluate(_ xs: [Double]) -> [Double] {
    var results = [Double](repeating: .nan, count: xs.count)
    guard !instructions.isEmpty else { return results }
    // One point (a trace, a bisection step) needs one register row, not a full batch.
    let batch = min(Self.batchSize, xs.count)
    var registers = [Double](repeating: 0, count: instructions.count * batch)
    var start = 0
    while start < xs.count {
      let count = min(batch, xs.count - start)
      registers.withUnsafeMutableBufferPointer { tape in
        xs.withUnsafeBufferPointer { input in
          run(on: tape, stride: batch, xs: input, from: start, count: count)
        }
      }
      let last = (instructions.count - 1) * batch
      for i in 0..<count {
        results[start + i] = registers[last + i]
      }
      start += count
    }
    return results
  }

  private func run(
    on tape: UnsafeMutableBufferPointer<Double>, stride batch: Int,
    xs: UnsafeBufferPointer<Double>, from start: Int, count: Int
  ) {
    for (index, instruction) in instructions.enumerated() {
      let out = index * batch
      switch instruction {
      case .constant(let value):
        for i in 0..<count { tape[out + i] = value }
      case .variable:
        for i in 0..<count { tape[out + i] = xs[start + i] }
      case .unary(let function, let operand):
        let a = operand * batch
        for i in 0..<count { tape[out + i] = function.apply(tape[a + i], angle: angle) }
      case .binary(let op, let left, let right):
        let (a, b) = (left * batch, right * batch)
        switch op {
        case .add: for i in 0..<count { tape[out + i] = tape[a + i] + tape[b + i] }
        case .subtract: for i in 0..<count { tape[out + i] = tape[a + i] - tape[b + i] }
        case .multiply: for i in 0..<count { tape[out + i] = tape[a + i] * tape[b + i] }
        case .divide: for i in 0..<count { tape[out + i] = tape[a + i] / tape[b + i] }
        case .power: for i in 0..<count { tape[out + i] = op.apply(tape[a + i], tape[b + i]) }
        }
      }
    }
  }
}
