import CalculatorJSON
import CalculatorModel
import Graphing

/// A graph operation on a keypad a front end keeps (the WebAssembly module's session):
/// the view's size, a pointer's gesture and graph keys, answered with the graph's frame
/// (``GraphFrame``) and the keypad's view.
public struct GraphSessionRequest: Sendable {
  /// The view's size in points, applied first.
  public var size: (width: Double, height: Double)?
  /// A pointer's gesture, applied next.
  public var gesture: GraphGesture?
  /// Graph keys, pressed last, in order (`open` is the keypad's Graph key).
  public var keys: [GraphKey]
  /// Whether to draw the picture even if it did not change.
  public var redraw: Bool

  /// The most keys one request may press.
  static let maximumKeys = 100

  /// Reads `{"size": {"width", "height"}, "gesture": {"kind", …}, "keys": […],
  /// "redraw": bool}`.
  ///
  /// Every member is optional. A gesture is `{"kind": "pan", "dx", "dy"}`,
  /// `{"kind": "zoom", "factor", "x", "y"}`, `{"kind": "moveOrigin", "x", "y"}`,
  /// `{"kind": "trace", "x"}` or `{"kind": "tap", "x", "y"}`, in view points.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    (size, gesture, keys, redraw) = try RequestError.reading { () throws(DecodingError) in
      let body = try json.object()
      let size = try body.optional("size").map { size throws(DecodingError) in
        let object = try size.object()
        return (try object.value("width").double(), try object.value("height").double())
      }
      let keys = try body.optional("keys").map { keys throws(DecodingError) in
        let names = try keys.strings()
        guard names.count <= Self.maximumKeys else {
          throw keys.corrupted("at most \(Self.maximumKeys) keys")
        }
        return try names.map { name throws(DecodingError) in
          guard let key = GraphKey(rawValue: name) else {
            throw keys.corrupted("unknown graph key '\(name)'")
          }
          return key
        }
      }
      return (
        size, try body.optional("gesture").map(Self.gesture), keys ?? [],
        try body.optional("redraw")?.bool() ?? false
      )
    }
  }

  /// A gesture's JSON object.
  private static func gesture(_ json: JSONCursor) throws(DecodingError) -> GraphGesture {
    let object = try json.object()
    let number = { (name: String) throws(DecodingError) in try object.value(name).double() }
    let kind = try object.value("kind").string()
    switch kind {
    case "pan": return .pan(dx: try number("dx"), dy: try number("dy"))
    case "zoom":
      return .zoom(
        factor: try number("factor"), about: GraphPoint(x: try number("x"), y: try number("y")))
    case "moveOrigin": return .moveOrigin(to: GraphPoint(x: try number("x"), y: try number("y")))
    case "trace": return .trace(atViewX: try number("x"))
    case "tap": return .tap(at: GraphPoint(x: try number("x"), y: try number("y")))
    default: throw json.corrupted("unknown gesture '\(kind)'")
    }
  }

  /// Applies the request to `keypad` within a request's work budget and answers
  /// `{"graph": frame, "view": view}` (``GraphFrame/json``, ``KeypadView/json``).
  /// - Throws: ``RequestError`` when the picture would be larger than
  ///   ``APILimits/graphBytes``.
  public func response(applyingTo keypad: inout Keypad) throws(RequestError) -> JSONValue {
    try APILimits.withWorkBudget { () throws(RequestError) in
      if let size {
        keypad.apply(.resize(width: size.width, height: size.height))
      }
      if let gesture {
        keypad.apply(gesture)
      }
      for key in keys {
        keypad.press(key)
      }
      let frame = keypad.graphFrame(.svg, redraw: redraw)
      if case .svg(let svg)? = frame.picture {
        _ = try APILimits.checkPicture(svg)
      }
      return .object([("graph", frame.json), ("view", keypad.view.json)])
    }
  }
}
