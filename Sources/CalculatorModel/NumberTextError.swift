/// Why the saved text of a number (a typed operand, M's value) was refused, and where
/// (1-based column, in characters).
enum NumberTextError: Error, Equatable, Sendable, CustomStringConvertible {
  /// More characters than the form allows.
  case tooLong(limit: Int)
  /// A character that does not belong where it is.
  case unexpectedCharacter(Character, column: Int)
  /// The text ends where something must follow: `a digit`, `')'`.
  case expected(String, column: Int)
  /// A well-formed number beyond what the exact engine holds (a numerator or denominator
  /// over 32,768 bits, e^q for |q| over 12,000).
  case beyondBounds
  /// A value that is not a number, and why.
  case calculation(CalculationError)

  /// The message a user reads.
  var description: String {
    switch self {
    case .tooLong(let limit): "longer than \(limit) characters"
    case .unexpectedCharacter(let character, let column):
      character.unicodeScalars.contains { $0.isControl }
        ? "unexpected character \(String(character).escapingControlCharacters) at column \(column)"
        : "unexpected '\(character)' at column \(column)"
    case .expected(let what, let column): "expected \(what) at column \(column)"
    case .beyondBounds: "beyond the exact engine's bounds"
    case .calculation(let error): error.description
    }
  }

  /// The message refusing saved `text` for this reason, quoting at most its first 40
  /// characters: `'1/0' is not a number: unexpected '0' at column 3`.
  func refusing(_ text: String) -> String {
    var quoted = String.UnicodeScalarView()
    quoted.append(contentsOf: text.unicodeScalars.prefix(40))
    let more = text.unicodeScalars.count > 40 ? "…" : ""
    return "'\(String(quoted).escapingControlCharacters)\(more)' is not a number: \(self)"
  }
}
