import Testing

@testable import Graphing

/// Zoom, pan and move-origin keep the point under the pointer where it was.
@Suite struct ViewportTests {
  static func viewport() throws -> Viewport {
    try #require(Viewport(width: 400, height: 300, scale: 20))
  }

  @Test(arguments: [0.0, -1, .nan, .infinity, 1e13, 1e-13])
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
    viewport.zoom(by: factor, about: GraphPoint(x: pointerX, y: pointerY))
    #expect((viewport.graphX(atViewX: pointerX) - before.0).magnitude < 1e-12)
    #expect((viewport.graphY(atViewY: pointerY) - before.1).magnitude < 1e-12)
    #expect((viewport.scale - 20 * factor).magnitude < 1e-9)
  }

  @Test func zoomIsClampedAndIgnoresNonsense() throws {
    var viewport = try Self.viewport()
    viewport.zoom(by: .nan, about: GraphPoint(x: 0, y: 0))
    viewport.zoom(by: 0, about: GraphPoint(x: 0, y: 0))
    #expect(viewport.scale == 20)
    for _ in 0..<200 {
      viewport.zoom(by: 10, about: GraphPoint(x: 200, y: 150))
    }
    #expect(viewport.scale == Viewport.scaleRange.upperBound)
  }

  @Test func panMovesThePlaneWithThePointer() throws {
    var viewport = try Self.viewport()
    let graphX = viewport.graphX(atViewX: 100)
    let graphY = viewport.graphY(atViewY: 100)
    viewport.pan(byX: 30, y: -40)
    #expect(viewport.graphX(atViewX: 130) == graphX)
    #expect(viewport.graphY(atViewY: 60) == graphY)
  }

  @Test func moveOriginAndReset() throws {
    var viewport = try Self.viewport()
    viewport.moveOrigin(to: GraphPoint(x: 50, y: 60))
    #expect(viewport.graphX(atViewX: 50) == 0)
    #expect(viewport.graphY(atViewY: 60) == 0)
    #expect(viewport.xRange == -2.5...17.5)
    viewport.reset(scale: 10)
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
