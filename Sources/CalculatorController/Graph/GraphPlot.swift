import CalculatorJSON
import CalculatorModel
import ExactArithmetic
import Graphing

/// The picture of one or more formulas in a viewport.
///
/// Each formula is sampled, with its points of interest; drawn as SVG or listed as
/// JSON. What the CLI, the API and the terminal share.
public struct GraphPlot: Sendable {
  /// The viewport drawn.
  public let viewport: Viewport
  /// One curve per source, in order.
  public let curves: [PlottedCurve]

  /// Samples each of `sources` across `viewport`, finding points of interest when
  /// `findingPoints`.
  /// - Complexity: O(sources × device-pixel columns) evaluations, bounded refinement.
  /// - Throws: ``CalculationError/tooMuchWork`` when the work budget
  ///   (``WorkMeter/withBudget(_:_:)``) ran out before the picture was complete, or
  ///   while a source was compiled.
  public init(sources: [FormulaGraphSource], viewport: Viewport, findingPoints: Bool = true)
    throws(CalculationError)
  {
    self.init(drawing: sources, viewport: viewport, findingPoints: findingPoints)
    if !isComplete {
      throw .tooMuchWork
    }
  }

  /// Samples each of `sources` across `viewport` as far as the work budget goes:
  /// ``isComplete`` says whether it, and each source's compilation, went all the way.
  /// - Complexity: as ``init(sources:viewport:findingPoints:)``.
  init(drawing sources: [FormulaGraphSource], viewport: Viewport, findingPoints: Bool = true) {
    self.viewport = viewport
    hasPoints = findingPoints
    curves = sources.map {
      PlottedCurve(title: $0.title, source: $0, viewport: viewport, findingPoints: findingPoints)
    }
    isComplete = !WorkMeter.isExhausted && sources.allSatisfy { $0.isComplete }
  }

  /// Whether the curves' points of interest were looked for.
  public let hasPoints: Bool

  /// Whether the work budget lasted for the whole picture and for compiling its
  /// formulas.
  public let isComplete: Bool

  /// The titles joined: `sin(x); x²` for several curves.
  public var title: String { curves.map { $0.title }.joined(separator: "; ") }

  /// Whether no curve has a point in view.
  public var isEmpty: Bool { curves.allSatisfy { $0.curve.polylines.isEmpty } }

  /// The SVG document, with the grid unless `grid` is false.
  public func svg(style: GraphStyle, grid: Bool = true) -> String {
    SVGRenderer(viewport: viewport).render(curves, style: style, title: title, grid: grid)
  }

  /// The points of interest as JSON, sorted by x within each curve.
  ///
  /// `[{"kind": "root", "x": 1.4142135623730951, "y": 0}, …]`; `y` is `null` at a pole.
  /// A coordinate with fewer than ``PointOfInterest/allDigits`` right digits is rounded
  /// to them and says how many: `"xDigits": 6` (`"yDigits"` for y). With several curves
  /// each point also has `"curve"`, its curve's index.
  public var pointsJSON: JSONValue {
    var points: [JSONValue] = []
    for (index, plotted) in curves.enumerated() {
      for point in plotted.points {
        var members: [(name: String, value: JSONValue)] = [
          ("kind", .string(point.kind.rawValue)), ("x", .number(point.x)),
          ("y", .number(point.y)),
        ]
        if point.xDigits < PointOfInterest.allDigits {
          members.append(("xDigits", .number(Double(point.xDigits))))
        }
        if point.y != nil, point.yDigits < PointOfInterest.allDigits {
          members.append(("yDigits", .number(Double(point.yDigits))))
        }
        if curves.count > 1 { members.append(("curve", .number(Double(index)))) }
        points.append(.object(members))
      }
    }
    return .array(points)
  }
}
