import TestSupport
import Testing

@testable import CalculatorModel

/// Random key sequences in both brains never crash, complete
/// descriptions parse back to the same value with no needless parentheses, and undo
/// restores the previous state exactly.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter PropertyTests`.
@Suite struct PropertyTests {
  static let sequenceCount = 10_000
  static let maximumKeys = 30
  /// Recorded failures per property; the rest are only counted.
  static let reportedFailures = 10

  /// One key of a random sequence.
  enum Key: Equatable, CustomStringConvertible {
    case operand(Double)
    case variable(String)
    case operation(String)
    case enter
    case undo

    var description: String {
      switch self {
      case .operand(let value): DecimalText.shortest(value) ?? "\(value)"
      case .variable(let name): name
      case .operation(let symbol): symbol
      case .enter: "↲"
      case .undo: "undo"
      }
    }
  }

  /// What undo must restore: result (NaN equal to NaN), pending, description, error.
  struct BrainState: Equatable, CustomStringConvertible {
    var result: Double?
    var isPending: Bool
    var description: String
    var error: CalculationError?

    static func == (lhs: BrainState, rhs: BrainState) -> Bool {
      let sameResult =
        switch (lhs.result, rhs.result) {
        case (nil, nil): true
        case (let left?, let right?): left == right || (left.isNaN && right.isNaN)
        default: false
        }
      return sameResult && lhs.isPending == rhs.isPending && lhs.description == rhs.description
        && lhs.error == rhs.error
    }
  }

  /// Counts failures of one property and records the first few.
  struct Property {
    let name: String
    var failures = 0

    mutating func check(
      _ holds: Bool, _ message: @autoclosure () -> String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      guard !holds else { return }
      failures += 1
      if failures <= PropertyTests.reportedFailures {
        Issue.record("(\(name)) \(message())", sourceLocation: sourceLocation)
      }
    }

    func expectNoFailures(seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(
        failures == 0, "seed \(seed): \(failures) failures of (\(name))",
        sourceLocation: sourceLocation)
    }
  }

  static let operations = MathOperation.table.keys.sorted()

  static func randomOperand(using generator: inout SplitMix64) -> Double {
    switch Int.random(in: 0..<20, using: &generator) {
    case 0..<10:
      return Double(Int.random(in: 0...9, using: &generator))
    case 10..<13:
      return Double(Int.random(in: 10...999, using: &generator))
    case 13..<17:
      let scales: [Double] = [10, 100, 1000]
      let scale = scales.randomElement(using: &generator) ?? 10
      return Double(Int.random(in: 1...999, using: &generator)) / scale
    case 17:
      return -Double(Int.random(in: 1...99, using: &generator)) / 10
    default:
      // Huge and tiny operands too: the round trip holds exactly for them.
      let unusual: [Double] = [
        1e-7, 2.5e-9, 123_456.789, 1e12, 0.1, 1e300, 1.5e-300, 1.7976931348623157e308,
        .leastNonzeroMagnitude, 2.2250738585072014e-308, 1e200, 9_007_199_254_740_992,
      ]
      return unusual.randomElement(using: &generator) ?? 1
    }
  }

  static func randomKeys(rpn: Bool, using generator: inout SplitMix64) -> [Key] {
    let count = Int.random(in: 1...maximumKeys, using: &generator)
    var keys: [Key] = []
    keys.reserveCapacity(count)
    while keys.count < count {
      let roll = Int.random(in: 0..<100, using: &generator)
      switch roll {
      case 0..<35:
        keys.append(.operand(randomOperand(using: &generator)))
      case 35..<45:
        keys.append(.variable(Bool.random(using: &generator) ? "x" : "M"))
      case 45..<92:
        keys.append(.operation(operations.randomElement(using: &generator) ?? "+"))
      case 92..<95 where keys.count + 3 <= count:
        // A percent share, `+ 10 %` (a pending `+` takes it as a share of its left).
        keys.append(.operation(Bool.random(using: &generator) ? "+" : "−"))
        keys.append(.operand(randomOperand(using: &generator)))
        keys.append(.operation("%"))
      case 92..<95:
        keys.append(.operation("%"))
      case 95..<99:
        keys.append(rpn ? .enter : .operation("="))
      default:
        keys.append(.undo)
      }
    }
    return keys
  }

  static func describe(_ keys: some Sequence<Key>) -> String {
    keys.map(\.description).joined(separator: " ")
  }

  // MARK: - Properties of a complete description

  /// (b) The description parses and evaluates, with `variables`, to the same display
  /// and the same error as the brain: exactly, since the display is the exact value
  /// correctly rounded, huge and tiny operands included.
  static func parsesBack(
    _ description: String, evaluation: Evaluation, variables: [String: StoredNumber]
  ) -> (holds: Bool, formula: Formula?, detail: String) {
    let formula: Formula
    do {
      formula = try Formula(parsing: description)
    } catch {
      return (false, nil, "does not parse: \(error)")
    }
    let reparsed = formula.evaluation(using: variables)
    let holds = reparsed.display == evaluation.display && reparsed.error == evaluation.error
    return (
      holds, formula,
      "brain \(evaluation.display) \(String(describing: evaluation.error)), "
        + "parsed \(reparsed.display) \(String(describing: reparsed.error))"
    )
  }

  /// (c) Pairs of grouping parentheses whose removal leaves the re-description unchanged.
  ///
  /// Function-call parentheses (`√(9)`, `cos(x)`) are notation, not grouping; and an
  /// operand whose text starts with a minus sign keeps its parentheses after an operator
  /// or a sign (`3 − (−5)`, `−(−5)`, `2 × (−x × 3)`), and a postfix form keeps them
  /// under another postfix operation (`(2²)²`, never `2²²`), so
  /// none of these is counted.
  static func needlessParentheses(in description: String, redescribed: String) -> [String] {
    let characters = Array(description)
    var opens: [Int] = []
    var pairs: [(open: Int, close: Int)] = []
    for (index, character) in characters.enumerated() {
      if character == "(" {
        opens.append(index)
      } else if character == ")", let open = opens.popLast() {
        pairs.append((open, index))
      }
    }
    let postfixEnds: Set<Character> = ["²", "³", "¹", "!", "%"]
    let postfixStarts: Set<Character> = ["²", "³", "⁻", "!", "%"]
    var needless: [String] = []
    for (open, close) in pairs {
      if postfixEnds.contains(characters[close - 1]), close + 1 < characters.count,
        postfixStarts.contains(characters[close + 1])
      {
        continue
      }
      if open > 0 {
        let previous = characters[open - 1]
        if previous.isLetter || previous == "√" || previous == "¹" {
          continue
        }
        if characters[open + 1] == "−", previous == " " || previous == "−" {
          continue
        }
      }
      var removed = characters
      removed.remove(at: close)
      removed.remove(at: open)
      let text = String(removed)
      if let formula = try? Formula(parsing: text), formula.description == redescribed {
        needless.append(text)
      }
    }
    return needless
  }

  /// Checks (b), (c) and the re-description of one complete description.
  static func checkComplete(
    _ description: String, evaluation: Evaluation, variables: [String: StoredNumber],
    context: @autoclosure () -> String,
    roundTrip: inout Property, minimal: inout Property, fixedPoint: inout Property
  ) {
    let (holds, formula, detail) = parsesBack(
      description, evaluation: evaluation, variables: variables)
    roundTrip.check(holds, "\(context()) description \(description): \(detail)")
    guard let formula else { return }
    fixedPoint.check(
      formula.description == description,
      "\(context()) description \(description) re-described as \(formula.description)")
    checkParentheses(description, formula: formula, context: context(), minimal: &minimal)
  }

  static func checkParentheses(
    _ description: String, formula: Formula, context: @autoclosure () -> String,
    minimal: inout Property
  ) {
    guard description.contains("(") else { return }
    let needless = needlessParentheses(in: description, redescribed: formula.description)
    minimal.check(
      needless.isEmpty,
      "\(context()) description \(description) has needless parentheses: \(needless)")
  }

  // MARK: - Algebraic

  static func state(of brain: AlgebraicBrain, _ variables: [String: StoredNumber]) -> BrainState {
    let (result, isPending, description) = brain.evaluate(using: variables)
    return BrainState(
      result: result, isPending: isPending, description: description,
      error: brain.evaluation(using: variables).error)
  }

  @Test func algebraicKeySequences() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var undo = Property(name: "d: undo restores the state")
    var roundTrip = Property(name: "b: description parses back to the same value")
    var minimal = Property(name: "c: no needless parentheses")
    var fixedPoint = Property(name: "description re-describes as itself")
    var freshness = Property(name: "incremental evaluation equals a fresh one")
    let variables: [String: StoredNumber] = ["x": 0.5]
    let parseVariables: [String: StoredNumber] = ["x": 0.5, "M": 0]
    var checkedDescriptions = 0

    for sequence in 0..<Self.sequenceCount {
      let keys = Self.randomKeys(rpn: false, using: &generator)
      var brain = AlgebraicBrain()
      brain.variableValues = variables
      var previous = Self.state(of: brain, variables)
      var lastChecked = ""
      for (step, key) in keys.enumerated() {
        let context = { "seed \(seed) sequence \(sequence) keys \(Self.describe(keys[...step]))" }
        let stepsBefore = brain.program.count
        switch key {
        case .operand(let value): brain.setOperand(value)
        case .variable(let name): brain.setOperand(variable: name)
        case .operation(let symbol): brain.performOperation(symbol)
        case .enter: brain.apply(.enter)
        case .undo: brain.undo()
        }
        let current = Self.state(of: brain, variables)
        if key != .undo {
          if brain.program.count > stepsBefore {
            var undone = brain
            undone.undo()
            let restored = Self.state(of: undone, variables)
            undo.check(restored == previous, "\(context()): \(restored) ≠ \(previous)")
          } else {
            undo.check(current == previous, "\(context()): a no-op step changed the state")
          }
        }
        let incremental = BrainState(
          result: brain.evaluation.result, isPending: current.isPending,
          description: current.description, error: brain.evaluation.error)
        freshness.check(incremental == current, "\(context()): \(incremental) ≠ \(current)")
        if !current.isPending, !current.description.isEmpty,
          current.description != lastChecked
        {
          lastChecked = current.description
          checkedDescriptions += 1
          Self.checkComplete(
            current.description, evaluation: brain.evaluation, variables: parseVariables,
            context: context(), roundTrip: &roundTrip, minimal: &minimal,
            fixedPoint: &fixedPoint)
        }
        previous = current
      }
    }
    #expect(checkedDescriptions > Self.sequenceCount * 2, "seed \(seed): too few checked")
    for property in [undo, roundTrip, minimal, fixedPoint, freshness] {
      property.expectNoFailures(seed: seed)
    }
  }

  // MARK: - RPN

  static func state(of brain: RPNBrain) -> BrainState {
    BrainState(
      result: brain.evaluate(), isPending: brain.isPending, description: brain.description,
      error: brain.evaluation.error)
  }

  @Test func rpnKeySequences() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed ^ 0x5250_4E00)
    var undo = Property(name: "d: undo restores the state")
    var roundTrip = Property(name: "b: description parses back to the same value")
    var minimal = Property(name: "c: no needless parentheses")
    var fixedPoint = Property(name: "description re-describes as itself")
    var checkedDescriptions = 0

    for sequence in 0..<Self.sequenceCount {
      let keys = Self.randomKeys(rpn: true, using: &generator)
      let variables: [String: StoredNumber] =
        sequence.isMultiple(of: 2) ? ["x": 0.5] : ["x": 0.5, "M": 3]
      var brain = RPNBrain()
      brain.variableValues = variables
      var previous = Self.state(of: brain)
      var lastChecked = ""
      for (step, key) in keys.enumerated() {
        let context = { "seed \(seed) sequence \(sequence) keys \(Self.describe(keys[...step]))" }
        let stepsBefore = brain.program.count
        switch key {
        case .operand(let value): brain.pushOperand(value)
        case .variable(let name): brain.pushOperand(name)
        case .operation(let symbol): brain.performOperation(symbol)
        case .enter: brain.enter()
        case .undo: brain.undo()
        }
        let current = Self.state(of: brain)
        if key != .undo {
          if brain.program.count > stepsBefore {
            var undone = brain
            undone.undo()
            let restored = Self.state(of: undone)
            undo.check(restored == previous, "\(context()): \(restored) ≠ \(previous)")
          } else {
            undo.check(current == previous, "\(context()): a no-op step changed the state")
          }
        }
        let description = current.description
        if !description.isEmpty, description != lastChecked, !description.contains("?"),
          !description.contains(", ")
        {
          lastChecked = description
          checkedDescriptions += 1
          Self.checkComplete(
            description, evaluation: brain.evaluation, variables: variables,
            context: context(), roundTrip: &roundTrip, minimal: &minimal,
            fixedPoint: &fixedPoint)
        }
        previous = current
      }
    }
    #expect(checkedDescriptions > Self.sequenceCount, "seed \(seed): too few checked")
    for property in [undo, roundTrip, minimal, fixedPoint] {
      property.expectNoFailures(seed: seed)
    }
  }

  // MARK: - The checker itself

  @Test func needlessParenthesesAreFound() {
    #expect(Self.needlessParentheses(in: "(3 + 5) + 4", redescribed: "3 + 5 + 4").count == 1)
    #expect(Self.needlessParentheses(in: "3 × (5 + 4)", redescribed: "3 × (5 + 4)").isEmpty)
    #expect(Self.needlessParentheses(in: "√(9)", redescribed: "√(9)").isEmpty)
    #expect(Self.needlessParentheses(in: "3 − (−5)", redescribed: "3 − (−5)").isEmpty)
    #expect(Self.needlessParentheses(in: "−(−5)", redescribed: "−(−5)").isEmpty)
    #expect(Self.needlessParentheses(in: "(−5 + 1) + 2", redescribed: "−5 + 1 + 2").count == 1)
    #expect(Self.needlessParentheses(in: "(2)²", redescribed: "2²").count == 1)
    #expect(Self.needlessParentheses(in: "2 × (−x × 3)", redescribed: "2 × (−x × 3)").isEmpty)
    #expect(Self.needlessParentheses(in: "2 × (3 × 4)", redescribed: "2 × 3 × 4").count == 1)
  }

  @Test func generatorIsReproducible() {
    var first = SplitMix64(seed: 42)
    var second = SplitMix64(seed: 42)
    let a = Self.randomKeys(rpn: true, using: &first)
    let b = Self.randomKeys(rpn: true, using: &second)
    #expect(a == b)
    #expect(!a.isEmpty && a.count <= Self.maximumKeys)
  }
}
