/// Draws sampled curves and axes with Unicode braille: each character cell holds
/// 2 × 4 dots, so a terminal of c columns and r rows shows 2c × 4r dots.
///
/// Give the sampler a viewport of width `2 × columns` and height `4 × rows` (one
/// point per dot); this renderer then draws the same geometry the SVG renderer does.
public struct BrailleRenderer {
  /// The character cells across.
  public let columns: Int
  /// The character cells down.
  public let rows: Int
  private let viewport: Viewport

  /// A renderer for a viewport of `2 × columns` by `4 × rows` points, or `nil` when the
  /// viewport has another size or the cell count is not positive.
  public init?(viewport: Viewport) {
    // A viewport's sides are at most `Viewport.maximumPixels`, so these convert safely.
    let columns = Int(viewport.width / 2)
    let rows = Int(viewport.height / 4)
    guard columns > 0, rows > 0, Double(columns * 2) == viewport.width,
      Double(rows * 4) == viewport.height
    else { return nil }
    self.columns = columns
    self.rows = rows
    self.viewport = viewport
  }

  /// The picture as `rows` lines of `columns` braille characters, axes included.
  public func render(_ curve: SampledCurve, style: GraphStyle) -> [String] {
    render([curve], style: style).lines
  }

  /// The picture of several curves, axes included: each cell's dots are every curve's
  /// and the axes', and it belongs to the last curve that set a dot in it (its colour).
  public func render(_ curves: [SampledCurve], style: GraphStyle) -> BraillePicture {
    var canvas = BrailleCanvas(columns: columns, rows: rows)
    let origin = viewport.origin
    canvas.line(
      from: GraphPoint(x: 0, y: origin.y), to: GraphPoint(x: viewport.width - 1, y: origin.y))
    canvas.line(
      from: GraphPoint(x: origin.x, y: 0), to: GraphPoint(x: origin.x, y: viewport.height - 1))
    for (index, curve) in curves.enumerated() {
      canvas.owner = index
      switch style {
      case .line:
        for polyline in curve.polylines {
          if polyline.count == 1, let only = polyline.first {
            canvas.set(only)
          }
          for (from, to) in zip(polyline, polyline.dropFirst()) {
            canvas.line(from: from, to: to)
          }
        }
      case .dots:
        for point in curve.dots {
          canvas.set(point)
        }
      }
    }
    return BraillePicture(lines: canvas.lines, curves: canvas.ownerRows)
  }
}

/// Braille text of a picture and which curve each cell belongs to.
public struct BraillePicture: Equatable, Sendable {
  /// The rows of braille characters, top first.
  public var lines: [String]
  /// For each row, each cell's curve index, `nil` where only the axes (or nothing) are.
  public var curves: [[Int?]]
}

/// A grid of braille cells with dots set one at a time.
struct BrailleCanvas {
  private let columns: Int
  private let rows: Int
  private var cells: [UInt8]
  private var owners: [Int?]
  /// The curve the dots set from now on belong to; `nil` for the axes.
  var owner: Int?

  init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
    cells = Array(repeating: 0, count: columns * rows)
    owners = Array(repeating: nil, count: columns * rows)
  }

  /// Sets the dot nearest `point` (one point per dot); points outside are ignored.
  mutating func set(_ point: GraphPoint) {
    guard point.x >= 0, point.x < Double(columns * 2), point.y >= 0, point.y < Double(rows * 4)
    else { return }
    let x = Int(point.x.rounded(.down))
    let y = Int(point.y.rounded(.down))
    let (dx, dy) = (x % 2, y % 4)
    let bit = dy == 3 ? 6 + dx : dx * 3 + dy
    let cell = (y / 4) * columns + x / 2
    cells[cell] |= 1 << bit
    if let owner {
      owners[cell] = owner
    }
  }

  /// Sets the dots of a straight segment, clipped to the canvas.
  mutating func line(from start: GraphPoint, to end: GraphPoint) {
    let length = max(Swift.abs(end.x - start.x), Swift.abs(end.y - start.y))
    guard length.isFinite else { return }
    let steps = max(1, Int(min(length, Double(4 * (columns + rows))).rounded(.up)))
    for step in 0...steps {
      // Multiply before dividing, so whole-dot segments land exactly on whole dots.
      set(
        GraphPoint(
          x: start.x + (end.x - start.x) * Double(step) / Double(steps),
          y: start.y + (end.y - start.y) * Double(step) / Double(steps)))
    }
  }

  /// Each row's cell owners, top first.
  var ownerRows: [[Int?]] {
    (0..<rows).map { row in Array(owners[(row * columns)..<((row + 1) * columns)]) }
  }

  /// The rows of characters, top first.
  var lines: [String] {
    (0..<rows).map { row in
      String(
        String.UnicodeScalarView(
          cells[(row * columns)..<((row + 1) * columns)].compactMap {
            Unicode.Scalar(0x2800 + UInt32($0))
          }))
    }
  }
}
