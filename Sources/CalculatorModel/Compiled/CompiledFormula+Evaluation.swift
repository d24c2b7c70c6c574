import ExactArithmetic

extension CompiledFormula {
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
