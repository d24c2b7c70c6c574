import Testing

@testable import CalculatorModel
@testable import ExactArithmetic

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A change of angle unit or of M costs what it changes.
///
/// It is never a walk over the whole program (4,000 toggles on 400,000
/// steps once took 47 s). Work is counted in node evaluations, not timed.
@Suite struct BoundedWorkTests {
  static let steps = 100_000
  static let changes = 1_000

  /// A long finished calculation full of sines and M, then a short one: toggles
  /// and stores re-evaluate only the short one.
  @Test func algebraicTogglesAndStoresCostTheCurrentCalculation() {
    var brain = AlgebraicBrain()
    brain.setOperand(variable: "M")
    for _ in 0..<Self.steps {
      brain.performOperation("+")
      brain.setOperand(variable: "M")
      brain.performOperation("sin")
    }
    brain.performOperation("=")
    brain.setOperand(variable: "M")
    brain.performOperation("cos")
    let before = brain.graphEvaluationCount
    for change in 0..<Self.changes {
      brain.angleUnit = change.isMultiple(of: 2) ? .degrees : .radians
      brain.variableValues = ["M": StoredNumber(Double(change))]
      #expect(brain.evaluation.result.isApproximatelyEqual(to: Self.cosine(change)))
    }
    #expect(brain.graphEvaluationCount - before <= 4 * Self.changes)
  }

  /// Toggles on a long calculation full of sines: each node's value in degrees is
  /// computed once, then a toggle only switches units.
  @Test func togglesOnALongCalculationComputeEachUnitOnce() {
    var brain = AlgebraicBrain()
    brain.setOperand(1)
    for _ in 0..<Self.steps {
      brain.performOperation("+")
      brain.setOperand(30)
      brain.performOperation("sin")
    }
    brain.performOperation("=")
    let before = brain.graphEvaluationCount
    for change in 0..<Self.changes {
      brain.angleUnit = change.isMultiple(of: 2) ? .degrees : .radians
    }
    brain.angleUnit = .degrees
    #expect(brain.evaluation.result == 1 + 0.5 * Double(Self.steps))
    #expect(brain.graphEvaluationCount - before <= 3 * Self.steps + 4 * Self.changes)
  }

  /// A deep RPN stack of expressions in M: a store re-evaluates the top only, and an
  /// operation refreshes the operands it takes.
  @Test func rpnStoresCostTheTop() throws {
    var brain = RPNBrain()
    for _ in 0..<Self.steps {
      brain.pushOperand("M")
      brain.performOperation("sin")
    }
    let before = brain.graphEvaluationCount
    for change in 1...Self.changes {
      brain.variableValues = ["M": StoredNumber(Double(change))]
      brain.angleUnit = change.isMultiple(of: 2) ? .degrees : .radians
    }
    #expect(brain.graphEvaluationCount - before <= 4 * Self.changes)
    brain.performOperation("+")
    let m = Double(Self.changes)
    #expect(brain.evaluate().isApproximatelyEqual(to: 2 * Self.sineOfDegrees(m)))
    // The rest of the stack is refreshed when an operation reaches it.
    for _ in 1..<Self.steps - 1 {
      brain.performOperation("+")
    }
    let sum = try #require(brain.evaluate())
    #expect(
      sum.isApproximatelyEqual(
        to: Double(Self.steps) * Self.sineOfDegrees(m), relativeTolerance: 1e-9))
  }

  /// Undo and redo of a pasted expression of 10,000 characters keep its nodes: redo
  /// neither parses it again nor recomputes it (1,000 undo/redo pairs of
  /// such a paste once cost a request 270 ms).
  @Test(arguments: [false, true])
  func redoOfALongExpressionCostsNothing(rpn: Bool) throws {
    let text = String(repeating: "sin(x)+", count: 1_428) + "1"
    var algebraic = AlgebraicBrain()
    var stack = RPNBrain()
    for _ in 0..<1_000 {
      if rpn {
        stack.apply(.expression(text))
        stack.undo()
      } else {
        algebraic.apply(.expression(text))
        algebraic.undo()
      }
    }
    let count = rpn ? stack.graph.evaluationCount : algebraic.graph.evaluationCount
    #expect(count < 2 * text.count)
    if rpn {
      let applied = stack.apply(.expression(text))
      #expect(applied)
      stack.variableValues = ["x": 0]
      #expect(stack.evaluate() == 1)
    } else {
      let applied = algebraic.apply(.expression(text))
      #expect(applied)
      #expect(algebraic.evaluation.result == 1)
    }
  }

  /// Undo after a change of context shows the earlier result in the new context.
  @Test func undoAfterAToggleShowsTheNewUnit() {
    var brain = RPNBrain()
    brain.pushOperand(90)
    brain.performOperation("sin")
    brain.pushOperand(1)
    brain.angleUnit = .degrees
    brain.undo()
    #expect(brain.evaluate() == 1)
  }

  static func cosine(_ change: Int) -> Double {
    let m = Double(change)
    return change.isMultiple(of: 2) ? Self.cosineOfDegrees(m) : cos(m)
  }

  static func sineOfDegrees(_ degrees: Double) -> Double { sin(degrees * .pi / 180) }
  static func cosineOfDegrees(_ degrees: Double) -> Double { cos(degrees * .pi / 180) }
}

extension CalculatorBrain {
  /// How many node values the brain's graph has computed so far.
  var graphEvaluationCount: Int {
    (self as? AlgebraicBrain)?.graph.evaluationCount ?? (self as? RPNBrain)?.graph.evaluationCount
      ?? 0
  }
}

/// A display searches for a real's size no finer than it shows digits: 2^−4,096.
@Suite struct DisplaySearchBoundTests {
  /// The display of `text` and the limb operations it counted.
  static func displayed(_ text: String) throws -> (evaluation: Evaluation, work: Int64) {
    let formula = try Formula(parsing: text)
    let before = WorkMeter.units
    let evaluation = formula.evaluation()
    return (evaluation, WorkMeter.units - before)
  }

  /// tan of a real that is π/2 but not provably so asks whether its cosine is zero.
  ///
  /// The search stopped at 2^−65,536 (3.4 s in a release build, 13 billion limb operations;
  /// 6 million now). Counted, not timed.
  /// (The second divisor is x − x, proven 0.)
  @Test(arguments: [
    ("tan(π/2 + sin(1) - sin(1))", CalculationError.indistinguishableFromZero),
    ("1/(sin(2) - sin(1) - (sin(2) - sin(1)))", .divisionByZero),
  ])
  func undecidableZerosAreSearchedAtDisplayPrecision(
    _ text: String, _ error: CalculationError
  ) throws {
    let (evaluation, work) = try Self.displayed(text)
    #expect(work < 20_000_000, "\(work) limb operations")
    #expect(evaluation.error == error)
  }

  /// Values far from 1 cost what their digits cost: each real's size is hinted, so bounds
  /// and roots ask their operands for bits relative to them, not for all the integer bits
  /// of a 2^14,687 (32 seconds in a release build before, a Γ at 7,485 bits).
  @Test(arguments: [
    "(15 × 0.15!) ^ 3858 ÷ √((15 × 0.15!) ^ 3858)", "1 ÷ √(sinh(4000))",
    "(300!) ^ −3 ÷ (ln(e ^ 2.5) × exp(tan⁻¹(2)))",
    // From a random key stream: the 2^8,200 sum was computed to 12,000 bits to multiply
    // it by 0 (12 s), and shown as 0.00000000000000.
    "((10 ^ ln(4) × 2 × 5) ^ 345 + ((10 ^ ln(4) × 2 × 5) ^ 345)³ + 7) ÷ 56 ÷ π × 6 × 0 × 4",
  ])
  func largeAndTinyValuesAreComputedRelativeToTheirSize(_ text: String) throws {
    let (evaluation, work) = try Self.displayed(text)
    #expect(work < 4_000_000, "\(work) limb operations")
    #expect(evaluation.error == nil)
  }

  /// atan, tanh and asin's domain check look at a huge operand's leading bits, not at all
  /// its integer bits: cosh(3000 + sin 1)³ is about 2^12,985, and each display took 380
  /// million limb operations (0.2 s) when they asked it for 4 to 16 fraction bits, and
  /// atan's x − c for all its bits where a high hint left its bound loose.
  @Test(arguments: [
    ("tan⁻¹(cosh(3000 + sin(1))³)", "1.5707963267949", nil),
    ("tanh(cosh(3000 + sin(1))³)", "1", nil),
    ("sin⁻¹(cosh(3000 + sin(1))³)", "", CalculationError.argumentOutOfDomain),
  ])
  func functionsOfHugeValuesLookAtTheirLeadingBits(
    _ text: String, _ display: String, _ error: CalculationError?
  ) throws {
    let (evaluation, work) = try Self.displayed(text)
    #expect(work < 4_000_000, "\(work) limb operations")
    #expect(evaluation.error == error)
    if error == nil { #expect(evaluation.display == display) }
  }

  /// A chain asks each level for a few bits more than the level above, not for its
  /// series' 15 or so guard bits too.
  ///
  /// 100 nested sines cost 81 million limb operations for
  /// 15 digits, 7 million after (300 took 13.7 s in a release build, 0.42 s after); 19
  /// million since each call counts 64, not 16. Then e^x, atan and ln took their
  /// operand's approximation as exact too: `--digits 15` of 100 nested e^−x took 2.0 s
  /// in a release build, now 0.07 s (80 million); of tan⁻¹ 2.2 billion, now 0.86 billion;
  /// of ln(1 + x) 5.3 billion, now 2.2 billion (references: mpmath at 60 digits).
  @Test(arguments: [
    ("sin(", "0.168852488727981", 25_000_000), ("exp(−", "0.567143290409784", 100_000_000),
    ("atan(", "0.121939360477321", 1_200_000_000),
    ("ln(1 + ", "0.0198572333245317", 3_000_000_000),
  ])
  func chainsAskEachLevelForFewMoreBits(_ function: String, _ digits: String, _ bound: Int)
    throws
  {
    let text = String(repeating: function, count: 100) + "1" + String(repeating: ")", count: 100)
    let formula = try Formula(parsing: text)
    let before = WorkMeter.units
    #expect(try formula.digits(15) == digits)
    let work = WorkMeter.units - before
    #expect(work < bound, "\(work) limb operations")
  }

  /// A display's digits stop at ``FormulaGraph/displayWork`` limb operations, whatever the
  /// precisions they ask for, and say `Too much work to compute`, the engine's bound: a
  /// cancellation of huge values is searched to 2^−4,096 absolutely (1.6 billion limb
  /// operations, 1.2 s in a release build, for the second), and a chain of tanh asks each
  /// level for its series' guard bits.
  @Test(arguments: [
    "sinh(2000 + sin(1)) − cosh(2000 + sin(1))", "sinh(11000 + sin(1)) − cosh(11000 + sin(1))",
    "tanh(e^(11000 + sin(1)) − e^(11000 + cos(π ÷ 2 − 1)))",
    "sinh(3000 + sin(1))^3 − cosh(3000 + sin(1))^3",
    String(repeating: "tanh(", count: 32) + "0.5" + String(repeating: ")", count: 32),
  ])
  func displaysStopAtTheirWorkBound(_ text: String) throws {
    let (evaluation, work) = try Self.displayed(text)
    #expect(work < FormulaGraph.displayWork + 1_000_000, "\(work) limb operations")
    #expect(evaluation.error == .tooMuchWork)
    let formula = try Formula(parsing: text)
    let before = WorkMeter.units
    #expect(formula.moreDigits(100) == nil)
    #expect(WorkMeter.units - before < FormulaGraph.displayWork + 1_000_000)
  }

  /// `--digits` has no work bound: the first cancellation above is −e^−(2000 + sin 1)
  /// (mpmath).
  @Test func digitsHaveNoWorkBound() throws {
    let text = "sinh(2000 + sin(1)) − cosh(2000 + sin(1))"
    #expect(try Formula(parsing: text).digits(15) == "-1.1106826508092e-869")
  }

  /// `--digits` searches a value it cannot tell from zero a display's 4,096 bits finer than
  /// the digits it asks, not to 2^−65,536 (12 s in a release build).
  @Test func digitsSearchAsFarAsTheirCountNeeds() throws {
    let formula = try Formula(parsing: "tan(1) × cos(1) − sin(1)")
    let before = WorkMeter.units
    #expect(throws: DigitsError.undecided) { try formula.digits(1_000) }
    let work = WorkMeter.units - before
    #expect(work < 300_000_000, "\(work) limb operations")
    #expect(try Formula(parsing: "1 ÷ sin(1e-1300)").digits(20) == "1e+1300")
  }

  /// Searches outside a display or `--digits` still go to ``ConstructiveReal/maximumBits``,
  /// and the limit is back after a display.
  @Test func theLimitIsTheDisplaysOnly() throws {
    _ = try Formula(parsing: "tan(π/2 + sin(1) - sin(1))").evaluation()
    #expect(ConstructiveReal.searchBits == ConstructiveReal.maximumBits)
    let inside = ConstructiveReal.withSearchLimit(100) { ConstructiveReal.searchBits }
    #expect(inside == 100)
    #expect(ConstructiveReal.searchBits == ConstructiveReal.maximumBits)
  }
}
