import TestSupport
import Testing

@testable import ExactArithmetic

/// Exact rationals: decimals such as 0.1 + 0.2 = 0.3, exact errors, and correctly rounded
/// conversions to `Double` and to decimal digits checked against the C library's.
@Suite struct RationalTests {
  static func decimal(_ text: String) throws -> Rational {
    try #require(try Rational(decimal: text))
  }

  static func display(_ value: Rational, digits: Int = 15) -> String {
    value.rounded(toSignificantDigits: digits)?.text ?? "0"
  }

  @Test func specValuesAreExact() throws {
    let x = try Self.decimal("1.1")
    #expect(try x.power(2) - Self.decimal("1.21") == .zero)
    let big = try Self.decimal("1e200")
    let quotient = try big * big / Self.decimal("1e300")
    #expect(quotient == (try Self.decimal("1e100")))
    #expect(Self.display(quotient) == "1e+100")
    #expect(Self.display(try Rational(2).power(1024)) == "1.79769313486232e+308")
    #expect(Self.display(try Rational(10).power(-400)) == "1e-400")
    #expect(Self.display(try Self.decimal("1e-400")) == "1e-400")
    #expect(Self.display(try Self.decimal("2E-173") / Self.decimal("1.25E-327")) == "1.6e+154")
    #expect(try Self.decimal("0.1") + Self.decimal("0.2") == Self.decimal("0.3"))
    #expect(Self.display(try Rational(1) / Rational(3)) == "0.333333333333333")
    #expect(Self.display(try Rational(2) / Rational(3)) == "0.666666666666667")
    #expect(Self.display(try Self.decimal("-.5")) == "-0.5")
    #expect(Self.display(try Self.decimal("3.")) == "3")
    #expect(Self.display(try Self.decimal("007")) == "7")
    #expect(Self.display(try Rational(10).power(20)) == "1e+20")
    #expect(Self.display(try Self.decimal("1.5e-12")) == "1.5e-12")
    #expect(Self.display(try Rational(10).power(14)) == "100000000000000")
    #expect(Self.display(try Rational(10).power(15)) == "1e+15")
  }

  @Test func factorialOf170() throws {
    var product = Rational.one
    for n in 1...170 {
      product = try product * Rational(n)
    }
    #expect(Self.display(product) == "7.257415615308e+306")
    #expect(product.doubleValue == 7.257415615307998967e306)
  }

  @Test func errorsAreExact() throws {
    #expect(throws: ArithmeticError.divisionByZero) { try Rational(1) / .zero }
    #expect(throws: ArithmeticError.divisionByZero) { try Rational.zero.power(-1) }
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational(2).power(40_000) }
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational(10).power(Int.max) }
    #expect(throws: ArithmeticError.resultTooLarge) { try Rational(decimal: "1e10001") }
    #expect(try Rational(-1).power(Int.max) == Rational(-1))
    #expect(try Rational(-1).power(Int.min) == Rational(1))
    #expect(try Rational.zero.power(0) == .one)
    #expect(try Rational(decimal: "1.2.3") == nil)
    #expect(try Rational(decimal: "1e") == nil)
    #expect(try Rational(decimal: "e5") == .zero)
  }

  @Test func normalisedAndOrdered() throws {
    let half = try Rational(BigInteger(-3), BigInteger(-6))
    #expect(half == (try Rational(BigInteger(1), BigInteger(2))))
    #expect(half.description == "1/2")
    #expect((try Rational(BigInteger(3), BigInteger(-6))).description == "-1/2")
    #expect(try Rational(1) / Rational(3) < Self.decimal("0.3334"))
    #expect(try Self.decimal("-0.5") < .zero)
  }

  @Test func doublesRoundTripExactly() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var values: [Double] = [
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 0.1, -2.5, 1,
    ]
    for _ in 0..<2_000 {
      values.append(Double(bitPattern: generator.next()))
    }
    for value in values where value.isFinite {
      let exact = Rational(exactly: value)
      #expect(exact?.doubleValue == value, "seed \(seed): \(value)")
    }
  }

  @Test func quotientsRoundLikeIEEEDivision() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let p = Int64.random(in: -(1 << 53)...(1 << 53), using: &generator)
      let q = Int64.random(in: 1...(1 << 53), using: &generator)
      let exact = try Rational(BigInteger(p), BigInteger(q))
      #expect(exact.doubleValue == Double(p) / Double(q), "seed \(seed): \(p)/\(q)")
    }
  }

  @Test func subnormalsAndOverflowRoundToEven() throws {
    let least = try #require(Rational(exactly: .leastNonzeroMagnitude))
    #expect((try least / Rational(2)).doubleValue == 0)
    #expect((try least * Rational(3) / Rational(2)).doubleValue == 2 * .leastNonzeroMagnitude)
    #expect((try least * Rational(5) / Rational(4)).doubleValue == .leastNonzeroMagnitude)
    #expect((try Rational(2).power(1024)).doubleValue == .infinity)
    #expect((try -Rational(2).power(-1100)).doubleValue.sign == .minus)
    let largest = try #require(Rational(exactly: .greatestFiniteMagnitude))
    let halfUlp = try Rational(2).power(970)
    #expect((try largest + halfUlp).doubleValue == .infinity)
    #expect((try largest + halfUlp - Rational(1)).doubleValue == .greatestFiniteMagnitude)
  }
}

/// Square roots of rationals rounded from integer roots, against IEEE's correctly rounded
/// `squareRoot()` on random `Double`s and against the constructive reals' digits.
@Suite struct RationalSquareRootTests {
  @Test func doubleRootsAgreeWithIEEE() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var values: [Double] = [
      .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 2, 4, 0.25,
    ]
    for _ in 0..<3_000 {
      values.append(Double(bitPattern: generator.next() >> 1))
    }
    for value in values where value.isFinite && value > 0 {
      guard let exact = Rational(exactly: value) else { continue }
      #expect(exact.squareRootDoubleValue == value.squareRoot(), "seed \(seed): √\(value)")
    }
  }

  /// The floating-point refinement, where it answers, against the integer root, on random
  /// fractions below 2^53 and on those near a rounding boundary: exact squares, squares of
  /// midpoints between Doubles (the ties), and their neighbours.
  @Test func refinedRootsAgreeWithIntegerRoots() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var values: [Rational] = []
    for _ in 0..<20_000 {
      let bits = Int.random(in: 1...53, using: &generator)
      values.append(
        try Rational(
          BigInteger(Int64.random(in: 1...(1 << bits), using: &generator)),
          BigInteger(max(1, Int64.random(in: 1...(1 << 53) - 1, using: &generator) >> (53 - bits))))
      )
    }
    for _ in 0..<2_000 {
      // (m + ½)² = (2m + 1)² / 4: an exact root, and the values beside it.
      let odd = BigInteger(Int64.random(in: 1...(1 << 26), using: &generator) | 1)
      let square = odd * odd
      for delta in [-1, 0, 1] {
        values.append(try Rational(square + BigInteger(delta), BigInteger(4)))
        values.append(try Rational(BigInteger(4), square + BigInteger(delta)))
      }
    }
    for _ in 0..<2_000 {
      // Fractions within about 2^−100 of μ² for μ a midpoint between Doubles in [1, 2):
      // roots a hair from a rounding boundary.
      let odd = BigInteger(Int64.random(in: (1 << 53)...(1 << 54) - 1, using: &generator) | 1)
      values += try Self.convergents(of: odd * odd, BigInteger.one.shiftedLeft(by: 106)).suffix(3)
    }
    var refined = 0
    for value in values where value.signum > 0 {
      guard let fast = value.squareRootDoubleByRefinement else { continue }
      refined += 1
      #expect(fast == value.squareRootDoubleByIntegerRoot, "seed \(seed): √\(value)")
    }
    #expect(refined > values.count * 3 / 4)
  }

  /// The continued fraction convergents of top / bottom (positive) whose numerator and
  /// denominator are below 2^53.
  static func convergents(of top: BigInteger, _ bottom: BigInteger) throws -> [Rational] {
    let limit = BigInteger.one.shiftedLeft(by: 53)
    var (top, bottom) = (top, bottom)
    var (p0, q0, p1, q1) = (BigInteger.zero, BigInteger.one, BigInteger.one, BigInteger.zero)
    var found: [Rational] = []
    while !bottom.isZero {
      let (whole, rest) = top.quotientAndRemainder(dividingBy: bottom)
      (p0, q0, p1, q1) = (p1, q1, whole * p1 + p0, whole * q1 + q0)
      guard p1 < limit, q1 < limit else { break }
      found.append(try Rational(p1, q1))
      (top, bottom) = (bottom, rest)
    }
    return found
  }

  @Test func digitsAgreeWithTheConstructiveReals() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<300 {
      let value = try Rational(
        BigInteger(Int64.random(in: 1...Int64.max, using: &generator)),
        BigInteger(Int64.random(in: 1...(1 << 40), using: &generator)))
      let count = Int.random(in: 1...40, using: &generator)
      let real = ConstructiveReal.squareRoot(.rational(value))
      #expect(
        value.squareRootRounded(toSignificantDigits: count)
          == (try real.rounded(toSignificantDigits: count)),
        "seed \(seed): √\(value) to \(count) digits")
    }
    // Exact roots and ties: √(1/4) = 0.5 exactly; √(9/4) = 1.5 rounds to even at 1 digit.
    for (numerator, count, expected) in [(1, 3, "0.5"), (9, 1, "2"), (25, 1, "2"), (49, 1, "4")] {
      let value = try Rational(BigInteger(numerator), BigInteger(4))
      #expect(value.squareRootRounded(toSignificantDigits: count)?.text == expected)
    }
    #expect(Rational.zero.squareRootRounded(toSignificantDigits: 5) == nil)
  }
}

/// Knuth's forms of + × ÷ (gcds of operand-sized numbers), on limbs and on word-sized parts,
/// against reducing the plain cross products by their gcd, on seeded random rationals with
/// shared factors.
@Suite struct RationalReductionTests {
  /// A random fraction whose parts share the factors 2, 3, 5, 7 and a random one, so that
  /// Knuth's d₁ and d₂ are often not 1; its parts have many limbs, or (`wordSized`) up to
  /// about 64 bits, so that BigInteger's word paths run and also overflow into the limbs.
  static func random(using generator: inout SplitMix64, wordSized: Bool) throws -> Rational {
    let shared = BigInteger(Int64.random(in: 1...1_000, using: &generator))
    func part(_ generator: inout SplitMix64) -> BigInteger {
      if wordSized {
        let width = Int.random(in: 1...64, using: &generator)
        let magnitude = UInt64.random(in: 1...UInt64.max, using: &generator) >> (64 - width)
        let value = BigInteger(magnitude: max(magnitude, 1))
        return Bool.random(using: &generator) ? value : value * shared
      }
      var value = BigInteger(Int64.random(in: 1...Int64.max, using: &generator))
      for _ in 0..<Int.random(in: 0...6, using: &generator) {
        value = value * BigInteger([2, 3, 5, 7].randomElement(using: &generator) ?? 2)
        value = value * BigInteger(Int64.random(in: 1...Int64.max, using: &generator))
      }
      return Bool.random(using: &generator) ? value * shared : value
    }
    let top = part(&generator)
    let bottom = part(&generator)
    return try Rational(Bool.random(using: &generator) ? -top : top, bottom)
  }

  @Test(arguments: [false, true])
  func knuthFormsAgreeWithReducedCrossProducts(wordSized: Bool) throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<(wordSized ? 3_000 : 300) {
      let a = try Self.random(using: &generator, wordSized: wordSized)
      let b = try Self.random(using: &generator, wordSized: wordSized)
      let sum = try Rational(
        a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator)
      #expect(try a + b == sum, "seed \(seed): \(a) + \(b)")
      #expect(try a - a == .zero, "seed \(seed): \(a) − itself")
      let product = try Rational(a.numerator * b.numerator, a.denominator * b.denominator)
      #expect(try a * b == product, "seed \(seed): \(a) × \(b)")
      let quotient = try Rational(a.numerator * b.denominator, a.denominator * b.numerator)
      #expect(try a / b == quotient, "seed \(seed): \(a) ÷ \(b)")
      #expect(try a * Rational.zero == .zero)
    }
    #expect(throws: ArithmeticError.divisionByZero) { try Rational(1) / .zero }
    #expect(throws: ArithmeticError.resultTooLarge) {
      try Rational(2).power(20_000) * Rational(3).power(12_000)
    }
    #expect(throws: ArithmeticError.resultTooLarge) {
      try Rational(2).power(-20_000) + Rational(3).power(-12_000)
    }
    #expect(try Rational(-2).power(-3) == (try Rational(-1) / Rational(8)))
  }
}

/// Digits told from the nearest `Double`, where they are, against rounding the value itself.
@Suite struct RoundedDecimalFromDoubleTests {
  @Test func digitsFromTheNearestDoubleAreTheValuesDigits() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var doubles: [Double] = [1, 9.999999999999999e22, 1e15, 999999999999999.9, 0.1, 2.5e-300]
    for _ in 0..<3_000 {
      doubles.append(Double(bitPattern: generator.next() >> 1))
      // Near a 15-digit rounding boundary: 16 digits ending in 5, and their neighbours.
      let digits = Int64.random(in: 100_000_000_000_000...999_999_999_999_999, using: &generator)
      let exponent = Int.random(in: -300...300, using: &generator)
      if let near = Double("\(digits)5e\(exponent)") {
        doubles += [near, near.nextUp, near.nextDown]
      }
    }
    var decided = 0
    var checked = 0
    for double in doubles where double.isNormal {
      let exact = try #require(Rational(exactly: double))
      let halfUlp = try #require(Rational(exactly: double.ulp / 2))
      for eighths in -4...4 {
        // A value x whose nearest Double is `double`: within half an ulp of it.
        let x = try exact + halfUlp * Rational(BigInteger(eighths), BigInteger(4))
        let count = Int.random(in: 1...15, using: &generator)
        checked += 1
        guard let digits = RoundedDecimal(nearest: double, toSignificantDigits: count) else {
          continue
        }
        decided += 1
        #expect(digits == x.rounded(toSignificantDigits: count), "seed \(seed): \(double)")
      }
    }
    #expect(decided > checked * 3 / 4)
  }
}
