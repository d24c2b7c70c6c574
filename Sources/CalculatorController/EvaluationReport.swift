import CalculatorJSON
import CalculatorModel

/// The outcome of evaluating one typed expression, as the command line and the
/// HTTP API report it: `{"result": 19, "value": "19", "display": "19", "exact": null,
/// "description": "4 + 5 × 3", "error": null}`.
public struct EvaluationReport: Equatable, Sendable, JSONRepresentable {
  /// The value, `nil` on any error.
  public var result: Double?
  /// The value as text a program can read whatever its size (every digit of a whole
  /// number, else 17 significant digits), `nil` on any error or where it is not computed
  /// (a batch that prints only displays).
  public var value: String?
  /// The value with 15 significant digits, empty on any error.
  public var display: String
  /// The exact form beside the decimal (`1/3`, `2√2`, `3π/4`), `nil` where the value has
  /// no short one or the display already shows it exactly (``Evaluation/exactForm``).
  public var exact: String?
  /// The description of the parsed expression, empty when it does not parse.
  public var description: String
  /// What was wrong: a parse error with its column, or an evaluation error.
  public var error: String?
  /// The value as M and `ans` keep it (exact where it is exact), `nil` on any error.
  var stored: StoredNumber?

  /// Parses and evaluates `text`.
  /// - Parameters:
  ///   - text: the typed expression.
  ///   - definitions: the names the text may use.
  ///   - variables: values by name; a variable not among them is an error.
  ///   - angle: the unit of trigonometric angles.
  public init(
    evaluating text: String, definitions: Definitions = Definitions(),
    variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) {
    do {
      self.init(
        evaluating: try definitions.formula(parsing: text), variables: variables, angle: angle)
    } catch {
      self.init(parseError: error)
    }
  }

  /// The answer to the definition of `name` in `definitions`: its value, described as
  /// defined (`a = 1 ÷ 3`); for a function, or a value that depends on x, no value and
  /// the definition as its description (`f(x) = x ^ 2 + 1`).
  init(
    defining name: String, in definitions: Definitions, variables: [String: StoredNumber],
    angle: AngleUnit
  ) {
    let description = definitions.description(of: name) ?? name
    guard definitions.parameters(of: name)?.isEmpty == true,
      let formula = try? definitions.formula(parsing: name), !formula.variableNames.contains("x")
    else {
      self.init(result: nil, display: "", description: description, error: nil)
      return
    }
    self.init(evaluating: formula, variables: variables, angle: angle)
    self.description = description
  }

  /// Evaluates a parsed `formula` with `variables` and angles in `angle`.
  public init(
    evaluating formula: Formula, variables: [String: StoredNumber] = [:],
    angle: AngleUnit = .radians
  ) {
    let (evaluation, stored) = formula.evaluationAndStoredValue(using: variables, angle: angle)
    self.init(evaluation, description: formula.description)
    if error == nil {
      value = formula.valueText(using: variables, angle: angle)
      self.stored = stored
    }
  }

  /// Parses and evaluates `text` with `evaluator` (its variables and angle unit), leaving
  /// ``description`` empty: a batch that prints only results takes half the time.
  public init(evaluating text: String, with evaluator: inout FormulaEvaluator) {
    do {
      let evaluation = try evaluator.evaluation(of: text)
      self.init(evaluation, description: "")
      if error == nil {
        stored = evaluation.storedValue
      }
    } catch {
      self.init(parseError: error)
    }
  }

  /// The answer to text that does not parse.
  init(parseError: ParseError) {
    self.init(result: nil, display: "", description: "", error: parseError.description)
  }

  private init(_ evaluation: Evaluation, description: String) {
    let error = evaluation.error ?? (evaluation.result == nil ? .missingOperand : nil)
    self.init(
      result: error == nil ? evaluation.result : nil, display: evaluation.display,
      description: description, error: error.map { $0.description })
    exact = error == nil ? evaluation.exactForm : nil
  }

  /// A report with the given parts.
  public init(
    result: Double?, value: String? = nil, display: String, description: String, error: String?
  ) {
    self.result = result
    self.value = value
    self.display = display
    self.description = description
    self.error = error
  }

  /// Every field, `null` included, so clients see a fixed shape.
  public var json: JSONValue {
    .object([
      ("result", .number(result)), ("value", .string(value)), ("display", .string(display)),
      ("exact", .string(exact)), ("description", .string(description)),
      ("error", .string(error)),
    ])
  }
}

#if !hasFeature(Embedded)
extension EvaluationReport: Codable {
  /// The members of ``json``.
  private enum CodingKeys: String, CodingKey {
    case result, value, display, exact, description, error
  }
}
#endif
