/// The size of label text in view units, for laying out tick labels.
public struct LabelMetrics: Equatable, Sendable {
  /// The width of one character (labels are estimated as monospaced).
  public var characterWidth: Double
  /// The height of one line of text.
  public var lineHeight: Double
  /// The least distance between two ticks along an axis.
  public var minimumSpacing: Double

  /// Metrics in view units.
  public init(characterWidth: Double, lineHeight: Double, minimumSpacing: Double) {
    self.characterWidth = characterWidth
    self.lineHeight = lineHeight
    self.minimumSpacing = minimumSpacing
  }

  /// 12-point text in an SVG: ticks at least 60 points apart.
  public static let svg = LabelMetrics(characterWidth: 7.5, lineHeight: 14, minimumSpacing: 60)
  /// Terminal cells in braille dots (2 × 4 per cell): ticks at least 8 cells apart.
  public static let braille = LabelMetrics(characterWidth: 2, lineHeight: 4, minimumSpacing: 16)
}

/// One tick label placed in the view: its text and the box it takes.
public struct TickLabel: Equatable, Sendable {
  /// The label: `−0.5`, `1e12`.
  public var text: String
  /// The box's left edge, in view units.
  public var left: Double
  /// The box's top edge, in view units.
  public var top: Double
  /// The box's width (characters × character width).
  public var width: Double
  /// The box's height (one line).
  public var height: Double
  /// Whether it labels the horizontal (x) axis.
  public var onXAxis: Bool

  /// Whether the two boxes share any area.
  func overlaps(_ other: TickLabel) -> Bool {
    left < other.left + other.width && other.left < left + width && top < other.top + other.height
      && other.top < top + height
  }
}

/// The axes, ticks and labels of a viewport, the same for every renderer.
///
/// Ticks sit at nice steps (``TickMarks``) far enough apart for the widest label. A
/// label is never cut off: it is moved inside the view. **An axis outside the view
/// keeps its labels pinned to the nearest edge**, so the scale is always readable; a
/// label that would overlap one already placed is left out.
public struct AxisLayout: Equatable, Sendable {
  /// The x ticks (vertical grid lines), or `nil` when the range has none.
  public let xTicks: TickMarks?
  /// The y ticks (horizontal grid lines), or `nil` when the range has none.
  public let yTicks: TickMarks?
  /// The view y of the x-axis when it is in view.
  public let xAxisY: Double?
  /// The view x of the y-axis when it is in view.
  public let yAxisX: Double?
  /// The labels to draw, none overlapping another, all inside the view.
  public let labels: [TickLabel]

  /// The layout of `viewport` with text of `metrics`.
  /// - Complexity: O(labels²) overlap checks, labels at most a few dozen.
  public init(viewport: Viewport, metrics: LabelMetrics) {
    let origin = viewport.origin
    xAxisY = (0...viewport.height).contains(origin.y) ? origin.y : nil
    yAxisX = (0...viewport.width).contains(origin.x) ? origin.x : nil
    let x = viewport.xRange
    let y = viewport.yRange
    xTicks = Self.ticks(
      x, unitsPerPixel: viewport.unitsPerPixel, metrics: metrics, sideways: true)
    yTicks = Self.ticks(
      y, unitsPerPixel: viewport.yUnitsPerPixel, metrics: metrics, sideways: false)
    var placed: [TickLabel] = []
    let gap = metrics.lineHeight / 4
    if let xTicks {
      // Below the axis, or pinned to the top or bottom edge when it is out of view.
      let top = min(max(origin.y + gap, 0), viewport.height - metrics.lineHeight)
      for (value, text) in zip(xTicks.values, xTicks.labels) where value != 0 || yAxisX == nil {
        let width = Double(text.count) * metrics.characterWidth
        let left = min(
          max(viewport.viewX(ofGraphX: value) - width / 2, 0), viewport.width - width)
        Self.place(
          TickLabel(
            text: text, left: left, top: top, width: width, height: metrics.lineHeight,
            onXAxis: true), in: &placed)
      }
    }
    if let yTicks {
      for (value, text) in zip(yTicks.values, yTicks.labels) where value != 0 || xAxisY == nil {
        let width = Double(text.count) * metrics.characterWidth
        // Left of the axis, right of it when there is no room, pinned to an edge when
        // the axis is out of view.
        var left = origin.x - gap - width
        if left < 0 && origin.x >= 0 { left = origin.x + gap }
        left = min(max(left, 0), viewport.width - width)
        let top = min(
          max(viewport.viewY(ofGraphY: value) - metrics.lineHeight / 2, 0),
          viewport.height - metrics.lineHeight)
        Self.place(
          TickLabel(
            text: text, left: left, top: top, width: width, height: metrics.lineHeight,
            onXAxis: false), in: &placed)
      }
    }
    labels = placed
  }

  /// Adds `label` unless it does not fit in the view or overlaps a placed one.
  private static func place(_ label: TickLabel, in placed: inout [TickLabel]) {
    guard label.left >= 0, label.top >= 0, !placed.contains(where: label.overlaps) else { return }
    placed.append(label)
  }

  /// Ticks along one axis, spaced for the widest label (along x) or two lines (along y).
  private static func ticks(
    _ range: ClosedRange<Double>, unitsPerPixel: Double, metrics: LabelMetrics, sideways: Bool
  ) -> TickMarks? {
    var spacing = max(metrics.minimumSpacing, 2 * metrics.lineHeight)
    // Widen until the widest label fits between two ticks; a few rounds settle it.
    for _ in 0..<4 {
      guard
        let ticks = TickMarks(
          lower: range.lowerBound, upper: range.upperBound,
          minimumSpacing: spacing * unitsPerPixel)
      else { return nil }
      guard sideways else { return ticks }
      let widest = Double(ticks.labels.map { $0.count }.max() ?? 0) * metrics.characterWidth
      let needed = widest + 2 * metrics.characterWidth
      if ticks.step / unitsPerPixel >= needed * (1 - 1e-9) { return ticks }
      spacing = needed
    }
    return TickMarks(
      lower: range.lowerBound, upper: range.upperBound,
      minimumSpacing: spacing * unitsPerPixel)
  }
}
