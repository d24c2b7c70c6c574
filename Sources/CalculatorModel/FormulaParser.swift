import ExactArithmetic

/// Parses typed text into a formula: the usual precedence, implicit multiplication
/// (`2x`, `2(3+4)`, `2π`), Unicode and ASCII symbols.
///
/// A function's name applies to what follows it in parentheses (`sin(x)`, `sin (x)`) or,
/// without them, as in print, to the implicit product that follows, with its powers and
/// postfix forms: `sin 2x^2` is sin(2x²), `sin x + 1` is sin(x) + 1, `sin x sin y` is
/// sin(x) × sin(y) (a function's name ends the product), and `sin x × y` is sin(x) × y.
///
/// What it reads goes to a ``FormulaBuilder``: a formula graph, or the nodes' values alone.
/// A shunting-yard loop with explicit stacks does the work, so input nested a
/// hundred thousand deep parses without recursion. A parser may parse one text after
/// another: its storage is reused.
struct FormulaParser<Builder: FormulaBuilder> {
  enum Token: Equatable {
    case number(Range<Int>)
    case name(String)
    case binary(BinaryOperator)
    case minus
    case plus
    /// `±`: the sign, before an operand only.
    case sign
    case postfix(UnaryFunction)
    case openParenthesis
    case closeParenthesis
    /// `,` between a defined function's arguments.
    case comma
  }

  enum Pending {
    case binary(BinaryOperator)
    /// A sign before its operand: `−`, `±`.
    case prefix(UnaryFunction)
    /// A function named without parentheses (`sin 30`, `√2`), whose operand is the
    /// implicit product that follows it.
    case function(UnaryFunction)
    case parenthesis(function: UnaryFunction?)
    /// The parenthesis of a call of a defined function: its name, where its arguments
    /// start on the operand stack, and the byte offset of the name.
    case call(String, firstArgument: Int, offset: Int)

    /// How tightly it binds (a sign sits between × and ^; a function without
    /// parentheses binds as × does, and an implicit product does not end its operand).
    var precedence: Int {
      switch self {
      case .binary(let op): op.precedence
      case .prefix: 3
      case .function: 2
      case .parenthesis, .call: 0
      }
    }
  }

  /// The text as UTF-8: scanning bytes is fast, and columns (which count
  /// Unicode scalars) are worked out only for an error.
  var bytes: [UInt8] = []
  var position = 0
  /// What the nodes read go to.
  var builder: Builder
  var operands: [Int] = []
  var pending: [Pending] = []
  /// The definitions whose names the text may use, expanded where they are used.
  var definitions = DefinitionTable()
  /// The expansions made in this text by ``DefinedName/key``, each made once (`a + a`
  /// shares one).
  var expansions: [String: Int] = [:]
  /// The node of each variable this text uses, one for all its uses, so that calls with
  /// the same arguments share one expansion (`f(x) × f(x)`).
  private var variables: [String: Int] = [:]
  /// How many nodes expansions have added to this text, at most
  /// ``Definitions/maximumExpansion``.
  var expandedNodes = 0

  /// A parser that appends what it reads to `builder`.
  init(building builder: consuming Builder) {
    self.builder = builder
  }

  /// What each byte of text counts toward the work budget (``WorkMeter``): about the
  /// 100 ns a byte costs to scan and build, with its allocations, in a release build.
  static var unitsPerByte: Int64 { 100 }

  /// Parses `text`, appending its nodes to the builder; returns the root's index.
  ///
  /// Counts ``unitsPerByte`` a byte of work (its nodes' values count besides).
  ///
  /// It reads from byte `start` on (a definition's body, after its `=`), and columns count
  /// from the text's start.
  mutating func parse(_ text: String, from start: Int = 0) throws(ParseError) -> Int {
    guard text.utf8.count <= Formula.maximumLength else {
      throw .tooLong(limit: Formula.maximumLength)
    }
    WorkMeter.add(units: Int64(text.utf8.count) * Self.unitsPerByte)
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: text.utf8)
    position = start
    operands.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    expansions.removeAll(keepingCapacity: true)
    variables.removeAll(keepingCapacity: true)
    expandedNodes = 0
    builder.reserveCapacity(bytes.count)
    return try parseAll()
  }

  /// The builder, moved out of the parser: a copy would retain each of its arrays.
  consuming func takeBuilder() -> Builder {
    builder
  }

  private mutating func parseAll() throws(ParseError) -> Int {
    var expectOperand = true
    var sawToken = false
    while let (token, offset) = try nextToken() {
      sawToken = true
      if expectOperand {
        expectOperand = try acceptOperand(token, at: offset)
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
          try closeParenthesis(at: offset)
        case .comma:
          try reduce(whileBindingAtLeast: 1)
          guard case .call? = pending.last else { throw misplacedComma(at: offset) }
          expectOperand = true
        case .number(let range):
          throw .unexpectedNumber(text(range), column: column(at: offset))
        case .sign:
          throw .signAfterOperand(column: column(at: offset))
        case .name, .openParenthesis:
          // An implicit product, which continues the operand of a function named without
          // parentheses unless it is another function: `sin 2x` is sin(2x), `sin x sin y`
          // is sin(x) × sin(y).
          try reduce(whileBindingAtLeast: 2, endingFunctions: Self.isFunction(token))
          pending.append(.binary(.multiply))
          expectOperand = try acceptOperand(token, at: offset)
        }
      }
    }
    guard sawToken else { throw .empty }
    let end = column(at: bytes.count)
    guard !expectOperand else { throw .expectedOperand(column: end) }
    try reduce(whileBindingAtLeast: 1)
    if !pending.isEmpty {
      throw .expectedClosingParenthesis(column: end)
    }
    guard let root = operands.last, operands.count == 1 else { throw .expectedOperand(column: end) }
    return root
  }

  /// The literal of the number at `range`, whose exponent's sign may be `−`, which
  /// reads as `-` (a number's only non-ASCII bytes are that sign's).
  private func numberLiteral(_ range: Range<Int>) -> NumberLiteral? {
    guard let sign = bytes[range].firstIndex(of: 0xE2) else {
      return NumberLiteral(typed: bytes.span.extracting(range))
    }
    var ascii = Array(bytes[range.lowerBound..<sign])
    ascii.append(UInt8(ascii: "-"))
    ascii.append(contentsOf: bytes[(sign + Self.minusSignLength)..<range.upperBound])
    return NumberLiteral(typed: ascii.span)
  }

  /// Handles a token where an operand is expected; returns whether one is still expected.
  private mutating func acceptOperand(_ token: Token, at offset: Int) throws(ParseError) -> Bool {
    switch token {
    case .number(let range):
      guard let literal = numberLiteral(range) else {
        throw .numberOutOfRange(text(range), column: column(at: offset))
      }
      operands.append(builder.append(.number(literal)))
      return false
    case .name(let name) where definitions[name] != nil:
      return try acceptDefined(name, at: offset)
    case .name(let name):
      let function = Self.function(named: name)
      if let afterParenthesis = openingParenthesisEnd() {
        if let function {
          position = afterParenthesis
          pending.append(.parenthesis(function: function))
          return true
        }
        guard name.count == 1 else { throw .unknownFunction(name, column: column(at: offset)) }
      }
      if let function {
        pending.append(.function(function))
        return true
      }
      if case .constant(let constant)? = MathOperation.named(name)?.operation {
        operands.append(builder.append(.constant(symbol: constant.symbol, value: constant.value)))
      } else if let index = variables[name] {
        operands.append(index)
      } else {
        let index = builder.append(.variable(name))
        variables[name] = index
        operands.append(index)
      }
      return false
    case .minus, .sign:
      pending.append(.prefix(.negation))
      return true
    case .plus:
      return true
    case .openParenthesis:
      pending.append(.parenthesis(function: nil))
      return true
    case .closeParenthesis:
      switch pending.last {
      case .parenthesis?, .call?: throw .expectedOperand(column: column(at: offset))
      default: break
      }
      throw .unmatchedClosingParenthesis(column: column(at: offset))
    case .binary, .postfix:
      throw .expectedOperand(column: column(at: offset))
    case .comma:
      if case .call? = pending.last {
        throw .expectedOperand(column: column(at: offset))
      }
      throw misplacedComma(at: offset)
    }
  }

  /// The error of a `,` outside a defined function's arguments: a decimal comma or a
  /// thousands separator between digits (a paste drops well-formed ones before parsing).
  private func misplacedComma(at offset: Int) -> ParseError {
    isDigit(at: offset - 1) && isDigit(at: offset + 1)
      ? .commaInNumber(column: column(at: offset)) : .unexpectedComma(column: column(at: offset))
  }

  private mutating func closeParenthesis(at offset: Int) throws(ParseError) {
    try reduce(whileBindingAtLeast: 1)
    switch pending.popLast() {
    case .parenthesis(let function)?:
      if let function {
        try apply(.prefix(function))
      }
    case .call(let name, let first, let nameOffset)?:
      let arguments = Array(operands[first...])
      operands.removeLast(arguments.count)
      operands.append(try expand(DefinedName(name: name, arguments: arguments), at: nameOffset))
    default:
      throw .unmatchedClosingParenthesis(column: column(at: offset))
    }
  }

  /// Applies pending operators that bind at least as tightly as `precedence`; with
  /// `endingFunctions` false, none below a function named without parentheses, whose
  /// operand goes on.
  private mutating func reduce(
    whileBindingAtLeast precedence: Int, endingFunctions: Bool = true
  ) throws(ParseError) {
    while let top = pending.last, top.precedence >= precedence, top.precedence > 0 {
      if case .function = top, !endingFunctions {
        break
      }
      pending.removeLast()
      try apply(top)
    }
  }

  private mutating func apply(_ operation: Pending) throws(ParseError) {
    switch operation {
    case .binary(let op):
      guard let right = operands.popLast(), let left = operands.popLast() else {
        throw .expectedOperand(column: column(at: position))
      }
      if op == .power, builder.isEulerConstant(left) {
        // `e ^ y` is how eˣ is described: read it back as eˣ, so both compute alike.
        operands.append(builder.append(.unary(.exponential, right)))
      } else {
        operands.append(builder.append(.binary(op, left, right)))
      }
    case .prefix(let function), .function(let function):
      guard let operand = operands.popLast() else {
        throw .expectedOperand(column: column(at: position))
      }
      operands.append(builder.append(.unary(function, operand)))
    case .parenthesis, .call:
      break
    }
  }

  /// A function callable by name: `sin`, `sqrt`, `√`, `sin⁻¹`, `asin`, `sq`, ….
  static func function(named name: String) -> UnaryFunction? {
    guard let (_, operation) = MathOperation.named(name), case .unary(let function) = operation
    else { return nil }
    return function
  }

  /// Whether `token` names a function: `sin`, `√`.
  private static func isFunction(_ token: Token) -> Bool {
    guard case .name(let name) = token else { return false }
    return function(named: name) != nil
  }

  /// The offset just after the `(` that comes next after white space, if one does.
  func openingParenthesisEnd() -> Int? {
    var index = position
    while index < bytes.count, let (scalar, length) = scalar(at: index), Self.isWhitespace(scalar) {
      index += length
    }
    return index < bytes.count && bytes[index] == UInt8(ascii: "(") ? index + 1 : nil
  }

  /// The 1-based column, in Unicode scalars, of the byte at `offset`.
  func column(at offset: Int) -> Int {
    bytes[..<offset].reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
  }

  /// The scalar that starts at byte `offset` and its length in bytes, or `nil`
  /// for malformed UTF-8 (which a Swift string never holds).
  func scalar(at offset: Int) -> (Unicode.Scalar, Int)? {
    let lead = bytes[offset]
    if lead < 0x80 {
      return (Unicode.Scalar(lead), 1)
    }
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard offset + length <= bytes.count else { return nil }
    var value = UInt32(lead) & (0xFF >> (length + 1))
    for byte in bytes[(offset + 1)..<(offset + length)] {
      value = value << 6 | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }

  func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }
}

extension FormulaParser where Builder == FormulaGraph {
  /// Parses `text`, appending its nodes to `graph`, and returns the root; on an error the
  /// graph keeps the nodes it had and no others.
  ///
  /// The graph is moved into the parser and back rather than copied: while a copy holds
  /// its arrays, the first node appended would copy each of them whole.
  /// With `definitions`, the names they define are expanded where the text uses them; with
  /// `start`, parsing begins at that byte (a definition's body).
  static func parse(
    _ text: String, from start: Int = 0, appendingTo graph: inout FormulaGraph,
    definitions: DefinitionTable = DefinitionTable()
  ) throws(ParseError) -> Int {
    let count = graph.count
    var parser = FormulaParser(building: graph)
    parser.definitions = definitions
    graph = FormulaGraph()
    do {
      let root = try parser.parse(text, from: start)
      graph = parser.takeBuilder()
      return root
    } catch {
      graph = parser.takeBuilder()
      graph.truncate(to: count)
      throw error
    }
  }
}
