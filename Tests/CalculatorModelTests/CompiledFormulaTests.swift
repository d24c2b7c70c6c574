import Testing

@testable import CalculatorModel

#if canImport(Glibc)
import Glibc
#endif

/// The compiled bulk evaluator gives the one-point evaluator's results.
@Suite struct CompiledFormulaTests {
  static let formulas = [
    "sin(x)*x + 3", "sqrt(x*x+1)/(x-2)", "cos(x)^2 - 1/x", "x^3 - 2*x^2 + 0.5*x - 7",
    "x*1.01 + x/1.02 - x*1.03 + x/1.04 - x*1.05 + 1", "1/x", "tan(x)", "floor(x)",
    "(x²−4)÷(x−2)", "sqrt(x)", "ln(x) + log(x)", "x! + 2^x", "2πx + e", "abs(x) - round(x)",
    "−x⁻¹ + 50% × M", "sin⁻¹(x/10)", "x", "2 + 3", "x^2^x", "(x+1)^2 × (x+1)^3",
    "(((((x + 1.01)*x - 0.53)/1.04 + 1.05)*x - 0.57)/1.08 + 1.09)*x",
    "x*1.01 + x/1.02 - x*1.03 + x/1.04 - x*1.05 + x/1.06 - x*1.07 + x/1.08 - x*1.09 + 1",
    "exp(x/5) - sqrt(abs(x)) × cos(x) ÷ tan(x/3)", "x*2 + x", "2 − x × 3", "5 ÷ (x + 1)",
    "(x − 1) ÷ 3 − x", "x ÷ (x × 3 − 2) × (1 + x)", "sin(x) − (x × x − 1)", "3 × x + 2 × x",
  ]

  @Test(arguments: formulas)
  func bulkMatchesOnePoint(text: String) throws {
    let formula = try Formula(parsing: text)
    let compiled = CompiledFormula(formula, variable: "x", constants: ["M": 4])
    let xs = (0..<1_000).map { -10 + 20 * (Double($0) + 0.5) / 1_000 } + [0, 2, -3, 1e300]
    let bulk = compiled.evaluate(xs)
    #expect(bulk.count == xs.count)
    let onePoint = xs.map { compiled.evaluate(at: $0) }
    #expect(zip(bulk, onePoint).allSatisfy { $0 == $1 || $0.isNaN && $1.isNaN })
    for (x, value) in zip(xs, bulk) {
      let expected = formula.evaluation(using: ["x": x, "M": 4]).result ?? .nan
      let same =
        expected.isFinite
        ? value.isFinite && (value - expected).magnitude <= 1e-12 * max(1, expected.magnitude)
        : !value.isFinite
      #expect(same, "\(text) at x = \(x): bulk \(value), one point \(expected)")
    }
  }

  @Test func degreesAndUnsetVariables() throws {
    let degrees = CompiledFormula(try Formula(parsing: "cos(x)"), variable: "x", angle: .degrees)
    #expect(degrees.evaluate([60, 90]) == [0.5, 0])
    let unset = CompiledFormula(try Formula(parsing: "x + y"), variable: "x")
    #expect(unset.evaluate([1]).first?.isNaN == true)
    #expect(unset.evaluate([]).isEmpty)
    let negated = CompiledFormula(try Formula(parsing: "−x"), variable: "x")
    #expect(negated.evaluate([0, 2]).map(\.sign) == [.minus, .minus])
  }

  /// A brain's graph shares subexpressions (`x + =` reuses x + x); a register is
  /// reused only after its last reader.
  @Test func sharedSubexpressions() {
    var graph = FormulaGraph()
    let x = graph.append(.variable("x"))
    let sum = graph.append(.binary(.add, x, x))
    let square = graph.append(.binary(.multiply, sum, sum))
    let sine = graph.append(.unary(.sine, square))
    let difference = graph.append(.binary(.subtract, sine, sum))
    let root = graph.append(.binary(.divide, difference, square))
    let formula = Formula(graph: graph, root: root)
    let compiled = CompiledFormula(formula, variable: "x")
    let xs = (0..<300).map { Double($0) / 7 - 20.25 }
    for (x, value) in zip(xs, compiled.evaluate(xs)) {
      let sum = x + x
      let square = sum * sum
      #expect(value == (sin(square) - sum) / square)
    }
  }
}
