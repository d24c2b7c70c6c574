extension CompiledFormula {
  /// A register (a row of the batch) or an immediate constant.
  enum Operand: Sendable {
    case register(Int)
    case constant(Double)
  }

  /// What one step computes from its operands `a` and `b`.
  enum Operation: Equatable, Sendable {
    /// `a op b`.
    case arithmetic(BinaryOperator)
    /// `a² · b`, the square a product as `x²` and `^2` compute it. With b = 1 it is the
    /// square alone, which a coefficient can then join: `2x²` is one step.
    case squareTimes
    /// `a³ · b`, likewise.
    case cubeTimes
  }

  enum Instruction: Sendable {
    case unary(UnaryFunction, Int, into: Int)
    case binary(Operation, Operand, Operand, into: Int)
    /// Two operations in one pass: `(a op b) tail e`, or `e tail (a op b)` when
    /// `tailOnLeft`, plus `offset` if there is one (`… − 7`); the intermediate values
    /// never go to a register.
    case fused(
      Operation, Int, Operand, tail: BinaryOperator, Operand, tailOnLeft: Bool, offset: Double?,
      into: Int)
    /// Two terms added to a value in one pass, plus `offset` if there is one: `3x² − x/2`
    /// (the value −0, which adding changes nothing), `… − 1.03x + x/1.04`.
    case terms(Operand, Term, Term, offset: Double?, into: Int)
    /// `a ^ exponent` for an exponent exactly p/q with q odd: the real root where a is
    /// negative, negated for an odd p (`isOdd`): `x^(1/3)` at −8 is −2.
    case realRoot(Int, exponent: Double, isOdd: Bool, into: Int)

    /// This pass with `c` added at its end, into `target`, if it has a place for it.
    func plus(_ c: Double, into target: Int) -> Instruction? {
      switch self {
      case .fused(let op, let a, let b, let tail, let e, let tailOnLeft, nil, _):
        .fused(op, a, b, tail: tail, e, tailOnLeft: tailOnLeft, offset: c, into: target)
      case .terms(let value, let first, let second, nil, _):
        .terms(value, first, second, offset: c, into: target)
      default: nil
      }
    }
  }

  /// A register's row times or divided by a constant, or its square or cube times one.
  ///
  /// Subtracting a term is adding its negation, the constant's sign flipped: `v − x·c`
  /// is `v + x·(−c)` exactly, as `−(x·c)` is `x·(−c)` in every rounding.
  struct Term: Sendable {
    enum Kind: Sendable {
      case product, quotient, squareTimes, cubeTimes
    }
    var kind: Kind
    var register: Int
    var constant: Double

    /// `register operation constant`, if that is a term.
    init?(_ operation: Operation, _ register: Int, _ constant: Double) {
      switch operation {
      case .arithmetic(.multiply): kind = .product
      case .arithmetic(.divide): kind = .quotient
      case .squareTimes: kind = .squareTimes
      case .cubeTimes: kind = .cubeTimes
      case .arithmetic: return nil
      }
      (self.register, self.constant) = (register, constant)
    }

    /// The term `instruction` computes, if it computes one.
    init?(_ instruction: Instruction) {
      guard
        case .binary(let operation, .register(let register), .constant(let constant), _) =
          instruction
      else { return nil }
      self.init(operation, register, constant)
    }

    /// The term `fused` adds to or subtracts from a value, signed, and that value.
    static func adding(_ fused: Instruction) -> (Operand, Term)? {
      guard
        case .fused(
          let op, let register, .constant(let c), let tail, let value, let onLeft, nil, _) =
          fused,
        let term = Term(op, register, c)
      else { return nil }
      switch (tail, onLeft) {
      case (.add, _): return (value, term)
      case (.subtract, true): return (value, term.with(.minus))
      default: return nil
      }
    }

    /// The term with `sign`.
    func with(_ sign: FloatingPointSign) -> Term {
      var term = self
      if sign == .minus { term.constant.negate() }
      return term
    }
  }
}
