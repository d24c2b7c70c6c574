extension JSONValue {
  /// The value as compact JSON text, object members sorted by name, slashes not
  /// escaped: byte for byte what Foundation's `JSONEncoder` writes with
  /// `[.sortedKeys, .withoutEscapingSlashes]`.
  public var utf8: [UInt8] {
    var text: [UInt8] = []
    text.reserveCapacity(512)
    write(to: &text)
    return text
  }

  /// Appends the value's JSON text to `text`.
  public func write(to text: inout [UInt8]) {
    switch self {
    case .null: text.append(contentsOf: "null".utf8)
    case .bool(let value): text.append(contentsOf: (value ? "true" : "false").utf8)
    case .number(let literal): text.append(contentsOf: literal.utf8)
    case .string(let string): Self.write(string, to: &text)
    case .array(let elements):
      text.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        element.write(to: &text)
      }
      text.append(UInt8(ascii: "]"))
    case .object(let members):
      text.append(UInt8(ascii: "{"))
      for (index, member) in members.sorted(by: { $0.name < $1.name }).enumerated() {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        Self.write(member.name, to: &text)
        text.append(UInt8(ascii: ":"))
        member.value.write(to: &text)
      }
      text.append(UInt8(ascii: "}"))
    }
  }

  /// A string literal: `"` and `\` escaped, control characters as `\n`-style or
  /// `\u00XX` escapes, everything else as its UTF-8.
  ///
  /// Reads the string's contiguous UTF-8 in one go: iterating `string.utf8` retains and
  /// releases the string per byte in Embedded Swift, several times slower.
  private static func write(_ string: String, to text: inout [UInt8]) {
    var string = string
    text.append(UInt8(ascii: "\""))
    string.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"):
          text.append(UInt8(ascii: "\\"))
          text.append(byte)
        case 0x08: text.append(contentsOf: #"\b"#.utf8)
        case 0x0C: text.append(contentsOf: #"\f"#.utf8)
        case 0x0A: text.append(contentsOf: #"\n"#.utf8)
        case 0x0D: text.append(contentsOf: #"\r"#.utf8)
        case 0x09: text.append(contentsOf: #"\t"#.utf8)
        case ..<0x20:
          text.append(contentsOf: #"\u00"#.utf8)
          text.append(hexDigit(byte >> 4))
          text.append(hexDigit(byte & 0xF))
        default: text.append(byte)
        }
      }
    }
    text.append(UInt8(ascii: "\""))
  }

  /// The lower-case hexadecimal digit of `value` (0 to 15).
  private static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
  }
}
