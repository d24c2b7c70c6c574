import CalculatorModel

extension Keypad {
  /// The most nodes a graphed expression may have.
  static let graphNodeLimit = 100_000

  /// The graph key (SPEC §10): finishes a typed number, performs a pending `=`
  /// (algebraic mode), and returns the current expression as a function of x, with
  /// M's value and the angle unit; `nil` when there is nothing to graph.
  public mutating func graphSource() -> FormulaGraphSource? {
    if mode == .rpn {
      if case .typing = entry {
        press(.enter)
      }
    } else {
      press(.equals)
    }
    guard let description = brain.latestDescription(maximumNodes: Self.graphNodeLimit),
      let formula = try? Formula(parsing: description)
    else { return nil }
    let constants = memory.map { ["M": $0] } ?? [:]
    return FormulaGraphSource(formula, constants: constants, angle: angle)
  }
}
