/// Parses typed text into a formula graph: the usual precedence, implicit
/// multiplication (`2x`, `2(3+4)`, `2π`), Unicode and ASCII symbols.
///
/// A shunting-yard loop with explicit stacks does the work, so input nested a
/// hundred thousand deep parses without recursion.
struct FormulaParser {
  /// The longest text accepted, in characters.
  static let maximumLength = 10_000_000

  private enum Token: Equatable {
    case number(Substring)
    case name(String)
    case binary(BinaryOperator)
    case minus
    case plus
    case postfix(UnaryFunction)
    case squareRoot
    case openParenthesis
    case closeParenthesis
  }

  private enum Pending {
    case binary(BinaryOperator)
    case prefix(UnaryFunction)
    case parenthesis(function: UnaryFunction?, column: Int)

    /// How tightly it binds (prefix operators sit between × and ^).
    var precedence: Int {
      switch self {
      case .binary(let op): op.precedence
      case .prefix: 3
      case .parenthesis: 0
      }
    }
  }

  private let characters: [Character]
  private var position = 0
  private var graph: FormulaGraph
  private var operands: [Int] = []
  private var pending: [Pending] = []

  private init(_ text: String, into graph: FormulaGraph) {
    characters = Array(text)
    self.graph = graph
  }

  /// Parses `text`, appending its nodes to `graph`; returns the graph and the root.
  static func parse(_ text: String, into graph: FormulaGraph) throws(ParseError) -> (
    graph: FormulaGraph, root: Int
  ) {
    guard text.utf8.count <= maximumLength * 4, text.count <= maximumLength else {
      throw .tooLong(limit: maximumLength)
    }
    var parser = FormulaParser(text, into: graph)
    let root = try parser.parseAll()
    return (parser.graph, root)
  }

  private mutating func parseAll() throws(ParseError) -> Int {
    var expectOperand = true
    var sawToken = false
    while let (token, column) = try nextToken() {
      sawToken = true
      if expectOperand {
        expectOperand = try acceptOperand(token, column: column)
      } else {
        switch token {
        case .binary(let op):
          try reduce(whileBindingAtLeast: op == .power ? 5 : op.precedence)
          pending.append(.binary(op))
          expectOperand = true
        case .minus, .plus:
          try reduce(whileBindingAtLeast: 1)
          pending.append(.binary(token == .minus ? .subtract : .add))
          expectOperand = true
        case .postfix(let function):
          try apply(.prefix(function))
        case .closeParenthesis:
          try closeParenthesis(column: column)
        case .number(let text):
          throw .unexpectedNumber(String(text), column: column)
        case .name, .squareRoot, .openParenthesis:
          try reduce(whileBindingAtLeast: 2)
          pending.append(.binary(.multiply))
          expectOperand = try acceptOperand(token, column: column)
        }
      }
    }
    guard sawToken else { throw .empty }
    let end = characters.count + 1
    guard !expectOperand else { throw .expectedOperand(column: end) }
    try reduce(whileBindingAtLeast: 1)
    if !pending.isEmpty {
      throw .expectedClosingParenthesis(column: end)
    }
    guard let root = operands.last, operands.count == 1 else { throw .expectedOperand(column: end) }
    return root
  }

  /// Handles a token where an operand is expected; returns whether one is still expected.
  private mutating func acceptOperand(_ token: Token, column: Int) throws(ParseError) -> Bool {
    switch token {
    case .number(let text):
      guard let literal = NumberLiteral(typed: text) else {
        throw .numberOutOfRange(String(text), column: column)
      }
      operands.append(graph.append(.number(literal)))
      return false
    case .name(let name):
      if peek() == "(" {
        if let function = Self.function(named: name) {
          position += 1
          pending.append(.parenthesis(function: function, column: column))
          return true
        }
        guard name.count == 1 else { throw .unknownFunction(name, column: column) }
      }
      if Self.function(named: name) != nil {
        throw .expectedOpeningParenthesis(after: name, column: column)
      }
      if let (symbol, operation) = MathOperation.named(name), case .constant(let value) = operation
      {
        operands.append(graph.append(.constant(symbol: symbol, value: value)))
      } else {
        operands.append(graph.append(.variable(name)))
      }
      return false
    case .squareRoot:
      if peek() == "(" {
        position += 1
        pending.append(.parenthesis(function: .squareRoot, column: column))
      } else {
        pending.append(.prefix(.squareRoot))
      }
      return true
    case .minus:
      pending.append(.prefix(.negation))
      return true
    case .plus:
      return true
    case .openParenthesis:
      pending.append(.parenthesis(function: nil, column: column))
      return true
    case .closeParenthesis:
      if case .parenthesis? = pending.last {
        throw .expectedOperand(column: column)
      }
      throw .unmatchedClosingParenthesis(column: column)
    case .binary, .postfix:
      throw .expectedOperand(column: column)
    }
  }

  private mutating func closeParenthesis(column: Int) throws(ParseError) {
    try reduce(whileBindingAtLeast: 1)
    guard case .parenthesis(let function, _)? = pending.popLast() else {
      throw .unmatchedClosingParenthesis(column: column)
    }
    if let function {
      try apply(.prefix(function))
    }
  }

  /// Applies pending operators that bind at least as tightly as `precedence`.
  private mutating func reduce(whileBindingAtLeast precedence: Int) throws(ParseError) {
    while let top = pending.last, top.precedence >= precedence, top.precedence > 0 {
      pending.removeLast()
      try apply(top)
    }
  }

  private mutating func apply(_ operation: Pending) throws(ParseError) {
    switch operation {
    case .binary(let op):
      guard let right = operands.popLast(), let left = operands.popLast() else {
        throw .expectedOperand(column: position + 1)
      }
      if op == .power, case .constant(symbol: "e", _) = graph.nodes[left] {
        // `e ^ y` is how eˣ is described: read it back as eˣ, so both compute alike.
        operands.append(graph.append(.unary(.exponential, right)))
      } else {
        operands.append(graph.append(.binary(op, left, right)))
      }
    case .prefix(let function):
      guard let operand = operands.popLast() else { throw .expectedOperand(column: position + 1) }
      operands.append(graph.append(.unary(function, operand)))
    case .parenthesis:
      break
    }
  }

  /// A function callable by name: `sin`, `sqrt`, `√`, `sin⁻¹`, `asin`, `sq`, ….
  private static func function(named name: String) -> UnaryFunction? {
    guard let (_, operation) = MathOperation.named(name), case .unary(let function) = operation
    else { return nil }
    return function
  }

  private func peek() -> Character? {
    var index = position
    while index < characters.count, characters[index].isWhitespace {
      index += 1
    }
    return index < characters.count ? characters[index] : nil
  }

  // MARK: - Tokens

  private static let symbols: [Character: Token] = [
    "+": .plus, "-": .minus, "−": .minus, "*": .binary(.multiply), "×": .binary(.multiply),
    "·": .binary(.multiply), "/": .binary(.divide), "÷": .binary(.divide),
    "^": .binary(.power), "(": .openParenthesis, ")": .closeParenthesis,
    "!": .postfix(.factorial), "%": .postfix(.percent), "²": .postfix(.square),
    "³": .postfix(.cube), "√": .squareRoot, "π": .name("π"),
  ]

  private static let inverseSuffix: [Character] = ["⁻", "¹"]

  /// The next token and its 1-based column, or `nil` at the end.
  private mutating func nextToken() throws(ParseError) -> (Token, Int)? {
    while position < characters.count, characters[position].isWhitespace {
      position += 1
    }
    guard position < characters.count else { return nil }
    let start = position
    let column = start + 1
    let character = characters[position]
    if hasInverseSuffix(at: position) {
      position += 2
      return (.postfix(.reciprocal), column)
    }
    if let token = Self.symbols[character] {
      position += 1
      return (token, column)
    }
    if character.isASCII, character.isNumber || character == "." {
      return (.number(scanNumber()), column)
    }
    if character.isASCII, character.isLetter {
      while position < characters.count,
        characters[position].isASCII,
        characters[position].isLetter || characters[position].isNumber || characters[position] == "_"
      {
        position += 1
      }
      var name = String(characters[start..<position])
      if hasInverseSuffix(at: position), Self.function(named: name) != nil,
        MathOperation.named(name + "⁻¹") != nil
      {
        name += "⁻¹"
        position += 2
      }
      return (.name(name), column)
    }
    throw .unexpectedCharacter(character, column: column)
  }

  private func hasInverseSuffix(at index: Int) -> Bool {
    index + 1 < characters.count && characters[index] == "⁻" && characters[index + 1] == "¹"
  }

  /// Scans `12`, `1.5`, `.5`, `3.`, `1e-3`, `2E+10` (an `e` not followed by digits
  /// is left for the name `e`).
  private mutating func scanNumber() -> Substring {
    let start = position
    var seenPoint = false
    while position < characters.count {
      let character = characters[position]
      if character.isASCII && character.isNumber {
        position += 1
      } else if character == "." && !seenPoint {
        seenPoint = true
        position += 1
      } else {
        break
      }
    }
    if position < characters.count, characters[position] == "e" || characters[position] == "E" {
      var index = position + 1
      if index < characters.count, characters[index] == "+" || characters[index] == "-" {
        index += 1
      }
      if index < characters.count, characters[index].isASCII, characters[index].isNumber {
        while index < characters.count, characters[index].isASCII, characters[index].isNumber {
          index += 1
        }
        position = index
      }
    }
    return Substring(String(characters[start..<position]))
  }
}
