import CalculatorModel
import Graphing
import Testing

@testable import CalculatorController

/// The graph key finishes a typed number, performs a pending `=`, and
/// graphs the current expression with x as the variable.
@Suite struct GraphSourceTests {
  @Test func finishesThePendingOperation() throws {
    var keypad = try Keypad.after("x × 2 + 1")
    let graphed = try keypad.graphSource()
    let source = try #require(graphed)
    #expect(source.title == "x × 2 + 1")
    #expect(source.y(at: 3) == 7)
    #expect(keypad.view.label == "x × 2 + 1 =")
    #expect(!keypad.view.isPending)
  }

  @Test func usesMemoryAndTheAngleUnit() throws {
    var keypad = try Keypad.after("3 →M Deg x sin × M")
    let graphed = try keypad.graphSource()
    let source = try #require(graphed)
    #expect(source.title == "sin(x) × M")
    #expect(source.y(at: 30) == 1.5)
  }

  @Test func rpnEntersTheTypedNumber() throws {
    var keypad = try Keypad.after("x 2", mode: .rpn)
    let graphed = try keypad.graphSource()
    let source = try #require(graphed)
    #expect(source.title == "2")
    #expect(keypad.view.display == "2")
  }

  @Test func holesAreUndefined() throws {
    var keypad = Keypad()
    try keypad.paste("(x^2-4)/(x-2)")
    let graphed = try keypad.graphSource()
    let source = try #require(graphed)
    #expect(source.y(at: 2) == nil)
    #expect(source.y(at: 3) == 5)
  }

  @Test func nothingToGraph() throws {
    var keypad = Keypad()
    #expect(try keypad.graphSource()?.title == nil)
  }

  /// `1e300*x` once trapped in the sampler (an infinite rise converted to `Int`).
  @Test(arguments: ["1e300*x", "x*1e308", "tan(1e15*x)", "-1e308*x^3+1e308", "1e308^x"])
  func steepAndHugeFormulasDraw(_ text: String) throws {
    let source = try FormulaGraphSource(
      try Formula(parsing: text), constants: [:], angle: .radians)
    let viewport = try #require(Viewport(width: 800, height: 600, scale: 40))
    let curve = GraphSampler(source: source, viewport: viewport).sample()
    #expect((curve.polylines.joined() + curve.dots).allSatisfy { $0.x.isFinite && $0.y.isFinite })
    #expect(
      SVGRenderer(viewport: viewport).render(curve, style: .line, title: text).contains("</svg>"))
  }

  @Test func rpnVariableWithoutValueIsAnError() throws {
    var keypad = try Keypad.after("x M +", mode: .rpn)
    #expect(throws: CalculationError.undefinedVariable("M")) { try keypad.graphSource() }
  }

  @Test func algebraicUnsetMemoryCountsAsZero() throws {
    var keypad = try Keypad.after("x + M")
    let source = try #require(try keypad.graphSource())
    #expect(source.y(at: 3) == 3)
  }

  /// The graph comes from the node graph: shared nodes (`↲ +` doubles the written
  /// size) compile once, and earlier calculations are not part of it.
  @Test func sharedNodesGraphWithoutExpanding() throws {
    var keypad = try Keypad.after(
      "M 1 + x" + String(repeating: " ↲ +", count: 40), mode: .rpn)
    let source = try #require(try keypad.graphSource())
    #expect(source.y(at: 1) == 0x100_0000_0000)
  }
}
