import CalculatorJSON
import CalculatorModel

extension Keypad: Equatable, JSONRepresentable, JSONReadable {
  /// Restores a saved keypad, validating every part: a malformed state throws
  /// `DecodingError` naming what was wrong and where, never crashes.
  public init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    self.init()
    mode = try object.value("mode").rawValue(CalculatorMode.self, named: "CalculatorMode")
    angle = try object.value("angle").rawValue(AngleUnit.self, named: "AngleUnit")
    memory = try object.optional("memory").map { json throws(DecodingError) in
      try StoredNumber(json: json)
    }
    let program = try object.value("program")
    let steps = try program.elements().map { step throws(DecodingError) in
      try BrainStep(json: step)
    }
    do throws(InvalidProgram) {
      brain = try KeypadBrain(mode, program: steps)
    } catch {
      throw program.corrupted(error.description)
    }
    brain.angleUnit = angle
    if let memory {
      brain.variableValues = ["M": memory]
    }
    if let typing = object.optional("typing") {
      let text = try typing.string()
      guard Self.isValidTypedNumber(text) else {
        throw typing.corrupted("'\(text)' is not a typed number")
      }
      entry = .typing(text)
    } else {
      entry = try object.value("showsZero").bool() ? .zero : .result
    }
    redoStack = try object.value("redo").elements().map { entry throws(DecodingError) in
      try RedoEntry(json: entry)
    }
    let tape = try object.value("tape")
    self.tape = try tape.strings()
    guard self.tape.count <= Self.tapeCapacity else {
      throw tape.corrupted("the tape holds at most \(Self.tapeCapacity) entries")
    }
    tapeValues =
      try object.optional("tapeValues").map { json throws(DecodingError) in
        try Self.tapeValues(json, count: self.tape.count)
      } ?? Array(repeating: nil, count: self.tape.count)
    lastAnswer = Self.lastAnswer(ofTape: self.tape, values: tapeValues)
    exactFirst = try object.optional("exactFirst")?.bool() ?? false
    graph =
      try object.optional("graph").map { json throws(DecodingError) in
        try GraphSession(json: json)
      } ?? GraphSession()
    if let rows = object.optional("worksheet") {
      let read = try rows.elements().map { row throws(DecodingError) in
        let members = try row.object()
        return Worksheet.Row(
          try members.value("text").string(),
          isHidden: try members.optional("hidden")?.bool() ?? false,
          sliderRange: try members.optional("slider").map { json throws(DecodingError) in
            try Worksheet.SliderRange(json: json)
          })
      }
      do throws(RequestError) {
        worksheet = try Worksheet(rows: read, angle: angle)
      } catch {
        throw rows.corrupted(error.message)
      }
    } else {
      worksheet = Worksheet(angle: angle)
    }
    // A formula member is validated in every mode, and used in formula mode.
    let editor = try object.optional("formula").map { json throws(DecodingError) in
      try FormulaEditor(json: json)
    }
    if mode == .formula {
      guard steps.isEmpty, redoStack.isEmpty, entry != .result else {
        throw program.corrupted("formula entry has no program, redo steps or typed number")
      }
      if let editor {
        formula = editor
      } else {
        formula = try FormulaEditor(json: try object.value("formula"))
      }
    }
  }

  /// The saved keypad: mode, angle, memory (its exact text), what is being typed, the
  /// brain's program, the redo stack and the tape; `tapeValues`, the tape's exact results
  /// (`null` for the others), when it has one; in formula mode, also `formula`: the
  /// entry, its cursor and its edits; `graph`, the graph's view and trace
  /// (``GraphSession/json``), once it is not as a new keypad has it; `worksheet`, the
  /// rows (`{"text", "hidden"?, "slider"?: {"min", "max", "step"}}` each, `slider` the
  /// range set by hand), when there are any; `exactFirst` (S⇔D) when it is true.
  public var json: JSONValue {
    var typing: String?
    if case .typing(let text) = entry { typing = text }
    var members: [(name: String, value: JSONValue)] = [
      ("mode", .string(mode.rawValue)), ("angle", .string(angle.rawValue)),
      ("memory", memory?.json ?? .null), ("typing", .string(typing)),
      ("showsZero", .bool(entry == .zero)), ("program", .array(brain.program.map { $0.json })),
      ("redo", .array(redoStack.map { $0.json })), ("tape", .strings(tape)),
    ]
    if mode == .formula {
      members.append(("formula", formula.json))
    }
    if tapeValues.contains(where: { $0 != nil }) {
      members.append(("tapeValues", .array(tapeValues.map { $0?.json ?? .null })))
    }
    if graph != GraphSession() {
      members.append(("graph", graph.json))
    }
    if exactFirst {
      members.append(("exactFirst", .bool(true)))
    }
    if !worksheet.rows.isEmpty {
      let rows = worksheet.rows.map { row in
        var members: [(name: String, value: JSONValue)] = [("text", .string(row.text))]
        if row.isHidden {
          members.append(("hidden", .bool(true)))
        }
        if let range = row.sliderRange {
          members.append(("slider", range.json))
        }
        return JSONValue.object(members)
      }
      members.append(("worksheet", .array(rows)))
    }
    return .object(members)
  }

  /// Two keypads are equal when they would save the same state.
  public static func == (lhs: Keypad, rhs: Keypad) -> Bool {
    lhs.mode == rhs.mode && lhs.angle == rhs.angle && lhs.memory == rhs.memory
      && lhs.entry == rhs.entry && lhs.redoStack == rhs.redoStack && lhs.tape == rhs.tape
      && lhs.tapeValues == rhs.tapeValues
      && lhs.brain.program == rhs.brain.program && lhs.formula == rhs.formula
      && lhs.graph == rhs.graph && lhs.worksheet.rows == rhs.worksheet.rows
      && lhs.exactFirst == rhs.exactFirst
  }

  /// The saved ``tapeValues``: one stored number's text (at most ``tapeValueLength``
  /// characters) or `null` per tape entry.
  private static func tapeValues(
    _ json: JSONCursor, count: Int
  ) throws(DecodingError) -> [StoredNumber?] {
    let elements = try json.elements()
    guard elements.count == count else {
      throw json.corrupted("tapeValues has one value or null per tape entry")
    }
    return try elements.map { element throws(DecodingError) in
      guard !element.isNull else { return nil }
      guard case .string(let text) = element.value,
        text.unicodeScalars.count <= tapeValueLength
      else {
        throw element.corrupted(
          "a tape value is a number's text of at most \(tapeValueLength) characters, or null")
      }
      return try StoredNumber(json: element)
    }
  }

  /// Whether `text` is something the typing rules can produce: an optional `-`,
  /// digits with at most one point and no leading zero, at most 16 significant
  /// digits and 24 characters.
  static func isValidTypedNumber(_ text: String) -> Bool {
    let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
    let leadingZero =
      unsigned.count > 1 && unsigned.first == "0" && unsigned.dropFirst().first != "."
    return !unsigned.isEmpty && !leadingZero && text.count <= maximumTypedLength
      && unsigned.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && unsigned.filter { $0 == "." }.count <= 1
      && unsigned.first != "." && Double(String(unsigned)) != nil
      && significantDigits(in: text) <= maximumTypedDigits
  }
}

extension Keypad.RedoEntry {
  /// A saved redo entry: `{"step": …, "showedZero": …}` or `{"typing": …}`.
  init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    if let step = object.optional("step") {
      self = .step(
        try BrainStep(json: step), showedZero: try object.optional("showedZero")?.bool() ?? false)
      return
    }
    let typing = try object.value("typing")
    let text = try typing.string()
    guard Keypad.isValidTypedNumber(text) else {
      throw typing.corrupted("'\(text)' is not a typed number")
    }
    self = .typing(text)
  }

  var json: JSONValue {
    switch self {
    case .step(let step, let showedZero):
      .object([("step", step.json), ("showedZero", .bool(showedZero))])
    case .typing(let text): .object([("typing", .string(text))])
    }
  }
}

#if !hasFeature(Embedded)
extension Keypad: Codable {}
#endif
