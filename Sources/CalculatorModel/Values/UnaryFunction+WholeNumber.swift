import ExactArithmetic

extension UnaryFunction {
  /// The rounding rule of floor, ceil and round (any other function rounds to the nearest,
  /// halves away from zero).
  var wholeNumberRule: FloatingPointRoundingRule {
    switch self {
    case .floor: .down
    case .ceiling: .up
    default: .toNearestOrAwayFromZero
    }
  }
}

extension Rational {
  /// x!, floor, ceil or round of a rational, exactly (round: halves away from zero).
  ///
  /// - Throws: ``ArithmeticError/factorialOfNegative``,
  ///   ``ArithmeticError/resultTooLarge`` (x! beyond the rational bound);
  ///   ``ArithmeticError/argumentOutOfDomain`` for x! of a non-integer (the caller's
  ///   to refuse first: Γ is not in the exact engine).
  func applyingWholeNumberFunction(
    _ function: UnaryFunction
  ) throws(ArithmeticError) -> Rational {
    guard function == .factorial else { return wholeNumber(function.wholeNumberRule) }
    guard isInteger else { throw .argumentOutOfDomain }
    return try Rational.factorial(numerator)
  }
}

extension ConstructiveReal {
  /// ⌊x⌋, ⌈x⌉ or x rounded to the nearest whole number (``wholeNumber(_:)``) for
  /// ``UnaryFunction/floor``, ``UnaryFunction/ceiling`` or ``UnaryFunction/round``.
  func wholeNumber(_ function: UnaryFunction) throws(ArithmeticError) -> Rational {
    try wholeNumber(function.wholeNumberRule)
  }
}
