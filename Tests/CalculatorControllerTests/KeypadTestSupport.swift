import CalculatorModel
import FoundationEssentials
import TestSupport
import Testing

@testable import CalculatorController

extension Keypad {
  /// A keypad in `mode` after pressing `keys`, written as the command line reads
  /// them: `"7 + 9 ="`, `"123 undo"`, `"9 →M"`.
  static func after(_ keys: String, mode: CalculatorMode = .algebraic) throws -> Keypad {
    var keypad = Keypad()
    keypad.press(.mode(mode))
    try keypad.pressKeys(keys)
    return keypad
  }

  /// Presses the keys of a text, as ``after(_:mode:)`` reads them.
  mutating func pressKeys(_ keys: String) throws {
    press(try Key.keys(inText: keys))
  }

  /// How many things redo would re-apply, in any mode.
  var redoDepth: Int {
    redoStack.count + formula.redoStack.count
  }

  /// Whether a number is being typed.
  var isTyping: Bool {
    if case .typing = entry {
      return true
    }
    return false
  }

  /// Whether the display shows the brain's result (not a typed number, not `0`).
  var showsResult: Bool {
    entry == .result
  }

  /// The view invariants (label, display, error, memory) that the current view breaks;
  /// empty when it is consistent.
  var viewInconsistencies: [String] {
    Self.inconsistencies(of: view, isTyping: isTyping, showsResult: showsResult)
  }

  /// The invariants that `view` breaks; messages quote only short parts.
  static func inconsistencies(
    of view: KeypadView, isTyping: Bool, showsResult: Bool
  ) -> [String] {
    var problems: [String] = []
    let short = { (text: String) in text.count <= 60 ? text : "\(text.prefix(60))…" }
    if view.label.isEmpty != view.description.isEmpty {
      problems.append("label '\(short(view.label))' vs description '\(short(view.description))'")
    }
    let suffix = view.isPending ? " ..." : " ="
    if !view.label.isEmpty, view.label != view.description + suffix {
      problems.append("label '\(short(view.label))' is not the description + '\(suffix)'")
    }
    if view.error != nil, view.result != nil {
      problems.append("result \(view.result ?? 0) with error \(view.error ?? "")")
    }
    if view.error != nil, !isTyping, !view.display.isEmpty {
      problems.append("display '\(short(view.display))' with error \(view.error ?? "")")
    }
    if isTyping, view.error != nil {
      problems.append("error \(view.error ?? "") while typing")
    }
    // Formula entry shows a blank display while its entry has no value yet.
    let editsAValuelessEntry =
      view.mode == .formula && view.preview == nil && view.label.isEmpty
      && view.entry?.isEmpty == false
    if view.display.isEmpty, view.error == nil, !editsAValuelessEntry {
      problems.append("blank display without an error")
    }
    let shown = Double(view.display)
    if !view.display.isEmpty, shown == nil {
      problems.append("display '\(short(view.display))' is not a number")
    }
    // The display is the exact value to 15 digits, the result the exact value
    // rounded to a Double: they agree to the display's last digit (1e+400 reads as ∞, the
    // Double of 1e-400 is 0).
    if showsResult, view.error == nil, let result = view.result, let shown,
      shown != result, (shown - result).magnitude > 5e-15 * result.magnitude
    {
      problems.append("display '\(short(view.display))' is not the result \(result)")
    }
    if let memory = view.memory, !memory.isFinite {
      problems.append("memory \(memory)")
    }
    return problems
  }
}

/// Short descriptions for failure messages: the default one of a keypad prints its
/// whole formula graph, which can be huge.
extension Keypad: CustomTestStringConvertible {
  /// Mode, angle, memory, entry, sizes, and the start of display and label.
  public var testDescription: String {
    let view = view
    let memory = memory.map { "\($0)" } ?? "nil"
    return "Keypad(\(mode.rawValue), \(angle.rawValue), memory \(memory), "
      + "\(String(describing: entry).prefix(60)), \(brain.program.count) steps, "
      + "\(redoStack.count) redo, \(tape.count) tape, "
      + "display '\(view.display.prefix(40))', label '\(view.label.prefix(60))')"
  }
}

extension KeypadView: CustomTestStringConvertible {
  /// Every field, with only the start of display and label and the tape's size.
  public var testDescription: String {
    "KeypadView(display '\(display.prefix(40))', label '\(label.prefix(60))' "
      + "(\(label.count) characters), result \(result.map { "\($0)" } ?? "nil"), "
      + "error \(error ?? "nil"), memory \(memory.map { "\($0)" } ?? "nil"), "
      + "\(mode.rawValue), \(angle.rawValue), undo \(canUndo), redo \(canRedo), "
      + "\(tape.count) tape)"
  }
}

/// JSON as front ends save the keypad's state: sorted keys.
enum StateJSON {
  static func encode(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return try encoder.encode(value)
  }

  static func text(_ value: some Encodable) throws -> String {
    String(decoding: try encode(value), as: UTF8.self)
  }

  static func decode(_ data: Data) throws -> Keypad {
    try JSONDecoder().decode(Keypad.self, from: data)
  }

  static func decode(_ text: String) throws -> Keypad {
    try decode(Data(text.utf8))
  }

  /// The fields of a valid start-up state, each as a JSON fragment.
  static let startUpFields: [String: String] = [
    "angle": #""rad""#, "memory": "null", "mode": #""algebraic""#, "program": "[]",
    "redo": "[]", "showsZero": "true", "tape": "[]", "typing": "null",
  ]

  /// A state object: the start-up fields with `changes` made (a `nil` value
  /// removes the field).
  static func state(_ changes: [String: String?] = [:]) -> String {
    var fields = startUpFields
    for (key, value) in changes {
      fields[key] = value
    }
    let members = fields.keys.sorted().compactMap { key in
      fields[key].map { #""\#(key)":\#($0)"# }
    }
    return "{" + members.joined(separator: ",") + "}"
  }
}

/// Counts the failures of one property and records the first few with their context.
struct Property {
  static let reportedFailures = 5
  let name: String
  var failures = 0

  init(_ name: String) {
    self.name = name
  }

  mutating func check(
    _ holds: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !holds else { return }
    failures += 1
    if failures <= Self.reportedFailures {
      Issue.record("(\(name)) \(message())", sourceLocation: sourceLocation)
    }
  }

  func expectNoFailures(
    seed: UInt64, mode: CalculatorMode, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      failures == 0, "seed \(seed), \(mode): \(failures) failures of (\(name))",
      sourceLocation: sourceLocation)
  }
}
