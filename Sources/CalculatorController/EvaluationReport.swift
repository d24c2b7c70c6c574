import CalculatorJSON
import CalculatorModel

/// The outcome of evaluating one typed expression, as the command line and the
/// HTTP API report it: `{"result": 19, "value": "19", "display": "19", "description":
/// "4 + 5 × 3", "error": null}`.
public struct EvaluationReport: Equatable, Sendable, JSONRepresentable {
  /// The value, `nil` on any error.
  public var result: Double?
  /// The value as text a program can read whatever its size (every digit of a whole
  /// number, else 17 significant digits), `nil` on any error or where it is not computed
  /// (a batch that prints only displays).
  public var value: String?
  /// The value with 15 significant digits, empty on any error.
  public var display: String
  /// The description of the parsed expression, empty when it does not parse.
  public var description: String
  /// What was wrong: a parse error with its column, or an evaluation error.
  public var error: String?

  /// Parses and evaluates `text`.
  /// - Parameters:
  ///   - text: the typed expression.
  ///   - variables: values by name; a variable not among them is an error.
  ///   - angle: the unit of trigonometric angles.
  public init(
    evaluating text: String, variables: [String: StoredNumber] = [:], angle: AngleUnit = .radians
  ) {
    do {
      self.init(evaluating: try Formula(parsing: text), variables: variables, angle: angle)
    } catch {
      self.init(parseError: error)
    }
  }

  /// Evaluates a parsed `formula` with `variables` and angles in `angle`.
  public init(
    evaluating formula: Formula, variables: [String: StoredNumber] = [:],
    angle: AngleUnit = .radians
  ) {
    self.init(formula.evaluation(using: variables, angle: angle), description: formula.description)
    if error == nil {
      value = formula.valueText(using: variables, angle: angle)
    }
  }

  /// Parses and evaluates `text` with `evaluator` (its variables and angle unit), leaving
  /// ``description`` empty: a batch that prints only results takes half the time.
  public init(evaluating text: String, with evaluator: inout FormulaEvaluator) {
    do {
      self.init(try evaluator.evaluation(of: text), description: "")
    } catch {
      self.init(parseError: error)
    }
  }

  private init(parseError: ParseError) {
    self.init(result: nil, display: "", description: "", error: parseError.description)
  }

  private init(_ evaluation: Evaluation, description: String) {
    let error = evaluation.error ?? (evaluation.result == nil ? .missingOperand : nil)
    self.init(
      result: error == nil ? evaluation.result : nil, display: evaluation.display,
      description: description, error: error.map { $0.description })
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
      ("description", .string(description)), ("error", .string(error)),
    ])
  }
}

#if !hasFeature(Embedded)
extension EvaluationReport: Codable {}
#endif
