import CalculatorJSON
import CalculatorModel
import FoundationEssentials
import Graphing
import TestSupport
import Testing

@testable import CalculatorController
@testable import CalculatorServer

/// `openapi.yaml` says exactly what the server accepts.
///
/// Its lists of key and operation names are the tables' names, and its patterns
/// accept exactly the strings the code accepts. The fuzzer in `e2e/web/run.sh` checks
/// the rest.
@Suite struct OpenAPIContractTests {
  /// The description's text.
  static func yaml() throws -> [Substring] {
    let path = try ResourceFolder.besideExecutable().path + "/openapi.yaml"
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    return String(decoding: data, as: UTF8.self).split(separator: "\n")
  }

  /// The JSON value after `field:` on the first such line after the line `schema:`
  /// (the lists and patterns are written in JSON-compatible flow style).
  static func value<T: Decodable>(_ type: T.Type, of field: String, in schema: String) throws -> T {
    let lines = try yaml()
    let start = try #require(lines.firstIndex { $0.drop(while: { $0 == " " }) == schema + ":" })
    let line = try #require(
      lines[start...].dropFirst().first { $0.drop(while: { $0 == " " }).hasPrefix(field + ": ") })
    let json = line.drop(while: { $0 == " " }).dropFirst(field.count + 2)
    return try JSONDecoder().decode(T.self, from: Data(json.utf8))
  }

  static func names(_ schema: String) throws -> Set<String> {
    Set(try value([String].self, of: "enum", in: schema))
  }

  /// The viewport in graph units zooms out as far as the graphing library does, and
  /// each form forbids the other's members (the server refuses a mixed viewport).
  @Test func graphUnitsViewportIsTheLibrarys() throws {
    let lines = try Self.yaml()
    let start = try #require(
      lines.firstIndex { $0.drop(while: { $0 == " " }) == "ViewportInGraphUnits:" })
    let units = try #require(lines[start...].first { $0.contains("unitsPerPixel: {") })
    #expect(units.hasSuffix("maximum: \(Int64(Viewport.largestUnitsPerPixel))}"))
    let forbidden = lines[start...].filter { $0.contains("anyOf: [{required:") }.prefix(2)
    #expect(
      forbidden.map { String($0.drop(while: { $0 == " " })) } == [
        "anyOf: [{required: [originX]}, {required: [originY]}, {required: [scale]}]",
        "anyOf: [{required: [centerX]}, {required: [centerY]}, {required: [unitsPerPixel]}]",
      ])
    #expect(ViewportRequest.originMembers == ["originX", "originY", "scale"])
    #expect(ViewportRequest.graphUnitMembers == ["centerX", "centerY", "unitsPerPixel"])
  }

  @Test func operationNamesAreTheTablesNames() throws {
    let constants = try Self.names("ConstantName")
    let unary = try Self.names("UnaryOperationName")
    let binary = try Self.names("BinaryOperationName")
    let equals = try Self.names("EqualsName")
    let all = Set(MathOperation.table.keys).union(MathOperation.aliases.keys)
    #expect(constants.union(unary).union(binary).union(equals) == all)
    for name in all {
      switch MathOperation.named(name)?.operation {
      case .constant: #expect(constants.contains(name), "\(name)")
      case .unary: #expect(unary.contains(name), "\(name)")
      case .binary: #expect(binary.contains(name), "\(name)")
      case .equals: #expect(equals.contains(name), "\(name)")
      case nil: Issue.record("\(name) names no operation")
      }
    }
  }

  /// The key names the schema lists, and its pattern for number words.
  static func keyNames() throws -> (named: [String], pattern: Regex<AnyRegexOutput>) {
    let lines = try yaml()
    let start = try #require(lines.firstIndex { $0.drop(while: { $0 == " " }) == "KeyName:" })
    let line = try #require(
      lines[start...].first { $0.drop(while: { $0 == " " }).hasPrefix("enum: ") })
    let named = try JSONDecoder().decode(
      [String].self, from: Data(line.drop(while: { $0 == " " }).dropFirst("enum: ".count).utf8))
    return (named, try Regex(try value(String.self, of: "pattern", in: "KeyName")))
  }

  /// Every name and every word over digits, `.` and a few letters up to four long:
  /// the schema's KeyName (operation names, the listed names, the number pattern)
  /// accepts exactly the words `/api/press` takes as keys.
  @Test func keyNamesAreWhatPressAccepts() throws {
    let (named, pattern) = try Self.keyNames()
    #expect(Set(named).count == named.count)
    let operations = Set(MathOperation.table.keys).union(MathOperation.aliases.keys)
    let tableNames = KeyTable.keys.flatMap { [$0.name] + $0.aliases }
      .filter { !operations.contains($0) && Int($0) == nil }
    #expect(Set(named) == Set(tableNames))
    let listed = operations.union(named)
    let words =
      Self.words(over: ["0", "7", ".", "a", "x", "M", "C"], upTo: 4) + listed + ["", " "]
    for word in words {
      let schemaAccepts = listed.contains(word) || word.wholeMatch(of: pattern) != nil
      #expect(schemaAccepts == ((try? Key.keys(in: word)) != nil), "'\(word)'")
    }
  }

  /// Every string over `-`, `0`, `1`, `9`, `.` up to seven long, and long ones from a
  /// seeded generator: the pattern and length limit accept exactly the typed numbers
  /// a saved state may hold.
  @Test func typedNumberPatternIsWhatStatesAccept() throws {
    let pattern = try Self.value(String.self, of: "pattern", in: "TypedNumber")
    let maxLength = try Self.value(Int.self, of: "maxLength", in: "TypedNumber")
    let regex = try Regex(pattern)
    var generator = SplitMix64(seed: 12)
    var long: [String] = []
    for length in 1...26 {
      for _ in 0..<400 {
        var text = (0..<length).map { _ in
          generator.next() % 5 < 2 ? "0" : String(generator.next() % 10)
        }.joined()
        if generator.next() % 10 < 7 {
          let index = text.index(text.startIndex, offsetBy: Int(generator.next() % UInt64(length)))
          text.insert(".", at: index)
        }
        long.append(generator.next() % 10 < 3 ? "-" + text : text)
      }
    }
    for text in Self.words(over: ["-", "0", "1", "9", "."], upTo: 7) + long {
      let schemaAccepts =
        text.unicodeScalars.count <= maxLength && text.wholeMatch(of: regex) != nil
      #expect(schemaAccepts == Keypad.isValidTypedNumber(text), "'\(text)' (seed 12)")
    }
  }

  /// Every string of up to six pieces over digits, signs, `.`, `e`, `/`: the pattern and
  /// length limit of OperandText accept exactly the operand texts a state may hold.
  @Test func operandTextPatternIsWhatStatesAccept() throws {
    let regex = try Regex(try Self.value(String.self, of: "pattern", in: "OperandText"))
    let maxLength = try Self.value(Int.self, of: "maxLength", in: "OperandText")
    let pieces = ["-", "0", "1", "9", ".", "e", "E", "+", "/", "x"]
    let long = [
      String(repeating: "9", count: maxLength), String(repeating: "9", count: maxLength + 1),
      "1." + String(repeating: "0", count: maxLength - 8) + "1e-999",
    ]
    for text in Self.words(over: pieces, upTo: 6) + long {
      let schemaAccepts = text.count <= maxLength && text.wholeMatch(of: regex) != nil
      let step = JSONValue.object([("operand", .string(text))])
      let accepted = (try? BrainStep(json: JSONCursor(step))) != nil
      #expect(schemaAccepts == accepted, "'\(text.prefix(40))'")
    }
  }

  /// Every string of up to four pieces over the stored number's alphabet: the pattern of
  /// StoredNumberText accepts exactly the memory texts a state may hold (within the
  /// engine's bounds, which its description states in words).
  @Test func storedNumberTextPatternIsWhatStatesAccept() throws {
    let regex = try Regex(try Self.value(String.self, of: "pattern", in: "StoredNumberText"))
    let pieces = ["-", "0", "2", "/", "*", ".", "e", "pi", "sqrt(", "exp(", "ln(", ")", "x"]
    for text in Self.words(over: pieces, upTo: 4) {
      let accepted = (try? StoredNumber(json: JSONCursor(.string(text)))) != nil
      #expect((text.wholeMatch(of: regex) != nil) == accepted, "'\(text)'")
    }
    for text in ["exp(12001)", "1/" + String(repeating: "9", count: 9_866)] {
      #expect(text.wholeMatch(of: regex) != nil)
      #expect(throws: DecodingError.self) { try StoredNumber(json: JSONCursor(.string(text))) }
    }
  }

  /// Every word of up to three pieces over letters, digits, `_` and a few others, and
  /// every operation name: VariableName (its pattern, less its excluded names) accepts
  /// exactly the names a saved variable step may hold, and excludes exactly the
  /// operations' names that its pattern matches.
  @Test func variableNamePatternIsWhatStatesAccept() throws {
    let regex = try Regex(try Self.value(String.self, of: "pattern", in: "VariableName"))
    let excluded = try Self.names("VariableName")
    let operations = Set(MathOperation.table.keys).union(MathOperation.aliases.keys)
    #expect(excluded == operations.filter { $0.wholeMatch(of: regex) != nil })
    let pieces = ["x", "E", "_", "1", "0", "pi", "sin", "e", ".", " ", "π", "²", "-"]
    let long = [String(repeating: "a", count: 64), String(repeating: "a", count: 65)]
    for name in Self.words(over: pieces, upTo: 3) + operations + long {
      let schemaAccepts = name.wholeMatch(of: regex) != nil && !excluded.contains(name)
      let step = JSONValue.object([("variable", .string(name))])
      let accepted = (try? BrainStep(json: JSONCursor(step))) != nil
      #expect(schemaAccepts == accepted, "'\(name)'")
    }
  }

  static func words(over alphabet: [Character], upTo length: Int) -> [String] {
    words(over: alphabet.map { String($0) }, upTo: length)
  }

  /// Every concatenation of 1 to `length` of `pieces`.
  static func words(over pieces: [String], upTo length: Int) -> [String] {
    var words = [""]
    var all: [String] = []
    for _ in 0..<length {
      words = words.flatMap { word in pieces.map { word + $0 } }
      all += words
    }
    return all
  }
}
