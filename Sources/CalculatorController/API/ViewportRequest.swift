import CalculatorJSON
import Graphing

/// A viewport as a client sends it: the view's size in points and which part of the
/// plane it shows, in one of two forms.
///
/// - **Graph units** (`centerX`, `centerY`, `unitsPerPixel`, and `yUnitsPerPixel` for
///   a y axis scaled apart): the graph point at the view's centre and the graph units
///   one point spans. It reaches as far in as a
///   `Double` can show; past that the request is refused with the graphing
///   library's one-line ``ViewportError`` message.
/// - **Origin and scale** (`originX`, `originY`, `scale`, the first form): where the
///   origin sits in the view and the points one unit takes, the origin within
///   ±``APILimits/viewportOrigin`` points and the scale within 10⁻¹²…10¹².
///
/// Either way the work is bounded by the size (one column per point at most
/// ``APILimits/viewportSide``), not by where the view looks.
public struct ViewportRequest: Sendable {
  /// Which part of the plane, in the form the client chose.
  public enum Placement: Sendable, Equatable {
    /// The graph point at the centre and graph units per point.
    case graphUnits(center: GraphPoint, unitsPerPixel: Double, yUnitsPerPixel: Double?)
    /// The origin's position in the view (points, y downwards) and points per unit.
    case origin(GraphPoint, scale: Double)
  }

  /// The view's width in points, within ``APILimits/viewportSide``.
  public var width: Double
  /// The view's height in points, within ``APILimits/viewportSide``.
  public var height: Double
  /// Which part of the plane the view shows.
  public var placement: Placement

  /// The members of the graph-units form.
  static let graphUnitMembers = ["centerX", "centerY", "unitsPerPixel"]
  /// The members of the origin-and-scale form.
  static let originMembers = ["originX", "originY", "scale"]

  /// Reads `{"width", "height", "centerX", "centerY", "unitsPerPixel"}` or
  /// `{"width", "height", "originX", "originY", "scale"}`, every member of the chosen
  /// form required; a member of the graph-units form chooses it.
  /// - Throws: `DecodingError` naming the member that is missing or not a number;
  ///   ``RequestError`` when members of both forms are given.
  init(json: JSONCursor) throws(RequestError) {
    let object = try RequestError.reading { () throws(DecodingError) in try json.object() }
    let names = object.names
    let graphUnits = Self.graphUnitMembers.contains { names.contains($0) }
    if graphUnits, Self.originMembers.contains(where: { names.contains($0) }) {
      throw RequestError(
        "viewport: give either centerX, centerY and unitsPerPixel or originX, originY and scale")
    }
    (width, height, placement) = try RequestError.reading { () throws(DecodingError) in
      (
        try object.value("width").double(), try object.value("height").double(),
        graphUnits
          ? Placement.graphUnits(
            center: GraphPoint(
              x: try object.value("centerX").double(), y: try object.value("centerY").double()),
            unitsPerPixel: try object.value("unitsPerPixel").double(),
            yUnitsPerPixel: try object.optional("yUnitsPerPixel")?.double())
          : Placement.origin(
            GraphPoint(
              x: try object.value("originX").double(), y: try object.value("originY").double()),
            scale: try object.value("scale").double())
      )
    }
  }

  /// The graphing library's viewport.
  /// - Throws: ``RequestError`` naming the value out of range; in graph units, the
  ///   ``ViewportError`` message when a `Double` cannot show that view.
  func viewport() throws(RequestError) -> Viewport {
    let sides = APILimits.viewportSide
    guard sides.contains(width), sides.contains(height),
      let view = Viewport(width: width, height: height)
    else {
      throw RequestError(
        "viewport width and height must be between \(Int(sides.lowerBound)) and \(Int(sides.upperBound))"
      )
    }
    switch placement {
    case .graphUnits(let center, let unitsPerPixel, let yUnitsPerPixel):
      var placed = view
      do {
        try placed.move(to: center, unitsPerPixel: unitsPerPixel, yUnitsPerPixel: yUnitsPerPixel)
      } catch {
        throw RequestError(error.description)
      }
      return placed
    case .origin(let origin, let scale):
      guard origin.x.isFinite, origin.y.isFinite, abs(origin.x) <= APILimits.viewportOrigin,
        abs(origin.y) <= APILimits.viewportOrigin
      else {
        throw RequestError(
          "viewport origin must be finite and within ±\(APILimits.viewportOrigin)")
      }
      // The API's first range of scales, as before the viewport kept units per pixel.
      guard (1e-12...1e12).contains(scale),
        let viewport = Viewport(width: width, height: height, origin: origin, scale: scale)
      else {
        throw RequestError("viewport scale must be between 1e-12 and 1000000000000.0")
      }
      return viewport
    }
  }
}
