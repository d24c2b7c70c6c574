import CalculatorJSON

/// One thing a brain was told, as recorded for replay, undo and saving.
///
/// Encoded as a one-key JSON object: `{"operand": "7"}`, `{"variable": "M"}`,
/// `{"operation": "+"}`, `{"expression": "17*34"}`, `{"enter": true}`, `{"open": true}`,
/// `{"close": true}`. An operand is its text, every digit kept; an earlier release's
/// number (`{"operand": 7}`) reads as its `Double`.
public enum BrainStep: Equatable, Sendable {
  /// A number entered as an operand, exactly as typed.
  case operand(NumberLiteral)
  /// A variable entered as an operand, by name.
  case variable(String)
  /// An operation from ``MathOperation/table``.
  case operation(MathOperation)
  /// A typed expression entered as one operand, as when pasting.
  case expression(String)
  /// RPN's ↲ with nothing typed: duplicates the top of the stack.
  case enter
  /// `(`: opens a sub-calculation (algebraic mode).
  case openParenthesis
  /// `)`: closes the innermost sub-calculation (algebraic mode).
  case closeParenthesis
}

extension BrainStep: JSONRepresentable, JSONReadable {
  /// The longest expression step a saved program may hold, in Unicode scalars: as long as
  /// a paste may be, so that replaying one stays within a request's work budget.
  static let maximumExpressionCharacters = 10_000

  /// The names a step's object may have.
  private static let names: Set<String> = [
    "operand", "variable", "operation", "expression", "enter", "open", "close",
  ]

  /// Reads a step from its saved form, rejecting malformed or non-finite operands,
  /// unknown operations and objects that are not exactly one step.
  /// - Throws: `DecodingError` naming what is wrong, and where.
  public init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    let names = object.names.filter(Self.names.contains)
    guard names.count == 1, let name = names.first else {
      throw json.corrupted("a step has exactly one key")
    }
    let field = try object.value(name)
    switch name {
    case "operand": self = .operand(try NumberLiteral(json: field))
    case "variable":
      // A name as typed text reads it, so that every description parses back (no `<`,
      // no direction marks, no constant).
      let name = try field.string()
      guard name.count <= 64, (try? Formula(parsing: name))?.variableNames == [name] else {
        throw field.corrupted("not a variable's name")
      }
      self = .variable(name)
    case "operation":
      let symbol = try field.string()
      guard let (_, operation) = MathOperation.named(symbol) else {
        throw field.corrupted("unknown operation '\(symbol)'")
      }
      self = .operation(operation)
    case "expression":
      let text = try field.string()
      guard text.unicodeScalars.count <= Self.maximumExpressionCharacters else {
        throw field.corrupted(
          "an expression step has at most \(Self.maximumExpressionCharacters) characters")
      }
      self = .expression(text)
    case "open": self = .openParenthesis
    case "close": self = .closeParenthesis
    default: self = .enter
    }
  }

  /// The step's saved form, a one-key object.
  public var json: JSONValue {
    switch self {
    case .operand(let literal): .object([("operand", .string(literal.text))])
    case .variable(let name): .object([("variable", .string(name))])
    case .operation(let operation): .object([("operation", .string(operation.symbol))])
    case .expression(let text): .object([("expression", .string(text))])
    case .enter: .object([("enter", .bool(true))])
    case .openParenthesis: .object([("open", .bool(true))])
    case .closeParenthesis: .object([("close", .bool(true))])
    }
  }
}

#if !hasFeature(Embedded)
extension BrainStep: Codable {}
#endif

extension NumberLiteral {
  /// Reads an operand's saved form: its text (``init(savedText:)``), or a JSON number as
  /// an earlier release saved one (its `Double`).
  /// - Throws: `DecodingError` naming what is wrong, and where.
  init(json: JSONCursor) throws(DecodingError) {
    self = try json.savedNumber(
      text: { text throws(NumberTextError) in try NumberLiteral(savedText: text) },
      number: { NumberLiteral($0) })
  }
}

extension FormulaGraph {
  /// Appends the operand a step enters (a number, variable, constant or parsed
  /// expression) and returns its node, or `nil` when the step enters no operand.
  mutating func appendOperand(for step: BrainStep) -> Int? {
    switch step {
    case .operand(let literal):
      return append(.number(literal))
    case .variable(let name):
      return append(.variable(name))
    case .operation(.constant(let constant)):
      return append(.constant(symbol: constant.symbol, value: constant.value))
    case .operation:
      return nil
    case .expression(let text):
      return try? FormulaParser<FormulaGraph>.parse(text, appendingTo: &self)
    case .enter, .openParenthesis, .closeParenthesis:
      return nil
    }
  }
}
