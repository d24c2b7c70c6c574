import TestSupport
import Testing

@testable import ExactArithmetic

/// x! = Γ(x + 1) of non-integers in the constructive reals against mpmath's
/// digits (RealReferenceDigits.swift, made by scripts/make-real-references.py), on both
/// sides of the reflection, for rational and real arguments; its errors.
@Suite struct ConstructiveRealGammaTests {
  /// `count` significant digits of `value`.
  static func digits(_ value: ConstructiveReal, _ count: Int = 60) throws -> String? {
    try value.rounded(toSignificantDigits: count)?.text
  }

  /// x! of the decimal `text`.
  static func factorial(_ text: String) throws -> ConstructiveReal {
    try .factorial(.rational(try #require(try Rational(decimal: text))))
  }

  /// (x, mpmath's x! to 60 digits).
  static let references: [(String, String)] = [
    ("0.5", RealReferenceDigits.factorialOfOneHalf),
    ("-0.5", RealReferenceDigits.factorialOfMinusOneHalf),
    ("1.5", RealReferenceDigits.factorialOfOneAndAHalf),
    ("10.25", RealReferenceDigits.factorialOf10Point25),
    ("-2.5", RealReferenceDigits.factorialOfMinus2Point5),
    ("100.5", RealReferenceDigits.factorialOf100Point5),
    ("1e-30", RealReferenceDigits.factorialOfOneEMinus30),
    ("300.5", RealReferenceDigits.factorialOf300Point5),
    ("-300.5", RealReferenceDigits.factorialOfMinus300Point5),
    ("-0.999999", RealReferenceDigits.factorialOfMinus0Point999999),
  ]

  @Test(arguments: references)
  func digitsOfRationalArguments(_ x: String, _ expected: String) throws {
    #expect(try Self.digits(Self.factorial(x)) == expected, "\(x)!")
  }

  @Test func manyDigitsAndFifteen() throws {
    #expect(
      try Self.digits(Self.factorial("0.5"), 300) == RealReferenceDigits.factorialOfOneHalf300)
    #expect(try Self.digits(Self.factorial("0.5"), 15) == RealReferenceDigits.factorialOfOneHalf15)
    #expect(
      try Self.digits(Self.factorial("-0.5"), 15) == RealReferenceDigits.factorialOfMinusOneHalf15)
    #expect(
      try Self.digits(Self.factorial("-2.5"), 15)
        == RealReferenceDigits.factorialOfMinus2Point5For15)
    #expect(
      try Self.digits(Self.factorial("100.5"), 15) == RealReferenceDigits.factorialOf100Point5For15)
    // (−½)! = √π, from the engine's own π, to 100 digits.
    #expect(
      try Self.digits(Self.factorial("-0.5"), 100) == Self.digits(.squareRoot(.pi), 100))
  }

  @Test func realArguments() throws {
    let root = ConstructiveReal.squareRoot(.rational(Rational(2)))
    #expect(try Self.digits(.factorial(root)) == RealReferenceDigits.factorialOfSquareRootOfTwo)
    #expect(try Self.digits(.factorial(.pi)) == RealReferenceDigits.factorialOfPi)
    // (√2 − 3)! by the reflection, a real on the negative side: (x + 1)! = (x + 1)·x!.
    let negative = ConstructiveReal.sum(root, .rational(Rational(-3)))
    let next = ConstructiveReal.sum(negative, .rational(.one))
    #expect(
      try Self.digits(.factorial(next), 40)
        == Self.digits(.product(next, try .factorial(negative)), 40))
  }

  /// x! = x·(x − 1)! on seeded arguments from −40 to 60 with up to three decimals, each
  /// side by its own path (the reflection below −1/2, shifts of every size).
  @Test func recurrenceHoldsOnSeededArguments() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<12 {
      let thousandths = Int.random(in: -40_000...60_000, using: &generator)
      guard thousandths % 1_000 != 0 else { continue }
      let x = try Rational(BigInteger(thousandths), BigInteger(1_000))
      let left = try ConstructiveReal.factorial(.rational(x))
      let right = ConstructiveReal.product(
        .rational(x), try .factorial(.rational(try x - .one)))
      #expect(
        try Self.digits(left, 30) == Self.digits(right, 30), "seed \(seed): \(thousandths)/1000")
    }
  }

  /// ln Π of a shift whose product passes ``Rational/maximumBitWidth``: the digits of a
  /// value near 2^−8,531 to 30 digits ask ln Γ(1,001.5) for 8,400 bits, a shift of 3,210
  /// factors (42,000 bits).
  @Test func productsBeyondTheRationalBound() throws {
    // mpmath: nstr(factorial(mpf('-1000.5')), 30)
    #expect(try Self.digits(Self.factorial("-1000.5"), 30) == "2.469220860767601328012065346e-2566")
  }

  /// The tangent numbers, from the table and past it, against tan's derivatives at 0:
  /// tan⁽ⁿ⁺¹⁾ = (1 + tan²)·P′ₙ(tan) for the polynomial Pₙ with tan⁽ⁿ⁾ = Pₙ(tan), and
  /// T_k = P_(2k−1)(0).
  @Test func tangentNumbersAgreeWithTheDerivativesOfTan() {
    var sequence = TangentNumbers()
    var polynomial = [BigInteger.zero, BigInteger.one]  // P₀(t) = t
    for k in 1...(TangentNumbers.tableSize + 6) {
      for _ in 0..<(k == 1 ? 1 : 2) {
        // (1 + t²)·P′(t): coefficient i of P′ is (i + 1)·p_(i+1).
        var derivative = [BigInteger](repeating: .zero, count: polynomial.count + 1)
        for i in 1..<polynomial.count {
          let term = polynomial[i] * BigInteger(i)
          derivative[i - 1] = derivative[i - 1] + term
          derivative[i + 1] = derivative[i + 1] + term
        }
        polynomial = derivative
      }
      #expect(sequence.next() == polynomial[0], "T_\(k)")
    }
  }

  @Test func errors() throws {
    #expect(throws: ArithmeticError.factorialOfNegative) {
      try ConstructiveReal.factorial(.rational(Rational(-3)))
    }
    #expect(throws: ArithmeticError.resultTooLarge) { try Self.factorial("4000.5") }
    #expect(throws: ArithmeticError.resultTooLarge) { try Self.factorial("-4000.5") }
    // Whole rationals stay exact.
    #expect(
      try Self.factorial("20").rationalValue
        == Rational(integer: BigInteger(2_432_902_008_176_640_000)))
  }
}
