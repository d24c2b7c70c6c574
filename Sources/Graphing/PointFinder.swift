/// Finds the points of interest of a curve in an x range: roots, the y-intercept,
/// local minima and maxima, removable holes, poles and jumps.
///
/// The curve is sampled once, in one batch, at round x values (whole multiples of a
/// 1, 2 or 5 × 10ⁿ step, so that a hole or pole at a round x such as 2 or 0 is hit
/// exactly). Candidates come from that geometry — a change of sign, an isolated gap, a
/// change much larger than its neighbours', a sample higher or lower than both
/// neighbours — and each is refined on the source itself: bisection to neighbouring
/// `Double`s for roots, poles and jumps, a search on the sign of the slope for extrema,
/// Richardson's extrapolation for a hole's limit. Each coordinate keeps only the digits
/// that its refinement and the curve's rounding noise leave right
/// (``PointOfInterest/xDigits``).
///
/// Work is bounded: at most ``maximumSamples`` samples, ``evaluationBudget`` single
/// evaluations for refinement and ``maximumCount`` points, whatever the curve
/// (`x·sin(1/x)` near 0 has infinitely many roots).
///
/// Generic over its source, as ``GraphSampler`` is, for Embedded Swift.
public struct PointFinder<Source: GraphDataSource> {
  /// The most points reported for one curve.
  public static var maximumCount: Int { 200 }
  /// The most samples taken across the range.
  static var maximumSamples: Int { 8_192 }
  /// The most single evaluations spent refining candidates.
  static var evaluationBudget: Int { 30_000 }

  private let source: Source
  /// Single evaluations spent so far.
  private(set) var evaluations = 0

  /// A finder on `source`.
  public init(source: Source) {
    self.source = source
  }

  /// The points of interest with x in `range`, sorted by x, sampling about `columns`
  /// columns (one per device pixel is the natural choice).
  /// - Returns: an empty list when the range is empty or not finite.
  /// - Complexity: O(columns) evaluations in one batch, plus at most
  ///   ``evaluationBudget`` single ones.
  public func points(in range: ClosedRange<Double>, columns: Int) -> [PointOfInterest] {
    var search = self
    return search.find(in: range, columns: columns)
  }

  private mutating func find(in range: ClosedRange<Double>, columns: Int) -> [PointOfInterest] {
    guard let grid = SampleGrid(range: range, columns: min(max(columns, 16), Self.maximumSamples))
    else { return [] }
    let xs = grid.xs
    let ys = source.ys(at: xs).map { $0.flatMap { $0.isFinite ? $0 : nil } }
    var found: [PointOfInterest] = []
    if range.contains(0), let y = value(at: 0) {
      found.append(PointOfInterest(kind: .yIntercept, x: 0, y: y))
    }
    let last = xs.count - 1
    for i in 0...last where found.count < Self.maximumCount && evaluations < Self.evaluationBudget {
      let before = i > 0 ? ys[i - 1] : nil
      let after = i < last ? ys[i + 1] : nil
      guard let y = ys[i] else {
        if let before, let after, let point = gap(at: xs[i], step: grid.step, before, after) {
          found.append(point)
        }
        continue
      }
      if y == 0, i == 0 || ys[i - 1] != 0, i == last || ys[i + 1] != 0 {
        found.append(PointOfInterest(kind: .root, x: xs[i], y: 0))
      }
      if let after {
        let change = Swift.abs(after - y)
        let neighbours = max(
          i > 0 ? difference(ys[i - 1], y) : 0, i + 1 < last ? difference(after, ys[i + 2]) : 0)
        if y < 0 && after > 0 || y > 0 && after < 0 {
          found += crossing(from: (xs[i], y), to: (xs[i + 1], after))
        } else if change > 0, change > 3 * neighbours,
          let point = discontinuity(from: (xs[i], y), to: (xs[i + 1], after))
        {
          found.append(point)
        }
      }
      if let before, i < last,
        let point = extremum(at: i, xs: xs, ys: ys, step: grid.step, before: before, y: y)
      {
        found.append(point)
      }
    }
    return Self.deduplicated(found, within: grid.step)
  }

  /// The source's value at x, counted against the budget; `nil` where undefined.
  mutating func value(at x: Double) -> Double? {
    evaluations += 1
    return source.y(at: x).flatMap { $0.isFinite ? $0 : nil }
  }

  private func difference(_ a: Double?, _ b: Double?) -> Double {
    guard let a, let b else { return 0 }
    return Swift.abs(b - a)
  }

  /// The most halvings of one bisection.
  static var bisectionSteps: Int { 200 }

  /// The points sorted by x (kinds at one x in the order of `Kind.allCases`), one of
  /// each kind within `step` of another.
  private static func deduplicated(
    _ points: [PointOfInterest], within step: Double
  ) -> [PointOfInterest] {
    var kept: [PointOfInterest] = []
    let order = { (kind: PointOfInterest.Kind) in
      PointOfInterest.Kind.allCases.firstIndex(of: kind) ?? 0
    }
    let sorted = points.sorted { ($0.x, order($0.kind)) < ($1.x, order($1.kind)) }
    for point in sorted {
      let duplicate = kept.reversed().prefix { point.x - $0.x <= step }.contains {
        $0.kind == point.kind
      }
      if !duplicate { kept.append(point) }
    }
    return Array(kept.prefix(maximumCount))
  }
}
