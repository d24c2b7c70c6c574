import MuslMath

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
  /// A register (a row of the batch) or an immediate constant.
  fileprivate enum Operand: Sendable {
    case register(Int)
    case constant(Double)
  }

  /// What one step computes from its operands `a` and `b`.
  fileprivate enum Operation: Equatable, Sendable {
    /// `a op b`.
    case arithmetic(BinaryOperator)
    /// `a² · b`, the square a product as `x²` and `^2` compute it. With b = 1 it is the
    /// square alone, which a coefficient can then join: `2x²` is one step.
    case squareTimes
    /// `a³ · b`, likewise.
    case cubeTimes
  }

  fileprivate enum Instruction: Sendable {
    case unary(UnaryFunction, Int, into: Int)
    case binary(Operation, Operand, Operand, into: Int)
    /// Two operations in one pass: `(a op b) tail e`, or `e tail (a op b)` when
    /// `tailOnLeft`, plus `offset` if there is one (`… − 7`); the intermediate values
    /// never go to a register.
    case fused(
      Operation, Int, Operand, tail: BinaryOperator, Operand, tailOnLeft: Bool, offset: Double?,
      into: Int)
    /// Two terms added to a value in one pass, plus `offset` if there is one: `3x² − x/2`
    /// (the value −0, which adding changes nothing), `… − 1.03x + x/1.04`.
    case terms(Operand, Term, Term, offset: Double?, into: Int)
    /// `a ^ exponent` for an exponent exactly p/q with q odd: the real root where a is
    /// negative, negated for an odd p (`isOdd`): `x^(1/3)` at −8 is −2.
    case realRoot(Int, exponent: Double, isOdd: Bool, into: Int)

    /// This pass with `c` added at its end, into `target`, if it has a place for it.
    func plus(_ c: Double, into target: Int) -> Instruction? {
      switch self {
      case .fused(let op, let a, let b, let tail, let e, let tailOnLeft, nil, _):
        .fused(op, a, b, tail: tail, e, tailOnLeft: tailOnLeft, offset: c, into: target)
      case .terms(let value, let first, let second, nil, _):
        .terms(value, first, second, offset: c, into: target)
      default: nil
      }
    }
  }

  /// A register's row times or divided by a constant, or its square or cube times one.
  ///
  /// Subtracting a term is adding its negation, the constant's sign flipped: `v − x·c`
  /// is `v + x·(−c)` exactly, as `−(x·c)` is `x·(−c)` in every rounding.
  fileprivate struct Term: Sendable {
    enum Kind: Sendable {
      case product, quotient, squareTimes, cubeTimes
    }
    var kind: Kind
    var register: Int
    var constant: Double

    /// `register operation constant`, if that is a term.
    init?(_ operation: Operation, _ register: Int, _ constant: Double) {
      switch operation {
      case .arithmetic(.multiply): kind = .product
      case .arithmetic(.divide): kind = .quotient
      case .squareTimes: kind = .squareTimes
      case .cubeTimes: kind = .cubeTimes
      case .arithmetic: return nil
      }
      (self.register, self.constant) = (register, constant)
    }

    /// The term `instruction` computes, if it computes one.
    init?(_ instruction: Instruction) {
      guard
        case .binary(let operation, .register(let register), .constant(let constant), _) =
          instruction
      else { return nil }
      self.init(operation, register, constant)
    }

    /// The term `fused` adds to or subtracts from a value, signed, and that value.
    static func adding(_ fused: Instruction) -> (Operand, Term)? {
      guard
        case .fused(
          let op, let register, .constant(let c), let tail, let value, let onLeft, nil, _) =
          fused,
        let term = Term(op, register, c)
      else { return nil }
      switch (tail, onLeft) {
      case (.add, _): return (value, term)
      case (.subtract, true): return (value, term.with(.minus))
      default: return nil
      }
    }

    /// The term with `sign`.
    func with(_ sign: FloatingPointSign) -> Term {
      var term = self
      if sign == .minus { term.constant.negate() }
      return term
    }
  }

  /// The register that holds the variable at the start of each pass.
  private static let variableRegister = 0
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

  private let instructions: [Instruction]
  private let registerCount: Int
  private let result: Operand
  private let angle: AngleUnit
  /// What one value of the whole tape counts toward the work budget: a pass counts this
  /// for each lane of its batch, and past the budget the values left are NaN.
  private let unitsPerValue: Int64

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
    let dependsOnVariable = Self.dependence(on: variable, in: graph, root: root)
    let uses = Self.useCounts(in: graph, root: root, dependsOnVariable: dependsOnVariable)
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
      case .unary(let function, let operand):
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
      case .binary(let op, let left, let right):
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
    self.result = operands[root]
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

  /// The formula's value at each x, NaN or ±∞ where it is undefined or in error, or past
  /// the work budget (``WorkMeter/withBudget(_:_:)``).
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
    WorkMeter.add(units: Int64(batch) * unitsPerValue)
    if WorkMeter.isExhausted {
      results.initialize(repeating: .nan)
      return
    }
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
        if start < xs.count {
          WorkMeter.add(units: Int64(batch) * unitsPerValue)
          if WorkMeter.isExhausted {
            (output + start).initialize(repeating: .nan, count: xs.count - start)
            return
          }
        }
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
      case .fused(
        let op, let left, let right, let tail, let other, let tailOnLeft, let offset, let target):
        Kernel.apply(
          op, row(left), right.row(in: row), then: tail, other.row(in: row),
          tailOnLeft: tailOnLeft, plus: offset ?? -0.0, into: destination(target), count: count)
      case .terms(let value, let first, let second, let offset, let target):
        Kernel.apply(
          value.row(in: row), first, row(first.register), second, row(second.register),
          plus: offset ?? -0.0,
          into: destination(target), count: count)
      case .realRoot(let base, let exponent, let isOdd, let target):
        Kernel.map(row(base), destination(target), count) {
          BinaryOperator.realRoot($0, to: exponent, isOdd: isOdd)
        }
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
/// vectors long, so a loop may run past `count` to the end of its last vector. The operations are
/// types (``Lanewise``), so each loop is specialized with its arithmetic inline.
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
    case .squareRoot: combine(SquareRoot.self, .row(a), .constant(0), d, count)
    case .reciprocal: combine(Quotient.self, .constant(1), .row(a), d, count)
    case .negation: combine(Product.self, .constant(-1), .row(a), d, count)  // 0 − a is +0
    case .sine where angle == .radians: map(a, d, count) { musl_sin($0) }
    case .cosine where angle == .radians: map(a, d, count) { musl_cos($0) }
    case .tangent where angle == .radians: map(a, d, count) { musl_tan($0) }
    case .exponential: map(a, d, count) { musl_exp($0) }
    case .naturalLogarithm: map(a, d, count) { musl_log($0) }
    default: map(a, d, count) { function.apply($0, angle: angle) }
    }
  }

  static func apply(
    _ op: CompiledFormula.Operation, _ a: Input, _ b: Input,
    into d: UnsafeMutablePointer<Double>, count: Int
  ) {
    switch op {
    case .arithmetic(.add): combine(Sum.self, a, b, d, count)
    case .arithmetic(.subtract): combine(Difference.self, a, b, d, count)
    case .arithmetic(.multiply): combine(Product.self, a, b, d, count)
    case .arithmetic(.divide): combine(Quotient.self, a, b, d, count)
    case .squareTimes: combine(SquareTimes.self, a, b, d, count)
    case .cubeTimes: combine(CubeTimes.self, a, b, d, count)
    case .arithmetic(.power):
      for i in 0..<count {
        d[i] = BinaryOperator.raise(a.value(at: i), to: b.value(at: i))
      }
    }
  }

  static func apply(
    _ op: CompiledFormula.Operation, _ a: UnsafeMutablePointer<Double>, _ b: Input,
    then tail: BinaryOperator, _ e: Input, tailOnLeft: Bool, plus offset: Double,
    into d: UnsafeMutablePointer<Double>, count: Int
  ) {
    let k = Vector(repeating: offset)
    switch op {
    case .arithmetic(.add): fuse(Sum.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .arithmetic(.subtract): fuse(Difference.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .arithmetic(.multiply): fuse(Product.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .arithmetic(.divide): fuse(Quotient.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .arithmetic(.power): fuse(Power.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .squareTimes: fuse(SquareTimes.self, a, b, tail, e, tailOnLeft, k, d, count)
    case .cubeTimes: fuse(CubeTimes.self, a, b, tail, e, tailOnLeft, k, d, count)
    }
  }

  static func apply(
    _ value: Input, _ first: CompiledFormula.Term, _ a: UnsafeMutablePointer<Double>,
    _ second: CompiledFormula.Term, _ c: UnsafeMutablePointer<Double>, plus offset: Double,
    into d: UnsafeMutablePointer<Double>, count: Int
  ) {
    let terms = Terms(
      value: value, a: a, b: Vector(repeating: first.constant), c: c,
      d: Vector(repeating: second.constant), k: Vector(repeating: offset), result: d,
      count: count)
    switch first.kind {
    case .product: terms.run(Product.self, second.kind)
    case .quotient: terms.run(Quotient.self, second.kind)
    case .squareTimes: terms.run(SquareTimes.self, second.kind)
    case .cubeTimes: terms.run(CubeTimes.self, second.kind)
    }
  }

  /// `tail(f(a, b), e) + k` (or `tail(e, f(a, b)) + k` when `tailOnLeft`); k is −0,
  /// which adding changes nothing, when there is no offset.
  @inline(__always)
  private static func fuse<F: Lanewise>(
    _ f: F.Type, _ a: UnsafeMutablePointer<Double>, _ b: Input, _ tail: BinaryOperator,
    _ e: Input, _ tailOnLeft: Bool, _ k: Vector, _ d: UnsafeMutablePointer<Double>, _ count: Int
  ) {
    switch (tail, tailOnLeft) {
    case (.add, _): combine(f, Sum.self, a, b, e, k, d, count)
    case (.subtract, false): combine(f, Difference.self, a, b, e, k, d, count)
    case (.subtract, true): combine(f, Swapped<Difference>.self, a, b, e, k, d, count)
    case (.multiply, _): combine(f, Product.self, a, b, e, k, d, count)
    case (.divide, false): combine(f, Quotient.self, a, b, e, k, d, count)
    case (.divide, true): combine(f, Swapped<Quotient>.self, a, b, e, k, d, count)
    case (.power, false): combine(f, Power.self, a, b, e, k, d, count)
    case (.power, true): combine(f, Swapped<Power>.self, a, b, e, k, d, count)
    }
  }

  /// `d = g(f(a, b), e) + k` a vector at a time.
  @inline(__always)
  private static func combine<F: Lanewise, G: Lanewise>(
    _: F.Type, _: G.Type, _ a: UnsafeMutablePointer<Double>, _ b: Input, _ e: Input,
    _ k: Vector, _ d: UnsafeMutablePointer<Double>, _ count: Int
  ) {
    let lanes = Vector.scalarCount
    switch (b, e) {
    case (.row(let b), .row(let e)):
      for i in stride(from: 0, to: count, by: lanes) {
        store(G.apply(F.apply(load(a, i), load(b, i)), load(e, i)) + k, d, i)
      }
    case (.row(let b), .constant(let c)):
      let m = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(G.apply(F.apply(load(a, i), load(b, i)), m) + k, d, i)
      }
    case (.constant(let c), .row(let e)):
      let l = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(G.apply(F.apply(load(a, i), l), load(e, i)) + k, d, i)
      }
    case (.constant(let c), .constant(let m)):
      let (l, m) = (Vector(repeating: c), Vector(repeating: m))
      for i in stride(from: 0, to: count, by: lanes) {
        store(G.apply(F.apply(load(a, i), l), m) + k, d, i)
      }
    }
  }

  @inline(__always)
  static func map(
    _ a: UnsafeMutablePointer<Double>, _ d: UnsafeMutablePointer<Double>, _ count: Int,
    _ f: (Double) -> Double
  ) {
    for i in 0..<count {
      d[i] = f(a[i])
    }
  }

  /// `d = f(a, b)` a vector at a time.
  @inline(__always)
  private static func combine<F: Lanewise>(
    _: F.Type, _ a: Input, _ b: Input, _ d: UnsafeMutablePointer<Double>, _ count: Int
  ) {
    let lanes = Vector.scalarCount
    switch (a, b) {
    case (.row(let a), .row(let b)):
      for i in stride(from: 0, to: count, by: lanes) {
        store(F.apply(load(a, i), load(b, i)), d, i)
      }
    case (.row(let a), .constant(let c)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(F.apply(load(a, i), k), d, i)
      }
    case (.constant(let c), .row(let b)):
      let k = Vector(repeating: c)
      for i in stride(from: 0, to: count, by: lanes) {
        store(F.apply(k, load(b, i)), d, i)
      }
    case (.constant(let c), .constant(let k)):
      let v = F.apply(Vector(repeating: c), Vector(repeating: k))
      for i in stride(from: 0, to: count, by: lanes) {
        store(v, d, i)
      }
    }
  }

  @inline(__always)
  static func load(_ row: UnsafeMutablePointer<Double>, _ i: Int) -> Vector {
    UnsafeRawPointer(row + i).loadUnaligned(as: Vector.self)
  }

  @inline(__always)
  static func store(_ vector: Vector, _ row: UnsafeMutablePointer<Double>, _ i: Int) {
    UnsafeMutableRawPointer(row + i).storeBytes(of: vector, as: Vector.self)
  }
}

/// The operands of a two-term pass, `result = value + f(a, b) + g(c, d) + k`.
private struct Terms {
  var value: Kernel.Input
  var a: UnsafeMutablePointer<Double>
  var b: Kernel.Vector
  var c: UnsafeMutablePointer<Double>
  var d: Kernel.Vector
  var k: Kernel.Vector
  var result: UnsafeMutablePointer<Double>
  var count: Int

  @inline(__always)
  func run<F: Lanewise>(_ f: F.Type, _ g: CompiledFormula.Term.Kind) {
    switch g {
    case .product: run(f, Product.self)
    case .quotient: run(f, Quotient.self)
    case .squareTimes: run(f, SquareTimes.self)
    case .cubeTimes: run(f, CubeTimes.self)
    }
  }

  @inline(__always)
  private func run<F: Lanewise, G: Lanewise>(_: F.Type, _: G.Type) {
    switch value {
    case .row(let v): run(F.self, G.self) { Kernel.load(v, $0) }
    case .constant(let constant):
      let v = Kernel.Vector(repeating: constant)
      run(F.self, G.self) { _ in v }
    }
  }

  /// The loop, `value(i)` the value's vector at `i`. (Added in the formula's order:
  /// `(value + f) + g`.)
  @inline(__always)
  private func run<F: Lanewise, G: Lanewise>(
    _: F.Type, _: G.Type, value: (Int) -> Kernel.Vector
  ) {
    for i in stride(from: 0, to: count, by: Kernel.Vector.scalarCount) {
      let sum = value(i) + F.apply(Kernel.load(a, i), b) + G.apply(Kernel.load(c, i), d)
      Kernel.store(sum + k, result, i)
    }
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

/// An operation on two vectors, lane by lane, as a type: a kernel specialized for it
/// has the arithmetic inline in its loop.
private protocol Lanewise {
  static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector
}

private enum Sum: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a + b
  }
}

private enum Difference: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a - b
  }
}

private enum Product: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * b
  }
}

private enum Quotient: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a / b
  }
}

/// `a² · b`, the square a product as `x²` computes it.
private enum SquareTimes: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * a * b
  }
}

/// `a³ · b`, the cube as `x³` computes it.
private enum CubeTimes: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    a * a * a * b
  }
}

/// √a (b is ignored).
///
/// `squareRoot()` calls the C library's `sqrt` below zero (for `errno`), lane by lane;
/// the root of |a| needs no such call and is the processor's square root, two lanes at
/// a time. a's sign is put back (√−0 is −0), and below zero the root is NaN.
private enum SquareRoot: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _: Kernel.Vector) -> Kernel.Vector {
    var root = Kernel.Vector()
    for lane in root.indices {
      root[lane] = Double(signOf: a[lane], magnitudeOf: a[lane].magnitude.squareRoot())
    }
    return root.replacing(with: .nan, where: a .< 0)
  }
}

/// `^` lane by lane (the compiler fuses no power with an exponent other than 2 or 3;
/// this keeps every case right).
private enum Power: Lanewise {
  static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    var result = Kernel.Vector()
    for lane in result.indices {
      result[lane] = BinaryOperator.raise(a[lane], to: b[lane])
    }
    return result
  }
}

/// `F` with its operands swapped: `e − v` where `F` is `v − e`.
private enum Swapped<F: Lanewise>: Lanewise {
  @inline(__always) static func apply(_ a: Kernel.Vector, _ b: Kernel.Vector) -> Kernel.Vector {
    F.apply(b, a)
  }
}
