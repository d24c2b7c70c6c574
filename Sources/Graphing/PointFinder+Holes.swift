extension PointFinder {
  /// The most distances from a hole at which its limit is estimated, each half the last.
  static var limitLevels: Int { 12 }

  /// A sample without a value between two with one: a pole when the values beside it
  /// are unbounded, a hole when its limits from both sides agree, otherwise a jump.
  mutating func gap(
    at x: Double, step: Double, _ before: Double, _ after: Double
  ) -> PointOfInterest? {
    let near = max(Swift.abs(before), Swift.abs(after), Double.leastNormalMagnitude)
    let tiny = max(step * 1e-9, 4 * x.ulp)
    guard let edges = sides(of: x, at: tiny) else { return nil }
    if max(Swift.abs(edges.left), Swift.abs(edges.right)) >= 1e6 * near {
      return PointOfInterest(kind: .pole, x: x, y: nil)
    }
    // Each side's limit from the parabola through its values a whole, half and quarter
    // step away (exact but for the curve's third derivative).
    guard let half = sides(of: x, at: step / 2), let quarter = sides(of: x, at: step / 4) else {
      return nil
    }
    let fromLeft = before / 3 - 2 * half.left + 8 * quarter.left / 3
    let fromRight = after / 3 - 2 * half.right + 8 * quarter.right / 3
    // They agree to a thousandth, or to a hundredth of how much the curve changes
    // there (a jump changes at least by its height).
    let values = [before, half.left, quarter.left, quarter.right, half.right, after]
    let change = (values.max() ?? 0) - (values.min() ?? 0)
    guard
      Swift.abs(fromLeft - fromRight)
        <= max(1e-3 * max(Swift.abs(fromLeft), Swift.abs(fromRight)), 1e-2 * change, 1e-300)
    else { return PointOfInterest(kind: .jump, x: x, y: edges.right) }
    let limit = limit(at: x, step: step, known: [(before, after), half, quarter])
    // An extrapolation is arithmetic on rounded values: never more than a display shows.
    let shown = SignificantDigits.limited(limit.value, error: limit.error)
    return PointOfInterest(
      kind: .hole, x: x, y: SignificantDigits.rounded(shown.value, to: shown.digits),
      yDigits: shown.digits)
  }

  /// The values `distance` left and right of `x`, `nil` where either is undefined.
  private mutating func sides(
    of x: Double, at distance: Double
  ) -> (left: Double, right: Double)? {
    guard let left = value(at: x - distance), let right = value(at: x + distance) else {
      return nil
    }
    return (left, right)
  }

  /// The limit at a hole x, and how far it may be off.
  ///
  /// The mean of the values either side, whose error is even in the distance d
  /// (c₁d² + c₂d⁴ + …, whatever the slope), at d halving from `step`, extrapolated by
  /// ``RichardsonTable`` until it settles. Rounding noise, which grows as d shrinks
  /// where the formula cancels (`(x² − 4) ÷ (x − 2)`), is measured: how far the mean
  /// strays from c₁d² when d moves by a billionth (or 64 `Double`s of x) either way.
  /// - Parameters:
  ///   - x: the hole.
  ///   - step: the first distance.
  ///   - known: the values either side at the first distances.
  /// - Returns: the limit and twice the error the table estimates (the estimate comes from
  ///   the very values it judges).
  private mutating func limit(
    at x: Double, step: Double, known: [(left: Double, right: Double)]
  ) -> (value: Double, error: Double) {
    var table = RichardsonTable()
    var noise = 0.0
    var distance = step
    var previous: (distance: Double, mean: Double)?
    for level in 0..<Self.limitLevels
    where !table.isSettled && evaluations < Self.evaluationBudget {
      guard let pair = level < known.count ? known[level] : sides(of: x, at: distance) else {
        break
      }
      let mean = (pair.left + pair.right) / 2
      noise = max(noise, 2 * mean.ulp)
      if let previous {
        let curvature =
          (previous.mean - mean)
          / ((previous.distance - distance) * (previous.distance + distance))
        // Far enough for the rounding errors to change, near enough for c₂d⁴ to stay.
        let nudge = min(max(distance * 0x1p-30, 64 * x.ulp), distance / 2)
        for nudged in [distance + nudge, distance - nudge] {
          guard let pair = sides(of: x, at: nudged) else { break }
          let expected = mean + curvature * (nudged - distance) * (nudged + distance)
          noise = max(noise, Swift.abs((pair.left + pair.right) / 2 - expected))
        }
      }
      table.add(mean, noise: noise)
      if table.best.error <= 2 * noise { break }
      previous = (distance, mean)
      distance /= 2
    }
    return (table.best.value, 2 * table.best.error)
  }
}
