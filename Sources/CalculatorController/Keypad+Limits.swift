import CalculatorModel

extension Keypad {
  /// How many steps the brain's program holds: what a saved state grows with and
  /// what a server caps.
  /// - Complexity: O(1).
  public var programLength: Int { brain.program.count }
}
