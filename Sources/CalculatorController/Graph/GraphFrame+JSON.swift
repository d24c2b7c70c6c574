import CalculatorJSON
import Graphing

extension GraphFrame {
  /// The frame as the page reads it: `{"open", "title", "curves": [{"title",
  /// "colour"}], "svg" (only when the picture changed), "width", "height", "centerX",
  /// "centerY", "unitsPerPoint", "yUnitsPerPoint", "xRange",
  /// "yRange", "ranges", "description", "trace": {"curve", "x", "y", "text", "tip",
  /// "point", "viewX", "viewY"} or null, "points": [{"curve", "kind", "x", "y", "label",
  /// "viewX", "viewY"}], "style", "grid", "equalScales", "message"}`.
  public var json: JSONValue {
    var members: [(name: String, value: JSONValue)] = [
      ("open", .bool(isOpen)), ("title", .string(title)),
      (
        "curves",
        .array(
          curves.map { .object([("title", .string($0.title)), ("colour", .string($0.colour))]) })
      ),
      ("width", .number(width)), ("height", .number(height)),
      ("centerX", .number(center.x)), ("centerY", .number(center.y)),
      ("unitsPerPoint", .number(unitsPerPoint)), ("yUnitsPerPoint", .number(yUnitsPerPoint)),
      ("xRange", .array([.number(xRange.lowerBound), .number(xRange.upperBound)])),
      ("yRange", .array([.number(yRange.lowerBound), .number(yRange.upperBound)])),
      ("ranges", .string(ranges)), ("description", .string(description)),
      ("trace", trace?.json ?? .null), ("points", .array(points.map { $0.json })),
      ("style", .string(style.rawValue)), ("grid", .bool(showsGrid)),
      ("equalScales", .bool(hasEqualScales)), ("message", .string(message)),
    ]
    if case .svg(let svg)? = picture {
      members.append(("svg", .string(svg)))
    }
    return .object(members)
  }
}

extension GraphFrame.Trace {
  /// The trace as one member of the frame's JSON.
  var json: JSONValue {
    .object([
      ("curve", .number(Double(curve))), ("x", .number(x)), ("y", .number(y)),
      ("text", .string(text)), ("tip", .string(tip)), ("point", .string(point?.rawValue)),
      ("viewX", .number(viewX)), ("viewY", .number(viewY)),
    ])
  }
}

extension GraphFrame.Point {
  /// The point as one member of the frame's JSON.
  var json: JSONValue {
    .object([
      ("curve", .number(Double(curve))), ("kind", .string(point.kind.rawValue)),
      ("x", .number(point.x)), ("y", .number(point.y)), ("label", .string(label)),
      ("viewX", .number(viewX)), ("viewY", .number(viewY)),
    ])
  }
}
