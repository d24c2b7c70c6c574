import CalculatorModel
import ExactArithmetic

/// Formula entry: keys edit an expression, `=` evaluates it with precedence.
extension Keypad {
  /// Where a key's text goes when `=` has evaluated the entry.
  enum FormulaInsertion {
    /// A new expression starts: digits, functions, constants, variables, `(`.
    case startsNew
    /// It continues from the result: binary operators and postfix forms.
    case continuesResult
    /// At the cursor, into the evaluated entry: `)`.
    case atCursor
  }

  /// What an entry is, parsed and evaluated.
  enum FormulaOutcome {
    /// Nothing entered.
    case empty
    /// It parses; its value with M and the angle unit.
    case parsed(Formula, Evaluation)
    /// It does not parse.
    case failed(ParseError)
  }

  /// The message for an insertion past ``FormulaEntry/maximumLength``.
  static let entryTooLong = ParseError.tooLong(limit: FormulaEntry.maximumLength).description

  /// What a key in formula mode counts toward the work budget for each scalar of the entry:
  /// its edits copy the entry (an undo snapshot, the closed text that `=` looks up), about
  /// 90 ns a scalar in a release build.
  static let unitsPerEntryScalar: Int64 = 100

  /// Presses `key` in formula mode, counting ``unitsPerEntryScalar`` a scalar of the entry.
  /// - Returns: `false` for the keys every mode handles alike (C, Deg/Rad, a mode).
  mutating func pressInFormula(_ key: Key) -> Bool {
    WorkMeter.add(units: Int64(formula.entry.count) * Self.unitsPerEntryScalar)
    switch key {
    case .digit(let digit):
      if (0...9).contains(digit) {
        insertInFormula(String(digit), .startsNew)
      }
    case .point: insertInFormula(".", .startsNew)
    case .operation(let operation):
      if let (text, takesLeftOperand) = FormulaEntry.insertion(for: operation.mathOperation) {
        insertInFormula(text, takesLeftOperand ? .continuesResult : .startsNew)
      }
    case .openParenthesis: insertInFormula("(", .startsNew)
    case .closeParenthesis: insertInFormula(")", .atCursor)
    case .recallMemory: insertInFormula("M", .startsNew)
    case .variableX: insertInFormula("x", .startsNew)
    case .lastAnswer: insertInFormula(LineSession.lastResultName, .startsNew)
    case .equals:
      if !formula.isEvaluated, formula.entry.cursor == formula.entry.count,
        Definition.isHead(formula.entry.text), formula.entry.text.filter({ $0 != " " }) != "M"
      {
        insertInFormula(" = ", .atCursor)
      } else {
        evaluateFormula()
      }
    case .undo: formula.undo()
    case .redo: formula.redo()
    case .storeMemory: _ = store(formulaValue())
    case .edit(let key): edit(key)
    case .enter: break
    case .clear, .angle, .mode: return false
    }
    return true
  }

  /// Inserts pasted text at the cursor, without the commas that group a number.
  /// - Throws: ``ParseError/tooLong(limit:)`` when the entry would be too long.
  mutating func pasteInFormula(_ text: String) throws(ParseError) {
    insertInFormula(Self.ungrouped(text) ?? text, .startsNew)
    if refusal != nil {
      throw .tooLong(limit: FormulaEntry.maximumLength)
    }
  }

  /// The entry parsed (its missing `)` closed) and evaluated with M and the angle.
  /// - Complexity: O(length of the entry).
  func outcome(of entry: FormulaEntry) -> FormulaOutcome {
    guard !entry.isEmpty else { return .empty }
    let text = entry.closedText
    if let last = lastFormulaOutcome, last.text == text, last.memory == memory,
      last.angle == angle
    {
      return last.outcome
    }
    let formula: Formula
    do {
      var expression = text
      if let definition = try Definition(parsing: text) {
        guard definition.parameters.isEmpty else { return .empty }
        expression = definition.body
      }
      formula = try worksheet.definitions.formula(parsing: expression)
    } catch {
      return .failed(error)
    }
    return .parsed(formula, formula.evaluation(using: formulaVariables, angle: angle))
  }

  /// The variables a formula entry sees: M when it is set, and `ans`, the tape's last
  /// result, when there is one.
  var formulaVariables: [String: StoredNumber] {
    var variables: [String: StoredNumber] = [:]
    if let memory {
      variables["M"] = memory
    }
    if let answer = lastAnswer {
      variables[LineSession.lastResultName] = answer
    }
    return variables
  }

  /// The last result of a restored tape: exact where the tape keeps it so, else as it
  /// shows.
  static func lastAnswer(ofTape tape: [String], values: [StoredNumber?]) -> StoredNumber? {
    guard let last = tape.last else { return nil }
    if let value = values.last ?? nil {
      return value
    }
    return parts(of: last).flatMap { Double($0.result) }.map { StoredNumber($0) }
  }

  /// The value of the entry (the preview, or the result after `=`) as →M keeps it, when
  /// it has one.
  private func formulaValue() -> StoredNumber? {
    guard case .parsed(let parsed, _) = outcome(of: formula.entry) else { return nil }
    return parsed.evaluationAndStoredValue(using: formulaVariables, angle: angle).stored
  }

  /// ``outcome(of:)``, kept as ``lastFormulaOutcome``.
  private mutating func keptOutcome(of entry: FormulaEntry) -> FormulaOutcome {
    let outcome = outcome(of: entry)
    lastFormulaOutcome = (entry.closedText, memory, angle, outcome)
    return outcome
  }

  /// Inserts `text` at the cursor, or, after `=`, where `insertion` says; an entry at
  /// its length limit refuses it and says so once.
  mutating func insertInFormula(_ text: String, _ insertion: FormulaInsertion) {
    let start = formula.isEvaluated ? entryAfterEvaluation(insertion) : nil
    let inserted = formula.edit { state in
      if let start {
        state.entry = start
      }
      state.isEvaluated = false
      return state.entry.insert(text)
    }
    if !inserted {
      refusal = Self.entryTooLong
    }
  }

  /// The entry a key edits once `=` has evaluated it: empty for a new expression, the
  /// result for an operator, `nil` to edit the entry itself (`)`, or an entry that
  /// did not parse).
  private mutating func entryAfterEvaluation(_ insertion: FormulaInsertion) -> FormulaEntry? {
    guard case .parsed(_, let evaluation) = keptOutcome(of: formula.entry) else { return nil }
    switch insertion {
    case .startsNew: return FormulaEntry()
    case .atCursor: return nil
    case .continuesResult:
      guard evaluation.error == nil, let result = evaluation.result, result.isFinite else {
        return FormulaEntry(formula.entry.text)
      }
      let exact = evaluation.exactValue?.entryText(atMost: Self.continuedValueLength)
      return FormulaEntry(exact ?? Self.operandText(result))
    }
  }

  /// The most characters of an exact result an operator after `=` continues from; a
  /// longer one continues from its `Double`.
  private static let continuedValueLength = 100

  /// `value` as typed text that reads back as the same `Double` (for a result without an
  /// exact value, such as sin 1): `14`, `0.3333333333333333`, `1e+20`, `(−2)`.
  static func operandText(_ value: Double) -> String {
    let magnitude = value.magnitude
    let digits =
      magnitude == magnitude.rounded() && magnitude < 1e15
      ? DisplayFormat.string(for: magnitude) : magnitude.description
    return value < 0 ? "(" + BinaryOperator.subtract.symbol + digits + ")" : digits
  }

  /// `=`: evaluates the entry, closing its parentheses.
  ///
  /// The tape records the result. An entry that does not parse keeps its text, with the cursor at the error.
  private mutating func evaluateFormula() {
    guard !formula.isEvaluated else { return }
    let closed = formula.entry.closedText
    if let definition = try? Definition(parsing: closed) {
      define(definition)
      return
    }
    switch keptOutcome(of: formula.entry) {
    case .empty:
      return
    case .failed(let error):
      formula.edit { state in
        state.isEvaluated = true
        state.entry.move(toColumn: error.column ?? state.entry.count + 1)
        return true
      }
    case .parsed(let parsed, let evaluation):
      formula.edit { state in
        if let closed = FormulaEntry(closed) {
          state.entry = closed
        } else {
          state.entry.move(toEnd: true)
        }
        state.isEvaluated = true
        return true
      }
      recordOnTape(
        evaluation, parsed.nodeCount <= Self.tapeDescriptionNodes ? parsed.description : "…")
    }
  }

  /// `=` on a definition: the worksheet's row for its name takes it (a new row when
  /// there is none), and a value's definition goes on the tape as `a = 2`.
  private mutating func define(_ definition: Definition) {
    do throws(RequestError) {
      try editWorksheet { sheet throws(RequestError) in try sheet.define(definition) }
    } catch {
      refusal = error.message
      return
    }
    formula.edit { state in
      state.isEvaluated = true
      return true
    }
    if definition.parameters.isEmpty,
      case .parsed(_, let evaluation) = keptOutcome(of: formula.entry)
    {
      recordOnTape(evaluation, definition.name)
    }
  }

  private mutating func edit(_ key: EditKey) {
    switch key {
    case .backspace, .delete:
      formula.edit { state in
        state.isEvaluated = false
        return key == .backspace ? state.entry.deleteBackward() : state.entry.deleteForward()
      }
    case .left, .right, .home, .end:
      formula.isEvaluated = false
      switch key {
      case .left: formula.entry.moveLeft()
      case .right: formula.entry.moveRight()
      default: formula.entry.move(toEnd: key == .end)
      }
    }
  }
}
