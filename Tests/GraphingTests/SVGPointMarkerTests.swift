import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The SVG's point markers and their `<desc>` list show each coordinate with only its
/// right digits, and a root's y as 0.
@Suite struct SVGPointMarkerTests {
  static func svg(
    _ function: @escaping @Sendable (Double) -> Double?, title: String = "f"
  ) throws -> String {
    let viewport = try #require(Viewport(width: 500, height: 300, scale: 50, pixelScale: 2))
    let plotted = PlottedCurve(
      title: title, source: FunctionDataSource(function), viewport: viewport)
    return SVGRenderer(viewport: viewport).render([plotted], style: .line, title: title)
  }

  @Test func aCoordinateShowsOnlyItsRightDigits() throws {
    let viewport = try #require(Viewport(width: 500, height: 300, scale: 50, pixelScale: 2))
    let point = PointOfInterest(
      kind: .maximum, x: 1.2345678901, y: 0.1234567890123, xDigits: 3, yDigits: 5)
    let curve = GraphSampler(source: FunctionDataSource { _ in 0.1 }, viewport: viewport).sample()
    let svg = SVGRenderer(viewport: viewport).render(
      [PlottedCurve(title: "f", curve: curve, points: [point])], style: .line, title: "f")
    #expect(svg.contains(#"data-kind="maximum" data-curve="0" data-x="1.23" data-y="0.12346""#))
    #expect(svg.contains("<title>maximum at (1.23, 0.12346)</title>"))
    #expect(svg.contains("f: maximum at (1.23, 0.12346)."))
  }

  @Test func rootsHaveYZero() throws {
    let svg = try Self.svg({ $0 * $0 - 2 })
    let roots = svg.split(separator: "<circle ").filter { $0.contains(#"data-kind="root""#) }
    #expect(roots.count == 2)
    #expect(roots.allSatisfy { $0.contains(#"data-y="0""#) }, "\(roots)")
    #expect(svg.contains("root at (−1.4142135623731, 0)"))
  }

  @Test func aHoleShowsItsLimit() throws {
    let svg = try Self.svg({ sin($0) / $0 })
    #expect(svg.contains(#"data-kind="hole" data-curve="0" data-x="0" data-y="1""#))
    #expect(svg.contains("hole at (0, 1)"))
  }
}
