/// Why typed text is not an expression, and where (1-based column, in characters).
public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Nothing but spaces was typed.
  case empty
  /// A character that has no meaning here, such as `@`.
  case unexpectedCharacter(Character, column: Int)
  /// A name followed by `(` that is not a function.
  case unknownFunction(String, column: Int)
  /// An operand was expected: at a binary operator, a `)`, or the end.
  case expectedOperand(column: Int)
  /// A `(` was never closed.
  case expectedClosingParenthesis(column: Int)
  /// A `)` with no `(` to close.
  case unmatchedClosingParenthesis(column: Int)
  /// A number directly after another operand, as in `2 3`.
  case unexpectedNumber(String, column: Int)
  /// A number too large for a `Double`, such as `1e999`.
  case numberOutOfRange(String, column: Int)
  /// The text is longer than ``Formula/maximumLength``.
  case tooLong(limit: Int)
  /// A hexadecimal literal such as `0x1F`, which the calculator does not read.
  case hexadecimalNumber(String, column: Int)
  /// `_` between digits (`1_000`); the digits without it, to suggest.
  case digitSeparator(suggestion: String, column: Int)
  /// `±` after an operand (it is the sign, written before one).
  case signAfterOperand(column: Int)
  /// A `,` between digits (`1,5`, `1,234`): a decimal comma or a thousands separator.
  case commaInNumber(column: Int)
  /// A `,` elsewhere, where it could only separate a function's arguments.
  case unexpectedComma(column: Int)
  /// A defined function named without `(…)` after it.
  case functionWithoutArguments(String, column: Int)
  /// A defined function called with the wrong number of arguments.
  case wrongArgumentCount(String, expected: Int, given: Int, column: Int)
  /// A use of a definition whose expansion would pass ``Definitions/maximumExpansion``.
  case expansionTooLarge(String, limit: Int, column: Int)
  /// A definition of a name that is not free: a function's, a constant's, `ans` or `x`.
  case reservedName(String, column: Int)
  /// A name defined twice, or a parameter named twice.
  case definedTwice(String, column: Int)
  /// A definition that uses itself, directly or through others (the names, in order,
  /// each using the next and the last the first).
  case cycle([String], column: Int)
  /// More definitions than ``Definitions/maximumCount``.
  case tooManyDefinitions(limit: Int)
  /// Text given as a definition that is not one (no `name =` or `name(p, …) =` first).
  case notADefinition

  /// The 1-based column the error is at, or `nil` when it is about the whole text.
  public var column: Int? {
    switch self {
    case .empty, .tooLong, .tooManyDefinitions, .notADefinition: nil
    case .unexpectedCharacter(_, let column), .unknownFunction(_, let column),
      .expectedOperand(let column), .expectedClosingParenthesis(let column),
      .unmatchedClosingParenthesis(let column), .unexpectedNumber(_, let column),
      .numberOutOfRange(_, let column), .hexadecimalNumber(_, let column),
      .digitSeparator(_, let column), .signAfterOperand(let column), .commaInNumber(let column),
      .unexpectedComma(let column), .functionWithoutArguments(_, let column),
      .wrongArgumentCount(_, _, _, let column), .expansionTooLarge(_, _, let column),
      .reservedName(_, let column), .definedTwice(_, let column), .cycle(_, let column):
      column
    }
  }

  /// The most characters of the input a message repeats: a longer name or number shows
  /// its first ones and `…`, so that a message stays one short line.
  public static let echoedCharacters = 40

  /// `text`, or its first ``echoedCharacters`` characters and `…`: how any message
  /// repeats what was typed.
  public static func echo(_ text: String) -> String {
    text.count <= echoedCharacters ? text : text.prefix(echoedCharacters) + "…"
  }

  /// The message a user reads, naming what was wrong and the column.
  public var description: String {
    switch self {
    case .empty: "empty expression"
    case .unexpectedCharacter(let character, let column):
      character.unicodeScalars.contains { $0.isControl }
        ? "unexpected character \(String(character).escapingControlCharacters) at column \(column)"
        : "unexpected character '\(character)' at column \(column)"
    case .unknownFunction(let name, let column):
      "unknown function '\(Self.echo(name))' at column \(column)"
    case .expectedOperand(let column): "expected a number, name or '(' at column \(column)"
    case .expectedClosingParenthesis(let column): "expected ')' at column \(column)"
    case .unmatchedClosingParenthesis(let column): "unmatched ')' at column \(column)"
    case .unexpectedNumber(let text, let column):
      "unexpected number '\(Self.echo(text))' at column \(column) (missing an operator?)"
    case .numberOutOfRange(let text, let column):
      "number '\(Self.echo(text))' is out of range at column \(column)"
    case .tooLong(let limit): "expression is longer than \(limit) characters"
    case .hexadecimalNumber(let text, let column):
      "hexadecimal numbers such as '\(Self.echo(text))' are not supported (column \(column))"
    case .digitSeparator(let suggestion, let column):
      "'_' cannot separate digits: write \(Self.echo(suggestion)) (column \(column))"
    case .signAfterOperand(let column):
      "± is the sign of the number after it, as in ±5 (column \(column))"
    case .commaInNumber(let column):
      "unexpected ',' at column \(column): use '.' for decimals, and no thousands separators"
    case .unexpectedComma(let column):
      "unexpected ',' at column \(column): only a defined function's arguments are separated by ','"
    case .functionWithoutArguments(let name, let column):
      "\(Self.echo(name)) is a function: write \(Self.echo(name))(…) (column \(column))"
    case .wrongArgumentCount(let name, let expected, let given, let column):
      "\(Self.echo(name)) takes \(Self.count(expected, "argument")), not \(given) (column \(column))"
    case .expansionTooLarge(let name, let limit, let column):
      "\(Self.echo(name)) expands to more than \(limit) steps here: simplify the definitions (column \(column))"
    case .reservedName("x", let column):
      "x is the graph's variable and cannot be defined: define a function such as f(x) = … (column \(column))"
    case .reservedName("ans", let column):
      "ans is the last result and cannot be defined (column \(column))"
    case .reservedName(let name, let column):
      "\(Self.echo(name)) is a built-in name and cannot be defined (column \(column))"
    case .definedTwice(let name, let column):
      "\(Self.echo(name)) is defined twice (column \(column))"
    case .cycle(let names, let column):
      names.count == 1
        ? "\(Self.echo(names.first ?? "")) is defined in terms of itself (column \(column))"
        : "a cycle: \((names + names.prefix(1)).map(Self.echo).joined(separator: " uses ")) (column \(column))"
    case .tooManyDefinitions(let limit): "more than \(limit) definitions"
    case .notADefinition: "not a definition: write name = expression or name(x, …) = expression"
    }
  }

  /// `1 argument`, `2 arguments`.
  private static func count(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
