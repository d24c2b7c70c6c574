import MuslMath

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
    // Beyond 2⁵² a Double no longer counts in ones: the loop below would not advance.
    guard first.magnitude < 0x1p52, last.magnitude < 0x1p52,
      last - first < Double(Self.maximumCount)
    else {
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
  public static func niceStep(atLeast spacing: Double) -> Double? {
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

  /// The `index`-th whole multiple of `step` as the `Double` nearest its decimal value:
  /// `3` × `0.2` is 0.6, not 0.6000000000000001 (below 1, a nice step's inverse is a
  /// whole number, and dividing by it rounds once).
  public static func multiple(_ index: Double, of step: Double) -> Double {
    let inverse = (1 / step).rounded()
    return step < 1 && inverse * step == 1 ? index / inverse : index * step
  }

  /// A label for a tick value: no more digits than the step needs (`0.2`, never
  /// `0.20000000000000001`), `−` (U+2212) for negatives, and exponent form (`2e6`,
  /// `1.5e−7`) on an axis where that is clearly shorter, the same form for every
  /// label of the axis.
  public func label(for value: Double) -> String {
    TickLabelFormat(step: step, values: values).label(for: value)
  }

  /// The labels of ``values``, in order.
  public var labels: [String] {
    let format = TickLabelFormat(step: step, values: values)
    return values.map(format.label(for:))
  }
}
