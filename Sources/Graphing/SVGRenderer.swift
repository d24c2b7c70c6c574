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
    var lines = ""
    var labels = ""
    let origin = viewport.origin
    let minimumSpacing = Self.labelSpacing / viewport.scale
    if (0...viewport.height).contains(origin.y) {
      lines += "M0 \(number(origin.y))H\(number(viewport.width))"
      let range = viewport.xRange
      if let ticks = TickMarks(
        lower: range.lowerBound, upper: range.upperBound, minimumSpacing: minimumSpacing)
      {
        for value in ticks.values where value != 0 {
          let x = number(viewport.viewX(ofGraphX: value))
          lines += "M\(x) \(number(origin.y - 4))V\(number(origin.y + 4))"
          labels +=
            "<text class=\"tick-label\" x=\"\(x)\" y=\"\(number(origin.y + 16))\" text-anchor=\"middle\">\(ticks.label(for: value))</text>\n"
        }
      }
    }
    if (0...viewport.width).contains(origin.x) {
      lines += "M\(number(origin.x)) 0V\(number(viewport.height))"
      let range = viewport.yRange
      if let ticks = TickMarks(
        lower: range.lowerBound, upper: range.upperBound, minimumSpacing: minimumSpacing)
      {
        for value in ticks.values where value != 0 {
          let y = number(viewport.viewY(ofGraphY: value))
          lines += "M\(number(origin.x - 4)) \(y)H\(number(origin.x + 4))"
          labels +=
            "<text class=\"tick-label\" x=\"\(number(origin.x - 6))\" y=\"\(y)\" text-anchor=\"end\" dominant-baseline=\"middle\">\(ticks.label(for: value))</text>\n"
        }
      }
    }
    return "<path class=\"axes\" fill=\"none\" stroke=\"gray\" d=\"\(lines)\"/>\n" + labels
  }

  /// A coordinate with at most two decimals.
  private func number(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
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
