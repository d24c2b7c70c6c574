import ExactArithmetic
import MuslMath

extension FormulaGraph {
  /// The most nodes without an exact value a display builds as constructive reals; beyond
  /// it the display shows the `Double` (a bound on a key's work: `docs/exact-numbers.md`).
  static let maximumInexactNodes = 32
  /// The finest precision a display asks of a constructive real, and the finest its
  /// searches for a size or sign go to: a value not told from zero at 2^−4,096 shows as
  /// `0.00000000000000`, never as a proven `0`.
  static let displayBits = 4_096
  /// The precision at which a real is evaluated to judge an error floating point found,
  /// relative to the size of a value above 1: an operand within 2^−128 of its domain's
  /// edge counts as inside.
  static let domainCheckBits = 128
  /// The most limb operations (``WorkMeter``) a display's digits take: 6 to 17 ms in a
  /// release build.
  ///
  /// Past it the display says `Too much work to compute` (``CalculationError/tooMuchWork``),
  /// a bound of the engine: cancellations of huge values (`sinh(11000 + sin 1) −
  /// cosh(11000 + sin 1)`, whose search for a size takes 1.6 billion, 1.2 s). Each of the
  /// 10,000 expressions of the tests' table takes at most 2.1 million.
  static let displayWork: Int64 = 16_000_000
  /// The most limb operations →M spends on a value's 34 digits beyond its display's
  /// (about 0.25 ms; sin 1 takes a few thousand): a value that needs more (a cosine of a
  /// huge argument needs π to all its bits again) is kept with the display's 15 digits, so
  /// →M costs at most a display and this much, which a request's budget hardly notices.
  static let storedDigitsWork: Int64 = 250_000
  /// What a display shows for a value that cannot be told from zero.
  static let undecidedZero = "0.00000000000000"
  /// The magnitude bound of every value a display computes, as a binary exponent: values
  /// and steps within 2^±3,321,928 (10^±1,000,000) are computed, judged where the `Double`
  /// overflowed or underflowed by ``log2MagnitudeEstimate(of:sizes:value:)``; beyond it,
  /// `Result too large` or `Result too small`.
  static let maximumExponent = 3_321_928

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
  ///   - nodeValue: Each node's value in the context of the evaluation.
  /// - Returns: The real, each node's size hinted (``ConstructiveReal/magnitudeHint``) by
  ///   its `Double` or, where that overflowed or underflowed, by
  ///   ``log2MagnitudeEstimate(of:sizes:value:)``.
  /// - Throws: ``DigitsError/calculation(_:)`` for an error proven exactly (its operands
  ///   exact, or proven by the reals; ``CalculationError/resultTooLarge`` for a node
  ///   estimated past 2^``maximumExponent`` or a costly step whose `Double` overflowed);
  ///   ``DigitsError/notCovered(_:)`` beyond `budget` or for what the reals do not compute.
  func real(
    of root: Int, angle: AngleUnit, budget: Int, cheapOnly: Bool = false,
    value nodeValue: (Int) -> NodeValue
  ) throws(DigitsError) -> ConstructiveReal {
    var inexact: [Int] = []
    var seen: Set<Int> = [root]
    var pending = [root]
    while let index = pending.popLast() {
      guard nodeValue(index).exact == nil else { continue }
      inexact.append(index)
      guard inexact.count <= budget else { throw .notCovered("more than \(budget) inexact steps") }
      for operand in operands(of: index) where seen.insert(operand).inserted {
        pending.append(operand)
      }
    }
    var reals: [Int: ConstructiveReal] = [:]
    var sizes: [Int: Double] = [:]
    // The `Double`s of sin, cos, tan whose operand's overflowed, from their reals, so the
    // nodes above judge their cost and size by them (10^tan(489!) is 10^31.15…).
    var doubles: [Int: Double] = [:]
    func value(_ index: Int) -> NodeValue {
      var node = nodeValue(index)
      if let double = doubles[index] { node.value = double }
      return node
    }
    func real(_ index: Int) -> ConstructiveReal? {
      reals[index] ?? value(index).exact?.real
    }
    for index in inexact.sorted() {
      let node = value(index)
      // An error on exact operands is proven, except an overflow of the `Double`: the real
      // has no such limit (sinh(1000) is 9.85035557008523e+433).
      if let error = node.error, error != .resultTooLarge,
        operands(of: index).allSatisfy({ value($0).exact != nil })
      {
        throw .calculation(error)
      }
      if !node.value.isFinite || node.value == 0, node.error == nil || node.error == .resultTooLarge
      {
        // Where the `Double` overflowed (bounded before anything is built) or underflowed.
        let size = log2MagnitudeEstimate(of: index, sizes: sizes, value: value)
        let bound = Double(Self.maximumExponent)
        if !node.value.isFinite, !(size <= bound) { throw .calculation(.resultTooLarge) }
        if node.value == 0, size < -bound { throw .calculation(.resultTooSmall) }
        if size.isFinite { sizes[index] = min(max(size, -bound), bound) }
      }
      // x! below Γ's bound is a factorial of a negative number before it is anything else
      // (its `Double` is a whole number or NaN: −(63 + sinh(484.797)))!).
      if case .unary(.factorial, let operand) = nodes[index],
        value(operand).value < -Double(ConstructiveReal.maximumFactorialArgument)
      {
        throw .calculation(.factorialOfNegative)
      }
      // What a display would refuse is refused before it is built, judged by its operands'
      // sizes; so is what overflowed and would be costly (e^1,000,000) even where digits
      // are asked for.
      if !isCheapNode(index, sizes: sizes, value: value) {
        // sin, cos, tan of a huge inexact x: x's `Double` is off by more than a turn.
        if !node.value.isFinite || cheapOnly && isTrigonometric(index) {
          throw .calculation(.resultTooLarge)
        }
        if cheapOnly { throw .notCovered("a costly step") }
      }
      switch nodes[index] {
      case .unary(let function, let operand):
        guard let x = real(operand) else { throw .notCovered(function.rawValue) }
        reals[index] = try Formula.unary(function, x, angle: angle)
      case .binary(let op, let left, let right):
        guard let x = real(left), let y = real(right) else { throw .notCovered(op.rawValue) }
        // A percent share, a ± b%, is a ± a × b%.
        let share = isPercentShare(index) ? try Formula.binary(.multiply, x, y) : y
        reals[index] = try Formula.binary(op, x, share)
      case .number(let literal):
        guard let scientific = literal.scientific else { throw .notCovered(literal.text) }
        reals[index] = scientific.real
      case .constant(let symbol, _): throw .notCovered(symbol)
      case .variable(let name): throw .notCovered("variables (\(name))")
      case .missing: throw .notCovered("a missing operand")
      case .defined(_, let value): reals[index] = real(value)
      }
      if isTrigonometric(index), node.value.isNaN, let built = reals[index],
        let double = try? built.doubleValue(maximumBits: built.searchLimit)
      {
        doubles[index] = double
        sizes[index] = Self.log2Magnitude(of: double)
      }
      if let size = sizes[index] ?? Self.log2Magnitude(of: node.value) {
        reals[index]?.magnitudeHint = size
      }
      if let error = node.error, error != .resultTooLarge,
        operands(of: index).allSatisfy({ value($0).error == nil }), let built = reals[index]
      {
        // Floating point found a domain error here, on inexact operands: the real decides,
        // even where nothing above would evaluate it (x^0, 0 × x); relative to a huge
        // value's size (1/e^(−5000 − sin 1) at 2^−128 would need 7,343 bits of e^−5000.8).
        do throws(ArithmeticError) {
          _ = try built.approximation(bits: Self.domainCheckBits - max(built.hintExponent, 0))
        } catch {
          throw .calculation(CalculationError(error))
        }
      }
    }
    guard let result = real(root) else { throw .notCovered("an empty formula") }
    return result
  }

  /// The operands of node `index`.
  func operands(of index: Int) -> [Int] {
    switch nodes[index] {
    case .unary(_, let operand), .defined(_, let operand): [operand]
    case .binary(_, let left, let right): [left, right]
    case .number, .constant, .variable, .missing: []
    }
  }

  /// The evaluation of node `root` in `context`: exact digits where the value is a rational
  /// times a known factor, digits of a constructive real (every one right) where it is
  /// within ``maximumInexactNodes`` of them, the `Double`'s otherwise.
  ///
  /// A display kept for the node (``keptEvaluation(of:)``) serves.
  func evaluation(of root: Int, in context: EvaluationContext) -> Evaluation {
    if context == self.context, let kept = keptDisplay(of: root) {
      return kept.evaluation
    }
    return evaluation(of: root, angle: context.angle, value: valueLookup(upTo: root, in: context))
      .0
  }

  /// The evaluation of node `root` in `context` and its value as M keeps it (→M).
  ///
  /// The value is the exact value where there is one, else
  /// ``StoredNumber/significantDigits`` digits of the constructive real, every one right,
  /// asked for once the display's own digits are known, with at most ``storedDigitsWork``
  /// more work; past that, or beyond a display's bounds, what the display shows
  /// (``Evaluation/storedValue``). `nil` when there is no value or an error. The
  /// evaluation is the display's, whatever the value costs.
  func evaluationAndStoredNumber(
    of root: Int, in context: EvaluationContext
  ) -> (evaluation: Evaluation, stored: StoredNumber?) {
    let (evaluation, kept) = evaluation(
      of: root, angle: context.angle, value: valueLookup(upTo: root, in: context),
      keepingDigits: true)
    return (evaluation, kept.flatMap(StoredNumber.init(decimal:)) ?? evaluation.storedValue)
  }

  /// The evaluation of node `root` with each node's value from `value`, and, when
  /// `keepingDigits`, ``StoredNumber/significantDigits`` digits of a constructive real's
  /// value where they come within ``storedDigitsWork`` of the display's.
  private func evaluation(
    of root: Int, angle: AngleUnit, value: (Int) -> NodeValue, keepingDigits: Bool = false
  ) -> (Evaluation, kept: String?) {
    let rootValue = value(root)
    var evaluation = Evaluation(rootValue)
    guard rootValue.displayIsReal else { return (evaluation, nil) }
    var kept: String?
    do throws(DigitsError) {
      let (digits, double) = try Self.withDisplayBounds {
        () throws(DigitsError) -> (String, Double) in
        let real = try displayReal(of: root, angle: angle, value: value)
        do throws(ArithmeticError) {
          // The `Double` first: its 70 bits serve the 15 digits' 66 from the real's cache.
          let double = try real.doubleValue(maximumBits: real.searchLimit)
          let digits = try Self.displayDigits(of: real, count: DisplayFormat.significantDigits)
          if keepingDigits, digits != nil {
            kept = WorkMeter.withBudget(Self.storedDigitsWork) {
              try? Self.displayDigits(of: real, count: StoredNumber.significantDigits)
            }
          }
          return (digits ?? Self.undecidedZero, double ?? 0)
        } catch {
          throw .calculation(CalculationError(error))
        }
      }
      evaluation.setReal(digits: digits, double: double)
    } catch {
      kept = nil
      // A proven error replaces the value; so does a step beyond the engine's bounds or its
      // work, whose `Double` proves nothing, except where it is 0: a value not told from
      // zero. Another limit of the engine (too many steps) leaves the `Double`'s value or
      // error.
      if case .calculation(let error) = error, error != .resultTooLarge, error != .tooMuchWork {
        evaluation.error = error
      } else if rootValue.value == 0, rootValue.error == nil {
        evaluation.setReal(digits: Self.undecidedZero, double: 0)
      } else if case .calculation(let error) = error {
        evaluation.error = error
      }
    }
    return (evaluation, kept)
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
      do throws(ArithmeticError) {
        return try exact.rounded(toSignificantDigits: count)?.text ?? "0"
      } catch {
        return nil
      }
    }
    return Self.withDisplayBounds {
      let real = try? displayReal(of: root, angle: context.angle, value: value)
      return try? real.flatMap { real throws(ArithmeticError) in
        try Self.displayDigits(of: real, count: count)
      }
    }
  }

  /// Node `root`'s value in `context` as text a program can read whatever its size: every
  /// digit of a whole number known exactly, else 17 significant digits, every one right;
  /// `nil` where ``digits(of:count:in:)`` gives none.
  func valueText(of root: Int, in context: EvaluationContext) -> String? {
    let rootValue = value(of: root, in: context)
    if rootValue.isComplete, rootValue.error == nil, let rational = rootValue.exact?.rationalValue {
      return rational.valueText
    }
    return digits(of: root, count: 17, in: context)
  }

  /// `body`'s result with constructive reals searching to ``displayBits`` and working
  /// at most ``displayWork``.
  private static func withDisplayBounds<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try ConstructiveReal.withSearchLimit(displayBits) { () throws(Failure) -> Result in
      try WorkMeter.withBudget(displayWork, body)
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

  /// `count` digits of a display's real: a rational's exactly (`0` for a proven zero:
  /// 0 × x, whatever floating point made of x), else the real's within
  /// ``ConstructiveReal/searchLimit`` (``displayBits`` below its hinted size); `nil` for a
  /// value not told from zero there.
  private static func displayDigits(
    of real: ConstructiveReal, count: Int
  ) throws(ArithmeticError) -> String? {
    if let rational = real.rationalValue {
      return rational.displayText(significantDigits: count)
    }
    return try real.rounded(toSignificantDigits: count, maximumBits: real.searchLimit)?.text
  }

  /// log₂ |`value`| for a finite, nonzero `Double`.
  private static func log2Magnitude(of value: Double) -> Double? {
    value.isFinite && value != 0 ? ConstructiveReal.log2Magnitude(of: value) : nil
  }
}
