import CalculatorJSON
import Testing

@testable import CalculatorController

/// The view's exact form: beside the display's decimal in every mode, never while a
/// number is typed or on an error.
@Suite struct ExactFormViewTests {
  @Test(arguments: [
    ("8 √", "2.82842712474619", "2√2"), ("1 ÷ 3 =", "0.333333333333333", "1/3"),
    ("π ÷ 4 =", "0.785398163397448", "π/4"), ("2 √ x⁻¹", "0.707106781186548", "√2/2"),
    ("1 ÷ 4 =", "0.25", nil), ("7 + 9 =", "16", nil), ("1 sin", "0.841470984807897", nil),
    ("1 ÷ 3 = 5", "5", nil), ("1 ÷ 0 =", "", nil),
  ])
  func algebraicEntryShowsTheForm(_ keys: String, _ display: String, _ exact: String?) throws {
    let view = try Keypad.after(keys).view
    #expect(view.display == display)
    #expect(view.exact == exact)
  }

  @Test func rpnShowsTheForm() throws {
    let view = try Keypad.after("1 ↲ 6 ÷", mode: .rpn).view
    #expect(view.exact == "1/6")
  }

  @Test func formulaEntryShowsTheFormOfThePreviewAndTheResult() throws {
    var keypad = try Keypad.after("", mode: .formula)
    try keypad.paste("acos(-1/√2")
    #expect(keypad.view.preview == "2.35619449019234")
    #expect(keypad.view.exact == "3π/4")
    try keypad.pressKeys("=")
    #expect(keypad.view.exact == "3π/4")
    let json = String(decoding: keypad.view.json.utf8, as: UTF8.self)
    #expect(json.contains(#""exact":"3π/4""#), "\(json)")
  }

  @Test func exactFirstIsKeptInTheState() throws {
    var keypad = try Keypad.after("8 √")
    #expect(!keypad.view.exactFirst)
    #expect(!ExactStateTests.text(keypad).contains("exactFirst"), "a new keypad's state as before")
    keypad.exactFirst = true
    #expect(keypad.view.exactFirst)
    let restored = try ExactStateTests.decode(ExactStateTests.text(keypad))
    #expect(restored.exactFirst)
    #expect(restored == keypad)
    #expect(restored.view.exact == "2√2")
  }

  @Test func aPressRequestSetsExactFirst() throws {
    let body = #"{"keys": ["8", "√"], "exactFirst": true}"#
    let request = try PressRequest(json: JSONCursor(JSONValue(parsing: Array(body.utf8))))
    let answer = try request.response()
    #expect(answer.view.exactFirst)
    #expect(answer.state.exactFirst)
    let json = String(decoding: answer.view.json.utf8, as: UTF8.self)
    #expect(json.contains(#""exactFirst":true"#), "\(json)")
  }
}
