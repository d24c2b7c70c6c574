import Testing

@testable import Graphing

/// Zoom, pan and move-origin keep the point under the pointer where it was.
@Suite struct ViewportTests {
  static func viewport() throws -> Viewport {
    try #require(Viewport(width: 400, height: 300, scale: 20))
  }

  @Test(arguments: [0.0, -1, .nan, .infinity, 1e-13, 1e301])
  func aBadScaleIsRejected(scale: Double) {
    #expect(Viewport(width: 400, height: 300, scale: scale) == nil)
  }

  @Test func aBadSizeIsRejected() {
    #expect(Viewport(width: 0, height: 300) == nil)
    #expect(Viewport(width: 400, height: .infinity) == nil)
    #expect(Viewport(width: 400, height: 300, origin: GraphPoint(x: .nan, y: 0)) == nil)
  }

  @Test(arguments: [
    (2.0, 10.0, 10.0), (0.5, 390.0, 290.0), (3.0, 200.0, 150.0), (1.0 / 3, 17.0, 250.0),
  ])
  func zoomKeepsThePointUnderThePointer(factor: Double, pointerX: Double, pointerY: Double) throws {
    var viewport = try Self.viewport()
    let before = (viewport.graphX(atViewX: pointerX), viewport.graphY(atViewY: pointerY))
    try viewport.zoom(by: factor, about: GraphPoint(x: pointerX, y: pointerY))
    #expect((viewport.graphX(atViewX: pointerX) - before.0).magnitude < 1e-12)
    #expect((viewport.graphY(atViewY: pointerY) - before.1).magnitude < 1e-12)
    #expect((viewport.scale - 20 * factor).magnitude < 1e-9)
  }

  @Test func zoomIgnoresNonsenseAndRefusesBeyondDouble() throws {
    var viewport = try Self.viewport()
    try viewport.zoom(by: .nan, about: GraphPoint(x: 0, y: 0))
    try viewport.zoom(by: 0, about: GraphPoint(x: 0, y: 0))
    #expect(viewport.scale == 20)
    var refusal: ViewportError?
    for _ in 0..<2_000 where refusal == nil {
      do {
        try viewport.zoom(by: 10, about: GraphPoint(x: 200, y: 150))
      } catch {
        refusal = error
      }
    }
    #expect(refusal == .zoomInLimit)
    #expect(viewport.unitsPerPixel >= Viewport.smallestUnitsPerPixel)
    #expect(refusal?.description.contains("cannot zoom in further") == true)
    #expect(refusal?.description.contains("\n") == false)
  }

  /// Anywhere in the plane, zooming in about the centre goes on until neighbouring
  /// device pixels would hold the same Double, and is then refused with a message,
  /// the view unchanged and still drawable.
  @Test(arguments: [0.0, 1, -3.7, 1e9, -1e9, 123_456.789, 1e-200, 1e15])
  func zoomInAnywhereStopsAtTheLimitOfDouble(center: Double) throws {
    var viewport = try #require(
      Viewport(
        width: 800, height: 600, center: GraphPoint(x: center, y: -center),
        unitsPerPixel: max(1, center.magnitude * 1e-9),
        pixelScale: 2))
    var refusal: ViewportError?
    var zooms = 0
    while refusal == nil && zooms < 3_000 {
      do {
        try viewport.zoom(by: 2, about: GraphPoint(x: 400, y: 300))
        zooms += 1
      } catch {
        refusal = error
      }
    }
    #expect(refusal == .zoomInLimit, "center \(center)")
    let xs = (0...1600).map { viewport.graphX(atViewX: Double($0) / 2) }
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $0 < $1 }, "distinct pixels at \(center)")
    #expect(Swift.abs(viewport.center.x - center) <= 4 * center.ulp)
    let layout = AxisLayout(viewport: viewport, metrics: .svg)
    #expect(!layout.labels.isEmpty)
  }

  @Test func zoomOutStopsAtTheLargestScale() throws {
    var viewport = try Self.viewport()
    #expect(throws: ViewportError.zoomOutLimit) {
      for _ in 0..<100 { try viewport.zoom(by: 0.1, about: GraphPoint(x: 200, y: 150)) }
    }
    #expect(viewport.unitsPerPixel <= Viewport.largestUnitsPerPixel)
  }

  @Test func resizeKeepsCentreAndScale() throws {
    let small = try #require(
      Viewport(width: 400, height: 300, center: GraphPoint(x: 3, y: -2), unitsPerPixel: 0.01))
    let large = try #require(
      Viewport(width: 1000, height: 700, center: GraphPoint(x: 3, y: -2), unitsPerPixel: 0.01))
    #expect(small.graphX(atViewX: 200) == large.graphX(atViewX: 500))
    #expect(small.graphY(atViewY: 150) == large.graphY(atViewY: 350))
  }

  @Test func panMovesThePlaneWithThePointer() throws {
    var viewport = try Self.viewport()
    let graphX = viewport.graphX(atViewX: 100)
    let graphY = viewport.graphY(atViewY: 100)
    try viewport.pan(byX: 30, y: -40)
    #expect(viewport.graphX(atViewX: 130) == graphX)
    #expect(viewport.graphY(atViewY: 60) == graphY)
  }

  @Test func moveOriginAndReset() throws {
    var viewport = try Self.viewport()
    try viewport.moveOrigin(to: GraphPoint(x: 50, y: 60))
    #expect(viewport.graphX(atViewX: 50) == 0)
    #expect(viewport.graphY(atViewY: 60) == 0)
    #expect(viewport.xRange == -2.5...17.5)
    viewport.reset(unitsPerPixel: 0.1)
    #expect(viewport.origin == GraphPoint(x: 200, y: 150))
    #expect(viewport.scale == 10)
  }

  @Test func aClosureDataSourceTreatsNonFiniteAsUndefined() {
    let source = FunctionDataSource { 1 / $0 }
    #expect(source.y(at: 2) == 0.5)
    #expect(source.y(at: 0) == nil)
    #expect(source.ys(at: [1, 0, -4]) == [1, nil, -0.25])
  }
}

/// Zoom to fit scales y to what the curves show in the x range, keeping x as it is.
@Suite struct ZoomToFitTests {
  @Test func fitScalesYAloneToTheRange() throws {
    var viewport = try #require(Viewport(width: 400, height: 300, unitsPerPixel: 0.05))
    try viewport.fit(y: -2...40)
    #expect(viewport.center == GraphPoint(x: 0, y: 19))
    #expect(viewport.unitsPerPixel == 0.05)
    #expect(!viewport.hasEqualScales)
    // A twentieth of the range as a margin above and below.
    #expect(abs(viewport.yRange.lowerBound + 4.1) < 1e-9)
    #expect(abs(viewport.yRange.upperBound - 42.1) < 1e-9)
    #expect(viewport.xRange == -10...10)
  }

  @Test func fitOfOneValueLeavesRoomAroundIt() throws {
    var viewport = try #require(Viewport(width: 400, height: 300, unitsPerPixel: 0.05))
    try viewport.fit(y: 3...3)
    #expect(viewport.yRange.contains(1.5) && viewport.yRange.contains(4.5))
    #expect(throws: ViewportError.outOfRange) { try viewport.fit(y: 0...Double.infinity) }
  }

  @Test func fitRangeShowsWholeCurvesAndCutsPoles() {
    let line = (0...100).map { Double?(2 * Double($0) - 100) }
    #expect(Viewport.fitRange(samples: [line], points: [[]]) == -100...100)
    // Near a pole a curve shows from its 5th to its 95th percentile.
    let pole = (1...100).map { Double?(1 / (Double($0) / 100)) }
    let points = [[PointOfInterest(kind: .pole, x: 0, y: nil)]]
    let range = Viewport.fitRange(samples: [pole], points: points)
    #expect(range.map { $0.upperBound < 30 } == true)
    // Points of interest always show; nothing finite is nothing to fit.
    let maximum = [[PointOfInterest(kind: .maximum, x: 0, y: 500)]]
    #expect(Viewport.fitRange(samples: [line], points: maximum) == -100...500)
    #expect(Viewport.fitRange(samples: [[nil, nil]], points: [[]]) == nil)
  }
}
