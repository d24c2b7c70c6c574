import CalculatorModel

extension Keypad {
  /// M as the display would show it, every digit right, `nil` when it is not set.
  var memoryDisplay: String? {
    memory?.display
  }

  /// M's `Double` for the view, `nil` when M is not set or beyond the `Double` range.
  var memoryValue: Double? {
    memory.flatMap { $0.doubleValue.isFinite ? $0.doubleValue : nil }
  }

  /// What formula entry shows: the entry, its cursor and the preview of its
  /// value; after `=`, the result (or the error, the cursor at its column), with the
  /// description as the label.
  /// - Complexity: O(length of the entry), plus the description after `=`.
  var formulaView: KeypadView {
    let outcome = outcome(of: formula.entry)
    var preview: String?
    var result: Double?
    var exact: String?
    if case .parsed(_, let evaluation) = outcome, evaluation.error == nil,
      let value = evaluation.result, value.isFinite
    {
      preview = evaluation.display
      result = value
      exact = evaluation.exactForm
    }
    var display = preview ?? (formula.entry.text.isEmpty ? "0" : "")
    var description = ""
    var error: String?
    if formula.isEvaluated {
      switch outcome {
      case .empty: break
      case .failed(let parseError):
        (display, error) = ("", parseError.description)
      case .parsed(let parsed, let evaluation):
        description = parsed.description
        error = evaluation.error?.description
        display = evaluation.display
      }
    }
    if let refusal {
      (display, error, result, exact) = ("", refusal, nil, nil)
    }
    return KeypadView(
      display: display, label: description.isEmpty ? "" : description + " =",
      description: description, result: result, isPending: false, error: error,
      memory: memoryValue, memoryDisplay: memoryDisplay, mode: mode, angle: angle,
      canUndo: !formula.undoStack.isEmpty, canRedo: !formula.redoStack.isEmpty, tape: tape,
      entry: formula.entry.text, cursor: formula.entry.cursor, preview: preview, exact: exact,
      exactFirst: exactFirst)
  }
}
