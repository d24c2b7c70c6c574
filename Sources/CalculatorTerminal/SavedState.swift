import CalculatorController

/// What the terminal app keeps between runs: the keypad (display, brain, M, modes,
/// tape, and the graph's view and style with it).
struct SavedState: Codable, Equatable, Sendable {
  /// The calculator's state, validated when decoded.
  var keypad = Keypad()

  /// A fresh state: the keypad at start-up.
  init() {}
}
