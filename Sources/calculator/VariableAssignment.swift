import CalculatorModel

/// `NAME=VALUE`, as given to `--var`: a variable's name and the value of a typed
/// expression (`a=-2`, `r=sqrt(2)/2`), kept exactly as M keeps a value (`a=0.1` is 1/10,
/// `r=sqrt(2)` is √2).
struct VariableAssignment {
  var name: String
  var value: StoredNumber

  /// Reads `NAME=VALUE`.
  /// - Throws: ``VariableAssignmentError`` when there is no `=`, when the name is a
  ///   constant's (`pi`, `π`, `e`) or not a variable's, or when the value does not
  ///   parse or has no value.
  init(parsing argument: String) throws(VariableAssignmentError) {
    guard let equals = argument.firstIndex(of: "=") else { throw .expectedNameAndValue }
    let name = String(argument[..<equals])
    if case .constant = MathOperation.named(name)?.operation {
      throw .constant(name)
    }
    guard (try? Formula(parsing: name))?.variableNames == [name] else { throw .notAName(name) }
    let text = String(argument[argument.index(after: equals)...])
    let formula: Formula
    do {
      formula = try Formula(parsing: text)
    } catch {
      throw .notANumber(text, reason: error.description)
    }
    let (evaluation, stored) = formula.evaluationAndStoredValue()
    guard let value = stored else {
      let reason = evaluation.error ?? .resultTooLarge
      throw .notANumber(text, reason: reason.description)
    }
    self.name = name
    self.value = value
  }
}

/// Why a `--var` argument was refused.
enum VariableAssignmentError: Error, Equatable, CustomStringConvertible {
  /// No `=` between a name and a value.
  case expectedNameAndValue
  /// The name is a constant's, such as `pi`.
  case constant(String)
  /// The name is not one a variable can have in an expression.
  case notAName(String)
  /// The value does not parse or has no value, and why.
  case notANumber(String, reason: String)

  /// What was wrong, repeating at most ``ParseError/echoedCharacters`` characters of
  /// the argument.
  var description: String {
    switch self {
    case .expectedNameAndValue: "expected NAME=VALUE"
    case .constant(let name): "'\(ParseError.echo(name))' is a constant, not a variable"
    case .notAName(let name): "'\(ParseError.echo(name))' is not a variable name"
    case .notANumber(let text, let reason):
      "'\(ParseError.echo(text))' is not a number: \(reason)"
    }
  }
}
