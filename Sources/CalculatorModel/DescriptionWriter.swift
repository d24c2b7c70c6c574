/// Writes formula graphs as text with as few parentheses as correctness allows.
///
/// It walks the graph with an explicit stack and stops at ``maximumLength``
/// characters, so a million-deep formula does not overflow the call stack and a
/// formula whose shared nodes make the written-out text exponentially long costs
/// time proportional to what is shown — plus the path down to the first
/// character shown, which a left-deep chain (`1 + 1 + … + 1`) makes as long as the
/// chain, and which is at most the number of distinct nodes.
struct DescriptionWriter {
  /// How tightly a written node holds together, loosest first.
  enum Binding: Int, Comparable {
    case additive = 1
    case multiplicative
    case prefix
    case power
    case postfix
    case atom

    static func < (lhs: Binding, rhs: Binding) -> Bool { lhs.rawValue < rhs.rawValue }

    init(_ op: BinaryOperator) {
      switch op {
      case .add, .subtract: self = .additive
      case .multiply, .divide: self = .multiplicative
      case .power: self = .power
      }
    }
  }

  private enum Piece {
    case node(Int)
    case text(String)
  }

  /// The minus sign descriptions use (U+2212).
  static let minus = "−"
  /// The most characters a description shows; a longer one ends with `…` after them.
  static let maximumLength = 10_000

  let graph: FormulaGraph

  /// The description of the formula rooted at `root`, and whether it is whole.
  /// - Complexity: O(min(length of the description, ``maximumLength``) + depth).
  func describe(_ root: Int) -> (text: String, isComplete: Bool) {
    describe([root])
  }

  /// The descriptions of several formulas separated by `, ` (an RPN stack), cut
  /// at ``maximumLength`` characters in all.
  /// - Complexity: O(min(length of the description, ``maximumLength``) + depth).
  func describe(_ roots: some Sequence<Int>) -> (text: String, isComplete: Bool) {
    var output = Output()
    for root in roots {
      if !output.text.isEmpty {
        output.append(", ")
      }
      guard write([.node(root)], to: &output) else { break }
    }
    return output.finished
  }

  /// What an algebraic calculation shows while it is being entered, innermost last.
  enum Current {
    /// A binary operation waiting for its second operand, and that operand once one has
    /// been entered: `7 +`, `7 + √(9)`.
    case pending(BinaryOperator, left: Int, right: Int?)
    /// A finished value, or nothing yet.
    case value(Int?)
  }

  /// The description of an algebraic calculation being entered: the operations waiting
  /// outside each open parenthesis (`7 × (`), then the current one (`2 +`), written
  /// `7 × (2 +`.
  /// - Complexity: O(what is shown, at most ``maximumLength``) + depth.
  func describe(outside: [(op: BinaryOperator, left: Int)?], _ current: Current) -> (
    text: String, isComplete: Bool
  ) {
    var pieces: [Piece] = []
    for level in outside {
      if let (op, left) = level {
        pieces += wrapped(left, if: needsParentheses(left: left, of: op))
        pieces.append(.text(" \(op.symbol) "))
      }
      pieces.append(.text("("))
    }
    switch current {
    case .pending(let op, let left, let right):
      pieces += wrapped(left, if: needsParentheses(left: left, of: op))
      if let right {
        pieces.append(.text(" \(op.symbol) "))
        pieces += wrapped(right, if: needsParentheses(right: right, of: op))
      } else {
        pieces.append(.text(" \(op.symbol)"))
      }
    case .value(let index?):
      pieces.append(.node(index))
    case .value(nil):
      break
    }
    var output = Output()
    write(pieces, to: &output)
    return output.finished
  }

  /// Text written so far, cut at ``maximumLength`` characters.
  private struct Output {
    var text = ""
    var length = 0
    var isFull = false

    /// Appends what fits of `piece`; returns `false` once the text is full.
    @discardableResult
    mutating func append(_ piece: String) -> Bool {
      guard !isFull else { return false }
      let count = piece.unicodeScalars.count
      if length + count <= DescriptionWriter.maximumLength {
        text += piece
        length += count
        return true
      }
      text.unicodeScalars.append(
        contentsOf: piece.unicodeScalars.prefix(DescriptionWriter.maximumLength - length))
      length = DescriptionWriter.maximumLength
      isFull = true
      return false
    }

    var finished: (text: String, isComplete: Bool) {
      isFull ? (text + "…", false) : (text, true)
    }
  }

  /// Writes `start` and everything under it; returns `false` once the output is full.
  @discardableResult
  private func write(_ start: [Piece], to output: inout Output) -> Bool {
    var stack = Array(start.reversed())
    while let piece = stack.popLast() {
      switch piece {
      case .text(let text):
        guard output.append(text) else { return false }
      case .node(let index):
        stack += expand(index).reversed()
      }
    }
    return true
  }

  /// The pieces one node writes as: text and its operands.
  private func expand(_ index: Int) -> [Piece] {
    switch graph.nodes[index] {
    case .number(let literal):
      return [.text(literal.isNegative ? Self.minus + literal.text.dropFirst() : literal.text)]
    case .constant(let symbol, _):
      return [.text(symbol)]
    case .variable(let name):
      return [.text(name)]
    case .missing:
      return [.text("?")]
    case .defined(let written, _):
      guard !written.arguments.isEmpty else { return [.text(written.name)] }
      var pieces: [Piece] = [.text(written.name + "(")]
      for (position, argument) in written.arguments.enumerated() {
        pieces += position == 0 ? [.node(argument)] : [.text(", "), .node(argument)]
      }
      return pieces + [.text(")")]
    case .unary(let function, let operand):
      switch function.notation {
      case .function(let name):
        return [.text(name + "("), .node(operand), .text(")")]
      case .postfix(let suffix):
        // `(2²)²`, never `2²²`, which reads as 2 to the 22nd.
        return wrapped(operand, if: binding(of: operand) <= .postfix) + [.text(suffix)]
      case .prefixMinus:
        return [.text(Self.minus)] + wrapped(operand, if: binding(of: operand) < .power)
      case .power(let base):
        return [.text(base + " ^ ")]
          + wrapped(operand, if: needsParentheses(right: operand, of: .power))
      }
    case .binary(let op, let left, let right):
      return wrapped(left, if: needsParentheses(left: left, of: op))
        + [.text(" \(op.symbol) ")]
        + wrapped(right, if: needsParentheses(right: right, of: op))
    }
  }

  private func wrapped(_ index: Int, if parenthesized: Bool) -> [Piece] {
    parenthesized ? [.text("("), .node(index), .text(")")] : [.node(index)]
  }

  private func needsParentheses(left: Int, of op: BinaryOperator) -> Bool {
    Self.needsParentheses(left: binding(of: left), of: op)
  }

  private static func needsParentheses(left child: Binding, of op: BinaryOperator) -> Bool {
    let parent = Binding(op)
    return child < parent || (op == .power && child == .power)
  }

  private func needsParentheses(right: Int, of op: BinaryOperator) -> Bool {
    let child = binding(of: right)
    let parent = Binding(op)
    return child == .prefix || child < parent
      || (child == parent && !op.isAssociative && op != .power)
      || graph.startsWithSign[right] || (op == .add && graph.hasPercentTerm[right])
  }

  /// Whether the unparenthesised text of `node` starts with a minus sign, given the
  /// same for its operands (`startsWithSign`): O(1), so that the graph can keep it
  /// for every node as it grows.
  static func startsWithSign(
    _ node: FormulaNode, in graph: FormulaGraph
  ) -> Bool {
    switch node {
    case .number(let literal): literal.isNegative
    case .unary(let function, _):
      switch function.notation {
      case .prefixMinus: true
      case .function, .postfix, .power: false
      }
    case .binary(let op, let left, _):
      !needsParentheses(left: binding(of: graph.nodes[left]), of: op)
        && graph.startsWithSign[left]
    case .constant, .variable, .missing, .defined: false
    }
  }

  /// Whether the unparenthesised text of `node` is a sum or difference with a percent among
  /// its terms (`a + b%`, `b% − a`), given the same for its operands (`hasPercentTerm`): O(1),
  /// like ``startsWithSign(_:in:)``.
  ///
  /// Such a right operand of `+` keeps its parentheses, since without them a percent would
  /// be the share of another sum (`a + (b + c%)` is not `a + b + c%`) or become one
  /// (`44% + (60% + z)` is not `44% + 60% + z`); of a sum without one, `+` is associative.
  static func hasPercentTerm(_ node: FormulaNode, in graph: FormulaGraph) -> Bool {
    guard case .binary(let op, let left, let right) = node, Binding(op) == .additive else {
      return false
    }
    // An additive left operand is written without parentheses, its terms among these; an
    // additive right one only when it has no percent term.
    return graph.nodes[left].isPercent || graph.hasPercentTerm[left]
      || graph.nodes[right].isPercent
  }

  /// How tightly node `index` holds together when written.
  func binding(of index: Int) -> Binding {
    Self.binding(of: graph.nodes[index])
  }

  private static func binding(of node: FormulaNode) -> Binding {
    switch node {
    case .number(let literal): literal.isNegative ? .prefix : .atom
    case .constant, .variable, .missing, .defined: .atom
    case .unary(let function, _):
      switch function.notation {
      case .function: .atom
      case .postfix: .postfix
      case .prefixMinus: .prefix
      case .power: .power
      }
    case .binary(let op, _, _): Binding(op)
    }
  }
}
