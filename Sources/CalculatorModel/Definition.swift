/// One typed definition: `a = 3` (a value) or `hyp(a, b) = √(a² + b²)` (a function).
///
/// ```swift
/// let definition = try Definition(parsing: "f(x) = x^2 + 1")
/// definition?.name         // "f"
/// definition?.parameters   // ["x"]
/// ```
public struct Definition: Equatable, Sendable {
  /// The name defined.
  public let name: String
  /// The function's parameters, in order; empty for a value.
  public let parameters: [String]
  /// The text as typed, head and body.
  public let text: String
  /// The byte offset of the body, just after the `=`.
  let bodyStart: Int
  /// The byte offset of the name.
  let nameStart: Int

  /// The most parameters a function takes.
  public static let maximumParameters = 16

  /// Reads `text` as a definition when it is one: a name, or a name and its parameters
  /// in parentheses, then `=`; `nil` when it is not (`2 + 3`, `a`, `f(2) = 3`).
  /// - Throws: ``ParseError/reservedName(_:column:)`` for a function's, a constant's
  ///   name, `ans` or `x`; ``ParseError/definedTwice(_:column:)`` for a parameter named
  ///   twice.
  public init?(parsing text: String) throws(ParseError) {
    var scanner = HeadScanner(bytes: Array(text.utf8))
    scanner.skipSpaces()
    let nameStart = scanner.position
    guard let name = scanner.name() else { return nil }
    var parameters: [(String, Int)] = []
    scanner.skipSpaces()
    if scanner.take(UInt8(ascii: "(")) {
      repeat {
        scanner.skipSpaces()
        let start = scanner.position
        guard let parameter = scanner.name() else { return nil }
        parameters.append((parameter, start))
        scanner.skipSpaces()
      } while scanner.take(UInt8(ascii: ","))
      guard scanner.take(UInt8(ascii: ")")) else { return nil }
      scanner.skipSpaces()
    }
    guard scanner.take(UInt8(ascii: "=")), parameters.count <= Self.maximumParameters else {
      return nil
    }
    let column = { (offset: Int) in Self.column(at: offset, in: text) }
    try Self.checkFree(name, column: column(nameStart))
    for (index, (parameter, start)) in parameters.enumerated() {
      if parameter != "x" {
        try Self.checkFree(parameter, column: column(start))
      }
      if parameters[..<index].contains(where: { $0.0 == parameter }) {
        throw .definedTwice(parameter, column: column(start))
      }
    }
    self.name = name
    self.parameters = parameters.map { $0.0 }
    self.text = text
    self.bodyStart = scanner.position
    self.nameStart = nameStart
  }

  /// The text after the `=`: the defined value or the function's body.
  public var body: String {
    String(decoding: text.utf8.dropFirst(bodyStart), as: UTF8.self)
  }

  /// The body's text when it is a plain number (`2`, `-0.5`, `1e3`): what a slider
  /// may change; `nil` for anything else (`1/3`, `2π`, `1.5%`).
  public var numberBody: String? {
    let trimmed = body.trimmingSpaces
    return Self.isPlainNumber(trimmed) ? trimmed : nil
  }

  /// Whether `text` is an optional `-` and an unsigned decimal number in ASCII.
  public static func isPlainNumber(_ text: String) -> Bool {
    let unsigned = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
    guard let first = unsigned.first, first != UInt8(ascii: "."),
      unsigned.allSatisfy({
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".")
          || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+")
      })
    else { return false }
    return Double(String(decoding: unsigned, as: UTF8.self))?.isFinite == true
  }

  /// Whether `text` is a definition's head with nothing after it (`a`, `f(x)`,
  /// `hyp(a, b)`) and a name free to define: where `=` begins a definition.
  public static func isHead(_ text: String) -> Bool {
    (try? Definition(parsing: text + "=")) != nil
      && text.utf8.contains(where: { $0 == UInt8(ascii: "=") }) == false
  }

  /// Refuses a name that is not free to define.
  private static func checkFree(_ name: String, column: Int) throws(ParseError) {
    if name == "x" || name == "ans" || MathOperation.named(name) != nil {
      throw .reservedName(name, column: column)
    }
  }

  /// The 1-based column, in Unicode scalars, of the byte at `offset` of `text`.
  static func column(at offset: Int, in text: String) -> Int {
    text.utf8.prefix(offset).reduce(1) { count, byte in byte & 0xC0 == 0x80 ? count : count + 1 }
  }
}

/// Reads a definition's head: names, spaces and punctuation, in ASCII.
private struct HeadScanner {
  let bytes: [UInt8]
  var position = 0

  mutating func skipSpaces() {
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == 9 {
      position += 1
    }
  }

  /// Takes `byte` when it comes next.
  mutating func take(_ byte: UInt8) -> Bool {
    guard position < bytes.count, bytes[position] == byte else { return false }
    position += 1
    return true
  }

  /// A letter followed by letters, digits or `_`, if one comes next.
  mutating func name() -> String? {
    let start = position
    guard position < bytes.count, Self.isLetter(bytes[position]) else { return nil }
    while position < bytes.count,
      Self.isLetter(bytes[position]) || Self.isDigit(bytes[position])
        || bytes[position] == UInt8(ascii: "_")
    {
      position += 1
    }
    return String(decoding: bytes[start..<position], as: UTF8.self)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == 9 }
    let bytes = utf8.drop(while: isSpace)
    let end =
      bytes.lastIndex(where: { !isSpace($0) }).map { bytes.index(after: $0) } ?? bytes.startIndex
    return String(decoding: bytes[..<end], as: UTF8.self)
  }
}
