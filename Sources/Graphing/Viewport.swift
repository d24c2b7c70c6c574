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
/// graph point at the view's centre and the graph units one view pixel (point) spans
/// along each axis (the same on both unless a view scales them apart); plus the view's
/// size and its device-pixel scale.
///
/// Keeping the centre and the units per pixel (rather than where the origin sits on
/// the screen) lets a view zoom in anywhere until neighbouring device pixels would show
/// the same `Double`, and makes a resize keep the centre and the scales.
public struct Viewport: Equatable, Sendable {
  /// The graph point at the centre of the view.
  public private(set) var center: GraphPoint
  /// Graph units per view pixel (point) along x.
  public private(set) var unitsPerPixel: Double
  /// Graph units per view pixel (point) along y.
  public private(set) var yUnitsPerPixel: Double
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

  /// A viewport of `width` × `height` points showing `center` at `unitsPerPixel` along
  /// x and `yUnitsPerPixel` (the same as x when `nil`) along y, or `nil` when a size is
  /// not finite and positive, a side is over ``maximumPixels`` device pixels, or the
  /// centre and scales fail ``check(center:unitsPerPixel:yUnitsPerPixel:)``.
  public init?(
    width: Double, height: Double, center: GraphPoint = GraphPoint(x: 0, y: 0),
    unitsPerPixel: Double = 0.02, yUnitsPerPixel: Double? = nil, pixelScale: Double = 1
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
    self.yUnitsPerPixel = yUnitsPerPixel ?? unitsPerPixel
    guard
      case .success = check(
        center: center, unitsPerPixel: unitsPerPixel, yUnitsPerPixel: self.yUnitsPerPixel)
    else { return nil }
  }

  /// The standard window at a size.
  ///
  /// The origin in the centre, x from −10 to 10 across the width, the same scale along
  /// y. A size that is not finite, below 1 or over
  /// ``maximumPixels`` is clamped into that range, so this never fails.
  public static func standard(width: Double, height: Double) -> Viewport {
    let clamp = { (side: Double) in side.isFinite ? min(max(side, 1), maximumPixels) : 1 }
    let (width, height) = (clamp(width), clamp(height))
    return Viewport(
      checkedWidth: width, height: height, center: GraphPoint(x: 0, y: 0),
      unitsPerPixel: standardXRange / width)
  }

  /// The width of the standard window's x range.
  public static let standardXRange = 20.0

  /// A viewport known to pass ``check(center:unitsPerPixel:yUnitsPerPixel:)``.
  private init(
    checkedWidth width: Double, height: Double, center: GraphPoint, unitsPerPixel: Double
  ) {
    self.width = width
    self.height = height
    self.pixelScale = 1
    self.center = center
    self.unitsPerPixel = unitsPerPixel
    yUnitsPerPixel = unitsPerPixel
  }

  /// A viewport given the origin's position in the view and points per unit (the
  /// API's form); `nil` as for ``init(width:height:center:unitsPerPixel:yUnitsPerPixel:pixelScale:)``
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

  /// Points per graph unit along x: `1 / unitsPerPixel`.
  public var scale: Double { 1 / unitsPerPixel }
  /// Points per graph unit along y: `1 / yUnitsPerPixel`.
  public var yScale: Double { 1 / yUnitsPerPixel }
  /// Whether a unit takes as many points along y as along x (a circle looks round).
  public var hasEqualScales: Bool { unitsPerPixel == yUnitsPerPixel }
  /// Where the origin lies in view coordinates (possibly far outside the view).
  public var origin: GraphPoint { GraphPoint(x: viewX(ofGraphX: 0), y: viewY(ofGraphY: 0)) }

  /// The graph x at a horizontal view position.
  public func graphX(atViewX viewX: Double) -> Double {
    center.x + (viewX - width / 2) * unitsPerPixel
  }
  /// The graph y at a vertical view position.
  public func graphY(atViewY viewY: Double) -> Double {
    center.y + (height / 2 - viewY) * yUnitsPerPixel
  }
  /// The horizontal view position of a graph x.
  public func viewX(ofGraphX x: Double) -> Double { width / 2 + (x - center.x) / unitsPerPixel }
  /// The vertical view position of a graph y.
  public func viewY(ofGraphY y: Double) -> Double {
    height / 2 - (y - center.y) / yUnitsPerPixel
  }

  /// The visible graph x range, left to right.
  public var xRange: ClosedRange<Double> { graphX(atViewX: 0)...graphX(atViewX: width) }
  /// The visible graph y range, bottom to top.
  public var yRange: ClosedRange<Double> { graphY(atViewY: height)...graphY(atViewY: 0) }

  /// Whether this view could show `center` at `unitsPerPixel` along x and
  /// `yUnitsPerPixel` (the same when `nil`) along y.
  /// - Returns: `.success`, or the reason it cannot: more than
  ///   ``largestUnitsPerPixel`` on an axis (``ViewportError/zoomOutLimit``); fewer than
  ///   ``smallestUnitsPerPixel``, or so few that two neighbouring device pixels would
  ///   show the same `Double` (``ViewportError/zoomInLimit``); a visible coordinate
  ///   beyond ±10³⁰⁰ or a centre that is not finite (``ViewportError/outOfRange``).
  public func check(
    center: GraphPoint, unitsPerPixel: Double, yUnitsPerPixel: Double? = nil
  ) -> Result<Void, ViewportError> {
    let yUnits = yUnitsPerPixel ?? unitsPerPixel
    guard unitsPerPixel.isFinite, unitsPerPixel > 0, yUnits.isFinite, yUnits > 0 else {
      return .failure(.zoomInLimit)
    }
    guard unitsPerPixel <= Self.largestUnitsPerPixel, yUnits <= Self.largestUnitsPerPixel else {
      return .failure(.zoomOutLimit)
    }
    guard center.x.isFinite, center.y.isFinite else { return .failure(.outOfRange) }
    let farthestX = center.x.magnitude + width / 2 * unitsPerPixel
    let farthestY = center.y.magnitude + height / 2 * yUnits
    guard farthestX <= Self.largestCoordinate, farthestY <= Self.largestCoordinate else {
      return .failure(.outOfRange)
    }
    // Two device pixels apart must be at least two Doubles apart on both axes.
    guard min(unitsPerPixel, yUnits) >= Self.smallestUnitsPerPixel,
      unitsPerPixel / pixelScale >= 2 * farthestX.ulp, yUnits / pixelScale >= 2 * farthestY.ulp
    else { return .failure(.zoomInLimit) }
    return .success(())
  }

  /// Zooms by `factor` (2 zooms in) about `point`, on both axes.
  ///
  /// The graph point under `point` (a view position) stays where it is. A factor that is
  /// not finite and positive changes nothing.
  /// - Throws: ``ViewportError`` when the new view is beyond what a `Double` can
  ///   show; the view is then unchanged.
  public mutating func zoom(by factor: Double, about point: GraphPoint) throws(ViewportError) {
    try zoom(x: factor, y: factor, about: point)
  }

  /// Zooms by `x` along x and `y` along y about `point`.
  ///
  /// 2 zooms in, 1 leaves an axis as it is; `point` stays under the same graph point. A
  /// factor that is not finite and
  /// positive changes nothing.
  /// - Throws: ``ViewportError`` when the new view is beyond what a `Double` can
  ///   show; the view is then unchanged.
  public mutating func zoom(x: Double, y: Double, about point: GraphPoint) throws(ViewportError) {
    guard x.isFinite, x > 0, y.isFinite, y > 0 else { return }
    let xUnits = unitsPerPixel / x
    let yUnits = yUnitsPerPixel / y
    // The point under the pointer stays: centre = pointer − offset × new units.
    let newCenter = GraphPoint(
      x: graphX(atViewX: point.x) - (point.x - width / 2) * xUnits,
      y: graphY(atViewY: point.y) - (height / 2 - point.y) * yUnits)
    try move(to: newCenter, unitsPerPixel: xUnits, yUnitsPerPixel: yUnits)
  }

  /// Moves the plane by (dx, dy) points, as a drag does.
  /// - Throws: ``ViewportError/outOfRange`` (or the zoom-in limit, far from the
  ///   origin) when the view would leave what a `Double` can show; then unchanged.
  public mutating func pan(byX dx: Double, y dy: Double) throws(ViewportError) {
    guard dx.isFinite, dy.isFinite else { return }
    try move(
      to: GraphPoint(x: center.x - dx * unitsPerPixel, y: center.y + dy * yUnitsPerPixel),
      unitsPerPixel: unitsPerPixel, yUnitsPerPixel: yUnitsPerPixel)
  }

  /// Puts the origin at a view position, as a double-click does.
  /// - Throws: ``ViewportError`` as ``pan(byX:y:)`` does.
  public mutating func moveOrigin(to point: GraphPoint) throws(ViewportError) {
    guard point.x.isFinite, point.y.isFinite else { return }
    try move(
      to: GraphPoint(
        x: (width / 2 - point.x) * unitsPerPixel, y: (point.y - height / 2) * yUnitsPerPixel),
      unitsPerPixel: unitsPerPixel, yUnitsPerPixel: yUnitsPerPixel)
  }

  /// Shows `center` at `unitsPerPixel` along x and `yUnitsPerPixel` (the same when
  /// `nil`) along y.
  /// - Throws: ``ViewportError`` from ``check(center:unitsPerPixel:yUnitsPerPixel:)``;
  ///   then unchanged.
  public mutating func move(
    to center: GraphPoint, unitsPerPixel: Double, yUnitsPerPixel: Double? = nil
  ) throws(ViewportError) {
    let yUnits = yUnitsPerPixel ?? unitsPerPixel
    if case .failure(let error) = check(
      center: center, unitsPerPixel: unitsPerPixel, yUnitsPerPixel: yUnits)
    {
      throw error
    }
    self.center = center
    self.unitsPerPixel = unitsPerPixel
    self.yUnitsPerPixel = yUnits
  }

  /// The origin in the centre and `unitsPerPixel` on both axes (clamped to what any
  /// view takes).
  public mutating func reset(unitsPerPixel: Double = 0.02) {
    center = GraphPoint(x: 0, y: 0)
    self.unitsPerPixel = min(
      max(unitsPerPixel.isFinite ? unitsPerPixel : 0.02, Self.smallestUnitsPerPixel),
      Self.largestUnitsPerPixel)
    yUnitsPerPixel = self.unitsPerPixel
  }
}

#if !hasFeature(Embedded)
extension GraphPoint: Codable {}

extension Viewport: Codable {}
#endif
