import CalculatorJSON
import ExactArithmetic

extension StoredNumber: JSONRepresentable, JSONReadable {
  /// Reads a saved number: its text (``init(parsing:)``), or a JSON number as the release
  /// before this one saved M (its `Double`, whose shortest decimal text is its value).
  /// - Throws: `DecodingError` naming what is wrong with the text, and where.
  public init(json: JSONCursor) throws(DecodingError) {
    self = try json.savedNumber(
      text: { text throws(NumberTextError) in try StoredNumber(parsing: text) },
      number: { StoredNumber($0) })
  }

  /// A JSON number read exactly from its digits (`0.1` is 1/10, `9999999999999999` keeps
  /// every digit), as the HTTP API reads a variable's value.
  /// - Throws: `DecodingError` for another value, or a number whose `Double` is not
  ///   finite.
  public init(exactNumber json: JSONCursor) throws(DecodingError) {
    let literal = try json.numberLiteral()
    guard let rational = try? Rational(decimal: literal), Double(literal)?.isFinite == true else {
      throw json.corrupted("Number \(literal) is not representable in Swift.")
    }
    self.init(ExactNumber(rational))
  }

  /// The saved form: the text (``description``).
  public var json: JSONValue { .string(description) }
}
