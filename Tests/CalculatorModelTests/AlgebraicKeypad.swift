@testable import CalculatorModel

/// Drives an ``AlgebraicBrain`` the way a keypad would, from keys written as in the seed examples:
/// `"7 + 9 = √"`, `"9 + M = √ 7 →M"`, `"M cos π →M undo"`.
///
/// Digits and `.` are typed (consecutive number keys join: `7 3` is 73); a typed number
/// becomes `setOperand` right before the next operation or variable key; `M` and `x` are
/// variables; `→M` stores what the display shows as M (the brain does not keep M: the
/// keypad evaluates with it); `undo` undoes the last step.
struct AlgebraicKeypad: TestKeypad {
  var brain = AlgebraicBrain()
  var memory: [String: StoredNumber] = [:]
  /// The number being typed, if any.
  var typing: String?

  init() {}

  mutating func pressOperationKey(_ key: String) {
    switch key {
    case "→M":
      memory["M"] = StoredNumber(typing.flatMap(Double.init) ?? evaluation.result ?? 0)
      typing = nil
    case "undo":
      if typing != nil {
        typing = nil
      } else {
        brain.undo()
      }
    case "M", "x":
      enterTypedNumber()
      brain.setOperand(variable: key)
    default:
      enterTypedNumber()
      brain.performOperation(key)
    }
  }

  private mutating func enterTypedNumber() {
    if let text = typing, let value = Double(text) {
      brain.setOperand(value)
    }
    typing = nil
  }

  /// The brain evaluated with the keypad's memory.
  var evaluation: (result: Double?, isPending: Bool, description: String) {
    brain.evaluate(using: memory)
  }

  /// What the display shows: the typed text, else the result.
  var display: String {
    if let typing {
      return typing
    }
    return evaluation.result.map(DisplayFormat.string(for:)) ?? "0"
  }

  /// The label under the display: the description with ` ...` while pending, else ` =`.
  var label: String {
    let (_, isPending, description) = evaluation
    guard !description.isEmpty else { return "" }
    return description + (isPending ? " ..." : " =")
  }
}
