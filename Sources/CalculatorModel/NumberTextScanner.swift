import ExactArithmetic

/// Reads the saved text of a number part by part (ASCII only): whole numbers, decimal
/// literals and the names and signs between them, reporting the first character that
/// does not fit, with its column.
struct NumberTextScanner {
  private let scalars: [Unicode.Scalar]
  private var position = 0

  /// The most digits of a decimal literal's exponent, so that a literal's exponent is
  /// within the engine's bounds whatever its length.
  static let maximumExponentDigits = 3

  /// A scanner at the start of `text`.
  /// - Throws: ``NumberTextError/tooLong(limit:)`` for more than `limit` characters,
  ///   ``NumberTextError/expected(_:column:)`` for an empty text.
  init(_ text: String, limit: Int) throws(NumberTextError) {
    guard text.utf8.count <= limit || text.unicodeScalars.count <= limit else {
      throw .tooLong(limit: limit)
    }
    guard !text.isEmpty else { throw .expected("a number", column: 1) }
    scalars = Array(text.unicodeScalars)
  }

  /// Reads `literal` when the text goes on with it; returns whether it did.
  mutating func skip(_ literal: String) -> Bool {
    var index = position
    for scalar in literal.unicodeScalars {
      guard index < scalars.count, scalars[index] == scalar else { return false }
      index += 1
    }
    position = index
    return true
  }

  /// Reads `literal`.
  /// - Throws: ``NumberTextError`` at the first character that differs.
  mutating func expect(_ literal: String) throws(NumberTextError) {
    for scalar in literal.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else {
        throw failure(expecting: "'\(literal)'")
      }
      position += 1
    }
  }

  /// Requires the end of the text.
  /// - Throws: ``NumberTextError/unexpectedCharacter(_:column:)`` at the first character
  ///   left.
  func expectEnd() throws(NumberTextError) {
    guard position == scalars.count else { throw failure(expecting: "the end") }
  }

  /// The error at the current character: unexpected there, or `what` expected at the
  /// end of the text.
  func failure(expecting what: String) -> NumberTextError {
    guard position < scalars.count else { return .expected(what, column: position + 1) }
    return .unexpectedCharacter(Character(scalars[position]), column: position + 1)
  }

  /// A whole number written without leading zeros (`0`, `12`; from 1 when `positive`) of
  /// at most `maximumDigits` digits.
  /// - Throws: ``NumberTextError/beyondBounds`` for more digits.
  /// - Complexity: O(digits²).
  mutating func wholeNumber(
    positive: Bool, maximumDigits: Int
  ) throws(NumberTextError) -> BigInteger {
    let digits = try wholeDigits(positive: positive)
    guard digits.count <= maximumDigits else { throw .beyondBounds }
    guard let value = BigInteger(decimal: text(digits)) else { throw failure(expecting: "a digit") }
    return value
  }

  /// The text of an unsigned decimal literal as JSON writes a number: a whole number,
  /// then optionally `.` and digits, then optionally `e` or `E`, a sign and at most
  /// ``maximumExponentDigits`` digits (`12`, `0.25`, `1.5e-7`).
  mutating func decimalText() throws(NumberTextError) -> String {
    let start = try wholeDigits(positive: false).lowerBound
    if skip(".") {
      try digits(atMost: .max)
    }
    if skip("e") || skip("E") {
      _ = skip("+") || skip("-")
      try digits(atMost: Self.maximumExponentDigits)
    }
    return text(start..<position)
  }

  /// The positions of a whole number's digits, without leading zeros.
  private mutating func wholeDigits(positive: Bool) throws(NumberTextError) -> Range<Int> {
    let start = position
    guard let first = digitAhead, !positive || first != UInt8(ascii: "0") else {
      throw failure(expecting: "a digit")
    }
    position += 1
    if first != UInt8(ascii: "0") {
      while digitAhead != nil {
        position += 1
      }
    }
    return start..<position
  }

  /// Reads 1 to `limit` digits.
  private mutating func digits(atMost limit: Int) throws(NumberTextError) {
    guard digitAhead != nil else { throw failure(expecting: "a digit") }
    var count = 0
    while count < limit, digitAhead != nil {
      position += 1
      count += 1
    }
  }

  /// The ASCII digit at the current position, or `nil`.
  private var digitAhead: UInt8? {
    guard position < scalars.count, let byte = UInt8(exactly: scalars[position].value),
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    else { return nil }
    return byte
  }

  /// The characters at `range`.
  private func text(_ range: Range<Int>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[range])
    return String(text)
  }
}
