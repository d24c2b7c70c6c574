@testable import CalculatorModel

/// Drives an ``RPNBrain`` the way a keypad would, from keys written as in the seed examples:
/// `"3 ↲ 5 −"`, `"7 M + √ 9 →M"`, `"π ↲ 3 × +"`.
///
/// Digits and `.` are typed; `↲` pushes the typed number, or duplicates the top
/// (`enter()`) when nothing is typed; an operation or variable key pushes the typed
/// number first; `→M` sets `variableValues["M"]` to what the display shows.
struct RPNKeypad: TestKeypad {
  var brain = RPNBrain()
  /// The number being typed, if any.
  var typing: String?

  init() {}

  mutating func pressOperationKey(_ key: String) {
    switch key {
    case "↲":
      if let text = typing, let value = Double(text) {
        brain.pushOperand(value)
      } else {
        brain.enter()
      }
      typing = nil
    case "→M":
      brain.variableValues["M"] = StoredNumber(typing.flatMap(Double.init) ?? brain.evaluate() ?? 0)
      typing = nil
    case "undo":
      if typing != nil {
        typing = nil
      } else {
        brain.undo()
      }
    case "M", "x":
      pushTypedNumber()
      brain.pushOperand(key)
    default:
      pushTypedNumber()
      brain.performOperation(key)
    }
  }

  private mutating func pushTypedNumber() {
    if let text = typing, let value = Double(text) {
      brain.pushOperand(value)
    }
    typing = nil
  }

  /// What the display shows: the typed text, else the result, else blank.
  var display: String {
    if let typing {
      return typing
    }
    return brain.evaluate().map(DisplayFormat.string(for:)) ?? ""
  }
}
