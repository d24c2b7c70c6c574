import CalculatorModel

/// A list of rows, each an expression or a definition, with each row's answer: what
/// Desmos and NumWorks keep beside the graph.
///
/// The definitions of all rows hold in every row, whatever their order (a row may use a
/// name defined below it), and `ans` in a row is the result of the row above. Every edit
/// recomputes the answers and can be undone.
///
/// ```swift
/// var sheet = try Worksheet(text: "a = 2\nf(x) = a sin(x)\nf(π/2) + ans")
/// sheet.answers.map(\.display)   // ["2", "", "4"]
/// ```
public struct Worksheet: Sendable {
  /// The most rows a worksheet holds.
  public static let maximumRows = 200
  /// The most characters (Unicode scalars) of a row.
  public static let maximumRowCharacters = 1_000

  /// One row: its text, whether the graph leaves it out and its slider's range when set
  /// by hand.
  public struct Row: Equatable, Sendable {
    /// The text as typed.
    public var text: String
    /// Whether the graph leaves this row's curve out.
    public var isHidden: Bool
    /// The range of the row's slider when set by hand, `nil` for the automatic range.
    ///
    /// Set by ``setSliderRange(_:to:)``; kept while the row defines no plain number, and
    /// used again once it does.
    public var sliderRange: SliderRange?

    /// A row of `text`, shown on the graph unless `isHidden`, its slider in `sliderRange`
    /// (the automatic range when `nil`).
    public init(_ text: String, isHidden: Bool = false, sliderRange: SliderRange? = nil) {
      self.text = text
      self.isHidden = isHidden
      self.sliderRange = sliderRange
    }
  }

  /// The rows, in order.
  public private(set) var rows: [Row] = []
  /// Each row's answer: its value (or the function as defined), or its error.
  public private(set) var answers: [EvaluationReport] = []
  /// The definitions of the rows that define valid names.
  public private(set) var definitions = Definitions()
  /// Each row's definition as read from its text (`nil` for an expression, or a head
  /// that cannot be read), whether or not it holds: read once per edit, for the sliders,
  /// the rows' names and ``define(_:)``.
  public private(set) var rowDefinitions: [Definition?] = []
  /// Each row's curve: the formula in x the graph draws for it (a row in x, a value
  /// defined in x, or a function of one argument, in x), `nil` for the other rows.
  public private(set) var curves: [Formula?] = []
  private var undoneRows: [[Row]] = []
  private var earlierRows: [[Row]] = []
  /// The unit of the rows' trigonometric angles.
  public private(set) var angle: AngleUnit

  /// The most edits undo goes back through.
  public static let maximumUndo = 100

  /// An empty worksheet whose angles are in `angle`.
  public init(angle: AngleUnit = .radians) {
    self.angle = angle
  }

  /// The worksheet of `text`, one row a line (what ``text`` exports).
  /// - Throws: ``RequestError`` for more than ``maximumRows`` lines or a line longer than
  ///   ``maximumRowCharacters``.
  public init(text: String, angle: AngleUnit = .radians) throws(RequestError) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      Row(String($0.hasSuffix("\r") ? $0.dropLast() : $0))
    }
    if lines.last?.text.isEmpty == true {
      lines.removeLast()
    }
    try self.init(rows: lines, angle: angle)
  }

  /// The worksheet of `rows`, with no edit to undo.
  /// - Throws: ``RequestError`` for more than ``maximumRows`` rows or a row longer than
  ///   ``maximumRowCharacters``.
  public init(rows: [Row], angle: AngleUnit = .radians) throws(RequestError) {
    self.init(angle: angle)
    try Self.check(rows)
    self.rows = rows
    recompute()
  }

  /// The rows as text, one a line: what ``init(text:angle:)`` and `calculator eval --file`
  /// read back to the same values.
  public var text: String {
    rows.map { $0.text + "\n" }.joined()
  }

  /// Whether undo has an edit to take back.
  public var canUndo: Bool { !earlierRows.isEmpty }
  /// Whether redo has an edit to make again.
  public var canRedo: Bool { !undoneRows.isEmpty }

  /// Inserts a row of `text` at `index` (at the end when `nil`).
  /// - Throws: ``RequestError`` for a full worksheet, a text too long or an index outside it.
  public mutating func insert(_ text: String, at index: Int? = nil) throws(RequestError) {
    var changed = rows
    let position = index ?? changed.count
    guard (0...changed.count).contains(position) else { throw Self.noRow(position) }
    changed.insert(Row(text), at: position)
    try apply(changed)
  }

  /// Replaces the text of row `index`.
  /// - Throws: ``RequestError`` for a text too long or an index outside the worksheet.
  public mutating func edit(_ index: Int, to text: String) throws(RequestError) {
    try change(row: index) { $0[index].text = text }
  }

  /// Puts `definition` in the row that defines its name, or in a new row at the end.
  /// - Throws: ``RequestError`` for a full worksheet or a text too long.
  public mutating func define(_ definition: Definition) throws(RequestError) {
    let existing = rowDefinitions.firstIndex { $0?.name == definition.name }
    if let existing {
      try edit(existing, to: definition.text)
    } else {
      try insert(definition.text)
    }
  }

  /// Moves row `index` to `destination` (its index once moved).
  /// - Throws: ``RequestError`` for an index outside the worksheet.
  public mutating func move(_ index: Int, to destination: Int) throws(RequestError) {
    guard rows.indices.contains(destination) else { throw Self.noRow(destination) }
    try change(row: index) { $0.insert($0.remove(at: index), at: destination) }
  }

  /// Deletes row `index`.
  /// - Throws: ``RequestError`` for an index outside the worksheet.
  public mutating func delete(_ index: Int) throws(RequestError) {
    try change(row: index) { $0.remove(at: index) }
  }

  /// Hides row `index`'s curve from the graph, or shows it again.
  /// - Throws: ``RequestError`` for an index outside the worksheet.
  public mutating func setHidden(_ index: Int, _ isHidden: Bool) throws(RequestError) {
    try change(row: index) { $0[index].isHidden = isHidden }
  }

  /// Applies `change` to a copy of the rows, which has a row `index`.
  mutating func change(row index: Int, _ change: (inout [Row]) -> Void)
    throws(RequestError)
  {
    guard rows.indices.contains(index) else { throw Self.noRow(index) }
    var changed = rows
    change(&changed)
    try apply(changed)
  }

  /// Makes `angle` the unit of the rows' angles, recomputing the answers.
  public mutating func setAngle(_ angle: AngleUnit) {
    guard angle != self.angle else { return }
    self.angle = angle
    recompute()
  }

  /// Replaces every row with `rows`, as one edit that undo takes back.
  /// - Throws: ``RequestError`` for more than ``maximumRows`` rows or a row too long.
  public mutating func replaceRows(with rows: [Row]) throws(RequestError) {
    try apply(rows)
  }

  /// Takes back the last edit; nothing when there is none.
  public mutating func undo() {
    guard let earlier = earlierRows.popLast() else { return }
    undoneRows.append(rows)
    rows = earlier
    recompute()
  }

  /// Makes the last undone edit again; nothing when there is none.
  public mutating func redo() {
    guard let undone = undoneRows.popLast() else { return }
    earlierRows.append(rows)
    rows = undone
    recompute()
  }

  /// Makes `changed` the rows, keeping the rows before for undo.
  private mutating func apply(_ changed: [Row]) throws(RequestError) {
    try Self.check(changed)
    guard changed != rows else { return }
    earlierRows.append(rows)
    if earlierRows.count > Self.maximumUndo {
      earlierRows.removeFirst()
    }
    undoneRows.removeAll()
    rows = changed
    recompute()
  }

  private static func check(_ rows: [Row]) throws(RequestError) {
    guard rows.count <= maximumRows else {
      throw RequestError("a worksheet has at most \(maximumRows) rows")
    }
    if let index = rows.firstIndex(where: { $0.text.unicodeScalars.count > maximumRowCharacters }) {
      throw RequestError("row \(index + 1) is longer than \(maximumRowCharacters) characters")
    }
  }

  private static func noRow(_ index: Int) -> RequestError {
    RequestError("there is no row \(index + 1)")
  }

  /// Every row's answer, from scratch: the definitions first (a row whose definition is not
  /// valid answers with why, and the others hold without it), then each row in order.
  private mutating func recompute() {
    var parsed: [(row: Int, definition: Definition)] = []
    var answers = [EvaluationReport?](repeating: nil, count: rows.count)
    rowDefinitions = [Definition?](repeating: nil, count: rows.count)
    for (index, row) in rows.enumerated() {
      do throws(ParseError) {
        if let definition = try Definition(parsing: row.text) {
          parsed.append((index, definition))
          rowDefinitions[index] = definition
        }
      } catch {
        answers[index] = EvaluationReport(parseError: error)
      }
    }
    var definitions = Definitions()
    while !parsed.isEmpty {
      do throws(DefinitionError) {
        definitions = try Definitions(parsed.map { $0.definition })
        break
      } catch {
        var refused = [Bool](repeating: false, count: parsed.count)
        for fault in [(index: error.index, error: error.error)] + error.alsoAt
        where parsed.indices.contains(fault.index) {
          answers[parsed[fault.index].row] = EvaluationReport(parseError: fault.error)
          refused[fault.index] = true
        }
        var kept: [(row: Int, definition: Definition)] = []
        for (index, entry) in parsed.enumerated() where !refused[index] {
          kept.append(entry)
        }
        guard kept.count < parsed.count else { break }
        parsed = kept
      }
    }
    self.definitions = definitions
    var session = LineSession(definitions: definitions, angle: angle)
    var curves = [Formula?](repeating: nil, count: rows.count)
    var next = parsed.startIndex
    for index in rows.indices {
      var definition: Definition?
      if next < parsed.endIndex, parsed[next].row == index {
        definition = parsed[next].definition
        next += 1
      }
      guard answers[index] == nil else { continue }
      let text = rows[index].text
      curves[index] = curve(of: text, defining: definition)
      if definition == nil, let answer = answer(inX: text, curve: curves[index]) {
        answers[index] = answer
      } else {
        answers[index] =
          text.allSatisfy { $0.isWhitespace }
          ? EvaluationReport(result: nil, display: "", description: "", error: nil)
          : session.answer(text)
      }
    }
    self.curves = curves
    self.answers = answers.map { $0 ?? EvaluationReport(parseError: .empty) }
  }
}
