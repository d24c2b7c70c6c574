import TestSupport
import Testing

@testable import CalculatorModel

/// A stored number's text reads back as the same number, and a formula parses it to the
/// same exact value: M saved as `2*sqrt(2)` is 2√2 again.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter
/// StoredNumberTextTests`.
@Suite struct StoredNumberTextTests {
  static let sampleCount = 2_000

  /// A random expression whose value is exact: a rational (whole, decimal or a fraction)
  /// times 1, π, √n, e^q or ln q, either sign, sometimes huge or tiny.
  static func randomExactExpression(using generator: inout SplitMix64) -> String {
    func integer(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &generator) }
    let rational: String
    switch integer(0...3) {
    case 0: rational = "\(integer(0...1_000_000))"
    case 1: rational = "\(integer(1...9_999)).\(integer(0...999))e\(integer(-400...400))"
    case 2: rational = "\(integer(1...10_000))/\(integer(1...10_000))"
    default: rational = "(2^\(integer(1...3_000))/3^\(integer(1...1_000)))"
    }
    let factor = [
      "", "*pi", "*sqrt(\(integer(2...100_000)))", "*exp(\(integer(-50...50))/\(integer(1...7)))",
      "*ln(\(integer(2...1_000))/\(integer(1...999)))",
    ]
    let sign = integer(0...1) == 0 ? "" : "-"
    return sign + "(" + rational + factor[integer(0...4)] + ")"
  }

  @Test func textsReadBackAsTheSameNumber() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed ^ 0x57_0BED)
    var checked = 0
    for _ in 0..<Self.sampleCount {
      let expression = Self.randomExactExpression(using: &generator)
      guard let number = try Formula(parsing: expression).evaluation().exactValue else {
        continue
      }
      checked += 1
      let text = number.description
      #expect(
        (try? StoredNumber(parsing: text)) == number,
        "seed \(seed): \(expression) is \(text), which reads back differently")
      #expect(
        try Formula(parsing: text).evaluation().exactValue == number,
        "seed \(seed): \(expression) is \(text), which a formula reads differently")
      if let entry = number.entryText(atMost: 100) {
        // An operator after = continues from this text: it must be one operand.
        for (typed, written) in [(entry + "^2", "(\(text))^2"), ("1÷" + entry, "1/(\(text))")] {
          #expect(
            try Formula(parsing: typed).evaluation().exactValue
              == Formula(parsing: written).evaluation().exactValue,
            "seed \(seed): \(expression) is typed \(entry): \(typed) is not \(written)")
        }
      }
    }
    #expect(checked > Self.sampleCount / 2, "seed \(seed): too few exact values")
  }

  @Test(arguments: [
    ("2√2", "2*sqrt(2)"), ("−π ÷ 3", "-1/3*pi"), ("√(1/2)", "0.5*sqrt(2)"), ("e^(1/3)", "exp(1/3)"),
    ("3ln(5/2)", "3*ln(5/2)"), ("ln(1/2)", "-ln(2)"), ("0.1", "0.1"), ("1/3", "1/3"),
    ("1e-400", "1e-400"), ("2^70", "1180591620717411303424"), ("exp(0)", "1"), ("0 × π", "0"),
  ])
  func textsAreTheFormsAFormulaWrites(_ expression: String, _ text: String) throws {
    let number = try #require(try Formula(parsing: expression).evaluation().exactValue)
    #expect(number.description == text)
  }

  @Test func aShortTextIsWrittenOnlyWhenShort() throws {
    let third = try #require(try Formula(parsing: "1/3").evaluation().exactValue)
    #expect(third.description(atMost: 3) == "1/3")
    #expect(third.description(atMost: 2) == nil)
    let huge = try #require(try Formula(parsing: "3^5000").evaluation().exactValue)
    #expect(huge.description(atMost: 100) == nil)
  }
}
