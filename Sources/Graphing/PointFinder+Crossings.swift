extension PointFinder {
  /// A change of sign between two samples: a root, or a pole or jump that crosses 0.
  mutating func crossing(
    from left: (Double, Double), to right: (Double, Double)
  ) -> [PointOfInterest] {
    var (a, fa, b, fb) = (left.0, left.1, right.0, right.1)
    for _ in 0..<Self.bisectionSteps {
      let m = a + (b - a) / 2
      guard m > a, m < b else { break }
      guard let fm = value(at: m) else {
        return pole(at: m, near: max(Swift.abs(left.1), Swift.abs(right.1)), fa, fb).map { [$0] }
          ?? []
      }
      if fm == 0 { return [root(near: m, leftSign: fa < 0 ? -1 : 1)] }
      if (fm < 0) == (fa < 0) { (a, fa) = (m, fm) } else { (b, fb) = (m, fm) }
    }
    let near = max(Swift.abs(left.1), Swift.abs(right.1))
    if min(Swift.abs(fa), Swift.abs(fb)) <= near * 1e-6 {
      return [root(near: Swift.abs(fa) <= Swift.abs(fb) ? a : b, leftSign: fa < 0 ? -1 : 1)]
    }
    return classify((a, fa), (b, fb), near: near, change: Swift.abs(right.1 - left.1)).map { [$0] }
      ?? []
  }

  /// A change much larger than its neighbours'.
  ///
  /// A jump or pole, or just a steep stretch (then `nil`). Bisection follows the half
  /// that changes more.
  mutating func discontinuity(
    from left: (Double, Double), to right: (Double, Double)
  ) -> PointOfInterest? {
    var (a, fa, b, fb) = (left.0, left.1, right.0, right.1)
    let near = max(Swift.abs(left.1), Swift.abs(right.1))
    for _ in 0..<Self.bisectionSteps {
      let m = a + (b - a) / 2
      guard m > a, m < b else { break }
      guard let fm = value(at: m) else { return pole(at: m, near: near, fa, fb) }
      if Swift.abs(fm - fa) >= Swift.abs(fb - fm) { (b, fb) = (m, fm) } else { (a, fa) = (m, fm) }
    }
    return classify((a, fa), (b, fb), near: near, change: Swift.abs(right.1 - left.1))
  }

  /// Neighbouring x values `a` < `b` that still differ: a pole when the values have
  /// grown a millionfold over the samples', a jump when a quarter of the change is
  /// left, otherwise nothing (a steep but continuous stretch).
  func classify(
    _ a: (Double, Double), _ b: (Double, Double), near: Double, change: Double
  ) -> PointOfInterest? {
    if max(Swift.abs(a.1), Swift.abs(b.1)) >= 1e6 * max(near, Double.leastNormalMagnitude) {
      return PointOfInterest(kind: .pole, x: Swift.abs(a.1) >= Swift.abs(b.1) ? a.0 : b.0, y: nil)
    }
    guard Swift.abs(b.1 - a.1) >= change / 4 else { return nil }
    return PointOfInterest(kind: .jump, x: b.0, y: b.1)
  }

  /// An undefined x met while bisecting: a pole when a value beside it is huge.
  func pole(at x: Double, near: Double, _ fa: Double, _ fb: Double) -> PointOfInterest? {
    max(Swift.abs(fa), Swift.abs(fb)) >= 1e3 * max(near, Double.leastNormalMagnitude)
      ? PointOfInterest(kind: .pole, x: x, y: nil) : nil
  }

  /// The root found at x, where f changes sign from `leftSign`: its y is 0 by
  /// definition, not the rounding error left at the nearest `Double`, and its x keeps
  /// the digits that rounding noise leaves it.
  private mutating func root(near x: Double, leftSign: Double) -> PointOfInterest {
    let shown = SignificantDigits.limited(x, error: blur(around: x, leftSign: leftSign))
    return PointOfInterest(kind: .root, x: shown.value, y: 0, xDigits: shown.digits)
  }

  /// How far a root at x may be off for rounding noise.
  ///
  /// 0 when f has the sign of its side (`leftSign` on the left) 1, 2, 4 and 8 `Double`s
  /// away, as at a clean root; otherwise the distance, doubling on, at which it has them
  /// and is beyond 4 × the largest |f| met that close. That is how far the noise
  /// reaches: the stretch where `(1e10 + sin(x)) − 1e10` is exactly 0 around π, or where
  /// `(x − √2)³` multiplied out changes sign at random.
  private mutating func blur(around x: Double, leftSign: Double) -> Double {
    var noise = 0.0
    var isClean = true
    var distance = x.ulp
    for step in 0..<Self.blurSteps where evaluations < Self.evaluationBudget {
      guard let left = value(at: x - distance), let right = value(at: x + distance) else { break }
      let signed = (leftSign * left, -leftSign * right)
      if step < 4 {
        noise = max(noise, Swift.abs(left), Swift.abs(right))
        isClean = isClean && signed.0 > 0 && signed.1 > 0
        if step == 3 && isClean { return 0 }
      } else if signed.0 > 4 * noise && signed.1 > 4 * noise {
        break
      }
      distance *= 2
    }
    return distance
  }

  /// The most doublings of the distance at which a blurred root is checked.
  static var blurSteps: Int { 64 }
}
