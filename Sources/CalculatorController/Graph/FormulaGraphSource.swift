import CalculatorModel
import ExactArithmetic
import Graphing

/// A formula as a graph's data source: y for x through the compiled bulk evaluator.
public struct FormulaGraphSource: GraphDataSource, Sendable {
  /// The graph's title: the formula's description.
  public let title: String
  private let compiled: CompiledFormula
  private let formula: Formula
  private let constants: [String: StoredNumber]
  private let angle: AngleUnit
  /// Whether the work budget lasted while the formula was compiled: when it ran out,
  /// constants it would have folded exactly are missing and the curve with them.
  public let isComplete: Bool

  /// The formula as a function of x; other variables from `constants`, exact where the
  /// trace readout and the folded constants use them, their `Double`s where the curve is
  /// sampled.
  /// - Throws: ``CalculationError/undefinedVariable(_:)`` naming the first variable
  ///   (alphabetically) that is neither x nor in `constants`: such a graph would be
  ///   empty everywhere.
  public init(_ formula: Formula, constants: [String: StoredNumber], angle: AngleUnit)
    throws(CalculationError)
  {
    let unset = formula.variableNames.subtracting(constants.keys).subtracting(["x"])
    if let name = unset.min() {
      throw .undefinedVariable(name)
    }
    title = formula.description
    self.formula = formula
    self.constants = constants
    self.angle = angle
    compiled = CompiledFormula(formula, variable: "x", constants: constants, angle: angle)
    isComplete = !WorkMeter.isExhausted
  }

  /// y at `x`, or `nil` where the formula has no finite value.
  public func y(at x: Double) -> Double? {
    let y = compiled.evaluate(at: x)
    return y.isFinite ? y : nil
  }

  /// y at `x` as a display shows it: the trace readout.
  ///
  /// From the exact engine (every digit right) rather than the compiled
  /// `Double`; `nil` where the formula has no value there.
  /// - Complexity: O(nodes), plus a display's exact work.
  public func yDisplay(at x: Double) -> String? {
    var variables = constants
    variables["x"] = StoredNumber(x)
    let display = formula.evaluation(using: variables, angle: angle).display
    return display.isEmpty ? nil : display
  }

  /// y at each of `xs` in one bulk pass.
  public func ys(at xs: [Double]) -> [Double?] {
    compiled.evaluate(xs).map { $0.isFinite ? $0 : nil }
  }
}
