import CalculatorModel

/// Formula entry's state: the entry, whether `=` has evaluated it, and the
/// edits undo and redo step through.
///
/// Undo keeps whole earlier entries, newest last: at most ``historyLength`` of them,
/// within ``historyScalars`` scalars (the oldest are dropped; redo only ever holds
/// what undo held), so the saved state stays small whatever is typed.
struct FormulaEditor: Equatable, Sendable {
  /// An entry as it was, and whether it showed its outcome.
  struct Snapshot: Equatable, Sendable {
    /// The entry and its cursor.
    var entry: FormulaEntry
    /// Whether `=` had evaluated it.
    var isEvaluated: Bool
  }

  /// The most edits undo keeps.
  static let historyLength = 100
  /// The most scalars the entries undo keeps may have together.
  static let historyScalars = 8_000

  /// The expression being edited.
  var entry = FormulaEntry()
  /// Whether `=` evaluated the entry and nothing has changed it since: the display
  /// shows its outcome (the result, or the parse error with the cursor at its column).
  var isEvaluated = false
  /// Earlier states, newest last.
  var undoStack: [Snapshot] = []
  /// States undo left, newest last.
  var redoStack: [Snapshot] = []

  /// The state now.
  var snapshot: Snapshot {
    get { Snapshot(entry: entry, isEvaluated: isEvaluated) }
    set { (entry, isEvaluated) = (newValue.entry, newValue.isEvaluated) }
  }

  /// Makes an edit, recording the state before it for undo when it changes something.
  /// - Parameter edit: Changes the state; returns `false` when it refused.
  /// - Returns: What `edit` returned.
  @discardableResult
  mutating func edit(_ edit: (inout Snapshot) -> Bool) -> Bool {
    let before = snapshot
    var after = before
    guard edit(&after) else { return false }
    guard after != before else { return true }
    snapshot = after
    record(before)
    return true
  }

  /// Goes back to the state before the last edit.
  mutating func undo() {
    guard let previous = undoStack.popLast() else { return }
    redoStack.append(snapshot)
    snapshot = previous
  }

  /// Makes again the edit undo took back.
  mutating func redo() {
    guard let next = redoStack.popLast() else { return }
    undoStack.append(snapshot)
    snapshot = next
  }

  private mutating func record(_ before: Snapshot) {
    undoStack.append(before)
    redoStack = []
    var total = undoStack.reduce(0) { $0 + $1.entry.count }
    var dropped = max(0, undoStack.count - Self.historyLength)
    total -= undoStack.prefix(dropped).reduce(0) { $0 + $1.entry.count }
    while total > Self.historyScalars, dropped < undoStack.count {
      total -= undoStack[dropped].entry.count
      dropped += 1
    }
    undoStack.removeFirst(dropped)
  }
}
