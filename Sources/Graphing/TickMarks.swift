import MuslMath

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(CalculatorLibc)
import CalculatorLibc  // Embedded Swift for wasm32: Wasm/shim
#endif

/// Evenly spaced tick marks at a "nice" step (1, 2 or 5 × 10ⁿ) along one axis.
public struct TickMarks: Equatable, Sendable {
  /// The distance between two ticks, in graph units: 1, 2 or 5 × 10ⁿ.
  public let step: Double
  /// The tick values inside the range, ascending, each a whole multiple of ``step``.
  public let values: [Double]

  /// The most ticks an axis gets, whatever the range and spacing asked for.
  public static let maximumCount = 1_000

  /// Ticks for the visible range `lower...upper`, at least `minimumSpacing` graph units
  /// apart (the caller converts its pixel spacing to units).
  /// - Returns: `nil` when the range or spacing is not finite and positive, or the
  ///   numbers are too large or too small for a step to exist.
  public init?(lower: Double, upper: Double, minimumSpacing: Double) {
    guard lower.isFinite, upper.isFinite, lower < upper, minimumSpacing.isFinite,
      minimumSpacing > 0, let step = Self.niceStep(atLeast: minimumSpacing)
    else { return nil }
    let first = (lower / step).rounded(.up)
    let last = (upper / step).rounded(.down)
    guard first.isFinite, last.isFinite, last - first < Double(Self.maximumCount) else {
      return nil
    }
    self.step = step
    var values: [Double] = []
    var index = first
    while index <= last {
      values.append(index * step)
      index += 1
    }
    self.values = values
  }

  /// The smallest 1, 2 or 5 × 10ⁿ that is at least `spacing`.
  ///
  /// The decade comes from musl's `log10` (`MuslMath`), so every build picks the same step.
  static func niceStep(atLeast spacing: Double) -> Double? {
    let exponent = musl_log10(spacing).rounded(.down)
    guard exponent.isFinite else { return nil }
    // 10ⁿ is exact up to n = 22, so dividing by it rounds once: 2 / 10⁷ is the
    // Double nearest 2e-7, where 2 × 10⁻⁷ would not be.
    let power = musl_pow(10, Swift.abs(exponent))
    for multiple in [1.0, 2, 5, 10] {
      let step = exponent < 0 ? multiple / power : multiple * power
      guard step >= spacing * (1 - 1e-12) else { continue }
      return step.isFinite && step > 0 ? step : nil
    }
    return nil
  }

  /// A label for a tick value: no more digits than the step needs (`0.2`, `1e+06`).
  public func label(for value: Double) -> String {
    if value == 0 {
      return "0"
    }
    let decimals = max(0, Int(-musl_log10(step).rounded(.down)))
    let magnitude = Swift.abs(value)
    if magnitude >= 1e6 || magnitude < 1e-4 {
      return Self.format(value, "%g")
    }
    return Self.format(value, "%.\(decimals)f")
  }

  private static func format(_ value: Double, _ format: String) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      #if canImport(CalculatorLibc)
      let written = calculator_format_double(buffer.baseAddress, UInt(buffer.count), format, value)
      #else
      let written = withVaList([value]) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
      #endif
      guard written > 0, Int(written) < buffer.count else { return "\(value)" }
      return String(
        decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written)),
        as: UTF8.self)
    }
  }
}
