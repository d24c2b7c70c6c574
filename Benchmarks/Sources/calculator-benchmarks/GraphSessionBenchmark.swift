import CalculatorController
import CalculatorModel
import Graphing

/// Section 6: the graph session's frames, as the page asks for them (2,000 × 600 points):
/// a trace step, a zoom and a pan, each one graph key and its frame, beside what the same
/// step cost when every frame was a request of its own — the formula compiled again and,
/// for a trace, its y evaluated, or for a view change the whole picture drawn from the
/// typed text.
struct GraphSessionBenchmark {
  /// The formulas: E1, E3 and E5 of the bulk section, and one with points everywhere.
  static let formulas = [
    "sin(x)*x + 3", "cos(x)^2 - 1/x",
    "(((((((((((((((((((((((((x + 1.01)*x - 0.53)/1.04 + 1.05)*x - 0.57)/1.08 + 1.09)*x - 0.61)/1.12 + 1.13)*x - 0.65)/1.16 + 1.17)*x - 0.69)/1.20 + 1.21)*x - 0.73)/1.24 + 1.25)*x - 0.77)/1.28 + 1.29)*x - 0.81)/1.32 + 1.33)*x - 0.85)/1.36 + 1.37)*x - 0.89)/1.40 + 1.41)*x - 0.93)/1.44 + 1.45)*x - 0.97)/1.48 + 1.49)*x",
    "tan(x)",
  ]
  /// How many frames each figure is the median of.
  var runs = 31

  /// Times each formula's frames and their references; every frame checks its answer.
  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [Figure] {
    var figures: [Figure] = []
    for text in Self.formulas {
      progress("graph session: \(text.prefix(40))")
      var keypad = try Self.graphing(text)
      let trace = try median { () throws(BenchmarkFailure) in
        keypad.press(GraphKey.traceRight)
        let frame = keypad.graphFrame(.svg)
        try check(frame.trace != nil && frame.picture == nil, "a trace step redrew \(text)")
        return frame
      }
      let traceBefore = try median { () throws(BenchmarkFailure) in
        var copy = keypad
        guard let source = try? copy.graphSource() else {
          throw BenchmarkFailure("\(text) has nothing to graph")
        }
        return source.yDisplay(at: 1.5)
      }
      let zoom = try median { () throws(BenchmarkFailure) in
        keypad.press(GraphKey.zoomIn)
        keypad.press(GraphKey.zoomOut)
        let frame = keypad.graphFrame(.svg)
        try check(frame.picture != nil, "a zoom drew nothing for \(text)")
        return frame
      }
      let frameBefore = try median { () throws(BenchmarkFailure) in
        try Self.oneShotFrame(text)
      }
      figures += [
        Figure(
          section: "graph", name: "\(text.prefix(24)): trace step", n: 1, value: trace / 1e6,
          unit: "ms", runs: runs, runNanoseconds: trace,
          reference: "compile and evaluate y for each step", referenceValue: traceBefore / 1e6),
        Figure(
          section: "graph", name: "\(text.prefix(24)): zoom (sample + SVG)", n: 1,
          value: zoom / 2e6, unit: "ms", runs: runs, runNanoseconds: zoom / 2,
          reference: "parse, compile, sample, SVG per frame", referenceValue: frameBefore / 1e6),
      ]
    }
    return figures
  }

  /// A formula-mode keypad with `text` graphed in a 2,000 × 600 view, the trace showing.
  private static func graphing(_ text: String) throws(BenchmarkFailure) -> Keypad {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    do {
      try keypad.paste(text)
    } catch {
      throw BenchmarkFailure("\(text) does not paste: \(error)")
    }
    keypad.apply(.resize(width: 2000, height: 600))
    keypad.press(GraphKey.open)
    keypad.press(GraphKey.toggleTrace)
    _ = keypad.graphFrame(.svg)
    try check(keypad.graph.isOpen, "\(text) did not open")
    return keypad
  }

  /// One stateless frame of `text`: parse, compile, sample with points, SVG.
  private static func oneShotFrame(_ text: String) throws(BenchmarkFailure) -> String {
    guard let viewport = Viewport(width: 2000, height: 600, unitsPerPixel: 0.01) else {
      throw BenchmarkFailure("the frame's viewport is invalid")
    }
    do {
      let source = try FormulaGraphSource(
        try Formula(parsing: text), constants: [:], angle: .radians)
      return try GraphPlot(sources: [source], viewport: viewport).svg(style: .line)
    } catch {
      throw BenchmarkFailure("cannot graph \(text): \(error)")
    }
  }

  /// The median time of `body` over ``runs`` runs, its result kept alive.
  private func median<T>(_ body: () throws(BenchmarkFailure) -> T) throws(BenchmarkFailure)
    -> Double
  {
    var times: [Double] = []
    for _ in 0..<runs {
      let (nanoseconds, result) = try Measurement.time(body)
      blackHole(result)
      times.append(nanoseconds)
    }
    return Measurement.median(times)
  }
}
