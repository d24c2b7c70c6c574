import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Tick marks at 1, 2 or 5 × 10ⁿ, never closer than asked, never unbounded.
@Suite struct TickMarksTests {
  /// Whether `step` is the Double nearest to 1, 2 or 5 × 10ⁿ for some n.
  static func isNice(_ step: Double) -> Bool {
    let exponent = Int(floor(log10(step) + 1e-9))
    return [1, 2, 5].contains { Double("\($0)e\(exponent)") == step }
  }

  @Test func stepsAreNiceAndSpacedAtEveryScale() throws {
    var scale = 1e-12
    while scale <= 1e12 {
      guard let viewport = Viewport(width: 800, height: 600, scale: scale) else {
        Issue.record("no viewport at scale \(scale)")
        return
      }
      let minimumSpacing = 60 / scale  // labels need 60 points
      let range = viewport.xRange
      let ticks = try #require(
        TickMarks(lower: range.lowerBound, upper: range.upperBound, minimumSpacing: minimumSpacing),
        "scale \(scale)")
      #expect(Self.isNice(ticks.step), "step \(ticks.step) at scale \(scale)")
      #expect(ticks.step >= minimumSpacing * (1 - 1e-9), "scale \(scale)")
      #expect(ticks.step < minimumSpacing * 5.000_001, "scale \(scale)")
      #expect(ticks.values.count <= 800 / 60 + 1, "scale \(scale)")
      let labels = ticks.values.map(ticks.label(for:))
      #expect(Set(labels).count == labels.count, "distinct labels at scale \(scale): \(labels)")
      scale *= 3.7
    }
  }

  @Test(arguments: [
    (0.0, 10.0, 0.0), (0, 10, -1), (0, 10, .nan), (0, 10, .infinity), (10, 0, 1),
    (-.infinity, 0, 1), (0, .nan, 1), (0, 1e300, 1e-300), (1e9, 1e9 + 1e-6, 1e-9),
  ])
  func degenerateInputGivesNoTicks(lower: Double, upper: Double, spacing: Double) {
    #expect(TickMarks(lower: lower, upper: upper, minimumSpacing: spacing) == nil)
  }

  @Test func ticksAndLabels() throws {
    let ticks = try #require(TickMarks(lower: -1.05, upper: 1.05, minimumSpacing: 0.3))
    #expect(ticks.step == 0.5)
    #expect(ticks.values == [-1, -0.5, 0, 0.5, 1])
    #expect(ticks.values.map(ticks.label(for:)) == ["−1", "−0.5", "0", "0.5", "1"])
    let big = try #require(TickMarks(lower: 0, upper: 5e6, minimumSpacing: 1.5e6))
    #expect(big.step == 2e6)
    #expect(big.values.map(big.label(for:)) == ["0", "2e6", "4e6"])
  }
}
