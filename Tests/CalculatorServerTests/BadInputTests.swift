import CalculatorController
import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// Every bad input gets its status and a `{"error": "…"}` that says what
/// was wrong.
@Suite struct BadInputTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var uri: String
    var body: String
    var status: HTTPResponse.Status
    var message: String
    var testDescription: String { "\(uri) \(body.prefix(60))" }
  }

  static let validState =
    #"{"mode":"algebraic","angle":"rad","memory":null,"typing":null,"showsZero":true,"#
    + #""program":[],"redo":[],"tape":[]}"#

  static let cases: [Case] = [
    Case(uri: "/api/press", body: "{", status: .badRequest, message: "the body is not valid JSON"),
    Case(uri: "/api/press", body: "", status: .badRequest, message: "the body is not valid JSON"),
    Case(
      uri: "/api/press", body: #"{"keys": ["1"],}"#, status: .badRequest,
      message: "the body is not valid JSON"),
    Case(
      uri: "/api/press", body: #"{"keys": ["7", "banana"]}"#, status: .badRequest,
      message: "unknown key 'banana'"),
    Case(
      uri: "/api/press", body: #"{"keys": "7 + 9"}"#, status: .badRequest,
      message: "invalid 'keys': wrong type"),
    Case(
      uri: "/api/press", body: #"{"state": {"mode": "hex"}, "keys": []}"#, status: .badRequest,
      message:
        "invalid state: Cannot initialize CalculatorMode from invalid String value hex (at 'state.mode')"
    ),
    Case(
      uri: "/api/press",
      body: validState.replacingOccurrences(of: #""typing":null"#, with: #""typing":"1.2.3""#)
        .wrapped(inKey: "state"),
      status: .badRequest,
      message: "invalid state: '1.2.3' is not a typed number (at 'state.typing')"),
    Case(
      uri: "/api/press",
      body: validState.replacingOccurrences(of: #","tape":[]"#, with: "").wrapped(inKey: "state"),
      status: .badRequest, message: "invalid state: missing 'state.tape'"),
    Case(
      uri: "/api/press", body: #"{"paste": "17*(34"}"#, status: .badRequest,
      message: "expected ')' at column 7"),
    Case(
      uri: "/api/evaluate", body: #"{"expression": "4 + * 5"}"#, status: .badRequest,
      message: "expected a number, name or '(' at column 5"),
    Case(
      uri: "/api/evaluate", body: #"{"variables": {"x": 1}}"#, status: .badRequest,
      message: "missing field 'expression'"),
    Case(
      uri: "/api/evaluate", body: #"{"expression": "x", "angle": "gradians"}"#,
      status: .badRequest,
      message: "invalid 'angle': Cannot initialize AngleUnit from invalid String value gradians"),
    Case(
      uri: "/api/graph", body: #"{"expression": "sin(x", "viewport": \#(viewport)}"#,
      status: .badRequest, message: "expected ')' at column 6"),
    Case(
      uri: "/api/graph", body: #"{"viewport": \#(viewport)}"#, status: .badRequest,
      message: "give either 'state' or 'expression'"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 5000, "height": 300, "originX": 0, "originY": 0, "scale": 50}}"#,
      status: .badRequest, message: "viewport width and height must be between 1 and 4096"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 300, "height": 300, "originX": 0, "originY": 0, "scale": 0}}"#,
      status: .badRequest, message: "viewport scale must be between 1e-12 and 1000000000000.0"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 400, "height": 300, "centerX": 2.5, "centerY": 0, "unitsPerPixel": 1e-20}}"#,
      status: .badRequest,
      message: "cannot zoom in further here: neighbouring pixels would show the same number"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 400, "height": 300, "centerX": 0, "centerY": 0, "unitsPerPixel": 1e13}}"#,
      status: .badRequest, message: "cannot zoom out further: one pixel already spans 10¹² units"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 400, "height": 300, "centerX": 0, "centerY": 0, "unitsPerPixel": 0.1, "scale": 10}}"#,
      status: .badRequest,
      message:
        "viewport: give either centerX, centerY and unitsPerPixel or originX, originY and scale"),
    Case(
      uri: "/api/graph",
      body:
        #"{"expression": "x", "viewport": {"width": 400, "height": 300, "unitsPerPixel": 0.1}}"#,
      status: .badRequest, message: "missing field 'viewport.centerX'"),
    Case(
      uri: "/api/graph", body: #"{"state": \#(validState), "viewport": \#(viewport)}"#,
      status: .badRequest, message: "nothing to graph: enter an expression first"),
    Case(uri: "/api/nothing", body: "{}", status: .notFound, message: "no such path: /api/nothing"),
  ]

  static let viewport =
    #"{"width": 400, "height": 300, "originX": 200, "originY": 150, "scale": 40}"#

  @Test(arguments: cases)
  func badInput(_ bad: Case) async throws {
    try await testApplication().test(.router) { client in
      try await client.post(bad.uri, json: bad.body) { response in
        #expect(response.status == bad.status)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(response.errorMessage == bad.message)
      }
    }
  }

  @Test func tooManyKeys() async throws {
    let keys = Array(repeating: #""1""#, count: APILimits.keysPerRequest + 1)
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: #"{"keys": [\#(keys.joined(separator: ","))]}"#) {
        response in
        #expect(response.status == .badRequest)
        #expect(response.errorMessage == "at most 1000 keys per request")
      }
    }
  }

  /// Presses →M `stores` times on an RPN keypad with memory 2 and `steps` (saved program
  /// steps as JSON), and checks the answer's status; a refusal must name the budget.
  private func storeMemory(
    _ stores: Int, on steps: [String], expecting status: HTTPResponse.Status
  ) async throws {
    try await press(Array(repeating: "→M", count: stores), on: steps, expecting: status)
  }

  /// Presses `keys` on an RPN keypad with memory 2 and `steps` (saved program steps as
  /// JSON), and checks the answer's status; a refusal must name the budget.
  private func press(
    _ keys: [String], on steps: [String], expecting status: HTTPResponse.Status
  ) async throws {
    let state =
      #"{"mode":"rpn","angle":"rad","memory":2,"typing":null,"showsZero":false,"program":["#
      + steps.joined(separator: ",") + #"],"redo":[],"tape":[]}"#
    let names = keys.map { "\"" + $0 + "\"" }.joined(separator: ",")
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: #"{"state": \#(state), "keys": [\#(names)]}"#) {
        response in
        #expect(response.status == status, "\(keys.count) keys")
        if status == .badRequest {
          #expect(
            response.errorMessage
              == "the keys need more work than one request may do (each recomputes a "
              + "long calculation); send fewer keys per request")
        }
      }
    }
  }

  /// Keys that recompute a long calculation each time are budgeted.
  ///
  /// →M on 3,000 steps
  /// of `M + 1 + 1 …` recomputes the steps that depend on M, 1,500 node values, and
  /// changes M every time, so 1,000 of them would be 1.5 million node values (about 600 ms
  /// of CPU against the 50 ms a request may take). The budget, 10 million units at 500 a
  /// node value, holds the state's replay (1.5 million) and about 11 of them.
  @Test func keysThatRecomputeALongCalculationAreBudgeted() async throws {
    let steps =
      [#"{"variable":"M"}"#]
      + Array(repeating: #"{"operand":1},{"operation":"+"}"#, count: 1_499)
    try await storeMemory(8, on: steps, expecting: .ok)
    try await storeMemory(16, on: steps, expecting: .badRequest)
  }

  /// A display that is one node value but a long big-number computation is budgeted by
  /// its limb operations.
  ///
  /// Each ± on cos(M × 0 + 2^10,000 + 1) computes its display again, a reduction by
  /// quarter turns that needs π to 10,000 bits (a few milliseconds), so 40 of them pass
  /// the budget (10 million units, about 10 ms) and the rest are refused. (A Γ display,
  /// 0.3 ms, was the example until the budget counted Karatsuba's products by what they
  /// cost: 32 of them, the most a display builds before it shows the `Double`, now fit.)
  /// →M pressed again and again evaluates twice, whatever the count: once to store the
  /// value, which changes M, and once to find the same value; the keypad keeps that
  /// evaluation until the brain changes. With 2^7,000 (60 ± are refused), 1,000 →M are
  /// answered.
  @Test func displaysThatAreLongComputationsAreBudgeted() async throws {
    func steps(bits: Int) -> [String] {
      [
        #"{"variable":"M"}"#, #"{"operand":0}"#, #"{"operation":"×"}"#, #"{"operand":2}"#,
        #"{"operand":\#(bits)}"#, #"{"operation":"xʸ"}"#, #"{"operation":"+"}"#,
        #"{"operand":1}"#, #"{"operation":"+"}"#, #"{"operation":"cos"}"#,
      ]
    }
    try await press(Array(repeating: "±", count: 2), on: steps(bits: 10_000), expecting: .ok)
    try await press(
      Array(repeating: "±", count: 40), on: steps(bits: 10_000), expecting: .badRequest)
    try await press(
      Array(repeating: "±", count: 60), on: steps(bits: 7_000), expecting: .badRequest)
    try await storeMemory(1_000, on: steps(bits: 7_000), expecting: .ok)
  }

  /// One key is answered whatever its display costs, and the budget refuses the keys after
  /// it.
  ///
  /// The display's own bounds bound one key: a cancellation of huge values stops at the
  /// display's work bound, 16 million limb operations, 16,000 node values of limb work.
  /// The page sends each key on its own, so `=` was refused with "send fewer keys".
  @Test func oneKeyIsAnsweredWhateverItsDisplayCosts() async throws {
    let request =
      #"{"mode": "formula", "paste": "sinh(11000+sin(1))-cosh(11000+sin(1))", "keys": "#
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: request + #"["="]}"#) { response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#""error":"Too much work to compute""#))
      }
      try await client.post("/api/press", json: request + #"["=", "1"]}"#) { response in
        #expect(response.status == .badRequest)
        #expect(response.errorMessage?.hasPrefix("the keys need more work") == true)
      }
    }
  }

  /// Typed text and graphs are within a request's budget.
  ///
  /// Typed text once had no budget. The 9,995-character sum of huge factorial ratios
  /// took 4.5 s to evaluate and 9 s to paste and graph, `x` followed by 9,999 `!` 3.2 s
  /// to graph. Each request now has one budget for all its work.
  @Test func typedTextAndGraphsAreWithinTheRequestsBudget() async throws {
    let ratios = (0..<833).map { "\(3210 - $0)!/\(3209 - $0)!" }.joined(separator: "+")
    let viewport = #""viewport":{"width":400,"height":300,"originX":200,"originY":150,"scale":40}"#
    try await testApplication().test(.router) { client in
      try await client.post("/api/evaluate", json: #"{"expression": "\#(ratios)"}"#) {
        response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#""error":"Too much work to compute""#))
      }
      try await client.post("/api/press", json: #"{"paste": "\#(ratios)", "graph": true}"#) {
        response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#""error":"Too much work to compute""#))
      }
      let factorials = "x" + String(repeating: "!", count: 9_999)
      try await client.post(
        "/api/graph", json: #"{"expression": "\#(factorials)", \#(viewport)}"#
      ) { response in
        #expect(response.status == .badRequest)
        #expect(
          response.errorMessage
            == "cannot graph: Too much work to compute; simplify the expression")
      }
      try await client.post("/api/evaluate", json: #"{"expression": "3210!/3209!"}"#) {
        response in
        #expect(response.text.contains(#""display":"3210""#))
      }
    }
  }

  @Test func programTooLong() async throws {
    // 1000 keys a request, each `1 +` adds two steps: the fourth request passes 3000.
    let keys = Array(repeating: #""1", "+""#, count: 500).joined(separator: ",")
    try await testApplication().test(.router) { client in
      var state = "null"
      var lastStatus = HTTPResponse.Status.ok
      for _ in 0..<12 where lastStatus == .ok {
        (state, lastStatus) = try await client.post(
          "/api/press", json: #"{"state": \#(state), "keys": [\#(keys)]}"#
        ) { response in
          guard response.status == .ok else {
            #expect(
              response.errorMessage
                == "the program is longer than 3000 steps; press C to start over")
            return (state, response.status)
          }
          let saved = try response.json(PressRouteTests.Saved.self)
          return (
            String(decoding: try JSONEncoder().encode(saved.state), as: UTF8.self), response.status
          )
        }
      }
      #expect(lastStatus == .badRequest)
    }
  }

  @Test func stateThatWouldNotFitTheNextRequest() async throws {
    // 2 KB a request: the state passes its limit well before a request passes the body's.
    let long = jsonString(Array(repeating: "1", count: 1_000).joined(separator: "+"))
    try await testApplication().test(.router) { client in
      var state = "null"
      var lastStatus = HTTPResponse.Status.ok
      for _ in 0..<60 where lastStatus == .ok {
        (state, lastStatus) = try await client.post(
          "/api/press", json: #"{"state": \#(state), "paste": \#(long), "keys": ["+"]}"#
        ) { response in
          guard response.status == .ok else {
            #expect(
              response.errorMessage
                == "the state would be larger than 61440 bytes; press C or clear the tape")
            return (state, response.status)
          }
          let saved = try response.json(PressRouteTests.Saved.self)
          return (
            String(decoding: try JSONEncoder().encode(saved.state), as: UTF8.self), response.status
          )
        }
      }
      #expect(lastStatus == .badRequest)
    }
  }

  @Test func bodyOverTheLimitIs413() async throws {
    let big =
      #"{"keys": ["1"], "paste": ""# + String(repeating: "1", count: APILimits.bodyBytes) + #""}"#
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: big) { response in
        #expect(response.status == .contentTooLarge)
        #expect(response.errorMessage == "the request body is larger than 65536 bytes")
      }
    }
  }

  @Test func wrongMethodIs405WithAllow() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/api/press", method: .get) { response in
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow] == "POST")
        #expect(response.errorMessage == "use POST for /api/press")
      }
    }
  }
}

extension String {
  /// `{"key": self}`.
  fileprivate func wrapped(inKey key: String) -> String { #"{"\#(key)": \#(self)}"# }
}

/// Text limits count Unicode scalars, as JSON Schema's `maxLength` in `openapi.yaml`
/// does: a line break `\r\n` is one character to Swift but two here.
@Suite struct TextLimitTests {
  /// A route taking text, and how its message names the text.
  struct Route: CustomTestStringConvertible, Sendable {
    var uri: String
    var field: String
    var what: String
    var extra = ""
    var testDescription: String { "\(uri) \(field)" }

    func body(_ text: String) -> String {
      #"{"\#(field)": \#(jsonString(text))\#(extra)}"#
    }
  }

  static let routes = [
    Route(uri: "/api/evaluate", field: "expression", what: "the expression"),
    Route(
      uri: "/api/graph", field: "expression", what: "the expression",
      extra: #", "viewport": \#(BadInputTests.viewport)"#),
    Route(uri: "/api/press", field: "paste", what: "pasted text"),
  ]

  @Test(arguments: routes)
  func textOverTenThousandScalarsIsRefused(_ route: Route) async throws {
    // `1` then `\r\n` pairs: 10,001 scalars in 5,001 characters; then exactly 10,000.
    let over = "1" + String(repeating: "\r\n", count: 5_000)
    let atTheLimit = "1" + String(repeating: "\r\n", count: 4_999) + " "
    try await testApplication().test(.router) { client in
      try await client.post(route.uri, json: route.body(over)) { response in
        #expect(response.status == .badRequest)
        #expect(response.errorMessage == "\(route.what) is longer than 10000 characters")
      }
      try await client.post(route.uri, json: route.body(atTheLimit)) { response in
        #expect(response.status == .ok)
      }
    }
  }
}
