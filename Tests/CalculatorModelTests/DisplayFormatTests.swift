import Testing

@testable import CalculatorModel

/// At most 15 significant digits (`%.15g`), whole numbers without a point.
@Suite struct DisplayFormatTests {
  static let table: [(value: Double, text: String)] = [
    (0.1 + 0.2, "0.3"),
    (1.0 / 3, "0.333333333333333"),
    (4 * Double.pi, "12.5663706143592"),
    (1e20, "1e+20"),
    (1.5e-12, "1.5e-12"),
    (-0.0, "0"),
    (0, "0"),
    (16.0, "16"),
    (-2, "-2"),
    (23.5, "23.5"),
    (-0.839_071_529_076_452_4, "-0.839071529076452"),
    (999_999_999_999_999, "999999999999999"),
    (123_456_789_012_345_680, "1.23456789012346e+17"),
    (Double.nan, "nan"),
    (Double.infinity, "inf"),
    (-Double.infinity, "-inf"),
  ]

  @Test("Numbers are shown with at most 15 significant digits", arguments: table)
  func formats(_ value: Double, _ text: String) {
    #expect(DisplayFormat.string(for: value) == text)
  }

  @Test func displayTextIsASCIIAndParsesBack() throws {
    for value in [-2.5, 1e20, 1.5e-12, 12.5663706143592, -0.839071529076452] {
      let text = DisplayFormat.string(for: value)
      #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "text \(text)")
      let parsed = try Formula(parsing: text).evaluation().result
      #expect(parsed.isApproximatelyEqual(to: value), "text \(text)")
    }
  }

  @Test func evaluationDisplayIsBlankOnErrorOrNoResult() {
    #expect(Evaluation(result: nil, error: nil).display == "")
    #expect(Evaluation(result: .infinity, error: .divisionByZero).display == "")
    #expect(Evaluation(result: 16, error: nil).display == "16")
  }
}
