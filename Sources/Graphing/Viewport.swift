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

/// Which part of the plane a graph view shows: where the origin sits in the view,
/// how many points one unit takes, the view's size and its device-pixel scale.
public struct Viewport: Equatable, Sendable {
  /// The origin's position in the view, in points from the top-left corner.
  public private(set) var origin: GraphPoint
  /// Points per graph unit, the same on both axes.
  public private(set) var scale: Double
  /// The view's width in points.
  public let width: Double
  /// The view's height in points.
  public let height: Double
  /// Device pixels per point (2 on a retina screen).
  public let pixelScale: Double

  /// The smallest and largest scale a viewport takes.
  public static let scaleRange = 1e-12...1e12
  /// The most device pixels a side may have: far beyond any screen, small enough that
  /// a sampler's column count and a renderer's cell count are safe integers.
  public static let maximumPixels = 100_000.0

  /// A viewport, or `nil` when a size or scale is not finite and positive, a side is
  /// over ``maximumPixels`` device pixels, the scale is outside ``scaleRange``, or the
  /// origin is not finite.
  public init?(
    width: Double, height: Double, origin: GraphPoint? = nil, scale: Double = 50,
    pixelScale: Double = 1
  ) {
    let origin = origin ?? GraphPoint(x: width / 2, y: height / 2)
    guard width.isFinite, width > 0, height.isFinite, height > 0, pixelScale.isFinite,
      pixelScale > 0, width * pixelScale <= Self.maximumPixels,
      height * pixelScale <= Self.maximumPixels, Self.scaleRange.contains(scale),
      origin.x.isFinite, origin.y.isFinite
    else { return nil }
    self.width = width
    self.height = height
    self.origin = origin
    self.scale = scale
    self.pixelScale = pixelScale
  }

  /// The graph x at a horizontal view position.
  public func graphX(atViewX viewX: Double) -> Double { (viewX - origin.x) / scale }
  /// The graph y at a vertical view position.
  public func graphY(atViewY viewY: Double) -> Double { (origin.y - viewY) / scale }
  /// The horizontal view position of a graph x.
  public func viewX(ofGraphX x: Double) -> Double { origin.x + x * scale }
  /// The vertical view position of a graph y.
  public func viewY(ofGraphY y: Double) -> Double { origin.y - y * scale }

  /// The visible graph x range, left to right.
  public var xRange: ClosedRange<Double> { graphX(atViewX: 0)...graphX(atViewX: width) }
  /// The visible graph y range, bottom to top.
  public var yRange: ClosedRange<Double> { graphY(atViewY: height)...graphY(atViewY: 0) }

  /// Zooms by `factor` (2 zooms in) keeping the graph point under `center` fixed;
  /// the scale is clamped to ``scaleRange``, and a factor that is not finite and
  /// positive changes nothing.
  public mutating func zoom(by factor: Double, about center: GraphPoint) {
    guard factor.isFinite, factor > 0 else { return }
    let newScale = min(max(scale * factor, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
    let applied = newScale / scale
    origin = GraphPoint(
      x: center.x + (origin.x - center.x) * applied, y: center.y + (origin.y - center.y) * applied)
    scale = newScale
  }

  /// Moves the plane by (dx, dy) points, as a drag does.
  public mutating func pan(byX dx: Double, y dy: Double) {
    guard dx.isFinite, dy.isFinite else { return }
    origin = GraphPoint(x: origin.x + dx, y: origin.y + dy)
  }

  /// Puts the origin at a view position, as a double-click does.
  public mutating func moveOrigin(to point: GraphPoint) {
    guard point.x.isFinite, point.y.isFinite else { return }
    origin = point
  }

  /// The origin in the centre and the given scale.
  public mutating func reset(scale: Double = 50) {
    origin = GraphPoint(x: width / 2, y: height / 2)
    self.scale = min(max(scale, Self.scaleRange.lowerBound), Self.scaleRange.upperBound)
  }
}

#if !hasFeature(Embedded)
extension GraphPoint: Codable {}

extension Viewport: Codable {}
#endif
