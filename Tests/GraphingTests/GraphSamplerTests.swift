import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Line mode never joins the two sides of a pole or a jump, and a smooth curve is one path.
@Suite struct GraphSamplerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var function: @Sendable (Double) -> Double?
    /// The x of each discontinuity in the visible range.
    var breaks: [Double]
    var testDescription: String { name }
  }

  static let discontinuous: [Case] = [
    Case(name: "1/x", function: { 1 / $0 }, breaks: [0]),
    Case(
      name: "tan(x)", function: { tan($0) }, breaks: [-3 * .pi / 2, -.pi / 2, .pi / 2, 3 * .pi / 2]),
    Case(name: "1/(x−2)", function: { 1 / ($0 - 2) }, breaks: [2]),
    Case(
      name: "floor(x)", function: { $0.rounded(.down) }, breaks: [-4, -3, -2, -1, 0, 1, 2, 3, 4]),
    Case(name: "(x²−4)÷(x−2)", function: { ($0 * $0 - 4) / ($0 - 2) }, breaks: []),
  ]

  static func viewport() throws -> Viewport {
    try #require(Viewport(width: 500, height: 300, scale: 50, pixelScale: 2))
  }

  @Test(arguments: discontinuous)
  func noSegmentCrossesADiscontinuity(_ testCase: Case) throws {
    let viewport = try Self.viewport()
    let curve = GraphSampler(source: FunctionDataSource(testCase.function), viewport: viewport)
      .sample()
    #expect(curve.polylines.count >= testCase.breaks.count + 1)
    for line in curve.polylines {
      for (a, b) in zip(line, line.dropFirst()) {
        let (x0, x1) = (viewport.graphX(atViewX: a.x), viewport.graphX(atViewX: b.x))
        for pole in testCase.breaks {
          #expect(
            !(x0 < pole && pole < x1), "\(testCase.name): segment \(x0)…\(x1) crosses \(pole)")
        }
        // No vertical riser: a segment one device pixel wide rises less than the view's height.
        #expect(Swift.abs(b.y - a.y) < viewport.height, "\(testCase.name): riser at \(x0)")
      }
    }
  }

  @Test func sineIsOneUnbrokenPath() throws {
    let viewport = try Self.viewport()
    let curve = GraphSampler(source: FunctionDataSource { sin($0) }, viewport: viewport).sample()
    #expect(curve.polylines.count == 1)
    // Simplified, the path is within a quarter of a device pixel of sin at every column.
    let path = try #require(curve.polylines.first)
    #expect(path.count < 500)
    for column in 0...1_000 {
      let viewX = Double(column) / viewport.pixelScale
      let exact = GraphPoint(
        x: viewX, y: viewport.viewY(ofGraphY: sin(viewport.graphX(atViewX: viewX))))
      let after = try #require(path.firstIndex { $0.x >= viewX })
      let (a, b) = (path[max(0, after - 1)], path[after])
      // The distance from the segment drawn across the column.
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = (dx * dx + dy * dy).squareRoot()
      let distance =
        length == 0
        ? ((exact.x - a.x) * (exact.x - a.x) + (exact.y - a.y) * (exact.y - a.y)).squareRoot()
        : Swift.abs(dx * (a.y - exact.y) - dy * (a.x - exact.x)) / length
      #expect(distance <= 0.125 + 1e-9, "at column \(column)")
    }
  }

  @Test func traceSaysUndefinedAtTheHole() throws {
    let source = FunctionDataSource { ($0 * $0 - 4) / ($0 - 2) }
    #expect(Trace(of: source, atX: 2).description == "x = 2, y = undefined")
    #expect(Trace(of: source, atX: 3).description == "x = 3, y = 5")
    let viewport = try Self.viewport()
    let underPointer = Trace(of: source, atViewX: viewport.viewX(ofGraphX: 2), in: viewport)
    #expect(underPointer.x == 2)
    #expect(underPointer.y == nil)
  }

  @Test func svgMarksItsPartsAndDrawsDotsInDotMode() throws {
    let viewport = try Self.viewport()
    let curve = GraphSampler(source: FunctionDataSource { sin($0) }, viewport: viewport).sample()
    let renderer = SVGRenderer(viewport: viewport)
    let lines = renderer.render(curve, style: .line, title: "sin(x) & <cos>")
    #expect(lines.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(lines.contains("<title>sin(x) &amp; &lt;cos&gt;</title>"))
    #expect(
      lines.split(separator: "<path class=\"curve\"", omittingEmptySubsequences: false).count == 2)
    #expect(lines.contains("<path class=\"axes\""))
    #expect(lines.contains("class=\"tick-label\""))
    #expect(!lines.contains("<circle"))
    let dots = renderer.render(curve, style: .dots, title: "sin(x)")
    #expect(
      dots.split(separator: "h0", omittingEmptySubsequences: false).count - 1 == curve.dots.count)
    #expect(curve.dots.count == Int(viewport.width * viewport.pixelScale) + 1)
    #expect(dots.contains("<path class=\"curve dots\""))
    #expect(!dots.contains("<path class=\"curve\""))
  }
}
