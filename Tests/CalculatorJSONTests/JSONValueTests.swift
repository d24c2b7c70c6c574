import CalculatorJSON
import FoundationEssentials
import TestSupport
import Testing

/// The JSON reader and writer behind saved states and the press API: strict RFC 8259
/// reading that never crashes, and writing byte for byte as Foundation's `JSONEncoder`
/// with sorted keys and unescaped slashes.
@Suite struct JSONValueTests {
  static func foundation(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array(try encoder.encode(value))
  }

  static func text(_ value: JSONValue) -> String {
    String(decoding: value.utf8, as: UTF8.self)
  }

  static func parse(_ text: String) throws -> JSONValue {
    try JSONValue(parsing: Array(text.utf8))
  }

  @Test func readsEveryKindOfValue() throws {
    let value = try Self.parse(
      #" { "b": [1, -2.5e3, 0, true, false, null], "a": "x\"\\\/\n\u00e9\ud83d\ude00", "c": {} } "#)
    #expect(Self.text(value) == #"{"a":"x\"\\/\né😀","b":[1,-2.5e3,0,true,false,null],"c":{}}"#)
  }

  @Test func aLoneSurrogateReadsAsTheReplacementCharacter() throws {
    #expect(Self.text(try Self.parse(#""\ud800x""#)) == "\"\u{FFFD}x\"")
  }

  @Test(arguments: [
    "", " ", "{", "[1,]", #"{"a":1,}"#, "01", "1.", ".5", "-", "1e", "+1", "tru", "nul",
    #""abc"#, "\"a\u{1}b\"", #""\x""#, #""\u12g4""#, "[1 2]", #"{"a" 1}"#, "{1: 2}", "1 2",
    "\"\u{FF}\"", "NaN", "[1]]",
  ])
  func rejectsWhatIsNotJSON(_ text: String) {
    var bytes = Array(text.utf8)
    if text == "\"\u{FF}\"" { bytes = [0x22, 0xFF, 0x22] }  // invalid UTF-8
    #expect(throws: JSONReader.SyntaxError.self, "\(text)") { try JSONValue(parsing: bytes) }
  }

  @Test func deepNestingIsAnErrorNotACrash() throws {
    let depth = JSONReader.maximumDepth
    let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(Self.text(try Self.parse(deepest)) == deepest)
    let tooDeep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONReader.SyntaxError.self) { try Self.parse(tooDeep) }
  }

  @Test func randomBytesNeverCrash() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    let alphabet = Array(#"{}[]",:0123456789.-+eE"\ atrufnl"#.utf8) + [0, 0x1F, 0xC3, 0xFF]
    for _ in 0..<5_000 {
      let bytes = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
        alphabet.randomElement(using: &generator) ?? 0
      }
      if let value = try? JSONValue(parsing: bytes) {
        // Whatever reads, reads back the same after writing.
        #expect(try JSONValue(parsing: value.utf8).utf8 == value.utf8, "seed \(seed)")
      }
    }
  }

  @Test func writesNumbersAsFoundationDoes() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    var numbers: [Double] = [
      0, -0.0, 1, 0.1, 3, 1e21, 1e-7, 123_456_789_012_345_683_968, .leastNonzeroMagnitude, 1e300,
    ]
    for _ in 0..<500 {
      numbers.append(Double(bitPattern: generator.next()))
      numbers.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 1000)
    }
    for number in numbers where number.isFinite {
      #expect(JSONValue.number(number).utf8 == (try Self.foundation(number)), "\(number)")
    }
    #expect(Self.text(.number(Double.nan)) == "null")
    #expect(Self.text(.number(-Double.infinity)) == "null")
  }

  @Test func writesStringsAsFoundationDoes() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    let pieces = [
      "a", "/", "\"", "\\", "\n", "\t", "\r", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{7F}",
      "é", "😀", "\u{2028}", " ", "×",
    ]
    for _ in 0..<500 {
      let string = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator) ?? ""
      }.joined()
      #expect(
        JSONValue.string(string).utf8 == (try Self.foundation(string)), "\(string.debugDescription)"
      )
      #expect(try Self.parse(Self.text(.string(string))).utf8 == JSONValue.string(string).utf8)
    }
  }

  @Test func writesObjectsWithSortedNamesAsFoundationDoes() throws {
    let object = JSONValue.object([
      ("b", .number(1)), ("a", .bool(true)), ("B", .null), ("é", .array([])),
    ])
    let dictionary: [String: Int?] = ["b": 1, "a": nil, "B": nil, "é": nil]
    #expect(Self.text(object) == #"{"B":null,"a":true,"b":1,"é":[]}"#)
    #expect(
      String(decoding: try Self.foundation(dictionary), as: UTF8.self)
        == #"{"B":null,"a":null,"b":1,"é":null}"#)
  }

  @Test func foundationReadsAndWritesTheSameTreeThroughCodable() throws {
    let text = #"{"a":[1,2.5,"x",null,true,{"b":[]}],"c":-0.001}"#
    let value = try Self.parse(text)
    #expect(try Self.foundation(value) == value.utf8)
    let decoded = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    #expect(Self.text(decoded) == text)
  }

  @Test func cursorErrorsMatchFoundations() throws {
    struct Point: Decodable {
      var x: Double
      var tags: [String]
    }
    func cursorError(_ text: String) throws -> DecodingError? {
      do {
        let object = try JSONCursor(try Self.parse(text)).object()
        _ = try object.value("x").double()
        _ = try object.value("tags").strings()
        return nil
      } catch let error as DecodingError {
        return error
      }
    }
    for text in [
      #"{"tags": []}"#, #"{"x": null, "tags": []}"#, #"{"x": "1", "tags": []}"#,
      #"{"x": 1, "tags": ["a", 2]}"#, #"[1]"#,
    ] {
      var foundation: DecodingError?
      do {
        _ = try JSONDecoder().decode(Point.self, from: Data(text.utf8))
      } catch let error as DecodingError {
        foundation = error
      }
      let ours = try cursorError(text)
      #expect(Self.summary(ours) == Self.summary(foundation), "\(text)")
    }
    // Foundation cannot even read a number beyond a Double's range; the cursor says where it is.
    #expect(Self.summary(try cursorError(#"{"x": 1e999, "tags": []}"#)) == "corrupted at x")
  }

  /// The error's case and coding path, as messages are built from them.
  static func summary(_ error: DecodingError?) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
    switch error {
    case .dataCorrupted(let context)?: return "corrupted at \(path(context.codingPath))"
    case .keyNotFound(let key, let context)?: return "missing \(path(context.codingPath + [key]))"
    case .typeMismatch(_, let context)?: return "mismatch at \(path(context.codingPath))"
    case .valueNotFound(_, let context)?: return "null at \(path(context.codingPath))"
    default: return "none"
    }
  }
}
