/// Round x values across a range: the whole multiples of a 1, 2 or 5 × 10ⁿ step,
/// each the `Double` nearest its decimal value (so 2 is exactly 2, not
/// 2.0000000000000004), for finding points of interest.
struct SampleGrid {
  /// The distance between two samples.
  let step: Double
  /// The samples, ascending, strictly increasing.
  let xs: [Double]

  /// About `columns` samples across `range`, or `nil` when the range is empty, not
  /// finite, or too narrow for two distinct samples.
  init?(range: ClosedRange<Double>, columns: Int) {
    let width = range.upperBound - range.lowerBound
    guard width.isFinite, width > 0, columns > 0,
      let step = TickMarks.niceStep(atLeast: width / Double(columns))
    else { return nil }
    let first = (range.lowerBound / step).rounded(.up)
    let last = (range.upperBound / step).rounded(.down)
    // Beyond 2⁵² a Double no longer counts in ones: the loop below would not advance.
    guard first.magnitude < 0x1p52, last.magnitude < 0x1p52, last - first >= 1,
      last - first <= Double(columns) + 1
    else { return nil }
    var xs: [Double] = []
    var index = first
    while index <= last {
      let x = TickMarks.multiple(index, of: step)
      if xs.last.map({ x > $0 }) ?? true { xs.append(x) }
      index += 1
    }
    guard xs.count >= 2 else { return nil }
    self.step = step
    self.xs = xs
  }
}
