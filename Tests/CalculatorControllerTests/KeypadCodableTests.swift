import CalculatorJSON
import CalculatorModel
import FoundationEssentials
import TestSupport
import Testing

@testable import CalculatorController

/// The keypad's state is `Codable`; a saved state restores an
/// equal keypad, and a malformed one is a `DecodingError`, never a crash.
@Suite struct KeypadCodableTests {
  struct Saved: Sendable, CustomTestStringConvertible {
    var keys: String
    var mode: CalculatorMode
    var testDescription: String { "\(mode): \(keys)" }
  }

  static let saved: [Saved] = [
    Saved(keys: "", mode: .algebraic),
    Saved(keys: "9 →M 7 + M × 2 = 5 + 3 undo", mode: .algebraic),
    Saved(keys: "deg 60 cos 12.5", mode: .algebraic),
    Saved(keys: "7 + 9 = 2 × 3 = √ undo undo 12 undo", mode: .algebraic),
    Saved(keys: "1 ÷ 0 =", mode: .algebraic),
    Saved(keys: "5 ± . 2", mode: .algebraic),
    Saved(keys: "3 ↲ 5 ↲ 4 + + π ↲ 9 →M M x", mode: .rpn),
    Saved(keys: "3 ↲ + 7 undo undo redo", mode: .rpn),
  ]

  // MARK: Round trips

  @Test(arguments: saved)
  func roundTripRestoresAnEqualKeypad(_ saved: Saved) throws {
    let keypad = try Keypad.after(saved.keys, mode: saved.mode)
    let data = try StateJSON.encode(keypad)
    let decoded = try StateJSON.decode(data)
    #expect(decoded == keypad)
    #expect(decoded.view == keypad.view)
    #expect(try StateJSON.encode(decoded) == data)
  }

  @Test(arguments: saved)
  func restoredKeypadGoesOnLikeTheOriginal(_ saved: Saved) throws {
    var keypad = try Keypad.after(saved.keys, mode: saved.mode)
    var decoded = try StateJSON.decode(try StateJSON.encode(keypad))
    let more = "redo 4 × 2 = undo →M M ± rad redo"
    try keypad.pressKeys(more)
    try decoded.pressKeys(more)
    #expect(decoded == keypad)
    #expect(decoded.view == keypad.view)
  }

  @Test func savedStateHasTheDocumentedShape() throws {
    let keypad = try Keypad.after("9 →M 7 + 12")
    let text = try StateJSON.text(keypad)
    #expect(
      text == #"{"angle":"rad","memory":"9","mode":"algebraic","program":[{"operand":"7"},"#
        + #"{"operation":"+"}],"redo":[],"showsZero":false,"tape":[],"typing":"12"}"#)
  }

  @Test func startUpTemplateDecodesToAStartUpKeypad() throws {
    #expect(try StateJSON.decode(StateJSON.state()) == Keypad())
    #expect(try StateJSON.text(Keypad()) == StateJSON.state())
  }

  @Test(arguments: ["0.", "-0.", "-12.5", "1234567890123456", "0.0000001234567890123456"])
  func validTypedNumbersDecode(typing: String) throws {
    let keypad = try StateJSON.decode(StateJSON.state(["typing": #""\#(typing)""#]))
    #expect(keypad.view.display == typing)
  }

  @Test func missingMemoryMeansMIsUnset() throws {
    let keypad = try StateJSON.decode(StateJSON.state(["memory": nil]))
    #expect(keypad.memory == nil)
  }

  @Test func everyNumberTheTypingRulesAcceptRoundTrips() throws {
    // Zeros after the point are not significant, so typing accepts them;
    // the saved state must then restore.
    let keys = ". " + String(repeating: "0 ", count: 45) + "1"
    let keypad = try Keypad.after(keys)
    let typed = keypad.view.display
    #expect(typed.hasPrefix("0.000"))
    let data = try StateJSON.encode(keypad)
    #expect(throws: Never.self, "typed \(typed.count) characters") {
      let decoded = try StateJSON.decode(data)
      #expect(decoded == keypad)
    }
  }

  // MARK: Malformed states

  struct Malformed: Sendable, CustomTestStringConvertible {
    var name: String
    var json: String
    var testDescription: String { name }

    init(_ name: String, _ changes: [String: String?]) {
      self.name = name
      json = StateJSON.state(changes)
    }

    init(_ name: String, json: String) {
      self.name = name
      self.json = json
    }
  }

  static let tooLongTape =
    "[" + Array(repeating: #""1 + 1 = 2""#, count: 101).joined(separator: ",") + "]"

  /// 33 characters, 1 significant digit: more than any keypad types.
  static let longTyping = "0." + String(repeating: "0", count: 30) + "1"

  static let malformed: [Malformed] = [
    Malformed("mode is a number", ["mode": "3"]),
    Malformed("mode is unknown", ["mode": #""hex""#]),
    Malformed("mode is null", ["mode": "null"]),
    Malformed("angle is unknown", ["angle": #""grad""#]),
    Malformed("angle is a bool", ["angle": "true"]),
    Malformed("memory is a word", ["memory": #""nine""#]),
    Malformed("memory is a bool", ["memory": "false"]),
    Malformed("memory is an array", ["memory": "[9]"]),
    Malformed("memory overflows", ["memory": "1e999"]),
    Malformed("program is an object", ["program": "{}"]),
    Malformed("program is a string", ["program": #""7 + 9""#]),
    Malformed("step is a number", ["program": "[7]"]),
    Malformed("step with an unknown operation", ["program": #"[{"operation":"foo"}]"#]),
    Malformed("step with two keys", ["program": #"[{"operand":1,"variable":"M"}]"#]),
    Malformed("step with no key", ["program": "[{}]"]),
    Malformed("step with an unknown key", ["program": #"[{"push":1}]"#]),
    Malformed("operand is a word", ["program": #"[{"operand":"seven"}]"#]),
    Malformed("operand overflows", ["program": #"[{"operand":1e400}]"#]),
    Malformed("variable with no name", ["program": #"[{"variable":""}]"#]),
    Malformed(
      "variable name too long",
      ["program": #"[{"variable":""# + String(repeating: "v", count: 65) + #""}]"#]),
    // Any string was once a variable's name, which broke the description's round trip.
    Malformed("variable name that is markup", ["program": #"[{"variable":"<script>"}]"#]),
    Malformed("variable name with a direction mark", ["program": #"[{"variable":"x\u202E"}]"#]),
    Malformed("variable name that is a constant", ["program": #"[{"variable":"pi"}]"#]),
    Malformed("variable name that is two names", ["program": #"[{"variable":"x M"}]"#]),
    Malformed(
      "expression step longer than a paste",
      ["program": #"[{"expression":""# + String(repeating: "1", count: 10_001) + #""}]"#]),
    Malformed("unary operation with no operand", ["program": #"[{"operation":"√"}]"#]),
    Malformed("equals with nothing pending", ["program": #"[{"operand":1},{"operation":"="}]"#]),
    Malformed("enter in algebraic mode", ["program": #"[{"operand":1},{"enter":true}]"#]),
    Malformed("enter on an empty stack", ["mode": #""rpn""#, "program": #"[{"enter":true}]"#]),
    Malformed("expression that does not parse", ["program": #"[{"expression":"2 +"}]"#]),
    Malformed("equals alone", ["program": #"[{"operation":"="}]"#]),
    Malformed("typing with two points", ["typing": #""1.2.3""#]),
    Malformed("typing letters", ["typing": #""abc""#]),
    Malformed("typing twenty digits", ["typing": #""12345678901234567890""#]),
    Malformed("typing seventeen digits", ["typing": #""12345678901234567""#]),
    Malformed("typing nothing", ["typing": #""""#]),
    Malformed("typing a minus sign", ["typing": #""-""#]),
    Malformed("typing a leading point", ["typing": #"".5""#]),
    Malformed("typing an exponent", ["typing": #""1e5""#]),
    Malformed("typing a plus sign", ["typing": #""+5""#]),
    Malformed("typing a space", ["typing": #"" 5""#]),
    Malformed("typing two minus signs", ["typing": #""--5""#]),
    Malformed("typing an Arabic-Indic digit", ["typing": #""٣""#]),
    Malformed("typing a number", ["typing": "5"]),
    Malformed("typing too long", ["typing": #""\#(longTyping)""#]),
    Malformed("redo is an object", ["redo": "{}"]),
    Malformed("redo character is a letter", ["redo": #"[{"character":"a"}]"#]),
    Malformed("redo character is a minus sign", ["redo": #"[{"character":"-"}]"#]),
    Malformed("redo character is two digits", ["redo": #"[{"character":"12"}]"#]),
    Malformed("redo character is empty", ["redo": #"[{"character":""}]"#]),
    Malformed("redo character is a number", ["redo": #"[{"character":1}]"#]),
    Malformed("redo entry is empty", ["redo": "[{}]"]),
    Malformed("redo typing is a letter", ["redo": #"[{"typing":"a"}]"#]),
    Malformed("redo typing has two points", ["redo": #"[{"typing":"1.2.3"}]"#]),
    Malformed("redo typing is a minus sign", ["redo": #"[{"typing":"-"}]"#]),
    Malformed("redo typing has leading zeros", ["redo": #"[{"typing":"007"}]"#]),
    Malformed("redo typing is too long", ["redo": #"[{"typing":"\#(longTyping)"}]"#]),
    Malformed(
      "redo showedZero is a string",
      ["redo": #"[{"step":{"operand":1},"showedZero":"yes"}]"#]),
    Malformed("redo step is unknown", ["redo": #"[{"step":{"operation":"nope"}}]"#]),
    Malformed("tape over capacity", ["tape": tooLongTape]),
    Malformed("tape of numbers", ["tape": "[1]"]),
    Malformed("tape is a string", ["tape": #""7 + 9 = 16""#]),
    Malformed("showsZero is a string", ["showsZero": #""yes""#]),
    Malformed("missing mode", ["mode": nil]),
    Malformed("missing angle", ["angle": nil]),
    Malformed("missing program", ["program": nil]),
    Malformed("missing redo", ["redo": nil]),
    Malformed("missing tape", ["tape": nil]),
    Malformed("missing showsZero", ["showsZero": nil]),
    Malformed("not an object: array", json: "[]"),
    Malformed("not an object: null", json: "null"),
    Malformed("not an object: number", json: "7"),
    Malformed("not an object: string", json: #""state""#),
    Malformed("empty object", json: "{}"),
    Malformed("empty text", json: ""),
  ]

  @Test(arguments: malformed)
  func malformedStateThrowsADecodingError(_ malformed: Malformed) {
    #expect(throws: DecodingError.self) {
      _ = try StateJSON.decode(malformed.json)
    }
  }

  @Test(arguments: ["007", "00", "-00.5", "0001"])
  func typingWithLeadingZerosIsRejected(typing: String) {
    // The typing rules collapse leading zeros, so no keypad saves these.
    #expect(throws: DecodingError.self) {
      _ = try StateJSON.decode(StateJSON.state(["typing": #""\#(typing)""#]))
    }
  }

  @Test(arguments: ["inf", "-inf", "nan"])
  func nonFiniteNumbersThrowEvenWhenTheDecoderAcceptsThem(text: String) {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    let memory = StateJSON.state(["memory": #""\#(text)""#])
    let operand = StateJSON.state(["program": #"[{"operand":"\#(text)"}]"#])
    let redo = StateJSON.state(["redo": #"[{"step":{"operand":"\#(text)"}}]"#])
    for json in [memory, operand, redo] {
      #expect(throws: DecodingError.self, "\(json)") {
        _ = try decoder.decode(Keypad.self, from: Data(json.utf8))
      }
    }
  }

  // MARK: Garbage

  static func validStateData() throws -> Data {
    try StateJSON.encode(
      try Keypad.after("9 →M 7 + M × 2 = 5 + 3 undo 4 . 5 undo undo undo 12"))
  }

  @Test func everyTruncationOfAValidStateThrows() throws {
    let data = try Self.validStateData()
    #expect(data.count > 100)
    var failures: [Int] = []
    for length in 0..<data.count {
      do {
        _ = try StateJSON.decode(data.prefix(length))
        failures.append(length)
      } catch is DecodingError {
      } catch {
        failures.append(length)
      }
    }
    #expect(failures.isEmpty, "truncated to these lengths, decoded or threw oddly")
  }

  @Test func randomBytesThrow() {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var failures = 0
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...300, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      do {
        _ = try StateJSON.decode(Data(bytes))
        failures += 1
      } catch is DecodingError {
      } catch {
        failures += 1
      }
    }
    #expect(failures == 0, "seed \(seed)")
  }

  @Test func mutatedStatesThrowOrRestoreAConsistentKeypad() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed ^ 0xC0DE)
    let original = Array(try Self.validStateData())
    let replacements = Array(#"{}[]",:0123456789.-+eE"\ atrufnl"#.utf8)
    var decodedCount = 0
    var property = Property("a mutated state throws or decodes consistently")
    for _ in 0..<2_000 {
      var bytes = original
      for _ in 0...Int.random(in: 0...2, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0: bytes[index] = replacements.randomElement(using: &generator) ?? 0
        case 1: bytes.remove(at: index)
        default: bytes.insert(bytes[index], at: index)
        }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      // The direct reader (the press API's) is stricter about text: invalid UTF-8,
      // unknown escapes and trailing commas are not JSON to it. What it reads, it
      // reads as Codable does, failing with the same error at the same place.
      let direct = Self.outcome { try Keypad(json: JSONCursor(JSONValue(parsing: bytes))) }
      property.check(
        direct == "not JSON" || direct == Self.outcome { try StateJSON.decode(Data(bytes)) },
        "seed \(seed): \(text) reads differently through Codable and directly")
      do {
        let keypad = try StateJSON.decode(Data(bytes))
        decodedCount += 1
        let problems = keypad.viewInconsistencies
        property.check(problems.isEmpty, "seed \(seed): \(text) gives \(problems)")
        let again = try StateJSON.decode(try StateJSON.encode(keypad))
        property.check(again == keypad, "seed \(seed): \(text) does not round-trip")
      } catch is DecodingError {
      } catch {
        property.check(false, "seed \(seed): \(text) threw \(error)")
      }
    }
    property.expectNoFailures(seed: seed, mode: .algebraic)
    #expect(decodedCount > 0, "no mutation decoded: the test proves little")
  }

  /// What reading a state gave: the keypad's saved text, or the error's kind and path
  /// (what API messages are made of); text that is not JSON is one outcome.
  static func outcome(_ read: () throws -> Keypad) -> String {
    do {
      return String(decoding: try read().json.utf8, as: UTF8.self)
    } catch let error as DecodingError {
      func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
      }
      switch error {
      case .dataCorrupted(let context) where context.codingPath.isEmpty: return "not JSON"
      case .dataCorrupted(let context): return "corrupted at \(path(context.codingPath))"
      case .keyNotFound(let key, let context): return "missing \(path(context.codingPath + [key]))"
      case .typeMismatch(_, let context): return "mismatch at \(path(context.codingPath))"
      case .valueNotFound(_, let context): return "null at \(path(context.codingPath))"
      @unknown default: return "\(error)"
      }
    } catch {
      return "not JSON"
    }
  }
}
