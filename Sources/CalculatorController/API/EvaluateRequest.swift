import CalculatorJSON
import CalculatorModel

/// The body of `POST /api/evaluate`: a typed expression (or a definition), the
/// definitions it may use, values for its variables and the angle unit.
public struct EvaluateRequest: Sendable {
  /// The expression, such as `sin(x)^2`, or a definition such as `a = 3`.
  public var expression: String
  /// Definitions the expression may use (`a = 3`, `f(x) = x^2 + 1`), in any order.
  public var definitions: [String]?
  /// Values by variable name, each read exactly from its JSON digits (`0.1` is 1/10).
  public var variables: [String: StoredNumber]?
  /// `rad` (the default) or `deg`.
  public var angle: AngleUnit?

  /// Reads the body `{"expression": …, "definitions": […], "variables": {…}, "angle": …}`;
  /// only `expression` is required.
  /// - Throws: ``RequestError`` naming the member that is wrong.
  public init(json: JSONCursor) throws(RequestError) {
    (expression, definitions, variables, angle) = try RequestError.reading {
      () throws(DecodingError) in
      let body = try json.object()
      return (
        try body.value("expression").string(),
        try body.optional("definitions")?.strings(),
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
  ///   parse, definitions that are not a valid set (``APILimits/definitions``), too
  ///   many variables, or a value that is not finite; an expression
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
    var definitions = try APILimits.definitions(self.definitions)
    let angle = angle ?? .radians
    do throws(ParseError) {
      if let definition = try Definition(parsing: expression) {
        do {
          definitions = try definitions.replacing(with: definition)
        } catch {
          throw error.error
        }
        return EvaluationReport(
          defining: definition.name, in: definitions, variables: variables, angle: angle)
      }
      let formula = try definitions.formula(parsing: expression)
      return EvaluationReport(evaluating: formula, variables: variables, angle: angle)
    } catch {
      throw RequestError(error.description)
    }
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
