extension PointFinder {
  /// The most levels (halvings of h) an extremum's refinement tries.
  static var extremumLevels: Int { 16 }

  /// A sample above (or below) both neighbours, allowing one equal neighbour on the
  /// right: the extremum refined through the sign of the slope; a pole when the value
  /// there has grown without bound; `nil` when the sign changes nowhere, or beside a pole
  /// or jump.
  mutating func extremum(
    at i: Int, xs: [Double], ys: [Double?], step: Double, before: Double, y: Double
  ) -> PointOfInterest? {
    guard let after = ys[i + 1] else { return nil }
    var end = i + 1
    var beyond = after
    if after == y, i + 2 < ys.count, let next = ys[i + 2] {
      end = i + 2
      beyond = next
    }
    let isMaximum = before < y && y > beyond
    let isMinimum = before > y && y < beyond
    guard isMaximum || isMinimum else { return nil }
    let sign: Double = isMaximum ? 1 : -1
    // m ± h stays within the falling samples for every m between the top's neighbours.
    let reach = Double(Self.reach(from: i, to: end, ys: ys, sign: sign) - 1) * step
    // Not found within half a step (the samples miss the curve's wiggles): no extremum.
    guard let peak = peak(between: xs[i - 1], and: xs[end], sign: sign, reach: reach, step: step),
      peak.error < step / 2, let top = value(at: peak.x)
    else { return nil }
    let near = max(Swift.abs(before), Swift.abs(y), Swift.abs(beyond), .leastNormalMagnitude)
    if Swift.abs(top) >= 1e6 * near {
      return PointOfInterest(kind: .pole, x: peak.x, y: nil)
    }
    // Beside a pole or a jump the difference changes sign h before it, where the curve
    // still rises (the crossing or the change between samples finds the pole or jump).
    guard let left = value(at: peak.x - peak.h / 2), let right = value(at: peak.x + peak.h / 2),
      sign * top + 4 * top.ulp >= max(sign * left, sign * right)
    else { return nil }
    // A round sample within the uncertainty is the better answer (0, not 1e−17).
    let x = Swift.abs(xs[i] - peak.x) <= peak.error ? xs[i] : peak.x
    let shown = SignificantDigits.limited(x, error: peak.error)
    guard let value = value(at: shown.value) else { return nil }
    return PointOfInterest(
      kind: isMaximum ? .maximum : .minimum, x: shown.value, y: value, xDigits: shown.digits)
  }

  /// How many steps the samples keep falling away from the top (rising away from the
  /// bottom, `sign` −1) on the side where they stop first: samples `i` and `end` are
  /// the top.
  static func reach(from i: Int, to end: Int, ys: [Double?], sign: Double) -> Int {
    var left = i
    while left > 0, let inner = ys[left], let outer = ys[left - 1], sign * outer < sign * inner {
      left -= 1
    }
    var right = end
    while right + 1 < ys.count, let inner = ys[right], let outer = ys[right + 1],
      sign * outer < sign * inner
    {
      right += 1
    }
    return min(i - left, right - end)
  }

  /// The x of the largest `sign × f` between `a` and `b`, how far it may be off, and
  /// the last h it was found with.
  ///
  /// The x where f(x + h) − f(x − h) changes sign, narrowed to neighbouring `Double`s
  /// (or across the stretch where rounding leaves the sign undecided), for h halving
  /// from the largest power of two within `reach`: a large h leaves little room to
  /// rounding noise (which decides the sign only farther than noise ÷ (2f″h) from the
  /// top), a small one little to the curve's asymmetry (which moves the sign change by
  /// about f‴h² ÷ 6f″). Richardson's extrapolation in h² removes the latter and
  /// estimates the error. An exactly symmetric top (sin, cos, even powers) is found at
  /// the first h already.
  /// - Returns: `nil` where the function is undefined somewhere it looked, or the sign
  ///   never changed between `a` and `b`.
  /// - Complexity: at most ``extremumLevels`` searches, each of about a dozen steps
  ///   where the difference is smooth and never more than twice a bisection's.
  mutating func peak(
    between a: Double, and b: Double, sign: Double, reach: Double, step: Double
  ) -> (x: Double, error: Double, h: Double)? {
    var table = RichardsonTable()
    var h = Self.powerOfTwo(atMost: max(reach, step / 2))
    let resolution = max(Swift.abs(a), Swift.abs(b)).ulp
    var latest: (x: Double, h: Double)?
    for _ in 0..<Self.extremumLevels where evaluations < Self.evaluationBudget {
      // Around the expected sign change when there is one, else the whole bracket.
      var ends: SlopeBracket?
      if let latest {
        let guess = table.best.error.isFinite ? table.best.value : latest.x
        let radius = max(Swift.abs(guess - latest.x), 4 * table.best.error, 64 * resolution)
        let centre = latest.x + 0.75 * (guess - latest.x)
        ends = slopes(at: max(a, centre - radius), min(b, centre + radius), h: h, sign: sign)
      }
      if ends?.isBracketing != true {
        ends = slopes(at: a, b, h: h, sign: sign)
      }
      guard let ends else { return nil }
      guard ends.isBracketing else {
        if latest != nil { break }  // the sign is noise at this h already
        h /= 2
        continue
      }
      // Rounding noise of a few units in the last place of each value moves the sign
      // change by the noise over the slope of the difference: narrower is no better.
      let blur = 4 * ends.size.ulp / ends.steepness
      guard
        let change = signChange(
          in: ends, h: h, sign: sign, resolution: max(resolution, blur / 4))
      else { return nil }
      let noise = max(blur, change.error)
      table.add(change.x, noise: noise)
      latest = (change.x, h)
      if table.isSettled || table.best.error <= 2 * noise { break }
      h /= 2
    }
    guard let latest else { return nil }
    let error = table.best.error.isFinite ? table.best.error : step
    return (table.best.value, error, latest.h)
  }

  /// Two x values and `sign` × (f(x + h) − f(x − h)) at each.
  private struct SlopeBracket {
    var low: Double
    var high: Double
    /// `sign` × the difference at `low`.
    var atLow: Double
    /// `sign` × the difference at `high`.
    var atHigh: Double
    /// The largest |f| met.
    var size: Double

    /// Whether the difference falls from positive to negative across the bracket.
    var isBracketing: Bool { atLow > 0 && atHigh < 0 }
    /// How fast the difference changes across the bracket.
    var steepness: Double { Swift.abs(atLow - atHigh) / (high - low) }
  }

  /// The bracket from `low` to `high`, `nil` where f is undefined.
  private mutating func slopes(
    at low: Double, _ high: Double, h: Double, sign: Double
  ) -> SlopeBracket? {
    guard let left = slope(at: low, h: h), let right = slope(at: high, h: h) else { return nil }
    return SlopeBracket(
      low: low, high: high, atLow: sign * left.difference, atHigh: sign * right.difference,
      size: max(left.size, right.size))
  }

  /// f(x + h) − f(x − h) and the larger |f| of the two, `nil` where f is undefined.
  private mutating func slope(at x: Double, h: Double) -> (difference: Double, size: Double)? {
    guard let up = value(at: x + h), let down = value(at: x - h) else { return nil }
    return (up - down, max(Swift.abs(up), Swift.abs(down)))
  }

  /// Where the difference changes sign in `bracket`, narrowed until the bracket is
  /// `resolution` wide, and how far that may be off; `nil` where f is undefined.
  ///
  /// Each step tries where the line through the ends crosses 0 (regula falsi, with the
  /// Illinois halving of an end kept twice), and halves the bracket instead after a try
  /// that did not: the sign alone decides, as in bisection, in a dozen or so steps where
  /// the difference is smooth.
  ///
  /// Where the difference is exactly 0 the sign is undecided: rounding has made f flat
  /// (`(1e10 + sin(x)) − 1e10`), or x is exactly the top of a symmetric curve. The change
  /// then lies anywhere from the last x still positive to the first one negative, and
  /// both edges are bisected.
  private mutating func signChange(
    in bracket: SlopeBracket, h: Double, sign: Double, resolution: Double
  ) -> (x: Double, error: Double)? {
    var bracket = bracket
    var halve = false
    var keptLow: Bool?
    for _ in 0..<Self.bisectionSteps where bracket.high - bracket.low > resolution {
      let (low, high) = (bracket.low, bracket.high)
      var m = low + (high - low) / 2
      // A crossing within the resolution of an end is tried that far inside it: one
      // step then settles it, where halving would take a dozen.
      let crossing = low + bracket.atLow / (bracket.atLow - bracket.atHigh) * (high - low)
      let inside = min(max(crossing, low + resolution / 2), high - resolution / 2)
      if !halve, inside > low, inside < high {
        m = inside
      }
      guard m > low, m < high else { break }
      guard let d = slope(at: m, h: h)?.difference else { return nil }
      let signed = sign * d
      if signed > 0 {
        (bracket.low, bracket.atLow) = (m, signed)
        if keptLow == false { bracket.atHigh /= 2 }
        keptLow = false
      } else if signed < 0 {
        (bracket.high, bracket.atHigh) = (m, signed)
        if keptLow == true { bracket.atLow /= 2 }
        keptLow = true
      } else {
        guard
          let first = edge(from: m, toward: low, h: h, sign: sign, resolution: resolution),
          let last = edge(from: m, toward: high, h: h, sign: sign, resolution: resolution)
        else { return nil }
        return (first + (last - first) / 2, (last - first) / 2)
      }
      halve = !halve && bracket.high - bracket.low > (high - low) / 2
    }
    let width = bracket.high - bracket.low
    return (bracket.low + width / 2, width / 2)
  }

  /// Going from `m`, where the difference is 0, toward `end`, where it has its sign
  /// (positive on the left, negative on the right), the x where it takes that sign:
  /// the distance doubles from `resolution` until past it, then is bisected, so that a
  /// lone 0 costs a few steps and a wide flat stretch few more.
  private mutating func edge(
    from m: Double, toward end: Double, h: Double, sign: Double, resolution: Double
  ) -> Double? {
    let side: Double = end < m ? 1 : -1
    var (inside, outside) = (m, end)
    var distance = resolution
    while Swift.abs(end - m) > 2 * distance {
      let x = m - side * distance
      guard let d = slope(at: x, h: h)?.difference else { return nil }
      if side * sign * d > 0 {
        outside = x
        break
      }
      inside = x
      distance *= 2
    }
    for _ in 0..<Self.bisectionSteps where Swift.abs(outside - inside) > resolution {
      let x = inside + (outside - inside) / 2
      guard x != inside, x != outside, let d = slope(at: x, h: h)?.difference else { break }
      if side * sign * d > 0 { outside = x } else { inside = x }
    }
    return inside + (outside - inside) / 2
  }

  /// The largest power of two not above `value` (positive and finite).
  static func powerOfTwo(atMost value: Double) -> Double {
    guard value.isNormal else { return value }
    return Double(sign: .plus, exponent: value.exponent, significand: 1)
  }
}
