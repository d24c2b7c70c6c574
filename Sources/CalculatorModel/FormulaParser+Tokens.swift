extension FormulaParser {
  /// The token a one-scalar symbol stands for, if it is one.
  private static func symbol(_ scalar: Unicode.Scalar) -> Token? {
    switch scalar {
    case "+": .plus
    case "-", "−": .minus
    case "±": .sign
    case "*", "×", "·", "⋅": .binary(.multiply)
    case "/", "÷": .binary(.divide)
    case "^": .binary(.power)
    case "(": .openParenthesis
    case ")": .closeParenthesis
    case "!": .postfix(.factorial)
    case "%": .postfix(.percent)
    case "²": .postfix(.square)
    case "³": .postfix(.cube)
    case "√": .name("√")
    case "π": .name("π")
    default: nil
    }
  }

  static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? scalar == " " || (9...13).contains(scalar.value) : scalar.properties.isWhitespace
  }

  func isDigit(at offset: Int) -> Bool {
    bytes.indices.contains(offset)
      && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
  }

  private func isNameCharacter(at offset: Int) -> Bool {
    guard offset < bytes.count else { return false }
    let byte = bytes[offset] | 0x20  // folds ASCII upper case to lower case
    return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || isDigit(at: offset)
      || bytes[offset] == UInt8(ascii: "_")
  }

  /// The next token and the byte offset where it starts, or `nil` at the end.
  mutating func nextToken() throws(ParseError) -> (Token, Int)? {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: " ") {
        position += 1
      } else if byte >= 0x80 || (9...13).contains(byte),
        let (scalar, length) = scalar(at: position), Self.isWhitespace(scalar)
      {
        position += length
      } else {
        break
      }
    }
    guard position < bytes.count, let (scalar, length) = scalar(at: position) else { return nil }
    let start = position
    if hasInverseSuffix(at: position) {
      position += Self.inverseSuffixLength
      return (.postfix(.reciprocal), start)
    }
    if let token = Self.symbol(scalar) {
      position += length
      return (token, start)
    }
    if scalar == "," {
      position += length
      return (.comma, start)
    }
    if isDigit(at: position) || scalar == "." {
      let range = scanNumber()
      try refuseDigitsRunOn(range)
      return (.number(range), start)
    }
    if isNameCharacter(at: position) {
      while isNameCharacter(at: position) {
        position += 1
      }
      var name = text(start..<position)
      if hasInverseSuffix(at: position), Self.function(named: name) != nil,
        MathOperation.named(name + "⁻¹") != nil
      {
        name += "⁻¹"
        position += Self.inverseSuffixLength
      }
      return (.name(name), start)
    }
    throw .unexpectedCharacter(Character(scalar), column: column(at: start))
  }

  /// Refuses what reads like a number in another notation right after the digits of
  /// `range`: a hexadecimal `0x1F` (else `0` times a variable `x1F`) and digits
  /// separated by `_` (else `1` times a variable `_000`).
  private func refuseDigitsRunOn(_ range: Range<Int>) throws(ParseError) {
    guard isNameCharacter(at: position) else { return }
    var end = position
    while isNameCharacter(at: end) {
      end += 1
    }
    let rest = bytes[position..<end]
    if text(range) == "0", rest.first.map({ $0 | 0x20 }) == UInt8(ascii: "x"), rest.count > 1,
      rest.dropFirst().allSatisfy({ Self.isHexadecimalDigit($0) })
    {
      throw .hexadecimalNumber(text(range.lowerBound..<end), column: column(at: range.lowerBound))
    }
    if rest.first == UInt8(ascii: "_"), rest.contains(where: { $0 != UInt8(ascii: "_") }),
      rest.allSatisfy({
        $0 == UInt8(ascii: "_") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
      })
    {
      let digits = bytes[range.lowerBound..<end].filter { $0 != UInt8(ascii: "_") }
      throw .digitSeparator(
        suggestion: String(decoding: digits, as: UTF8.self), column: column(at: position))
    }
  }

  private static func isHexadecimalDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
  }

  /// How many bytes `⁻¹` takes in UTF-8.
  private static var inverseSuffixLength: Int { 5 }

  /// Whether `⁻¹` (E2 81 BB C2 B9 in UTF-8) starts at byte `offset`.
  private func hasInverseSuffix(at offset: Int) -> Bool {
    offset + Self.inverseSuffixLength <= bytes.count && bytes[offset] == 0xE2
      && bytes[offset + 1] == 0x81 && bytes[offset + 2] == 0xBB && bytes[offset + 3] == 0xC2
      && bytes[offset + 4] == 0xB9
  }

  /// How many bytes the minus sign `−` takes in UTF-8.
  static var minusSignLength: Int { 3 }

  /// Whether the minus sign `−` (E2 88 92 in UTF-8) starts at byte `offset`.
  private func hasMinusSign(at offset: Int) -> Bool {
    offset + Self.minusSignLength <= bytes.count && bytes[offset] == 0xE2
      && bytes[offset + 1] == 0x88 && bytes[offset + 2] == 0x92
  }

  /// Scans `12`, `1.5`, `.5`, `3.`, `1e-3`, `1e−3`, `2E+10` (an `e` not followed by
  /// digits is left for the name `e`).
  private mutating func scanNumber() -> Range<Int> {
    let start = position
    var seenPoint = false
    while position < bytes.count {
      if isDigit(at: position) {
        position += 1
      } else if bytes[position] == UInt8(ascii: "."), !seenPoint {
        seenPoint = true
        position += 1
      } else {
        break
      }
    }
    if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
      var index = position + 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      } else if hasMinusSign(at: index) {
        index += Self.minusSignLength
      }
      if isDigit(at: index) {
        while isDigit(at: index) {
          index += 1
        }
        position = index
      }
    }
    return start..<position
  }
}

extension FormulaParser {
  /// The names `text` uses from byte `start` on, each with its byte offset, in order.
  /// - Throws: the ``ParseError`` of a character that is not part of any token.
  mutating func names(in text: String, from start: Int) throws(ParseError) -> [(String, Int)] {
    bytes.removeAll(keepingCapacity: true)
    bytes.append(contentsOf: text.utf8)
    position = start
    var names: [(String, Int)] = []
    while let (token, offset) = try nextToken() {
      if case .name(let name) = token {
        names.append((name, offset))
      }
    }
    return names
  }
}
