import TestSupport
import Testing

@testable import CalculatorModel
@testable import ExactArithmetic

/// Exact expressions: the display is the correctly rounded 15-digit value of the exact
/// expression.
@Suite struct ExactDisplayTests {
  static let radians: [(String, String)] = [
    ("4 × π", "12.5663706143592"),
    ("0.1 + 0.2", "0.3"),
    ("1 ÷ 3", "0.333333333333333"),
    ("sin(π)", "0"),
    ("1.1² − 1.21", "0"),
    ("1.1 ^ 2 − 1.21", "0"),
    ("2 ^ 1024", "1.79769313486232e+308"),
    ("10 ^ −400", "1e-400"),
    ("170!", "7.257415615308e+306"),
    ("cos(π ÷ 3)", "0.5"),
    ("tan(π ÷ 4)", "1"),
    ("√(8) ÷ √(2)", "2"),
    ("ln(e ^ 3)", "3"),
    ("e ^ ln(5)", "5"),
    ("1000!", "4.02387260077094e+2567"),
    ("2E-173 ÷ 1.25E-327", "1.6e+154"),
    ("√(2) ^ 2 − 2", "0"),
    ("√(2)² − 2", "0"),
    ("cos(π ÷ 2)", "0"),
    ("exp(−10000)", "1.13548386531474e-4343"),
    ("1e200 × 1e200 ÷ 1e300", "1e+100"),
    ("2 × (1e308 × 0.5)", "1e+308"),
    ("sin⁻¹(0.5) × 6 ÷ π", "1"),
    ("sin(1e-400)", "1e-400"),
    // Beyond the `Double`'s range, where floating point overflows (mpmath at 60 and 1,000
    // digits).
    ("sinh(1000)", "9.85035557008523e+433"),
    ("exp(1000 − √(2))", "4.78957255842999e+433"),
    ("(π × 1e200) ^ 2", "9.86960440108936e+400"),
    ("cos(3) ÷ 1e-900", "-9.89992496600445e+899"),
    ("1 ÷ sinh(1000)", "1.01519177950989e-434"),
    ("sinh(1000) − cosh(1000)", "-5.07595889754946e-435"),
    ("tan⁻¹(cosh(1000))", "1.5707963267949"),
    ("exp(4000)²", "2.26910830850686e+3474"),
    ("(exp(4000) + 1)²", "2.26910830850686e+3474"),
    ("sinh(2000) ^ −1", "5.1530717459223e-869"),
    ("sinh(log(sinh(1000)))", "1.51332201479574e+188"),
    ("(15 × 0.15!) ^ 3858 ÷ √((15 × 0.15!) ^ 3858)", "4.15414189234143e+2210"),
    // Below 2^−4,096, where the `Double` underflows: a display's precision is relative to
    // the estimated size.
    ("sin(1e-1300)", "1e-1300"),
    // 0 × x is proven 0, also where floating point overflowed in x.
    ("sinh(1000) × 0", "0"),
    ("0 × cosh(1000)", "0"),
    ("(300!) ^ −3 ÷ (ln(e ^ 2.5) × exp(tan⁻¹(2)))", "4.61128836213203e-1845"),
  ]

  @Test(arguments: radians)
  func displayIsTheExactValueRounded(text: String, display: String) throws {
    let evaluation = try Formula(parsing: text).evaluation()
    #expect(evaluation.error == nil, "\(text)")
    #expect(evaluation.display == display, "\(text)")
  }

  @Test func degreesAreExactRationalMultiplesOfPi() throws {
    let sine = try Formula(parsing: "sin(30)").evaluation(angle: .degrees)
    #expect(sine.display == "0.5")
    let cosine = try Formula(parsing: "cos(60)").evaluation(angle: .degrees)
    #expect(cosine.display == "0.5")
    let tangent = try Formula(parsing: "tan(90)").evaluation(angle: .degrees)
    #expect(tangent.error == .argumentOutOfDomain)
    let arcsine = try Formula(parsing: "asin(0.5)").evaluation(angle: .degrees)
    #expect(arcsine.display == "30")
  }

  @Test func errorsStayMathematical() throws {
    #expect(try Formula(parsing: "tan(π ÷ 2)").evaluation().error == .argumentOutOfDomain)
    #expect(try Formula(parsing: "1 ÷ (1.1² − 1.21)").evaluation().error == .divisionByZero)
    #expect(try Formula(parsing: "ln(√(2)² − 2)").evaluation().error == .logarithmOfNonPositive)
    #expect(try Formula(parsing: "10 ^ 10 ^ 9").evaluation().error == .resultTooLarge)
    // Every value and step within 10^±1,000,000 is computed: beyond, too large or too
    // small, in displays and in digits.
    #expect(try Formula(parsing: "(exp(4000) + 1)^1000").evaluation().error == .resultTooLarge)
    #expect(try Formula(parsing: "exp(3000000)").evaluation().error == .resultTooLarge)
    #expect(try Formula(parsing: "exp(−3000000)").evaluation().error == .resultTooSmall)
    #expect(throws: DigitsError.calculation(.resultTooLarge)) {
      try Formula(parsing: "(exp(4000) + 1)^1000").digits(15)
    }
    #expect(throws: DigitsError.calculation(.resultTooLarge)) {
      try Formula(parsing: "exp(3000000 + √(2))").digits(15)
    }
  }

  @Test func theDoubleAPIIsTheExactValueCorrectlyRounded() throws {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; the exact 3/10 rounds to 0.3.
    #expect(try Formula(parsing: "0.1 + 0.2").evaluation().result == 0.3)
    #expect(try Formula(parsing: "sin(π)").evaluation().result == 0)
    #expect(try Formula(parsing: "4 × π").evaluation().result == 4 * Double.pi)
    #expect(try Formula(parsing: "2 ^ 1024").evaluation().result == .infinity)
    #expect(try Formula(parsing: "10 ^ −400").evaluation().result == 0)
  }

  @Test func zeroIsNeverClaimedUnproven() throws {
    // sin²(1) + cos²(1) − 1: nothing here proves it 0, so it is not shown as 0.
    let evaluation = try Formula(parsing: "sin(1)^2 + cos(1)^2 − 1").evaluation()
    #expect(evaluation.display == "0.00000000000000")
    #expect(try Formula(parsing: "exp(−10000)").evaluation().display != "0")
    // 0 ÷ x is 0 only once x is proven nonzero, whatever its `Double` (tan 1 · cos 1 − sin 1
    // is 1.1e-16 in floating point): operandsNotToldFromZeroAreSaidToBe.
    #expect(try Formula(parsing: "0 ÷ sin(1)").evaluation().display == "0")
  }

  /// The same formula built twice is one value: x − x is proven 0 and x ÷ x 1, as when
  /// x is one node, so a description parses back to the display it describes.
  @Test(arguments: [
    ("sin(1) − sin(1.0)", "0"), ("tanh(e) − tanh(e)", "0"), ("log(9) ÷ log(9)", "1"),
    ("√(cos⁻¹(sin(6.63)) ÷ cos⁻¹(sin(6.63)))", "1"), ("sin(1) − sin(2)", "-0.0678264420177852"),
    ("x − x", "0"),
  ])
  func theSameFormulaBuiltTwiceIsOneValue(_ text: String, _ display: String) throws {
    #expect(try Formula(parsing: text).evaluation(using: ["x": 0.5]).display == display)
  }

  /// A domain error floating point finds on an inexact operand is judged by the real, on
  /// the display as in `--digits`: 1 − tanh 20 is 0 as `Double`s but 4.2e-18 in fact, and
  /// sin(10^−1000) underflows to 0 (references: mpmath at 50 digits).
  @Test(arguments: [
    ("ln(1 − tanh(20))", "-39.3068528194401"), ("1 ÷ (1 − tanh(20))", "1.1769263341851e+17"),
    ("1 ÷ sin(1e-1000)", "1e+1000"), ("√(sin(1e-1000))", "1e-500"),
    ("ln(sin(1e-1000))", "-2302.58509299405"), ("ln(cos(2^60+1))", "-0.920979185409145"),
  ])
  func domainErrorsOfInexactOperandsAreJudgedExactly(_ text: String, _ digits: String) throws {
    try Self.expectEverywhere(text, shows: digits)
    #expect(try Formula(parsing: text).evaluation().error == nil)
  }

  /// Checks that the display, `--digits`, more digits and the batch path all show
  /// `digits` for `text`.
  static func expectEverywhere(_ text: String, shows digits: String) throws {
    let formula = try Formula(parsing: text)
    #expect(formula.evaluation().display == digits, "\(text)")
    #expect(try formula.digits(15) == digits, "\(text)")
    #expect(formula.moreDigits(15) == digits, "\(text)")
    var evaluator = FormulaEvaluator()
    #expect(try evaluator.evaluation(of: text).display == digits, "\(text)")
  }

  /// Beyond the `Double`'s range the display, `--digits`, more digits and the batch path
  /// agree, a product with an exact 0 included, and 0 ÷ x once x is proven nonzero
  /// (references: mpmath at 60 digits).
  @Test(arguments: [
    ("sinh(1000)", "9.85035557008523e+433"), ("1 ÷ sinh(1000)", "1.01519177950989e-434"),
    ("sin(1e-1300)", "1e-1300"), ("cosh(1000) × 0", "0"), ("0 ÷ cosh(1000)", "0"),
    ("0 ÷ sin(1e-1000)", "0"), ("1 ÷ sin(1e-1300)", "1e+1300"),
    ("ln(sin(1e-1300))", "-2993.36062089226"),
  ])
  func valuesBeyondTheDoubleAgreeEverywhere(_ text: String, _ digits: String) throws {
    try Self.expectEverywhere(text, shows: digits)
  }

  /// sin, cos, tan of an operand beyond 2^1,000 whose digits are cheap (a rational, a
  /// rational times π, √n or e^q) are reduced by quarter turns as reals, and an integer
  /// power of a real is squarings to any exponent below 2^31: floating point showed
  /// sin(2^1,000) for sin(2^1,000 + 1), and 1.00100050024903 for (1 + sin 10^−9)^1,000,000
  /// (references: mpmath at 5,200 digits).
  @Test(arguments: [
    ("sin(2^1000 + 1)", "0.744721881889259"), ("cos(171!)", "0.0753637919007388"),
    ("tan(2^1200)", "-1.28671826873871"), ("sin(e^4096)", "0.345984671788147"),
    ("sin(1.5 × 2^16383)", "-0.564568084232679"), ("sin(√(2) × 2^3000)", "-0.895561578795486"),
    ("(1 + sin(1e-9))^1000000", "1.00100050016621"), ("10 ^ tan(489!)", "1.42633115326055e+31"),
    ("tan(489!) ^ 2.5", "5417.41640889056"),
    ("(−1 − sin(1e-9))^2147483647", "-8.56328301081802"),
  ])
  func hugeTrigonometricOperandsAndPowersAreExact(_ text: String, _ digits: String) throws {
    try Self.expectEverywhere(text, shows: digits)
  }

  /// eˣ, sinh, cosh are reals up to 2^±16,384, and functions above them ask them for bits
  /// relative to their size: `cosh(7!)` and `ln(cosh(7!))` said "Result too large" (an
  /// e^±4,096 bound), `1 ÷ e^(−5000 − sin 1)` "Division by zero" and
  /// `ln(e^(−11000 − sin 1))` "Logarithm of a non-positive number", floating point's
  /// verdicts on an underflow (references: mpmath at 80 digits).
  @Test(arguments: [
    ("cosh(7!)", "3.49267999523263e+2188"), ("ln(cosh(7!))", "5039.30685281944"),
    ("exp(−5000 − sin(1))", "1.45259410836716e-2172"),
    ("1 ÷ exp(−5000 − sin(1))", "6.88423554962706e+2171"),
    ("ln(exp(−11000 − sin(1)))", "-11000.8414709848"),
    ("1 ÷ cosh(11000 + sin(1))", "4.96915855677123e-4778"),
    ("√(cosh(11000 + sin(1)))", "4.48599280556024e+2388"),
    ("tan⁻¹(cosh(11000 + sin(1)))", "1.5707963267949"),
    ("cosh(4000 + sin(1))", "1.74720483454779e+1737"),
  ])
  func exponentialsBeyondTheDoubleAreExact(_ text: String, _ digits: String) throws {
    try Self.expectEverywhere(text, shows: digits)
  }

  /// sin, cos, tan of an inexact operand beyond 2^1,000 cost it all its integer bits, a
  /// display's bound: it says so, never the `Double`'s digits, which are off by more than
  /// a turn (sin(3.7!^254) showed 0.295816138107116, and 0.275637355816999 in degrees).
  @Test(arguments: ["sin(3.7!^254)", "cos(ln(3) × 2^4000)", "tan(3.7!^300)"])
  func costlyTrigonometricOperandsAreRefused(_ text: String) throws {
    let formula = try Formula(parsing: text)
    #expect(formula.evaluation().error == .resultTooLarge)
    #expect(formula.evaluation(angle: .degrees).error == .resultTooLarge)
    var evaluator = FormulaEvaluator()
    #expect(try evaluator.evaluation(of: text).error == .resultTooLarge)
  }

  /// Where the real cannot tell an operand from zero within a display's bounds, the display
  /// says so: neither floating point's verdict (tanh(1) + 1 − 1 − tanh(1) is 0 as a
  /// `Double`, though nothing proves it) nor its digits (1 ÷ (tan 1 × cos 1 − sin 1) is
  /// 9.00719925474099e+15 in floating point) are proven.
  @Test(arguments: [
    "1 ÷ (tanh(1) + 1 − 1 − tanh(1))", "1 ÷ (tan(1) × cos(1) − sin(1))",
    "0 ÷ (tan(1) × cos(1) − sin(1))", "ln(tan(1) × cos(1) − sin(1))",
    "tan(π/2 + sin(1) − sin(1))", "0 ÷ (sin(1)^2 + cos(1)^2 − 1)",
  ])
  func operandsNotToldFromZeroAreSaidToBe(_ text: String) throws {
    let evaluation = try Formula(parsing: text).evaluation()
    #expect(evaluation.error == .indistinguishableFromZero)
    #expect(evaluation.display == "")
    var evaluator = FormulaEvaluator()
    #expect(try evaluator.evaluation(of: text).error == .indistinguishableFromZero)
  }

  /// A proven error stays, even where nothing above evaluates the operand (x^0, 0 × x).
  @Test func provenErrorsOfInexactOperandsStay() throws {
    #expect(try Formula(parsing: "√(sin(4))").evaluation().error == .squareRootOfNegative)
    #expect(try Formula(parsing: "asin(7.25 − π)^0").evaluation().error == .argumentOutOfDomain)
    #expect(throws: DigitsError.calculation(.argumentOutOfDomain)) {
      try Formula(parsing: "asin(7.25 − π)^0").digits(15)
    }
    #expect(throws: DigitsError.calculation(.logarithmOfNonPositive)) {
      try Formula(parsing: "0 × ln(1 − e)").digits(15)
    }
  }
}

/// The exact engine's 15 digits of a `Double` are what the display's C library formatting
/// prints for it.
@Suite struct RationalDisplayTests {
  @Test func digitsAgreeWithTheCLibraryOnDoubles() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<1_000 {
      let value = Double(bitPattern: generator.next())
      guard value.isFinite, value != 0, let exact = Rational(exactly: value) else { continue }
      let display = exact.rounded(toSignificantDigits: 15)?.text ?? "0"
      #expect(display == DisplayFormat.string(for: value), "seed \(seed): \(value)")
    }
  }
}
