/// Draws sampled curves, axes and tick labels as SVG.
///
/// The curve's elements carry `class="curve"` (one `<path>` of straight segments in
/// line mode, `<circle>`s in dot mode), the axes `class="axes"` and the labels
/// `class="tick-label"`, so styles and tests can find them.
public struct SVGRenderer {
  /// The least distance between two tick labels, in points.
  public static let labelSpacing = 60.0

  private let viewport: Viewport

  /// A renderer for one viewport.
  public init(viewport: Viewport) {
    self.viewport = viewport
  }

  /// The SVG document of `curve` with axes, ticks and `title`.
  public func render(_ curve: SampledCurve, style: GraphStyle, title: String) -> String {
    let width = number(viewport.width)
    let height = number(viewport.height)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" role="img">
      <title>\(escaped(title))</title>

      """
    svg += axes()
    switch style {
    case .line:
      var path = ""
      for line in curve.polylines {
        for (index, point) in line.enumerated() {
          path += (index == 0 ? "M" : "L") + number(point.x) + " " + number(point.y)
        }
      }
      svg += "<path class=\"curve\" fill=\"none\" stroke=\"currentColor\" d=\"\(path)\"/>\n"
    case .dots:
      for point in curve.points {
        svg +=
          "<circle class=\"curve\" cx=\"\(number(point.x))\" cy=\"\(number(point.y))\" r=\"1.5\"/>\n"
      }
    }
    return svg + "</svg>\n"
  }

  /// The axes through the origin (where visible), their tick marks and labels.
  private func axes() -> String {
    let horizontal = axis(horizontal: true)
    let vertical = axis(horizontal: false)
    return
      "<path class=\"axes\" fill=\"none\" stroke=\"gray\" d=\"\(horizontal.path + vertical.path)\"/>\n"
      + horizontal.labels + vertical.labels
  }

  /// One axis: its line and ticks as path data, and its labels; empty when the axis
  /// lies outside the view.
  private func axis(horizontal: Bool) -> (path: String, labels: String) {
    let origin = viewport.origin
    // Where the axis crosses the view, and the view position of a tick at a graph value.
    let across = horizontal ? origin.y : origin.x
    let extent = horizontal ? viewport.width : viewport.height
    guard (0...(horizontal ? viewport.height : viewport.width)).contains(across) else {
      return ("", "")
    }
    let range = horizontal ? viewport.xRange : viewport.yRange
    let position = { (value: Double) in
      horizontal ? viewport.viewX(ofGraphX: value) : viewport.viewY(ofGraphY: value)
    }
    var path =
      horizontal
      ? "M0 \(number(across))H\(number(extent))" : "M\(number(across)) 0V\(number(extent))"
    var labels = ""
    guard
      let ticks = TickMarks(
        lower: range.lowerBound, upper: range.upperBound,
        minimumSpacing: Self.labelSpacing / viewport.scale)
    else { return (path, labels) }
    for value in ticks.values where value != 0 {
      let at = number(position(value))
      let label = ticks.label(for: value)
      if horizontal {
        path += "M\(at) \(number(across - 4))V\(number(across + 4))"
        labels += """
          <text class="tick-label" x="\(at)" y="\(number(across + 16))" \
          text-anchor="middle">\(label)</text>

          """
      } else {
        path += "M\(number(across - 4)) \(at)H\(number(across + 4))"
        labels += """
          <text class="tick-label" x="\(number(across - 6))" y="\(at)" text-anchor="end" \
          dominant-baseline="middle">\(label)</text>

          """
      }
    }
    return (path, labels)
  }

  /// A coordinate with at most two decimals.
  private func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    guard rounded.magnitude < 1e15 else { return String(rounded) }
    // Int64, not Int: Int has 32 bits on wasm32, and an axis may sit 1e9 points away.
    return rounded == rounded.rounded() ? String(Int64(rounded)) : String(rounded)
  }

  private func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      default: result.append(character)
      }
    }
    return result
  }
}
