import CalculatorJSON
import CalculatorModel
import Graphing

/// The body of a trace on a keypad a front end keeps (the WebAssembly module's
/// session): the graph x under the pointer; the answer is the curve's y there.
///
/// The y comes from the formula the graph key graphs, with the same constants (in
/// algebraic mode an unset variable counts as 0), never from its description parsed
/// again, so the trace always agrees with the curve drawn.
public struct TraceRequest: Sendable {
  /// The graph x to trace at.
  public var x: Double

  /// Reads the body `{"x": number}`.
  /// - Throws: ``RequestError`` when `x` is missing or not a number.
  public init(json: JSONCursor) throws(RequestError) {
    x = try RequestError.reading { () throws(DecodingError) in
      try json.object().value("x").double()
    }
  }

  /// Traces `keypad`'s graph at ``x`` within a request's work budget
  /// (``APILimits/withWorkBudget(_:)``); the keypad is not changed (the graph key presses
  /// `=` on a copy).
  /// - Returns: `{"x": x, "y": y, "display": text}`: `y` the curve's `Double` (`null`
  ///   where the curve has no value: a pole, outside the domain), `display` y as a display
  ///   shows it, every digit right (`null` where there is no value).
  /// - Throws: ``RequestError`` when the keypad has nothing to graph, or (RPN) a
  ///   variable other than x has no value.
  /// - Complexity: O(steps): the keypad's formula is compiled for each trace.
  public func response(tracing keypad: Keypad) throws(RequestError) -> JSONValue {
    try APILimits.withWorkBudget { () throws(RequestError) in try trace(keypad) }
  }

  private func trace(_ keypad: Keypad) throws(RequestError) -> JSONValue {
    var copy = keypad
    let source: FormulaGraphSource?
    do {
      source = try copy.graphSource()
    } catch {
      throw RequestError("cannot graph: \(error.description)")
    }
    guard let source else {
      throw RequestError("nothing to graph: enter an expression first")
    }
    let trace = Trace(of: source, atX: x)
    return .object([
      ("x", .number(trace.x)), ("y", .number(trace.y)),
      ("display", .string(source.yDisplay(at: trace.x))),
    ])
  }
}
