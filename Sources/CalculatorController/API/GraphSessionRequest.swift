import CalculatorJSON
import CalculatorModel
import Graphing

/// The body of `POST /api/graph/session`, and of the WebAssembly module's graph calls on
/// the keypad it keeps: the view's size, pointer gestures and graph keys, answered with
/// the graph's frame (``GraphFrame``) and the keypad's view.
public struct GraphSessionRequest: Sendable {
  /// The keypad (with its graph) to start from; a fresh one, or the kept one, when
  /// omitted.
  public var state: Keypad?
  /// The view's size in points, applied first.
  public var size: (width: Double, height: Double)?
  /// Pointer gestures, applied next, in order (a pinch that also moved is a zoom and a
  /// pan).
  public var gestures: [GraphGesture]
  /// Graph keys, pressed last, in order (`open` is the keypad's Graph key).
  public var keys: [GraphKey]
  /// Whether to draw the picture even if it did not change.
  public var redraw: Bool
  /// Whether to find and mark the points of interest; `false` asks for a quick frame,
  /// as while a slider is dragged.
  public var points: Bool

  /// The most keys one request may press.
  static let maximumKeys = 100
  /// The most gestures one request may apply.
  static let maximumGestures = 8

  /// Reads `{"state": …, "size": {"width", "height"}, "gestures": [{"kind", …}],
  /// "keys": […], "redraw": bool, "points": bool}`.
  ///
  /// Every member is optional. A gesture is `{"kind": "pan", "dx", "dy"}`,
  /// `{"kind": "zoom", "factor", "x", "y"}`, `{"kind": "moveOrigin", "x", "y"}`,
  /// `{"kind": "trace", "x"}` or `{"kind": "tap", "x", "y"}`, in view points.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    (state, size, gestures, keys, redraw, points) = try RequestError.reading {
      () throws(DecodingError) in
      let body = try json.object()
      let state = try body.optional("state").map { state throws(DecodingError) in
        try Keypad(json: state)
      }
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
      let gestures = try body.optional("gestures").map { list throws(DecodingError) in
        let elements = try list.elements()
        guard elements.count <= Self.maximumGestures else {
          throw list.corrupted("at most \(Self.maximumGestures) gestures")
        }
        return try elements.map(Self.gesture)
      }
      return (
        state, size, gestures ?? [], keys ?? [],
        try body.optional("redraw")?.bool() ?? false, try body.optional("points")?.bool() ?? true
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

  /// Applies the request to ``state`` (a fresh keypad when it is `nil`) and answers
  /// `{"graph": frame, "state": state, "view": view}`, the frame always with its
  /// picture.
  /// - Throws: ``RequestError`` as ``response(applyingTo:)`` does, and when the state
  ///   would be larger than ``APILimits/stateBytes``.
  public func response() throws(RequestError) -> JSONValue {
    var keypad = state ?? Keypad()
    var request = self
    request.redraw = true
    guard case .object(var members) = try request.response(applyingTo: &keypad) else {
      return .null
    }
    let saved = keypad.json
    guard saved.utf8.count <= APILimits.stateBytes else {
      throw RequestError("the state would be larger than \(APILimits.stateBytes) bytes")
    }
    members.append(("state", saved))
    return .object(members)
  }

  /// Applies the request to `keypad`, which a front end keeps between requests (``state``,
  /// when given, replaces it first), within a request's work budget, and answers
  /// `{"graph": frame, "view": view}` (``GraphFrame/json``, ``KeypadView/json``; the
  /// view only when the keys hold the Graph key, which presses `=`, else `null`).
  /// - Throws: ``RequestError`` for a program over ``APILimits/programSteps``, or when
  ///   the picture would be larger than ``APILimits/graphBytes``.
  public func response(applyingTo keypad: inout Keypad) throws(RequestError) -> JSONValue {
    if let state {
      keypad = state
    }
    guard keypad.programLength <= APILimits.programSteps else {
      throw RequestError("the program is longer than \(APILimits.programSteps) steps")
    }
    return try APILimits.withWorkBudget { () throws(RequestError) in
      if let size {
        keypad.apply(.resize(width: size.width, height: size.height))
      }
      for gesture in gestures {
        keypad.apply(gesture)
      }
      for key in keys {
        keypad.press(key)
      }
      let frame = keypad.graphFrame(.svg, redraw: redraw, findingPoints: points)
      if case .svg(let svg)? = frame.picture {
        _ = try APILimits.checkPicture(svg)
      }
      // Only the Graph key changes the keypad (it presses `=`): its view is computed
      // (a display's exact work) only then.
      let view = keys.contains(.open) ? keypad.view.json : .null
      return .object([("graph", frame.json), ("view", view)])
    }
  }
}
