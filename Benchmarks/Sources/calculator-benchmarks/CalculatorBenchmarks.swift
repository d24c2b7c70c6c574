import Foundation

/// The `calculator-benchmarks` command.
///
/// It prints the product's performance figures, each beside its reference: bulk evaluation of the
/// formulas E1–E6 and the graph frame, the brains and the keypad, the command line, the
/// graph session's frames.
@main
struct CalculatorBenchmarks {
  static let usage = """
    usage: calculator-benchmarks [--json] [--only bulk|linearity|batch|startup|displays|graph]...
                                 [--no-build | --calculator PATH] [--package-root PATH]
                                 [--lines N] [--max-steps N]

      --json            print the bulk-evaluation figures as a JSON array, one object per
                        formula; with --only linearity, batch or startup, those figures
      --only SECTION    run only this section (repeatable)
      --points N        points per bulk-evaluation run (default 1000000)
      --no-build        use the release calculator already built by run.sh
      --calculator PATH use this calculator binary instead of building one
      --package-root    the main package (default: the folder above Benchmarks/)
      --lines N         lines for the batch figure (default 1000000)
      --max-steps N     largest program for the linearity figures (default 1000000)
    """

  struct Options {
    var json = false
    var sections: Set<String> = []
    var build = true
    var calculator: String?
    var packageRoot = Tools.packageRoot
    var lines = 1_000_000
    var maximumSteps = 1_000_000
    var points = 1_000_000

    func wants(_ section: String) -> Bool { sections.isEmpty || sections.contains(section) }
  }

  static func main() {
    let options: Options
    do {
      options = try parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
      FileHandle.standardError.write(Data("\(error.description)\n\(usage)\n".utf8))
      exit(2)
    }
    do {
      try run(options)
    } catch {
      FileHandle.standardError.write(Data("calculator-benchmarks: \(error.description)\n".utf8))
      exit(1)
    }
  }

  static func parse(_ arguments: [String]) throws(BenchmarkFailure) -> Options {
    var options = Options()
    var remaining = arguments[...]
    func value(for flag: String) throws(BenchmarkFailure) -> String {
      guard let value = remaining.popFirst() else {
        throw BenchmarkFailure("\(flag) needs a value")
      }
      return value
    }
    while let argument = remaining.popFirst() {
      switch argument {
      case "--json": options.json = true
      case "--no-build": options.build = false
      case "--only":
        let section = try value(for: argument)
        guard ["bulk", "linearity", "batch", "startup", "displays", "graph"].contains(section)
        else {
          throw BenchmarkFailure("unknown section '\(section)'")
        }
        options.sections.insert(section)
      case "--calculator": options.calculator = try value(for: argument)
      case "--package-root": options.packageRoot = try value(for: argument)
      case "--lines":
        guard let lines = Int(try value(for: argument)), lines > 0 else {
          throw BenchmarkFailure("--lines needs a positive number")
        }
        options.lines = lines
      case "--max-steps":
        guard let steps = Int(try value(for: argument)), steps >= 1_000 else {
          throw BenchmarkFailure("--max-steps needs a number of at least 1000")
        }
        options.maximumSteps = steps
      case "--points":
        guard let points = Int(try value(for: argument)), points > 0 else {
          throw BenchmarkFailure("--points needs a positive number")
        }
        options.points = points
      case "-h", "--help":
        print(usage)
        exit(0)
      default:
        throw BenchmarkFailure("unknown argument '\(argument)'")
      }
    }
    if options.json, options.sections.contains("bulk"), options.sections.count > 1 {
      throw BenchmarkFailure("--json prints either the bulk figures or the others, not both")
    }
    if options.json, options.sections.isEmpty {
      options.sections = ["bulk"]
    }
    return options
  }

  static func run(_ options: Options) throws(BenchmarkFailure) {
    let progress = { (message: String) in
      FileHandle.standardError.write(Data("… \(message)\n".utf8))
    }
    var figures: [Figure] = []
    func show(_ title: String, _ section: [Figure], notes: [String] = []) {
      figures += section
      if !options.json {
        print(Report.table(title: title, section))
        for note in notes {
          print(note)
        }
        print()
      }
    }
    if !options.json {
      print(
        """
        calculator-benchmarks: each value is the median of its runs; every run checks its answer.
        ratio = value ÷ reference value; growth = value at n ÷ value at n/10 (≈1 when the cost
        per step, or per call for ns/call, does not grow with n; ≈10 means one order worse).

        """)
    }

    if options.wants("bulk") {
      let benchmark = BulkEvaluationBenchmark(points: options.points)
      let bulk = try benchmark.run(progress: progress)
      guard !options.json else {
        printJSON { try Report.json(bulk) }
        return
      }
      print(
        Report.bulkTable(
          title: "1. Bulk evaluation of formulas E1–E6 over \(options.points) points, and "
            + "one graph frame", bulk))
    }

    if options.wants("linearity") {
      var benchmark = LinearityBenchmark()
      benchmark.sizes = benchmark.sizes.filter { $0 <= options.maximumSteps }
      show(
        "2. Cost per step of programs of n steps (linearity)", try benchmark.run(progress: progress)
      )
    }

    if options.wants("displays") {
      show(
        "5. The costliest everyday displays (a whole parse and display)",
        try DisplayCostBenchmark().run(progress: progress),
        notes: ["ratio < 1: within a display's work bound (16 million limb operations)."])
    }

    if options.wants("graph") {
      show(
        "6. The graph session's frames at 2,000 × 600 points",
        try GraphSessionBenchmark().run(progress: progress),
        notes: [
          "ratio < 1: the session's frame is cheaper than a frame of its own (a trace step"
            + " samples and compiles nothing; a view change compiles nothing)."
        ])
    }

    guard options.wants("batch") || options.wants("startup") else {
      finish(figures, options)
      return
    }
    let calculator: String
    if let path = options.calculator {
      calculator = path
    } else if options.build {
      calculator = try Tools.buildCalculator(root: options.packageRoot, progress: progress)
    } else {
      calculator = Tools.scratchPath(root: options.packageRoot) + "/release/calculator"
    }
    guard access(calculator, X_OK) == 0 else {
      throw BenchmarkFailure("no calculator binary at \(calculator) (build it, or run run.sh)")
    }
    let bc = try Tools.bc(progress: progress)
    let bcNote = bc.installed ? "(bc was missing and has been installed with apt-get.)" : nil

    if options.wants("batch") {
      let benchmark = BatchBenchmark(calculator: calculator, bc: bc.path, lines: options.lines)
      show(
        "3. calculator eval batch throughput (\(options.lines) lines of mixed expressions)",
        try benchmark.run(progress: progress),
        notes: ["ratio > 1: calculator eval is faster than bc -l."] + (bcNote.map { [$0] } ?? []))
    }
    if options.wants("startup") {
      let benchmark = StartupBenchmark(calculator: calculator, bc: bc.path)
      show(
        "4. Startup: wall time of one process", try benchmark.run(progress: progress),
        notes: ["calculator: \(calculator)"])
    }
    finish(figures, options)
  }

  static func finish(_ figures: [Figure], _ options: Options) {
    guard options.json else { return }
    printJSON { try Report.json(figures) }
  }

  /// Prints the JSON `encode` makes, or exits with its error.
  static func printJSON(_ encode: () throws -> String) {
    do {
      print(try encode())
    } catch {
      FileHandle.standardError.write(Data("cannot encode the figures: \(error)\n".utf8))
      exit(1)
    }
  }
}
