import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture's size follows its pixels: `sin(40x)·40` on 4,096 × 4,096 was once
/// 11.4 MiB of dots and 61,000 points.
@Suite struct PolylineSimplifierTests {
  static func viewport(side: Double = 4_096, unitsPerPixel: Double = 0.01) throws -> Viewport {
    try #require(Viewport(width: side, height: side, unitsPerPixel: unitsPerPixel))
  }

  /// A straight line keeps its ends and a point every ``PolylineSimplifier/longestRun``
  /// (which bounds the work a point).
  @Test func aStraightLineKeepsAPointEveryRun() throws {
    let viewport = try Self.viewport()
    let line = (0...4_096).map { GraphPoint(x: Double($0), y: 100 + Double($0) / 3) }
    let kept = PolylineSimplifier.simplified(line, in: viewport)
    #expect(kept.first == line[0])
    #expect(kept.last == line[4_096])
    #expect(kept.count == 4_096 / PolylineSimplifier.longestRun + 1)
  }

  @Test func aRunBeyondAnEdgeKeepsItsEnds() throws {
    let viewport = try Self.viewport(side: 100)
    let line = (0...100).map { GraphPoint(x: Double($0), y: $0 < 50 ? -20 - Double($0 % 7) : 50) }
    let kept = PolylineSimplifier.simplified(line, in: viewport)
    #expect(kept.first == line[0])
    #expect(kept.contains(line[49]))
    #expect(kept.filter { $0.y < 0 }.count == 2)
  }

  @Test func aColumnKeepsItsFirstLowestHighestAndLast() throws {
    let viewport = try Self.viewport(side: 100)
    let ys: [Double] = [50, 90, 10, 60, 40]
    let line = ys.enumerated().map { GraphPoint(x: 10 + Double($0.offset) / 10, y: $0.element) }
    #expect(PolylineSimplifier.simplified(line, in: viewport) == line.filter { $0.y != 60 })
  }

  /// The steepest wave the sampler draws keeps at most four points a device-pixel column,
  /// and its SVG and dots stay small.
  @Test func aDenseWaveIsBoundedByItsPixels() throws {
    let viewport = try Self.viewport()
    let source = FunctionDataSource { sin(40 * $0) * 40 }
    let curve = GraphSampler(source: source, viewport: viewport).sample()
    let points = curve.polylines.map(\.count).reduce(0, +)
    #expect(points <= 4 * 4_097)
    #expect(curve.dots.count <= 4_097)
    let renderer = SVGRenderer(viewport: viewport)
    #expect(renderer.render(curve, style: .dots, title: "").utf8.count < 100_000)
    #expect(renderer.render(curve, style: .line, title: "").utf8.count < 256 * 1_024)
  }
}
