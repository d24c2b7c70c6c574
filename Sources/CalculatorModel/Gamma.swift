import MuslMath

/// The gamma function, written once in Swift so that every build gives the same
/// digits: C libraries' `tgamma` differ (glibc's and musl's, which the WebAssembly
/// build links, disagree in the last bits for about half of all arguments).
///
/// Lanczos' approximation with g = 607/128 and 15 terms, and Euler's reflection formula
/// below ½. The roundings of `x + 7.5` and `x + ½` are corrected to first order, and sin(πx) is
/// reduced exactly, so the result is within a few units in the last place
/// (relative error about 1e-15) wherever it is a normal number. It uses only musl's
/// `exp`, `log`, `pow`, `sin` and `cos` (`MuslMath`), the same bits in every build.
enum Gamma {
  /// Lanczos' g.
  private static let g = 607.0 / 128
  /// The series' coefficients for g = 607/128 and 15 terms.
  ///
  /// Fitted (with 60-digit arithmetic) so that the formula is exact at x = 0 … 13 and
  /// as x → ∞: in exact arithmetic its relative error is below 1.3e-16 from −½ to 171
  /// (g = 7 with 9 terms, the common choice, is off by 2e-13 for large x). The terms
  /// stay small, so their sum loses little to cancellation.
  private static let coefficients: [Double] = [
    1, 57.156_235_665_862_965, -59.597_960_355_483_43, 14.136_097_975_122_835,
    -0.491_913_824_015_778_77, 3.408_372_926_890_034e-05, 4.591_432_662_388_359e-05,
    -9.566_646_506_859_071e-05, 0.000_149_964_672_516_045_93, -0.000_193_508_628_387_067_62,
    0.000_193_650_500_414_480_73, -0.000_141_480_553_544_061_24, 7.026_271_593_052_466e-05,
    -2.107_912_716_010_182e-05, 2.873_254_339_799_618_7e-06,
  ]

  /// Γ(x + 1), which is x! for whole x: the factorial of any real number.
  ///
  /// NaN for NaN and −∞; +∞ for +∞ and at the poles (negative whole x, where x! is
  /// undefined), and where the result is beyond `Double`'s range; ±0 where it is
  /// too small.
  static func factorial(_ x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? x : .nan }
    if x >= -0.5 {
      return lanczos(x)
    }
    // Γ(1 + x) Γ(−x) = π / sin(π(1 + x)) = −π / sin(πx), and −x − 1 ≥ −½ is exact.
    let sine = sinPi(x)
    guard sine != 0 else { return .infinity }
    let reflected = lanczos(-x - 1)
    guard reflected.isFinite else { return 0 * -sine }
    return -Double.pi / (sine * reflected)
  }

  /// Γ(x + 1) for x ≥ −½ by Lanczos' formula:
  /// √(2π) · t^(x + ½) · e^(−t) · A(x), with t = x + g + ½ and A the series.
  private static func lanczos(_ x: Double) -> Double {
    guard x < 172 else { return .infinity }  // 171.7! is beyond Double's range
    var series = coefficients[0]
    for index in 1..<coefficients.count {
      series += coefficients[index] / (x + Double(index))
    }
    // t and y rounded, and what the rounding lost: t^y·e^(−t) changes by the factor
    // 1 + (y/t − 1)·δt + ln(t)·δy, which keeps the digits the roundings would cost.
    let (t, tLost) = sum(x, g + 0.5)
    let (y, yLost) = sum(x, 0.5)
    let correction = 1 + (y / t - 1) * tLost + musl_log(t) * yLost
    let scale = (2 * Double.pi).squareRoot() * series * correction * musl_exp(-t)
    if y < 140 {
      return scale * musl_pow(t, y)
    }
    // t^y alone would overflow before the result does.
    let half = musl_pow(t, y / 2)
    return scale * half * half
  }

  /// `a + b` rounded, and the exact error of that rounding (Knuth's TwoSum).
  private static func sum(_ a: Double, _ b: Double) -> (sum: Double, error: Double) {
    let sum = a + b
    let bPart = sum - a
    return (sum, (a - (sum - bPart)) + (b - bPart))
  }

  /// sin(πx) with the argument reduced exactly: exact 0 at whole x, ±1 at halves.
  private static func sinPi(_ x: Double) -> Double {
    let turn = x.truncatingRemainder(dividingBy: 2)  // exact, in (−2, 2)
    let halves = (turn * 2).rounded()  // −4 … 4
    let offset = turn - halves / 2  // exact, in [−¼, ¼]
    let angle = offset * Double.pi
    switch (Int(halves) % 4 + 4) % 4 {  // halves is a small whole number
    case 0: return offset == 0 ? 0 : musl_sin(angle)
    case 1: return musl_cos(angle)
    case 2: return offset == 0 ? 0 : -musl_sin(angle)
    default: return -musl_cos(angle)
    }
  }
}
