import Testing

@testable import ExactArithmetic

/// The constructive reals: correctly rounded digits of π, e, √2, exp and ln
/// against mpmath's (RealReferenceDigits.swift, made by scripts/make-real-references.py).
@Suite struct ConstructiveRealTests {
  static func digits(_ value: ConstructiveReal, _ count: Int) throws -> String? {
    try value.rounded(toSignificantDigits: count)?.text
  }

  static func rational(_ text: String) throws -> ConstructiveReal {
    .rational(try #require(try Rational(decimal: text)))
  }

  @Test func thousandDigitsOfPiEAndTheSquareRootOfTwo() throws {
    #expect(try Self.digits(.pi, 1000) == RealReferenceDigits.pi1000)
    #expect(try Self.digits(.e, 1000) == RealReferenceDigits.e1000)
    #expect(
      try Self.digits(.squareRoot(.rational(Rational(2))), 1000)
        == RealReferenceDigits.squareRootOfTwo1000)
    #expect(
      try Self.digits(.logarithm(.rational(Rational(2))), 1000)
        == RealReferenceDigits.logarithmOfTwo1000)
  }

  @Test func fifteenDigitsAsTheDisplayShowsThem() throws {
    #expect(try Self.digits(.pi, 15) == "3.14159265358979")
    #expect(try Self.digits(.product(.rational(Rational(4)), .pi), 15) == "12.5663706143592")
    #expect(
      try Self.digits(.exponential(Self.rational("-10000")), 15)
        == RealReferenceDigits.exponentialOfMinus10000)
    #expect(
      try Self.digits(.exponential(Self.rational("100")), 40)
        == RealReferenceDigits.exponentialOf100)
    #expect(
      try Self.digits(.logarithm(Self.rational("10")), 40)
        == RealReferenceDigits.logarithmOf10)
    #expect(
      try Self.digits(.logarithm(Self.rational("1e-400")), 40)
        == RealReferenceDigits.logarithmOfOneE400)
    let piSquared = ConstructiveReal.square(.pi)
    #expect(
      try Self.digits(.product(piSquared, .reciprocal(Self.rational("6"))), 40)
        == RealReferenceDigits.piSquaredOverSix)
    let eToThePi = ConstructiveReal.exponential(.pi)
    #expect(
      try Self.digits(.sum(eToThePi, .negation(.pi)), 40)
        == RealReferenceDigits.eToThePiMinusPi)
    #expect(try ConstructiveReal.pi.doubleValue() == Double.pi)
    #expect(try ConstructiveReal.e.doubleValue() == 2.718281828459045)
  }

  @Test func logarithmOfARealAndExponentialUndoEachOther() throws {
    // ln(e^(1/3)) computed through the real path of the logarithm.
    let third = ConstructiveReal.rational(try Rational(1) / Rational(3))
    #expect(
      try Self.digits(.logarithm(.exponential(third)), 50) == "0."
        + String(repeating: "3", count: 50))
    #expect(try Self.digits(.exponential(.logarithm(Self.rational("5"))), 30) == "5")
  }

  @Test func zeroIsNeverClaimed() throws {
    // √2·√2 − 2 is zero, which approximations cannot prove: no digits, not "0".
    let root = ConstructiveReal.squareRoot(.rational(Rational(2)))
    let difference = ConstructiveReal.sum(.square(root), .rational(Rational(-2)))
    #expect(try difference.approximation(bits: 2_000).magnitude <= .one)
    #expect(try Self.digits(.exponential(Self.rational("-10000")), 3) == "1.14e-4343")
  }

  @Test func domainErrors() throws {
    #expect(throws: ArithmeticError.squareRootOfNegative) {
      try ConstructiveReal.squareRoot(.rational(Rational(-2))).approximation(bits: 10)
    }
    #expect(throws: ArithmeticError.logarithmOfNonPositive) {
      try ConstructiveReal.logarithm(.rational(.zero)).approximation(bits: 10)
    }
    #expect(throws: ArithmeticError.logarithmOfNonPositive) {
      try ConstructiveReal.logarithm(.negation(.pi)).approximation(bits: 10)
    }
    #expect(throws: ArithmeticError.divisionByZero) {
      try ConstructiveReal.reciprocal(.rational(.zero)).approximation(bits: 10)
    }
    #expect(throws: ArithmeticError.resultTooLarge) {
      try ConstructiveReal.exponential(Self.rational("1e7")).approximation(bits: 10)
    }
  }
}
