import ExactArithmetic
import MuslMath

/// An infix operation of two operands.
public enum BinaryOperator: String, CaseIterable, Sendable {
  /// Addition, `+`.
  case add = "+"
  /// Subtraction, `−`.
  case subtract = "−"
  /// Multiplication, `×`.
  case multiply = "×"
  /// Division, `÷`.
  case divide = "÷"
  /// Exponentiation, `^` (right-associative, binds tighter than × and ÷).
  case power = "^"

  /// The symbol in descriptions, with one space each side: `3 − 5`.
  public var symbol: String { rawValue }

  /// Binding strength: + − 1, × ÷ 2, ^ 4 (prefix minus sits at 3, between them).
  var precedence: Int {
    switch self {
    case .add, .subtract: 1
    case .multiply, .divide: 2
    case .power: 4
    }
  }

  /// Whether `a op (b op c)` equals `(a op b) op c`, so a right operand of the
  /// same precedence needs no parentheses.
  var isAssociative: Bool { self == .add || self == .multiply }

  /// `left op right` in floating point.
  func apply(_ left: Double, _ right: Double) -> Double {
    switch self {
    case .add: left + right
    case .subtract: left - right
    case .multiply: left * right
    case .divide: left / right
    case .power: Self.raise(left, to: right)
    }
  }

  /// `left op right` in floating point, a negative base to an exponent that is exactly a
  /// rational with an odd denominator taken as the real root ((−8)^(1/3) = −2).
  func apply(_ left: NodeValue, _ right: NodeValue) -> Double {
    guard self == .power, left.value < 0, let odd = right.exact?.rationalValue?.oddRootParity
    else { return apply(left.value, right.value) }
    return Self.realRoot(left.value, to: right.value, isOdd: odd)
  }

  /// `base ^ exponent` for an exponent p/q with q odd: |base|^exponent, negated for a
  /// negative base and an odd p (`isOdd`).
  static func realRoot(_ base: Double, to exponent: Double, isOdd: Bool) -> Double {
    let root = musl_pow(base.magnitude, exponent)
    return base < 0 && isOdd ? -root : root
  }

  /// `base ^ exponent`; a square and a cube are multiplications, as `x²` and `x³` are,
  /// other powers musl's `pow` (`MuslMath`), the same bits in every build.
  static func raise(_ base: Double, to exponent: Double) -> Double {
    switch exponent {
    case 2: base * base
    case 3: base * base * base
    default: musl_pow(base, exponent)
    }
  }

  /// `left op right` exactly, when the answer is a rational times a known factor.
  ///
  /// From exact operands, or where one operand decides it whatever the other is (0 × x = 0,
  /// x ^ 0 = 1) or both are the same node (x − x = 0, x ÷ x = 1). 0 ÷ x is left to the
  /// reals for an inexact x, whose `Double` does not prove it nonzero.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for a divisor (or 0 to a negative power)
  ///   that is exactly zero.
  func applyExactly(
    _ left: NodeValue, _ right: NodeValue, sameOperand: Bool
  ) throws(ArithmeticError) -> ExactNumber? {
    if let l = left.exact, let r = right.exact {
      return try applyExactly(l, r)
    }
    let zero = ExactNumber(.zero)
    let one = ExactNumber(.one)
    switch self {
    case .multiply where left.exact == zero || right.exact == zero: return zero
    case .divide where left.exact == zero && right.exact.map({ !$0.isZero }) == true:
      return zero
    case .divide where sameOperand && !left.isZero: return one
    case .subtract where sameOperand: return zero
    case .power where right.exact == zero || left.exact == one: return one
    default: return nil
    }
  }

  /// `left op right` for exact operands, when the answer is a rational times a factor.
  ///
  /// - Throws: ``ArithmeticError/divisionByZero`` for a divisor (or 0 to a negative power)
  ///   that is exactly zero.
  func applyExactly(
    _ left: ExactNumber, _ right: ExactNumber
  ) throws(ArithmeticError) -> ExactNumber? {
    switch self {
    case .add: left + right
    case .subtract: left + -right
    case .multiply: left * right
    case .divide: try left / right
    case .power: try left.raised(to: right)
    }
  }

  /// The error `left op right = result` reveals, if any: division by zero only when
  /// the divisor is exactly zero.
  func error(_ left: NodeValue, _ right: NodeValue, result: Double) -> CalculationError? {
    if self == .divide && right.isZero || self == .power && left.isZero && right.isNegative {
      return .divisionByZero
    }
    // A negative base to a power that is not whole (pow's NaN, also where an exact base
    // too small for a Double became −0), unless it is the real root of an odd denominator.
    let exponent = right.exact?.rationalValue
    let wholeExponent = exponent.map { $0.isInteger } ?? (right.value == right.value.rounded())
    if self == .power && left.isNegative && (result.isNaN || !wholeExponent),
      exponent?.oddRootParity == nil
    {
      return .argumentOutOfDomain
    }
    return CalculationError.fromResult(result, inputs: left.value, right.value)
  }
}

extension CalculationError {
  /// The generic error of a NaN or infinite result from finite inputs.
  static func fromResult(_ result: Double, inputs: Double...) -> CalculationError? {
    guard !result.isFinite, inputs.allSatisfy({ $0.isFinite }) else { return nil }
    return result.isNaN ? .argumentOutOfDomain : .resultTooLarge
  }
}
