import CalculatorModel

/// The keypad state machine every front end shares: keys in, a
/// ``KeypadView`` out.
///
/// It owns the typing rules, memory (M), undo and redo, the angle unit, the entry
/// mode and the tape; the arithmetic is the brain's. Its state is `Codable` and
/// validated when decoded.
public struct Keypad: Sendable {
  /// What the display shows when it is not showing a number being typed.
  enum Entry: Equatable, Sendable {
    /// A number being typed, exactly as typed (`0.`, `-12`).
    case typing(String)
    /// The brain's result.
    case result
    /// `0`: at start-up, after C, after backspacing a whole number.
    case zero
  }

  /// What redo re-applies.
  enum RedoEntry: Equatable, Sendable {
    /// A brain step that undo removed, and whether the display showed `0` (a
    /// backspaced number) rather than the result when it was removed.
    case step(BrainStep, showedZero: Bool)
    /// What was being typed before backspace shortened it.
    case typing(String)
  }

  /// The most entries the tape keeps; older ones are dropped.
  public static let tapeCapacity = 100
  /// The most significant digits a typed number may have.
  public static let maximumTypedDigits = 16
  /// The most characters a typed number may have, sign and point included.
  public static let maximumTypedLength = 24
  /// The most nodes a tape entry describes; a longer calculation shows as `…`.
  static let tapeDescriptionNodes = 500
  /// The most characters of a tape value's text (``tapeValues``): a full tape saves at
  /// most 10 KB of them.
  static let tapeValueLength = 100

  /// Algebraic, RPN or formula entry.
  public internal(set) var mode: CalculatorMode = .algebraic
  /// The unit of trigonometric angles.
  public internal(set) var angle: AngleUnit = .radians
  /// M's value, exact (``StoredNumber``), or `nil` when it is not set.
  public internal(set) var memory: StoredNumber?
  /// Completed calculations, `description = result`, newest last.
  public internal(set) var tape: [String] = []
  /// Each tape entry's exact result, which recall enters exactly.
  ///
  /// `nil` where the result is not exact or its text is longer than
  /// ``tapeValueLength``: recall enters the digits the tape shows. As many as ``tape``
  /// has entries.
  var tapeValues: [StoredNumber?] = []
  /// The tape's last result, `ans` in formula entry: exact where it was exact, else its
  /// `Double` (kept as the tape grows, read from the tape's last entry on restore).
  var lastAnswer: StoredNumber?
  var entry = Entry.zero
  /// The brain, which keeps the displays it computes (``KeypadBrain/keptEvaluation()``):
  /// a key that records on the tape and the view that follow evaluate once, and undo,
  /// redo and →M pressed again evaluate nothing.
  var brain = KeypadBrain(.algebraic)
  /// The last formula entry a key evaluated and its outcome.
  ///
  /// Its closed text, M and the angle unit with it, so that the view after `=` does not
  /// evaluate it again. Not part of the state.
  var lastFormulaOutcome:
    (text: String, memory: StoredNumber?, angle: AngleUnit, outcome: FormulaOutcome)?
  var redoStack: [RedoEntry] = []
  /// Formula entry's expression and edits; empty in the other modes.
  var formula = FormulaEditor()
  /// Why the last key did nothing, when the user should be told.
  ///
  /// Formula entry's length limit; shown once, never saved.
  var refusal: String?
  /// The graph: its view, trace and style, and whether it is open.
  public internal(set) var graph = GraphSession()
  /// The worksheet's rows: what formula entry's names mean, and the curves the graph
  /// draws in formula mode.
  public internal(set) var worksheet = Worksheet()
  /// Whether the display shows a value's exact form first and its decimal second (S⇔D);
  /// `false`, the decimal first, at start.
  public var exactFirst = false

  /// A keypad in its start-up state: display `0`, algebraic, radians.
  public init() {}

  /// Presses each key in turn.
  /// - Complexity: O(1) amortised per key, except →M, which re-evaluates what
  ///   depends on M, and a change of angle unit, which re-evaluates everything.
  public mutating func press(_ keys: [Key]) {
    for key in keys {
      press(key)
    }
  }

  /// Presses one key.
  ///
  /// A key that makes no sense in the current state does nothing.
  public mutating func press(_ key: Key) {
    refusal = nil
    graph.curvesChanged()
    if mode == .formula, pressInFormula(key) {
      return
    }
    switch key {
    case .digit(let digit):
      if let character = String(digit).first, (0...9).contains(digit) {
        type(character)
      }
    case .point: type(".")
    case .operation(let operation):
      if operation == .unary(.negation), case .typing(let text) = entry {
        entry = .typing(text.hasPrefix("-") ? String(text.dropFirst()) : "-" + text)
      } else {
        enterTypedNumber()
        perform(.operation(operation.mathOperation))
      }
    case .equals:
      if mode == .rpn {
        press(.enter)
      } else {
        enterTypedNumber()
        perform(.operation(.equals))
      }
    case .enter:
      guard mode == .rpn else { return }
      if case .typing = entry {
        enterTypedNumber()
      } else {
        perform(.enter)
      }
    case .clear: clear()
    case .undo: undo()
    case .redo: redo()
    case .storeMemory: storeMemory()
    case .recallMemory:
      enterTypedNumber()
      perform(.variable("M"))
    case .variableX:
      enterTypedNumber()
      perform(.variable("x"))
    case .lastAnswer:
      recall(tapeEntry: tape.count - 1)
    case .angle(let unit):
      angle = unit
      brain.angleUnit = unit
      changeWorksheet { $0.setAngle(unit) }
    case .mode(let newMode):
      guard newMode != mode else { return }
      mode = newMode
      startOver()
    case .openParenthesis:
      guard mode == .algebraic else { return }
      enterTypedNumber()
      perform(.openParenthesis)
    case .closeParenthesis:
      guard brain.openParentheses > 0 else { return }
      enterTypedNumber()
      perform(.closeParenthesis)
    case .edit:
      break
    }
  }

  /// Enters a typed expression, as pasted text.
  ///
  /// `17*34`, `-3.5` and `sin(π/6)` all paste. It replaces a number being typed. In
  /// formula mode the text is inserted at the cursor as it is, without
  /// the commas that group a number's digits.
  /// - Throws: a ``ParseError`` saying what was wrong, changing nothing; in formula
  ///   mode only ``ParseError/tooLong(limit:)``.
  public mutating func paste(_ text: String) throws(ParseError) {
    refusal = nil
    graph.curvesChanged()
    if mode == .formula {
      try pasteInFormula(text)
      return
    }
    var expression = text
    let formula: Formula
    do {
      formula = try Formula(parsing: text)
    } catch {
      // A number copied with its digit grouping, such as 1,234.5.
      guard let ungrouped = Self.ungrouped(text), let number = try? Formula(parsing: ungrouped)
      else { throw error }
      (expression, formula) = (ungrouped, number)
    }
    entry = .result
    perform(.expression(expression), recordingOnTape: formula.isCalculation)
  }

  /// `text` without the commas that group the digits of a number (`-1,234,567.5`),
  /// or `nil` when it is not such a number.
  static func ungrouped(_ text: String) -> String? {
    let trimmed = text.drop(while: { $0.isWhitespace }).reversed()
      .drop(while: { $0.isWhitespace }).reversed()
    let unsigned = trimmed.drop { "-−+".contains($0) }
    guard trimmed.count - unsigned.count <= 1 else { return nil }
    let whole = unsigned.prefix { $0 != "." }
    let groups = whole.split(separator: ",", omittingEmptySubsequences: false)
    guard groups.count > 1, let first = groups.first, (1...3).contains(first.count),
      groups.dropFirst().allSatisfy({ $0.count == 3 }),
      groups.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return String(trimmed.filter { $0 != "," })
  }

  /// Empties the tape (C keeps it).
  public mutating func clearTape() {
    tape = []
    tapeValues = []
    lastAnswer = nil
  }

  /// The tape as plain text, one calculation a line.
  public var tapeText: String {
    tape.joined(separator: "\n")
  }

  // MARK: - Typing

  private mutating func type(_ character: Character) {
    redoStack = []
    append(character)
  }

  private mutating func append(_ character: Character) {
    guard case .typing(let text) = entry else {
      entry = .typing(character == "." ? "0." : String(character))
      return
    }
    if text.count >= Self.maximumTypedLength {
      return
    }
    if character == "." {
      if !text.contains(".") {
        entry = .typing(text + ".")
      }
    } else if text == "0" || text == "-0" {
      entry = .typing(text.dropLast() + String(character))
    } else if Self.significantDigits(in: text) < Self.maximumTypedDigits {
      entry = .typing(text + String(character))
    }
  }

  static func significantDigits(in text: String) -> Int {
    text.filter { $0.isNumber }.drop { $0 == "0" }.count
  }

  /// Ends typing by entering the typed number as an operand (pushing it in RPN).
  private mutating func enterTypedNumber() {
    guard case .typing(let text) = entry else { return }
    entry = .result
    if let literal = NumberLiteral(typed: text) {
      perform(.operand(literal))
    }
  }

  /// Applies a step; a completed calculation goes on the tape: every `=`,
  /// every RPN operation, a function of a finished result in algebraic mode (`9 √`),
  /// and a pasted calculation (`recordingOnTape`) when nothing is pending.
  mutating func perform(_ step: BrainStep, recordingOnTape: Bool = false) {
    guard brain.apply(step) else { return }
    entry = .result
    redoStack = []
    if recordingOnTape || completesACalculation(step) {
      recordOnTape()
    }
  }

  private func completesACalculation(_ step: BrainStep) -> Bool {
    guard case .operation(let operation) = step else { return false }
    switch (mode, operation) {
    case (.algebraic, .equals), (.rpn, .unary), (.rpn, .binary): return true
    case (.algebraic, .unary): return !brain.isPending
    default: return false
    }
  }

  private mutating func recordOnTape() {
    guard !brain.isPending else { return }
    let evaluation = brain.keptEvaluation()
    recordOnTape(
      evaluation, brain.latestDescription(maximumNodes: Self.tapeDescriptionNodes) ?? "…")
  }

  /// Adds `description = display` to the tape when the evaluation has a value, with its
  /// exact value where it has a short one.
  mutating func recordOnTape(_ evaluation: Evaluation, _ description: String) {
    guard evaluation.error == nil, let result = evaluation.result else { return }
    tape.append("\(description) = \(evaluation.display)")
    let value = evaluation.exactValue
    lastAnswer = value ?? StoredNumber(result)
    tapeValues.append(value?.description(atMost: Self.tapeValueLength) == nil ? nil : value)
    if tape.count > Self.tapeCapacity {
      tape.removeFirst(tape.count - Self.tapeCapacity)
      tapeValues.removeFirst(tapeValues.count - Self.tapeCapacity)
    }
  }

  // MARK: - Memory, clear, undo, redo

  private mutating func storeMemory() {
    let value: StoredNumber?
    switch entry {
    case .typing(let text): value = NumberLiteral(typed: text).flatMap { StoredNumber($0) }
    case .zero: value = 0
    case .result: value = brain.keptEvaluationAndStoredResult().stored
    }
    guard store(value) else { return }
    entry = .result
    redoStack.removeAll { if case .typing = $0 { true } else { false } }
  }

  /// Makes `value` M's value (→M); returns `false`, changing nothing, when it is `nil`.
  ///
  /// M may be beyond the `Double` range (`1e400`), as the display may: it is exact.
  mutating func store(_ value: StoredNumber?) -> Bool {
    guard let value else { return false }
    if memory != value {
      memory = value
      brain.variableValues = ["M": value]
    }
    return true
  }

  private mutating func clear() {
    memory = nil
    startOver()
  }

  private mutating func startOver() {
    brain = KeypadBrain(mode)
    brain.angleUnit = angle
    if let memory {
      brain.variableValues = ["M": memory]
    }
    entry = .zero
    redoStack = []
    formula = FormulaEditor()
  }

  private mutating func undo() {
    if case .typing(let text) = entry {
      redoStack.append(.typing(text))
      let rest = text.dropLast()
      entry = rest.isEmpty || rest == "-" ? .zero : .typing(String(rest))
    } else if let step = brain.undo() {
      redoStack.append(.step(step, showedZero: entry == .zero))
      entry = .result
    }
  }

  private mutating func redo() {
    guard let last = redoStack.popLast() else { return }
    switch last {
    case .typing(let text):
      entry = .typing(text)
    case .step(let step, let showedZero):
      enterTypedNumber()
      if brain.apply(step) {
        entry = showedZero ? .zero : .result
      }
    }
  }
}
