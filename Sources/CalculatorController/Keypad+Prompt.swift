import CalculatorModel

/// Formula entry at a prompt: Tab completes a name, ↑ and ↓ recall earlier lines.
extension Keypad {
  /// Completes the name before the cursor in formula mode (``FormulaCompletion``).
  /// - Returns: the names it could not choose between (empty when it completed, or when
  ///   no name extends what is typed); `nil` when there is no name before the cursor.
  public mutating func completeName() -> [String]? {
    guard mode == .formula else { return nil }
    let entry = formula.entry
    let prefix = FormulaCompletion.prefix(of: entry.text, cursor: entry.cursor)
    guard !prefix.isEmpty else { return nil }
    guard let rest = FormulaCompletion.completion(of: prefix) else {
      return FormulaCompletion.candidates(for: prefix)
    }
    if !formula.edit({ state in
      state.isEvaluated = false
      return state.entry.insert(rest)
    }) {
      refusal = Self.entryTooLong
    }
    return []
  }

  /// The expressions of the tape, oldest first: what ↑ recalls, newest first.
  public var tapeExpressions: [String] {
    tape.compactMap { Self.parts(of: $0)?.expression }.filter { $0 != "…" }
  }

  /// Replaces the formula entry with `text`, the cursor at its end (undo restores it).
  public mutating func replaceFormulaEntry(with text: String) {
    guard mode == .formula, let entry = FormulaEntry(text) else { return }
    _ = formula.edit { state in
      state.entry = entry
      state.isEvaluated = false
      return true
    }
  }
}

/// Stepping through earlier lines at a prompt (↑ older, ↓ newer): the tape's expressions,
/// and back to the line being typed.
public struct EntryHistory: Sendable {
  /// The tape expression shown, counted back from the newest (0), or `nil` for the line
  /// being typed.
  private var position: Int?
  /// The line being typed when stepping began.
  private var draft = ""

  /// A history at the line being typed.
  public init() {}

  /// Forgets the stepping: the next ↑ starts from the newest line again.
  public mutating func reset() {
    position = nil
  }

  /// Steps `direction` (1 older, −1 newer) and puts that line in `keypad`'s formula entry.
  /// - Returns: `false`, changing nothing, when there is no line further that way.
  public mutating func step(_ direction: Int, in keypad: inout Keypad) -> Bool {
    let lines = keypad.tapeExpressions
    let current = position ?? -1
    let next = current + direction.signum()
    guard next != current, (-1..<lines.count).contains(next) else { return false }
    if current == -1 {
      draft = keypad.formula.entry.text
    }
    position = next >= 0 ? next : nil
    keypad.replaceFormulaEntry(with: next >= 0 ? lines[lines.count - 1 - next] : draft)
    return true
  }
}
