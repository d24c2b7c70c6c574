import ExactArithmetic
import Testing

@testable import CalculatorModel

/// What the exact engine throws reaches the user as the model's message, word for word.
@Suite struct ArithmeticErrorMappingTests {
  static let messages: [(ArithmeticError, CalculationError, String)] = [
    (.divisionByZero, .divisionByZero, "Division by zero"),
    (.squareRootOfNegative, .squareRootOfNegative, "Square root of a negative number"),
    (.logarithmOfNonPositive, .logarithmOfNonPositive, "Logarithm of a non-positive number"),
    (.argumentOutOfDomain, .argumentOutOfDomain, "Argument out of domain"),
    (.factorialOfNegative, .factorialOfNegative, "Factorial of a negative number"),
    (.resultTooLarge, .resultTooLarge, "Result too large"),
    (.tooMuchWork, .tooMuchWork, "Too much work to compute"),
    (.indistinguishableFromZero, .indistinguishableFromZero, "Cannot tell an operand from zero"),
  ]

  @Test func everyEngineErrorHasTheUsersMessage() {
    for (engine, model, message) in Self.messages {
      #expect(CalculationError(engine) == model)
      #expect(CalculationError(engine).description == message)
    }
  }

  @Test func aRationalDividedByZeroReadsDivisionByZero() throws {
    #expect(throws: CalculationError.divisionByZero) {
      try CalculationError.mapping { () throws(ArithmeticError) in try Rational(1) / .zero }
    }
    #expect(try Formula(parsing: "1 ÷ 0").evaluation().error?.description == "Division by zero")
  }
}
