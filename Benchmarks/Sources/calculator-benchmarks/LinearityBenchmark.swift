import CalculatorController
import CalculatorModel

/// Section 1: the cost per step of building, evaluating, describing and undoing
/// programs of 10³ to 10⁶ steps in both brains (and through the keypad), beside
/// hand-written Swift loops doing the same arithmetic.
///
/// Programs (n steps each, n = 10^k):
/// - algebraic: `1 + 1 = + 1 = …` — operand 1, then (+, 1, =) × (n − 1)/3; result (n + 2)/3.
/// - RPN: `x 1 + 1 + … ±` — variable x, then (1, +) × (n − 2)/2, then ± (negate); with
///   x = 1 the result is −n/2. Every node depends on x, so a change of `variableValues`
///   re-evaluates the whole chain.
struct LinearityBenchmark {
  /// The program sizes.
  var sizes = [1_000, 10_000, 100_000, 1_000_000]
  /// The keypad's sizes: from 10², so that a super-linear cost shows in its growth
  /// before the sizes where one run would take minutes.
  var keypadSizes = [100, 1_000, 10_000, 100_000, 1_000_000]
  /// A size is skipped when one run of it is predicted to take longer than this (ns).
  var budgetPerRun = 5e9
  /// The same for the keypad, whose runs at 10⁴ keys took seconds when it was quadratic.
  var keypadBudgetPerRun = 3e9
  /// The node limit given to `latestDescription(maximumNodes:)`, as the keypad's tape does.
  static let tapeNodes = 500

  /// Runs every figure at every size; `progress` is told what is being measured.
  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [Figure] {
    var brainFigures: [[Figure]] = []
    var keypadFigures: [[Figure]] = []
    var previousBrains = Group(figures: [], runNanoseconds: 0)
    var previousKeypad = Group(figures: [], runNanoseconds: 0)
    for n in sizes {
      progress("linearity: brains, n = \(n)")
      let brains = try measureBrains(n: n, previous: previousBrains)
      brainFigures.append(brains.figures)
      if brains.runNanoseconds > 0 {
        previousBrains = brains
      }
    }
    for n in keypadSizes where n <= (sizes.last ?? 0) {
      progress("linearity: keypad, n = \(n)")
      let brains = brainFigures.first { $0.first?.n == n } ?? []
      let keypad = try measureKeypad(n: n, previous: previousKeypad, brains: brains)
      keypadFigures.append(keypad.figures)
      if keypad.runNanoseconds > 0 {
        previousKeypad = keypad
      }
    }
    // One block per figure, sizes in order, so growth reads down the column.
    var figures: [Figure] = []
    for rows in [brainFigures, keypadFigures] {
      guard let first = rows.first else { continue }
      for index in first.indices {
        figures += rows.map { $0[index] }
      }
    }
    return figures
  }

  // MARK: - Brains

  /// Figures measured together at one size, and the median wall time of one run of them all.
  struct Group {
    var figures: [Figure]
    var runNanoseconds: Double
  }

  /// The figures of both brains at one size, in a fixed order.
  private func measureBrains(n: Int, previous: Group) throws(BenchmarkFailure) -> Group {
    let specs = Self.brainSpecs
    if let skip = skipNote(n: n, previous: previous, budget: budgetPerRun) {
      let figures = specs.map { spec in
        Figure(
          section: "linearity", name: spec.name, n: n, value: .nan, unit: spec.unit, runs: 0,
          runNanoseconds: .nan, reference: spec.referenceName, note: skip)
      }
      return Group(figures: figures, runNanoseconds: 0)
    }
    let algebraicK = (n - 1) / 3
    let rpnK = (n - 2) / 2
    guard 1 + 3 * algebraicK == n, 2 + 2 * rpnK == n else {
      throw BenchmarkFailure("n = \(n) is not 10^k")
    }
    // The expected descriptions, built by hand: also the describe figures' references.
    let algebraicText = Self.algebraicDescription(ones: algebraicK + 1)
    let rpnText = Self.rpnDescription(ones: rpnK)
    var timings = Timings()
    var run = 0
    let started = Measurement.now()
    while run < Self.minimumRuns
      || (run < Self.runs(for: n) && Double(Measurement.now() - started) < 2e9)
    {
      let whole = try Measurement.time { () throws(BenchmarkFailure) in
        try measureAlgebraic(
          k: algebraicK, n: n, run: run, expected: algebraicText, into: &timings)
        try measureRPN(k: rpnK, n: n, run: run, expected: rpnText, into: &timings)
        try measureReferences(
          n: n, algebraicOnes: algebraicK + 1, rpnOnes: rpnK, run: run, into: &timings)
      }
      timings.record("whole run", whole.nanoseconds)
      run += 1
    }
    let figures = specs.map { spec in
      // A ns/call figure's samples are already per call; the others are whole runs of n steps.
      let divisor = spec.unit == "ns/call" ? 1 : Double(n)
      let runNanoseconds = timings.median(spec.name)
      let value = runNanoseconds / divisor
      let reference = timings.median(spec.referenceKey) / divisor
      let before = previous.figures.first { $0.name == spec.name && $0.note == nil }
      return Figure(
        section: "linearity", name: spec.name, n: n, value: value, unit: spec.unit, runs: run,
        runNanoseconds: runNanoseconds, growth: before.map { value / $0.value },
        reference: spec.referenceName, referenceValue: reference)
    }
    return Group(figures: figures, runNanoseconds: timings.median("whole run"))
  }

  private struct Spec {
    var name: String
    var unit: String
    var referenceName: String
    var referenceKey: String
  }

  private static let brainSpecs: [Spec] = [
    Spec(
      name: "algebraic build (setOperand/performOperation)", unit: "ns/step",
      referenceName: "[Double].append + Σ", referenceKey: "ref build"),
    Spec(
      name: "algebraic evaluation (cached)", unit: "ns/call",
      referenceName: "read a stored Double", referenceKey: "ref cached"),
    Spec(
      name: "algebraic evaluation(using:) other variables", unit: "ns/step",
      referenceName: "Σ over [Double]", referenceKey: "ref sum"),
    Spec(
      name: "algebraic evaluate(using:) (value + description)", unit: "ns/step",
      referenceName: "Σ + String += by hand", referenceKey: "ref sum+text algebraic"),
    Spec(
      name: "algebraic description", unit: "ns/step",
      referenceName: "String += by hand", referenceKey: "ref text algebraic"),
    Spec(
      name: "algebraic latestDescription(maximumNodes: 500)", unit: "ns/call",
      referenceName: "read a stored Double", referenceKey: "ref cached"),
    Spec(
      name: "algebraic undo all", unit: "ns/step",
      referenceName: "[Double].popLast + Σ", referenceKey: "ref undo"),
    Spec(
      name: "RPN build (pushOperand/performOperation)", unit: "ns/step",
      referenceName: "[Double].append + Σ", referenceKey: "ref build"),
    Spec(
      name: "RPN evaluation (cached)", unit: "ns/call",
      referenceName: "read a stored Double", referenceKey: "ref cached"),
    Spec(
      name: "RPN evaluation after variableValues change", unit: "ns/step",
      referenceName: "Σ over [Double]", referenceKey: "ref sum"),
    Spec(
      name: "RPN description", unit: "ns/step",
      referenceName: "String += by hand", referenceKey: "ref text rpn"),
    Spec(
      name: "RPN latestDescription(maximumNodes: 500)", unit: "ns/call",
      referenceName: "read a stored Double", referenceKey: "ref cached"),
    Spec(
      name: "RPN undo all", unit: "ns/step",
      referenceName: "[Double].popLast + Σ", referenceKey: "ref undo"),
  ]

  static let minimumRuns = 5

  /// More runs for small sizes, whose runs are short and noisier.
  static func runs(for n: Int) -> Int {
    switch n {
    case ..<10_000: 51
    case ..<100_000: 21
    case ..<1_000_000: 9
    default: minimumRuns
    }
  }

  /// Why size `n` is skipped, when a run is predicted to exceed the budget: the
  /// previous size's run time scaled by the size and by the worst growth seen.
  func skipNote(n: Int, previous: Group, budget: Double) -> String? {
    guard previous.runNanoseconds > 0, let previousN = previous.figures.first?.n, previousN < n
    else { return nil }
    let growth = previous.figures.compactMap(\.growth).max() ?? 1
    let predicted = previous.runNanoseconds * Double(n) / Double(previousN) * max(1, growth)
    guard predicted > budget else { return nil }
    return "skipped: one run predicted to take \(Report.duration(predicted))"
  }

  private func measureAlgebraic(
    k: Int, n: Int, run: Int, expected: String, into timings: inout Timings
  ) throws(BenchmarkFailure) {
    let answer = Double(k + 1)
    var brain = AlgebraicBrain()
    let build = Measurement.time {
      brain.setOperand(1)
      for _ in 0..<k {
        brain.performOperation("+")
        brain.setOperand(1)
        brain.performOperation("=")
      }
    }
    timings.record("algebraic build (setOperand/performOperation)", build.nanoseconds)
    try check(brain.evaluation.result == answer, "algebraic result \(brain.evaluation)")

    let cached = Measurement.perCall { cachedEvaluation(of: brain) }
    try check(cached.result.result == answer, "cached evaluation")
    timings.record("algebraic evaluation (cached)", cached.nanoseconds)

    // A dictionary unlike the brain's variableValues ([:]), so the steps are replayed.
    let variables = ["unused": StoredNumber(Double(run))]
    let full = Measurement.time { brain.evaluation(using: variables) }
    try check(full.result.result == answer, "evaluation(using:) \(full.result)")
    timings.record("algebraic evaluation(using:) other variables", full.nanoseconds)

    let evaluated = Measurement.time { brain.evaluate(using: variables) }
    try check(
      evaluated.result.result == answer && !evaluated.result.isPending
        && evaluated.result.description == Self.shown(expected),
      "evaluate(using:)")
    timings.record("algebraic evaluate(using:) (value + description)", evaluated.nanoseconds)
    blackHole(evaluated.result)

    try measureDescriptionAndUndo(
      of: &brain, named: "algebraic", steps: n, expected: expected, into: &timings)
  }

  private func measureRPN(
    k: Int, n: Int, run: Int, expected: String, into timings: inout Timings
  ) throws(BenchmarkFailure) {
    var brain = RPNBrain()
    brain.variableValues = ["x": 1]
    let build = Measurement.time {
      brain.pushOperand("x")
      for _ in 0..<k {
        brain.pushOperand(1)
        brain.performOperation("+")
      }
      brain.performOperation("±")
    }
    timings.record("RPN build (pushOperand/performOperation)", build.nanoseconds)
    let answer = -Double(1 + k)
    try check(brain.evaluation.result == answer, "RPN result \(brain.evaluation)")

    let cached = Measurement.perCall { cachedEvaluation(of: brain) }
    try check(cached.result.result == answer, "RPN cached evaluation")
    timings.record("RPN evaluation (cached)", cached.nanoseconds)

    // x = 2 now, and a name nothing uses, so every dependent node is recomputed.
    let variables: [String: StoredNumber] = ["x": 2, "unused": StoredNumber(Double(run))]
    let forced = Measurement.time {
      brain.variableValues = variables
      return brain.evaluation
    }
    try check(forced.result.result == -Double(2 + k), "RPN re-evaluation \(forced.result)")
    timings.record("RPN evaluation after variableValues change", forced.nanoseconds)

    try measureDescriptionAndUndo(
      of: &brain, named: "RPN", steps: n, expected: expected, into: &timings)
  }

  /// Times `description`, the tape's `latestDescription` and undoing every step.
  private func measureDescriptionAndUndo<Brain: CalculatorBrain>(
    of brain: inout Brain, named name: String, steps n: Int, expected: String,
    into timings: inout Timings
  ) throws(BenchmarkFailure) {
    let described = Measurement.time { brain.description }
    try check(described.result == Self.shown(expected), "\(name) description")
    timings.record("\(name) description", described.nanoseconds)
    blackHole(described.result)

    let latest = Measurement.perCall { brain.latestDescription(maximumNodes: Self.tapeNodes) }
    try check(
      latest.result == nil, "\(name) latestDescription(maximumNodes:) of a long description is nil")
    timings.record("\(name) latestDescription(maximumNodes: 500)", latest.nanoseconds)

    let undone = Measurement.time {
      var count = 0
      while brain.undo() != nil {
        count += 1
      }
      return count
    }
    try check(
      undone.result == n && !brain.canUndo && brain.evaluation.result == nil, "\(name) undo")
    timings.record("\(name) undo all", undone.nanoseconds)
  }

  /// The hand-written loops the brains are compared with.
  private func measureReferences(
    n: Int, algebraicOnes: Int, rpnOnes: Int, run: Int, into timings: inout Timings
  ) throws(BenchmarkFailure) {
    let one = opaque(1.0)
    var values: [Double] = []
    let build = Measurement.time {
      var sum = 0.0
      for _ in 0..<n {
        values.append(one)
        sum += one
      }
      return sum
    }
    try check(build.result == Double(n), "reference build")
    timings.record("ref build", build.nanoseconds)

    let stored = opaque(values)
    let cached = Measurement.perCall { lastValue(of: stored) }
    try check(cached.result == 1, "reference cached")
    timings.record("ref cached", cached.nanoseconds)

    let sum = Measurement.time {
      var sum = 0.0
      for value in stored {
        sum += value
      }
      return sum
    }
    try check(sum.result == Double(n), "reference sum")
    timings.record("ref sum", sum.nanoseconds)

    let algebraicText = Measurement.time { Self.algebraicDescription(ones: opaque(algebraicOnes)) }
    try check(algebraicText.result.utf8.count == 4 * algebraicOnes - 3, "reference text")
    timings.record("ref text algebraic", algebraicText.nanoseconds)
    timings.record("ref sum+text algebraic", algebraicText.nanoseconds + sum.nanoseconds)

    let rpnText = Measurement.time { Self.rpnDescription(ones: opaque(rpnOnes)) }
    try check(rpnText.result.hasSuffix(" + 1)"), "reference RPN text")
    timings.record("ref text rpn", rpnText.nanoseconds)

    let undo = Measurement.time {
      var sum = 0.0
      while let value = values.popLast() {
        sum += value
      }
      return sum
    }
    try check(undo.result == Double(n) && values.isEmpty, "reference undo")
    timings.record("ref undo", undo.nanoseconds)
  }

  /// What a description shows of `text`: all of it up to 10,000 characters, else the
  /// first 10,000 and `…`, as descriptions are.
  static func shown(_ text: String) -> String {
    text.unicodeScalars.count <= 10_000
      ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(10_000))) + "…"
  }

  /// `1 + 1 + … + 1` with `ones` ones, as a hand-written loop builds it.
  static func algebraicDescription(ones: Int) -> String {
    var text = "1"
    for _ in 1..<max(ones, 1) {
      text += " + 1"
    }
    return text
  }

  /// `−(x + 1 + … + 1)` with `ones` ones.
  static func rpnDescription(ones: Int) -> String {
    var text = "−(x"
    for _ in 0..<ones {
      text += " + 1"
    }
    text += ")"
    return text
  }
}

/// Run times by figure name.
struct Timings {
  private var samples: [String: [Double]] = [:]

  mutating func record(_ name: String, _ nanoseconds: Double) {
    samples[name, default: []].append(nanoseconds)
  }

  func median(_ name: String) -> Double {
    guard let values = samples[name], !values.isEmpty else { return .nan }
    return Measurement.median(values)
  }
}

/// The brain's cached evaluation, through a call the optimiser cannot hoist out of a loop.
@inline(never) @_optimize(none)
private func cachedEvaluation(of brain: some CalculatorBrain) -> Evaluation {
  brain.evaluation
}

/// The reference for a cached evaluation: a stored value behind the same kind of call.
@inline(never) @_optimize(none)
private func lastValue(of values: [Double]) -> Double {
  values[values.count - 1]
}
