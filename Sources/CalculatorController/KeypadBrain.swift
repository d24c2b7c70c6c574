import CalculatorModel

/// The brain a keypad drives: algebraic or RPN.
///
/// An enum rather than `any CalculatorBrain`, so that the controller also compiles as
/// Embedded Swift (which has no existentials of non-class protocols). Mutations move
/// the brain out of the enum first (`consume self`), so it is changed in place, never
/// copied per key.
enum KeypadBrain: Sendable {
  /// Algebraic entry.
  case algebraic(AlgebraicBrain)
  /// Reverse Polish entry.
  case rpn(RPNBrain)

  /// An empty brain for `mode` (formula entry keeps an algebraic one, unused).
  init(_ mode: CalculatorMode) {
    self = mode == .rpn ? .rpn(RPNBrain()) : .algebraic(AlgebraicBrain())
  }

  /// A brain for `mode` rebuilt from a program.
  /// - Throws: ``InvalidProgram`` naming the first step that had no effect.
  init(_ mode: CalculatorMode, program: [BrainStep]) throws(InvalidProgram) {
    self =
      mode == .rpn
      ? .rpn(try RPNBrain(program: program)) : .algebraic(try AlgebraicBrain(program: program))
  }

  /// See ``CalculatorBrain/program``.
  var program: [BrainStep] {
    switch self {
    case .algebraic(let brain): brain.program
    case .rpn(let brain): brain.program
    }
  }

  /// See ``CalculatorBrain/evaluation``.
  var evaluation: Evaluation {
    switch self {
    case .algebraic(let brain): brain.evaluation
    case .rpn(let brain): brain.evaluation
    }
  }

  /// See ``CalculatorBrain/moreDigits(_:)``.
  func moreDigits(_ count: Int) -> String? {
    switch self {
    case .algebraic(let brain): brain.moreDigits(count)
    case .rpn(let brain): brain.moreDigits(count)
    }
  }

  /// See ``CalculatorBrain/keptEvaluation()``.
  mutating func keptEvaluation() -> Evaluation {
    mutate {
      $0.keptEvaluation()
    } rpn: {
      $0.keptEvaluation()
    }
  }

  /// See ``CalculatorBrain/keptEvaluationAndStoredResult()``.
  mutating func keptEvaluationAndStoredResult() -> (evaluation: Evaluation, stored: StoredNumber?) {
    mutate {
      $0.keptEvaluationAndStoredResult()
    } rpn: {
      $0.keptEvaluationAndStoredResult()
    }
  }

  /// See ``CalculatorBrain/isPending``.
  var isPending: Bool {
    switch self {
    case .algebraic(let brain): brain.isPending
    case .rpn(let brain): brain.isPending
    }
  }

  /// How many parentheses are open (none in RPN).
  var openParentheses: Int {
    switch self {
    case .algebraic(let brain): brain.openParentheses
    case .rpn: 0
    }
  }

  /// See ``CalculatorBrain/description``.
  var description: String {
    switch self {
    case .algebraic(let brain): brain.description
    case .rpn(let brain): brain.description
    }
  }

  /// See ``CalculatorBrain/canUndo``.
  var canUndo: Bool {
    switch self {
    case .algebraic(let brain): brain.canUndo
    case .rpn(let brain): brain.canUndo
    }
  }

  /// See ``CalculatorBrain/latestFormula``.
  var latestFormula: Formula? {
    switch self {
    case .algebraic(let brain): brain.latestFormula
    case .rpn(let brain): brain.latestFormula
    }
  }

  /// The formulas to graph: the latest one, or in RPN mode each on the stack, oldest
  /// first.
  var graphedFormulas: [Formula] {
    switch self {
    case .algebraic(let brain): brain.latestFormula.map { [$0] } ?? []
    case .rpn(let brain): brain.stackFormulas
    }
  }

  /// See ``CalculatorBrain/latestDescription(maximumNodes:)``.
  func latestDescription(maximumNodes: Int) -> String? {
    switch self {
    case .algebraic(let brain): brain.latestDescription(maximumNodes: maximumNodes)
    case .rpn(let brain): brain.latestDescription(maximumNodes: maximumNodes)
    }
  }

  /// See ``CalculatorBrain/variableValues``.
  var variableValues: [String: StoredNumber] {
    get {
      switch self {
      case .algebraic(let brain): brain.variableValues
      case .rpn(let brain): brain.variableValues
      }
    }
    set {
      mutate {
        $0.variableValues = newValue
      } rpn: {
        $0.variableValues = newValue
      }
    }
  }

  /// See ``CalculatorBrain/angleUnit``.
  var angleUnit: AngleUnit {
    get {
      switch self {
      case .algebraic(let brain): brain.angleUnit
      case .rpn(let brain): brain.angleUnit
      }
    }
    set {
      mutate {
        $0.angleUnit = newValue
      } rpn: {
        $0.angleUnit = newValue
      }
    }
  }

  /// See ``CalculatorBrain/apply(_:)``.
  @discardableResult mutating func apply(_ step: BrainStep) -> Bool {
    mutate {
      $0.apply(step)
    } rpn: {
      $0.apply(step)
    }
  }

  /// See ``CalculatorBrain/undo()``.
  @discardableResult mutating func undo() -> BrainStep? {
    mutate {
      $0.undo()
    } rpn: {
      $0.undo()
    }
  }

  /// Changes the brain in place: it is moved out of `self`, changed, and put back, so
  /// its storage is never shared (and so never copied) while it changes.
  private mutating func mutate<Result>(
    _ algebraic: (inout AlgebraicBrain) -> Result, rpn: (inout RPNBrain) -> Result
  ) -> Result {
    switch consume self {
    case .algebraic(var brain):
      defer { self = .algebraic(brain) }
      return algebraic(&brain)
    case .rpn(var brain):
      defer { self = .rpn(brain) }
      return rpn(&brain)
    }
  }
}
