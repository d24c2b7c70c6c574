import CalculatorJSON
import CalculatorModel
import ExactArithmetic

/// The body of `POST /api/press`: a saved keypad (or none for a fresh one) and the
/// keys to press on it.
public struct PressRequest: Sendable {
  /// The keypad to start from; a fresh one when omitted.
  public var state: Keypad?
  /// The entry mode to switch to before anything else (as its key does: a change of
  /// mode starts over); the state's when omitted.
  public var mode: CalculatorMode?
  /// The tape entry to recall, by its position, oldest first, after the paste.
  public var recall: Int?
  /// Key names, each a name or a number such as `73` (its digits).
  public var keys: [String]?
  /// Text to paste before the keys, such as `17*34`.
  public var paste: String?
  /// Whether to empty the tape before the keys.
  public var clearTape: Bool?
  /// Whether to press the graph key after the keys: it finishes typing and
  /// performs a pending `=`; the answer names what to graph.
  public var graph: Bool?
  /// Whether to answer the value's "more digits" view (``Keypad/moreDigits``) too.
  public var digits: Bool?
  /// Whether the display shows the exact form first (S⇔D, ``Keypad/exactFirst``); the
  /// state's when omitted.
  public var exactFirst: Bool?

  /// Reads the body `{"state": …, "mode": …, "keys": […], "paste": …, "recall": …,
  /// "clearTape": …, "graph": …, "digits": …, "exactFirst": …}`, every member optional.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    self = try RequestError.reading { () throws(DecodingError) in
      let body = try json.object()
      var request = PressRequest(
        state: try body.optional("state").map { state throws(DecodingError) in
          try Keypad(json: state)
        },
        keys: try body.optional("keys")?.strings(),
        paste: try body.optional("paste")?.string(),
        clearTape: try body.optional("clearTape")?.bool(),
        graph: try body.optional("graph")?.bool())
      request.digits = try body.optional("digits")?.bool()
      request.exactFirst = try body.optional("exactFirst")?.bool()
      request.mode = try body.optional("mode")?.rawValue(CalculatorMode.self, named: "mode")
      if let recall = body.optional("recall") {
        let index = try recall.double()
        guard index == index.rounded(), (0..<Double(Keypad.tapeCapacity)).contains(index) else {
          throw recall.corrupted("not a tape entry's position (0 to \(Keypad.tapeCapacity - 1))")
        }
        request.recall = Int(index)
      }
      return request
    }
  }

  private init(state: Keypad?, keys: [String]?, paste: String?, clearTape: Bool?, graph: Bool?) {
    self.state = state
    self.keys = keys
    self.paste = paste
    self.clearTape = clearTape
    self.graph = graph
  }

  /// Presses the keys on ``state`` (a fresh keypad when it is `nil`) and answers the
  /// new state and its view.
  /// - Throws: ``RequestError`` for too many keys, an unknown key, text that does
  ///   not parse, or a program over ``APILimits/programSteps``.
  public func response() throws(RequestError) -> PressResponse {
    var keypad = state ?? Keypad()
    return try response(pressingOn: &keypad)
  }

  /// Presses the keys on `keypad`, which a front end keeps between requests
  /// (``state`` is ignored), and answers its new state and view, all within a request's
  /// work budget (``APILimits/withWorkBudget(_:)``).
  /// - Throws: ``RequestError`` as ``response()`` does. Keys pressed before the one
  ///   that went over the work budget (``APILimits/work``) stay pressed.
  public func response(pressingOn keypad: inout Keypad) throws(RequestError) -> PressResponse {
    try APILimits.withWorkBudget { () throws(RequestError) in try press(on: &keypad) }
  }

  private func press(on keypad: inout Keypad) throws(RequestError) -> PressResponse {
    let names = keys ?? []
    guard names.count <= APILimits.keysPerRequest else {
      throw RequestError("at most \(APILimits.keysPerRequest) keys per request")
    }
    try Self.checkProgramLength(of: keypad)
    var pressed: [Key] = []
    for name in names {
      do {
        pressed += try Key.keys(in: name)
      } catch {
        throw RequestError(error.description)
      }
    }
    if let mode {
      keypad.press(.mode(mode))
    }
    if clearTape == true {
      keypad.clearTape()
    }
    if let exactFirst {
      keypad.exactFirst = exactFirst
    }
    if let paste {
      try APILimits.checkLength(of: paste, "pasted text")
      do {
        try keypad.paste(paste)
      } catch {
        throw RequestError(error.description)
      }
    }
    if let recall, !keypad.recall(tapeEntry: recall) {
      throw RequestError("the tape has no entry \(recall)")
    }
    for (index, key) in pressed.enumerated() {
      // Checked before each key after the first: one key past the budget shows `Too much
      // work to compute`, and refusing it after its work is done would only lose it (the
      // page sends each key on its own).
      guard index == 0 || !WorkMeter.isExhausted else {
        throw RequestError(
          "the keys need more work than one request may do (each recomputes a long "
            + "calculation); send fewer keys per request")
      }
      keypad.press(key)
    }
    let graphTitle = graph == true ? (try? keypad.graphSource())??.title : nil
    try Self.checkProgramLength(of: keypad)
    return PressResponse(
      state: keypad, view: keypad.view, graph: graphTitle,
      digits: digits == true ? keypad.moreDigits : nil)
  }

  private static func checkProgramLength(of keypad: Keypad) throws(RequestError) {
    guard keypad.programLength <= APILimits.programSteps else {
      throw RequestError(
        "the program is longer than \(APILimits.programSteps) steps; press C to start over")
    }
  }
}

/// The answer of `POST /api/press`.
public struct PressResponse: Sendable {
  /// The keypad after the keys, to send back with the next request.
  public var state: Keypad
  /// What to show.
  public var view: KeypadView
  /// With `"graph": true`, the description of what the graph key graphs; `null`
  /// when there is nothing to graph or the graph key was not asked for.
  public var graph: String?
  /// With `"digits": true`, the value with 100 significant digits (``Keypad/moreDigits``);
  /// `null` when the engine has none or they were not asked for.
  public var digits: String?

  /// The answer as JSON with sorted keys: `{"digits": …, "graph": …, "state": …, "view": …}`.
  /// - Parameter includingState: Whether to write the state; a front end that keeps
  ///   the keypad itself asks for it only to save it.
  /// - Returns: The answer's UTF-8 text.
  /// - Throws: ``RequestError`` when the state would be larger than
  ///   ``APILimits/stateBytes`` and so could not be sent back. The state is written
  ///   on its own only when the whole answer is over that size.
  public func json(includingState: Bool = true) throws(RequestError) -> [UInt8] {
    var members: [(name: String, value: JSONValue)] = [
      ("view", view.json), ("graph", .string(graph)), ("digits", .string(digits)),
    ]
    guard includingState else { return JSONValue.object(members).utf8 }
    let state = state.json
    members.append(("state", state))
    let text = JSONValue.object(members).utf8
    guard text.count <= APILimits.stateBytes || state.utf8.count <= APILimits.stateBytes else {
      throw RequestError(
        "the state would be larger than \(APILimits.stateBytes) bytes; press C or clear the tape")
    }
    return text
  }
}
