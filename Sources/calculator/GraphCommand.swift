import ArgumentParser
import CalculatorController
import CalculatorModel
import CalculatorTerminal
import FoundationEssentials
import Graphing

struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Graph expressions in x as SVG or as braille on the terminal.",
    discussion: """
      Each expression is a curve (at most 6), and --define gives them names to use \
      ('a=2', 'f(x)=a sin(x)'; repeatable, in any order). Both axes share one scale, set by the x range; the y range, when given, is centred. \
      SVG (with grid and marked points of interest) goes to standard output unless \
      --output names a file. --points prints the points of interest in the x range as \
      JSON instead: [{"kind": "root", "x": 1.4142135623730951, "y": 0}, …] with kind \
      root, y-intercept, minimum, maximum, hole, pole (y null) or jump; a coordinate \
      that rounding leaves fewer than 15 right digits is rounded to them and says how \
      many ("xDigits": 6, "yDigits").
      """)

  /// The options that take a value, whose value may start with `-`.
  static let optionsTakingAValue: Set<String> = [
    "--x-min", "--x-max", "--y-min", "--y-max", "--width", "--height", "--var", "--output",
    "--define",
  ]

  @Option(parsing: .unconditional, help: "The left edge of the x range.")
  var xMin = -10.0
  @Option(parsing: .unconditional, help: "The right edge of the x range.")
  var xMax = 10.0
  @Option(parsing: .unconditional, help: "The bottom of the y range (centred with --y-max).")
  var yMin: Double?
  @Option(parsing: .unconditional, help: "The top of the y range (centred with --y-min).")
  var yMax: Double?
  @Option(
    parsing: .unconditional,
    help: "Width: points for SVG (default 800), cells for --terminal (default 80).")
  var width: Int?
  @Option(
    parsing: .unconditional,
    help: "Height: points for SVG (default 600), cells for --terminal (default 22).")
  var height: Int?
  @Flag(help: "Draw a dot per sample instead of lines.") var dots = false
  @Flag(help: "Take trigonometric angles in degrees.") var deg = false
  @Flag(help: "Print the points of interest in the x range as JSON instead of a picture.")
  var points = false
  @OptionGroup var variables: VariableOptions
  @Option(help: "Write the SVG to this file.") var output: String?
  @Flag(help: "Draw with braille characters on the terminal.") var terminal = false
  @Option(
    name: .customLong("define"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Define a value or a function the expressions use (repeatable).", valueName: "definition"))
  var definitionTexts: [String] = []
  @Argument(help: "The expressions, e.g. 'sin(x)/x' 'x/2': one curve each.")
  var expressions: [String]

  func validate() throws {
    guard xMin.isFinite, xMax.isFinite, xMin < xMax else {
      throw ValidationError("--x-min must be less than --x-max")
    }
    if let yMin, let yMax, !(yMin.isFinite && yMax.isFinite && yMin < yMax) {
      throw ValidationError("--y-min must be less than --y-max")
    }
    guard (1...10_000).contains(width ?? 1), (1...10_000).contains(height ?? 1) else {
      throw ValidationError("--width and --height must be between 1 and 10000")
    }
    guard variables.values["x"] == nil else {
      throw ValidationError("--var cannot set x: it is the variable graphed")
    }
    guard !(terminal && output != nil) else {
      throw ValidationError("--terminal and --output cannot be used together")
    }
    guard expressions.count <= Keypad.maximumCurves else {
      throw ValidationError("at most \(Keypad.maximumCurves) expressions: one curve each")
    }
    guard !(points && (terminal || output != nil)) else {
      throw ValidationError("--points prints JSON: it cannot be used with --terminal or --output")
    }
  }

  /// Draws the graph within one request's work budget (``APILimits/withWorkBudget(_:)``).
  func run() throws {
    try APILimits.withWorkBudget { () throws -> Void in try draw() }
  }

  private func draw() throws {
    let sources = try self.sources()
    let style: GraphStyle = dots ? .dots : .line
    if points {
      try printPoints(sources)
    } else if terminal {
      try drawOnTerminal(sources, style: style)
    } else {
      try writeSVG(sources, style: style)
    }
  }

  /// A curve for each expression, with the definitions; a failure said on standard error.
  private func sources() throws -> [FormulaGraphSource] {
    let definitions: Definitions
    do {
      definitions = try Definitions(parsing: definitionTexts)
    } catch {
      let text = definitionTexts.indices.contains(error.index) ? definitionTexts[error.index] : ""
      OutputStream.writeToStandardError("calculator: --define \(text): \(error)\n")
      throw ExitCode.failure
    }
    var sources: [FormulaGraphSource] = []
    for expression in expressions {
      let formula: Formula
      do {
        formula = try definitions.formula(parsing: expression)
      } catch {
        let place = expressions.count > 1 ? "\(expression): " : ""
        OutputStream.writeToStandardError("calculator: \(place)\(error)\n")
        throw ExitCode.failure
      }
      do {
        sources.append(
          try FormulaGraphSource(
            formula, constants: variables.values, angle: deg ? .degrees : .radians))
      } catch {
        OutputStream.writeToStandardError("calculator: cannot graph: \(error)\n")
        throw ExitCode.failure
      }
    }
    return sources
  }

  /// A viewport of the given size in points showing the x range, y centred as asked.
  private func viewport(width: Double, height: Double) throws -> Viewport {
    let scale = width / (xMax - xMin)
    let yCentre = yMin.flatMap { low in yMax.map { (low + $0) / 2 } } ?? 0
    let origin = GraphPoint(x: -xMin * scale, y: height / 2 + yCentre * scale)
    guard let viewport = Viewport(width: width, height: height, origin: origin, scale: scale)
    else { throw ValidationError("the x range is too small or too large to draw") }
    return viewport
  }

  /// The picture of `source` in `viewport`, points of interest found when `findingPoints`.
  ///
  /// When it has no point (the expression has no value anywhere in view) the picture
  /// is drawn all the same, but standard error says so, in one line, rather than leave
  /// an empty picture unexplained.
  private func plot(
    _ sources: [FormulaGraphSource], in viewport: Viewport, findingPoints: Bool = true
  ) throws -> GraphPlot {
    let plot = try graphPlot(sources, in: viewport, findingPoints: findingPoints)
    if plot.isEmpty {
      let range = "\(DisplayFormat.string(for: xMin)) to \(DisplayFormat.string(for: xMax))"
      let titles = sources.map { $0.title }.joined(separator: ", ")
      OutputStream.writeToStandardError(
        "calculator: nothing to draw: \(titles) has no value for x from \(range)\n")
    }
    return plot
  }

  /// The graph of `source` in `viewport`, or a failure said on standard error when the
  /// work budget ran out.
  private func graphPlot(
    _ sources: [FormulaGraphSource], in viewport: Viewport, findingPoints: Bool = true
  ) throws -> GraphPlot {
    do {
      return try GraphPlot(sources: sources, viewport: viewport, findingPoints: findingPoints)
    } catch {
      OutputStream.writeToStandardError(
        "calculator: cannot graph: \(error.description); simplify the expression\n")
      throw ExitCode.failure
    }
  }

  /// The points of interest of the SVG picture's x range, as one JSON array.
  private func printPoints(_ sources: [FormulaGraphSource]) throws {
    let viewport = try viewport(width: Double(width ?? 800), height: Double(height ?? 600))
    let plot = try graphPlot(sources, in: viewport)
    var stream = OutputStream.standardOutput
    stream.write(String(decoding: plot.pointsJSON.utf8, as: UTF8.self) + "\n")
    stream.flush()
  }

  private func writeSVG(_ sources: [FormulaGraphSource], style: GraphStyle) throws {
    let viewport = try viewport(width: Double(width ?? 800), height: Double(height ?? 600))
    let svg = try plot(sources, in: viewport).svg(style: style)
    if let output {
      do {
        // Replaces a regular file atomically; writes through a device, FIFO or symlink.
        try FileWriter.write(svg.utf8, to: output)
      } catch {
        OutputStream.writeToStandardError("calculator: \(error)\n")
        throw ExitCode.failure
      }
    } else {
      var stream = OutputStream.standardOutput
      stream.write(svg)
      stream.flush()
    }
  }

  /// The curves in braille, the titles above them (one a line when there are several,
  /// each with its curve's number).
  private func drawOnTerminal(_ sources: [FormulaGraphSource], style: GraphStyle) throws {
    let columns = width ?? 80
    let rows = height ?? 22
    let viewport = try viewport(width: Double(columns * 2), height: Double(rows * 4))
    let curves = try plot(sources, in: viewport, findingPoints: false).curves.map { $0.curve }
    guard !curves.isEmpty, let renderer = BrailleRenderer(viewport: viewport) else {
      throw ValidationError("cannot draw \(columns) × \(rows) cells")
    }
    var stream = OutputStream.standardOutput
    for (index, source) in sources.enumerated() {
      stream.write((sources.count > 1 ? "\(index + 1): " : "") + source.title + "\n")
    }
    for line in renderer.render(curves, style: style).lines {
      stream.write(line + "\n")
    }
    let x = viewport.xRange
    let y = viewport.yRange
    stream.write(
      "x: \(DisplayFormat.string(for: x.lowerBound)) … \(DisplayFormat.string(for: x.upperBound))"
        + "   y: \(DisplayFormat.string(for: y.lowerBound)) … \(DisplayFormat.string(for: y.upperBound))\n"
    )
    stream.flush()
  }
}
