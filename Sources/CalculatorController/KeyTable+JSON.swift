import CalculatorJSON

extension KeyTable {
  /// Every key table as JSON, for front ends to draw keypads, bindings and help screens
  /// from: `{"keys", "layouts": {"phone", "wide"}, "graphKeys"}`, `keys` an array, in
  /// keypad order, of `{"name", "symbol", "spoken", "aliases", "bindings": [{"key",
  /// "modes"}], "modes", "secondFunction"}` (`secondFunction` a key's name or `null`),
  /// the layouts ``KeypadLayouts``' rows, `graphKeys` ``GraphKeyTable/json``.
  public static var json: JSONValue {
    .object([
      ("keys", .array(keys.map { $0.json })),
      (
        "layouts",
        .object([
          ("phone", .strings(KeypadLayouts.phone)), ("wide", .strings(KeypadLayouts.wide)),
        ])
      ),
      ("graphKeys", GraphKeyTable.json),
    ])
  }
}

extension KeyDefinition {
  /// The definition as one object of ``KeyTable/json``.
  var json: JSONValue {
    .object([
      ("name", .string(name)), ("symbol", .string(symbol)), ("spoken", .string(spoken)),
      ("aliases", .strings(aliases)),
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
