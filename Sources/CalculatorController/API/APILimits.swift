import CalculatorModel
import ExactArithmetic

/// The limits the API enforces on each request, over HTTP and in the
/// WebAssembly module alike; also listed in `openapi.yaml` and the README.
public enum APILimits {
  /// The largest request body, in bytes; a larger one gets 413.
  public static let bodyBytes = 64 * 1024
  /// The most key names one `/api/press` request may hold.
  public static let keysPerRequest = 1_000
  /// The most steps a keypad's program may hold, before and after the keys.
  public static let programSteps = 3_000
  /// The most bytes a saved keypad may take as JSON, so that it always fits in the
  /// next request's body with room for keys.
  public static let stateBytes = 60 * 1024
  /// The most work one request may do, in ``WorkMeter`` units (about a nanosecond each).
  ///
  /// Reading its state, its keys, paste or expression, the display, the graph and its
  /// points. The terminal app and the `calculator` commands give each key, paste, line
  /// and frame the same budget (``withWorkBudget(_:)``).
  ///
  /// Each formula node value counts 500 units (0.5 to 1 µs in a release build on the
  /// development machine), each byte of typed text 100, big-number arithmetic one per limb
  /// operation (0.35 to 1.05 ns each, `docs/exact-numbers.md`), a graph's samples four
  /// per step and value. Past the budget the value says `Too much work to compute`, and the rest of the
  /// state is kept; the worst requests stay within 50 ms of CPU
  /// (`e2e/web/bounded_work.py`).
  public static let work: Int64 = 10_000_000
  /// The most characters (Unicode scalars, as JSON Schema counts them) of a typed
  /// expression or pasted text.
  public static let expressionCharacters = 10_000
  /// The most variables one `/api/evaluate` request may set.
  public static let variables = 100
  /// The largest graph answer, in bytes.
  ///
  /// A picture that would be larger is refused, with a message. A curve keeps about one point a device-pixel column, at most four where it
  /// is steep, so one curve 4,096 points wide is well within it, in lines or dots; a graph
  /// has at most ``Keypad/maximumCurves`` curves.
  public static let graphBytes = 256 * 1024
  /// The smallest and largest width and height of a graph, in points.
  public static let viewportSide = 1.0...4_096.0
  /// The largest distance of the graph's origin from the view's corner, in points.
  public static let viewportOrigin = 1e9

  /// `body`'s result with its work bounded by ``work``
  /// (``WorkMeter/withBudget(_:_:)``): what one request, key, paste, line or frame may do.
  public static func withWorkBudget<Result, Failure: Error>(
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try WorkMeter.withBudget(work, body)
  }

  /// Refuses `text` when it has more than ``expressionCharacters`` Unicode scalars.
  /// - Parameters:
  ///   - text: The text.
  ///   - what: How the message names the text (`the expression`).
  /// - Throws: ``RequestError`` naming the limit.
  static func checkLength(of text: String, _ what: String) throws(RequestError) {
    guard text.unicodeScalars.count <= expressionCharacters else {
      throw RequestError("\(what) is longer than \(expressionCharacters) characters")
    }
  }

  /// `svg` when it is at most ``graphBytes``.
  /// - Throws: ``RequestError`` saying what to draw instead.
  static func checkPicture(_ svg: String) throws(RequestError) -> String {
    guard svg.utf8.count <= graphBytes else {
      throw RequestError(
        "the picture would be larger than \(graphBytes / 1024) KiB: "
          + "draw fewer curves, in lines, or a smaller view")
    }
    return svg
  }
}
