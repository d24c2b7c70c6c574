import CalculatorController

/// Why a key did nothing, in words for the status line: a key that makes no sense
/// does nothing, and the terminal app also says why.
enum IgnoredKey {
  /// The words for a key bound to nothing on the screen showing.
  static func reason(unbound key: KeyEvent, onGraph: Bool = false) -> String {
    let onCalculator = !onGraph
    switch key {
    case .character(",") where onCalculator:
      return "',' does nothing: the decimal point is '.'"
    case .paste, .pasteTooLong:
      return "paste on the calculator: Esc returns to it"
    case .unknown:
      return "that key does nothing here: ? shows the keys"
    case .character(let character) where character != " ":
      return "'\(character)' does nothing here: ? shows the keys"
    default:
      return "\(key.name) does nothing here: ? shows the keys"
    }
  }

  /// The words for a keypad key that changed nothing because nothing had been
  /// entered yet, or because of a typing rule (one point, 16 digits).
  static func reason(ignored key: Key) -> String {
    switch key {
    case .operation(.binary(.subtract)):
      "'-' at the start: type the number, then n (±) to make it negative"
    case .operation(let operation): "\(operation.symbol) needs a number first"
    case .equals, .enter: "nothing to calculate yet: type a number"
    case .point: "a number has one decimal point"
    case .digit: "a typed number has at most \(Keypad.maximumTypedDigits) significant digits"
    case .undo: "nothing to undo"
    case .redo: "nothing to redo"
    default: "\(key.name) does nothing now"
    }
  }
}
