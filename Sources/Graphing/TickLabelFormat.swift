import MuslMath

/// How the labels of one axis are written: fixed or exponent form, decided once for
/// the axis so that its labels never mix forms.
struct TickLabelFormat {
  /// The decade of the step: 10^stepExponent ≤ step < 10^(stepExponent + 1).
  private let stepExponent: Int
  private let exponentForm: Bool

  /// A format for ticks `step` apart at `values`.
  init(step: Double, values: [Double]) {
    let decade = musl_log10(step).rounded(.down)
    let decadeExponent = decade.isFinite ? Int(max(-400, min(400, decade))) : 0
    stepExponent = decadeExponent
    let fixed = values.map { Self.fixedLength($0, stepExponent: decadeExponent) }.max() ?? 0
    let exponent = values.map { Self.exponent($0, stepExponent: decadeExponent).count }.max() ?? 0
    // Fixed form reads best; exponent form only where it saves several characters.
    exponentForm = exponent + 4 <= fixed
  }

  /// The label of one tick value.
  func label(for value: Double) -> String {
    guard value != 0 else { return "0" }
    return exponentForm
      ? Self.exponent(value, stepExponent: stepExponent)
      : Self.fixed(value, stepExponent: stepExponent)
  }

  /// The length fixed form would take, without formatting huge or tiny numbers.
  private static func fixedLength(_ value: Double, stepExponent: Int) -> Int {
    let decimals = max(0, -stepExponent)
    guard decimals <= 30, value.magnitude < 1e21 else { return Int.max / 2 }
    return fixed(value, stepExponent: stepExponent).count
  }

  /// `1200`, `0.25`, `−3.5`: as many decimals as the step's decade, trailing zeros
  /// dropped.
  private static func fixed(_ value: Double, stepExponent: Int) -> String {
    let decimals = max(0, -stepExponent)
    guard decimals <= 30, value.magnitude < 1e21 else {
      return exponent(value, stepExponent: stepExponent)
    }
    return readable(withoutTrailingZeros(NumberText.printf(value, "%.\(decimals)f")))
  }

  /// `2e6`, `−1.5e−7`, `1.000000001e9`: the significant digits the step needs.
  private static func exponent(_ value: Double, stepExponent: Int) -> String {
    guard value != 0 else { return "0" }
    let decade = musl_log10(value.magnitude).rounded(.down)
    let digits = decade.isFinite ? max(1, min(17, Int(decade) - stepExponent + 1)) : 1
    let text = NumberText.printf(value, "%.\(digits - 1)e")
    guard let e = text.firstIndex(of: "e") else { return readable(text) }
    let mantissa = withoutTrailingZeros(String(text[..<e]))
    var power = String(text[text.index(after: e)...])
    let negative = power.hasPrefix("-")
    power = String(power.drop { $0 == "+" || $0 == "-" || $0 == "0" })
    return readable(mantissa + "e" + (negative ? "-" : "") + (power.isEmpty ? "0" : power))
  }

  /// `2.500` → `2.5`, `3.000` → `3`; text without a point is unchanged.
  private static func withoutTrailingZeros(_ text: String) -> String {
    guard text.contains(".") else { return text }
    var trimmed = Substring(text)
    while trimmed.hasSuffix("0") { trimmed = trimmed.dropLast() }
    if trimmed.hasSuffix(".") { trimmed = trimmed.dropLast() }
    return trimmed == "-" || trimmed == "-0" ? "0" : String(trimmed)
  }

  private static func readable(_ text: String) -> String { NumberText.readable(text) }
}
