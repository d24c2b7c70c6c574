import CMuParser
import CalculatorController
import CalculatorModel
import Foundation
import Graphing

/// The benchmark formulas E1–E6, as text (which our parser and muparser both read) and as
/// a hand-written Swift closure.
struct BenchmarkFormula: Sendable {
  /// The formula's text.
  var text: String
  /// The hand-written reference, evaluated over the same points.
  var fill: @Sendable (UnsafeBufferPointer<Double>, UnsafeMutableBufferPointer<Double>) -> Void

  /// The formulas E1–E6 with their hand-written closures, each computing what the
  /// calculator computes: `x^2` and `x^3` are products (as `x²` and `x³` are), other
  /// powers `pow`.
  static let all: [BenchmarkFormula] = [
    BenchmarkFormula(text: "sin(x)*x + 3") { map($0, $1) { x in sin(x) * x + 3 } },
    BenchmarkFormula(text: "sqrt(x*x+1)/(x-2)") {
      map($0, $1) { x in (x * x + 1).squareRoot() / (x - 2) }
    },
    BenchmarkFormula(text: "cos(x)^2 - 1/x") {
      map($0, $1) { x in
        let c = cos(x)
        return c * c - 1 / x
      }
    },
    BenchmarkFormula(text: "x^3 - 2*x^2 + 0.5*x - 7") {
      map($0, $1) { x in x * x * x - 2 * (x * x) + 0.5 * x - 7 }
    },
    BenchmarkFormula(text: e5Text) { map($0, $1, e5) },
    BenchmarkFormula(text: e6Text) { map($0, $1, e6) },
  ]

  static let e5Text =
    "(((((((((((((((((((((((((x + 1.01)*x - 0.53)/1.04 + 1.05)*x - 0.57)/1.08 + 1.09)*x - 0.61)/1.12 + 1.13)*x - 0.65)/1.16 + 1.17)*x - 0.69)/1.20 + 1.21)*x - 0.73)/1.24 + 1.25)*x - 0.77)/1.28 + 1.29)*x - 0.81)/1.32 + 1.33)*x - 0.85)/1.36 + 1.37)*x - 0.89)/1.40 + 1.41)*x - 0.93)/1.44 + 1.45)*x - 0.97)/1.48 + 1.49)*x"

  @inline(__always)
  static func e5(_ x: Double) -> Double {
    var y = x + 1.01
    y = (y * x - 0.53) / 1.04 + 1.05
    y = (y * x - 0.57) / 1.08 + 1.09
    y = (y * x - 0.61) / 1.12 + 1.13
    y = (y * x - 0.65) / 1.16 + 1.17
    y = (y * x - 0.69) / 1.20 + 1.21
    y = (y * x - 0.73) / 1.24 + 1.25
    y = (y * x - 0.77) / 1.28 + 1.29
    y = (y * x - 0.81) / 1.32 + 1.33
    y = (y * x - 0.85) / 1.36 + 1.37
    y = (y * x - 0.89) / 1.40 + 1.41
    y = (y * x - 0.93) / 1.44 + 1.45
    y = (y * x - 0.97) / 1.48 + 1.49
    return y * x
  }

  static let e6Text =
    "x*1.01 + x/1.02 - x*1.03 + x/1.04 - x*1.05 + x/1.06 - x*1.07 + x/1.08 - x*1.09 + x/1.10 - x*1.11 + x/1.12 - x*1.13 + x/1.14 - x*1.15 + x/1.16 - x*1.17 + x/1.18 - x*1.19 + x/1.20 - x*1.21 + x/1.22 - x*1.23 + x/1.24 - x*1.25 + 1"

  @inline(__always)
  static func e6(_ x: Double) -> Double {
    var y = x * 1.01 + x / 1.02 - x * 1.03 + x / 1.04 - x * 1.05
    y = y + x / 1.06 - x * 1.07 + x / 1.08 - x * 1.09 + x / 1.10
    y = y - x * 1.11 + x / 1.12 - x * 1.13 + x / 1.14 - x * 1.15
    y = y + x / 1.16 - x * 1.17 + x / 1.18 - x * 1.19 + x / 1.20
    y = y - x * 1.21 + x / 1.22 - x * 1.23 + x / 1.24 - x * 1.25
    return y + 1
  }

  /// Applies `body` to every x: the loop a programmer writes by hand.
  @inline(__always)
  static func map(
    _ xs: UnsafeBufferPointer<Double>, _ ys: UnsafeMutableBufferPointer<Double>,
    _ body: (Double) -> Double
  ) {
    for i in 0..<min(xs.count, ys.count) {
      ys[i] = body(xs[i])
    }
  }
}

/// One formula's figures, one object of the `--json` array: times per point, plus the frame time.
struct BulkFigure: Encodable {
  var formula: String
  var points: Int
  var bulkNanosecondsPerPoint: Double
  var closureNanosecondsPerPoint: Double
  var treeNanosecondsPerPoint: Double
  var muparserNanosecondsPerPoint: Double
  /// Parse, compile, sample 2,000 columns and build the SVG, in milliseconds.
  var frameMilliseconds: Double
  /// The same frame with points of interest found, refined and marked.
  var pointsFrameMilliseconds: Double

  private enum CodingKeys: String, CodingKey {
    case formula, points
    case bulkNanosecondsPerPoint = "bulk_ns_per_point"
    case closureNanosecondsPerPoint = "closure_ns_per_point"
    case treeNanosecondsPerPoint = "tree_ns_per_point"
    case muparserNanosecondsPerPoint = "muparser_ns_per_point"
    case frameMilliseconds = "frame_ms"
    case pointsFrameMilliseconds = "frame_with_points_ms"
  }
}

/// Nanoseconds per point of the compiled bulk evaluator over the formulas E1–E6,
/// beside a hand-written closure, the one-point tree evaluator and muparser; and the
/// time of one 2,000-column graph frame.
struct BulkEvaluationBenchmark {
  /// Points per run, x evenly spread over [−10, 10].
  var points = 1_000_000
  /// Runs per figure (the median is kept); the tree evaluator, being slow, runs once.
  var runs = 7
  /// Frames per formula (the median is kept).
  var frames = 31

  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [BulkFigure] {
    let xs = (0..<points).map { -10 + 20 * (Double($0) + 0.5) / Double(points) }
    var figures: [BulkFigure] = []
    for (index, formula) in BenchmarkFormula.all.enumerated() {
      progress("bulk evaluation: E\(index + 1)")
      figures.append(try measure(formula, xs: xs))
    }
    return figures
  }

  private func measure(_ formula: BenchmarkFormula, xs: [Double]) throws(BenchmarkFailure)
    -> BulkFigure
  {
    let parsed: Formula
    do {
      parsed = try Formula(parsing: formula.text)
    } catch {
      throw BenchmarkFailure("\(formula.text) does not parse: \(error)")
    }
    let compiled = CompiledFormula(parsed, variable: "x")
    // Every evaluator returns a new array, as the bulk evaluator does.
    let closure = medianNanoseconds {
      [Double](unsafeUninitializedCapacity: xs.count) { ys, count in
        xs.withUnsafeBufferPointer { formula.fill($0, ys) }
        count = xs.count
      }
    }
    let expected = closure.result
    let bulk = medianNanoseconds { compiled.evaluate(xs) }
    try checkAgreement(bulk.result, expected, what: "bulk", formula)
    let tree = Measurement.time {
      xs.map { parsed.evaluation(using: ["x": StoredNumber($0)]).result ?? .nan }
    }
    try checkAgreement(tree.result, expected, what: "tree", formula)
    let muparser = try MuParser(formula.text, xs: xs)  // muparser reads all six as written
    _ = try muparser.evaluate()
    let reference = medianNanoseconds { (try? muparser.evaluate()) ?? [] }
    try checkAgreement(reference.result, expected, what: "muparser", formula)
    let perPoint = 1 / Double(xs.count)
    return BulkFigure(
      formula: formula.text, points: xs.count,
      bulkNanosecondsPerPoint: bulk.nanoseconds * perPoint,
      closureNanosecondsPerPoint: closure.nanoseconds * perPoint,
      treeNanosecondsPerPoint: tree.nanoseconds * perPoint,
      muparserNanosecondsPerPoint: reference.nanoseconds * perPoint,
      frameMilliseconds: try frameNanoseconds(formula.text, findingPoints: false) / 1e6,
      pointsFrameMilliseconds: try frameNanoseconds(formula.text, findingPoints: true) / 1e6)
  }

  /// The median time of ``runs`` calls of `body`, and its last result.
  private func medianNanoseconds(_ body: () -> [Double]) -> (nanoseconds: Double, result: [Double])
  {
    var times: [Double] = []
    var result: [Double] = []
    for _ in 0..<runs {
      let run = Measurement.time(body)
      times.append(run.nanoseconds)
      result = run.result
      blackHole(result.first)
    }
    return (Measurement.median(times), result)
  }

  /// The median time of a whole graph frame: parse, compile, sample 2,000 columns, SVG
  /// (with the grid), and when `findingPoints` the points of interest found and marked.
  private func frameNanoseconds(
    _ text: String, findingPoints: Bool
  ) throws(BenchmarkFailure) -> Double {
    guard let viewport = Viewport(width: 2_000, height: 1_200, scale: 100) else {
      throw BenchmarkFailure("the frame's viewport is invalid")
    }
    var times: [Double] = []
    for _ in 0..<frames {
      let run = Measurement.time { () -> String? in
        guard let formula = try? Formula(parsing: text),
          let source = try? FormulaGraphSource(formula, constants: [:], angle: .radians),
          let plot = try? GraphPlot(
            sources: [source], viewport: viewport, findingPoints: findingPoints)
        else { return nil }
        return plot.svg(style: .line)
      }
      try check(run.result?.contains("class=\"curve\"") == true, "no curve in the frame of \(text)")
      try check(
        !findingPoints || run.result?.contains("class=\"point\"") == true,
        "no point of interest in the frame of \(text)")
      times.append(run.nanoseconds)
    }
    return Measurement.median(times)
  }

  /// Every evaluator must give the hand-written closure's answers (to 1e-9 relative: near a pole the tree evaluator's exact decimals round differently).
  private func checkAgreement(
    _ values: [Double], _ expected: [Double], what: String, _ formula: BenchmarkFormula
  ) throws(BenchmarkFailure) {
    try check(values.count == expected.count, "\(what) gave \(values.count) values")
    for (index, (value, want)) in zip(values, expected).enumerated() {
      let agrees =
        value == want || (value.isNaN && want.isNaN)
        || abs(value - want) <= 1e-9 * max(abs(want), 1)
      try check(agrees, "\(what) of \(formula.text) at point \(index): \(value), want \(want)")
    }
  }
}

/// A muparser expression of x over fixed points, evaluated in its bulk mode.
final class MuParser {
  private let handle: muParserHandle_t
  private let xs: UnsafeMutableBufferPointer<Double>

  /// Parses `expression` with x bound to (a copy of) `xs`.
  init(_ expression: String, xs: [Double]) throws(BenchmarkFailure) {
    guard let handle = mupCreate(muBASETYPE_FLOAT) else {
      throw BenchmarkFailure("muparser: cannot create a parser")
    }
    self.handle = handle
    self.xs = UnsafeMutableBufferPointer.allocate(capacity: xs.count)
    _ = self.xs.initialize(from: xs)
    mupDefineBulkVar(handle, "x", self.xs.baseAddress)
    mupSetExpr(handle, expression)
  }

  deinit {
    mupRelease(handle)
    xs.deallocate()
  }

  /// The expression at every x, or the parser's error.
  func evaluate() throws(BenchmarkFailure) -> [Double] {
    let ys = [Double](unsafeUninitializedCapacity: xs.count) { ys, count in
      mupEvalBulk(handle, ys.baseAddress, Int32(xs.count))
      count = xs.count
    }
    guard mupError(handle) == 0 else {
      throw BenchmarkFailure("muparser: " + String(cString: mupGetErrorMsg(handle)))
    }
    return ys
  }
}

extension Report {
  /// The bulk-evaluation figures as a table, with ratios to the hand-written closure
  /// and to muparser, and the geometric means the targets are set on.
  static func bulkTable(title: String, _ figures: [BulkFigure]) -> String {
    let header = [
      "formula", "bulk ns/pt", "closure ns/pt", "bulk÷closure", "tree ns/pt", "tree÷closure",
      "muparser ns/pt", "bulk÷muparser", "frame (2,000 columns)", "frame + points",
    ]
    var rows = [header]
    for (index, figure) in figures.enumerated() {
      let bulk = figure.bulkNanosecondsPerPoint
      let closure = figure.closureNanosecondsPerPoint
      rows.append([
        "E\(index + 1)", number(bulk), number(closure), number(bulk / closure) + "×",
        number(figure.treeNanosecondsPerPoint),
        number(figure.treeNanosecondsPerPoint / closure) + "×",
        number(figure.muparserNanosecondsPerPoint),
        number(bulk / figure.muparserNanosecondsPerPoint) + "×",
        number(figure.frameMilliseconds) + " ms", number(figure.pointsFrameMilliseconds) + " ms",
      ])
    }
    let closureRatios = figures.map { $0.bulkNanosecondsPerPoint / $0.closureNanosecondsPerPoint }
    let muparserRatios = figures.map {
      $0.bulkNanosecondsPerPoint / $0.muparserNanosecondsPerPoint
    }
    let frames = figures.map(\.frameMilliseconds)
    let pointFrames = figures.map(\.pointsFrameMilliseconds)
    rows.append([
      "geomean", "", "", number(geometricMean(closureRatios)) + "×", "", "", "",
      number(geometricMean(muparserRatios)) + "×", number(geometricMean(frames)) + " ms",
      number(geometricMean(pointFrames)) + " ms",
    ])
    return aligned(title: title, rows, rightAligned: Set(1...9))
      + """
      worst bulk÷closure \(number(closureRatios.max() ?? .nan))× (target: geomean ≤ 1.3×, none \
      over 2×); bulk÷muparser < 1 on every formula: \(muparserRatios.allSatisfy { $0 < 1 }); \
      slowest frame \(number(frames.max() ?? .nan)) ms, with points of interest \
      \(number(pointFrames.max() ?? .nan)) ms (a 60 Hz frame is 16.7 ms; target with points ≤ 4 ms).

      """
  }

  /// The geometric mean of positive values.
  static func geometricMean(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    return exp(values.map { log($0) }.reduce(0, +) / Double(values.count))
  }
}
