import CalculatorJSON
import CalculatorModel

extension FormulaEditor {
  /// Reads formula entry's saved state,
  /// `{"entry": …, "cursor": …, "evaluated": …, "undo": […], "redo": […]}`, refusing an
  /// entry over ``FormulaEntry/maximumLength``, a cursor outside it and a history over
  /// its limits.
  init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    self.init()
    snapshot = try Snapshot(json: json)
    let undo = try object.value("undo")
    let redo = try object.value("redo")
    undoStack = try undo.elements().map { item throws(DecodingError) in try Snapshot(json: item) }
    redoStack = try redo.elements().map { item throws(DecodingError) in try Snapshot(json: item) }
    let history = undoStack + redoStack
    guard history.count <= Self.historyLength + 1,
      history.reduce(0, { $0 + $1.entry.count }) <= Self.historyScalars + FormulaEntry.maximumLength
    else {
      throw undo.corrupted(
        "undo and redo hold at most \(Self.historyLength) entries and "
          + "\(Self.historyScalars) characters")
    }
  }

  /// The saved state.
  var json: JSONValue {
    .object(
      snapshot.members + [
        ("undo", .array(undoStack.map { .object($0.members) })),
        ("redo", .array(redoStack.map { .object($0.members) })),
      ])
  }
}

extension FormulaEditor.Snapshot {
  /// Reads `{"entry": …, "cursor": …, "evaluated": …}`.
  init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    let text = try object.value("entry")
    let cursor = try object.value("cursor")
    let position = try cursor.double()
    guard let entry = FormulaEntry(try text.string()) else {
      throw text.corrupted("an entry holds at most \(FormulaEntry.maximumLength) characters")
    }
    guard position == position.rounded(), position >= 0, position <= Double(entry.count) else {
      throw cursor.corrupted("the cursor is not within the entry")
    }
    self.init(
      entry: FormulaEntry(entry.text, cursor: Int(position)) ?? entry,
      isEvaluated: try object.value("evaluated").bool())
  }

  /// The members of the saved form.
  var members: [(name: String, value: JSONValue)] {
    [
      ("entry", .string(entry.text)), ("cursor", .number(Double(entry.cursor))),
      ("evaluated", .bool(isEvaluated)),
    ]
  }
}
