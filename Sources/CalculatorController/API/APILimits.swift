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
  /// The most formula node values the keys of one `/api/press` request may compute.
  ///
  /// A key that recomputes a long calculation, such as →M on 3,000 steps that use M,
  /// counts each time. Exact node values take 0.4 to 2 µs each in a release build on the
  /// development machine (the sums of `M + M + …` with M a 34-digit √ are the dearest),
  /// their big-number work counted besides, so the budget is at most about 10 ms there,
  /// and the worst request, with its 3,000-step state replayed (17 ms), stays well within
  /// the 50 ms a request may take (`e2e/web/bounded_work.py`).
  public static let nodeEvaluations = 10_000
  /// How many limb operations of big-number arithmetic (``WorkMeter``) count as one node
  /// value toward ``nodeEvaluations``: measured at 0.35 to 1.05 ns each in a release build
  /// (`docs/exact-numbers.md`), so the budget's 10 million stay within about 10 ms.
  public static let limbOperationsPerEvaluation = 1_000
  /// The most characters (Unicode scalars, as JSON Schema counts them) of a typed
  /// expression or pasted text.
  public static let expressionCharacters = 10_000
  /// The most variables one `/api/evaluate` request may set.
  public static let variables = 100
  /// The smallest and largest width and height of a graph, in points.
  public static let viewportSide = 1.0...4_096.0
  /// The largest distance of the graph's origin from the view's corner, in points.
  public static let viewportOrigin = 1e9

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
}
