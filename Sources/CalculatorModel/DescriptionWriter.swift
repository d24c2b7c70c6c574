/// Writes formula graphs as text with as few parentheses as correctness allows.
///
/// It walks the graph with an explicit stack, so a million-deep formula neither
/// overflows the call stack nor costs more than O(length of the text).
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

  let graph: FormulaGraph
  /// The most UTF-8 bytes a description has unless told otherwise: 16 MiB.
  static let defaultLimit = 1 << 24

  /// The most UTF-8 bytes to write; past it the text ends with `…`.
  var limit = defaultLimit

  /// The description of the formula rooted at `root`, and whether it fitted the limit.
  func describe(_ root: Int) -> (text: String, isComplete: Bool) {
    write([.node(root)])
  }

  /// The description of a pending binary operation: `7 +`, or `7 + √(9)` once a
  /// second operand has been entered.
  func describePending(_ op: BinaryOperator, left: Int, right: Int?) -> (
    text: String, isComplete: Bool
  ) {
    var pieces = wrapped(left, if: needsParentheses(left: left, of: op))
    if let right {
      pieces.append(.text(" \(op.symbol) "))
      pieces += wrapped(right, if: needsParentheses(right: right, of: op))
    } else {
      pieces.append(.text(" \(op.symbol)"))
    }
    return write(pieces)
  }

  private func write(_ start: [Piece]) -> (text: String, isComplete: Bool) {
    var output = ""
    var stack = Array(start.reversed())
    while let piece = stack.popLast() {
      switch piece {
      case .text(let text):
        output += text
      case .node(let index):
        stack += expand(index).reversed()
      }
      if output.utf8.count > limit {
        return (output + "…", false)
      }
    }
    return (output, true)
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
    case .unary(let function, let operand):
      switch function.notation {
      case .function(let name):
        return [.text(name + "("), .node(operand), .text(")")]
      case .postfix(let suffix):
        return wrapped(operand, if: binding(of: operand) < .postfix) + [.text(suffix)]
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
    let child = binding(of: left)
    let parent = Binding(op)
    return child < parent || (op == .power && child == .power)
  }

  private func needsParentheses(right: Int, of op: BinaryOperator) -> Bool {
    let child = binding(of: right)
    let parent = Binding(op)
    return child == .prefix || child < parent
      || (child == parent && !op.isAssociative && op != .power)
      || startsWithSign(right)
  }

  /// Whether the unparenthesised text of node `index` starts with a minus sign.
  private func startsWithSign(_ start: Int) -> Bool {
    var index = start
    while true {
      switch graph.nodes[index] {
      case .number(let literal): return literal.isNegative
      case .unary(let function, let operand):
        switch function.notation {
        case .prefixMinus: return true
        case .postfix where binding(of: operand) >= .postfix: index = operand
        default: return false
        }
      case .binary(let op, let left, _):
        if needsParentheses(left: left, of: op) { return false }
        index = left
      default: return false
      }
    }
  }

  /// How tightly node `index` holds together when written.
  func binding(of index: Int) -> Binding {
    switch graph.nodes[index] {
    case .number(let literal): literal.isNegative ? .prefix : .atom
    case .constant, .variable, .missing: .atom
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
