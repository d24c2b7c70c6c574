import Testing

@testable import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Points of interest found from the samples and refined on the source.
@Suite struct PointFinderTests {
  static func points(
    _ function: @escaping @Sendable (Double) -> Double?, from lower: Double = -10,
    to upper: Double = 10, columns: Int = 800
  ) -> [PointOfInterest] {
    PointFinder(source: FunctionDataSource(function)).points(in: lower...upper, columns: columns)
  }

  static func xs(_ points: [PointOfInterest], _ kind: PointOfInterest.Kind) -> [Double] {
    points.filter { $0.kind == kind }.map(\.x)
  }

  static func isClose(_ a: Double, _ b: Double, relative: Double) -> Bool {
    Swift.abs(a - b) <= relative * max(Swift.abs(a), Swift.abs(b), 1e-300)
  }

  @Test func rootsOfXSquaredMinusTwoAreFullPrecision() throws {
    let points = Self.points { $0 * $0 - 2 }
    let roots = Self.xs(points, .root)
    try #require(roots.count == 2, "\(points)")
    #expect(Self.isClose(roots[0], -2.0.squareRoot(), relative: 1e-12))
    #expect(Self.isClose(roots[1], 2.0.squareRoot(), relative: 1e-12))
    #expect(Self.xs(points, .minimum).count == 1)
    #expect(points.contains(PointOfInterest(kind: .yIntercept, x: 0, y: -2)))
  }

  @Test func extremaOfACubic() throws {
    let points = Self.points { $0 * $0 * $0 - 3 * $0 }
    let maxima = points.filter { $0.kind == .maximum }
    let minima = points.filter { $0.kind == .minimum }
    try #require(maxima.count == 1 && minima.count == 1, "\(points)")
    #expect(Swift.abs(maxima[0].x + 1) < 1e-7)
    #expect(maxima[0].y == 2)
    #expect(Swift.abs(minima[0].x - 1) < 1e-7)
    #expect(minima[0].y == -2)
    #expect(Self.xs(points, .root).count == 3)
  }

  /// Over [−10, 10]: roots at kπ for k = −3…3; maxima at −3π/2, π/2, 5π/2; minima at
  /// −5π/2, −π/2, 3π/2 (−7π/2 and 7π/2 lie just outside).
  @Test func sineOverMinusTenToTen() throws {
    let points = Self.points { sin($0) }
    let roots = Self.xs(points, .root)
    try #require(roots.count == 7, "\(roots)")
    for (root, k) in zip(roots, -3...3) {
      #expect(Swift.abs(root - Double(k) * .pi) < 1e-12, "k = \(k)")
    }
    let maxima = Self.xs(points, .maximum)
    let minima = Self.xs(points, .minimum)
    #expect(maxima.count == 3 && minima.count == 3, "\(maxima) \(minima)")
    for (x, expected) in zip(maxima, [-1.5, 0.5, 2.5]) {
      #expect(Swift.abs(x - expected * .pi) < 1e-7)
    }
    for (x, expected) in zip(minima, [-2.5, -0.5, 1.5]) {
      #expect(Swift.abs(x - expected * .pi) < 1e-7)
    }
    #expect(Self.xs(points, .pole).isEmpty && Self.xs(points, .jump).isEmpty)
  }

  @Test func aRemovableHoleIsAHoleNotARoot() throws {
    let points = Self.points { ($0 * $0 - 4) / ($0 - 2) }
    let holes = points.filter { $0.kind == .hole }
    try #require(holes.count == 1, "\(points)")
    #expect(holes[0].x == 2)
    #expect(holes[0].y == 4)
    #expect(Self.xs(points, .root) == [-2])
    #expect(Self.xs(points, .pole).isEmpty && Self.xs(points, .jump).isEmpty)
  }

  @Test func oneOverXHasAPoleAndNoRoot() {
    let points = Self.points { 1 / $0 }
    #expect(Self.xs(points, .pole) == [0], "\(points)")
    #expect(Self.xs(points, .root).isEmpty)
    #expect(Self.xs(points, .jump).isEmpty)
    #expect(Self.xs(points, .yIntercept).isEmpty)
  }

  @Test func floorJumpsAtEveryWholeNumber() {
    let points = Self.points { $0.rounded(.down) }
    #expect(Self.xs(points, .jump) == (-9...10).map(Double.init), "\(points)")
    #expect(Self.xs(points, .pole).isEmpty)
    #expect(Self.xs(points, .minimum).isEmpty && Self.xs(points, .maximum).isEmpty)
  }

  /// Poles at π/2 + kπ (six in [−10, 10]), roots at kπ (seven).
  @Test func tangentPolesAndRoots() throws {
    let points = Self.points { tan($0) }
    let poles = Self.xs(points, .pole)
    try #require(poles.count == 6, "\(points)")
    for (pole, k) in zip(poles, -3...2) {
      #expect(Swift.abs(pole - (Double(k) + 0.5) * .pi) < 1e-12, "k = \(k)")
    }
    let roots = Self.xs(points, .root)
    try #require(roots.count == 7, "\(roots)")
    for (root, k) in zip(roots, -3...3) {
      #expect(Swift.abs(root - Double(k) * .pi) < 1e-12, "k = \(k)")
    }
    #expect(Self.xs(points, .maximum).isEmpty && Self.xs(points, .minimum).isEmpty)
  }

  @Test func infinitelyManyRootsNearZeroStayBounded() {
    let points = Self.points({ $0 * sin(1 / $0) }, from: -0.1, to: 0.1, columns: 4000)
    #expect(!points.isEmpty)
    #expect(points.count <= PointFinder<FunctionDataSource>.maximumCount)
  }

  @Test(arguments: [(-1.0, 1.0), (1e9, 1e9 + 1e-6), (-1e-300, 1e-300), (0, 0), (1, .nan)])
  func oddRangesDoNotCrash(lower: Double, upper: Double) {
    if lower <= upper {
      _ = Self.points({ sin(1 / $0) }, from: lower, to: upper)
    }
  }
}
