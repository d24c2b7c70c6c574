import Testing

@testable import CalculatorModel

/// x! of non-integers through the one gamma function every build shares:
/// within a few units in the last place of the true value, which mpmath gave to 40
/// digits.
@Suite struct GammaTests {
  /// (x, x! = Γ(x + 1) rounded to a `Double`).
  static let references: [(Double, Double)] = [
    (0.5, 0.886226925452758), (-0.5, 1.772453850905516), (4.7, 72.52763452022295),
    (1.5, 1.329340388179137), (2.5, 3.3233509704478426), (10.1, 4593083.589560014),
    (20.3, 6.034095982728211e+18), (50.5, 2.1666837707377396e+65),
    (100.25, 2.9558374475433667e+158), (170.5, 9.4833675668248e+307),
    (-1.5, -3.544907701811032), (-2.5, 2.363271801207355), (-3.7, -0.931082784838964),
    (-10.3, 5.420234136721678e-06), (-50.5, 7.322269689234127e-64),
    (-170.5, 5.6482208842233253e-306), (1e-10, 0.9999999999422784),
    (-0.3, 1.2980553326475577), (0.1, 0.9513507698668732), (3.14159, 7.1880580179271565),
    (7.7, 21327.693789920322), (33.3, 2.4933633396420364e+37),
    (99.9, 5.885840419492872e+157), (0.25, 0.906402477055477), (-0.75, 3.625609908221908),
    (12.5, 1710542068.3195732), (140.3, 5.936796456547239e+241),
    (-100.1, 6.876374904611228e-156), (1e-300, 1),
  ]

  @Test(arguments: references)
  func factorialIsWithinAFewUlps(_ x: Double, _ expected: Double) {
    let value = Gamma.factorial(x)
    let error = Swift.abs(value - expected) / expected.magnitude
    #expect(error <= 2e-15, "\(x)! = \(value), expected \(expected) (relative error \(error))")
  }

  @Test func halfFactorialIsHalfTheSquareRootOfPi() {
    #expect(Swift.abs(Gamma.factorial(-0.5) - Double.pi.squareRoot()) <= 4e-16)
    #expect(Swift.abs(Gamma.factorial(0.5) - Double.pi.squareRoot() / 2) <= 2e-16)
  }

  @Test(arguments: [
    ("0.5!", "0.886226925452758"), ("4.7!", "72.5276345202229"), ("(−0.5)!", "1.77245385090552"),
    ("(−1.5)!", "-3.54490770181103"), ("2.5!", "3.32335097044784"),
  ])
  func displays(_ text: String, _ display: String) throws {
    let evaluation = try Formula(parsing: text).evaluation(using: [:], angle: .radians)
    #expect(evaluation.display == display)
  }

  @Test func edges() {
    #expect(Gamma.factorial(.nan).isNaN)
    #expect(Gamma.factorial(-.infinity).isNaN)
    #expect(Gamma.factorial(.infinity) == .infinity)
    #expect(Gamma.factorial(171.7) == .infinity)
    #expect(Gamma.factorial(-3) == .infinity)
    #expect(Gamma.factorial(-1000.5) == 0)
  }

  @Test func wholeNumbersStayCorrectlyRounded() throws {
    let evaluation = try Formula(parsing: "20!").evaluation(using: [:], angle: .radians)
    #expect(evaluation.result == 2_432_902_008_176_640_000)
  }
}
