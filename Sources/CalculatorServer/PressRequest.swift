import CalculatorController
import CalculatorJSON
import CalculatorModel

/// The body of `POST /api/press`: a saved keypad (or none for a fresh one) and the
/// keys to press on it.
struct PressRequest: Sendable {
  /// The keypad to start from; a fresh one when omitted.
  var state: Keypad?
  /// Key names (§12), each a name or a number such as `73` (its digits).
  var keys: [String]?
  /// Text to paste before the keys (§11), such as `17*34`.
  var paste: String?
  /// Whether to empty the tape before the keys.
  var clearTape: Bool?
  /// Whether to press the graph key after the keys (§10): it finishes typing and
  /// performs a pending `=`; the answer names what to graph.
  var graph: Bool?

  /// Reads the body `{"state": …, "keys": […], "paste": …, "clearTape": …, "graph": …}`,
  /// every member optional.
  /// - Throws: ``APIError`` (400) naming the member that is wrong.
  init(json: JSONCursor) throws(APIError) {
    do {
      let body = try json.object()
      state = try body.optional("state").map { try Keypad(json: $0) }
      keys = try body.optional("keys")?.strings()
      paste = try body.optional("paste")?.string()
      clearTape = try body.optional("clearTape")?.bool()
      graph = try body.optional("graph")?.bool()
    } catch let error as DecodingError {
      throw APIError(decoding: error)
    } catch {
      throw .badRequest("the body does not match the API")
    }
  }

  /// Presses the keys and answers the new state and its view.
  /// - Throws: ``APIError`` (400) for too many keys, an unknown key, text that does
  ///   not parse, or a program over ``APILimits/programSteps``.
  func response() throws(APIError) -> PressResponse {
    let names = keys ?? []
    guard names.count <= APILimits.keysPerRequest else {
      throw .badRequest("at most \(APILimits.keysPerRequest) keys per request")
    }
    var keypad = state ?? Keypad()
    try Self.checkProgramLength(of: keypad)
    var pressed: [Key] = []
    for name in names {
      do {
        pressed += try Key.keys(in: name)
      } catch {
        throw .badRequest(error.description)
      }
    }
    if clearTape == true {
      keypad.clearTape()
    }
    if let paste {
      try APILimits.checkLength(of: paste, "pasted text")
      do {
        try keypad.paste(paste)
      } catch {
        throw .badRequest(error.description)
      }
    }
    let workBefore = keypad.evaluationCount
    for key in pressed {
      keypad.press(key)
      guard keypad.evaluationCount - workBefore <= APILimits.nodeEvaluations else {
        throw .badRequest(
          "the keys need more than \(APILimits.nodeEvaluations) steps of computation "
            + "(each recomputes a long calculation); send fewer keys per request")
      }
    }
    let graphTitle = graph == true ? (try? keypad.graphSource())??.title : nil
    try Self.checkProgramLength(of: keypad)
    return PressResponse(state: keypad, view: keypad.view, graph: graphTitle)
  }

  private static func checkProgramLength(of keypad: Keypad) throws(APIError) {
    guard keypad.programLength <= APILimits.programSteps else {
      throw .badRequest(
        "the program is longer than \(APILimits.programSteps) steps; press C to start over")
    }
  }
}

/// The answer of `POST /api/press`.
struct PressResponse: Sendable {
  /// The keypad after the keys, to send back with the next request.
  var state: Keypad
  /// What to show (§11).
  var view: KeypadView
  /// With `"graph": true`, the description of what the graph key graphs; `null`
  /// when there is nothing to graph or the graph key was not asked for.
  var graph: String?

  /// The answer as JSON with sorted keys.
  /// - Throws: ``APIError`` (400) when the state would be larger than
  ///   ``APILimits/stateBytes`` and so could not be sent back. The state is written
  ///   on its own only when the whole answer is over that size.
  func json() throws(APIError) -> [UInt8] {
    let state = state.json
    let text = JSONValue.object([("state", state), ("view", view.json), ("graph", .string(graph))])
      .utf8
    guard text.count <= APILimits.stateBytes || state.utf8.count <= APILimits.stateBytes else {
      throw APIError.badRequest(
        "the state would be larger than \(APILimits.stateBytes) bytes; press C or clear the tape")
    }
    return text
  }
}
