import CalculatorController
import CalculatorModel

// Section 1's keypad figures: the keypad pressing the same programs key by key.

extension LinearityBenchmark {
  /// The keypad pressing the algebraic and RPN programs key by key; the
  /// reference is the brain building a program of the same size.
  func measureKeypad(n: Int, previous: Group, brains: [Figure]) throws(BenchmarkFailure)
    -> Group
  {
    let algebraicName = "keypad 1 + 1 = + 1 = … (algebraic)"
    let rpnName = "keypad 1 ↲ 1 + 1 + … (RPN)"
    let mixedNames = CalculatorMode.allCases.map { "keypad mixed stream (\($0.rawValue))" }
    let algebraicReference = brains.first { $0.name.hasPrefix("algebraic build") }
    let rpnReference = brains.first { $0.name.hasPrefix("RPN build") }
    if let skip = skipNote(n: n, previous: previous, budget: keypadBudgetPerRun) {
      let figures = ([algebraicName, rpnName] + mixedNames).map { name in
        Figure(
          section: "linearity", name: name, n: n, value: .nan, unit: "ns/key", runs: 0,
          runNanoseconds: .nan, reference: "brain build", note: skip)
      }
      return Group(figures: figures, runNanoseconds: 0)
    }
    let algebraicK = (n - 1) / 3
    let rpnK = (n - 2) / 2
    let algebraicKeys =
      [Key.digit(1)]
      + Array(repeating: [Key.operation(.binary(.add)), .digit(1), .equals], count: algebraicK)
      .joined()
    let rpnKeys =
      [Key.digit(1), .enter]
      + Array(repeating: [Key.digit(1), .operation(.binary(.add))], count: rpnK).joined()
    var timings = Timings()
    var mixedAnswers: [String: String] = [:]
    var run = 0
    let started = Measurement.now()
    while run < Self.minimumRuns
      || (run < Self.runs(for: n) && Double(Measurement.now() - started) < 2e9)
    {
      var keypad = Keypad()
      let algebraic = Measurement.time { keypad.press(algebraicKeys) }
      blackHole(algebraic.result)
      try check(keypad.view.result == Double(algebraicK + 1), "keypad algebraic result")
      timings.record(algebraicName, algebraic.nanoseconds)

      var rpnKeypad = Keypad()
      rpnKeypad.press(.mode(.rpn))
      let rpn = Measurement.time { rpnKeypad.press(rpnKeys) }
      blackHole(rpn.result)
      try check(rpnKeypad.view.result == Double(rpnK + 1), "keypad RPN result")
      timings.record(rpnName, rpn.nanoseconds)
      var wholeRun = algebraic.nanoseconds + rpn.nanoseconds
      for (mode, name) in zip(CalculatorMode.allCases, mixedNames) {
        var mixed = Keypad()
        mixed.press(.mode(mode))
        let keys = Self.mixedStream(count: n)
        let pressed = Measurement.time { mixed.press(keys) }
        blackHole(pressed.result)
        let view = mixed.view
        let answer = "\(view.display) \(view.label.count) \(view.tape.count)"
        try check(
          mixedAnswers[name, default: answer] == answer, "\(name): \(answer) differs between runs")
        mixedAnswers[name] = answer
        timings.record(name, pressed.nanoseconds)
        wholeRun += pressed.nanoseconds
      }
      timings.record("whole run", wholeRun)
      run += 1
    }
    let references =
      [(algebraicName, algebraicReference), (rpnName, rpnReference)]
      + zip(mixedNames, [algebraicReference, rpnReference]).map { ($0, $1) }
    let figures = references.map {
      name, reference in
      let runNanoseconds = timings.median(name)
      let value = runNanoseconds / Double(n)
      let before = previous.figures.first { $0.name == name && $0.note == nil }
      return Figure(
        section: "linearity", name: name, n: n, value: value, unit: "ns/key", runs: run,
        runNanoseconds: runNanoseconds, growth: before.map { value / $0.value },
        reference: reference?.name.hasPrefix("RPN") == true
          ? "RPNBrain build, same n" : "AlgebraicBrain build, same n",
        referenceValue: reference.flatMap { $0.note == nil ? $0.value : nil })
    }
    return Group(figures: figures, runNanoseconds: timings.median("whole run"))
  }

  /// The mixed stream's keys, repeated: one program that never clears.
  ///
  /// Every 24 keys hold two Deg/Rad toggles, two →M stores, ↲ chains (RPN), undo and
  /// redo, so that a key whose cost grew with the program would show in the growth column
  /// (toggles and stores once re-walked the whole program). In algebraic mode the
  /// digit after `=` starts a new calculation, as people do; a store re-evaluates the
  /// calculation it changes (one that were a single chain through M for the whole
  /// stream would cost its length per store, because its value changes).
  static let mixedPattern: [Key] = [
    .digit(1), .operation(.unary(.sine)), .operation(.binary(.add)), .variableX, .angle(.degrees),
    .digit(2),
    .storeMemory, .operation(.unary(.cosine)), .equals, .digit(4), .enter,
    .operation(.binary(.multiply)),
    .angle(.radians), .recallMemory, .operation(.unary(.negation)), .enter,
    .operation(.binary(.add)), .digit(3),
    .operation(.unary(.square)), .undo, .redo, .storeMemory, .operation(.unary(.tangent)),
    .operation(.binary(.divide)),
  ]

  /// `count` keys of ``mixedPattern``.
  static func mixedStream(count: Int) -> [Key] {
    (0..<count).map { mixedPattern[$0 % mixedPattern.count] }
  }
}
