/// Reduces a sampled polyline to the points a picture needs, so that its size follows the
/// view's pixels rather than the curve's wiggles.
///
/// Three passes, each keeping the drawn line within a fraction of a device pixel of the
/// samples': a run of points beyond the same edge of the view keeps its first and last;
/// within one device-pixel column only the first, lowest, highest and last points are
/// kept; and a point that lies on the segment between its neighbours, within
/// ``tolerance`` device pixels, is dropped. A smooth curve keeps about one point per
/// column at most; a steep one the four a column needs.
enum PolylineSimplifier {
  /// How far, in device pixels, a dropped point may lie from the segment drawn instead.
  static var tolerance: Double { 0.25 }
  /// The most points checked against one candidate segment, which bounds the work of
  /// the last pass to a constant per point.
  static var longestRun: Int { 64 }

  /// `line` (in view coordinates) with the points `viewport` cannot show dropped.
  /// - Complexity: O(points).
  static func simplified(_ line: [GraphPoint], in viewport: Viewport) -> [GraphPoint] {
    guard line.count > 2 else { return line }
    let inView = keepingRunEnds(line, height: viewport.height)
    let columns = keepingColumnExtremes(inView, pixelScale: viewport.pixelScale)
    return droppingCollinear(columns, tolerance: tolerance / viewport.pixelScale)
  }

  /// Which side of the view a point lies beyond: −1 above, 1 below, 0 within.
  private static func side(_ point: GraphPoint, height: Double) -> Int {
    point.y < 0 ? -1 : point.y > height ? 1 : 0
  }

  /// Keeps only the first and last point of each run beyond the same edge.
  private static func keepingRunEnds(_ line: [GraphPoint], height: Double) -> [GraphPoint] {
    var kept: [GraphPoint] = []
    kept.reserveCapacity(line.count)
    for (index, point) in line.enumerated() {
      let here = side(point, height: height)
      let isInsideRun =
        here != 0 && index > 0 && index < line.count - 1
        && side(line[index - 1], height: height) == here
        && side(line[index + 1], height: height) == here
      if !isInsideRun {
        kept.append(point)
      }
    }
    return kept
  }

  /// Keeps, in each run of points in the same device-pixel column, the first, the lowest,
  /// the highest and the last, in their order.
  private static func keepingColumnExtremes(_ line: [GraphPoint], pixelScale: Double)
    -> [GraphPoint]
  {
    var kept: [GraphPoint] = []
    kept.reserveCapacity(line.count)
    var start = 0
    while start < line.count {
      let column = (line[start].x * pixelScale).rounded(.down)
      var end = start + 1
      var lowest = start
      var highest = start
      while end < line.count, (line[end].x * pixelScale).rounded(.down) == column {
        if line[end].y < line[lowest].y { lowest = end }
        if line[end].y > line[highest].y { highest = end }
        end += 1
      }
      var previous = -1
      for index in [start, lowest, highest, end - 1].sorted() where index != previous {
        kept.append(line[index])
        previous = index
      }
      start = end
    }
    return kept
  }

  /// Drops each point that lies within `tolerance` of the segment from the last point kept
  /// to the next one, as do all the points dropped since (at most ``longestRun``).
  private static func droppingCollinear(_ line: [GraphPoint], tolerance: Double) -> [GraphPoint] {
    guard let first = line.first, line.count > 2 else { return line }
    var kept = [first]
    var anchor = 0
    for index in 1..<(line.count - 1) {
      let end = line[index + 1]
      let onSegment =
        index - anchor < longestRun
        && (anchor + 1...index).allSatisfy {
          distance(of: line[$0], fromSegment: line[anchor], end) <= tolerance
        }
      if !onSegment {
        kept.append(line[index])
        anchor = index
      }
    }
    if let last = line.last {
      kept.append(last)
    }
    return kept
  }

  /// The distance of `point` from the segment `a`–`b`.
  private static func distance(of point: GraphPoint, fromSegment a: GraphPoint, _ b: GraphPoint)
    -> Double
  {
    let (dx, dy) = (b.x - a.x, b.y - a.y)
    let lengthSquared = dx * dx + dy * dy
    let t =
      lengthSquared > 0
      ? min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared)) : 0
    let (ex, ey) = (a.x + t * dx - point.x, a.y + t * dy - point.y)
    return (ex * ex + ey * ey).squareRoot()
  }
}
