import Testing

@testable import CalculatorModel
@testable import ExactArithmetic

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One work budget for every evaluation.
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

  /// The work and the evaluation of `text`, parsed (which computes its node values) and
  /// evaluated within the budget.
  static func evaluate(_ text: String) throws -> (evaluation: Evaluation, units: Int64) {
    let before = WorkMeter.units
    let evaluation = try WorkMeter.withBudget(budget) { () throws -> Evaluation in
      try Formula(parsing: text).evaluation()
    }
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
    // At most about a node past the bound: a ratio of two factorials of 32,768 bits.
    #expect(units < Self.budget + 3_000_000, "\(units) units")
  }

  /// A few of the same ratios are within the budget and exact.
  @Test func aFewHugeFactorialsFit() throws {
    let (evaluation, _) = try Self.evaluate(Self.factorialRatios(from: 3210, count: 4))
    #expect(evaluation.error == nil)
    #expect(evaluation.display == "12834")
  }

  /// The longest typed sums fit: 10,000 characters of `1+1+…` and of `√2+√2+…`.
  @Test(arguments: [("1", "5000"), ("√2", "4666.90475583121")])
  func theLongestHonestSumsFit(term: String, display: String) throws {
    let count = term == "1" ? 5_000 : 3_300
    let (evaluation, units) = try Self.evaluate(
      Array(repeating: term, count: count).joined(separator: "+"))
    #expect(evaluation.error == nil)
    #expect(evaluation.display == display)
    #expect(units < Self.budget * 7 / 10, "\(units) units")
  }

  /// Outside a budget nothing is refused, and a budget ends with its body.
  @Test func theBudgetEndsWithItsBody() throws {
    _ = WorkMeter.withBudget(1) { try? Formula(parsing: "1+1").evaluation() }
    #expect(!WorkMeter.isExhausted)
    #expect(try Formula(parsing: "3210!/3209!").evaluation().display == "3210")
  }

  /// A graph's samples count too: a batch that would pass the budget is not computed, its
  /// values NaN; a short formula's samples fit.
  @Test func compiledSamplesStopAtTheBudget() throws {
    let factorials = CompiledFormula(
      try Formula(parsing: "x" + String(repeating: "!", count: 9_999)), variable: "x")
    let xs = (0..<4_096).map { Double($0) / 4_096 }
    let ys = WorkMeter.withBudget(Self.budget) { factorials.evaluate(xs) }
    #expect(ys.allSatisfy { $0.isNaN })
    #expect(factorials.evaluate([0.5]).first?.isNaN == false)
    let sine = CompiledFormula(try Formula(parsing: "sin(x)"), variable: "x")
    let before = WorkMeter.units
    let sines = WorkMeter.withBudget(Self.budget) { sine.evaluate(xs) }
    #expect(zip(sines, xs).allSatisfy { Swift.abs($0 - sin($1)) < 1e-15 })
    #expect(WorkMeter.units - before < 200_000, "\(WorkMeter.units - before) units")
  }
}
