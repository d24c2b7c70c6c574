import CalculatorJSON
import Graphing

/// A viewport as a client sends it: the view's size in points, where the origin
/// sits in it and how many points one unit takes.
public struct ViewportRequest: Sendable {
  /// The view's width in points, within ``APILimits/viewportSide``.
  public var width: Double
  /// The view's height in points, within ``APILimits/viewportSide``.
  public var height: Double
  /// The origin's distance from the left edge, in points.
  public var originX: Double
  /// The origin's distance from the top edge, in points (y grows downwards).
  public var originY: Double
  /// Points per unit on both axes, between 10⁻¹² and 10¹².
  public var scale: Double

  /// Reads `{"width": …, "height": …, "originX": …, "originY": …, "scale": …}`, all
  /// required.
  /// - Throws: `DecodingError` naming the member that is missing or not a number.
  init(json: JSONCursor) throws(DecodingError) {
    let object = try json.object()
    width = try object.value("width").double()
    height = try object.value("height").double()
    originX = try object.value("originX").double()
    originY = try object.value("originY").double()
    scale = try object.value("scale").double()
  }

  /// The graphing library's viewport.
  /// - Throws: ``RequestError`` naming the value out of range.
  func viewport() throws(RequestError) -> Viewport {
    let sides = APILimits.viewportSide
    guard sides.contains(width), sides.contains(height) else {
      throw RequestError(
        "viewport width and height must be between \(Int(sides.lowerBound)) and \(Int(sides.upperBound))"
      )
    }
    guard originX.isFinite, originY.isFinite, abs(originX) <= APILimits.viewportOrigin,
      abs(originY) <= APILimits.viewportOrigin
    else {
      throw RequestError(
        "viewport origin must be finite and within ±\(APILimits.viewportOrigin)")
    }
    // The API's range of scales (bounded work), as before the viewport kept units
    // per pixel.
    guard (1e-12...1e12).contains(scale),
      let viewport = Viewport(
        width: width, height: height, origin: GraphPoint(x: originX, y: originY), scale: scale)
    else {
      throw RequestError("viewport scale must be between 1e-12 and 1000000000000.0")
    }
    return viewport
  }
}
