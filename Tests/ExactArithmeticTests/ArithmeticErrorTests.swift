import Testing

@testable import ExactArithmetic

/// The engine reports its own errors, which know nothing of the calculator's messages.
@Suite struct ArithmeticErrorTests {
  @Test func divisionByZeroThrowsTheEnginesError() {
    #expect(throws: ArithmeticError.divisionByZero) { try Rational(1) / .zero }
    #expect(throws: ArithmeticError.divisionByZero) { try Rational(.one, .zero) }
    #expect(throws: ArithmeticError.divisionByZero) { try ExactNumber(.one) / ExactNumber(.zero) }
  }

  @Test func domainErrorsThrowTheEnginesError() {
    #expect(throws: ArithmeticError.factorialOfNegative) {
      try Rational.factorial(BigInteger(-3))
    }
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational.factorial(BigInteger(5_000)) }
  }
}
