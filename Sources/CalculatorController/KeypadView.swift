import CalculatorJSON
import CalculatorModel

/// Everything a front end shows, computed from a keypad's state.
public struct KeypadView: Equatable, Sendable, JSONRepresentable {
  /// The display: the number being typed, or the result with 15 significant digits.
  ///
  /// Empty when there is no result or an error. In formula mode, the preview (`0` when
  /// there is none) until `=` shows the result.
  public var display: String
  /// The description followed by ` ...` while an operation is pending (or a
  /// parenthesis open) and ` =` otherwise; empty in the start-up state, and in formula
  /// mode until `=` evaluates the entry.
  public var label: String
  /// The description.
  public var description: String
  /// The brain's result, `nil` when there is none, or an error.
  public var result: Double?
  /// Whether a binary operation waits for its second operand or a parenthesis is open
  /// (algebraic mode).
  public var isPending: Bool
  /// The error message to show instead of the result, if any.
  public var error: String?
  /// M's value (its nearest `Double`), `nil` when it is not set or beyond the `Double`
  /// range (``memoryDisplay`` shows it then).
  public var memory: Double?
  /// M as the display would show it (15 significant digits, every one right from M's
  /// exact value), `nil` when it is not set.
  public var memoryDisplay: String?
  /// Algebraic, RPN or formula entry.
  public var mode: CalculatorMode
  /// The unit of trigonometric angles.
  public var angle: AngleUnit
  /// Whether undo would do something.
  public var canUndo: Bool
  /// Whether redo would do something.
  public var canRedo: Bool
  /// Completed calculations, `description = result`, newest last.
  public var tape: [String]
  /// Formula entry's expression being edited; `nil` in the other modes.
  public var entry: String?
  /// Formula entry's insertion point, in Unicode scalars from the start of
  /// ``entry`` (every symbol a key inserts is one, `⁻¹` two); `nil` in the other modes.
  public var cursor: Int?
  /// The display of the entry's value while it parses and has one; `nil` otherwise
  /// and in the other modes.
  public var preview: String?
  /// The exact form of the value the display shows (`1/3`, `2√2`, `3π/4`), `nil` while
  /// a number is typed, on an error, and where there is no short form or the display
  /// already shows the value exactly (``Evaluation/exactForm``).
  public var exact: String?
  /// Whether the exact form is shown first, the decimal second (S⇔D).
  public var exactFirst = false

  /// Every field, `null` included, so clients see a fixed shape.
  public var json: JSONValue {
    .object([
      ("display", .string(display)), ("label", .string(label)),
      ("description", .string(description)), ("result", .number(result)),
      ("isPending", .bool(isPending)), ("error", .string(error)), ("memory", .number(memory)),
      ("memoryDisplay", .string(memoryDisplay)), ("mode", .string(mode.rawValue)),
      ("angle", .string(angle.rawValue)), ("canUndo", .bool(canUndo)),
      ("canRedo", .bool(canRedo)), ("tape", .strings(tape)), ("entry", .string(entry)),
      ("cursor", .number(cursor.map { Double($0) })), ("preview", .string(preview)),
      ("exact", .string(exact)), ("exactFirst", .bool(exactFirst)),
    ])
  }
}

extension Keypad {
  /// What a front end shows now.
  /// - Complexity: O(what the description shows, at most 10,000 characters and `…`,
  ///   plus the depth of the path to its first character).
  public var view: KeypadView {
    if mode == .formula {
      return formulaView
    }
    let evaluation = brain.evaluation
    let description = brain.description
    let display: String
    switch entry {
    case .typing(let text): display = text
    case .zero: display = "0"
    case .result:
      display = evaluation.result == nil && evaluation.error == nil ? "0" : evaluation.display
    }
    let isTyping: Bool
    if case .typing = entry {
      isTyping = true
    } else {
      isTyping = false
    }
    let showsResult = entry == .result
    let finiteResult = evaluation.result.flatMap { $0.isFinite ? $0 : nil }
    return KeypadView(
      display: display,
      label: description.isEmpty ? "" : description + (brain.isPending ? " ..." : " ="),
      description: description,
      result: evaluation.error == nil ? finiteResult : nil,
      isPending: brain.isPending,
      error: showsResult ? evaluation.error.map { $0.description } : nil,
      memory: memoryValue,
      memoryDisplay: memoryDisplay,
      mode: mode,
      angle: angle,
      canUndo: isTyping || brain.canUndo,
      canRedo: !redoStack.isEmpty,
      tape: tape,
      exact: showsResult ? evaluation.exactForm : nil, exactFirst: exactFirst)
  }
}

#if !hasFeature(Embedded)
extension KeypadView: Codable {}
#endif
