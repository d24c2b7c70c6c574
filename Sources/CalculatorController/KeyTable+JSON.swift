import CalculatorJSON

extension KeyTable {
  /// The table as JSON, for front ends to draw keypads, bindings and help screens
  /// from: an array, in keypad order, of `{"name", "symbol", "aliases", "bindings":
  /// [{"key", "modes"}], "modes", "secondFunction"}` (`secondFunction` a key's name or
  /// `null`).
  public static var json: JSONValue {
    .array(keys.map { $0.json })
  }
}

extension KeyDefinition {
  /// The definition as one object of ``KeyTable/json``.
  var json: JSONValue {
    .object([
      ("name", .string(name)), ("symbol", .string(symbol)), ("aliases", .strings(aliases)),
      (
        "bindings",
        .array(
          bindings.map { binding in
            .object([
              ("key", .string(binding.keyboard)),
              ("modes", .strings(binding.modes.map { $0.rawValue })),
            ])
          })
      ),
      ("modes", .strings(modes.map { $0.rawValue })), ("secondFunction", .string(secondFunction)),
    ])
  }
}
