import CalculatorController
import Testing

/// SPEC §5 and §6, verbatim: the keys of each row pressed on a fresh keypad.
@Suite struct SeedExampleTests {
  struct Row: CustomTestStringConvertible, Sendable {
    var keys: String
    var label: String
    var display: String
    var testDescription: String { keys }
  }

  static let algebraic: [Row] = [
    Row(keys: "7 +", label: "7 + ...", display: "7"),
    Row(keys: "7 + 9", label: "7 + ...", display: "9"),
    Row(keys: "7 + 9 =", label: "7 + 9 =", display: "16"),
    Row(keys: "7 + 9 = √", label: "√(7 + 9) =", display: "4"),
    Row(keys: "7 + 9 √", label: "7 + √(9) ...", display: "3"),
    Row(keys: "7 + 9 √ =", label: "7 + √(9) =", display: "10"),
    Row(keys: "7 + 9 = + 6 + 3 =", label: "7 + 9 + 6 + 3 =", display: "25"),
    Row(keys: "7 + 9 = √ 6 + 3 =", label: "6 + 3 =", display: "9"),
    Row(keys: "5 + 6 = 7 3", label: "5 + 6 =", display: "73"),
    Row(keys: "7 + =", label: "7 + 7 =", display: "14"),
    Row(keys: "4 × π =", label: "4 × π =", display: "12.5663706143592"),
    Row(keys: "4 + 5 × 3 =", label: "(4 + 5) × 3 =", display: "27"),
    Row(keys: "7 + × 3 =", label: "7 × 3 =", display: "21"),
    Row(keys: "9 + M = √", label: "√(9 + M) =", display: "3"),
    Row(keys: "9 + M = √ 7 →M", label: "√(9 + M) =", display: "4"),
    Row(keys: "9 + M = √ 7 →M + 14 =", label: "√(9 + M) + 14 =", display: "18"),
    Row(keys: "M cos π →M undo", label: "cos(M) =", display: "-1"),
  ]

  static let rpn: [(keys: String, description: String, display: String)] = [
    ("10 cos", "cos(10)", "-0.839071529076452"),
    ("3 ↲ 5 −", "3 − 5", "-2"),
    ("23.5 ↲", "23.5", "23.5"),
    ("π", "π", "3.14159265358979"),
    ("10 √ 3 +", "√(10) + 3", "6.16227766016838"),
    ("3 ↲ 5 + √", "√(3 + 5)", "2.82842712474619"),
    ("3 ↲ 5 ↲ 4 + +", "3 + 5 + 4", "12"),
    ("3 ↲ 5 √ + √ 6 ÷", "√(3 + √(5)) ÷ 6", "0.381374268545123"),
    ("3 ↲ +", "? + 3", ""),
    ("3 ↲ 5 + √ π cos", "√(3 + 5), cos(π)", "-1"),
    ("3 ↲ 5 ↲ 4 + ×", "3 × (5 + 4)", "27"),
    ("7 M + √", "√(7 + M)", ""),
    ("7 M + √ 9 →M", "√(7 + M)", "4"),
    ("7 M + √ 9 →M 14 +", "√(7 + M) + 14", "18"),
    ("π ↲ 3 × +", "π + π × 3", "12.5663706143592"),
  ]

  @Test(arguments: algebraic)
  func algebraicRow(_ row: Row) throws {
    var keypad = Keypad()
    keypad.press(try Key.keys(inText: row.keys))
    #expect(keypad.view.label == row.label)
    #expect(keypad.view.display == row.display)
  }

  @Test(arguments: rpn.map { Row(keys: $0.keys, label: $0.description, display: $0.display) })
  func rpnRow(_ row: Row) throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: row.keys))
    #expect(keypad.view.description == row.label)
    #expect(keypad.view.label == row.label + " =")
    #expect(keypad.view.display == row.display)
  }

  @Test func startUpStateShowsZeroAndNoLabel() {
    let view = Keypad().view
    #expect(view.display == "0")
    #expect(view.label.isEmpty)
    #expect(view.memory == nil)
    #expect(view.canUndo == false)
  }

  @Test func missingOperandIsReportedInRPN() throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: "3 ↲ +"))
    #expect(keypad.view.error == "Missing operand")
  }

  @Test func unsetMemoryInRPNLeavesTheDisplayBlankAndSaysWhy() throws {
    var keypad = Keypad()
    keypad.press(.mode(.rpn))
    keypad.press(try Key.keys(inText: "7 M + √"))
    #expect(keypad.view.display == "")
    #expect(keypad.view.error == "M has no value")
  }
}
