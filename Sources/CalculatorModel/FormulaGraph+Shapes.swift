extension FormulaGraph {
  /// The most node pairs ``isSameFormula(_:_:)`` compares before it gives up (and
  /// answers no): a bound on a key's work.
  static let maximumComparedPairs = 64

  /// A hash of the formula node `node` writes (its operation and its operands' shapes,
  /// `shapes`), equal for formulas that are the same though built apart: `tanh(e) −
  /// tanh(e)` typed has two tanh nodes of one shape.
  static func shape(of node: FormulaNode, operandShapes shapes: [UInt64]) -> UInt64 {
    switch node {
    case .number(let literal): mix(1, UInt64(truncatingIfNeeded: literal.value.bitPattern))
    case .constant(let symbol, _): mix(2, hash(symbol))
    case .variable(let name): mix(3, hash(name))
    case .missing: 4
    case .defined(_, let value): shapes[value]
    case .unary(let function, let operand): mix(mix(5, hash(function.rawValue)), shapes[operand])
    case .binary(let op, let left, let right):
      mix(mix(mix(6, hash(op.rawValue)), shapes[left]), shapes[right])
    }
  }

  /// Whether nodes `a` and `b` are the same formula.
  ///
  /// The same node, or nodes of the same shape whose operations and numbers match all the
  /// way down (compared up to ``maximumComparedPairs`` pairs; beyond, no). Their values
  /// are then equal in any context, so x − x is exactly 0 and x ÷ x exactly 1 even when x
  /// was built twice.
  func isSameFormula(_ a: Int, _ b: Int) -> Bool {
    guard a != b else { return true }
    guard shapes[a] == shapes[b] else { return false }
    var pending = [(a, b)]
    var compared = 0
    while let (x, y) = pending.popLast() {
      guard x != y else { continue }
      compared += 1
      guard compared <= Self.maximumComparedPairs, shapes[x] == shapes[y] else { return false }
      switch (nodes[x], nodes[y]) {
      case (.number(let p), .number(let q)):
        guard p.exact == q.exact, p.exact != nil || p.value == q.value else { return false }
      case (.constant(let s, _), .constant(let t, _)):
        guard s == t else { return false }
      case (.variable(let m), .variable(let n)):
        guard m == n else { return false }
      case (.unary(let f, let p), .unary(let g, let q)):
        guard f == g else { return false }
        pending.append((p, q))
      case (.binary(let op, let l, let r), .binary(let other, let m, let s)):
        guard op == other else { return false }
        pending.append((l, m))
        pending.append((r, s))
      case (.defined(_, let value), _):
        compared -= 1
        pending.append((value, y))
      case (_, .defined(_, let value)):
        compared -= 1
        pending.append((x, value))
      default:
        return false
      }
    }
    return true
  }

  /// SplitMix64's finaliser of `a` combined with `b`.
  private static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var z = (a ^ (b &+ 0x9E37_79B9_7F4A_7C15 &+ (a << 6) &+ (a >> 2))) &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// FNV-1a of the text's UTF-8 bytes.
  private static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
    }
    return hash
  }
}
