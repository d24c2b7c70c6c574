import CalculatorModel

/// A key of the calculator's keypad.
public enum Key: Hashable, Sendable {
  /// A digit, 0 to 9.
  case digit(Int)
  /// The decimal point.
  case point
  /// An operation or constant of ``MathOperation/table`` (`=` is ``equals``).
  case operation(OperationKey)
  /// `=`: performs the pending operation (in RPN mode, acts as ↲).
  case equals
  /// RPN's ↲: pushes the typed number, or duplicates the top of the stack.
  case enter
  /// `C`: clears the brain, the display and M.
  case clear
  /// Backspace while typing, otherwise undo of the last step.
  case undo
  /// Re-applies what undo removed.
  case redo
  /// →M: stores the display's value as M.
  case storeMemory
  /// M: enters the variable M.
  case recallMemory
  /// x: enters the graph variable x.
  case variableX
  /// ans: enters the last answer (in formula mode the name `ans`).
  case lastAnswer
  /// Deg or Rad.
  case angle(AngleUnit)
  /// Switches between algebraic, RPN and formula entry.
  case mode(CalculatorMode)
  /// `(`: opens a sub-calculation (algebraic mode).
  case openParenthesis
  /// `)`: closes the innermost sub-calculation (algebraic mode).
  case closeParenthesis
  /// Formula entry's cursor keys and deletions.
  case edit(EditKey)

  /// The key with a name in ``KeyTable``: a digit, `.`, an operation symbol or alias, `=`,
  /// `(`, `)`, `C`, `undo`, `redo`, `→M` (`->M`), `M`, `x`, `ans`, `↲` (`enter`), `deg`, `rad`,
  /// `rpn`, `algebraic`, `formula`, `left`, `right`, `home`, `end`, `backspace`, `delete`.
  /// - Throws: ``UnknownKey`` when no key has that name.
  public init(name: String) throws(UnknownKey) {
    guard let key = KeyTable.key(named: name) else { throw UnknownKey(name: name) }
    self = key
  }

  /// The keys one word stands for: a number such as `73` or `3.5` is its digits
  /// in order, anything else one named key.
  /// - Throws: ``UnknownKey`` naming the word when it is neither.
  public static func keys(in word: String) throws(UnknownKey) -> [Key] {
    let isNumber =
      word.count > 1 && word.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
      && word.contains { $0.isNumber }
    guard isNumber else { return [try Key(name: word)] }
    return word.map { $0 == "." ? .point : .digit($0.wholeNumberValue ?? 0) }
  }

  /// Every key of a text, words separated by any white space.
  /// - Throws: ``UnknownKey`` naming the first word that is not a key.
  public static func keys(inText text: String) throws(UnknownKey) -> [Key] {
    var keys: [Key] = []
    for word in text.split(whereSeparator: { $0.isWhitespace }) {
      keys += try Key.keys(in: String(word))
    }
    return keys
  }

  /// The key's canonical name, which ``init(name:)`` reads back.
  public var name: String {
    switch self {
    case .digit(let digit): String(digit)
    case .point: "."
    case .operation(let operation): operation.symbol
    case .equals: "="
    case .enter: "↲"
    case .openParenthesis: "("
    case .closeParenthesis: ")"
    case .clear: "C"
    case .undo: "undo"
    case .redo: "redo"
    case .storeMemory: "→M"
    case .recallMemory: "M"
    case .variableX: "x"
    case .lastAnswer: "ans"
    case .angle(let unit): unit.rawValue
    case .mode(let mode): mode.rawValue
    case .edit(let key): key.rawValue
    }
  }
}

/// A key name that names no key.
public struct UnknownKey: Error, Equatable, Sendable, CustomStringConvertible {
  /// The name as given.
  public var name: String

  /// The message a user reads.
  public var description: String { "unknown key '\(name)'" }
}

/// How numbers and operations are entered.
public enum CalculatorMode: String, CaseIterable, Sendable {
  /// Immediate execution, as on a pocket calculator (`4 + 5 =`).
  case algebraic
  /// Reverse Polish notation with ↲ (`4 ↲ 5 +`).
  case rpn
  /// An expression edited as text and evaluated with precedence on `=`.
  case formula
}

/// A key that edits formula entry's expression; it does nothing in the
/// other modes.
public enum EditKey: String, CaseIterable, Sendable {
  /// Moves the cursor one token left.
  case left
  /// Moves the cursor one token right.
  case right
  /// Moves the cursor to the start.
  case home
  /// Moves the cursor to the end.
  case end
  /// Removes the token before the cursor (`sin(` as one).
  case backspace
  /// Removes the token after the cursor.
  case delete
}

#if !hasFeature(Embedded)
extension CalculatorMode: Codable {}
#endif
