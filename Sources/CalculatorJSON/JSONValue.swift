/// A JSON value: what saved states and API bodies are read into and written from.
///
/// Types with a saved form (``BrainStep``, the keypad) map to and from this tree
/// explicitly, once; their `Codable` conformances go through it. Reading and writing it
/// directly is several times faster than `Codable` with Foundation's coders, whose
/// generic containers cost over a microsecond each.
public enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number's literal, valid by JSON's grammar (written with ``number(_:)``).
  case number(String)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// Members in the order written; a repeated name's first value is the one read.
  /// Written with names sorted, so output is byte-stable.
  case object([(name: String, value: JSONValue)])

  /// A finite number as Foundation's `JSONEncoder` writes it: Swift's shortest
  /// round-trip digits without a trailing `.0`; `null` for NaN and ±∞, which JSON
  /// cannot hold.
  public static func number(_ value: Double) -> JSONValue {
    guard value.isFinite else { return .null }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return .number(text)
  }

  /// A number, or `null` for `nil`.
  public static func number(_ value: Double?) -> JSONValue {
    value.map { number($0) } ?? .null
  }

  /// A string, or `null` for `nil`.
  public static func string(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// An array of strings.
  public static func strings(_ values: [String]) -> JSONValue {
    .array(values.map { .string($0) })
  }

  /// What the value is, for messages: "a string", "an array", ….
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue {
  /// The value JSON `text` holds (RFC 8259, read strictly: no trailing commas, comments
  /// or leading zeros; strings must be UTF-8).
  /// - Throws: ``JSONReader/SyntaxError`` saying what is wrong and where; nesting
  ///   deeper than ``JSONReader/maximumDepth`` is an error, not a stack overflow.
  public init(parsing text: some Collection<UInt8>) throws(JSONReader.SyntaxError) {
    self = try JSONReader.value(of: text)
  }
}

/// Reads JSON text into a ``JSONValue``.
public struct JSONReader {
  /// The deepest nesting of arrays and objects read.
  public static let maximumDepth = 256

  /// What was wrong with the text, and where.
  public struct SyntaxError: Error, Equatable, CustomStringConvertible {
    /// What was expected or found.
    public var message: String
    /// The byte offset where reading stopped.
    public var offset: Int

    /// The message with its offset.
    public var description: String { "\(message) at byte \(offset)" }
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private var position = 0

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  /// The value `text` holds, which must be all of it but surrounding white space.
  static func value(of text: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
    let result: Result<JSONValue, SyntaxError> =
      text.withContiguousStorageIfAvailable { read($0) }
      ?? Array(text).withUnsafeBufferPointer {
        read($0)
      }
    return try result.get()
  }

  private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, SyntaxError> {
    var reader = JSONReader(bytes)
    do throws(SyntaxError) {
      let value = try reader.readValue(depth: 0)
      reader.skipWhiteSpace()
      guard reader.peek == nil else { throw reader.error("unexpected text after the value") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private var peek: UInt8? {
    position < bytes.count ? bytes[position] : nil
  }

  private func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, offset: position)
  }

  private mutating func skipWhiteSpace() {
    while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  /// Consumes `byte` (after white space) or throws.
  private mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
    skipWhiteSpace()
    guard peek == byte else { throw error("expected \(what)") }
    position += 1
  }

  private mutating func readValue(depth: Int) throws(SyntaxError) -> JSONValue {
    skipWhiteSpace()
    guard let byte = peek else { throw error("expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try readObject(depth: depth + 1)
    case UInt8(ascii: "["): return try readArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try readString())
    case UInt8(ascii: "t"): return try readLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try readLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try readLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
    default: throw error("expected a value")
    }
  }

  private mutating func readLiteral(_ word: StaticString, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard count <= bytes.count - position,
      UnsafeBufferPointer(start: word.utf8Start, count: count).elementsEqual(
        bytes[position..<position + count])
    else { throw error("expected a value") }
    position += count
    return value
  }

  private mutating func readObject(depth: Int) throws(SyntaxError) -> JSONValue {
    var members: [(name: String, value: JSONValue)] = []
    try readList(closedBy: "}", depth: depth) { reader throws(SyntaxError) in
      reader.skipWhiteSpace()
      guard reader.peek == UInt8(ascii: "\"") else { throw reader.error("expected a member name") }
      let name = try reader.readString()
      try reader.expect(UInt8(ascii: ":"), "':'")
      members.append((name, try reader.readValue(depth: depth)))
    }
    return .object(members)
  }

  private mutating func readArray(depth: Int) throws(SyntaxError) -> JSONValue {
    var elements: [JSONValue] = []
    try readList(closedBy: "]", depth: depth) { reader throws(SyntaxError) in
      elements.append(try reader.readValue(depth: depth))
    }
    return .array(elements)
  }

  /// The items of an object or array, from its opening bracket through `close`: none, or
  /// `readItem`'s separated by commas.
  private mutating func readList(
    closedBy close: Unicode.Scalar, depth: Int,
    _ readItem: (inout JSONReader) throws(SyntaxError) -> Void
  ) throws(SyntaxError) {
    guard depth <= Self.maximumDepth else { throw error("nested too deeply") }
    position += 1  // the opening bracket
    skipWhiteSpace()
    if peek == UInt8(ascii: close) {
      position += 1
      return
    }
    while true {
      try readItem(&self)
      skipWhiteSpace()
      switch peek {
      case UInt8(ascii: ","): position += 1
      case UInt8(ascii: close):
        position += 1
        return
      default: throw error("expected ',' or '\(close)'")
      }
    }
  }

  /// A number by JSON's grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  private mutating func readNumber() throws(SyntaxError) -> String {
    let start = position
    if peek == UInt8(ascii: "-") { position += 1 }
    if peek == UInt8(ascii: "0") {
      position += 1
    } else {
      try readDigits()
    }
    if peek == UInt8(ascii: ".") {
      position += 1
      try readDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      position += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
      try readDigits()
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private mutating func readDigits() throws(SyntaxError) {
    let start = position
    while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      position += 1
    }
    guard position > start else { throw error("expected a digit") }
  }

  /// A string from its opening quote through its closing one.
  ///
  /// A lone surrogate escape reads as U+FFFD, as Foundation's decoder reads it.
  private mutating func readString() throws(SyntaxError) -> String {
    position += 1  // "
    let start = position
    while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\"), byte >= 0x20 {
      position += 1
    }
    var utf8: [UInt8] = []
    if peek != UInt8(ascii: "\"") {
      utf8.append(contentsOf: bytes[start..<position])
      try readEscapedRest(into: &utf8)
    }
    let raw = utf8.isEmpty ? UnsafeBufferPointer(rebasing: bytes[start..<position]) : nil
    position += 1  // "
    let text =
      if let raw { String(validating: raw, as: UTF8.self) } else {
        String(validating: utf8, as: UTF8.self)
      }
    guard let text else { throw error("a string is not valid UTF-8") }
    return text
  }

  /// The rest of a string that holds an escape or a control character, up to (not
  /// through) its closing quote.
  private mutating func readEscapedRest(into utf8: inout [UInt8]) throws(SyntaxError) {
    while let byte = peek, byte != UInt8(ascii: "\"") {
      guard byte >= 0x20 else { throw error("a control character in a string must be escaped") }
      position += 1
      guard byte == UInt8(ascii: "\\") else {
        utf8.append(byte)
        continue
      }
      guard let escape = peek else { break }
      position += 1
      switch escape {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
      case UInt8(ascii: "b"): utf8.append(0x08)
      case UInt8(ascii: "f"): utf8.append(0x0C)
      case UInt8(ascii: "n"): utf8.append(0x0A)
      case UInt8(ascii: "r"): utf8.append(0x0D)
      case UInt8(ascii: "t"): utf8.append(0x09)
      case UInt8(ascii: "u"): utf8.append(contentsOf: String(try readUnicodeEscape()).utf8)
      default: throw error("unknown escape in a string")
      }
    }
    guard peek != nil else { throw error("unterminated string") }
  }

  /// The character of a `\uXXXX` escape (after the `u`), with its low surrogate's
  /// escape when it is a high surrogate.
  private mutating func readUnicodeEscape() throws(SyntaxError) -> Character {
    let unit = try readHexQuad()
    if UTF16.isLeadSurrogate(unit), peek == UInt8(ascii: "\\"), position + 1 < bytes.count,
      bytes[position + 1] == UInt8(ascii: "u")
    {
      let mark = position
      position += 2
      let low = try readHexQuad()
      if UTF16.isTrailSurrogate(low) {
        let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
        return Character(Unicode.Scalar(value) ?? "\u{FFFD}")
      }
      position = mark
    }
    return Character(Unicode.Scalar(UInt32(unit)) ?? "\u{FFFD}")
  }

  private mutating func readHexQuad() throws(SyntaxError) -> UInt16 {
    var value: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexDigitValue(byte) else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value << 4 | UInt16(digit)
      position += 1
    }
    return value
  }

  private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
