import Testing

@testable import Graphing

/// Tick labels stay readable, inside the view and apart at every scale and far from
/// the origin, pinned to the edge when their axis is out of view.
@Suite struct AxisLayoutTests {
  static let centres: [Double] = [0, 5, -3.7e5, 1e9, -1e9]
  static let scales: [Double] = (-12...12).map { Double("1e\($0)") ?? 1 }

  @Test(arguments: [LabelMetrics.svg, LabelMetrics.braille])
  func labelsAreReadableAndApartEverywhere(metrics: LabelMetrics) throws {
    let (width, height) = metrics == .svg ? (800.0, 600.0) : (160.0, 84.0)
    var checked = 0
    for unitsPerPixel in Self.scales {
      for centreX in Self.centres {
        for centreY in Self.centres {
          guard
            let viewport = Viewport(
              width: width, height: height, center: GraphPoint(x: centreX, y: centreY),
              unitsPerPixel: unitsPerPixel)
          else { continue }
          checked += 1
          let context = "units per pixel \(unitsPerPixel), centre (\(centreX), \(centreY))"
          let layout = AxisLayout(viewport: viewport, metrics: metrics)
          let labels = layout.labels
          let xLabels = labels.filter(\.onXAxis)
          let yLabels = labels.filter { !$0.onXAxis }
          #expect(xLabels.count >= 2 && yLabels.count >= 2, "\(context): \(labels.map(\.text))")
          for (index, label) in labels.enumerated() {
            #expect(label.left >= 0 && label.left + label.width <= width + 1e-9, "\(context)")
            #expect(label.top >= 0 && label.top + label.height <= height + 1e-9, "\(context)")
            #expect(!label.text.contains("-"), "\(context): \(label.text)")
            #expect(label.text.count <= 20, "\(context): \(label.text)")
            for other in labels[(index + 1)...] {
              #expect(!label.overlaps(other), "\(context): \(label.text) / \(other.text)")
            }
          }
          #expect(Set(xLabels.map(\.text)).count == xLabels.count, "\(context)")
          #expect(Set(yLabels.map(\.text)).count == yLabels.count, "\(context)")
          // Each label reads back as its tick value, to half a step.
          if let ticks = layout.xTicks {
            for label in xLabels {
              let value = Double(label.text.replacing("\u{2212}", with: "-"))
              #expect(
                value.map { v in ticks.values.contains { Swift.abs($0 - v) <= ticks.step / 2 } }
                  == true, "\(context): \(label.text)")
            }
          }
          // An axis out of view keeps its labels on the edge it left by.
          if layout.xAxisY == nil {
            let edge = viewport.origin.y < 0 ? 0 : height - metrics.lineHeight
            #expect(xLabels.allSatisfy { $0.top == edge }, "\(context)")
          }
          if layout.yAxisX == nil {
            #expect(
              yLabels.allSatisfy {
                viewport.origin.x < 0 ? $0.left == 0 : $0.left + $0.width == width
              }, "\(context)")
          }
        }
      }
    }
    #expect(checked > 60)
  }

  @Test func labelsUseTheStepsDigits() throws {
    let viewport = try #require(
      Viewport(width: 800, height: 600, center: GraphPoint(x: 0.3, y: 0), unitsPerPixel: 0.001))
    let texts = AxisLayout(viewport: viewport, metrics: .svg).labels.map(\.text)
    #expect(texts.contains("0.3"))
    #expect(!texts.contains { $0.contains("0000") })
  }

  @Test func numbersReadLikeTheDisplay() {
    #expect(NumberText.text(3.899_999_999_999_997_7) == "3.9")
    #expect(NumberText.text(-2.0.squareRoot()) == "\u{2212}1.4142135623731")
    #expect(NumberText.text(1e20) == "1e20")
    #expect(NumberText.text(-2.5e-7) == "\u{2212}2.5e\u{2212}7")
    #expect(NumberText.text(.nan) == "undefined")
  }
}
