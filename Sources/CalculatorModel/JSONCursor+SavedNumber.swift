import CalculatorJSON

extension JSONCursor {
  /// A saved number: `text` of a string (its saved text), or `number` of a JSON number's
  /// `Double`, as earlier releases saved operands and M.
  /// - Throws: `DecodingError` for another value, or naming what is wrong in the text and
  ///   where.
  func savedNumber<Number>(
    text: (String) throws(NumberTextError) -> Number, number: (Double) -> Number
  ) throws(DecodingError) -> Number {
    guard case .string(let saved) = value else { return number(try double()) }
    do {
      return try text(saved)
    } catch {
      throw corrupted(error.refusing(saved))
    }
  }
}
