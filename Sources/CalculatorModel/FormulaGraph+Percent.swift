/// Percent as everyone reads it (Apple, Android, GNOME, SpeedCrunch, Qalculate): `a + b%` is
/// a × (1 + b/100) and `a − b%` is a × (1 − b/100), so `100 + 10%` is 110 and `100 − 10%`
/// is 90; `a × b%`, `a ÷ b%` and a lone `b%` take b/100.
///
/// The graph keeps `a + b%` as it is written, a `+` whose right operand is the `%` node, so
/// its description is `100 + 10%` and parses back to the same tree. Which nodes are such
/// shares is said here only; every evaluator asks (the `Double` and exact values of
/// ``evaluate(_:in:sameFormula:isPercent:operand:)``, the constructive reals of displays and
/// `--digits`, the size estimate, the compiled tape of graphs) and takes the right operand
/// of a share as `a × b%`.
extension FormulaGraph {
  /// Whether `node` is a percent share, `a + b%` or `a − b%`, whose right operand is taken
  /// as a share of its left, a × b%; `isPercent` tells whether an operand is a `%`.
  static func isPercentShare(_ node: FormulaNode, isPercent: (Int) -> Bool) -> Bool {
    guard case .binary(let op, _, let right) = node, op == .add || op == .subtract else {
      return false
    }
    return isPercent(right)
  }

  /// Whether node `index` is a percent share (``isPercentShare(_:isPercent:)``).
  func isPercentShare(_ index: Int) -> Bool {
    Self.isPercentShare(nodes[index]) { nodes[$0].isPercent }
  }
}
