import Foundation
import Testing

/// `graph --points` (issue 15): the points of interest in the x range as JSON; the
/// SVG marks them and draws the grid.
@Suite struct GraphPointsTests {
  struct Point: Decodable, Equatable {
    var kind: String
    var x: Double
    var y: Double?
  }

  private func points(_ arguments: [String]) throws -> [Point] {
    let outcome = try CommandLineTests.run(["graph", "--points"] + arguments)
    #expect(outcome.status == 0, "\(outcome.error)")
    return try JSONDecoder().decode([Point].self, from: Data(outcome.output.utf8))
  }

  @Test func rootsAndMinimumOfAParabola() throws {
    let found = try points(["x^2-2"])
    #expect(found.map(\.kind) == ["root", "y-intercept", "minimum", "root"])
    let roots = found.filter { $0.kind == "root" }.map(\.x)
    #expect(roots.allSatisfy { Swift.abs(Swift.abs($0) - 2.0.squareRoot()) < 1e-15 })
    #expect(found[2] == Point(kind: "minimum", x: 0, y: -2))
  }

  @Test func aPoleHasNoY() throws {
    let found = try points(["1/(x-1)", "--x-min", "-3", "--x-max", "3"])
    #expect(found.contains(Point(kind: "pole", x: 1, y: nil)))
    let outcome = try CommandLineTests.run(["graph", "--points", "1/(x-1)"])
    #expect(outcome.output.contains(#""y":null"#))
  }

  @Test func onlyInTheRange() throws {
    let found = try points(["sin(x)", "--x-min", "0.5", "--x-max", "3"])
    #expect(found.map(\.kind) == ["maximum"])
  }

  @Test func svgHasGridAndMarkers() throws {
    let outcome = try CommandLineTests.run([
      "graph", "floor(x)", "--x-min", "-2.5", "--x-max", "2.5",
    ])
    #expect(outcome.output.contains(#"<path class="grid""#))
    #expect(outcome.output.contains(#"class="point" data-kind="jump""#))
  }

  @Test func pointsCannotComeWithAPicture() throws {
    let outcome = try CommandLineTests.run(["graph", "--points", "--terminal", "x"])
    #expect(outcome.status != 0)
    #expect(outcome.error.contains("--points prints JSON"))
  }
}
