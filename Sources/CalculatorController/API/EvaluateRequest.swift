import CalculatorJSON
import CalculatorModel

/// The body of `POST /api/evaluate`: a typed expression, values for its
/// variables and the angle unit.
public struct EvaluateRequest: Sendable {
  /// The expression, such as `sin(x)^2`.
  public var expression: String
  /// Values by variable name, each read exactly from its JSON digits (`0.1` is 1/10).
  public var variables: [String: StoredNumber]?
  /// `rad` (the default) or `deg`.
  public var angle: AngleUnit?

  /// Reads the body `{"expression": …, "variables": {…}, "angle": …}`; only
  /// `expression` is required.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    (expression, variables, angle) = try RequestError.reading { () throws(DecodingError) in
      let body = try json.object()
      return (
        try body.value("expression").string(),
        try body.optional("variables").map { variables throws(DecodingError) in
          try variables.numbers()
        },
        try body.optional("angle")?.rawValue(AngleUnit.self, named: "AngleUnit")
      )
    }
  }

  /// Evaluates the expression within a request's work budget
  /// (``APILimits/withWorkBudget(_:)``): past it the answer's `error` is `Too much work to
  /// compute`.
  /// - Throws: ``RequestError`` for an expression that is too long or does not
  ///   parse, too many variables, or a value that is not finite; an expression
  ///   that parses but has no value (1/0, a missing variable) answers with `error`
  ///   set.
  public func response() throws(RequestError) -> EvaluationReport {
    try APILimits.withWorkBudget { () throws(RequestError) in try evaluate() }
  }

  private func evaluate() throws(RequestError) -> EvaluationReport {
    try APILimits.checkLength(of: expression, "the expression")
    let variables = variables ?? [:]
    guard variables.count <= APILimits.variables else {
      throw RequestError("at most \(APILimits.variables) variables")
    }
    if let (name, _) = variables.first(where: { !$0.value.doubleValue.isFinite }) {
      throw RequestError("the value of '\(name)' is not finite")
    }
    let formula: Formula
    do {
      formula = try Formula(parsing: expression)
    } catch {
      throw RequestError(error.description)
    }
    return EvaluationReport(evaluating: formula, variables: variables, angle: angle ?? .radians)
  }
}

extension JSONCursor {
  /// An object of numbers by name, each read exactly from its digits, as Foundation's
  /// decoder reads `[String: Double]`: a repeated name's first value is the one read.
  func numbers() throws(DecodingError) -> [String: StoredNumber] {
    let object = try object()
    var numbers: [String: StoredNumber] = [:]
    for name in object.names where numbers[name] == nil {
      numbers[name] = try StoredNumber(exactNumber: object.value(name))
    }
    return numbers
  }
}
