import CalculatorController
import FoundationEssentials
import Testing

@testable import CalculatorTerminal

/// What keys do to the app, without a terminal.
@Suite struct TerminalSessionTests {
  private func session(typing text: String = "") -> TerminalSession {
    var session = TerminalSession(state: SavedState(), size: .standard, colour: false)
    for character in text {
      _ = session.handle(.character(character))
    }
    return session
  }

  /// Whether the graph's trace line shows `range`.
  private func shows(_ range: String, _ session: inout TerminalSession) -> Bool {
    session.render().dropLast().last?.contains(range + "  y ") == true
  }

  @Test func zSwapsTheExactFormAndTheDecimal() {
    var session = session(typing: "8rz")
    #expect(session.state.keypad.exactFirst)
    #expect(session.render()[2].contains(" 2√2 │"))
    _ = session.handle([.character("X"), .alt("z")])
    #expect(!session.state.keypad.exactFirst, "Alt+z in formula entry")
  }

  @Test func typedKeysReachTheKeypad() {
    var session = session(typing: "7+9=r")
    #expect(session.state.keypad.view.display == "4")
    _ = session.handle(.tab)
    #expect(session.state.keypad.view.mode == .rpn)
    _ = session.handle(.character("d"))
    #expect(session.state.keypad.view.angle == .degrees)
    _ = session.handle(.escape)
    #expect(session.state.keypad.view.display == "0")
  }

  /// `v` shows the value with 100 digits, wrapped; any key returns.
  @Test func moreDigitsShowAndAnyKeyReturns() {
    var session = session(typing: "2rv")
    let lines = session.render()
    #expect(lines.first?.hasPrefix("More digits (100 significant") == true)
    #expect(lines.contains { $0.hasPrefix("√(2) =") })
    let digits = lines.filter { $0.first?.isNumber == true }
      .map { $0.prefix { $0 != " " } }.joined()
    #expect(
      digits.hasPrefix("1.41421356237309504880168872420969807856967187537694807317667973799"))
    #expect(digits.count == 101)
    _ = session.handle(.character("q"))
    #expect(session.isRunning)
    #expect(session.render().first?.hasPrefix("┌ calculator") == true)
  }

  @Test func graphPansZoomsResetsAndReturns() {
    var session = session(typing: "xsg")
    #expect(session.render().first?.hasPrefix("y = sin(x)") == true)
    #expect(shows("x −10…10", &session))
    _ = session.handle(.shiftRight)
    #expect(shows("x −7.5…12.5", &session))
    _ = session.handle(.character("+"))
    #expect(shows("x −2.5…7.5", &session))
    _ = session.handle(.character("-"))
    _ = session.handle(.character("0"))
    #expect(shows("x −10…10", &session))
    _ = session.handle(.character("d"))
    #expect(session.state.keypad.graph.style == .dots)
    _ = session.handle(.escape)
    #expect(session.render().first?.hasPrefix("┌ calculator") == true)
    #expect(!session.state.keypad.graph.isOpen)
  }

  /// The traced x on the graph, or `nil` when no trace shows.
  private func traceX(_ session: TerminalSession) -> Double? {
    var keypad = session.state.keypad
    return keypad.graphFrame(.braille).trace?.x
  }

  /// The trace cursor is kept in graph units, and steps in round numbers.
  @Test func traceSurvivesZoomPanAndResize() throws {
    var session = session(typing: "xsg")
    _ = session.handle([.right, .right, .right])
    let traced = try #require(traceX(session))
    #expect(traced == 0.4)
    _ = session.handle([.character("+"), .shiftRight, .shiftUp, .character("-")])
    _ = session.handle(.character("f"))
    session.size = ScreenSize(columns: 120, rows: 40)
    #expect(traceX(session) == traced)
    #expect(session.render().dropLast().last?.hasPrefix("x = 0.4, y = 0.38941834230865 ") == true)
  }

  /// `n` and `p` jump between the points of interest in view.
  @Test func nextAndPreviousPointOfInterest() throws {
    var session = session(typing: "xsg")
    _ = session.handle(.character("t"))
    _ = session.handle(.character("n"))
    let first = try #require(traceX(session))
    #expect(Swift.abs(first - Double.pi / 2) < 1e-7)
    #expect(session.render().dropLast().last?.contains("(maximum)") == true)
    _ = session.handle(.character("n"))
    #expect(traceX(session) == .pi)
    _ = session.handle([.character("p"), .character("p")])
    #expect(traceX(session) == 0)
    #expect(session.render().dropLast().last?.hasPrefix("x = 0, y = 0 (root)") == true)
    for _ in 0..<20 { _ = session.handle(.character("n")) }
    #expect(session.render().last?.hasPrefix("no point of interest to the right") == true)
  }

  /// On a root the trace shows y = 0, not the exact value at the root's `Double`
  /// (sin of the `Double` nearest π is 1.2e−16); on a hole, the limit there.
  @Test func traceOnARootOrAHoleShowsItsY() throws {
    var sine = session(typing: "xsg")
    _ = sine.handle([.character("t"), .character("n"), .character("n")])
    #expect(traceX(sine) == .pi)
    #expect(sine.render().dropLast().last?.hasPrefix("x = 3.14159265358979, y = 0 (root)") == true)
    var quotient = session(typing: "xs/xg")
    _ = quotient.handle(.character("t"))
    #expect(quotient.render().first?.hasPrefix("y = sin(x) ÷ x") == true)
    #expect(quotient.render().dropLast().last?.hasPrefix("x = 0, y = 1 (hole)") == true)
  }

  @Test func nothingToGraphSaysSo() {
    var session = session()
    _ = session.handle(.character("g"))
    #expect(session.render().last?.hasPrefix("nothing to graph") == true)
  }

  @Test func helpShowsTheMapAndAnyKeyReturns() {
    var session = session(typing: "?")
    #expect(
      session.render().first
        == "Calculator keys (algebraic)" + String(repeating: " ", count: 53))
    _ = session.handle(.character("z"))
    #expect(session.render().first?.hasPrefix("┌ calculator") == true)
  }

  @Test func copyingGivesPlainASCII() {
    var session = session(typing: "3-5=")
    #expect(session.handle(.character("y")) == "-2")
    #expect(session.render().last?.hasPrefix("copied the display") == true)
  }

  @Test func pasteEntersAnExpression() {
    var session = session()
    _ = session.handle(.paste("17*34"))
    _ = session.handle(.enter)
    #expect(session.state.keypad.view.display == "578")
  }

  /// Each event and frame has a request's work budget.
  ///
  /// A paste of the 9,995-character sum of huge factorial ratios once took 5.2 s and
  /// each trace step on its graph 1.3 s. Each event and each frame has a request's work
  /// budget: the display says so, and so does the graph.
  @Test func aPasteOrAGraphPastTheBudgetSaysSo() {
    let ratios = (0..<833).map { "\(3210 - $0)!/\(3209 - $0)!" }.joined(separator: "+")
    var session = session()
    _ = session.handle([.paste(ratios), .enter])
    #expect(session.state.keypad.view.error == "Too much work to compute")
    _ = session.handle(.escape)
    let product =
      "x*("
      + ratios.prefix(9_000).split(separator: "+").dropLast()
      .joined(separator: "+") + ")"
    _ = session.handle([.paste(product), .character("g")])
    #expect(session.render().first?.hasPrefix("y = x × (3210!") == true)
    _ = session.handle(.right)
    let lines = session.render()
    #expect(lines.last?.hasPrefix(GraphSession.tooMuchWork) == true)
    #expect(lines.dropLast().last?.hasPrefix("x = 0, y = too much work to compute") == true)
  }

  @Test func quitStopsTheSession() {
    var session = session()
    _ = session.handle(.control("c"))
    #expect(!session.isRunning)
  }

  @Test func aResizeRedrawsAtTheNewSize() {
    var session = session(typing: "xsg")
    session.size = ScreenSize(columns: 100, rows: 30)
    #expect(session.render().count == 30)
    #expect(session.render().allSatisfy { $0.count == 100 })
  }

  @Test func aBatchOfKeysComputesTheViewOnce() {
    var session = session()
    let keys =
      Array(repeating: KeyEvent.character("1"), count: 500)
      + [.character("+"), .tab, .character("d"), .character("7"), .enter, .character("y")]
    _ = session.render()
    let before = session.viewComputations
    _ = session.handle(keys)
    _ = session.render()
    #expect(session.viewComputations - before <= 2, "one for the frame, one for the copy")
  }

  @Test func controlCharactersFromASavedStateAreShownEscaped() throws {
    let title = #"\u001b]0;pwned\u0007"#
    let clear = #"\u001b[2J"#
    let json = #"""
      {"keypad": {"mode": "rpn", "angle": "rad", "memory": null, "showsZero": false,
        "program": [{"operand": 2}, {"variable": "M"}, {"operation": "+"}],
        "redo": [], "tape": ["\#(clear) = 1", "\#(title)x = 2"]}}
      """#
    let state = try JSONDecoder().decode(SavedState.self, from: Data(json.utf8))
    var session = TerminalSession(state: state, size: .standard, colour: true)
    let screen = session.render().joined(separator: "\n")
    #expect(screen.contains("U+001B]0;pwnedU+0…"))
    #expect(screen.contains("U+001B[2J = 1"))
    let raw = screen.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    #expect(!raw.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "only colour escapes")
  }

  @Test(arguments: [
    (KeyEvent.character(","), "',' does nothing: the decimal point is '.'"),
    (.character("N"), "'N' does nothing here: ? shows the keys"),
    (.control("x"), "^X does nothing here: ? shows the keys"),
    (.delete, "Delete does nothing here: ? shows the keys"),
    (.unknown, "that key does nothing here: ? shows the keys"),
  ])
  func anUnboundKeySaysWhy(key: KeyEvent, why: String) {
    var session = session(typing: "7")
    _ = session.handle(key)
    #expect(session.message == why)
    #expect(session.render().last?.hasPrefix(why) == true)
    #expect(session.state.keypad.view.display == "7")
  }

  /// A leading `-`: algebraic subtracts from the displayed 0, as a pocket calculator does.
  ///
  /// RPN has nothing to subtract from, and says how to type a negative number.
  @Test func aLeadingMinus() {
    var algebraic = session()
    _ = algebraic.handle([.character("-"), .character("5"), .character("=")])
    #expect(algebraic.state.keypad.view.display == "-5")
    var rpn = session()
    _ = rpn.handle(.tab)
    _ = rpn.handle(.character("-"))
    #expect(rpn.message == "'-' at the start: type the number, then n (±) to make it negative")
    _ = rpn.handle([.character("5"), .character("n")])
    #expect(rpn.state.keypad.view.display == "-5")
    #expect(rpn.message == nil)
  }

  @Test(arguments: [
    ("r", "√ needs a number first"), ("=", "nothing to calculate yet: type a number"),
    ("u", "nothing to undo"), ("U", "nothing to redo"),
  ])
  func keysThatDoNothingAtTheStartSayWhy(key: Character, why: String) {
    var session = session()
    _ = session.handle(.character(key))
    #expect(session.message == why)
  }

  @Test func typingLimitsSayWhy() {
    var session = session(typing: "1.5")
    _ = session.handle(.character("."))
    #expect(session.message == "a number has one decimal point")
    _ = session.handle(Array(repeating: .character("9"), count: 20))
    #expect(session.message == "a typed number has at most 16 significant digits")
  }

  @Test func keysThatActSayNothing() {
    var session = session()
    for key in "5-3=" {
      _ = session.handle(.character(key))
      #expect(session.message == nil)
    }
    #expect(session.state.keypad.view.display == "2")
  }

  @Test func anUnboundKeyOnTheGraphSaysWhy() {
    var session = session(typing: "xsg")
    _ = session.handle(.character("z"))
    #expect(session.render().last?.hasPrefix("'z' does nothing here: ? shows the keys") == true)
    _ = session.handle(.character("("))
    #expect(session.message == "'(' does nothing here: ? shows the keys")
    _ = session.handle(.paste("1+2"))
    #expect(session.render().last?.hasPrefix("paste on the calculator: Esc returns to it") == true)
    _ = session.handle(.right)
    #expect(session.render().last?.hasPrefix(String(GraphScreen.keys.prefix(40))) == true)
  }
}
