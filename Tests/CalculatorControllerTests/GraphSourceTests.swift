import CalculatorModel
import Testing

@testable import CalculatorController

/// SPEC §10: the graph key finishes a typed number, performs a pending `=`, and
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
}
