import ExactArithmetic

extension FormulaGraph {
  /// A display computed for a node, kept while the node and what its value depends on
  /// stay the same.
  struct KeptDisplay: Sendable {
    /// The angle unit and context generation it was computed in.
    var angle: AngleUnit
    var generation: Int
    /// The display's evaluation.
    var evaluation: Evaluation
    /// The value as M keeps it, once →M has asked for it (`.some(nil)`: nothing to keep).
    var stored: StoredNumber??
    /// The work that was left when the display ran out of it, `nil` when it did not: a
    /// display that ran out is computed again only when twice as much is left (so a
    /// stream of keys with the same budget each does not compute it again and again).
    var workLeft: Int64?
  }

  /// The most displays kept; past it the kept ones are forgotten.
  static let maximumKeptDisplays = 64

  /// The display kept for node `index`, when it holds in the current context and for
  /// the work left (``WorkMeter``).
  func keptDisplay(of index: Int) -> KeptDisplay? {
    guard let kept = keptDisplays[index],
      isCurrent(index, computedIn: kept.generation, angle: kept.angle)
    else { return nil }
    if let workLeft = kept.workLeft, WorkMeter.remaining / 2 > workLeft {
      return nil
    }
    return kept
  }

  /// The evaluation of node `index` in the current context, computed once and kept
  /// (``keptDisplays``): undo, redo and pressing the same key again show it at no cost.
  mutating func keptEvaluation(of index: Int) -> Evaluation {
    if let kept = keptDisplay(of: index) {
      return kept.evaluation
    }
    let workLeft = WorkMeter.remaining
    let evaluation = evaluation(of: index, in: context)
    keep(index, evaluation, stored: nil, workLeft: workLeft)
    return evaluation
  }

  /// The evaluation of node `index` in the current context and its value as M keeps it
  /// (``evaluationAndStoredNumber(of:in:)``), computed once and kept.
  mutating func keptEvaluationAndStoredNumber(
    of index: Int
  ) -> (evaluation: Evaluation, stored: StoredNumber?) {
    if let kept = keptDisplay(of: index), let stored = kept.stored {
      return (kept.evaluation, stored)
    }
    let workLeft = WorkMeter.remaining
    let both = evaluationAndStoredNumber(of: index, in: context)
    keep(index, both.evaluation, stored: .some(both.stored), workLeft: workLeft)
    return both
  }

  /// Keeps node `index`'s evaluation and, when asked for, its value as M keeps it,
  /// computed with `workLeft` units left, and whether they ran out.
  private mutating func keep(
    _ index: Int, _ evaluation: Evaluation, stored: StoredNumber??, workLeft: Int64
  ) {
    if keptDisplays.count >= Self.maximumKeptDisplays {
      keptDisplays.removeAll()
    }
    keptDisplays[index] = KeptDisplay(
      angle: context.angle, generation: contextGeneration, evaluation: evaluation,
      stored: stored, workLeft: WorkMeter.isExhausted ? workLeft : nil)
  }
}
