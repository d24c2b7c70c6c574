#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

  /// The function applied to `x`, with angles in `unit`.
  func apply(_ x: Double, angle unit: AngleUnit) -> Double {
    switch self {
    case .squareRoot: x.squareRoot()
    case .sine: unit == .degrees ? Self.sineOfDegrees(x) : sin(x)
    case .cosine: unit == .degrees ? Self.sineOfDegrees(x + 90) : cos(x)
    case .tangent: unit == .degrees ? Self.tangentOfDegrees(x) : tan(x)
    case .arcsine: Self.angle(asin(x), in: unit)
    case .arccosine: Self.angle(acos(x), in: unit)
    case .arctangent: Self.angle(atan(x), in: unit)
    case .hyperbolicSine: sinh(x)
    case .hyperbolicCosine: cosh(x)
    case .hyperbolicTangent: tanh(x)
    case .naturalLogarithm: log(x)
    case .commonLogarithm: log10(x)
    case .exponential: exp(x)
    case .powerOfTen: pow(10, x)
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

  /// The function applied exactly to a decimal, where that stays exact.
  func applyExactly(_ x: ExactDecimal) -> ExactDecimal? {
    switch self {
    case .negation: x.negated()
    case .absoluteValue: x.magnitude
    case .square: x * x
    case .cube: (x * x).flatMap { $0 * x }
    case .percent: x / ExactDecimal(significand: 100, exponent: 0)
    case .reciprocal: ExactDecimal(significand: 1, exponent: 0) / x
    default: nil
    }
  }

  /// The error applying the function to `x` with answer `result` reveals, if any.
  func error(_ x: Double, result: Double) -> CalculationError? {
    switch self {
    case .squareRoot where x < 0: .squareRootOfNegative
    case .naturalLogarithm where x <= 0, .commonLogarithm where x <= 0: .logarithmOfNonPositive
    case .reciprocal where x == 0: .divisionByZero
    case .factorial where x < 0 && x == x.rounded(): .factorialOfNegative
    default: CalculationError.fromResult(result, inputs: x)
    }
  }

  private static func angle(_ radians: Double, in unit: AngleUnit) -> Double {
    unit == .degrees ? radians * 180 / Double.pi : radians
  }

  /// sin of an angle in degrees, exact where the answer is 0, ±½ or ±1.
  private static func sineOfDegrees(_ degrees: Double) -> Double {
    var reduced = fmod(degrees, 360)
    if reduced < 0 {
      reduced += 360
    }
    switch reduced {
    case 0, 180: return 0
    case 90: return 1
    case 270: return -1
    case 30, 150: return 0.5
    case 210, 330: return -0.5
    default: return sin(reduced * Double.pi / 180)
    }
  }

  /// tan of an angle in degrees: exact 0 at multiples of 180°, NaN at odd multiples of 90°.
  private static func tangentOfDegrees(_ degrees: Double) -> Double {
    let reduced = fmod(degrees, 180)
    if reduced == 0 {
      return 0
    }
    if Swift.abs(reduced) == 90 {
      return .nan
    }
    return tan(reduced * Double.pi / 180)
  }

  /// n! for whole n (exact up to 22!, then correctly rounded products), Γ(x + 1) otherwise.
  private static func factorial(_ x: Double) -> Double {
    guard x >= 0, x == x.rounded(), x <= 171 else { return tgamma(x + 1) }
    var product = 1.0
    var factor = 2.0
    while factor <= x {
      product *= factor
      factor += 1
    }
    return product
  }
}
