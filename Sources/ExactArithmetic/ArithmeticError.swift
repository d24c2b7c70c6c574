/// Why the exact engine has no value for an operation: what its arithmetic proves undefined,
/// or what it refuses to compute within its bounds.
///
/// The calculator's model maps each case to the message a user reads.
public enum ArithmeticError: Error, Equatable, Hashable, Sendable {
  /// A division (or a reciprocal, or zero to a negative power) by zero.
  case divisionByZero
  /// √ of a negative number.
  case squareRootOfNegative
  /// The logarithm of zero or of a negative number.
  case logarithmOfNonPositive
  /// A function applied outside its domain (asin 2, tan of a right angle, (−8) ^ 0.5, the
  /// factorial of a non-integer).
  case argumentOutOfDomain
  /// The factorial of a negative integer.
  case factorialOfNegative
  /// A result beyond the engine's magnitude bound (``Rational/maximumBitWidth`` for an exact
  /// rational, the constructive reals' bound for an approximation).
  case resultTooLarge
  /// The work bound ``WorkMeter/withBudget(_:_:)`` set is spent: the value exists, but
  /// no digit of it is proven.
  case tooMuchWork
  /// An operand that must not be zero (a divisor, a logarithm's argument) that no
  /// approximation within the engine's search bound tells from zero.
  case indistinguishableFromZero
}
