import Graphing

/// What a front end draws of a graph after an operation: the picture (when it changed),
/// the title and legend, the visible ranges, the trace and the points of interest as
/// data, each number already written by ``GraphNumber`` or the exact engine.
public struct GraphFrame: Sendable {
  /// How the picture is drawn.
  public enum Format: Sendable {
    /// An SVG document in view points (the page).
    case svg
    /// Braille cells, 2 × 4 dots each, with the tick labels placed in dots (the terminal).
    case braille
  }

  /// The picture in one of the two formats.
  public enum Picture: Sendable {
    /// The SVG document: grid, axes, tick labels, curves, point markers and legend.
    case svg(String)
    /// The braille cells (axes and curves) and the tick labels to put over them, in dots.
    case braille(BraillePicture, labels: [TickLabel])
  }

  /// One curve: its legend entry.
  public struct Curve: Equatable, Sendable {
    /// Its expression: `sin(x)`.
    public var title: String
    /// Its colour on the page (`currentColor` for the first); the terminal maps the index.
    public var colour: String
  }

  /// The trace: where it is and what it reads.
  public struct Trace: Equatable, Sendable {
    /// The traced curve's index.
    public var curve: Int
    /// The traced x.
    public var x: Double
    /// The curve's `Double` y there, where the marker goes; `nil` where it has none.
    public var y: Double?
    /// `x = 0.6, y = 0.564642473395035`, and ` (root)` on a point of interest; y from the
    /// exact engine at exactly the x shown (0 on a root, the limit on a hole).
    public var text: String
    /// `(0.6, 0.564642473395035)`: the tip beside the marker.
    public var tip: String
    /// The kind of point of interest the trace sits on, if any.
    public var point: PointOfInterest.Kind?
    /// The marker's view position: x always, y `nil` where there is no value or it is
    /// out of view.
    public var viewX: Double
    /// The marker's vertical view position, `nil` when not in view.
    public var viewY: Double?
  }

  /// A point of interest in view.
  public struct Point: Equatable, Sendable {
    /// The curve's index.
    public var curve: Int
    /// The point, in graph units with its right digits.
    public var point: PointOfInterest
    /// `root at (1.4142135623731, 0)`.
    public var label: String
    /// Its view position across.
    public var viewX: Double
    /// Its view position down, `nil` at a pole or when not in view.
    public var viewY: Double?
  }

  /// Whether the graph is showing.
  public var isOpen: Bool
  /// The curves' titles joined: `sin(x); x²`.
  public var title: String
  /// The legend, one entry per curve.
  public var curves: [Curve]
  /// The picture, `nil` when it is the same as the last frame's.
  public var picture: Picture?
  /// The view's size, in its units.
  public var width: Double
  /// The view's height, in its units.
  public var height: Double
  /// The graph point at the view's centre.
  public var center: GraphPoint
  /// Graph units one view point spans along x.
  public var unitsPerPoint: Double
  /// Graph units one view point spans along y.
  public var yUnitsPerPoint: Double
  /// The visible x range.
  public var xRange: ClosedRange<Double>
  /// The visible y range.
  public var yRange: ClosedRange<Double>
  /// `x −10…10  y −7.5…7.5`, each end to the digits the view tells apart.
  public var ranges: String
  /// A sentence for screen readers: the graph, the visible ranges, the points in view.
  public var description: String
  /// The trace, `nil` when none shows.
  public var trace: Trace?
  /// The points of interest in view, curve by curve, left to right.
  public var points: [Point]
  /// Lines or dots.
  public var style: GraphStyle
  /// Whether the grid is drawn.
  public var showsGrid: Bool
  /// Whether a unit is as long along y as along x.
  public var hasEqualScales: Bool
  /// Why the last operation did nothing, or why the picture is incomplete; `nil` if
  /// nothing needs saying.
  public var message: String?
}
