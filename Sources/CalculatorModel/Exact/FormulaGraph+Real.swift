import MuslMath

extension FormulaGraph {
  /// The most nodes without an exact value a display builds as constructive reals; beyond
  /// it the display shows the `Double` (a bound on a key's work: `docs/exact-numbers.md`).
  static let maximumInexactNodes = 32
  /// The finest precision a display asks of a constructive real, and the finest its
  /// searches for a size or sign go to: a value not told from zero at 2^−4,096 shows as
  /// `0.00000000000000`, never as a proven `0`.
  static let displayBits = 4_096
  /// The precision at which a real is evaluated to judge an error floating point found:
  /// an operand within 2^−128 of its domain's edge counts as inside.
  static let domainCheckBits = 128
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
      if let error = node.error, error != .resultTooLarge,
        operands(of: index).allSatisfy({ value($0).error == nil }), let built = reals[index]
      {
        // Floating point found a domain error here, on inexact operands: the real decides,
        // even where nothing above would evaluate it (x^0, 0 × x). (An overflow is the
        // rounding's to judge.)
        do throws(CalculationError) {
          _ = try built.approximation(bits: Self.domainCheckBits)
        } catch {
          throw .calculation(error)
        }
      }
    }
    guard let result = real(root) else { throw .notCovered("an empty formula") }
    return result
  }

  /// Whether `function` of a real of about `x` (its `Double`) costs about what the
  /// display's digits cost: eˣ and its kin of a result between e^−4,096 and e^4,096 (see
  /// ``isCheapSize(_:)``), sin, cos, tan of |x| < 2^1000 (reduction needs π to |x|'s bits),
  /// x! of |x| < 171 (see ``maximumCheapFactorial``), the others of any x (ln of 300!,
  /// whose Double is ∞, is cheap).
  private static func isCheap(_ function: UnaryFunction, of x: Double) -> Bool {
    switch function {
    case .exponential: isCheapSize(x)
    case .powerOfTen: isCheapSize(x * 2.302585092994046)
    case .hyperbolicSine, .hyperbolicCosine: isCheapSize(x.magnitude)
    case .sine, .cosine, .tangent: x.magnitude < 0x1p1000
    case .factorial: x.magnitude < maximumCheapFactorial
    default: true
    }
  }

  /// Whether a power e^size is cheap as a real: within e^±4,096.
  ///
  /// What is above a tiny value may need as many bits as its size to tell it from zero.
  /// The same bound for eˣ and e^x, 10ˣ and 10^x, so that a description parses back to
  /// what its keys showed.
  private static func isCheapSize(_ size: Double) -> Bool {
    size.magnitude < 4_096
  }

  /// Whether x^y is cheap as a real: y · ln x within ``isCheapSize(_:)``'s bounds; for a whole
  /// y (squarings), above e^−4,096 only (tan(9)^97,156 is 2^−111,000, which ln above it would
  /// need 111,000 bits to tell from zero).
  private static func isCheapPower(_ base: NodeValue, _ exponent: NodeValue) -> Bool {
    // ln |x| from the exact value's size where its Double has overflowed (300!).
    let logarithm =
      base.exact.map { Double($0.rational.bitWidthEstimate) * 0.693 }
      ?? musl_log(base.value.magnitude)
    let size = exponent.value * logarithm
    if exponent.exact?.rationalValue?.isInteger == true {
      return !(size < -4_096)
    }
    return isCheapSize(size)
  }

  /// The bound on |x| below which a display computes x! of a non-integer as a real.
  ///
  /// Measured in a release build (`calculator eval` of 1,000 lines): 0.3–0.7 ms a display
  /// for a rational x (0.5!, 10.25!, 100.5!, (−170.9)!), 1.7–2.7 ms for √2!, π!, (−π)!.
  /// Beyond 171.6 the `Double` has overflowed (an error the real does not replace); below
  /// −171 it is subnormal or 0, so the digits' first precision is not relative to the
  /// value and the loop climbs toward 2^−4,096: 4–10 ms for (−171.9)! … (−350.5)!.
  static let maximumCheapFactorial = 171.0

  /// Whether node `index` is cheap to build as a real (see ``isCheap(_:of:)``); x! only of
  /// an exact operand: Γ asks its operand for a few more bits at each precision, so x! of
  /// x! of … would cost a power of their depth.
  private func isCheapNode(_ index: Int, value: (Int) -> NodeValue) -> Bool {
    switch nodes[index] {
    case .unary(.factorial, let operand):
      value(operand).exact != nil && Self.isCheap(.factorial, of: value(operand).value)
    case .unary(let function, let operand):
      Self.isCheap(function, of: value(operand).value)
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
    let value = valueLookup(upTo: root, in: context)
    let rootValue = value(root)
    var evaluation = Evaluation(rootValue)
    guard rootValue.displayIsReal else { return evaluation }
    let size = Self.binaryExponent(of: rootValue.value)
    do throws(DigitsError) {
      let (digits, double) = try ConstructiveReal.withSearchLimit(Self.displayBits) {
        () throws(DigitsError) in
        let real = try displayReal(of: root, angle: context.angle, value: value)
        do throws(CalculationError) {
          // The `Double` first: its 70 bits serve the 15 digits' 66 from the real's cache.
          let double = try real.doubleValue(maximumBits: Self.displayBits, nearExponent: size)
          let digits = try real.rounded(
            toSignificantDigits: DisplayFormat.significantDigits, maximumBits: Self.displayBits,
            nearExponent: size)
          return (digits, double)
        } catch {
          throw .calculation(error)
        }
      }
      evaluation.setReal(digits: digits?.text ?? Self.undecidedZero, double: double ?? 0)
    } catch {
      // A proven error replaces the value; a limit of the engine leaves the `Double`'s
      // value or error, except a 0 it has not proven.
      if case .calculation(let error) = error, error != .resultTooLarge {
        evaluation.error = error
      } else if rootValue.value == 0, rootValue.error == nil {
        evaluation.setReal(digits: Self.undecidedZero, double: 0)
      }
    }
    return evaluation
  }

  /// `count` significant digits of node `root`'s value in `context`, every one right.
  ///
  /// - Parameters:
  ///   - root: The node whose value is wanted.
  ///   - count: 1 to ``Formula/maximumDigits``.
  ///   - context: The variables' values and the angle unit.
  /// - Returns: The digits, ties to even, written as `%.Ng` writes them, at a display's
  ///   cost bounds: `nil` when there is no value, an error, or digits the engine cannot
  ///   decide within those bounds.
  func digits(of root: Int, count: Int, in context: EvaluationContext) -> String? {
    let count = min(max(count, 1), Formula.maximumDigits)
    let value = valueLookup(upTo: root, in: context)
    let rootValue = value(root)
    guard rootValue.isComplete, rootValue.error == nil || rootValue.displayIsReal else {
      return nil
    }
    if let exact = rootValue.exact {
      do throws(CalculationError) {
        return try exact.rounded(toSignificantDigits: count)?.text ?? "0"
      } catch {
        return nil
      }
    }
    return ConstructiveReal.withSearchLimit(Self.displayBits) {
      let real = try? displayReal(of: root, angle: context.angle, value: value)
      let digits = try? real?.rounded(
        toSignificantDigits: count, maximumBits: Self.displayBits,
        nearExponent: Self.binaryExponent(of: rootValue.value))
      return digits?.text
    }
  }

  /// The constructive real of node `root` within a display's cost bounds (at most
  /// ``maximumInexactNodes`` inexact nodes, none of them costly).
  private func displayReal(
    of root: Int, angle: AngleUnit, value: (Int) -> NodeValue
  ) throws(DigitsError) -> ConstructiveReal {
    try real(
      of: root, angle: angle, budget: Self.maximumInexactNodes, cheapOnly: true, value: value)
  }

  /// The binary exponent of a node's `Double`, which tells a real's magnitude so that the
  /// first approximation is relative to it (beyond its range, from 2^1024 on: the loop
  /// refines from there); 0 for 0 and NaN.
  private static func binaryExponent(of estimate: Double) -> Int {
    estimate == 0 || estimate.isNaN ? 0 : estimate.isInfinite ? 1_024 : Int(estimate.exponent)
  }
}
