import Testing

@testable import CalculatorModel

/// One work budget for every evaluation (issue 29).
///
/// Typed text past it says `Too much work to compute` within about one node's cost of the bound, and honest inputs at the length
/// limit fit in it. The budget is the API's, 10 million units.
@Suite struct WorkBudgetTests {
  static let budget: Int64 = 10_000_000

  /// `first!/(first−1)! + …`, `count` terms: factorials of thousands of digits, each about
  /// a million units of big-number work.
  static func factorialRatios(from first: Int, count: Int) -> String {
    (0..<count).map { "\(first - $0)!/\(first - $0 - 1)!" }.joined(separator: "+")
  }

  /// The work and the evaluation of `text` within the budget.
  static func evaluate(_ text: String) throws -> (evaluation: Evaluation, units: Int64) {
    let formula = try Formula(parsing: text)
    let before = WorkMeter.units
    let evaluation = WorkMeter.withBudget(budget) { formula.evaluation() }
    return (evaluation, WorkMeter.units - before)
  }

  /// The 9,995-character sum of factorial ratios took 4.5 s; past the budget its nodes
  /// say `Too much work to compute` at the cost of a node each.
  @Test func aSumOfHugeFactorialsStopsAtTheBudget() throws {
    let text = Self.factorialRatios(from: 3210, count: 833)
    #expect(text.utf8.count == 9_995)
    let (evaluation, units) = try Self.evaluate(text)
    #expect(evaluation.error == .tooMuchWork)
    #expect(evaluation.display == "")
    #expect(units < Self.budget + 2_000_000, "\(units) units")
  }

  /// A few of the same ratios are within the budget and exact.
  @Test func aFewHugeFactorialsFit() throws {
    let (evaluation, _) = try Self.evaluate(Self.factorialRatios(from: 3210, count: 3))
    #expect(evaluation.error == nil)
    #expect(evaluation.display == "9627")
  }

  /// The longest typed sums fit: 10,000 characters of `1+1+…` and of `√2+√2+…`.
  @Test(arguments: [("1", "5000"), ("√2", "4666.90475583121")])
  func theLongestHonestSumsFit(term: String, display: String) throws {
    let count = term == "1" ? 5_000 : 3_300
    let (evaluation, units) = try Self.evaluate(
      Array(repeating: term, count: count).joined(separator: "+"))
    #expect(evaluation.error == nil)
    #expect(evaluation.display == display)
    #expect(units < Self.budget / 2, "\(units) units")
  }

  /// Outside a budget nothing is refused, and a budget ends with its body.
  @Test func theBudgetEndsWithItsBody() throws {
    _ = WorkMeter.withBudget(1) { try? Formula(parsing: "1+1").evaluation() }
    #expect(!WorkMeter.isExhausted)
    #expect(try Formula(parsing: "3210!/3209!").evaluation().display == "3210")
  }

  /// A graph's samples count too: past the budget they are NaN, and the count stops within
  /// a batch of the bound.
  @Test func compiledSamplesStopAtTheBudget() throws {
    let compiled = CompiledFormula(
      try Formula(parsing: "x" + String(repeating: "!", count: 9_999)), variable: "x")
    let xs = (0..<4_096).map { Double($0) / 4_096 }
    let before = WorkMeter.units
    let ys = WorkMeter.withBudget(Self.budget) { compiled.evaluate(xs) }
    #expect(WorkMeter.units - before <= Self.budget + 1)
    #expect(ys.last?.isNaN == true)
    #expect(compiled.evaluate([0.5]).first?.isNaN == false)
  }
}
