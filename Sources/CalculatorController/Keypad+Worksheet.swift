import CalculatorModel

/// The keypad's worksheet: its edits, which formula entry and the graph follow.
extension Keypad {
  /// Applies `edit` to the worksheet; formula entry then reads the names as the rows
  /// now define them, and an open graph draws the rows' curves again.
  /// - Throws: what `edit` throws, with the worksheet as `edit` left it.
  public mutating func editWorksheet(_ edit: (inout Worksheet) throws(RequestError) -> Void)
    throws(RequestError)
  {
    defer { worksheetChanged() }
    try edit(&worksheet)
  }

  /// ``editWorksheet(_:)`` for an edit that cannot fail.
  mutating func changeWorksheet(_ edit: (inout Worksheet) -> Void) {
    edit(&worksheet)
    worksheetChanged()
  }

  /// Forgets what was computed from the rows before.
  private mutating func worksheetChanged() {
    lastFormulaOutcome = nil
    if mode == .formula {
      graph.curvesChanged()
    }
  }

  /// Puts tape entry `index`'s expression (0 the oldest) in a new row at the end.
  /// - Throws: ``RequestError`` when there is no such entry, it has no expression to
  ///   reuse, or the worksheet is full.
  public mutating func insertTapeEntryInWorksheet(_ index: Int) throws(RequestError) {
    guard tape.indices.contains(index), let parts = Self.parts(of: tape[index]),
      parts.expression != "…"
    else { throw RequestError("there is no tape entry \(index) to put in a row") }
    try editWorksheet { sheet throws(RequestError) in try sheet.insert(parts.expression) }
  }
}
