/// Why a viewport cannot show what was asked: the limits of `Double`.
public enum ViewportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Zooming in further would make neighbouring device pixels show the same number.
  case zoomInLimit
  /// Zooming out further would span more than `Viewport.largestUnitsPerPixel`.
  case zoomOutLimit
  /// The view would reach coordinates beyond ±10³⁰⁰, or the centre is not finite.
  case outOfRange

  /// One line for the user.
  public var description: String {
    switch self {
    case .zoomInLimit:
      "cannot zoom in further here: neighbouring pixels would show the same number"
    case .zoomOutLimit: "cannot zoom out further: one pixel already spans 10¹² units"
    case .outOfRange: "cannot move there: the view would leave the range of numbers shown"
    }
  }
}
