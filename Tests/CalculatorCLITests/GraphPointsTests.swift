import Foundation
import Testing

/// `graph --points`: the points of interest in the x range as JSON; the
/// SVG marks them and draws the grid.
@Suite struct GraphPointsTests {
  struct Point: Decodable, Equatable {
    var kind: String
    var x: Double
    var y: Double?
    var xDigits: Int? = nil
    var yDigits: Int? = nil
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

  /// A root's y is 0 in the JSON and in the SVG, not the rounding error at its x.
  @Test func rootsHaveYZero() throws {
    let found = try points(["x^2-2"]).filter { $0.kind == "root" }
    #expect(found.count == 2 && found.allSatisfy { $0.y == 0 && $0.xDigits == nil }, "\(found)")
    let svg = try CommandLineTests.run(["graph", "x^2-2"]).output
    let roots = svg.split(separator: "<circle ").filter { $0.contains(#"data-kind="root""#) }
    #expect(roots.count == 2 && roots.allSatisfy { $0.contains(#"data-y="0""#) }, "\(roots)")
  }

  @Test func extremaAndHolesHaveTheirRightDigits() throws {
    let found = try points(["sin(x)^2+3", "--x-min", "0", "--x-max", "3.5"])
    let top = found.first { $0.kind == "maximum" }
    #expect(
      top.map { Swift.abs($0.x - .pi / 2) <= 2 * (Double.pi / 2).ulp && $0.y == 4 } == true,
      "\(found)")
    #expect(try points(["sin(x)/x"]).contains(Point(kind: "hole", x: 0, y: 1)))
    // Rounding flattens this top: its x has 6 right digits.
    let flat = try points(["(1e10+sin(x))-1e10", "--x-min", "0", "--x-max", "3"])
    #expect(flat.contains(Point(kind: "maximum", x: 1.5708, y: 1, xDigits: 6)), "\(flat)")
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
