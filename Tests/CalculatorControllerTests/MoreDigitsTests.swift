import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// The "more digits" view.
///
/// The display's value with 100 significant digits, every one right, in every mode and
/// through `POST /api/press`. References are mpmath's
/// at 130 digits (`mpmath.nstr(value, 100)`).
@Suite struct MoreDigitsTests {
  static let squareRootOfTwo =
    "1.414213562373095048801688724209698078569671875376948073176679737990732478462107038850387534327641573"
  static let piOverSeven =
    "0.4487989505128276054946633404685004120281670570535865458535635131868309151837441426611478321917310097"
  static let sineOfOneDegree =
    "0.01745240643728351281941897851631619247225272030713964268361242764059738420392807004200192679102134691"
  static let exponentialOfMinus10000 =
    "1.135483865314736098540938875066248401957431610090318842671552659157304302412739157840776517904312521e-4343"

  @Test(arguments: [
    ("2 √", CalculatorMode.algebraic, squareRootOfTwo),
    ("π ÷ 7 =", .algebraic, piOverSeven),
    ("π 7 ÷", .rpn, piOverSeven),
    ("deg 1 sin", .algebraic, sineOfOneDegree),
    ("1 ÷ 3 =", .algebraic, "0." + String(repeating: "3", count: 100)),
    ("1.1 x² − 1.21 =", .algebraic, "0"),
    ("3.14", .algebraic, "3.14"),
    ("", .algebraic, "0"),
  ])
  func digitsOfTheDisplayedValue(_ keys: String, _ mode: CalculatorMode, _ digits: String) throws {
    #expect(try Keypad.after(keys, mode: mode).moreDigits == digits)
  }

  /// 100!, all 158 digits (Python's `math.factorial(100)`).
  static let factorialOf100 =
    "93326215443944152681699238856266700490715968264381621468592963895217599993229915608941463976156518286253697920827223758251185210916864000000000000000000000000"

  @Test func aWholeNumberShowsEveryDigit() throws {
    #expect(try Keypad.after("1 0 0 x!").moreDigits == Self.factorialOf100)
    #expect(try Keypad.after("1 0 0 x! ±").moreDigits == "-" + Self.factorialOf100)
    var formula = try Keypad.after("", mode: .formula)
    try formula.paste("100!")
    #expect(formula.moreDigits == Self.factorialOf100)
    let big = try Keypad.after("2 xʸ 4 0 0 0 0 =").moreDigits
    #expect(big?.hasPrefix("1.") == true && big?.contains("e+") == true, "past 10,000 digits")
  }

  @Test func formulaEntryGivesTheEntrysDigits() throws {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste("exp(-10000)")
    #expect(keypad.moreDigits == Self.exponentialOfMinus10000)
    keypad.press(.equals)
    #expect(keypad.moreDigits == Self.exponentialOfMinus10000)
    try keypad.paste("+")
    #expect(keypad.moreDigits == nil)
  }

  @Test func memoryKeepsTheExactValue() throws {
    // M holds √2 itself, not its Double; mpmath gives the 100 digits.
    let keypad = try Keypad.after("2 √ →M M × 1 =")
    #expect(
      keypad.moreDigits
        == "1.414213562373095048801688724209698078569671875376948073176679737990732478462107"
        + "038850387534327641573")
  }

  /// No value, or one beyond a display's cost bounds: no digits (the display shows the
  /// `Double`'s 15).
  @Test(arguments: ["1 ÷ 0 =", "0 ln", "1" + String(repeating: " sin", count: 40)])
  func noDigitsWithoutAValueOrBeyondTheBounds(_ keys: String) throws {
    #expect(try Keypad.after(keys).moreDigits == nil)
  }

  @Test func pressAnswersDigitsWhenAsked() throws {
    func press(_ body: String) throws -> String {
      let request = try PressRequest(json: JSONCursor(JSONValue(parsing: Array(body.utf8))))
      return String(decoding: try request.response().json(includingState: false), as: UTF8.self)
    }
    let asked = try press(#"{"keys": ["2", "√"], "digits": true}"#)
    #expect(asked.contains(#""digits":"\#(Self.squareRootOfTwo)""#))
    let notAsked = try press(#"{"keys": ["2", "√"]}"#)
    #expect(notAsked.contains(#""digits":null"#))
  }
}
