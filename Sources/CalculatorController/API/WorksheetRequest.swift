import CalculatorJSON
import CalculatorModel

/// The body of the WebAssembly module's worksheet call on the keypad it keeps: edits to
/// the worksheet, in order, and optionally a table of one row's values; answered with
/// every row's answer and the keypad's view.
public struct WorksheetRequest: Sendable {
  /// One edit of the worksheet.
  public enum Edit: Equatable, Sendable {
    /// A new row of the text, at the index (at the end when `nil`).
    case insert(String, at: Int?)
    /// Row's new text.
    case edit(Int, String)
    /// Deletes the row.
    case delete(Int)
    /// Moves the row to the index.
    case move(Int, to: Int)
    /// Hides the row's curve, or shows it.
    case hide(Int, Bool)
    /// Sets the number a row defines, as a slider does.
    case slide(Int, String)
    /// Sets the range of a row's slider: its minimum, maximum and step.
    case range(Int, minimum: String, maximum: String, step: String)
    /// Gives a row's slider its automatic range back.
    case automaticRange(Int)
    /// A new row of a tape entry's expression (0 the oldest).
    case fromTape(Int)
    /// Takes back the last edit.
    case undo
    /// Makes the last undone edit again.
    case redo
    /// Replaces every row with the text's lines.
    case importText(String)
  }

  /// A table of one row's values.
  public struct Table: Equatable, Sendable {
    /// The row whose curve is tabulated.
    public var row: Int
    /// The first x, a number's text.
    public var start: String
    /// The step of x, a number's text.
    public var step: String
    /// How many values.
    public var count: Int
  }

  /// The edits, applied in order.
  public var edits: [Edit]
  /// The table asked for, if any.
  public var table: Table?

  /// The most edits one request may make.
  static let maximumEdits = 100

  /// Reads `{"edits": [edit, …], "table": {"row", "start", "step", "count"}}`.
  ///
  /// Both members are optional. An edit is one of `{"insert": text, "at"?: n}`, `{"edit": n, "text"}`,
  /// `{"delete": n}`, `{"move": n, "to": m}`, `{"hide": n, "hidden": bool}`,
  /// `{"slide": n, "value": text}`, `{"range": n, "min": text, "max": text, "step": text}`
  /// (the slider's range set by hand), `{"range": n, "automatic": true}` (the automatic
  /// range back), `{"fromTape": n}`, `{"undo": true}`, `{"redo": true}` or
  /// `{"import": text}`; rows count from 0.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    (edits, table) = try RequestError.reading { () throws(DecodingError) in
      let body = try json.object()
      let edits = try body.optional("edits").map { list throws(DecodingError) in
        let elements = try list.elements()
        guard elements.count <= Self.maximumEdits else {
          throw list.corrupted("at most \(Self.maximumEdits) edits")
        }
        return try elements.map(Self.edit)
      }
      let table = try body.optional("table").map { json throws(DecodingError) in
        let object = try json.object()
        return Table(
          row: try Self.index(object.value("row")), start: try object.value("start").string(),
          step: try object.value("step").string(), count: try Self.index(object.value("count")))
      }
      return (edits ?? [], table)
    }
  }

  /// An edit's JSON object.
  private static func edit(_ json: JSONCursor) throws(DecodingError) -> Edit {
    let object = try json.object()
    let row = { (name: String) throws(DecodingError) in try Self.index(object.value(name)) }
    if let text = object.optional("insert") {
      return .insert(try text.string(), at: try object.optional("at").map(Self.index))
    }
    if object.optional("edit") != nil {
      return .edit(try row("edit"), try object.value("text").string())
    }
    if object.optional("delete") != nil { return .delete(try row("delete")) }
    if object.optional("move") != nil { return .move(try row("move"), to: try row("to")) }
    if object.optional("hide") != nil {
      return .hide(try row("hide"), try object.value("hidden").bool())
    }
    if object.optional("slide") != nil {
      return .slide(try row("slide"), try object.value("value").string())
    }
    if object.optional("range") != nil {
      if let automatic = object.optional("automatic"), try automatic.bool() {
        return .automaticRange(try row("range"))
      }
      return .range(
        try row("range"), minimum: try object.value("min").string(),
        maximum: try object.value("max").string(), step: try object.value("step").string())
    }
    if object.optional("fromTape") != nil { return .fromTape(try row("fromTape")) }
    if let undo = object.optional("undo"), try undo.bool() { return .undo }
    if let redo = object.optional("redo"), try redo.bool() { return .redo }
    if let text = object.optional("import") { return .importText(try text.string()) }
    throw json.corrupted(
      "an edit is insert, edit, delete, move, hide, slide, range, fromTape, undo, redo or import")
  }

  /// A row index or a count: a whole number from 0 to 10,000.
  private static func index(_ json: JSONCursor) throws(DecodingError) -> Int {
    let value = try json.double()
    guard value >= 0, value <= 10_000, let index = Int(exactly: value) else {
      throw json.corrupted("a row number is a whole number from 0 to 10000")
    }
    return index
  }

  /// Applies the edits to `keypad`'s worksheet within a request's work budget and
  /// answers `{"worksheet": …, "view": …, "table"?: {"rows": [{"x", "y"}, …]}}`; the
  /// worksheet is `{"rows": [row, …], "canUndo", "canRedo", "text"}`, each row
  /// `{"text", "hidden", "name", "display", "exact", "description", "error", "plots",
  /// "curve", "slider"}` (`name` the name it defines, `exact` its exact form or `null`,
  /// `curve` its colour among the graph's curves, shared by rows that draw the same
  /// formula; `slider`, for a row that defines a plain
  /// number, `{"value", "min", "max", "step", "automatic"}`, `automatic` false when its
  /// range was set by hand).
  /// - Throws: ``RequestError`` for an edit the worksheet refuses (the edits before it
  ///   stay made) or a table it cannot make.
  public func response(applyingTo keypad: inout Keypad) throws(RequestError) -> JSONValue {
    try APILimits.withWorkBudget { () throws(RequestError) in
      for edit in edits {
        try apply(edit, to: &keypad)
      }
      var members: [(name: String, value: JSONValue)] = [
        ("worksheet", Self.json(keypad.worksheet)), ("view", keypad.view.json),
      ]
      if let table {
        let rows = try keypad.worksheet.table(
          ofRow: table.row, start: table.start, step: table.step, count: table.count)
        let json = rows.map { JSONValue.object([("x", .string($0.x)), ("y", .string($0.y))]) }
        members.append(("table", .object([("rows", .array(json))])))
      }
      return .object(members)
    }
  }

  private func apply(_ edit: Edit, to keypad: inout Keypad) throws(RequestError) {
    if case .fromTape(let index) = edit {
      try keypad.insertTapeEntryInWorksheet(index)
      return
    }
    try keypad.editWorksheet { sheet throws(RequestError) in
      switch edit {
      case .insert(let text, let index): try sheet.insert(text, at: index)
      case .edit(let index, let text): try sheet.edit(index, to: text)
      case .delete(let index): try sheet.delete(index)
      case .move(let index, let destination): try sheet.move(index, to: destination)
      case .hide(let index, let isHidden): try sheet.setHidden(index, isHidden)
      case .slide(let index, let value): try sheet.slide(index, to: value)
      case .range(let index, let minimum, let maximum, let step):
        try sheet.setSliderRange(index, minimum: minimum, maximum: maximum, step: step)
      case .automaticRange(let index): try sheet.setSliderRange(index, to: nil)
      case .undo: sheet.undo()
      case .redo: sheet.redo()
      case .importText(let text):
        try sheet.replaceRows(with: try Worksheet(text: text, angle: sheet.angle).rows)
      case .fromTape: break
      }
    }
  }

  /// The worksheet as the answer has it, each curve row with its colour's index among
  /// the graph's curves.
  static func json(_ sheet: Worksheet) -> JSONValue {
    let curves = sheet.curveIndices(limit: Keypad.maximumCurves)
    var rows: [JSONValue] = []
    for (index, row) in sheet.rows.enumerated() {
      let answer = sheet.answers[index]
      let plots = sheet.curves[index] != nil
      let curve = curves[index].map { JSONValue.number(Double($0)) } ?? .null
      let name = sheet.rowDefinitions[index]?.name
      let slider = sheet.slider(ofRow: index).map { slider in
        JSONValue.object([
          ("value", .string(slider.value)), ("min", .string(slider.minimum)),
          ("max", .string(slider.maximum)), ("step", .string(slider.step)),
          ("automatic", .bool(row.sliderRange == nil)),
        ])
      }
      rows.append(
        .object([
          ("text", .string(row.text)), ("hidden", .bool(row.isHidden)), ("name", .string(name)),
          ("display", .string(answer.display)), ("exact", .string(answer.exact)),
          ("description", .string(answer.description)),
          ("error", .string(answer.error)), ("plots", .bool(plots)), ("curve", curve),
          ("slider", slider ?? .null),
        ]))
    }
    return .object([
      ("rows", .array(rows)), ("canUndo", .bool(sheet.canUndo)),
      ("canRedo", .bool(sheet.canRedo)), ("text", .string(sheet.text)),
    ])
  }
}
