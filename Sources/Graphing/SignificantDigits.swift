import MuslMath

/// Rounding to a number of significant decimal digits.
enum SignificantDigits {
  /// The most digits a graph shows (as the calculator's display does).
  static var maximum: Int { 15 }

  /// `value` rounded to `digits` significant digits (the nearest `Double`); values
  /// that are not finite, 0, or too large or small to scale come back unchanged.
  static func rounded(_ value: Double, to digits: Int) -> Double {
    guard value.isFinite, value != 0 else { return value }
    let decade = musl_log10(value.magnitude).rounded(.down)
    let shift = Double(digits - 1) - decade
    // 10ⁿ is exact up to n = 22: multiply, round, and divide (one rounding each).
    guard shift.magnitude <= 22 else { return value }
    let power = musl_pow(10, shift.magnitude)
    return shift >= 0 ? (value * power).rounded() / power : (value / power).rounded() * power
  }

  /// `value`, which may be off by `error`, with only its right digits: rounded at the
  /// first decimal place worth twice the error or more (so that the last digit kept is
  /// off by at most one unit), and how many significant digits that leaves, from 1 to
  /// ``maximum``.
  ///
  /// With all ``maximum`` digits right `value` comes back unchanged (a display shows no
  /// more). A value smaller than the error comes back as a multiple of the place: 0
  /// (with all its digits: 0 is shown as 0) when it is less than half of it.
  static func limited(_ value: Double, error: Double) -> (value: Double, digits: Int) {
    guard value.isFinite, error > 0 else { return (value, maximum) }
    guard (2 * error).isFinite else { return (0, 1) }
    let place = musl_log10(2 * error).rounded(.up)
    let decade = value == 0 ? place - 1 : musl_log10(value.magnitude).rounded(.down)
    let digits = decade - place + 1
    if digits >= Double(maximum) {
      return (value, maximum)
    }
    if digits >= 1 {
      return (rounded(value, to: Int(digits)), Int(digits))
    }
    // A value below the place: 0 (shown as 0, whatever its count of digits), or the
    // place itself when it is at least half of it.
    let unit = musl_pow(10, place)
    let multiple = (value / unit).rounded()
    return multiple == 0 ? (0, maximum) : (multiple * unit, 1)
  }
}
