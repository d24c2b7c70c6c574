import CalculatorController
import Testing

@testable import CalculatorTerminal

/// The terminal's keys: the web app's keys plus letters, and the graph's keys.
@Suite struct KeyBindingTests {
  private let map = CalculatorAction.keyMap

  @Test(arguments: [
    (KeyEvent.character("7"), CalculatorAction.press(.digit(7))),
    (.character("."), .press(.point)),
    (.character("+"), .press(.operation("+"))),
    (.character("-"), .press(.operation("−"))),
    (.character("*"), .press(.operation("×"))),
    (.character("/"), .press(.operation("÷"))),
    (.character("^"), .press(.operation("xʸ"))),
    (.enter, .press(.equals)),
    (.character("="), .press(.equals)),
    (.backspace, .press(.undo)),
    (.escape, .press(.clear)),
    (.character("r"), .press(.operation("√"))),
    (.character("M"), .press(.storeMemory)),
    (.character("m"), .press(.recallMemory)),
    (.character("x"), .press(.variableX)),
    (.tab, .toggleMode),
    (.character("g"), .graph),
    (.character("?"), .help),
    (.control("c"), .quit),
    (.character("q"), .quit),
  ])
  func webKeysAndCommands(key: KeyEvent, action: CalculatorAction) {
    #expect(map.action(for: key) == action)
  }

  @Test func everyDrawnKeyIsReachable() throws {
    let actions = map.bindings.map(\.action)
    for label in KeypadLayout.cells(for: Keypad().view).joined().map(\.label) {
      switch label {
      case "Deg": #expect(actions.contains(.toggleAngle))
      case "RPN": #expect(actions.contains(.toggleMode))
      case "↲": #expect(actions.contains(.press(.equals)), "= acts as ↲ in RPN")
      default: #expect(actions.contains(.press(try Key(name: label))), "no key for \(label)")
      }
    }
  }

  @Test func everyBoundOperationIsAKeypadOperation() {
    for binding in map.bindings {
      if case .press(.operation(let symbol)) = binding.action {
        #expect((try? Key(name: symbol)) == .operation(symbol))
      }
    }
  }

  @Test func noKeyIsBoundTwice() {
    let keys = map.bindings.flatMap(\.keys)
    #expect(Set(keys).count == keys.count)
    let graphKeys = GraphAction.keyMap.bindings.flatMap(\.keys)
    #expect(Set(graphKeys).count == graphKeys.count)
  }

  @Test func unboundKeysDoNothing() {
    #expect(map.action(for: .character("Z")) == nil)
    #expect(map.action(for: .unknown) == nil)
  }

  @Test func graphKeys() {
    let graph = GraphAction.keyMap
    #expect(graph.action(for: .left) == .pan(dx: -1, dy: 0))
    #expect(graph.action(for: .character("+")) == .zoomIn)
    #expect(graph.action(for: .character("-")) == .zoomOut)
    #expect(graph.action(for: .character("0")) == .reset)
    #expect(graph.action(for: .character("d")) == .toggleDots)
    #expect(graph.action(for: .escape) == .back)
  }

  @Test func helpListsDigitsOnceAndEveryCommand() {
    let lines = map.helpLines
    #expect(lines.filter { $0.hasPrefix("0-9") }.count == 1)
    #expect(lines.contains { $0.hasPrefix("g ") && $0.hasSuffix("graph") })
    #expect(!lines.contains { $0.hasPrefix("1 ") })
  }
}
