import CalculatorController
import Testing

@testable import CalculatorTerminal

/// In the terminal: formula entry typed, algebraic parentheses, clicks on
/// drawn keys and tape entries, the tape's scrolling, Ctrl-Z.
@Suite struct TerminalSessionFormulaMouseTests {
  private func session(typing text: String, size: ScreenSize = .standard) -> TerminalSession {
    var session = TerminalSession(state: SavedState(), size: size, colour: false)
    _ = session.handle(text.map { KeyEvent.character($0) })
    return session
  }

  /// The screen position of the drawn key labelled `label`, found on the screen.
  private func position(of label: String, in session: inout TerminalSession) -> (Int, Int)? {
    let lines = session.render()
    for (row, line) in lines.enumerated() where row >= CalculatorScreen.displayHeight {
      let cells = line.split(separator: "│", omittingEmptySubsequences: false)
      var column = 0
      for cell in cells {
        if String(cell.filter { $0 != " " }) == label, column > 0 {
          return (row, column + 1)
        }
        column += cell.count + 1
      }
    }
    return nil
  }

  private func click(_ position: (Int, Int)?, _ session: inout TerminalSession) {
    guard let (row, column) = position else { return }
    _ = session.handle([
      .mouse(MouseEvent(kind: .press, column: column, row: row)),
      .mouse(MouseEvent(kind: .other, column: column, row: row)),
    ])
  }

  @Test func formulaEntryIsTypedAndEvaluated() {
    var session = session(typing: "X2*(3+4)")
    let view = session.state.keypad.view
    #expect(view.entry == "2×(3+4)")
    #expect(view.preview == "14")
    let screen = session.render()
    #expect(screen[3].hasPrefix("│ 2×(3+4) "))
    #expect(session.cursor?.row == 3 && session.cursor?.column == 9)
    _ = session.handle(.enter)
    #expect(session.state.keypad.view.display == "14")
    #expect(session.render()[4].contains("2 × (3 + 4) ="))
  }

  @Test func formulaEditingKeysAndTypedLetters() {
    var session = session(typing: "X7+8-9")
    _ = session.handle([.home, .delete, .end, .backspace, .left])
    #expect(session.state.keypad.view.entry == "+8−")
    #expect(session.state.keypad.view.cursor == 2)
    _ = session.handle([.right, .character("s"), .character("q")])
    #expect(session.state.keypad.view.entry == "+8−sq", "letters are typed")
    _ = session.handle([.escape, .alt("s"), .character("0"), .enter])
    #expect(session.state.keypad.view.display == "0")
    #expect(session.state.keypad.view.label == "sin(0) =")
    _ = session.handle(.alt("q"))
    #expect(!session.isRunning)
  }

  @Test func parenthesesAndALeadingMinusInAlgebraicMode() {
    let session = session(typing: "(-5)*2=")
    #expect(session.state.keypad.view.display == "-10")
    #expect(session.state.keypad.view.label == "(0 − 5) × 2 =")
  }

  @Test func tabCyclesTheThreeModes() {
    var session = session(typing: "")
    _ = session.handle(.tab)
    #expect(session.state.keypad.mode == .rpn)
    _ = session.handle(.tab)
    #expect(session.state.keypad.mode == .formula)
    _ = session.handle(.tab)
    #expect(session.state.keypad.mode == .algebraic)
  }

  @Test func clickingDrawnKeysPressesThem() {
    var session = session(typing: "")
    for label in ["7", "+", "9", "="] {
      click(position(of: label, in: &session), &session)
    }
    #expect(session.state.keypad.view.display == "16")
    click(position(of: "RPN", in: &session), &session)
    #expect(session.state.keypad.mode == .rpn)
    click(position(of: "FORM", in: &session), &session)
    click(position(of: "sin", in: &session), &session)
    #expect(session.state.keypad.view.entry == "sin(")
  }

  @Test func clicksOnBordersAndBlanksDoNothing() {
    var session = session(typing: "7")
    let before = session.state
    _ = session.handle([
      .mouse(MouseEvent(kind: .press, column: 0, row: 8)),
      .mouse(MouseEvent(kind: .press, column: 7, row: 8)),
      .mouse(MouseEvent(kind: .press, column: 3, row: 2)),
      .mouse(MouseEvent(kind: .press, column: 9_999, row: 9_999)),
      .mouse(MouseEvent(kind: .press, column: 52, row: 15)),
    ])
    #expect(session.state == before)
    #expect(session.message == nil)
  }

  @Test func clickingATapeEntryRecallsIt() {
    var session = session(typing: "7+9=X")
    _ = session.handle(.mouse(MouseEvent(kind: .press, column: 60, row: 1)))
    #expect(session.state.keypad.view.entry == "7 + 9")
    var algebraic = self.session(typing: "7+9=2*")
    _ = algebraic.handle(.mouse(MouseEvent(kind: .press, column: 60, row: 1)))
    _ = algebraic.handle(.character("="))
    #expect(algebraic.state.keypad.view.display == "32")
  }

  @Test func theTapeScrollsByKeysAndWheel() {
    var session = session(typing: String(repeating: "1+1=", count: 30))
    #expect(session.render()[1].contains("1 + 1 = 2"))
    _ = session.handle(.up)
    #expect(session.tapeScroll == 1)
    #expect(session.render()[0].contains("tape ↓1"))
    _ = session.handle(.pageUp)
    _ = session.handle(.pageUp)
    #expect(session.tapeScroll == 9, "30 entries, 21 rows: at most 9 hidden")
    _ = session.handle(.mouse(MouseEvent(kind: .wheelDown, column: 60, row: 5)))
    #expect(session.tapeScroll == 6)
    _ = session.handle(.mouse(MouseEvent(kind: .press, column: 60, row: 1)))
    #expect(session.state.keypad.view.display == "2")
    _ = session.handle(.pageDown)
    #expect(session.tapeScroll == 0)
  }

  @Test func ctrlZAsksToSuspendAndStopsTheBatch() {
    var session = session(typing: "7")
    _ = session.handle([.control("z"), .character("8")])
    #expect(session.isSuspending)
    #expect(session.state.keypad.view.display == "7")
    session.resumed()
    _ = session.handle(.character("8"))
    #expect(session.state.keypad.view.display == "78")
  }

  @Test func memoryShowsAsTheViewsMemoryDisplay() {
    var session = session(typing: "2r=M")
    let memory = session.state.keypad.view.memoryDisplay ?? "?"
    #expect(session.render()[1].contains("M = " + memory))
  }

  /// Escape and a key sent together arrive as Alt and the key (`ESC 7`).
  @Test func escapeAndAKeyTogetherAreBothWhenAltDoesNothing() {
    var session = session(typing: "5+")
    _ = session.handle(KeyDecoder.events(in: Array("\u{1B}7+9=".utf8)))
    #expect(session.state.keypad.view.display == "16")
    _ = session.handle(KeyDecoder.events(in: Array("xsg\u{1B}q".utf8)))
    #expect(!session.isRunning, "Escape left the graph, then q quit")
  }

  /// A key that calculates brings the tape back to its newest entries.
  @Test func aPressedKeyShowsTheNewestTapeEntriesAgain() {
    var session = session(typing: String(repeating: "1+1=", count: 30))
    _ = session.handle(.pageUp)
    #expect(session.tapeScroll > 0)
    _ = session.handle("2+2=".map { KeyEvent.character($0) })
    #expect(session.tapeScroll == 0)
    #expect(session.render().contains { $0.contains("│ 2 + 2 = 4") })
  }

  /// A long entry scrolls so the cursor stays in view; a control character or a
  /// combining mark in it is drawn as one replacement character, never sent raw.
  @Test func theExpressionLineKeepsTheCursorInViewAndDrawsNoControlCharacter() {
    var session = session(typing: "X" + String(repeating: "1+", count: 40) + "9")
    var screen = session.render()
    #expect(screen[3].hasPrefix("│ ") && screen[3].contains("1+1+9"))
    #expect(session.cursor?.row == 3)
    #expect((session.cursor?.column ?? 0) < KeypadLayout.width - 2)
    _ = session.handle(.home)
    screen = session.render()
    #expect(screen[3].hasPrefix("│ 1+1+1"))
    #expect(session.cursor?.column == 2)
    _ = session.handle([.escape, .paste("1\u{1B}[2J+e\u{301}")])
    screen = session.render()
    #expect(screen[3].hasPrefix("│ 1�[2J+e� "))
    #expect(!screen.joined().unicodeScalars.contains { $0.value < 0x20 })
  }

  /// The too-small message names a quit key that works in every mode: in formula
  /// entry `q` is typed into the expression.
  @Test func tooSmallNamesAQuitKeyOfEveryMode() {
    var session = session(typing: "X", size: ScreenSize(columns: 40, rows: 10))
    let screen = session.render().joined(separator: " ")
    #expect(screen.contains("Ctrl-C"))
    _ = session.handle(.control("c"))
    #expect(!session.isRunning)
  }
}
