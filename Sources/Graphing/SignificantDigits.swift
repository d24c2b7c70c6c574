import MuslMath

/// Rounding to a number of significant decimal digits.
enum SignificantDigits {
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
}
