import CalculatorController
import CalculatorModel
import Graphing

/// The body of `POST /api/graph`: what to graph (the keypad's expression or a typed
/// one), the viewport and the style.
struct GraphRequest: Decodable, Sendable {
  /// The keypad whose expression to graph, as the graph key does.
  var state: Keypad?
  /// A typed expression in x, used when there is no state.
  var expression: String?
  /// `rad` (the default) or `deg`, for a typed expression.
  var angle: AngleUnit?
  /// Which part of the plane to show.
  var viewport: ViewportRequest
  /// `line` (the default) or `dots`.
  var style: GraphStyle?

  /// The SVG document of the graph.
  /// - Throws: ``APIError`` (400) for a bad viewport, neither or both of state and
  ///   expression, an expression that does not parse, or a state with nothing to
  ///   graph.
  func svg() throws(APIError) -> String {
    let viewport = try self.viewport.viewport()
    let source = try dataSource()
    let curve = GraphSampler(source: source, viewport: viewport).sample()
    return SVGRenderer(viewport: viewport).render(curve, style: style ?? .line, title: source.title)
  }

  private func dataSource() throws(APIError) -> FormulaGraphSource {
    switch (state, expression) {
    case (var keypad?, nil):
      guard keypad.programLength <= APILimits.programSteps else {
        throw .badRequest("the program is longer than \(APILimits.programSteps) steps")
      }
      let graphed: FormulaGraphSource?
      do {
        graphed = try keypad.graphSource()
      } catch {
        throw .badRequest("cannot graph: \(error)")
      }
      guard let source = graphed else {
        throw .badRequest("nothing to graph: enter an expression first")
      }
      return source
    case (nil, let text?):
      try APILimits.checkLength(of: text, "the expression")
      let formula: Formula
      do {
        formula = try Formula(parsing: text)
      } catch {
        throw .badRequest(error.description)
      }
      do {
        return try FormulaGraphSource(formula, constants: [:], angle: angle ?? .radians)
      } catch {
        throw .badRequest("cannot graph: \(error)")
      }
    default:
      throw .badRequest("give either 'state' or 'expression'")
    }
  }
}

/// A viewport as a client sends it: the view's size in points, where the origin
/// sits in it and how many points one unit takes.
struct ViewportRequest: Decodable, Sendable {
  /// The view's width in points, within ``APILimits/viewportSide``.
  var width: Double
  /// The view's height in points, within ``APILimits/viewportSide``.
  var height: Double
  /// The origin's distance from the left edge, in points.
  var originX: Double
  /// The origin's distance from the top edge, in points (y grows downwards).
  var originY: Double
  /// Points per unit on both axes, within `Viewport.scaleRange`.
  var scale: Double

  /// The graphing library's viewport.
  /// - Throws: ``APIError`` (400) naming the value out of range.
  func viewport() throws(APIError) -> Viewport {
    let sides = APILimits.viewportSide
    guard sides.contains(width), sides.contains(height) else {
      throw .badRequest(
        "viewport width and height must be between \(Int(sides.lowerBound)) and \(Int(sides.upperBound))"
      )
    }
    guard originX.isFinite, originY.isFinite, abs(originX) <= APILimits.viewportOrigin,
      abs(originY) <= APILimits.viewportOrigin
    else {
      throw .badRequest("viewport origin must be finite and within ±\(APILimits.viewportOrigin)")
    }
    guard
      let viewport = Viewport(
        width: width, height: height, origin: GraphPoint(x: originX, y: originY), scale: scale)
    else {
      throw .badRequest(
        "viewport scale must be between \(Viewport.scaleRange.lowerBound) and \(Viewport.scaleRange.upperBound)"
      )
    }
    return viewport
  }
}
