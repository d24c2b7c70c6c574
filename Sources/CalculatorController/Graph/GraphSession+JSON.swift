import CalculatorJSON
import Graphing

extension GraphSession: JSONRepresentable, JSONReadable {
  /// The most curves a saved trace may follow the last of.
  private static let largestCurveIndex = 63

  /// Reads a saved session, validating every member: a centre and scales a view can
  /// show, a size within 1…``largestSide``, a finite traced x.
  /// - Throws: `DecodingError` naming what is wrong, and where.
  public init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    self.init()
    isOpen = try object.value("open").bool()
    width = try object.value("width").double()
    height = try object.value("height").double()
    guard (1...Self.largestSide).contains(width), (1...Self.largestSide).contains(height) else {
      throw json.corrupted("a graph's width and height are from 1 to \(Int(Self.largestSide))")
    }
    center = GraphPoint(
      x: try object.value("centerX").double(), y: try object.value("centerY").double())
    unitsPerPoint = try object.optional("unitsPerPoint")?.double()
    yUnitsPerPoint = try object.optional("yUnitsPerPoint")?.double()
    if let units = unitsPerPoint {
      guard
        Viewport(
          width: width, height: height, center: center, unitsPerPixel: units,
          yUnitsPerPixel: yUnitsPerPoint ?? units) != nil
      else { throw json.corrupted("a graph's view is beyond what a Double shows") }
    } else if yUnitsPerPoint != nil || center != GraphPoint(x: 0, y: 0) {
      throw json.corrupted("a graph with a centre or a y scale has an x scale")
    }
    style = try object.value("style").rawValue(GraphStyle.self, named: "GraphStyle")
    showsGrid = try object.value("grid").bool()
    if let traced = object.optional("tracedX") {
      let x = try traced.double()
      guard x.isFinite else { throw traced.corrupted("a traced x is finite") }
      tracedX = x
    }
    if let curve = object.optional("tracedCurve") {
      let index = try curve.double()
      guard index == index.rounded(), (0...Double(Self.largestCurveIndex)).contains(index) else {
        throw curve.corrupted("a traced curve is a curve's index")
      }
      tracedCurve = Int(index)
    }
  }

  /// The saved session: `open`, `width`, `height`, `centerX`, `centerY`, `style`,
  /// `grid`, and when set `unitsPerPoint`, `yUnitsPerPoint`, `tracedX`, `tracedCurve`.
  public var json: JSONValue {
    var members: [(name: String, value: JSONValue)] = [
      ("open", .bool(isOpen)), ("width", .number(width)), ("height", .number(height)),
      ("centerX", .number(center.x)), ("centerY", .number(center.y)),
      ("style", .string(style.rawValue)), ("grid", .bool(showsGrid)),
    ]
    if let unitsPerPoint { members.append(("unitsPerPoint", .number(unitsPerPoint))) }
    if let yUnitsPerPoint { members.append(("yUnitsPerPoint", .number(yUnitsPerPoint))) }
    if let tracedX { members.append(("tracedX", .number(tracedX))) }
    if let tracedCurve { members.append(("tracedCurve", .number(Double(tracedCurve)))) }
    return .object(members)
  }
}
