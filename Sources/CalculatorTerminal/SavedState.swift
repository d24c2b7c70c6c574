import CalculatorController

/// What the terminal app keeps between runs: the keypad (display, brain, M,
/// modes, tape) and the graph's window and style.
struct SavedState: Codable, Equatable, Sendable {
  /// The calculator's state, validated when decoded.
  var keypad = Keypad()
  /// The graph's window, `nil` until the graph has been opened.
  var graphWindow: GraphWindow?
  /// Whether the graph draws dots instead of lines.
  var dots = false
}
