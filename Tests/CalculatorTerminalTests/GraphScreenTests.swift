import CalculatorController
import CalculatorModel
import Testing

@testable import CalculatorTerminal

/// The graph screen, drawn from the graph session's frame without a terminal.
@Suite struct GraphScreenTests {
  /// The screen of `expression` at the standard size after `keys` on the graph.
  private func lines(
    _ expression: String, keys: [GraphKey] = [], size: ScreenSize = .standard
  ) throws -> [String] {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste(expression)
    let dots = GraphScreen.plotDots(for: size)
    keypad.apply(.resize(width: Double(dots.width), height: Double(dots.height)))
    keypad.press(GraphKey.open)
    for key in keys { keypad.press(key) }
    return GraphScreen(frame: keypad.graphFrame(.braille, redraw: true))
      .canvas(size: size).lines(colour: false)
  }

  @Test func sineWithAxesFillsTheTerminal() throws {
    let lines = try lines("sin(x)", keys: [.toggleTrace, .traceRight])
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
    #expect(lines[22].hasPrefix("x = 0.2, y = 0.198669330795061"))
    #expect(lines[22].contains("x −10…10"))
  }

  @Test func traceSaysUndefinedOutsideTheDomain() throws {
    let lines = try lines("sqrt(x)", keys: [.toggleTrace, .traceLeft])
    #expect(lines[22].hasPrefix("x = −0.2, y = undefined"))
  }

  @Test func pointsOfInterestAndEdgeLabelsAreMarked() throws {
    let lines = try lines("x^2-2")
    #expect(lines[1...21].contains { $0.contains("◆") })
    #expect(
      lines[1...21].contains { $0.contains("−4") && $0.contains("4") }, "x labels: \(lines)")
  }

  @Test func tinyTerminalsGetTheMessage() throws {
    let lines = try lines("x", size: ScreenSize(columns: 10, rows: 5))
    #expect(lines.count == 5)
    #expect(lines.joined().contains("Terminal"))
  }

  /// Every curve of an RPN stack is drawn, each in its legend's colour.
  @Test func everyCurveInItsColour() throws {
    var keypad = Keypad()
    keypad.press(try Key.keys(inText: "rpn x sin x cos x x² x ±"))
    keypad.apply(.resize(width: 160, height: 84))
    keypad.press(GraphKey.open)
    let frame = keypad.graphFrame(.braille, redraw: true)
    #expect(frame.curves.map(\.title) == ["sin(x)", "cos(x)", "x²", "−x"])
    guard case .braille(let cells, _)? = frame.picture else {
      Issue.record("no braille picture")
      return
    }
    let owners = Set(cells.curves.joined().compactMap { $0 })
    #expect(owners == [0, 1, 2, 3])
    let coloured = GraphScreen(frame: frame).canvas(size: .standard).lines(colour: true)
      .joined()
    for index in 0..<4 {
      #expect(coloured.contains("\u{1B}[" + TextStyle.curve(index).sgr + "m"))
    }
  }
}
