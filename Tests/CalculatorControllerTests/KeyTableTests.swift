import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// One key table lists every key, and key names are read through it.
@Suite struct KeyTableTests {
  /// Every operation, `=` included, by its canonical symbol: each must have a key.
  static let specOperations = [
    "π", "e", "+", "−", "×", "÷", "xʸ", "√", "sin", "cos", "tan", "sin⁻¹", "cos⁻¹", "tan⁻¹",
    "sinh", "cosh", "tanh", "ln", "log", "eˣ", "10ˣ", "x²", "x³", "x⁻¹", "±", "x!", "%", "abs",
    "floor", "ceil", "round", "=",
  ]

  @Test(arguments: specOperations)
  func everyOperationOfTheSpecHasAKey(symbol: String) throws {
    let definition = try #require(KeyTable.keys.first { $0.symbol == symbol })
    #expect(try Key(name: definition.name) == definition.key)
    #expect(!definition.bindings.isEmpty, "\(symbol) has no keyboard key")
    #expect(Set(definition.modes) == Set(CalculatorMode.allCases))
  }

  @Test func parenthesesAndTheControlKeysAreThere() {
    let names = Set(KeyTable.keys.map(\.name))
    let expected: Set<String> = [
      "(", ")", "C", "undo", "redo", "→M", "M", "x", "↲", "deg", "rad", "algebraic", "rpn",
      "formula", "left", "right", "home", "end", "backspace", "delete", ".",
    ]
    #expect(expected.subtracting(names).isEmpty)
  }

  @Test(arguments: CalculatorMode.allCases)
  func bindingsAreUniquePerMode(mode: CalculatorMode) {
    var seen: [String: String] = [:]
    for definition in KeyTable.keys {
      for binding in definition.bindings where binding.modes.contains(mode) {
        #expect(
          seen[binding.keyboard] == nil,
          "\(binding.keyboard): \(seen[binding.keyboard] ?? "") and \(definition.name) in \(mode)")
        seen[binding.keyboard] = definition.name
        #expect(
          definition.modes.contains(mode), "\(definition.name) is bound where it does nothing")
      }
    }
  }

  @Test func everyNameAndAliasRoundTrips() throws {
    #expect(Set(KeyTable.keys.map(\.key)).count == KeyTable.keys.count)
    for definition in KeyTable.keys {
      #expect(try Key(name: definition.name) == definition.key)
      #expect(definition.key.name == definition.name)
      for alias in definition.aliases {
        #expect(try Key(name: alias) == definition.key, "\(alias)")
      }
    }
  }

  @Test func theKeyboardDoesWhatThePageAndTheTerminalAgreeOn() {
    let bound = { (keyboard: String, mode: CalculatorMode) in
      KeyTable.keys.first {
        $0.bindings.contains { $0.keyboard == keyboard && $0.modes.contains(mode) }
      }?.name
    }
    #expect(bound("k", .algebraic) == "tanh")
    #expect(bound("q", .algebraic) == nil)
    #expect(bound("w", .rpn) == "x²")
    #expect(bound("Enter", .algebraic) == "=")
    #expect(bound("Enter", .rpn) == "↲")
    #expect(bound("Enter", .formula) == "=")
    #expect(bound("Backspace", .algebraic) == "undo")
    #expect(bound("Backspace", .formula) == "backspace")
    #expect(bound("s", .formula) == nil)
    #expect(bound("Alt+s", .formula) == "sin")
  }

  @Test func theTableIsJSON() throws {
    let text = KeyTable.json.utf8
    let value = try JSONValue(parsing: text)
    let tables = try JSONCursor(value).object()
    #expect(try tables.value("layouts").object().value("phone").strings() == KeypadLayouts.phone)
    #expect(try tables.value("graphKeys").elements().count == GraphKeyTable.keys.count)
    let rows = try tables.value("keys").elements()
    #expect(rows.count == KeyTable.keys.count)
    let sine = try #require(
      try rows.first { try $0.object().value("name").string() == "sin" }?.object())
    #expect(try sine.value("symbol").string() == "sin")
    #expect(try sine.value("spoken").string() == "sine")
    #expect(try sine.value("secondFunction").string() == "sin⁻¹")
    #expect(try sine.value("modes").strings() == ["algebraic", "rpn", "formula"])
  }
}
