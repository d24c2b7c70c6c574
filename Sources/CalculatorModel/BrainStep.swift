/// One thing a brain was told, as recorded for replay, undo and saving.
///
/// Encoded as a one-key JSON object: `{"operand": 7}`, `{"variable": "M"}`,
/// `{"operation": "+"}`, `{"expression": "17*34"}`, `{"enter": true}`.
public enum BrainStep: Equatable, Sendable {
  /// A number entered as an operand.
  case operand(Double)
  /// A variable entered as an operand, by name.
  case variable(String)
  /// An operation from ``MathOperation/table``, by canonical symbol.
  case operation(String)
  /// A typed expression (§9) entered as one operand, as when pasting.
  case expression(String)
  /// RPN's ↲ with nothing typed: duplicates the top of the stack.
  case enter
}

extension BrainStep: Codable {
  private enum CodingKeys: String, CodingKey {
    case operand, variable, operation, expression, enter
  }

  /// Decodes a step, rejecting non-finite operands, unknown operations and
  /// objects that are not exactly one step.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    guard container.allKeys.count == 1, let key = container.allKeys.first else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "a step has exactly one key"))
    }
    switch key {
    case .operand:
      let value = try container.decode(Double.self, forKey: .operand)
      guard value.isFinite else {
        throw DecodingError.dataCorruptedError(
          forKey: .operand, in: container, debugDescription: "an operand must be finite")
      }
      self = .operand(value)
    case .variable:
      let name = try container.decode(String.self, forKey: .variable)
      guard !name.isEmpty, name.count <= 64 else {
        throw DecodingError.dataCorruptedError(
          forKey: .variable, in: container,
          debugDescription: "a variable name has 1 to 64 characters")
      }
      self = .variable(name)
    case .operation:
      let symbol = try container.decode(String.self, forKey: .operation)
      guard let (canonical, _) = MathOperation.named(symbol) else {
        throw DecodingError.dataCorruptedError(
          forKey: .operation, in: container, debugDescription: "unknown operation '\(symbol)'")
      }
      self = .operation(canonical)
    case .expression:
      self = .expression(try container.decode(String.self, forKey: .expression))
    case .enter:
      self = .enter
    }
  }

  /// Encodes the step as a one-key object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .operand(let value): try container.encode(value, forKey: .operand)
    case .variable(let name): try container.encode(name, forKey: .variable)
    case .operation(let symbol): try container.encode(symbol, forKey: .operation)
    case .expression(let text): try container.encode(text, forKey: .expression)
    case .enter: try container.encode(true, forKey: .enter)
    }
  }
}

extension FormulaGraph {
  /// Appends the operand a step enters (a number, variable, constant or parsed
  /// expression) and returns its node, or `nil` when the step enters no operand.
  mutating func appendOperand(for step: BrainStep) -> Int? {
    switch step {
    case .operand(let value):
      guard value.isFinite else { return nil }
      return append(.number(NumberLiteral(value)))
    case .variable(let name):
      return append(.variable(name))
    case .operation(let symbol):
      guard let (canonical, operation) = MathOperation.named(symbol),
        case .constant(let value) = operation
      else { return nil }
      return append(.constant(symbol: canonical, value: value))
    case .expression(let text):
      guard let (graph, root) = try? FormulaParser.parse(text, into: self) else { return nil }
      self = graph
      return root
    case .enter:
      return nil
    }
  }
}
