import ExactArithmetic
import Testing

@testable import CalculatorModel

/// x! of non-integers in formulas: the displays, the engine's digits (checked against
/// mpmath's in ExactArithmeticTests), and the user's error for a negative integer.
@Suite struct FactorialDisplayTests {
  @Test func errors() throws {
    #expect(throws: DigitsError.calculation(.factorialOfNegative)) {
      try Formula(parsing: "(-3)!").digits(20)
    }
    #expect(try Formula(parsing: "(-3)!").evaluation().error == .factorialOfNegative)
  }

  @Test func displaysAndDigits() throws {
    #expect(try Formula(parsing: "0.5!").evaluation().display == "0.886226925452758")
    #expect(try Formula(parsing: "(-0.5)!").evaluation().display == "1.77245385090552")
    #expect(try Formula(parsing: "100.5!").evaluation().display == "9.36756791960313e+158")
    #expect(try Formula(parsing: "(-2.5)!").evaluation().display == "2.36327180120735")
    let half = try ConstructiveReal.factorial(.rational(Rational(.one, BigInteger(2))))
    #expect(try Formula(parsing: "0.5!").digits(60) == half.rounded(toSignificantDigits: 60)?.text)
    let root = try ConstructiveReal.factorial(.squareRoot(.rational(Rational(2))))
    #expect(
      try Formula(parsing: "sqrt(2)!").digits(60) == root.rounded(toSignificantDigits: 60)?.text)
  }
}
