import MuslMath

extension FormulaGraph {
  /// The most nodes without an exact value a display builds as constructive reals; beyond
  /// it the display shows the `Double` (a bound on a key's work: `docs/exact-numbers.md`).
  static let maximumInexactNodes = 32
  /// The finest precision a display asks of a constructive real: a value not told from
  /// zero at 2^−4,096 shows as `0.00000000000000`, never as a proven `0`.
  static let displayBits = 4_096
  /// What a display shows for a value that cannot be told from zero.
  static let undecidedZero = "0.00000000000000"

  /// The value of node `root` as a constructive real: a node with an exact value
  /// (``NodeValue/exact``) is that value's real, so nothing under it is walked; the others
  /// are built from their operands' reals.
  ///
  /// - Parameters:
  ///   - root: The node whose value is wanted.
  ///   - angle: The unit of trigonometric angles.
  ///   - budget: The most nodes without an exact value to build.
  ///   - cheapOnly: Whether to refuse what costs more than a display's digits (see
  ///     `isCheap`), as displays do; `--digits` does not.
  ///   - value: Each node's value in the context of the evaluation.
  /// - Returns: The real.
  /// - Throws: ``DigitsError/calculation(_:)`` for an error proven exactly (its operands
  ///   exact, or proven by the reals); ``DigitsError/notCovered(_:)`` beyond `budget` or for
  ///   what the reals do not compute.
  func real(
    of root: Int, angle: AngleUnit, budget: Int, cheapOnly: Bool = false,
    value: (Int) -> NodeValue
  ) throws(DigitsError) -> ConstructiveReal {
    var inexact: [Int] = []
    var seen: Set<Int> = [root]
    var pending = [root]
    while let index = pending.popLast() {
      guard value(index).exact == nil else { continue }
      // What a display would refuse is refused before anything is built.
      if cheapOnly, !isCheapNode(index, value: value) {
        throw .notCovered("a costly step")
      }
      inexact.append(index)
      guard inexact.count <= budget else { throw .notCovered("more than \(budget) inexact steps") }
      for operand in operands(of: index) where seen.insert(operand).inserted {
        pending.append(operand)
      }
    }
    var reals: [Int: ConstructiveReal] = [:]
    func real(_ index: Int) -> ConstructiveReal? {
      reals[index] ?? value(index).exact?.real
    }
    for index in inexact.sorted() {
      let node = value(index)
      if let error = node.error, operands(of: index).allSatisfy({ value($0).exact != nil }) {
        throw .calculation(error)
      }
      switch nodes[index] {
      case .unary(let function, let operand):
        guard let x = real(operand) else { throw .notCovered(function.rawValue) }
        reals[index] = try Formula.unary(function, x, angle: angle)
      case .binary(let op, let left, let right):
        guard let x = real(left), let y = real(right) else { throw .notCovered(op.rawValue) }
        reals[index] = try Formula.binary(op, x, y)
      case .number(let literal): throw .notCovered(literal.text)
      case .constant(let symbol, _): throw .notCovered(symbol)
      case .variable(let name): throw .notCovered("variables (\(name))")
      case .missing: throw .notCovered("a missing operand")
      }
    }
    guard let result = real(root) else { throw .notCovered("an empty formula") }
    return result
  }

  /// Whether `function` of a real of about `x` (its `Double`) costs about what the
  /// display's digits cost: eˣ and its kin of |x| < 1,024 (beyond, the precision needed grows
  /// with e^|x|), sin, cos, tan of |x| < 2^1000 (reduction needs π to |x|'s bits), the others
  /// of any x (ln of 300!, whose Double is ∞, is cheap).
  private static func isCheap(_ function: UnaryFunction, of x: Double) -> Bool {
    switch function {
    case .exponential, .powerOfTen, .hyperbolicSine, .hyperbolicCosine: x.magnitude < 1_024
    case .sine, .cosine, .tangent: x.magnitude < 0x1p1000
    // Each √ of a real asks its operand for twice the bits: nested ones grow 2^depth.
    case .squareRoot: false
    default: true
    }
  }

  /// Whether x^y is cheap as a real: a whole y (squarings), or |y · ln x| < 4,096.
  private static func isCheapPower(_ base: NodeValue, _ exponent: NodeValue) -> Bool {
    if exponent.exact?.rationalValue?.isInteger == true {
      return true
    }
    // ln |x| from the exact value's size where its Double has overflowed (300!).
    let logarithm =
      base.exact.map { Double($0.rational.bitWidthEstimate) * 0.693 }
      ?? musl_log(base.value.magnitude)
    return (exponent.value * logarithm).magnitude < 4_096
  }

  /// Whether node `index` is cheap to build as a real (see ``isCheap(_:of:)``).
  private func isCheapNode(_ index: Int, value: (Int) -> NodeValue) -> Bool {
    switch nodes[index] {
    case .unary(let function, let operand):
      value(operand).exact != nil && function == .squareRoot
        || Self.isCheap(function, of: value(operand).value)
    case .binary(let op, let left, let right):
      op != .power || Self.isCheapPower(value(left), value(right))
    case .number, .constant, .variable, .missing: true
    }
  }

  /// The operands of node `index`.
  private func operands(of index: Int) -> [Int] {
    switch nodes[index] {
    case .unary(_, let operand): [operand]
    case .binary(_, let left, let right): [left, right]
    case .number, .constant, .variable, .missing: []
    }
  }

  /// The evaluation of node `root` in `context`: exact digits where the value is a rational
  /// times a known factor, digits of a constructive real (every one right) where it is
  /// within ``maximumInexactNodes`` of them, the `Double`'s otherwise.
  func evaluation(of root: Int, in context: EvaluationContext) -> Evaluation {
    let rootValue = value(of: root, in: context)
    var evaluation = Evaluation(rootValue)
    guard rootValue.isComplete, rootValue.error == nil, rootValue.exact == nil else {
      return evaluation
    }
    // The `Double` tells the magnitude: the first approximation is then relative to it
    // (beyond its range, from 2^1024 on: the loop refines from there).
    let estimate = rootValue.value
    let size =
      estimate == 0 || estimate.isNaN ? 0 : estimate.isInfinite ? 1_024 : Int(estimate.exponent)
    let digitBits = DisplayFormat.significantDigits * 10 / 3 + 16
    do throws(DigitsError) {
      let real = try real(
        of: root, angle: context.angle, budget: Self.maximumInexactNodes, cheapOnly: true,
        value: { value(of: $0, in: context) })
      let digits: RoundedDecimal?
      let double: Double?
      do throws(CalculationError) {
        digits = try real.rounded(
          toSignificantDigits: DisplayFormat.significantDigits, maximumBits: Self.displayBits,
          startingBits: digitBits - size)
        double = try real.doubleValue(maximumBits: Self.displayBits, startingBits: 70 - size)
      } catch {
        throw .calculation(error)
      }
      evaluation.setReal(digits: digits?.text ?? Self.undecidedZero, double: double ?? 0)
    } catch {
      // A proven error replaces the value; a limit of the engine leaves the `Double`'s,
      // except a 0 it has not proven.
      if case .calculation(let error) = error, error != .resultTooLarge {
        evaluation.error = error
      } else if rootValue.value == 0 {
        evaluation.setReal(digits: Self.undecidedZero, double: 0)
      }
    }
    return evaluation
  }
}
