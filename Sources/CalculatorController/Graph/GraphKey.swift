/// A key of the graph screen, or the keypad's Graph key that opens it.
///
/// What each does is ``GraphSession``'s; where it sits and which keyboard keys press it
/// is the key table's.
public enum GraphKey: String, CaseIterable, Sendable {
  /// Opens the graph of the current expression (the keypad's Graph key).
  case open
  /// Back to the calculator.
  case close
  /// Twice as close, about the centre.
  case zoomIn
  /// Twice as far, about the centre.
  case zoomOut
  /// An eighth of the view to the left.
  case panLeft
  /// An eighth of the view to the right.
  case panRight
  /// An eighth of the view up.
  case panUp
  /// An eighth of the view down.
  case panDown
  /// The trace one step left.
  case traceLeft
  /// The trace one step right.
  case traceRight
  /// The trace on the previous curve.
  case previousCurve
  /// The trace on the next curve.
  case nextCurve
  /// The trace on the previous point of interest of its curve.
  case previousPoint
  /// The trace on the next point of interest of its curve.
  case nextPoint
  /// The y axis fitted to the curves in the visible x range.
  case fit
  /// The origin in the centre, x from −10 to 10, equal scales.
  case reset
  /// The y axis at the x axis's scale again.
  case equalScales
  /// Dots instead of lines, or back.
  case toggleDots
  /// The grid hidden or shown.
  case toggleGrid
  /// The trace shown or hidden.
  case toggleTrace
  /// The graph screen's key list (a front end shows it).
  case help
}
