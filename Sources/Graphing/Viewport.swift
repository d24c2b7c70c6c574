/// A point in view coordinates (points, y downwards) or graph units.
public struct GraphPoint: Equatable, Sendable {
  /// Horizontal position.
  public var x: Double
  /// Vertical position.
  public var y: Double

  /// A point at (x, y).
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// Which part of the plane a graph view shows, kept in the graph's own units: the
/// graph point at the view's centre and the graph units one view pixel (point) spans,
/// the same on both axes; plus the view's size and its device-pixel scale.
///
/// Keeping the centre and the units per pixel (rather than where the origin sits on
/// the screen) lets a view zoom in anywhere until neighbouring device pixels would show
/// the same `Double`, and makes a resize keep the centre and the scale.
public struct Viewport: Equatable, Sendable {
  /// The graph point at the centre of the view.
  public private(set) var center: GraphPoint
  /// Graph units per view pixel (point), on both axes.
  public private(set) var unitsPerPixel: Double
  /// The view's width in points.
  public let width: Double
  /// The view's height in points.
  public let height: Double
  /// Device pixels per point (2 on a retina screen).
  public let pixelScale: Double

  /// The most graph units one pixel may span (zooming out stops there).
  public static let largestUnitsPerPixel = 1e12
  /// The fewest graph units one pixel may span anywhere; near the origin zooming in
  /// stops here, elsewhere sooner, where neighbouring device pixels would hold the
  /// same `Double`.
  public static let smallestUnitsPerPixel = 1e-300
  /// The farthest a visible coordinate may lie from 0.
  static var largestCoordinate: Double { 1e300 }
  /// The most device pixels a side may have: far beyond any screen, small enough that
  /// a sampler's column count and a renderer's cell count are safe integers.
  public static let maximumPixels = 100_000.0

  /// A viewport of `width` × `height` points showing `center` at `unitsPerPixel`, or
  /// `nil` when a size is not finite and positive, a side is over ``maximumPixels``
  /// device pixels, or the centre and scale fail ``check(center:unitsPerPixel:)``.
  public init?(
    width: Double, height: Double, center: GraphPoint = GraphPoint(x: 0, y: 0),
    unitsPerPixel: Double = 0.02, pixelScale: Double = 1
  ) {
    guard width.isFinite, width > 0, height.isFinite, height > 0, pixelScale.isFinite,
      pixelScale > 0, width * pixelScale <= Self.maximumPixels,
      height * pixelScale <= Self.maximumPixels
    else { return nil }
    self.width = width
    self.height = height
    self.pixelScale = pixelScale
    self.center = center
    self.unitsPerPixel = unitsPerPixel
    guard case .success = check(center: center, unitsPerPixel: unitsPerPixel) else { return nil }
  }

  /// A viewport given the origin's position in the view and points per unit (the
  /// API's form); `nil` as for ``init(width:height:center:unitsPerPixel:pixelScale:)``
  /// or when the origin or scale is not finite and positive.
  public init?(
    width: Double, height: Double, origin: GraphPoint? = nil, scale: Double = 50,
    pixelScale: Double = 1
  ) {
    let origin = origin ?? GraphPoint(x: width / 2, y: height / 2)
    guard scale.isFinite, scale > 0, origin.x.isFinite, origin.y.isFinite else { return nil }
    self.init(
      width: width, height: height,
      center: GraphPoint(x: (width / 2 - origin.x) / scale, y: (origin.y - height / 2) / scale),
      unitsPerPixel: 1 / scale, pixelScale: pixelScale)
  }

  /// Points per graph unit: `1 / unitsPerPixel`.
  public var scale: Double { 1 / unitsPerPixel }
  /// Where the origin lies in view coordinates (possibly far outside the view).
  public var origin: GraphPoint { GraphPoint(x: viewX(ofGraphX: 0), y: viewY(ofGraphY: 0)) }

  /// The graph x at a horizontal view position.
  public func graphX(atViewX viewX: Double) -> Double {
    center.x + (viewX - width / 2) * unitsPerPixel
  }
  /// The graph y at a vertical view position.
  public func graphY(atViewY viewY: Double) -> Double {
    center.y + (height / 2 - viewY) * unitsPerPixel
  }
  /// The horizontal view position of a graph x.
  public func viewX(ofGraphX x: Double) -> Double { width / 2 + (x - center.x) / unitsPerPixel }
  /// The vertical view position of a graph y.
  public func viewY(ofGraphY y: Double) -> Double { height / 2 - (y - center.y) / unitsPerPixel }

  /// The visible graph x range, left to right.
  public var xRange: ClosedRange<Double> { graphX(atViewX: 0)...graphX(atViewX: width) }
  /// The visible graph y range, bottom to top.
  public var yRange: ClosedRange<Double> { graphY(atViewY: height)...graphY(atViewY: 0) }

  /// Whether this view could show `center` at `unitsPerPixel`.
  /// - Returns: `.success`, or the reason it cannot: more than
  ///   ``largestUnitsPerPixel`` (``ViewportError/zoomOutLimit``); fewer than
  ///   ``smallestUnitsPerPixel``, or so few that two neighbouring device pixels would
  ///   show the same `Double` (``ViewportError/zoomInLimit``); a visible coordinate
  ///   beyond ±10³⁰⁰ or a centre that is not finite (``ViewportError/outOfRange``).
  public func check(center: GraphPoint, unitsPerPixel: Double) -> Result<Void, ViewportError> {
    guard unitsPerPixel.isFinite, unitsPerPixel > 0 else { return .failure(.zoomInLimit) }
    guard unitsPerPixel <= Self.largestUnitsPerPixel else { return .failure(.zoomOutLimit) }
    guard center.x.isFinite, center.y.isFinite else { return .failure(.outOfRange) }
    let farthestX = center.x.magnitude + width / 2 * unitsPerPixel
    let farthestY = center.y.magnitude + height / 2 * unitsPerPixel
    guard farthestX <= Self.largestCoordinate, farthestY <= Self.largestCoordinate else {
      return .failure(.outOfRange)
    }
    // Two device pixels apart must be at least two Doubles apart on both axes.
    let devicePixel = unitsPerPixel / pixelScale
    guard unitsPerPixel >= Self.smallestUnitsPerPixel,
      devicePixel >= 2 * max(farthestX.ulp, farthestY.ulp)
    else { return .failure(.zoomInLimit) }
    return .success(())
  }

  /// Zooms by `factor` (2 zooms in) about `point`.
  ///
  /// The graph point under `point` (a view position) stays where it is. A factor that is not finite and positive changes nothing.
  /// - Throws: ``ViewportError`` when the new view is beyond what a `Double` can
  ///   show; the view is then unchanged.
  public mutating func zoom(by factor: Double, about point: GraphPoint) throws(ViewportError) {
    guard factor.isFinite, factor > 0 else { return }
    let newUnits = unitsPerPixel / factor
    // The point under the pointer stays: centre = pointer − offset × new units.
    let newCenter = GraphPoint(
      x: graphX(atViewX: point.x) - (point.x - width / 2) * newUnits,
      y: graphY(atViewY: point.y) - (height / 2 - point.y) * newUnits)
    try move(to: newCenter, unitsPerPixel: newUnits)
  }

  /// Moves the plane by (dx, dy) points, as a drag does.
  /// - Throws: ``ViewportError/outOfRange`` (or the zoom-in limit, far from the
  ///   origin) when the view would leave what a `Double` can show; then unchanged.
  public mutating func pan(byX dx: Double, y dy: Double) throws(ViewportError) {
    guard dx.isFinite, dy.isFinite else { return }
    try move(
      to: GraphPoint(x: center.x - dx * unitsPerPixel, y: center.y + dy * unitsPerPixel),
      unitsPerPixel: unitsPerPixel)
  }

  /// Puts the origin at a view position, as a double-click does.
  /// - Throws: ``ViewportError`` as ``pan(byX:y:)`` does.
  public mutating func moveOrigin(to point: GraphPoint) throws(ViewportError) {
    guard point.x.isFinite, point.y.isFinite else { return }
    try move(
      to: GraphPoint(
        x: (width / 2 - point.x) * unitsPerPixel, y: (point.y - height / 2) * unitsPerPixel),
      unitsPerPixel: unitsPerPixel)
  }

  /// Shows `center` at `unitsPerPixel`.
  /// - Throws: ``ViewportError`` from ``check(center:unitsPerPixel:)``; then unchanged.
  public mutating func move(to center: GraphPoint, unitsPerPixel: Double) throws(ViewportError) {
    if case .failure(let error) = check(center: center, unitsPerPixel: unitsPerPixel) {
      throw error
    }
    self.center = center
    self.unitsPerPixel = unitsPerPixel
  }

  /// The origin in the centre and `unitsPerPixel` (clamped to what any view takes).
  public mutating func reset(unitsPerPixel: Double = 0.02) {
    center = GraphPoint(x: 0, y: 0)
    self.unitsPerPixel = min(
      max(unitsPerPixel.isFinite ? unitsPerPixel : 0.02, Self.smallestUnitsPerPixel),
      Self.largestUnitsPerPixel)
  }
}

#if !hasFeature(Embedded)
extension GraphPoint: Codable {}

extension Viewport: Codable {}
#endif
