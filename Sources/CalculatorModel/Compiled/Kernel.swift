import MuslMath

/// The loops of the tape, arithmetic a whole vector at a time.
///
/// One loop per operation and operand kind, each over contiguous rows. Rows are a whole number of
/// vectors long, so a loop may run past `count` to the end of its last vector. The operations are
/// types (``Lanewise``), so each loop is specialized with its arithmetic inline.
enum Kernel {
  #if hasFeature(Embedded)
  /// Two lanes in the WebAssembly module, which is built without vector instructions.
  ///
  /// There eight lanes are eight scalar operations in line: four times the code of every
  /// loop for no speed. The values are the same, every operation being lane by lane.
  typealias Vector = SIMD2<Double>
  #else
  /// Eight lanes: a loop the processor's vector units run several at a time.
  typealias Vector = SIMD8<Double>
  #endif

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
