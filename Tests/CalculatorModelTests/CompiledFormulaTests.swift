import MuslMath
import TestSupport
import Testing

@testable import CalculatorModel

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
      let expected = formula.evaluation(using: ["x": StoredNumber(x), "M": 4]).result ?? .nan
      // One point is exact: its x is 1e300's decimal, not the Double's binary
      // value (sin differs), and x² overflows only the graph's Doubles.
      guard x.magnitude < 1e150 else { continue }
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

  /// Fused passes (a coefficient joining its power, two terms in one pass, a constant
  /// added at the end, signs folded into constants) change no result in any bit:
  /// random sums, products and powers of terms, compiled, against the same formula
  /// evaluated one operation at a time in `Double`.
  @Test func fusionChangesNoBit() {
    var random = SplitMix64(seed: SplitMix64.testSeed)
    let xs: [Double] =
      [-0.0, 0, 1, -1, 2.5, -7.25, 1e-300, -3e200, .infinity, -.infinity, .nan]
      + (0..<53).map { _ in Double.random(in: -100...100, using: &random) }
    for trial in 0..<2_000 {
      var graph = FormulaGraph()
      let root = Self.randomFormula(in: &graph, depth: 4, using: &random)
      let formula = Formula(graph: graph, root: root)
      let compiled = CompiledFormula(formula, variable: "x")
      for (x, value) in zip(xs, compiled.evaluate(xs)) {
        let expected = Self.evaluate(graph, root: root, x: x)
        let same = value.bitPattern == expected.bitPattern || value.isNaN && expected.isNaN
        #expect(
          same,
          "trial \(trial) of seed \(SplitMix64.testSeed), \(formula), at \(x): \(value), not \(expected)"
        )
      }
    }
  }

  /// A formula of x whose every operation reads x (constants are leaves, so none is
  /// folded by exact arithmetic): terms `c·x^n`, `x/c`, sums and differences of them,
  /// products, percent shares (`… + c%`, `… − (…)%`), and some functions.
  private static func randomFormula(
    in graph: inout FormulaGraph, depth: Int, using random: inout SplitMix64
  ) -> Int {
    func constant() -> Int {
      let values: [Double] = [2, 0.5, 3, -1.25, 1, 0, 7, 1.02, 1e-3]
      return graph.append(.constant(symbol: "c", value: values.randomElement(using: &random) ?? 1))
    }
    guard depth > 0, Int.random(in: 0..<5, using: &random) > 0 else {
      let x = graph.append(.variable("x"))
      // x half the time; otherwise a square or cube, by `^` or by its own key.
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        let n = Double(Int.random(in: 2...3, using: &random))
        return graph.append(.binary(.power, x, graph.append(.constant(symbol: "n", value: n))))
      case 2:
        return graph.append(.unary([.square, .cube].randomElement(using: &random) ?? .square, x))
      default: return x
      }
    }
    let left = randomFormula(in: &graph, depth: depth - 1, using: &random)
    switch Int.random(in: 0..<10, using: &random) {
    case 0:
      let function: [UnaryFunction] = [.squareRoot, .negation, .reciprocal, .sine, .absoluteValue]
      return graph.append(.unary(function.randomElement(using: &random) ?? .sine, left))
    case 1, 2:
      let op =
        [BinaryOperator.multiply, .divide, .add, .subtract].randomElement(using: &random) ?? .add
      let c = constant()
      return Bool.random(using: &random)
        ? graph.append(.binary(op, left, c)) : graph.append(.binary(op, c, left))
    case 3:
      // A share of `left`, or of a constant where the percent reads x.
      let readsX = Bool.random(using: &random)
      let percent = graph.append(
        .unary(
          .percent,
          readsX ? randomFormula(in: &graph, depth: depth - 1, using: &random) : constant()
        ))
      let op: BinaryOperator = Bool.random(using: &random) ? .add : .subtract
      let base = readsX && Bool.random(using: &random) ? constant() : left
      return graph.append(.binary(op, base, percent))
    default:
      let right = randomFormula(in: &graph, depth: depth - 1, using: &random)
      let op =
        [BinaryOperator.add, .subtract, .add, .subtract, .multiply, .divide]
        .randomElement(using: &random) ?? .add
      return graph.append(.binary(op, left, right))
    }
  }

  /// The formula at x, one operation at a time in `Double`; a percent share `a ± b%` as
  /// a ± a × b%.
  private static func evaluate(_ graph: FormulaGraph, root: Int, x: Double) -> Double {
    var values: [Double] = []
    for node in graph.nodes.prefix(root + 1) {
      switch node {
      case .variable: values.append(x)
      case .constant(_, let value): values.append(value)
      case .unary(let function, let operand):
        values.append(function.apply(values[operand], angle: .radians))
      case .binary(let op, let left, let right):
        var operand = values[right]
        if op == .add || op == .subtract, case .unary(.percent, _) = graph.nodes[right] {
          operand *= values[left]
        }
        values.append(op.apply(values[left], operand))
      case .defined(_, let value): values.append(values[value])
      case .number, .missing: values.append(.nan)
      }
    }
    return values.last ?? .nan
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
      #expect(value == (musl_sin(square) - sum) / square)
    }
  }
}
