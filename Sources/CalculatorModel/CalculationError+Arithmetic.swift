import ExactArithmetic

extension CalculationError {
  /// The message a user reads for what the exact engine threw: the one place its errors
  /// become the model's.
  init(_ error: ArithmeticError) {
    switch error {
    case .divisionByZero: self = .divisionByZero
    case .squareRootOfNegative: self = .squareRootOfNegative
    case .logarithmOfNonPositive: self = .logarithmOfNonPositive
    case .argumentOutOfDomain: self = .argumentOutOfDomain
    case .factorialOfNegative: self = .factorialOfNegative
    case .resultTooLarge: self = .resultTooLarge
    case .tooMuchWork: self = .tooMuchWork
    case .indistinguishableFromZero: self = .indistinguishableFromZero
    }
  }

  /// `body`'s value, what the exact engine throws in it reported as the user's error.
  static func mapping<Value>(
    _ body: () throws(ArithmeticError) -> Value
  ) throws(CalculationError) -> Value {
    do {
      return try body()
    } catch {
      throw CalculationError(error)
    }
  }
}
