import CalculatorModel

extension Keypad {
  /// The graph key (SPEC §10).
  ///
  /// It finishes a typed number, performs a pending `=` (algebraic mode), and returns the current expression as a function of x, with
  /// M's value and the angle unit; `nil` when there is nothing to graph. In formula
  /// mode it graphs the entry (its missing `)` closed) as it is, `nil` when it does not
  /// parse, and an unset M is an error as any other variable.
  ///
  /// The source is compiled from the brain's formula graph (shared nodes once), never
  /// by re-parsing the description. In algebraic mode a variable without a value
  /// counts as 0, as it does on the display.
  /// - Throws: ``CalculationError/undefinedVariable(_:)`` in RPN mode for a variable
  ///   other than x that has no value.
  /// - Complexity: O(steps).
  public mutating func graphSource() throws(CalculationError) -> FormulaGraphSource? {
    if mode == .formula {
      guard case .parsed(let parsed, _) = outcome(of: formula.entry) else { return nil }
      let constants = memory.map { ["M": $0] } ?? [:]
      return try FormulaGraphSource(parsed, constants: constants, angle: angle)
    }
    if mode == .rpn {
      if case .typing = entry {
        press(.enter)
      }
    } else {
      press(.equals)
    }
    guard let formula = brain.latestFormula else { return nil }
    var constants = memory.map { ["M": $0] } ?? [:]
    if mode == .algebraic {
      for name in formula.variableNames where name != "x" && constants[name] == nil {
        constants[name] = 0
      }
    }
    return try FormulaGraphSource(formula, constants: constants, angle: angle)
  }
}
