import CalculatorController
import CalculatorModel
import FoundationEssentials
import Testing

@testable import CalculatorTerminal

/// The graph screen, drawn without a terminal.
@Suite struct GraphScreenTests {
  private func screen(_ expression: String, traceX: Double = 0.125) throws -> GraphScreen {
    let source = try FormulaGraphSource(
      try Formula(parsing: expression), constants: [:], angle: .radians)
    return GraphScreen(
      source: source, window: .standard(width: 160), dots: false, traceX: traceX)
  }

  @Test func sineWithAxesFillsTheTerminal() throws {
    let lines = try screen("sin(x)").canvas(size: .standard).lines(colour: false)
    #expect(lines.count == 24)
    #expect(lines[0].hasPrefix("y = sin(x)"))
    let plot = lines[1...21]
    #expect(
      plot.allSatisfy {
        $0.unicodeScalars.allSatisfy {
          (0x2800...0x28FF).contains($0.value) || "●◆−.0123456789".unicodeScalars.contains($0)
        }
      })
    #expect(plot.contains { $0.contains("⡇") }, "the y axis")
    #expect(plot.filter { $0.contains("⠤⠤⠤⠤⠤⠤") }.count >= 1, "the x axis")
    #expect(lines[22].hasPrefix("x = 0.125, y = 0.12467"))
    #expect(lines[22].contains("x -10…10"))
  }

  @Test func traceSaysUndefinedAtAHole() throws {
    let lines = try screen("sqrt(x)", traceX: -7.375).canvas(size: .standard).lines(colour: false)
    #expect(lines[22].hasPrefix("x = -7.375, y = undefined"))
  }

  @Test func pointsOfInterestAndEdgeLabelsAreMarked() throws {
    let lines = try screen("x^2-2").canvas(size: .standard).lines(colour: false)
    #expect(lines[1...21].contains { $0.contains("◆") })
    #expect(
      lines[1...21].contains { $0.contains("−4") && $0.contains("4") }, "x labels: \(lines)")
  }

  @Test func tinyTerminalsGetTheMessage() throws {
    let lines = try screen("x").canvas(size: ScreenSize(columns: 10, rows: 5)).lines(colour: false)
    #expect(lines.count == 5)
    #expect(lines.joined().contains("Terminal"))
  }

  @Test func windowSurvivesAResizeAndRejectsBadSavedValues() throws {
    let window = GraphWindow.standard(width: 160)
    let small = try #require(window.viewport(width: 160, height: 84))
    let large = try #require(window.viewport(width: 200, height: 108))
    #expect(GraphWindow(small) == GraphWindow(large))
    let bad = #"{"centerX":0,"centerY":0,"scale":0}"#
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(GraphWindow.self, from: Data(bad.utf8))
    }
  }
}
