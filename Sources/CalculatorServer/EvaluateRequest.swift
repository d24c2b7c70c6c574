import CalculatorController
import CalculatorModel

/// The body of `POST /api/evaluate`: a typed expression (§9), values for its
/// variables and the angle unit.
struct EvaluateRequest: Decodable, Sendable {
  /// The expression, such as `sin(x)^2`.
  var expression: String
  /// Values by variable name.
  var variables: [String: Double]?
  /// `rad` (the default) or `deg`.
  var angle: AngleUnit?

  /// Evaluates the expression.
  /// - Throws: ``APIError`` (400) for an expression that is too long or does not
  ///   parse, too many variables, or a value that is not finite; an expression
  ///   that parses but has no value (1/0, a missing variable) answers 200 with
  ///   `error` set.
  func response() throws(APIError) -> EvaluationReport {
    try APILimits.checkLength(of: expression, "the expression")
    let variables = variables ?? [:]
    guard variables.count <= APILimits.variables else {
      throw .badRequest("at most \(APILimits.variables) variables")
    }
    if let (name, _) = variables.first(where: { !$0.value.isFinite }) {
      throw .badRequest("the value of '\(name)' is not finite")
    }
    do {
      _ = try Formula(parsing: expression)
    } catch {
      throw .badRequest(error.description)
    }
    return EvaluationReport(evaluating: expression, variables: variables, angle: angle ?? .radians)
  }
}
