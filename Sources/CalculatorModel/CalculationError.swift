/// Why an evaluation has no meaningful value, reported in place of `nan` or `inf`.
public enum CalculationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// A division (or `x⁻¹`, or `0 ^ −1`) by zero.
  case divisionByZero
  /// `√` of a negative number.
  case squareRootOfNegative
  /// `ln` or `log` of zero or a negative number.
  case logarithmOfNonPositive
  /// A function applied outside its domain (`sin⁻¹(2)`, `tan(90°)`, `(−8) ^ 0.5`).
  case argumentOutOfDomain
  /// `x!` of a negative integer.
  case factorialOfNegative
  /// A result beyond the number engine's magnitude bound (10^1,000,000), or finite inputs
  /// gave an infinite result.
  case resultTooLarge
  /// A nonzero result below the number engine's magnitude bound (10^−1,000,000).
  case resultTooSmall
  /// A display's digits need more work than its bound allows (a cancellation of huge
  /// values, a long chain of functions): the value exists, but no digit is proven.
  case tooMuchWork
  /// An operand that must not be zero (a divisor, a logarithm's argument, tan's cosine)
  /// that no approximation within the number engine's search bound tells from zero: its
  /// result has no digit that could be proven, nor is it proven undefined.
  case indistinguishableFromZero
  /// An operation had no operand to work on (RPN).
  case missingOperand
  /// A variable that has no value.
  case undefinedVariable(String)

  /// The message a user reads.
  public var description: String {
    switch self {
    case .divisionByZero: "Division by zero"
    case .squareRootOfNegative: "Square root of a negative number"
    case .logarithmOfNonPositive: "Logarithm of a non-positive number"
    case .argumentOutOfDomain: "Argument out of domain"
    case .factorialOfNegative: "Factorial of a negative number"
    case .resultTooLarge: "Result too large"
    case .resultTooSmall: "Result too small"
    case .tooMuchWork: "Too much work to compute"
    case .indistinguishableFromZero: "Cannot tell an operand from zero"
    case .missingOperand: "Missing operand"
    case .undefinedVariable(let name): "\(name) has no value"
    }
  }
}
