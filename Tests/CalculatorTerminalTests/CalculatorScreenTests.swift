import CalculatorController
import Testing

@testable import CalculatorTerminal

/// The calculator screen, drawn without a terminal.
@Suite struct CalculatorScreenTests {
  private static func view(_ keys: String) throws -> KeypadView {
    var keypad = Keypad()
    keypad.press(try Key.keys(inText: keys))
    return keypad.view
  }

  private func lines(
    _ keys: String, size: ScreenSize = .standard, colour: Bool = false, message: String? = nil
  ) throws -> [String] {
    CalculatorScreen(view: try Self.view(keys), message: message).canvas(size: size)
      .lines(colour: colour)
  }

  @Test func fillsEightyByTwentyFour() throws {
    let lines = try lines("7 + 9 = √")
    #expect(lines.count == 24)
    #expect(lines.allSatisfy { $0.count == 80 })
    #expect(lines.contains { $0.contains("│   7  │   8  │   9  │") })
    #expect(lines.contains { $0.contains("┼───7──┼───8──┼───9──┼") }, "the keyboard keys")
    #expect(lines.contains { $0.contains("┌──────┬") })
  }

  @Test func displayAndLabelAreRightAligned() throws {
    let lines = try lines("7 + 9 = √")
    let edge = KeypadLayout.width - 2
    #expect(lines[2].prefix(edge).hasSuffix(" 4"))
    #expect(lines[3].prefix(edge).hasSuffix("√(7 + 9) ="))
  }

  @Test func showsModeAngleMemoryAndTape() throws {
    let lines = try lines("3 →M rpn deg")
    #expect(lines[1].contains("RPN  DEG"))
    #expect(lines[1].contains("M = 3"))
    let tape = try self.lines("7 + 9 =")
    #expect(tape.contains { $0.contains("│ 7 + 9 = 16") })
  }

  @Test func showsTheError() throws {
    let lines = try lines("1 ÷ 0 =")
    let error = try #require(try Self.view("1 ÷ 0 =").error)
    #expect(lines[4].prefix(KeypadLayout.width - 2).hasSuffix(error))
  }

  @Test func noColourMeansNoEscapeCodes() throws {
    #expect(try lines("7 + 9 =").allSatisfy { !$0.contains("\u{1B}") })
    #expect(try lines("7 + 9 =", colour: true).contains { $0.contains("\u{1B}[") })
  }

  @Test func theWorksheetsRowsAreListedAboveTheTape() throws {
    let sheet = try Worksheet(text: "a = 2\nprice = 80\n3 a\nf(x) = a sin(x)\n1/0\n")
    let rows = CalculatorScreen.rowLines(of: sheet)
    #expect(
      rows == ["a = 2", "price = 80", "3 a  = 6", "f(x) = a sin(x)", "1/0  ⚠ Division by zero"])
    let screen = CalculatorScreen(view: try Self.view("7 + 9 ="), rows: rows)
    let lines = screen.canvas(size: .standard).lines(colour: false)
    let rowsTop = try #require(lines.firstIndex { $0.contains("rows") })
    let tapeTop = try #require(lines.firstIndex { $0.contains("tape") })
    #expect(rowsTop == 0)
    #expect(tapeTop == rows.count + 2)
    #expect(lines[3].contains("│ 3 a  = 6"))
    #expect(lines[tapeTop + 1].contains("│ 7 + 9 = 16"))
    let target = CalculatorScreen.target(
      row: tapeTop + 1, column: KeypadLayout.width + 3, size: .standard, mode: .algebraic,
      tapeCount: 1, tapeScroll: 0, rowCount: rows.count)
    #expect(target == .tapeEntry(0))
    let many = Array(repeating: "b = 1", count: 30)
    let crowded = CalculatorScreen(view: try Self.view(""), rows: many).canvas(size: .standard)
      .lines(colour: false)
    #expect(crowded[0].contains("rows ↑21"))
    #expect(crowded.contains { $0.contains("tape") })
  }

  @Test func theExactFormShowsBesideTheDecimal() throws {
    let lines = try lines("8 √")
    #expect(lines[2].hasPrefix("│ 2√2 ≈"), "\(lines[2])")
    #expect(lines[2].contains("2.82842712474619 │"), "\(lines[2])")
    let decimal = try self.lines("1 sin")
    #expect(!decimal[2].contains("≈"), "\(decimal[2])")
  }

  @Test func theExactFormFirstSwapsThem() throws {
    var keypad = Keypad()
    keypad.press(try Key.keys(inText: "8 √"))
    keypad.exactFirst = true
    let lines = CalculatorScreen(view: keypad.view).canvas(size: .standard).lines(colour: false)
    #expect(lines[2].hasPrefix("│ ≈ 2.82842712474619"), "\(lines[2])")
    #expect(lines[2].contains(" 2√2 │"), "\(lines[2])")
  }

  @Test func aMessageTakesTheStatusLine() throws {
    let lines = try lines("", message: "copied the display")
    #expect(lines[23].hasPrefix("copied the display"))
  }

  @Test func aNarrowTerminalDropsWholeHintsAndKeepsQuit() throws {
    let lines = try lines("formula")
    let status = String(lines[23].reversed().drop { $0 == " " }.reversed())
    #expect(status.hasSuffix("Alt+q quit"), "\(status)")
    #expect(status.hasPrefix("type an expression  Enter ="), "\(status)")
    let wide = try self.lines("formula", size: ScreenSize(columns: 120, rows: 30))[29]
    #expect(wide.contains("Tab complete  Alt+q quit"), "\(wide)")
  }

  @Test func hintsThatDoNotFitAreLeftOut() {
    #expect(CalculatorScreen.hintLine(["aa", "bb", "quit"], width: 12) == "aa  bb  quit")
    #expect(CalculatorScreen.hintLine(["aa", "bb", "quit"], width: 11) == "aa  quit")
    #expect(CalculatorScreen.hintLine(["aa", "bb", "quit"], width: 3) == "quit")
    #expect(CalculatorScreen.hintLine([], width: 80) == "")
  }

  @Test(arguments: [(10, 5), (0, 0), (48, 22), (80, 3), (1, 1)])
  func tooSmallSaysSo(columns: Int, rows: Int) throws {
    let lines = try lines("7", size: ScreenSize(columns: columns, rows: rows))
    #expect(lines.count == rows)
    #expect(lines.allSatisfy { $0.count == columns })
    if columns >= 8, rows > 0 {
      #expect(lines.joined().contains("Terminal"))
    }
  }

  @Test func largerTerminalsWidenTheTape() throws {
    let lines = try lines("7 + 9 =", size: ScreenSize(columns: 120, rows: 40))
    #expect(lines.count == 40)
    #expect(lines[0].hasSuffix("┐"))
    #expect(lines[38].hasSuffix("┘"))
  }
}
