import CalculatorJSON
import CalculatorModel
import Graphing
import Testing

@testable import CalculatorController

/// `GraphPlot.pointsJSON` (`graph --points`): a root's y is 0, and a coordinate that
/// could not be refined to every digit says how many it has.
@Suite struct GraphPlotTests {
  /// The points of `text` over x from −10 to 10, 800 points wide, as JSON text.
  static func points(_ text: String) throws -> String {
    let source = try FormulaGraphSource(Formula(parsing: text), constants: [:], angle: .radians)
    let viewport = try #require(Viewport(width: 800, height: 600, scale: 40))
    let plot = try GraphPlot(sources: [source], viewport: viewport)
    return String(decoding: plot.pointsJSON.utf8, as: UTF8.self)
  }

  @Test func rootsHaveYZero() throws {
    let json = try Self.points("x^2-2")
    let roots = json.matches(of: #/\{"kind":"root","x":(-?1\.41421356237309\d*),"y":0\}/#)
    #expect(roots.count == 2, "\(json)")
  }

  @Test func aHoleHasItsLimit() throws {
    let json = try Self.points("sin(x)/x")
    #expect(json.contains(#"{"kind":"hole","x":0,"y":1}"#), "\(json)")
  }

  /// (10¹⁰ + sin(x)) − 10¹⁰ moves in steps of about 1.9e−6: its maximum's x has 6 right
  /// digits, rounded to them.
  @Test func aTopFlattenedByRoundingSaysHowManyDigitsItHas() throws {
    let json = try Self.points("(1e10+sin(x))-1e10")
    #expect(json.contains(#"{"kind":"maximum","x":1.5708,"xDigits":6,"y":1}"#), "\(json)")
  }
}
