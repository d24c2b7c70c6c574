import Testing

@testable import CalculatorModel

/// Values that exist and lie within the engine's magnitude bound are displayed.
///
/// Whatever path computes them: a rational past its size limit hands over to the reals (compound
/// interest), whole exponents of any size, Γ to its bound, proven integers and zeros.
/// Expected digits from mpmath at 60 digits.
@Suite struct NoFalseLimitsTests {
  static let displays: [(String, String)] = [
    // Compound interest: rationals near 1 to large whole powers.
    ("1.0001^5000", "1.64868005593118"),
    ("(1+1/10000)^5000", "1.64868005593118"),
    ("0.999^5000", "0.00672111195986562"),
    ("1.001^10000", "21916.6813390784"),
    ("900(1+1.5%/365)^(18×365)", "1178.96146500737"),
    ("(1+1e-15)^1e15", "2.71828182845904"),
    ("100000^100000/100001^100001", "3.67877601784966e-06"),
    ("(−1.0001)^5001", "-1.64884492393677"),
    // Beyond 2^16,384 and below 2^−16,384, inside the bound.
    ("2^100000", "9.99002093014385e+30102"),
    ("2^-40000", "6.31209375246727e-12042"),
    ("e^-100000", "3.56294956530937e-43430"),
    // Γ to its bound, for every real.
    ("171.5!", "1.62639753771045e+310"),
    ("447.5!", "4.05202317636716e+993"),
    ("1000.5!", "1.2729373462929e+2569"),
    ("(−3999.5)!", "-4.34542706211118e-12668"),
    // Proven integers and zeros.
    ("floor(sin(0.001))", "0"),
    ("round(sin(0.1))", "0"),
    ("ceil(sin(0.1))", "1"),
    ("floor(π × 1e18)", "3141592653589793238"),
    ("0^(5+ln(5))", "0"),
    // The same formula twice is one value, however far its `Double` overflowed.
    ("tanh(e^(11000 + sin(1)) − e^(11000 + sin(1)))", "0"),
    ("cosh(1e6) ÷ cosh(1e6)", "1"),
    // Exactly 0, which approximations cannot prove (it takes algebraic numbers): within
    // the bounds, so the undecided zero, not `Result too large`.
    ("ln((2−√3)^10) + ln((2+√3)^10)", "0.00000000000000"),
  ]

  @Test(arguments: displays)
  func valuesInsideTheBoundAreDisplayed(text: String, display: String) throws {
    let evaluation = try Formula(parsing: text).evaluation()
    #expect(evaluation.error == nil, "\(text)")
    #expect(evaluation.display == display, "\(text)")
  }

  static let errors: [(String, CalculationError)] = [
    ("0^(−5+ln(5))", .divisionByZero),
    ("(−(9×7 + sinh(484.797)))!", .factorialOfNegative),
    ("1e-1000000000", .resultTooSmall),
    ("1e1000000000", .resultTooLarge),
    ("e^(−e^20)", .resultTooSmall),
    ("e^(e^20)", .resultTooLarge),
  ]

  @Test(arguments: errors)
  func valuesBeyondTheBoundSaySo(text: String, error: CalculationError) throws {
    #expect(try Formula(parsing: text).evaluation().error == error, "\(text)")
  }
}

/// A negative base to an exact rational exponent with an odd denominator is the real root,
/// in displays, digits and graphs alike; even denominators and irrational exponents stay
/// out of the domain.
@Suite struct OddRootTests {
  static let roots: [(String, String)] = [
    ("(−8)^(1/3)", "-2"),
    ("(−8)^(2/3)", "4"),
    ("(−32)^0.2", "-2"),
    ("(−8)^(−1/3)", "-0.5"),
    ("(−2)^(1/3)", "-1.25992104989487"),
    ("27^(1/3)", "3"),
    ("(27/8)^(2/3)", "2.25"),
    ("16^0.25", "2"),
  ]

  @Test(arguments: roots)
  func oddDenominatorsGiveTheRealRoot(text: String, display: String) throws {
    let evaluation = try Formula(parsing: text).evaluation()
    #expect(evaluation.error == nil, "\(text)")
    #expect(evaluation.display == display, "\(text)")
  }

  @Test(arguments: ["(−8)^(1/2)", "(−8)^π", "(−8)^0.25", "(−8)^(√2)"])
  func otherExponentsOfNegativeBasesAreOutOfTheDomain(_ text: String) throws {
    #expect(try Formula(parsing: text).evaluation().error == .argumentOutOfDomain, "\(text)")
  }

  @Test func digitsAndGraphsAgree() throws {
    #expect(try Formula(parsing: "(−2)^(1/3)").digits(20) == "-1.2599210498948731648")
    let compiled = CompiledFormula(try Formula(parsing: "x^(1/3)"), variable: "x")
    #expect(compiled.evaluate([-8, -1, 0, 8]) == [-2, -1, 0, 2])
    let square = CompiledFormula(try Formula(parsing: "x^(2/3)"), variable: "x")
    #expect(square.evaluate(at: -8).isApproximatelyEqual(to: 4))
    #expect(CompiledFormula(try Formula(parsing: "x^0.5"), variable: "x").evaluate(at: -4).isNaN)
  }
}

/// Whole numbers of up to 20 digits show every digit; every value has a text form a
/// program can read whatever its size.
@Suite struct WholeNumberDisplayTests {
  static let displays: [(String, String)] = [
    ("123456789 × 987654321", "121932631112635269"),
    ("2^64", "18446744073709551616"),
    ("−2^64", "-18446744073709551616"),
    ("99999999999999999999", "99999999999999999999"),
    ("10^20", "1e+20"),
    ("2^66 + 0.5", "7.37869762948382e+19"),
    ("floor(π × 1e18)", "3141592653589793238"),
    ("20!", "2432902008176640000"),
  ]

  @Test(arguments: displays)
  func wholeNumbersShowEveryDigit(text: String, display: String) throws {
    #expect(try Formula(parsing: text).evaluation().display == display, "\(text)")
  }

  @Test func valueTextHasEveryDigitOfAWholeNumberAnd17Otherwise() throws {
    let power = try Formula(parsing: "2^1024").valueText()
    #expect(power?.count == 309)
    #expect(power?.hasPrefix("17976931348623159077") == true)
    #expect(try Formula(parsing: "1/3").valueText() == "0.33333333333333333")
    #expect(try Formula(parsing: "sin(1)").valueText() == "0.84147098480789651")
    #expect(try Formula(parsing: "0.1 + 0.2").valueText() == "0.3")
    #expect(try Formula(parsing: "1e-100000").valueText() == "1e-100000")
    #expect(try Formula(parsing: "1/0").valueText() == nil)
  }
}

/// 262 everyday calculations (compound interest, powers near 1, loan payments, percentages,
/// integer products, factorials of halves, odd roots) against mpmath at 50 digits:
/// `EverydayTable.txt`, written by `scripts/make-everyday-table.py`.
@Suite struct EverydayTableTests {
  @Test func displaysMatchTheTable() throws {
    try ExpressionTableTests.checkTable("EverydayTable.txt", atLeast: 200)
  }
}
