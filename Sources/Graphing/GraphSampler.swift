/// How samples are drawn.
public enum GraphStyle: String, Sendable {
  /// Samples joined by straight segments, broken at discontinuities.
  case line
  /// One dot per sample.
  case dots
}

#if !hasFeature(Embedded)
extension GraphStyle: Codable {}
#endif

/// The sampled geometry of a curve in view coordinates, shared by every renderer.
public struct SampledCurve: Equatable, Sendable {
  /// Runs of points to join with straight segments.
  ///
  /// A new run starts after every gap (undefined values) and every jump or pole. Each
  /// is simplified to what the view's device pixels show (``PolylineSimplifier``).
  public var polylines: [[GraphPoint]]
  /// The points dot mode draws: the samples of the device-pixel columns (one per column
  /// at most) that lie in the view.
  public var dots: [GraphPoint]
}

/// Samples a data source across a viewport: one sample per device-pixel column at
/// least, more where the curve is steep, and breaks the path at undefined values,
/// poles and jumps so that no segment joins the two sides of a discontinuity.
///
/// Generic over its source rather than holding `any GraphDataSource`, which Embedded
/// Swift cannot (static members are computed for the same reason: a generic type has
/// no stored static properties).
public struct GraphSampler<Source: GraphDataSource> {
  /// How many times an interval is halved to decide between steep and broken.
  static var bisectionDepth: Int { 16 }
  /// Vertical movement (in points) below which two neighbouring samples are simply joined.
  static var smoothStep: Double { 2 }
  /// The most extra points one column may add.
  static var maximumRefinement: Int { 32 }

  private let source: Source
  private let viewport: Viewport

  /// A sampler of `source` over `viewport`.
  public init(source: Source, viewport: Viewport) {
    self.source = source
    self.viewport = viewport
  }

  /// The curve's geometry.
  /// - Complexity: O(columns) evaluations in one batch, plus a bounded number per steep
  ///   or broken column; at most four points a column drawn, one dot.
  public func sample() -> SampledCurve {
    let columns = max(1, Int((viewport.width * viewport.pixelScale).rounded(.up)))
    let viewXs = (0...columns).map { Double($0) / viewport.pixelScale }
    let xs = viewXs.map { viewport.graphX(atViewX: $0) }
    let ys = source.ys(at: xs)
    var polylines: [[GraphPoint]] = []
    var current: [GraphPoint] = []
    var dots: [GraphPoint] = []
    func breakPath() {
      if !current.isEmpty {
        polylines.append(PolylineSimplifier.simplified(current, in: viewport))
        current = []
      }
    }
    var previous: (x: Double, y: Double)?
    for (x, y) in zip(xs, ys) {
      guard let y, y.isFinite else {
        breakPath()
        previous = nil
        continue
      }
      if let (previousX, previousY) = previous {
        switch joint(from: (previousX, previousY), to: (x, y)) {
        case .jump:
          breakPath()
        case .steep(let between):
          current += between.map { point($0) }
        case .smooth:
          break
        }
      }
      let sample = point((x, y))
      current.append(sample)
      if (0...viewport.height).contains(sample.y) {
        dots.append(sample)
      }
      previous = (x, y)
    }
    breakPath()
    return SampledCurve(polylines: polylines, dots: dots)
  }

  private enum Joint {
    case smooth
    case steep([(Double, Double)])
    case jump
  }

  /// Decides how two defined neighbouring samples connect.
  private func joint(from left: (Double, Double), to right: (Double, Double)) -> Joint {
    let rise = Swift.abs(right.1 - left.1) * viewport.yScale
    guard rise > Self.smoothStep else { return .smooth }
    // Unseen, a break costs nothing and cannot join the two sides of a jump.
    if offScreenOnOneSide(left.1, right.1) {
      return .jump
    }
    // Follow the half with the larger rise: for a continuous function it shrinks
    // with the interval; across a jump or a pole it does not.
    var low = left
    var high = right
    for _ in 0..<Self.bisectionDepth {
      let middleX = (low.0 + high.0) / 2
      guard let middleY = source.y(at: middleX), middleY.isFinite else { return .jump }
      let middle = (middleX, middleY)
      if Swift.abs(middleY - low.1) >= Swift.abs(high.1 - middleY) {
        high = middle
      } else {
        low = middle
      }
    }
    let remaining = Swift.abs(high.1 - low.1) * viewport.yScale
    if remaining > max(Self.smoothStep, rise / 64) {
      return .jump
    }
    // `rise` may be infinite (1e300·x): compare before converting to an integer.
    let steps = rise / Self.smoothStep
    let pieces =
      steps < Double(Self.maximumRefinement) ? max(2, Int(steps)) : Self.maximumRefinement
    let xs = (1..<pieces).map { left.0 + (right.0 - left.0) * Double($0) / Double(pieces) }
    var between: [(Double, Double)] = []
    for (x, y) in zip(xs, source.ys(at: xs)) {
      guard let y, y.isFinite else { return .jump }
      between.append((x, y))
    }
    return .steep(between)
  }

  /// Whether both values lie beyond the same edge of the view, so that the segment
  /// between them would not be seen.
  private func offScreenOnOneSide(_ a: Double, _ b: Double) -> Bool {
    let (top, bottom) = (viewport.graphY(atViewY: 0), viewport.graphY(atViewY: viewport.height))
    return a > top && b > top || a < bottom && b < bottom
  }

  /// The view position of a graph point, with y held within a band around the view so
  /// that a value near a pole stays a drawable number.
  private func point(_ sample: (Double, Double)) -> GraphPoint {
    let band = viewport.height * 4
    let y = min(max(viewport.viewY(ofGraphY: sample.1), -band), viewport.height + band)
    return GraphPoint(x: viewport.viewX(ofGraphX: sample.0), y: y)
  }
}
