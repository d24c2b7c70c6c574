import ArgumentParser
import CalculatorModel

/// `--var NAME=VALUE`, repeatable, for the commands that evaluate expressions.
struct VariableOptions: ParsableArguments {
  @Option(
    name: .customLong("var"), parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "Give a variable a value, as NAME=VALUE (repeatable).", valueName: "NAME=VALUE"),
    transform: { argument in try VariableAssignment(parsing: argument) })
  var assignments: [VariableAssignment] = []

  /// The values by name; a name given twice keeps its last value.
  var values: [String: StoredNumber] {
    Dictionary(assignments.map { ($0.name, $0.value) }) { _, last in last }
  }
}
