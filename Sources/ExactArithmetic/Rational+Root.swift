import MuslMath

extension Rational {
  /// The positive `n`-th root of a positive value, when it is rational.
  ///
  /// 27/8 and 3 give 3/2: both parts are perfect `n`-th powers. Only whole roots below 2^52 are tried
  /// (found from the `Double` estimate and checked exactly), so the cost is a few small
  /// powers.
  public func exactRoot(_ n: Int) -> Rational? {
    guard signum > 0, n >= 1 else { return nil }
    guard let top = Self.exactRoot(numerator, n), let bottom = Self.exactRoot(denominator, n)
    else { return nil }
    return Rational.bounded(top, bottom)
  }

  /// The whole `n`-th root of `value` > 0, when it is one below 2^52.
  private static func exactRoot(_ value: BigInteger, _ n: Int) -> BigInteger? {
    if value == .one {
      return .one
    }
    let (significand, exponent) = Rational(integer: value).approximateSignificand
    let estimate = (musl_log(significand) * 1.4426950408889634 + Double(exponent)) / Double(n)
    guard estimate < 52 else { return nil }
    let root = musl_pow(2, estimate).rounded()
    for candidate in [root - 1, root, root + 1] where candidate >= 1 {
      let whole = BigInteger(Int64(candidate))
      if whole.power(n) == value {
        return whole
      }
    }
    return nil
  }

  /// For a value p/q (lowest terms) with q odd and above 1, whether p is odd: a negative
  /// base to such a power is the real root, negative for an odd p ((−8)^(1/3) = −2,
  /// (−8)^(2/3) = 4, (−32)^0.2 = −2); `nil` for any other value.
  public var oddRootParity: Bool? {
    guard denominator.isOdd, denominator != .one else { return nil }
    return numerator.isOdd
  }
}
