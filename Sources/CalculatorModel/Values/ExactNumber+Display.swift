import ExactArithmetic

extension ExactNumber {
  /// The text a display shows for the value, given its rounding to the display's digits:
  /// every digit of a whole number (``Rational/displayText(significantDigits:)``), else
  /// `digits`; `0` for zero.
  func displayText(rounded digits: RoundedDecimal?) -> String {
    rationalValue?.displayText(significantDigits: DisplayFormat.significantDigits)
      ?? digits?.text ?? "0"
  }
}
