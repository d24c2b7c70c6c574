/// What the keypad controller needs of a brain, algebraic or RPN: steps in,
/// evaluation and description out, undo.
public protocol CalculatorBrain: Sendable {
  /// An empty brain.
  init()
  /// The steps that built the brain, oldest first; replaying them rebuilds it.
  var program: [BrainStep] { get }
  /// Variable values the brain keeps its evaluation current for.
  var variableValues: [String: StoredNumber] { get set }
  /// The unit of trigonometric angles.
  var angleUnit: AngleUnit { get set }
  /// The current result and first error, with ``variableValues``.
  /// - Complexity: O(1).
  var evaluation: Evaluation { get }
  /// `count` (1 to 10,000) significant digits of the current result, every one right,
  /// at a display's cost bounds; `nil` when there is no result, an error, or
  /// digits the exact engine cannot decide within those bounds.
  func moreDigits(_ count: Int) -> String?
  /// ``evaluation``, computed once and kept for the node shown, so that undo, redo and
  /// the same key again show it without computing it again (``evaluation`` reads it).
  mutating func keptEvaluation() -> Evaluation
  /// ``keptEvaluation()``, and the current result as M keeps it (→M): its exact value
  /// where it has one, else rounded to 34 significant digits by the exact engine; `nil`
  /// when there is no result or an error. Kept likewise.
  /// - Complexity: that of a display (the exact engine is asked for 34 digits first, and
  ///   the display's come from its cache).
  mutating func keptEvaluationAndStoredResult() -> (evaluation: Evaluation, stored: StoredNumber?)
  /// Whether a binary operation waits for its second operand (or, in algebraic mode,
  /// a parenthesis is open).
  var isPending: Bool { get }
  /// The description; empty when nothing has been entered.
  /// - Complexity: O(what is shown, at most 10,000 characters and `…`, plus
  ///   the depth of the path to its first character).
  var description: String { get }
  /// Whether there is a step to undo.
  var canUndo: Bool { get }
  /// Applies a step; returns `false`, changing nothing, when the step has no
  /// effect in the current state (`=` with nothing pending, an unknown operation,
  /// an expression that does not parse).
  /// - Complexity: O(1) amortised, or O(length) for an expression.
  @discardableResult mutating func apply(_ step: BrainStep) -> Bool
  /// Undoes the last step and returns it, or `nil` when there is none.
  /// - Complexity: O(1) amortised.
  @discardableResult mutating func undo() -> BrainStep?
  /// The description of the latest result (what a tape records), or `nil` when
  /// it would write more than `maximumNodes` nodes.
  /// - Complexity: O(`maximumNodes`) at most.
  func latestDescription(maximumNodes: Int) -> String?
  /// The formula of the latest result (the accumulator when no operation is
  /// pending, the top of the RPN stack), holding only the nodes it reaches, or `nil`
  /// when there is none. Graphs are built from it, never from the description.
  /// - Complexity: O(steps).
  var latestFormula: Formula? { get }
}

extension CalculatorBrain {
  /// A brain rebuilt from a program.
  /// - Throws: ``InvalidProgram`` naming the first step that had no effect.
  public init(program: [BrainStep]) throws(InvalidProgram) {
    self.init()
    for (index, step) in program.enumerated() where !apply(step) {
      throw InvalidProgram(stepIndex: index, step: step)
    }
  }

}

/// A saved program with a step that cannot be replayed.
public struct InvalidProgram: Error, Equatable, Sendable, CustomStringConvertible {
  /// The position of the step in the program.
  public var stepIndex: Int
  /// The step.
  public var step: BrainStep

  /// The message a user reads.
  public var description: String {
    let what: String
    switch step {
    case .operand(let literal): what = "operand \(literal.text)"
    case .variable(let name): what = "variable \(name)"
    case .operation(let operation): what = "operation \(operation.symbol)"
    case .expression(let text): what = "expression '\(text)'"
    case .enter: what = "↲"
    case .openParenthesis: what = "("
    case .closeParenthesis: what = ")"
    }
    return "step \(stepIndex + 1) of the program (\(what)) cannot be applied"
  }
}
