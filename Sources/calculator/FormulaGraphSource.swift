import CalculatorModel
import Graphing

/// A formula as a graph's data source: y for x through the compiled bulk evaluator.
struct FormulaGraphSource: GraphDataSource {
  private let compiled: CompiledFormula

  /// The formula as a function of x; other variables from `constants`.
  init(_ formula: Formula, constants: [String: Double], angle: AngleUnit) {
    compiled = CompiledFormula(formula, variable: "x", constants: constants, angle: angle)
  }

  func y(at x: Double) -> Double? {
    compiled.evaluate([x]).first.flatMap { $0.isFinite ? $0 : nil }
  }

  func ys(at xs: [Double]) -> [Double?] {
    compiled.evaluate(xs).map { $0.isFinite ? $0 : nil }
  }
}
