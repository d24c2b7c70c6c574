import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// Tape recall enters an exact result exactly.
///
/// `1 ÷ 3 =` recalled is 1/3, not the 15 digits the tape shows; a result without an
/// exact form is entered as the tape shows it. The saved state keeps the exact results.
@Suite struct ExactRecallTests {
  @Test(arguments: [
    ("1 ÷ 3 =", "× 3 =", "1", "1 ÷ 3 × 3 ="), ("2 √", "x² =", "2", "√(2)² ="),
    ("π ÷ 2 =", "sin =", "1", "sin(0.5 × π) ="), ("7 + 9 =", "+ 1 =", "17", "16 + 1 ="),
  ])
  func recallEntersTheExactResult(
    _ calculation: String, _ then: String, _ display: String, _ label: String
  ) throws {
    var keypad = try Keypad.after(calculation + " C")
    let recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    try keypad.pressKeys(then)
    #expect(keypad.view.display == display)
    #expect(keypad.view.label == label)
    #expect(keypad.tape.count == 2, "recall records nothing: \(keypad.tape)")
  }

  @Test func recallEntersAResultWithoutAnExactFormAsTheTapeShowsIt() throws {
    var keypad = try Keypad.after("1 sin C")
    let recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    #expect(keypad.view.label == "0.841470984807897 =")
  }

  @Test func recallInRPNPushesTheExactResult() throws {
    var keypad = try Keypad.after("1 ↲ 3 ÷ C", mode: .rpn)
    let recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    try keypad.pressKeys("3 ×")
    #expect(keypad.view.display == "1")
  }

  @Test func theSavedStateKeepsTheExactResults() throws {
    let keypad = try Keypad.after("1 ÷ 3 = 1 sin C")
    let text = String(decoding: keypad.json.utf8, as: UTF8.self)
    #expect(text.contains(#""tapeValues":["1/3",null]"#), "\(text)")
    var decoded = try ExactStateTests.decode(text)
    #expect(decoded == keypad)
    let recalled = decoded.recall(tapeEntry: 0)
    #expect(recalled)
    try decoded.pressKeys("× 3 =")
    #expect(decoded.view.display == "1")
  }

  @Test func aStateWithoutTapeValuesRecallsWhatTheTapeShows() throws {
    var keypad = try ExactStateTests.decode(
      StateJSON.state(["tape": #"["1 ÷ 3 = 0.333333333333333"]"#]))
    let recalled = keypad.recall(tapeEntry: 0)
    #expect(recalled)
    try keypad.pressKeys("× 3 =")
    #expect(keypad.view.display == "0.999999999999999")
  }

  @Test(arguments: [
    (#"["1/3", null]"#, "one value or null per tape entry"),
    ("[3]", "a tape value is a number's text"),
    (#"["1/0"]"#, "'1/0' is not a number: unexpected '0' at column 3"),
    (#"[""# + String(repeating: "1", count: 101) + #""]"#, "at most 100 characters"),
  ])
  func malformedTapeValuesAreRefused(_ values: String, _ reason: String) throws {
    let state = StateJSON.state([
      "tape": #"["1 ÷ 3 = 0.333333333333333"]"#, "tapeValues": values,
    ])
    let message = ExactStateTests.failure { _ = try ExactStateTests.decode(state) }
    #expect(message?.contains(reason) == true, "\(message ?? "decoded")")
  }
}
