import CalculatorModel

extension Keypad {
  /// How many significant digits the "more digits" view shows.
  public static let moreDigitsCount = 100

  /// The display's value with ``moreDigitsCount`` significant digits, every one right,
  /// written as `%.100g` writes them, or every digit of a whole number known exactly, up to
  /// ``Formula/maximumDigits`` (100! whole): the "more digits" view of the page and the
  /// terminal app.
  ///
  /// The number being typed is shown as typed. `nil` when there is no result, an error,
  /// or a value whose digits the exact engine cannot decide at a display's cost (such as
  /// a long chain of steps without exact values).
  /// - Complexity: that of a display, for more digits: O(steps) at most.
  public var moreDigits: String? {
    if mode == .formula {
      guard refusal == nil else { return nil }
      switch outcome(of: formula.entry) {
      case .empty: return "0"
      case .parsed(let formula, let evaluation) where evaluation.error == nil:
        return evaluation.wholeNumberDigits(atMost: Formula.maximumDigits)
          ?? formula.moreDigits(Self.moreDigitsCount, using: formulaVariables, angle: angle)
      case .parsed, .failed: return nil
      }
    }
    switch entry {
    case .typing(let text): return text
    case .zero: return "0"
    case .result:
      return brain.evaluation.wholeNumberDigits(atMost: Formula.maximumDigits)
        ?? brain.moreDigits(Self.moreDigitsCount)
    }
  }
}
