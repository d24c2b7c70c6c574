import ExactArithmetic

/// A number kept for later: M's value, a variable's value.
///
/// It holds the exact engine's value — a rational times 1, π, √n, e^q or ln q — so √2
/// stored and squared is exactly 2; a result with no such form is kept as a rational
/// correctly rounded to ``significantDigits`` significant digits. Its text
/// (``description``), such as `2*sqrt(2)`, `-1/3*pi` or `0.1`, reads back as the same
/// number, and also parses as a formula of that value.
public struct StoredNumber: Sendable {
  /// The exact value; `nil` only for a number made from a `Double` that is not finite.
  let exact: ExactNumber?
  /// The nearest `Double` (±∞ or ±0 beyond the `Double` range).
  public let doubleValue: Double

  /// How many significant digits a value without an exact form keeps: 34 (the digits of
  /// an IEEE decimal128), so that its error is far below anything a display shows.
  static let significantDigits = 34

  /// The number `value`, whose exact value is that of its shortest decimal text (0.1 is
  /// 1/10, as typed); a value that is not finite has none, and evaluates in floating point.
  public init(_ value: Double) {
    exact = NumberLiteral(value).exact.map { ExactNumber($0) }
    doubleValue = value
  }

  /// The exact value of a typed number, or `nil` when it has none (beyond the bound).
  public init?(_ literal: NumberLiteral) {
    guard let exact = literal.exact else { return nil }
    self.init(ExactNumber(exact))
  }

  /// The number `exact`.
  init(_ exact: ExactNumber) {
    self.init(exact, double: exact.doubleValue)
  }

  /// The number `exact`, whose nearest `Double` is `double`.
  init(_ exact: ExactNumber, double: Double) {
    self.exact = exact
    doubleValue = double
  }

  /// The value of a decimal text such as `1.4142135623731` or `1e+400`, or `nil` for
  /// another text or a value beyond the exact bound.
  init?(decimal text: String) {
    guard let rational = try? Rational(decimal: text) else { return nil }
    self.init(ExactNumber(rational))
  }

  /// The value as a display shows it: 15 significant digits, every one right.
  public var display: String {
    guard let exact else { return DisplayFormat.string(for: doubleValue) }
    do {
      return exact.displayText(
        rounded: try exact.rounded(toSignificantDigits: DisplayFormat.significantDigits))
    } catch {
      return DisplayFormat.string(for: doubleValue)
    }
  }
}

extension StoredNumber: Equatable {
  /// Two numbers are equal when their exact values are (or, without exact values, their
  /// `Double`s).
  public static func == (lhs: StoredNumber, rhs: StoredNumber) -> Bool {
    lhs.exact == rhs.exact && (lhs.exact != nil || lhs.doubleValue == rhs.doubleValue)
  }
}

extension StoredNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// The whole number `value`.
  public init(integerLiteral value: Int) {
    self.init(ExactNumber(Rational(value)))
  }

  /// The number the literal's `Double` is (its shortest text's value: `0.1` is 1/10).
  public init(floatLiteral value: Double) {
    self.init(value)
  }
}
