import TestSupport
import Testing

@testable import ExactArithmetic

/// sin, cos, tan, their inverses, sinh, cosh, tanh, log₁₀, 10ˣ and real powers of the
/// constructive reals against mpmath's digits (RealReferenceDigits.swift, made by
/// scripts/make-real-references.py), their domain errors, and identities on seeded random
/// arguments.
@Suite struct ConstructiveRealFunctionTests {
  static func digits(_ value: ConstructiveReal, _ count: Int = 40) throws -> String? {
    try value.rounded(toSignificantDigits: count)?.text
  }

  static func rational(_ text: String) throws -> ConstructiveReal {
    .rational(try #require(try Rational(decimal: text)))
  }

  /// 1 (a new node each time: nodes are not `Sendable`).
  static var one: ConstructiveReal { .rational(.one) }

  @Test func sineCosineAndTangent() throws {
    #expect(try Self.digits(.sine(Self.one), 1000) == RealReferenceDigits.sineOfOne1000)
    #expect(try Self.digits(.sine(Self.one)) == RealReferenceDigits.sineOfOne)
    #expect(try Self.digits(.cosine(Self.one)) == RealReferenceDigits.cosineOfOne)
    #expect(try Self.digits(.tangent(Self.one)) == RealReferenceDigits.tangentOfOne)
    // 10^10 is 6,366,197,723.7 quarter turns: the reduction needs π to 45 bits and more.
    #expect(
      try Self.digits(.sine(Self.rational("1e10"))) == RealReferenceDigits.sineOfTenToTheTen)
    #expect(
      try Self.digits(.sine(Self.rational("1e-30"))) == RealReferenceDigits.sineOfOneEMinus30)
    // Negative arguments and every quadrant: sin(−10^10) = −sin(10^10).
    #expect(
      try Self.digits(.sine(Self.rational("-1e10")))
        == String(RealReferenceDigits.sineOfTenToTheTen.dropFirst()))
  }

  @Test func realArgumentsAreReducedAsReals() throws {
    let sixth = ConstructiveReal.product(.rational(try Rational(.one, BigInteger(6))), .pi)
    #expect(try Self.digits(.sine(sixth), 30) == "0.5")
    #expect(try Self.digits(.cosine(.pi), 30) == "-1")
    // 1,000,001 π/6 is 166,666 turns and π/6 more: sin is 1/2.
    let many = ConstructiveReal.product(.rational(Rational(1_000_001)), sixth)
    #expect(try Self.digits(.sine(many), 30) == "0.5")
    // sin π is 0, which approximations cannot prove: no digits, never a wrong "0".
    #expect(try Self.digits(.sine(.pi), 10) == nil)
  }

  @Test func inverseFunctions() throws {
    #expect(try Self.digits(.arctangent(Self.one)) == RealReferenceDigits.arctangentOfOne)
    #expect(
      try Self.digits(.product(.rational(Rational(4)), .arctangent(Self.one)), 1000)
        == RealReferenceDigits.pi1000)
    #expect(
      try Self.digits(.arctangent(Self.rational("1e6")))
        == RealReferenceDigits.arctangentOfOneE6)
    let third = ConstructiveReal.rational(try Rational(.one, BigInteger(3)))
    #expect(try Self.digits(.arcsine(third)) == RealReferenceDigits.arcsineOfOneThird)
    #expect(
      try Self.digits(.arccosine(Self.rational("-0.5")))
        == RealReferenceDigits.arccosineOfMinusOneHalf)
    // atan √3 = π/3 through the real path (a rational part and a small real), atan(−2) by
    // −(π/2 − atan(1/2)).
    let root = ConstructiveReal.squareRoot(.rational(Rational(3)))
    let piOverThree = ConstructiveReal.product(
      .rational(try Rational(.one, BigInteger(3))), .pi)
    #expect(try Self.digits(.arctangent(root), 50) == Self.digits(piOverThree, 50))
    #expect(try Self.digits(.arctangent(Self.rational("-2")), 20) == "-1.107148717794090503")
    #expect(try Self.digits(.arcsine(Self.rational("-1")), 20) == "-1.5707963267948966192")
    #expect(try Self.digits(.arccosine(Self.rational("-1")), 20) == "3.1415926535897932385")
    // Nested arctangents of reals need no square roots, whose operands need twice the bits:
    // five deep stay cheap (mpmath: atan(atan(atan(atan(atan 2))))).
    var nested = ConstructiveReal.rational(Rational(2))
    for _ in 0..<5 {
      nested = try .arctangent(nested)
    }
    #expect(try Self.digits(nested, 50) == "0.54651922592414423058599367320005200181467436274633")
    // asin(sin 0.5) = 0.5 with a real argument.
    let half = try Self.rational("0.5")
    #expect(try Self.digits(.arcsine(.sine(half)), 30) == "0.5")
  }

  @Test func hyperbolicFunctions() throws {
    #expect(try Self.digits(.hyperbolicSine(Self.one)) == RealReferenceDigits.hyperbolicSineOfOne)
    #expect(
      try Self.digits(.hyperbolicCosine(Self.rational("-20")))
        == RealReferenceDigits.hyperbolicCosineOfMinus20)
    #expect(
      try Self.digits(.hyperbolicTangent(Self.rational("0.5")))
        == RealReferenceDigits.hyperbolicTangentOfOneHalf)
    #expect(
      try Self.digits(.hyperbolicTangent(Self.rational("1000")))
        == RealReferenceDigits.hyperbolicTangentOf1000)
    // Far beyond what e^(2x) allows (|x| ≥ 2^20 throws there).
    #expect(try Self.digits(.hyperbolicTangent(Self.rational("-1e9")), 20) == "-1")
    // tanh(ln 3) = (9 − 1)/(9 + 1), a real argument.
    let logOfThree = ConstructiveReal.logarithm(.rational(Rational(3)))
    #expect(try Self.digits(.hyperbolicTangent(logOfThree), 30) == "0.8")
  }

  @Test func logarithmsAndPowers() throws {
    #expect(
      try Self.digits(.commonLogarithm(.rational(Rational(2))))
        == RealReferenceDigits.commonLogarithmOfTwo)
    #expect(try Self.digits(.commonLogarithm(Self.rational("1e-400")), 10) == "-400")
    #expect(
      try Self.digits(.powerOfTen(Self.rational("0.5"))) == RealReferenceDigits.tenToTheOneHalf)
    let thousandth = try #require(try Rational(decimal: "0.001"))
    #expect(try ConstructiveReal.powerOfTen(Self.rational("-3")).rationalValue == thousandth)
    let powers: [(String, String, String)] = [
      ("2", "0.5", RealReferenceDigits.twoToTheOneHalf),
      ("1.5", "-2.5", RealReferenceDigits.oneAndAHalfToTheMinus2Point5),
      ("1e-300", "0.01", RealReferenceDigits.oneEMinus300ToTheOneHundredth),
      ("0", "0.5", "0"),
    ]
    for (base, exponent, expected) in powers {
      let power = try #require(
        try ConstructiveReal.power(Self.rational(base), Self.rational(exponent)))
      if let exact = power.rationalValue {
        #expect(exact.rounded(toSignificantDigits: 40)?.text ?? "0" == expected)
      } else {
        #expect(try Self.digits(power) == expected, "\(base)^\(exponent)")
      }
    }
  }

  @Test func domainErrors() throws {
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.arcsine(Self.rational("1.5")).approximation(bits: 10)
    }
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.arccosine(Self.rational("-2")).approximation(bits: 10)
    }
    // A real argument proven above 1: √2.
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.arcsine(.squareRoot(.rational(Rational(2)))).approximation(bits: 10)
    }
    // The argument's own error is reported as it is.
    #expect(throws: ArithmeticError.squareRootOfNegative) {
      try ConstructiveReal.arcsine(.squareRoot(.rational(Rational(-2)))).approximation(bits: 10)
    }
    // A negative base to an even denominator is out of domain; to an odd one it is the
    // real root.
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.power(Self.rational("-2"), Self.rational("0.5"))
    }
    let cubeRoot = try ConstructiveReal.power(
      Self.rational("-8"), .rational(try Rational(.one, BigInteger(3))))
    #expect(try cubeRoot?.rounded(toSignificantDigits: 15)?.text == "-2")
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.power(.negation(.pi), .pi)
    }
    #expect(throws: ArithmeticError.divisionByZero) {
      try ConstructiveReal.power(.rational(.zero), Self.rational("-0.5"))
    }
    // (−2)^√4 is 4, which approximations cannot prove: not claimed either way.
    let maybeWhole = ConstructiveReal.squareRoot(.rational(Rational(4)))
    #expect(try ConstructiveReal.power(Self.rational("-2"), maybeWhole) == nil)
    #expect(throws: ArithmeticError.argumentOutOfDomain) {
      try ConstructiveReal.tangent(degrees: Self.rational("-270"))
    }
  }

  @Test func degrees() throws {
    let half = try #require(try Rational(decimal: "0.5"))
    #expect(try ConstructiveReal.sine(degrees: Self.rational("30")).rationalValue == half)
    #expect(try ConstructiveReal.cosine(degrees: Self.rational("-270")).rationalValue == .zero)
    #expect(try ConstructiveReal.tangent(degrees: Self.rational("225")).rationalValue == .one)
    // 10^22 ≡ 280 (mod 360): reduced exactly before π is involved.
    #expect(
      try Self.digits(.sine(degrees: Self.rational("1e22")), 30)
        == Self.digits(.sine(degrees: Self.rational("280")), 30))
    #expect(
      try Self.digits(.sine(degrees: Self.rational("45")), 30) == "0.707106781186547524400844362105"
    )
    let radians = try ConstructiveReal.radians(fromDegrees: Self.rational("57"))
    #expect(try Self.digits(.degrees(fromRadians: radians), 30) == "57")
    #expect(try Self.digits(.degrees(fromRadians: .arctangent(Self.one)), 30) == "45")
  }

  @Test func factorialsAreExactUpToTheRationalBound() throws {
    #expect(try Rational.factorial(.zero) == .one)
    #expect(try Rational.factorial(BigInteger(20)) == Rational(2_432_902_008_176_640_000))
    #expect(try Rational.factorial(BigInteger(3_210)).numerator.bitWidth <= 32_768)
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational.factorial(BigInteger(3_211)) }
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational.factorial(BigInteger(1 << 40)) }
    #expect(throws: ArithmeticError.factorialOfNegative) { try Rational.factorial(BigInteger(-1)) }
  }

  @Test func sineSquaredPlusCosineSquaredIsOne() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<200 {
      // p/q up to 10^6 in magnitude (many quarter turns), or tiny.
      let p = Int64.random(in: -1_000_000...1_000_000, using: &generator)
      let q = Int64.random(in: 1...1_000, using: &generator)
      let x = ConstructiveReal.rational(try Rational(BigInteger(p), BigInteger(q)))
      let identity = try ConstructiveReal.sum(.square(.sine(x)), .square(.cosine(x)))
      #expect(try Self.digits(identity, 30) == "1", "seed \(seed): \(p)/\(q)")
    }
  }

  @Test func arctangentUndoesTangent() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<40 {
      // x in (−1.57, 1.57), inside (−π/2, π/2).
      let p = Int64.random(in: -1_569_999...1_569_999, using: &generator)
      let x = try Rational(BigInteger(p), BigInteger(1_000_000))
      guard !x.isZero else { continue }
      let roundTrip = try ConstructiveReal.arctangent(.tangent(.rational(x)))
      #expect(
        try Self.digits(roundTrip, 30) == x.rounded(toSignificantDigits: 30)?.text,
        "seed \(seed): \(p)/10^6")
    }
  }
}
