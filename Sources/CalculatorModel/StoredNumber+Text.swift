import ExactArithmetic

/// The saved text of a stored number: a sign, a rational and a factor, as a formula
/// writes them (`2*sqrt(2)`, `-1/3*pi`, `exp(-1/2)`, `3*ln(5/2)`, `0.1`).
extension StoredNumber: CustomStringConvertible {
  /// The most characters of a stored number's text: enough for any value the engine
  /// keeps (numerators and denominators of 32,768 bits, √n of 65,536).
  static let maximumTextLength = 40_000
  /// The most digits of a rational's numerator or denominator in a text: 32,768 bits.
  private static let maximumRationalDigits = 9_865
  /// The most digits of n in `sqrt(n)`: 65,536 bits.
  private static let maximumRadicandDigits = 19_729
  /// The largest power of ten (either way) of a rational written as a decimal: its
  /// exponent has at most three digits, as saved texts allow.
  private static let maximumDecimalExponent = 999

  /// The text, which ``init(parsing:)`` reads back as the same number.
  ///
  /// A formula parses it to the same value: `[-][rational][*factor]`, the rational a whole
  /// number, a decimal of up to ``significantDigits`` digits or `p/q`, the factor `pi`,
  /// `sqrt(n)`, `exp(q)` or `ln(q)`. A number without an exact value (not finite) is its
  /// `Double`'s display text, which does not read back.
  public var description: String {
    guard let exact else { return DisplayFormat.string(for: doubleValue) }
    let sign = exact.signum < 0 ? "-" : ""
    let magnitude = exact.rational.magnitude
    guard let factor = Self.text(of: exact.factor) else { return sign + Self.text(of: magnitude) }
    return sign + (magnitude == .one ? factor : Self.text(of: magnitude) + "*" + factor)
  }

  /// ``description`` when it has at most `length` characters; a number whose parts have
  /// more than 8 bits a character is judged long unwritten.
  public func description(atMost length: Int) -> String? {
    guard let exact else { return nil }
    var bits = exact.rational.numerator.bitWidth + exact.rational.denominator.bitWidth
    switch exact.factor {
    case .one, .pi: break
    case .squareRoot(let n): bits += n.bitWidth
    case .exponential(let q), .logarithm(let q):
      bits += q.numerator.bitWidth + q.denominator.bitWidth
    }
    guard bits <= 8 * length else { return nil }
    let text = description
    return text.unicodeScalars.count <= length ? text : nil
  }

  /// The number as formula entry types it, with its keys' symbols: plain digits
  /// (`18446744073709551616`, `0.5`) as they are, anything else in parentheses so that an
  /// operator may follow (`(−3)`, `(1÷3)`, `(2×√(2))`, `(π÷3)`, `(e^(−1÷2))`); `nil`
  /// without an exact value or past `length` characters.
  public func entryText(atMost length: Int) -> String? {
    guard let exact, description(atMost: length) != nil else { return nil }
    let magnitude = exact.rational.magnitude
    var text: String
    switch Self.entryText(of: exact.factor) {
    case nil: text = Self.entryText(of: magnitude)
    case let factor? where magnitude == .one: text = factor
    case let factor? where magnitude.numerator == .one:
      text = factor + BinaryOperator.divide.symbol + magnitude.denominator.description
    case let factor?: text = Self.entryText(of: magnitude) + BinaryOperator.multiply.symbol + factor
    }
    if exact.signum < 0 {
      text = BinaryOperator.subtract.symbol + text
    }
    if !text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." }) {
      text = "(" + text + ")"
    }
    return text.unicodeScalars.count <= length ? text : nil
  }

  /// A rational ≥ 0 as formula entry types it: ``text(of:)-(Rational)`` with `÷` and `−`.
  private static func entryText(of rational: Rational) -> String {
    String(
      String.UnicodeScalarView(
        text(of: rational).unicodeScalars.flatMap { scalar -> String.UnicodeScalarView in
          switch scalar {
          case "/": BinaryOperator.divide.symbol.unicodeScalars
          case "-": BinaryOperator.subtract.symbol.unicodeScalars
          default: String(scalar).unicodeScalars
          }
        }))
  }

  /// A factor as formula entry types it, `nil` for 1.
  private static func entryText(of factor: ExactNumber.Factor) -> String? {
    switch factor {
    case .one: nil
    case .pi: "π"
    case .squareRoot(let n): "√(\(n))"
    case .exponential(let q):
      "e^("
        + (q.signum < 0 ? BinaryOperator.subtract.symbol : "") + entryText(of: q.magnitude) + ")"
    case .logarithm(let q): "ln(\(entryText(of: q)))"
    }
  }

  /// Reads a stored number's text: an optional `-`, then a rational (`12`, `0.25`,
  /// `1.5e-7`, `1/3`), a factor (`pi`, `sqrt(n)` for a whole n ≥ 1, `exp(q)` for a
  /// rational q, `ln(q)` for a rational q > 0 written `p` or `p/q`), or a rational, `*`
  /// and a factor; no spaces, at most ``maximumTextLength`` characters.
  /// - Throws: ``NumberTextError`` saying what is wrong and where, or that the value is
  ///   beyond the engine's bounds (e^q for |q| > 12,000, parts over 32,768 bits).
  init(parsing text: String) throws(NumberTextError) {
    var scanner = try NumberTextScanner(text, limit: Self.maximumTextLength)
    let isNegative = scanner.skip("-")
    var value: ExactNumber
    if let factor = try Self.factor(&scanner) {
      value = factor
    } else {
      value = ExactNumber(try Self.rational(&scanner, decimal: true))
      if scanner.skip("*") {
        guard let factor = try Self.factor(&scanner) else {
          throw scanner.failure(expecting: "pi, sqrt, exp or ln")
        }
        guard let product = value * factor else { throw .beyondBounds }
        value = product
      }
    }
    try scanner.expectEnd()
    self.init(isNegative ? -value : value)
  }

  /// A factor's text, `nil` for 1.
  private static func text(of factor: ExactNumber.Factor) -> String? {
    switch factor {
    case .one: nil
    case .pi: "pi"
    case .squareRoot(let n): "sqrt(\(n))"
    case .exponential(let q): "exp(\(q.signum < 0 ? "-" : "")\(text(of: q.magnitude)))"
    case .logarithm(let q): "ln(\(q))"
    }
  }

  /// The text of a rational ≥ 0: a whole number, a decimal where it is exactly one of at
  /// most ``significantDigits`` digits and an exponent within ±999, else `p/q`.
  private static func text(of rational: Rational) -> String {
    guard !rational.isInteger else { return rational.numerator.description }
    // A decimal of that many digits has a denominator dividing 10^(999 + 34).
    if rational.denominator.bitWidth <= 3_432,
      let decimal = rational.rounded(toSignificantDigits: significantDigits),
      (-maximumDecimalExponent...maximumDecimalExponent).contains(decimal.exponent),
      (try? Rational(decimal: decimal.text)) == rational
    {
      return decimal.text
    }
    return rational.description
  }

  /// A factor at the scanner's position, or `nil` (reading nothing) when none starts there.
  private static func factor(_ scanner: inout NumberTextScanner) throws(NumberTextError)
    -> ExactNumber?
  {
    let function: UnaryFunction
    let argument: Rational
    if scanner.skip("pi") {
      return .pi
    } else if scanner.skip("sqrt(") {
      let radicand = try scanner.wholeNumber(positive: true, maximumDigits: maximumRadicandDigits)
      try scanner.expect(")")
      let (outside, inside) = ExactNumber.squareRootParts(of: radicand)
      guard let scale = Rational.bounded(outside, .one) else { throw .beyondBounds }
      return ExactNumber(scale, inside == .one ? .one : .squareRoot(inside))
    } else if scanner.skip("exp(") {
      let isNegative = scanner.skip("-")
      let q = try rational(&scanner, decimal: true)
      (function, argument) = (.exponential, isNegative ? -q : q)
    } else if scanner.skip("ln(") {
      (function, argument) = (.naturalLogarithm, try rational(&scanner, decimal: false))
    } else {
      return nil
    }
    try scanner.expect(")")
    let value: ExactNumber?
    do {
      value = try ExactNumber(argument).applying(function, angle: .radians)
    } catch {
      throw .calculation(CalculationError(error))
    }
    guard let value else { throw .beyondBounds }
    return value
  }

  /// A rational at the scanner's position: `p/q`, a whole number, or (when `decimal`) a
  /// decimal literal; without `decimal`, positive.
  private static func rational(
    _ scanner: inout NumberTextScanner, decimal: Bool
  ) throws(NumberTextError) -> Rational {
    if decimal {
      var copy = scanner
      let text = try copy.decimalText()
      if !copy.skip("/") {
        scanner = copy
        guard let value = try? Rational(decimal: text) else { throw .beyondBounds }
        return value
      }
    }
    let numerator = try scanner.wholeNumber(
      positive: !decimal, maximumDigits: maximumRationalDigits)
    guard scanner.skip("/") else { return Rational(integer: numerator) }
    let denominator = try scanner.wholeNumber(positive: true, maximumDigits: maximumRationalDigits)
    guard let value = try? Rational(numerator, denominator) else { throw .beyondBounds }
    return value
  }
}
