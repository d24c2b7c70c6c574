import CalculatorModel

/// Typed lines answered one after another, as a script or a session at a prompt reads
/// them: a definition line defines a name (or defines it again) for the lines after it,
/// and `ans` is the last result.
///
/// ```swift
/// var session = LineSession()
/// session.answer("a = 5").display      // "5"
/// session.answer("a × 2").display      // "10"
/// session.answer("ans + 1").display    // "11"
/// ```
public struct LineSession {
  /// The definitions made so far.
  public private(set) var definitions = Definitions()
  /// The last result, exact where it was exact: the value of `ans`.
  public private(set) var lastResult: StoredNumber?
  /// The variables given besides the definitions (`--var`), and `ans`.
  private var variables: [String: StoredNumber]
  private let angle: AngleUnit
  /// What evaluates a line whose description is not asked for.
  private var evaluator: FormulaEvaluator

  /// The variables' values, `ans` among them once there is a last result.
  public var variableValues: [String: StoredNumber] { variables }

  /// The name of the last result.
  public static let lastResultName = "ans"

  /// A session with `variables` and angles in `angle`.
  public init(variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians) {
    self.variables = variables
    self.angle = angle
    evaluator = FormulaEvaluator(variables: variables, angle: angle)
  }

  /// A session whose definitions are `definitions` (a request's, all at once).
  /// - Throws: ``DefinitionError`` when they are not a valid set.
  public init(
    definitions: [String], variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) throws(DefinitionError) {
    self.init(
      definitions: try Definitions(parsing: definitions), variables: variables, angle: angle)
  }

  /// A session whose definitions are `definitions`.
  init(definitions: Definitions, variables: [String: StoredNumber] = [:], angle: AngleUnit) {
    self.init(variables: variables, angle: angle)
    self.definitions = definitions
    evaluator.definitions = definitions
  }

  /// Answers one line: a definition's value (or the function as defined), or the
  /// expression's; a line that does not parse or evaluate answers with its error, and
  /// the definitions and `ans` stay as they were.
  /// - Parameters:
  ///   - text: the line as typed.
  ///   - describing: whether the answer has the description and the value as text,
  ///     which take as long again to compute.
  /// - Returns: the line's answer.
  public mutating func answer(_ text: String, describing: Bool = true) -> EvaluationReport {
    let definition: Definition?
    do {
      definition = try Definition(parsing: text)
    } catch {
      return EvaluationReport(parseError: error)
    }
    if let definition {
      return define(definition)
    }
    let report =
      describing
      ? EvaluationReport(
        evaluating: text, definitions: definitions, variables: variables, angle: angle)
      : EvaluationReport(evaluating: text, with: &evaluator)
    remember(report.stored)
    return report
  }

  /// Adds `definition` (in place of one of the same name), answering with its value.
  private mutating func define(_ definition: Definition) -> EvaluationReport {
    var defined = definitions
    if !definitions.entries.contains(definition) {
      do {
        defined = try definitions.replacing(with: definition)
      } catch {
        return EvaluationReport(parseError: error.error)
      }
    }
    let report = EvaluationReport(
      defining: definition.name, in: defined, variables: variables, angle: angle)
    guard report.error == nil else { return report }
    definitions = defined
    evaluator.definitions = defined
    remember(report.stored)
    return report
  }

  /// Makes `value` the value of `ans`, when there is one.
  private mutating func remember(_ value: StoredNumber?) {
    guard let value else { return }
    lastResult = value
    variables[Self.lastResultName] = value
    evaluator.setVariable(Self.lastResultName, to: value)
  }
}
