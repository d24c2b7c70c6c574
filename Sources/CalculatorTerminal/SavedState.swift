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

  /// A fresh state: the keypad at start-up, no graph window, lines.
  init() {}

  /// Reads a saved state; the keypad is required and validated, the graph's
  /// window and style may be missing (an older file) but not malformed.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    keypad = try container.decode(Keypad.self, forKey: .keypad)
    graphWindow = try container.decodeIfPresent(GraphWindow.self, forKey: .graphWindow)
    dots = try container.decodeIfPresent(Bool.self, forKey: .dots) ?? false
  }
}
