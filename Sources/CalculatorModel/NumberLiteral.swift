import ExactArithmetic

/// A number as it was entered: its normalised text, its `Double`, and its exact value.
///
/// What a typed operand is (``BrainStep/operand(_:)``): the keypad's `12.50` is exactly
/// 25/2 and shows as `12.5`, and a 16-digit number keeps every digit.
public struct NumberLiteral: Sendable, CustomStringConvertible {
  /// The nearest `Double` (±∞ or 0 beyond the `Double` range).
  let value: Double
  /// The exact value, when it is within ``Rational``'s bound.
  let exact: Rational?
  /// The value as a significand and a power of ten, for a literal whose exponent is beyond
  /// ``Rational``'s bound (`1e-100000`): its real is computed from them.
  let scientific: ScientificNumber?
  /// The text as typed, when it was, with a leading `-` for a negative number: normalised
  /// only when a description asks.
  private let typed: String?

  /// The most characters of a literal's saved text (``init(savedText:)``): a typed number
  /// has at most 24, a `Double`'s shortest text 24.
  static let maximumSavedLength = 1_000

  /// A literal for `value`, whose exact value is that of its text in descriptions (0.1 is
  /// 1/10), so a description reads back as the same number.
  public init(_ value: Double) {
    exact = DecimalText.shortest(value).flatMap { try? Rational(decimal: $0) }
    self.value = value
    scientific = nil
    typed = nil
  }

  /// A literal from the UTF-8 bytes of unsigned typed text such as `12.50`, `1e-3` or
  /// `1e400`; `nil` when the text is not a number.
  init?(typed bytes: Span<UInt8>) {
    let exact = try? Rational(decimalBytes: bytes)
    let text = bytes.withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    let value = exact?.doubleValue ?? Double(text) ?? .nan
    scientific = exact == nil ? ScientificNumber(text) : nil
    guard exact != nil || scientific != nil || value.isFinite else { return nil }
    self.exact = exact
    self.value = value
    typed = text
  }

  /// A literal from typed text with an optional leading `-`: the keypad's `-12.50`, `0.`,
  /// `.5`; `nil` when the rest is not a number a formula reads (``init(typed:)``).
  public init?(typed text: String) {
    let isNegative = text.utf8.first == UInt8(ascii: "-")
    let unsigned = Array(text.utf8.dropFirst(isNegative ? 1 : 0))
    guard let literal = NumberLiteral(typed: unsigned.span) else { return nil }
    guard isNegative,
      literal.value != 0 || literal.exact?.isZero == false || literal.scientific != nil
    else {
      self = literal
      return
    }
    value = -literal.value
    exact = literal.exact.map { -$0 }
    scientific = literal.scientific?.negated
    typed = text
  }

  /// A literal from its saved text: an optional `-` and a number as JSON writes one
  /// (`9999999999999999`, `-0.5`, `1.5e-7`, at most three exponent digits), at most
  /// ``maximumSavedLength`` characters.
  /// - Throws: ``NumberTextError`` saying what is wrong and where.
  init(savedText text: String) throws(NumberTextError) {
    var scanner = try NumberTextScanner(text, limit: Self.maximumSavedLength)
    let sign = scanner.skip("-") ? "-" : ""
    let digits = try scanner.decimalText()
    try scanner.expectEnd()
    guard let literal = NumberLiteral(typed: sign + digits), literal.exact != nil else {
      throw .beyondBounds
    }
    self = literal
  }

  /// The text in descriptions: `0.5` for `.5`, `7` for `007`, every digit of a long
  /// number; a leading ASCII `-` for a negative number (descriptions print it as `−`).
  var text: String {
    guard let typed else { return DecimalText.shortest(value) ?? "\(value)" }
    let isNegative = typed.hasPrefix("-")
    let unsigned = isNegative ? String(typed.dropFirst()) : typed
    guard let normalized = DecimalText.normalizedText(typed: unsigned) else {
      return DecimalText.shortest(value) ?? "\(value)"
    }
    return isNegative && normalized != "0" ? "-" + normalized : normalized
  }

  /// The text in descriptions (``text``).
  public var description: String { text }

  /// Whether the value is below zero (exactly so when the exact value is known).
  var isNegative: Bool {
    (exact ?? scientific?.significand).map { $0.signum < 0 } ?? (value < 0)
  }
}

extension NumberLiteral: Equatable {
  /// Two literals are equal when they show the same text (and so have the same value).
  public static func == (lhs: NumberLiteral, rhs: NumberLiteral) -> Bool {
    lhs.exact == rhs.exact && lhs.text == rhs.text
  }
}
