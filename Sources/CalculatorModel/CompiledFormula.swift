#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A formula compiled for evaluating one variable over many values: a register tape
/// run one instruction at a time across a whole batch, with no tree walk per point.
///
/// Subexpressions without the variable are folded to constants once, with the exact
/// one-point evaluator, and become immediate operands of the instructions that use
/// them. Registers are reused once their value is dead, so a batch's working set
/// stays in the first-level cache. Results agree with
/// ``Formula/evaluation(using:angle:)`` except where that evaluator's exact decimal
/// arithmetic rounds differently in the last bit.
public struct CompiledFormula: Sendable {
  /// A register (a row of the batch) or an immediate constant.
  fileprivate enum Operand: Sendable {
    case register(Int)
    case constant(Double)
  }

  private enum Instruction: Sendable {
    case unary(UnaryFunction, Int, into: Int)
    case binary(BinaryOperator, Operand, Operand, into: Int)
    /// Two arithmetic operations in one pass: `(a op b) tail e`, or `e tail (a op b)`
    /// when `tailOnLeft`; the intermediate value never goes to a register.
    case fused(
      BinaryOperator, Int, Operand, tail: BinaryOperator, Operand, tailOnLeft: Bool, into: Int)
  }

  /// The register that holds the variable at the start of each pass.
  private static let variableRegister = 0
  /// How many values one pass of the tape evaluates.
  static let batchSize = 256

  private let instructions: [Instruction]
  private let registerCount: Int
  private let result: Operand
  private let angle: AngleUnit

  /// Compiles `formula` as a function of `variable`; other variables take their values
  /// from `constants` (a variable in neither evaluates to NaN).
  public init(
    _ formula: Formula, variable: String, constants: [String: Double] = [:],
    angle: AngleUnit = .radians
  ) {
    var constantValues = constants
    constantValues[variable] = nil
    let graph = formula.graph
    let root = formula.root
    let dependsOnVariable = Self.dependence(on: variable, in: graph, root: root)
    let uses = Self.useCounts(in: graph, root: root, dependsOnVariable: dependsOnVariable)
    let context = EvaluationContext(variables: constantValues, angle: angle)
    var folded: [NodeValue] = []
    folded.reserveCapacity(root + 1)
    var allocator = RegisterAllocator(uses: uses)
    var operands = [Operand](repeating: .constant(.nan), count: root + 1)
    var instructions: [Instruction] = []
    var lastNode: Int?  // the node the last instruction computes
    for index in 0...root {
      let node = graph.nodes[index]
      folded.append(FormulaGraph.evaluate(node, in: context) { folded[$0] })
      guard uses[index] > 0 else { continue }
      guard dependsOnVariable[index] else {
        let value = folded[index]
        operands[index] = .constant(value.isComplete && value.error == nil ? value.value : .nan)
        continue
      }
      switch node {
      case .variable: operands[index] = .register(Self.variableRegister)
      case .unary(let function, let operand):
        guard case .register(let source) = operands[operand] else { continue }
        allocator.release(operand)
        let target = allocator.allocate(for: index)
        instructions.append(.unary(function, source, into: target))
        operands[index] = .register(target)
        lastNode = index
      case .binary(let op, let left, let right):
        var (a, b) = (operands[left], operands[right])
        if case .constant = a, op == .add || op == .multiply {
          (a, b) = (b, a)
        }
        allocator.release(left)
        allocator.release(right)
        let target = allocator.allocate(for: index)
        operands[index] = .register(target)
        // The other operand's value was made before the last instruction's, so the
        // last instruction can be folded into this one when this is its only reader.
        if let last = lastNode, last == left || last == right, left != right, uses[last] == 1,
          op != .power, case .binary(let base, .register(let x), let y, _)? = instructions.last,
          base != .power
        {
          instructions.removeLast()
          instructions.append(
            .fused(
              base, x, y, tail: op, last == left ? operands[right] : operands[left],
              tailOnLeft: last == right, into: target))
        } else {
          instructions.append(.binary(op, a, b, into: target))
        }
        lastNode = index
      case .number, .constant, .missing: operands[index] = .constant(.nan)
      }
    }
    self.instructions = instructions
    self.registerCount = allocator.count
    self.result = operands[root]
    self.angle = angle
  }

  /// Which nodes depend on the variable.
  private static func dependence(on variable: String, in graph: FormulaGraph, root: Int)
    -> [Bool]
  {
    var depends = [Bool](repeating: false, count: root + 1)
    for index in 0...root {
      switch graph.nodes[index] {
      case .variable(let name): depends[index] = name == variable
      case .unary(_, let operand): depends[index] = depends[operand]
      case .binary(_, let left, let right): depends[index] = depends[left] || depends[right]
      case .number, .constant, .missing: break
      }
    }
    return depends
  }

  /// How many instructions read each node's value (the root counts one more, for the
  /// result); 0 for a node the tape never needs.
  private static func useCounts(in graph: FormulaGraph, root: Int, dependsOnVariable: [Bool])
    -> [Int]
  {
    var uses = [Int](repeating: 0, count: root + 1)
    uses[root] = 1
    for index in stride(from: root, through: 0, by: -1)
    where uses[index] > 0 && dependsOnVariable[index] {
      switch graph.nodes[index] {
      case .unary(_, let operand): uses[operand] += 1
      case .binary(_, let left, let right):
        uses[left] += 1
        uses[right] += 1
      default: break
      }
    }
    return uses
  }

  /// The formula's value at each x, NaN or ±∞ where it is undefined or in error.
  /// - Complexity: O(instructions × xs.count), in passes of ``batchSize`` values.
  public func evaluate(_ xs: [Double]) -> [Double] {
    [Double](unsafeUninitializedCapacity: xs.count) { results, initialized in
      xs.withUnsafeBufferPointer { evaluate($0, into: results) }
      initialized = xs.count
    }
  }

  /// The formula's value at one x (a trace, a bisection step), without allocating.
  public func evaluate(at x: Double) -> Double {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: 1) { result in
      withUnsafePointer(to: x) { evaluate(UnsafeBufferPointer(start: $0, count: 1), into: result) }
      return result.first ?? .nan
    }
  }

  /// Evaluates at each of `xs`, initializing the same number of `results`.
  private func evaluate(
    _ xs: UnsafeBufferPointer<Double>, into results: UnsafeMutableBufferPointer<Double>
  ) {
    guard case .register(let resultRegister) = result else {
      guard case .constant(let value) = result else { return }
      results.initialize(repeating: value)
      return
    }
    // One point needs one vector per register, not a full batch. Rows are whole
    // vectors; the lanes past the last value are computed and ignored.
    let lanes = Kernel.Vector.scalarCount
    let batch = (min(Self.batchSize, xs.count) + lanes - 1) / lanes * lanes
    withUnsafeTemporaryAllocation(of: Double.self, capacity: registerCount * batch) {
      registers in
      guard let base = registers.baseAddress, let input = xs.baseAddress,
        let output = results.baseAddress
      else { return }
      base.initialize(repeating: 0, count: registers.count)
      var start = 0
      while start < xs.count {
        let count = min(batch, xs.count - start)
        if count == batch, resultRegister != Self.variableRegister {
          // A whole batch: read x where it is and write the results where they go.
          let x = UnsafeMutablePointer(mutating: input + start)
          run(on: base, stride: batch, count: count, variable: x, result: output + start)
        } else {
          base.update(from: input + start, count: count)
          run(on: base, stride: batch, count: count, variable: base, result: nil)
          (output + start).initialize(from: base + resultRegister * batch, count: count)
        }
        start += count
      }
    }
  }

  /// Runs the tape over one batch; `variable` is x's row (never written), `result`
  /// where the last instruction writes, if not to its register.
  private func run(
    on registers: UnsafeMutablePointer<Double>, stride: Int, count: Int,
    variable: UnsafeMutablePointer<Double>, result: UnsafeMutablePointer<Double>?
  ) {
    func row(_ register: Int) -> UnsafeMutablePointer<Double> {
      register == Self.variableRegister ? variable : registers + register * stride
    }
    let lastIndex = instructions.count - 1
    for (index, instruction) in instructions.enumerated() {
      func destination(_ register: Int) -> UnsafeMutablePointer<Double> {
        index == lastIndex ? result ?? row(register) : row(register)
      }
      switch instruction {
      case .unary(let function, let source, let target):
        Kernel.apply(function, angle: angle, row(source), into: destination(target), count: count)
      case .binary(let op, let left, let right, let target):
        let a = left.row(in: row)
        let b = right.row(in: row)
        Kernel.apply(op, a, b, into: destination(target), count: count)
      case .fused(let op, let left, let right, let tail, let other, let tailOnLeft, let target):
        Kernel.apply(
          op, row(left), right.row(in: row), then: tail, other.row(in: row),
          tailOnLeft: tailOnLeft, into: destination(target), count: count)
      }
    }
  }
}

extension CompiledFormula.Operand {

  /// A register's row, or the constant.
  fileprivate func row(in row: (Int) -> UnsafeMutablePointer<Double>) -> Kernel.Input {
    switch self {
    case .register(let register): .row(row(register))
    case .constant(let value): .constant(value)
    }
  }
}

/// Hands out registers, reusing one once the last instruction that reads it has run.
private struct RegisterAllocator {
  private var uses: [Int]
  private var registerOf: [Int: Int] = [:]
  private var free: [Int] = []
  /// How many registers are in use at most, the variable's included.
  private(set) var count = 1

  init(uses: [Int]) {
    self.uses = uses
  }

  /// A register for node `index`'s value.
  mutating func allocate(for index: Int) -> Int {
    let register = free.popLast() ?? count
    count = max(count, register + 1)
    registerOf[index] = register
    return register
  }

  /// Records one read of node `index`; frees its register after the last.
  mutating func release(_ index: Int) {
    uses[index] -= 1
    guard uses[index] == 0, let register = registerOf.removeValue(forKey: index) else { return }
    free.append(register)
  }
}

/// The loops of the tape, arithmetic a whole vector at a time.
///
/// One loop per operation and operand kind, each over contiguous rows. Rows are a whole number of
/// vectors long, so a loop may run past `count` to the end of its last vector.
private enum Kernel {
  typealias Vector = SIMD8<Double>

  /// A row of the batch, or a constant for every point.
  enum Input {
    case row(UnsafeMutablePointer<Double>)
    case constant(Double)
  }

  static func apply(
    _ function: UnaryFunction, angle: AngleUnit, _ a: UnsafeMutablePointer<Double>,
    into d: UnsafeMutablePointer<Double>, count: Int
  ) {
    switch function {
    case .squareRoot: combine(.row(a), .constant(0), d, count) { a, _ in a.squareRoot() }
    case .square: combine(.row(a), .row(a), d, count, *)
    case .reciprocal: combine(.constant(1), .row(a), d, count, /)
    case .negation: combine(.constant(-1), .row(a), d, count, *)  // SIMD `-a` is 0 − a: +0
    case .sine where angle == .radians: map(a, d, count) { sin($0) }
    case .cosine where angle == .radians: map(a, d, count) { cos($0) }
    case .tangent where angle == .radians: map(a, d, count) { tan($0) }
    case .exponential: map(a, d, count) { exp($0) }
    case .naturalLogarithm: map(a, d, count) { log($0) }
    default: map(a, d, count) { function.apply($0, angle: angle) }
    }
  }

  static func apply(
    _ op: BinaryOperator, _ a: Input, _ b: Input, into d: UnsafeMutablePointer<Double>,
    count: Int
  ) {
    switch (op, a, b) {
    case (.add, _, _): combine(a, b, d, count, +)
    case (.subtract, _, _): combine(a, b, d, count, -)
    case (.multiply, _, _): combine(a, b, d, count, *)
    case (.divide, _, _): combine(a, b, d, count, /)
    case (.power, .row, .constant(2)): combine(a, a, d, count, *)
    case (.power, .row, .constant(3)): combine(a, a, d, count) { $0 * $1 * $1 }
    case (.power, .row(let base), .constant(let exponent)):
      map(base, d, count) { BinaryOperator.raise($0, to: exponent) }
    case (.power, _, _):
      for i in 0..<count {
        d[i] = BinaryOperator.raise(a.value(at: i), to: b.value(at: i))
      }
    }
  }

  static func apply(
    _ op: BinaryOperator, _ a: UnsafeMutablePointer<Double>, _ b: Input,
    then tail: BinaryOperator, _ e: Input, tailOnLeft: Bool,
    into d: UnsafeMutablePointer<Double>, count: Int
  ) {
    switch op {
    case .add: fuse(a, b, tail, e, tailOnLeft, d, count, +)
    case .subtract: fuse(a, b, tail, e, tailOnLeft, d, count, -)
    case .multiply: fuse(a, b, tail, e, tailOnLeft, d, count, *)
    case .divide: fuse(a, b, tail, e, tailOnLeft, d, count, /)
    case .power: fuse(a, b, tail, e, tailOnLeft, d, count, raise)
    }
  }

  @inline(__always)
  private static func fuse(
    _ a: UnsafeMutablePointer<Double>, _ b: Input, _ tail: BinaryOperator, _ e: Input,
    _ tailOnLeft: Bool, _ d: UnsafeMutablePointer<Double>, _ count: Int,
    _ f: (Vector, Vector) -> Vector
  ) {
    switch (tail, tailOnLeft) {
    case (.add, _): combine(a, b, e, d, count) { f($0, $1) + $2 }
    case (.subtract, false): combine(a, b, e, d, count) { f($0, $1) - $2 }
    case (.subtract, true): combine(a, b, e, d, count) { $2 - f($0, $1) }
    case (.multiply, _): combine(a, b, e, d, count) { f($0, $1) * $2 }
    case (.divide, false): combine(a, b, e, d, count) { f($0, $1) / $2 }
    case (.divide, true): combine(a, b, e, d, count) { $2 / f($0, $1) }
    case (.power, false): combine(a, b, e, d, count) { raise(f($0, $1), $2) }
    case (.power, true): combine(a, b, e, d, count) { raise($2, f($0, $1)) }
    }
  }

  /// `d = g(a, b, e)` a vector at a time.
  @inline(__always)
  private static func combine(
    _ a: UnsafeMutablePointer<Double>, _ b: Input, _ e: Input,
    _ d: UnsafeMutablePointer<Double>, _ count: Int, _ g: (Vector, Vector, Vector) -> Vector
  ) {
    let lanes = Vector.scalarCount
    switch (b, e) {
    case (.row(let b), .row(let e)):
      for i in stride(from: 0, to: count, by: lanes) {
        store(g(load(a, i), load(b, i), load(e, i)), d, i)
      }
    case (.row(let b), .constant(let c)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(g(load(a, i), load(b, i), k), d, i)
      }
    case (.constant(let c), .row(let e)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(g(load(a, i), k, load(e, i)), d, i)
      }
    case (.constant(let c), .constant(let k)):
      let (l, m) = (Vector(repeating: c), Vector(repeating: k))
      for i in stride(from: 0, to: count, by: lanes) {
        store(g(load(a, i), l, m), d, i)
      }
    }
  }

  @inline(__always)
  private static func map(
    _ a: UnsafeMutablePointer<Double>, _ d: UnsafeMutablePointer<Double>, _ count: Int,
    _ f: (Double) -> Double
  ) {
    for i in 0..<count {
      d[i] = f(a[i])
    }
  }

  @inline(__always)
  private static func combine(
    _ a: Input, _ b: Input, _ d: UnsafeMutablePointer<Double>, _ count: Int,
    _ f: (Vector, Vector) -> Vector
  ) {
    let lanes = Vector.scalarCount
    switch (a, b) {
    case (.row(let a), .row(let b)):
      for i in stride(from: 0, to: count, by: lanes) {
        store(f(load(a, i), load(b, i)), d, i)
      }
    case (.row(let a), .constant(let c)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(f(load(a, i), k), d, i)
      }
    case (.constant(let c), .row(let b)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(f(k, load(b, i)), d, i)
      }
    case (.constant(let c), .constant(let k)):
      let v = f(Vector(repeating: c), Vector(repeating: k))
      for i in stride(from: 0, to: count, by: lanes) {
        store(v, d, i)
      }
    }
  }

  /// `^` lane by lane (the compiler does not fuse powers; this keeps every case right).
  private static func raise(_ base: Vector, _ exponent: Vector) -> Vector {
    var result = Vector()
    for lane in result.indices {
      result[lane] = BinaryOperator.raise(base[lane], to: exponent[lane])
    }
    return result
  }

  @inline(__always)
  private static func load(_ row: UnsafeMutablePointer<Double>, _ i: Int) -> Vector {
    UnsafeRawPointer(row + i).loadUnaligned(as: Vector.self)
  }

  @inline(__always)
  private static func store(_ vector: Vector, _ row: UnsafeMutablePointer<Double>, _ i: Int) {
    UnsafeMutableRawPointer(row + i).storeBytes(of: vector, as: Vector.self)
  }
}

extension Kernel.Input {
  /// The value for point `i`.
  fileprivate func value(at i: Int) -> Double {
    switch self {
    case .row(let row): row[i]
    case .constant(let value): value
    }
  }
}
