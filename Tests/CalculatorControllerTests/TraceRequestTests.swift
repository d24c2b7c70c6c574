import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// `TraceRequest`: the y of the graphed curve at an x, from the keypad's
/// own formula, as the graph draws it (in algebraic mode an unset M counts as 0
/// there, so it does here), and its display from the exact engine.
@Suite struct TraceRequestTests {
  static func trace(_ body: String, on keypad: Keypad) throws -> String {
    let request = try TraceRequest(json: JSONCursor(JSONValue(parsing: Array(body.utf8))))
    return String(decoding: try request.response(tracing: keypad).utf8, as: UTF8.self)
  }

  @Test(arguments: [
    ("x × x − 2", CalculatorMode.algebraic, #"{"x":3}"#, #"{"display":"7","x":3,"y":7}"#),
    ("9 + M + x", .algebraic, #"{"x":1}"#, #"{"display":"10","x":1,"y":10}"#),
    ("4 →M x × M", .algebraic, #"{"x":0.5}"#, #"{"display":"2","x":0.5,"y":2}"#),
    ("x √", .algebraic, #"{"x":-1}"#, #"{"display":null,"x":-1,"y":null}"#),
    ("1 ÷ x", .algebraic, #"{"x":0}"#, #"{"display":null,"x":0,"y":null}"#),
    ("deg x sin", .algebraic, #"{"x":90}"#, #"{"display":"1","x":90,"y":1}"#),
    ("x ↲ 3 ×", .rpn, #"{"x":2}"#, #"{"display":"6","x":2,"y":6}"#),
    // The curve's `Double` is off by a rounding error; the readout is exact.
    (
      "x × x − 1.21", .algebraic, #"{"x":1.1}"#,
      #"{"display":"0","x":1.1,"y":2.220446049250313e-16}"#
    ),
    ("x sin", .algebraic, #"{"x":0}"#, #"{"display":"0","x":0,"y":0}"#),
  ])
  func tracesTheGraphedFormula(
    _ keys: String, _ mode: CalculatorMode, _ body: String, _ answer: String
  ) throws {
    let keypad = try Keypad.after(keys, mode: mode)
    #expect(try Self.trace(body, on: keypad) == answer)
  }

  @Test func tracingLeavesTheKeypadAsItWas() throws {
    let keypad = try Keypad.after("7 + x")
    _ = try Self.trace(#"{"x":1}"#, on: keypad)
    #expect(keypad == (try Keypad.after("7 + x")))
  }

  @Test func nothingToTraceIsRefused() throws {
    #expect(throws: RequestError("nothing to graph: enter an expression first")) {
      try Self.trace(#"{"x":1}"#, on: Keypad())
    }
  }

  @Test func anUnsetVariableInRPNIsRefused() throws {
    let keypad = try Keypad.after("x M +", mode: .rpn)
    #expect(throws: RequestError("cannot graph: M has no value")) {
      try Self.trace(#"{"x":1}"#, on: keypad)
    }
  }

  @Test(arguments: [
    (#"{}"#, "missing field 'x'"), (#"{"x":"1"}"#, "invalid 'x': wrong type"),
  ])
  func aBodyWithoutANumericXIsRefused(_ body: String, _ message: String) throws {
    #expect(throws: RequestError(message)) {
      try Self.trace(body, on: try Keypad.after("x"))
    }
  }
}
