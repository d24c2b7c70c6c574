/// Draws sampled curves, a grid, axes, tick labels and points of interest as SVG.
///
/// The curve's elements carry `class="curve"` (one `<path>` of straight segments in
/// line mode; in dot mode one `<path>` of round dots, also `class="dots"`) and `data-curve` (its index), the grid
/// `class="grid"`, the axes `class="axes"`, the labels `class="tick-label"`, the points
/// of interest `class="point"` with `data-kind` (`root`, `y-intercept`, `minimum`,
/// `maximum`, `hole`, `pole`, `jump`), `data-x` and `data-y`, and, with more than one
/// curve, the legend `class="legend"`; so styles and tests can find them. A `<desc>`
/// lists the points of interest for screen readers.
public struct SVGRenderer {
  /// The least distance between two tick labels, in points.
  public static let labelSpacing = LabelMetrics.svg.minimumSpacing

  private let viewport: Viewport

  /// A renderer for one viewport.
  public init(viewport: Viewport) {
    self.viewport = viewport
  }

  /// The SVG document of one curve with grid, axes, ticks and `title`.
  public func render(_ curve: SampledCurve, style: GraphStyle, title: String) -> String {
    render([PlottedCurve(title: title, curve: curve)], style: style, title: title)
  }

  /// The SVG document of `curves`, each in its colour with its points of interest, a
  /// legend when there are several, and `title`.
  /// - Parameters:
  ///   - curves: the curves, the first in the text colour.
  ///   - style: lines or dots.
  ///   - title: the picture's `<title>`.
  ///   - grid: whether to draw the light grid at the tick steps.
  /// - Returns: the document, ending in a newline.
  public func render(
    _ curves: [PlottedCurve], style: GraphStyle, title: String, grid: Bool = true
  ) -> String {
    let width = number(viewport.width)
    let height = number(viewport.height)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" role="img">
      <title>\(escaped(title))</title>
      <desc>\(escaped(description(of: curves)))</desc>

      """
    let layout = AxisLayout(viewport: viewport, metrics: .svg)
    if grid {
      svg += gridPath(layout)
    }
    svg += axes(layout)
    for (index, plotted) in curves.enumerated() {
      svg += curveElements(plotted.curve, style: style, index: index)
    }
    for (index, plotted) in curves.enumerated() {
      svg += markers(plotted.points, index: index)
    }
    if curves.count > 1 {
      svg += legend(curves)
    }
    return svg + "</svg>\n"
  }

  /// The text alternative: each curve's points of interest, or that there are none.
  private func description(of curves: [PlottedCurve]) -> String {
    let x = viewport.xRange
    let y = viewport.yRange
    var text =
      "x from \(NumberText.text(x.lowerBound)) to \(NumberText.text(x.upperBound)), "
      + "y from \(NumberText.text(y.lowerBound)) to \(NumberText.text(y.upperBound))."
    for plotted in curves where !plotted.points.isEmpty {
      text += " \(plotted.title): "
      text += plotted.points.map { $0.summary }.joined(separator: "; ") + "."
    }
    return text
  }

  private func curveElements(_ curve: SampledCurve, style: GraphStyle, index: Int) -> String {
    let colour = PlottedCurve.colour(at: index)
    switch style {
    case .line:
      var path = ""
      for line in curve.polylines {
        for (index, point) in line.enumerated() {
          path += (index == 0 ? "M" : "L") + number(point.x) + " " + number(point.y)
        }
      }
      return """
        <path class="curve" data-curve="\(index)" fill="none" stroke="\(colour)" d="\(path)"/>

        """
    case .dots:
      // A zero-length segment with round caps is a dot: a few bytes each.
      var path = ""
      for point in curve.dots {
        path += "M" + number(point.x) + " " + number(point.y) + "h0"
      }
      return """
        <path class="curve dots" data-curve="\(index)" fill="none" stroke="\(colour)" \
        stroke-width="3" stroke-linecap="round" d="\(path)"/>

        """
    }
  }

  /// A marker per point in view: a circle (open at a hole), a dashed line at a pole;
  /// its coordinates (their right digits only) in `data-x`/`data-y` and a `<title>`
  /// that shows on hover.
  private func markers(_ points: [PointOfInterest], index: Int) -> String {
    let colour = PlottedCurve.colour(at: index)
    var svg = ""
    for point in points {
      let x = viewport.viewX(ofGraphX: point.x)
      guard x >= 0, x <= viewport.width else { continue }
      let (xText, yText) = (point.xText, point.yText)
      let data =
        "class=\"point\" data-kind=\"\(point.kind.rawValue)\" data-curve=\"\(index)\" "
        + "data-x=\"\(xText)\"" + (yText.map { " data-y=\"\($0)\"" } ?? "")
      let title = "<title>\(escaped(point.summary))</title>"
      guard let y = point.y else {
        svg += """
          <line \(data) x1="\(number(x))" y1="0" x2="\(number(x))" y2="\(number(viewport.height))" \
          stroke="\(colour)" stroke-dasharray="4 4">\(title)</line>

          """
        continue
      }
      let viewY = viewport.viewY(ofGraphY: y)
      guard viewY >= 0, viewY <= viewport.height else { continue }
      let fill = point.kind == .hole ? "none" : colour
      svg += """
        <circle \(data) cx="\(number(x))" cy="\(number(viewY))" r="4" fill="\(fill)" \
        stroke="\(colour)">\(title)</circle>

        """
    }
    return svg
  }

  private func legend(_ curves: [PlottedCurve]) -> String {
    var svg = "<g class=\"legend\" font-size=\"12\">\n"
    for (index, plotted) in curves.enumerated() {
      let y = number(24 + 16 * Double(index))
      svg += """
        <text class="legend-entry" data-curve="\(index)" x="\(number(viewport.width - 8))" y="\(y)" \
        text-anchor="end" fill="\(PlottedCurve.colour(at: index))">— \(escaped(plotted.title))</text>

        """
    }
    return svg + "</g>\n"
  }

  /// Light lines at every tick of both axes.
  private func gridPath(_ layout: AxisLayout) -> String {
    var path = ""
    for value in layout.xTicks?.values ?? [] {
      path += "M\(number(viewport.viewX(ofGraphX: value))) 0V\(number(viewport.height))"
    }
    for value in layout.yTicks?.values ?? [] {
      path += "M0 \(number(viewport.viewY(ofGraphY: value)))H\(number(viewport.width))"
    }
    return """
      <path class="grid" fill="none" stroke="currentColor" stroke-opacity="0.15" d="\(path)"/>

      """
  }

  /// The axes where they are in view with their tick marks, and every placed label.
  private func axes(_ layout: AxisLayout) -> String {
    var path = ""
    if let across = layout.xAxisY {
      path += "M0 \(number(across))H\(number(viewport.width))"
      for value in layout.xTicks?.values ?? [] {
        path +=
          "M\(number(viewport.viewX(ofGraphX: value))) \(number(across - 4))V\(number(across + 4))"
      }
    }
    if let across = layout.yAxisX {
      path += "M\(number(across)) 0V\(number(viewport.height))"
      for value in layout.yTicks?.values ?? [] {
        path +=
          "M\(number(across - 4)) \(number(viewport.viewY(ofGraphY: value)))H\(number(across + 4))"
      }
    }
    var svg = "<path class=\"axes\" fill=\"none\" stroke=\"gray\" d=\"\(path)\"/>\n"
    for label in layout.labels {
      // The box's top plus the ascent of 12-point text.
      svg += """
        <text class="tick-label" x="\(number(label.left))" y="\(number(label.top + 11))" \
        font-size="12">\(label.text)</text>

        """
    }
    return svg
  }

  /// A coordinate with at most two decimals.
  private func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.magnitude < 1e15 else { return String(rounded) }
    // Int64, not Int: Int has 32 bits on wasm32, and an axis may sit 1e9 points away.
    return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
  }

  private func escaped(_ text: String) -> String {
    let special = text.utf8.contains {
      $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        || $0 == UInt8(ascii: "\"")
    }
    guard special else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
