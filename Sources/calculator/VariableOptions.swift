import ArgumentParser
import CalculatorModel

/// `--var NAME=VALUE`, repeatable, for the commands that evaluate expressions.
struct VariableOptions: ParsableArguments {
  /// The arguments as given; read by ``validate()`` rather than by the argument parser,
  /// whose message would repeat a refused argument whole.
  @Option(
    name: .customLong("var"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Give a variable a value, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"))
  var arguments: [String] = []

  /// Refuses an argument that is not a variable's name and a number, saying why.
  func validate() throws {
    for argument in arguments {
      do {
        _ = try VariableAssignment(parsing: argument)
      } catch {
        throw ValidationError("--var: \(error.description)")
      }
    }
  }

  /// The values by name; a name given twice keeps its last value.
  var values: [String: StoredNumber] {
    let assignments = arguments.compactMap { try? VariableAssignment(parsing: $0) }
    return Dictionary(assignments.map { ($0.name, $0.value) }) { _, last in last }
  }
}
