import CalculatorController
import Testing

@testable import CalculatorTerminal

/// The terminal's keys come from the key table: every table key is drawn
/// and bound, its own commands never shadow a table key, and its `?` list shows the
/// table's bindings, as the page's does.
@Suite struct KeyBindingTests {
  @Test(arguments: [
    (KeyEvent.character("7"), CalculatorMode.algebraic, CalculatorAction.press(.digit(7))),
    (.character("-"), .algebraic, .press(.operation(.binary(.subtract)))),
    (.character("k"), .algebraic, .press(.operation(.unary(.hyperbolicTangent)))),
    (.character("d"), .rpn, .press(.angle(.degrees))),
    (.character("D"), .rpn, .press(.angle(.radians))),
    (.character("("), .algebraic, .press(.openParenthesis)),
    (.character("X"), .algebraic, .press(.mode(.formula))),
    (.alt("A"), .formula, .press(.mode(.algebraic))),
    (.enter, .algebraic, .press(.equals)),
    (.enter, .rpn, .press(.enter)),
    (.enter, .formula, .press(.equals)),
    (.backspace, .algebraic, .press(.undo)),
    (.backspace, .formula, .press(.edit(.backspace))),
    (.left, .formula, .press(.edit(.left))),
    (.home, .formula, .press(.edit(.home))),
    (.alt("s"), .formula, .press(.operation(.unary(.sine)))),
    (.character("s"), .formula, .type("s")),
    (.character("("), .formula, .press(.openParenthesis)),
    (.character("q"), .algebraic, .quit),
    (.character("q"), .formula, .type("q")),
    (.alt("q"), .formula, .quit),
    (.character("g"), .rpn, .graph),
    (.alt("g"), .formula, .graph),
    (.character("?"), .formula, .help),
    (.control("c"), .formula, .quit),
    (.control("z"), .algebraic, .suspend),
    (.tab, .algebraic, .nextMode),
    (.pageUp, .algebraic, .scrollTape(10)),
  ])
  func keysInModes(key: KeyEvent, mode: CalculatorMode, action: CalculatorAction) {
    #expect(CalculatorAction.action(for: key, in: mode) == action)
  }

  @Test func everyTableKeyIsDrawnOnceWhereItActs() {
    let drawn = KeypadLayout.grid.joined()
    #expect(drawn.count == KeyTable.keys.count)
    #expect(Set(drawn) == Set(KeyTable.keys.map(\.key)))
    for mode in CalculatorMode.allCases {
      let cells = KeypadLayout.cells(mode: mode, angle: .radians).joined().compactMap { $0 }
      let expected = KeyTable.keys.filter { $0.modes.contains(mode) }
      #expect(Set(cells.map(\.key)) == Set(expected.map(\.key)), "\(mode)")
      for definition in expected {
        let cell = cells.first { $0.key == definition.key }
        #expect(cell?.label == definition.symbol)
        #expect((cell?.label.count ?? 99) <= KeypadLayout.cellWidth)
      }
    }
  }

  @Test func everyTableBindingTheTerminalCanSendPressesItsKey() throws {
    for definition in KeyTable.keys {
      for binding in definition.bindings
      where !TerminalKeyboard.undeliverable.contains(binding.keyboard) {
        let key = try #require(
          TerminalKeyboard.event(named: binding.keyboard), "\(binding.keyboard)")
        #expect(TerminalKeyboard.name(of: key) == binding.keyboard)
        for mode in binding.modes {
          #expect(
            CalculatorAction.action(for: key, in: mode) == .press(definition.key),
            "\(binding.keyboard) in \(mode)")
        }
      }
    }
  }

  /// Every key has a key a terminal can send wherever it acts: Ctrl+Z suspends, so
  /// undo and redo in formula entry are the table's Alt+u and Alt+U.
  @Test func everyKeyIsBoundWhereItActs() {
    var unbound: [String] = []
    for definition in KeyTable.keys {
      for mode in definition.modes where TerminalKeyboard.bindings(of: definition, in: mode).isEmpty
      {
        unbound.append("\(definition.name) \(mode)")
      }
    }
    #expect(unbound == [])
  }

  @Test func noCommandOrGraphKeyIsBoundTwice() {
    for mode in CalculatorMode.allCases {
      let keys = CalculatorAction.commands(in: mode).bindings.flatMap(\.keys)
      #expect(Set(keys).count == keys.count)
    }
    let graphKeys = GraphAction.keyMap.bindings.flatMap(\.keys)
    #expect(Set(graphKeys).count == graphKeys.count)
  }

  /// The graph screen binds every key of the graph key table, Shift+arrows included,
  /// to the key the table says: the terminal keeps no graph bindings of its own.
  @Test func everyGraphTableBindingPressesItsKey() throws {
    for definition in GraphKeyTable.keys {
      for name in definition.keyboard {
        let key = try #require(TerminalKeyboard.event(named: name), "\(name)")
        #expect(TerminalKeyboard.name(of: key) == name)
        let expected: GraphAction = definition.key == .help ? .help : .key(definition.key)
        #expect(GraphAction.keyMap.action(for: key) == expected, "\(name)")
      }
    }
    #expect(GraphAction.keyMap.action(for: .shiftRight) == .key(.panRight))
    #expect(GraphAction.keyMap.action(for: .right) == .key(.traceRight))
  }

  @Test func commandsNeverShadowATableKey() {
    for mode in CalculatorMode.allCases {
      for binding in CalculatorAction.commands(in: mode).bindings {
        for key in binding.keys {
          #expect(TerminalKeyboard.key(for: key, in: mode) == nil, "\(key) in \(mode)")
          if mode == .formula, case .character(let character) = key {
            #expect(character == "?", "formula entry types \(character)")
          }
        }
      }
    }
  }

  @Test func helpListsTheTableBindingsOfTheMode() throws {
    for mode in CalculatorMode.allCases {
      var state = SavedState()
      state.keypad.press(.mode(mode))
      var session = TerminalSession(
        state: state, size: ScreenSize(columns: 160, rows: 60), colour: false)
      _ = session.handle(.character("?"))
      let screen = session.render()
      #expect(screen.first?.hasPrefix("Calculator keys (\(mode.rawValue))") == true)
      let lines = CalculatorHelp.lines(for: mode)
      for line in lines {
        #expect(screen.contains { $0.contains(line) }, "\(line) is on the screen")
      }
      let cells = lines.map { $0.split(separator: " ").joined(separator: " ") }
      for definition in KeyTable.keys where definition.modes.contains(mode) {
        let names = definition.bindings.filter {
          $0.modes.contains(mode) && !TerminalKeyboard.undeliverable.contains($0.keyboard)
        }.map(\.keyboard)
        var unique: [String] = []
        for name in names where !unique.contains(name) {
          unique.append(name)
        }
        let listed = cells.first { $0.hasPrefix(definition.symbol + " ") }
        let expected = unique.isEmpty ? "click" : unique.joined(separator: " ")
        #expect(
          listed?.split(separator: " ").dropFirst().joined(separator: " ") == expected,
          "\(definition.symbol) in \(mode)")
      }
    }
  }

  /// The whole list fits a standard terminal in every mode, nothing cut.
  @Test(arguments: CalculatorMode.allCases)
  func helpFitsEightyByTwentyFour(mode: CalculatorMode) {
    var state = SavedState()
    state.keypad.press(.mode(mode))
    var session = TerminalSession(state: state, size: .standard, colour: false)
    _ = session.handle(.character("?"))
    let screen = session.render().joined(separator: "\n")
    for line in CalculatorHelp.lines(for: mode) {
      #expect(screen.contains(line + " ") || screen.contains(line + "\n"), "\(line)")
    }
  }
}
