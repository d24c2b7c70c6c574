import Testing

@testable import ExactArithmetic

/// Digits beyond ``Rational/maximumBitWidth``: the real engine rounds its approximations in
/// integers, so 10,000 digits of π (33,000 bits) and values below 2^−32768 work; π by the
/// Chudnovsky series agrees with Machin's formula.
@Suite struct ConstructiveRealLongDigitsTests {
  @Test func tenThousandDigitsOfPi() throws {
    let digits = try ConstructiveReal.pi.rounded(toSignificantDigits: 10_000)
    let text = try #require(digits?.text)
    #expect(text.utf8.count == 10_001)
    // 9,999 decimals: …5637567|8 (decimals 9,993–10,000) rounds up.
    #expect(text.hasSuffix("5525637568"))
    #expect(text == RealReferenceDigits.pi10000)
  }

  @Test(arguments: [1, 2, 3, 10, 45, 46, 47, 63, 64, 65, 100, 137, 500, 1_000, 3_000])
  func chudnovskyAgreesWithMachin(bits: Int) {
    // Each is within 1 of π·2^bits, so they differ by at most 1 (integers within 2).
    let difference = ConstructiveReal.pi(bits: bits) - ConstructiveReal.machinPi(bits: bits)
    #expect(difference.magnitude <= .one, "\(bits) bits")
  }

  @Test func valuesBelowTheRationalBoundRound() throws {
    // 10^−12000 needs 39,900 bits, beyond Rational's 32,768, as a product of two rationals.
    let tiny = try Rational(10).power(-6_000)
    let product = ConstructiveReal.product(.rational(tiny), .rational(tiny))
    #expect(try product.rounded(toSignificantDigits: 15)?.text == "1e-12000")
    #expect(try product.doubleValue() == 0)
    #expect(try ConstructiveReal.negation(product).doubleValue() == -0.0)
    #expect(try ConstructiveReal.pi.doubleValue() == Double.pi)
  }
}

extension ConstructiveRealLongDigitsTests {
  @Test func tenThousandDigitsOfOneOverPi() throws {
    // The reciprocal divides in integers, past Rational's bound. Last digits from mpmath
    // 1.3.0 at 10,100 digits: nstr(1/pi, 10000).
    let digits = try ConstructiveReal.reciprocal(.pi).rounded(toSignificantDigits: 10_000)
    let text = try #require(digits?.text)
    #expect(text.hasPrefix("0.3183098861837906715377675267450287240689192914809128974953"))
    #expect(text.hasSuffix("720486642821046615213176829917"))
    #expect(text.utf8.count == 10_002)
  }
}
