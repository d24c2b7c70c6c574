import CalculatorJSON

/// A graph key with the keyboard keys that press it and what a key list says it does.
public struct GraphKeyDefinition: Sendable {
  /// The key.
  public var key: GraphKey
  /// Keyboard keys, as ``KeyBinding/keyboard`` writes them (`ArrowLeft`,
  /// `Shift+ArrowLeft`, `+`, `Escape`), the first the one a key list names first.
  public var keyboard: [String]
  /// What it does, in a few words (`trace left`).
  public var summary: String
}

/// The graph screen's keys: one table for the page, the terminal and their key lists.
///
/// ← → trace, ↑ ↓ the curve traced, Shift+arrows pan, + − zoom, `f` fit, `s` equal
/// scales, `0` reset, `d` dots, `g` grid, `t` the trace, `n` `p` points of interest,
/// `?` the key list, Escape or Backspace back. The keypad's Graph key (``GraphKey/open``)
/// is the calculator's and has no binding here.
public enum GraphKeyTable {
  /// Every bound graph key, in the order a key list shows them.
  public static let keys: [GraphKeyDefinition] = [
    row(.traceLeft, ["ArrowLeft"], "trace left"),
    row(.traceRight, ["ArrowRight"], "trace right"),
    row(.previousCurve, ["ArrowUp"], "previous curve"),
    row(.nextCurve, ["ArrowDown"], "next curve"),
    row(.panLeft, ["Shift+ArrowLeft"], "pan left"),
    row(.panRight, ["Shift+ArrowRight"], "pan right"),
    row(.panUp, ["Shift+ArrowUp"], "pan up"),
    row(.panDown, ["Shift+ArrowDown"], "pan down"),
    row(.zoomIn, ["+", "="], "zoom in"),
    row(.zoomOut, ["-"], "zoom out"),
    row(.fit, ["f"], "fit y to the curves"),
    row(.equalScales, ["s"], "equal scales"),
    row(.reset, ["0"], "reset the view"),
    row(.toggleDots, ["d"], "dots ↔ lines"),
    row(.toggleGrid, ["g"], "grid on/off"),
    row(.toggleTrace, ["t"], "trace on/off"),
    row(.nextPoint, ["n"], "next point of interest"),
    row(.previousPoint, ["p"], "previous point of interest"),
    row(.help, ["?"], "this key list"),
    row(.close, ["Escape", "Backspace"], "back to the calculator"),
  ]

  /// The graph key the keyboard key `name` presses (`ArrowLeft`, `Shift+ArrowUp`, `f`),
  /// or `nil` when it presses none.
  public static func key(forKeyboard name: String) -> GraphKey? {
    byKeyboard[name]
  }

  /// The table as JSON, for the page's keyboard and key list: an array, in
  /// ``keys`` order, of `{"key", "keyboard": [String], "summary"}`.
  public static var json: JSONValue {
    .array(
      keys.map { definition in
        .object([
          ("key", .string(definition.key.rawValue)), ("keyboard", .strings(definition.keyboard)),
          ("summary", .string(definition.summary)),
        ])
      })
  }

  private static let byKeyboard: [String: GraphKey] = {
    var names: [String: GraphKey] = [:]
    for definition in keys {
      for name in definition.keyboard where names[name] == nil {
        names[name] = definition.key
      }
    }
    return names
  }()

  private static func row(_ key: GraphKey, _ keyboard: [String], _ summary: String)
    -> GraphKeyDefinition
  {
    GraphKeyDefinition(key: key, keyboard: keyboard, summary: summary)
  }
}
