import Testing

@testable import CalculatorController

/// The graph key table: every graph key but the keypad's Graph key is bound, no
/// keyboard key presses two, and the page reads the table as JSON.
@Suite struct GraphKeyTableTests {
  @Test func everyGraphKeyButOpenIsBoundOnce() {
    let bound = GraphKeyTable.keys.map { $0.key }
    #expect(Set(bound) == Set(GraphKey.allCases).subtracting([.open]))
    #expect(bound.count == Set(bound).count)
    let keyboard = GraphKeyTable.keys.flatMap { $0.keyboard }
    #expect(keyboard.count == Set(keyboard).count)
    #expect(GraphKeyTable.keys.allSatisfy { !$0.keyboard.isEmpty && !$0.summary.isEmpty })
  }

  @Test(arguments: [
    ("ArrowLeft", GraphKey.traceLeft), ("Shift+ArrowLeft", .panLeft), ("Shift+ArrowUp", .panUp),
    ("ArrowDown", .nextCurve), ("=", .zoomIn), ("-", .zoomOut), ("Escape", .close),
    ("Backspace", .close), ("s", .equalScales), ("?", .help),
  ])
  func keyboardKeysPressTheirGraphKey(name: String, key: GraphKey) {
    #expect(GraphKeyTable.key(forKeyboard: name) == key)
  }

  @Test func unboundKeysPressNothing() {
    #expect(GraphKeyTable.key(forKeyboard: "x") == nil)
    #expect(GraphKeyTable.key(forKeyboard: "Shift+Backspace") == nil)
  }

  @Test func theTableIsJSON() {
    let json = String(decoding: GraphKeyTable.json.utf8, as: UTF8.self)
    #expect(
      json.hasPrefix(
        #"[{"key":"traceLeft","keyboard":["ArrowLeft"],"summary":"trace left"},"#))
    #expect(json.contains(#"{"key":"zoomIn","keyboard":["+","="],"summary":"zoom in"}"#))
  }
}
