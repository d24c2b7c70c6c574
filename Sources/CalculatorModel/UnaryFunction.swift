import MuslMath

/// An operation of one operand.
public enum UnaryFunction: String, CaseIterable, Sendable {
  /// `√(x)`.
  case squareRoot = "√"
  /// `sin(x)`.
  case sine = "sin"
  /// `cos(x)`.
  case cosine = "cos"
  /// `tan(x)`.
  case tangent = "tan"
  /// `sin⁻¹(x)`.
  case arcsine = "sin⁻¹"
  /// `cos⁻¹(x)`.
  case arccosine = "cos⁻¹"
  /// `tan⁻¹(x)`.
  case arctangent = "tan⁻¹"
  /// `sinh(x)`.
  case hyperbolicSine = "sinh"
  /// `cosh(x)`.
  case hyperbolicCosine = "cosh"
  /// `tanh(x)`.
  case hyperbolicTangent = "tanh"
  /// `ln(x)`, the natural logarithm.
  case naturalLogarithm = "ln"
  /// `log(x)`, the base-10 logarithm.
  case commonLogarithm = "log"
  /// `eˣ`, shown as `e ^ x`.
  case exponential = "eˣ"
  /// `10ˣ`, shown as `10 ^ x`.
  case powerOfTen = "10ˣ"
  /// `x²`.
  case square = "x²"
  /// `x³`.
  case cube = "x³"
  /// `x⁻¹`, the reciprocal.
  case reciprocal = "x⁻¹"
  /// `±`, the change of sign, shown as a prefix `−`.
  case negation = "±"
  /// `x!`, Γ(x + 1) for non-integers.
  case factorial = "x!"
  /// `x%`, x ÷ 100.
  case percent = "%"
  /// `abs(x)`.
  case absoluteValue = "abs"
  /// `floor(x)`.
  case floor = "floor"
  /// `ceil(x)`.
  case ceiling = "ceil"
  /// `round(x)`, halves away from zero.
  case round = "round"

  /// How a description writes the operation applied to its operand.
  enum Notation: Equatable {
    /// `name(x)`.
    case function(String)
    /// `x` followed by the suffix, parentheses only around a non-atom.
    case postfix(String)
    /// `−x`.
    case prefixMinus
    /// `base ^ x`.
    case power(base: String)
  }

  /// The key symbol, the name in the operations table.
  public var symbol: String { rawValue }

  var notation: Notation {
    switch self {
    case .square: .postfix("²")
    case .cube: .postfix("³")
    case .reciprocal: .postfix("⁻¹")
    case .factorial: .postfix("!")
    case .percent: .postfix("%")
    case .negation: .prefixMinus
    case .exponential: .power(base: "e")
    case .powerOfTen: .power(base: "10")
    default: .function(rawValue)
    }
  }

  /// Whether the function's value depends on the angle unit.
  var usesAngle: Bool {
    switch self {
    case .sine, .cosine, .tangent, .arcsine, .arccosine, .arctangent: true
    default: false
    }
  }

  /// The function applied to `x`, with angles in `unit`: the elementary functions are
  /// musl's (`MuslMath`), the same bits in every build, not the C library's.
  func apply(_ x: Double, angle unit: AngleUnit) -> Double {
    switch self {
    case .squareRoot: x.squareRoot()
    case .sine: unit == .degrees ? Degrees(x).sine : musl_sin(x)
    case .cosine: unit == .degrees ? Degrees(x).cosine : musl_cos(x)
    case .tangent: unit == .degrees ? Degrees(x).tangent : musl_tan(x)
    case .arcsine: Self.angle(musl_asin(x), in: unit)
    case .arccosine: Self.angle(musl_acos(x), in: unit)
    case .arctangent: Self.angle(musl_atan(x), in: unit)
    case .hyperbolicSine: musl_sinh(x)
    case .hyperbolicCosine: musl_cosh(x)
    case .hyperbolicTangent: musl_tanh(x)
    case .naturalLogarithm: musl_log(x)
    case .commonLogarithm: musl_log10(x)
    case .exponential: musl_exp(x)
    case .powerOfTen: musl_pow(10, x)
    case .square: x * x
    case .cube: x * x * x
    case .reciprocal: 1 / x
    case .negation: -x
    case .factorial: Self.factorial(x)
    case .percent: x / 100
    case .absoluteValue: Swift.abs(x)
    case .floor: x.rounded(.down)
    case .ceiling: x.rounded(.up)
    case .round: x.rounded(.toNearestOrAwayFromZero)
    }
  }

  /// The error applying the function to `x` with answer `result` reveals, if any;
  /// zero and signs are judged exactly where `x` is an exact decimal.
  func error(_ x: NodeValue, result: Double) -> CalculationError? {
    switch self {
    case .squareRoot where x.isNegative: .squareRootOfNegative
    case .naturalLogarithm where x.isNegative || x.isZero,
      .commonLogarithm where x.isNegative || x.isZero:
      .logarithmOfNonPositive
    case .reciprocal where x.isZero: .divisionByZero
    case .factorial where x.value < 0 && x.value == x.value.rounded(): .factorialOfNegative
    default: CalculationError.fromResult(result, inputs: x.value)
    }
  }

  private static func angle(_ radians: Double, in unit: AngleUnit) -> Double {
    unit == .degrees ? radians * 180 / Double.pi : radians
  }

  /// n! for whole n up to 170, correctly rounded; Γ(x + 1) otherwise, from ``Gamma``
  /// (not the C library's `tgamma`, whose last digits differ between libraries).
  private static func factorial(_ x: Double) -> Double {
    guard x >= 0, x == x.rounded(), x <= 170 else { return Gamma.factorial(x) }
    // The product in double-double (a head and the rounding error it leaves, each
    // factor multiplied exactly with a fused multiply-add) carries about 100 bits,
    // so rounding it once to a Double gives the correctly rounded n!.
    var head = 1.0
    var tail = 0.0
    var factor = 2.0
    while factor <= x {
      let product = head * factor
      let productError = (-product).addingProduct(head, factor)  // exact: one rounding
      let scaledTail = tail * factor + productError
      let sum = product + scaledTail
      tail = scaledTail - (sum - product)
      head = sum
      factor += 1
    }
    return head
  }

}
