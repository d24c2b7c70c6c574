import ExactArithmetic
import TestSupport
import Testing

@testable import CalculatorModel

/// Exact forms beside the decimal: `√8` is `2√2`, `acos(−1/√2)` is `3π/4`, derived from
/// the exact value; each form parses back to the same value.
@Suite struct ExactFormTests {
  /// The exact form an expression shows, `nil` when only the decimal shows.
  static func form(_ expression: String, angle: AngleUnit = .radians) throws -> String? {
    try Formula(parsing: expression).evaluation(angle: angle).exactForm
  }

  /// 50 significant digits of an expression's value.
  static func digits(_ expression: String, angle: AngleUnit = .radians) throws -> String {
    try Formula(parsing: expression).digits(50, angle: angle)
  }

  /// Every line of `ExactFormTable.txt`: the form shown, and the form's value to 50
  /// digits the expression's.
  @Test func formsMatchTheTable() throws {
    let table = try ExpressionTableTests.contents(
      of: ExpressionTableTests.tablePath("ExactFormTable.txt"))
    var mismatches: [String] = []
    var (withForm, without) = (0, 0)
    for line in table.split(separator: "\n") where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t").map { String($0) }
      guard fields.count == 2 || (fields.count == 3 && fields[2] == "deg") else {
        mismatches.append("malformed line: \(line)")
        continue
      }
      let (expression, expected) = (fields[0], fields[1] == "-" ? nil : fields[1])
      let angle: AngleUnit = fields.count == 3 ? .degrees : .radians
      let shown = try Self.form(expression, angle: angle)
      if shown != expected {
        mismatches.append("\(expression): shows \(shown ?? "no form"), expected \(fields[1])")
      }
      guard let expected else {
        without += 1
        continue
      }
      withForm += 1
      let value = try Self.digits(expression, angle: angle)
      let formValue = try Self.digits(expected)
      if value != formValue {
        mismatches.append("\(expression) is \(value), its form \(expected) \(formValue)")
      }
    }
    #expect(withForm >= 150)
    #expect(without >= 40)
    #expect(mismatches.isEmpty, "\(mismatches.joined(separator: "\n"))")
  }

  /// Random short forms of every kind (a fraction, a rational times π, √n, e^k or ln b):
  /// typed, each shows itself as its exact form, and its display is the correctly rounded
  /// value.
  @Test func randomFormsShowThemselves() throws {
    var random = SplitMix64(seed: SplitMix64.testSeed)
    for _ in 0..<400 {
      let value = try Self.randomValue(&random)
      guard let form = value.form else {
        Issue.record("\(StoredNumber(value)) has no form")
        continue
      }
      let evaluation = try Formula(parsing: form).evaluation()
      let decimal = try Formula(parsing: form).digits(15)
      #expect(
        evaluation.exactForm == form || (evaluation.exactForm == nil && value.factor == .one),
        "\(form) shows \(evaluation.exactForm ?? "no form")")
      #expect(Double(evaluation.display) == Double(decimal), "\(form): \(evaluation.display)")
    }
  }

  /// A random nonzero value rational × factor with small parts.
  private static func randomValue(_ random: inout SplitMix64) throws -> ExactNumber {
    let numerator = Int.random(in: -999...999, using: &random)
    let rational = try Rational(
      BigInteger(numerator == 0 ? 1 : numerator), BigInteger(Int.random(in: 1...99, using: &random))
    )
    let factor: ExactNumber
    switch Int.random(in: 0..<5, using: &random) {
    case 0: factor = ExactNumber(.one)
    case 1: factor = .pi
    case 2:
      factor =
        ExactNumber.squareRoot(
          of: Rational(integer: BigInteger(Int.random(in: 2...500, using: &random))))
        ?? ExactNumber(.one)
    case 3:
      factor = ExactNumber(
        .one, .exponential(Rational(integer: BigInteger(Int.random(in: 1...9, using: &random)))))
    default:
      factor = ExactNumber(
        .one, .logarithm(Rational(integer: BigInteger(Int.random(in: 2...99, using: &random)))))
    }
    let value = ExactNumber(rational) * factor
    return try #require(value)
  }

  @Test(arguments: [
    ("123/1000", nil), ("1/3", "1/3"), ("-7", nil), ("10^12/3", "1000000000000/3"),
    ("(10^12+1)/3", nil), ("1/(3×10^12)", nil), ("√(10^12×2)", "1000000√2"),
  ])
  func theBoundIsDocumented(_ expression: String, _ form: String?) throws {
    #expect(try Self.form(expression) == form)
  }

  @Test func anErrorOrAnApproximationHasNoForm() throws {
    #expect(try Self.form("1/0") == nil)
    #expect(try Self.form("2^0.3") == nil)
    #expect(try Self.form("x + 1/3") == nil)
  }
}
