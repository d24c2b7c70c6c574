import CalculatorJSON
import CalculatorModel
import FoundationEssentials
import TestSupport
import Testing

@testable import CalculatorController

/// The saved state keeps typed operands and M exactly, as text (`{"operand":
/// "9999999999999999"}`, `"memory": "sqrt(2)"`), and still reads the numbers the
/// release before wrote (`{"operand": 7}`, `"memory": 7`).
@Suite struct ExactStateTests {
  /// A state as the release before this one saved it: operands and M as JSON numbers.
  static let oldState =
    #"{"angle":"rad","memory":0.1,"mode":"algebraic","program":[{"operand":1e+16},"#
    + #"{"operation":"−"},{"operand":9999999999999998},{"operation":"+"},{"variable":"M"},"#
    + #"{"operation":"="}],"redo":[{"showedZero":false,"step":{"operand":2.5}}],"#
    + #""showsZero":false,"tape":["10000000000000000 − 9999999999999998 + M = 2.1"],"#
    + #""typing":null}"#

  static func decode(_ text: String) throws -> Keypad {
    try Keypad(json: JSONCursor(try JSONValue(parsing: Array(text.utf8))))
  }

  static func text(_ keypad: Keypad) -> String {
    String(decoding: keypad.json.utf8, as: UTF8.self)
  }

  @Test func aStateSavedWithNumbersStillReads() throws {
    let keypad = try Self.decode(Self.oldState)
    #expect(keypad.view.display == "2.1")
    #expect(keypad.view.label == "10000000000000000 − 9999999999999998 + M =")
    #expect(keypad.view.memory == 0.1)
    #expect(keypad.view.memoryDisplay == "0.1")
    #expect(try StateJSON.decode(Data(Self.oldState.utf8)) == keypad)
    var redone = keypad
    try redone.pressKeys("redo")
    #expect(redone.view.display == "2.5")
  }

  @Test func anOldStateIsSavedInTheNewForm() throws {
    let keypad = try Self.decode(Self.oldState)
    let text = Self.text(keypad)
    #expect(text.contains(#""memory":"0.1""#), "\(text)")
    #expect(text.contains(#"{"operand":"10000000000000000"}"#), "\(text)")
    #expect(text.contains(#"{"operand":"2.5"}"#), "\(text)")
    #expect(try Self.decode(text) == keypad)
  }

  @Test func theNewFormKeepsMAndTypedOperandsExactly() throws {
    let keypad = try Keypad.after("2 √ →M 9999999999999999 − 9999999999999998 =")
    let text = Self.text(keypad)
    #expect(text.contains(#""memory":"sqrt(2)""#), "\(text)")
    #expect(text.contains(#"{"operand":"9999999999999999"}"#), "\(text)")
    let decoded = try Self.decode(text)
    #expect(decoded == keypad)
    #expect(decoded.view == keypad.view)
    #expect(decoded.view.display == "1")
    var squared = decoded
    try squared.pressKeys("M x² − 2 =")
    #expect(squared.view.display == "0")
    #expect(try StateJSON.decode(try StateJSON.encode(keypad)) == keypad)
  }

  @Test(arguments: [
    ("sqrt(2)", "1.4142135623731"), ("2*sqrt(2)", "2.82842712474619"),
    ("-1/3", "-0.333333333333333"),
    ("pi", "3.14159265358979"), ("-2/3*pi", "-2.0943951023932"), ("exp(1)", "2.71828182845905"),
    ("3*exp(-1/2)", "1.8195919791379"), ("ln(2)", "0.693147180559945"), ("1e-400", "1e-400"),
    ("0.8414709848078965066525023216302990", "0.841470984807897"), ("12.5", "12.5"),
  ])
  func memoryTextsRead(_ memory: String, _ display: String) throws {
    let keypad = try Self.decode(StateJSON.state(["memory": #""\#(memory)""#]))
    #expect(keypad.view.memoryDisplay == display)
    #expect(try Self.decode(Self.text(keypad)) == keypad)
  }

  /// States with a malformed memory or operand text, and why each is refused.
  static let malformedTexts: [(state: TypedText, reason: String)] =
    [
      ("", "expected a number at column 1"), ("abc", "unexpected 'a' at column 1"),
      ("1/0", "unexpected '0' at column 3"), ("sqrt(-2)", "unexpected '-' at column 6"),
      ("ln(0)", "unexpected '0' at column 4"), ("exp(20000)", "beyond the exact engine's bounds"),
      ("2**pi", "unexpected '*' at column 3"), (" 1", "unexpected ' ' at column 1"),
      ("1.", "expected a digit at column 3"), ("inf", "unexpected 'i' at column 1"),
      ("1e99999", "unexpected '9' at column 6"),
      (String(repeating: "1", count: 40_001), "longer than 40000 characters"),
    ].map { (TypedText(StateJSON.state(["memory": #""\#($0)""#])), $1) }
    + [
      ("1.2.3", "unexpected '.' at column 4"), ("0x10", "unexpected 'x' at column 2"),
      ("+5", "unexpected '+' at column 1"), (".5", "unexpected '.' at column 1"),
      ("nan", "unexpected 'n' at column 1"), ("1/3", "unexpected '/' at column 2"),
      ("sqrt(2)", "unexpected 's' at column 1"),
      (String(repeating: "1", count: 1_001), "longer than 1000 characters"),
    ].map { (TypedText(StateJSON.state(["program": #"[{"operand":"\#($0)"}]"#])), $1) }

  @Test(arguments: malformedTexts)
  func malformedTextsAreRefused(_ state: TypedText, _ reason: String) throws {
    let message = Self.failure { _ = try Self.decode(state.text) }
    #expect(message?.contains("is not a number: \(reason)") == true, "\(message ?? "decoded")")
  }

  /// The message of the `DecodingError` `body` throws, or `nil` when it throws none.
  static func failure(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch DecodingError.dataCorrupted(let context) {
      return context.debugDescription
    } catch {
      return "\(error)"
    }
  }
}
