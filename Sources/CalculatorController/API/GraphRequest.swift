import CalculatorJSON
import CalculatorModel
import Graphing

/// The body of `POST /api/graph`: what to graph (the keypad's expression or a typed
/// one), the viewport and the style.
public struct GraphRequest: Sendable {
  /// The keypad whose expression to graph, as the graph key does.
  public var state: Keypad?
  /// A typed expression in x, used when there is no state.
  public var expression: String?
  /// Definitions the typed expression may use, in any order.
  public var definitions: [String]?
  /// `rad` (the default) or `deg`, for a typed expression.
  public var angle: AngleUnit?
  /// Which part of the plane to show.
  public var viewport: ViewportRequest
  /// `line` (the default) or `dots`.
  public var style: GraphStyle?
  /// Whether to mark the points of interest (the default) or not.
  public var points: Bool?
  /// Whether to draw the grid (the default) or not.
  public var grid: Bool?

  /// Reads the body `{"state": …, "expression": …, "definitions": […], "angle": …,
  /// "viewport": {…}, "style": …, "points": …, "grid": …}`; only `viewport` is required.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    let viewportJSON: JSONCursor
    (state, expression, definitions, angle, viewportJSON, style, points, grid) =
      try RequestError.reading { () throws(DecodingError) in
        let body = try json.object()
        return (
          try body.optional("state").map { state throws(DecodingError) in try Keypad(json: state) },
          try body.optional("expression")?.string(),
          try body.optional("definitions")?.strings(),
          try body.optional("angle")?.rawValue(AngleUnit.self, named: "AngleUnit"),
          try body.value("viewport"),
          try body.optional("style")?.rawValue(GraphStyle.self, named: "GraphStyle"),
          try body.optional("points")?.bool(),
          try body.optional("grid")?.bool()
        )
      }
    viewport = try ViewportRequest(json: viewportJSON)
  }

  /// The SVG document of the graph: grid, axes, the curve (in RPN mode one per
  /// complete expression on the stack, with a legend) and its points of interest.
  /// - Throws: ``RequestError`` for a bad viewport, neither or both of state and
  ///   expression, an expression that does not parse, a state with nothing to graph,
  ///   work past the budget, or a picture larger than ``APILimits/graphBytes``.
  public func svg() throws(RequestError) -> String {
    let plot = try self.plot(findingPoints: points ?? true)
    return try APILimits.checkPicture(plot.svg(style: style ?? .line, grid: grid ?? true))
  }

  /// The graph of what the body names, within a request's work budget.
  private func plot(findingPoints: Bool) throws(RequestError) -> GraphPlot {
    try APILimits.withWorkBudget { () throws(RequestError) in
      try budgetedPlot(findingPoints: findingPoints)
    }
  }

  private func budgetedPlot(findingPoints: Bool) throws(RequestError) -> GraphPlot {
    let viewport = try self.viewport.viewport()
    let sources = try dataSources()
    do {
      return try GraphPlot(sources: sources, viewport: viewport, findingPoints: findingPoints)
    } catch {
      throw RequestError("cannot graph: \(error.description); simplify the expression")
    }
  }

  private func dataSources() throws(RequestError) -> [FormulaGraphSource] {
    switch (state, expression) {
    case (var keypad?, nil):
      guard keypad.programLength <= APILimits.programSteps else {
        throw RequestError("the program is longer than \(APILimits.programSteps) steps")
      }
      let graphed: [FormulaGraphSource]
      do {
        graphed = try keypad.graphSources()
      } catch {
        throw RequestError("cannot graph: \(error.description)")
      }
      guard !graphed.isEmpty else {
        throw RequestError("nothing to graph: enter an expression first")
      }
      return graphed
    case (nil, let text?):
      try APILimits.checkLength(of: text, "the expression")
      let definitions = try APILimits.definitions(self.definitions)
      let formula: Formula
      do {
        formula = try definitions.formula(parsing: text)
      } catch {
        throw RequestError(error.description)
      }
      do {
        return [try FormulaGraphSource(formula, constants: [:], angle: angle ?? .radians)]
      } catch {
        throw RequestError("cannot graph: \(error.description)")
      }
    default:
      throw RequestError("give either 'state' or 'expression'")
    }
  }
}
