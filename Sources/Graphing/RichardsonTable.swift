/// Richardson's extrapolation of estimates whose error shrinks with the square of a step
/// that halves from one estimate to the next (c₁h² + c₂h⁴ + …), keeping, as Ridders
/// does, the entry whose error estimate is least.
///
/// An entry's error is estimated by how far it lies from the entries it was made of,
/// and never below twice the rounding noise of the newest estimate in it (its caller's
/// measure), which usually grows as the step shrinks; once a new row's least error is
/// twice the best so far, more rows only add noise (``isSettled``).
struct RichardsonTable {
  /// The last row: the newest estimate, then its extrapolations.
  private var row: [Double] = []
  /// The rounding noise of the newest estimate.
  private var noise = 0.0
  /// The best value so far and its estimated error (infinite with one estimate).
  private(set) var best: (value: Double, error: Double) = (.nan, .infinity)
  /// Whether the newest row's least error is at least twice the best so far.
  private(set) var isSettled = false

  /// Adds the estimate at the next, halved, step, which rounding may have moved by as
  /// much as `noise`.
  mutating func add(_ estimate: Double, noise estimateNoise: Double) {
    defer { noise = estimateNoise }
    guard let coarser = row.first else {
      row = [estimate]
      best = (estimate, .infinity)
      return
    }
    // The coarser estimate, checked by the finer: where the step does not matter (a
    // symmetric function) it has the least noise.
    var candidates = [(value: coarser, error: max(Swift.abs(estimate - coarser), 2 * noise))]
    var newest = [estimate]
    var last = estimate
    var power = 1.0
    for previous in row {
      power *= 4
      let value = last + (last - previous) / (power - 1)
      let error = max(Swift.abs(value - last), Swift.abs(value - previous), 2 * estimateNoise)
      newest.append(value)
      candidates.append((value, error))
      last = value
    }
    let rowError = candidates.map { $0.error }.min() ?? .infinity
    isSettled = best.error.isFinite && rowError >= 2 * best.error
    for candidate in candidates where candidate.error < best.error {
      best = candidate
    }
    row = newest
  }
}
