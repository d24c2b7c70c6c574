import TestSupport
import Testing

@testable import CalculatorModel

/// A parse error repeats at most ``ParseError/echoedCharacters`` characters of the input,
/// so that a 20,000-digit number gives a one-line message, not a 20,050-byte one.
@Suite struct ParseErrorEchoTests {
  @Test(arguments: [
    (TypedText(String(repeating: "9", count: 20_000) + "+"), "number '"),
    (TypedText("2 " + String(repeating: "3", count: 5_000)), "unexpected number '"),
    (TypedText(String(repeating: "f", count: 5_000) + "(2)"), "unknown function '"),
    (TypedText("0x" + String(repeating: "F", count: 5_000)), "hexadecimal numbers such as '"),
    (TypedText("1_" + String(repeating: "0", count: 5_000)), "'_' cannot separate digits: write "),
  ])
  func aLongPieceOfInputIsShortened(_ typed: TypedText, start: String) throws {
    let error = try #require(throws: ParseError.self) { try Formula(parsing: typed.text) }
    #expect(error.description.hasPrefix(start), "\(error.description.prefix(80))")
    #expect(error.description.count < 120, "\(error.description.prefix(80))")
    #expect(error.description.contains("…"))
  }

  @Test func aShortPieceIsRepeatedWhole() throws {
    let error = try #require(throws: ParseError.self) { try Formula(parsing: "2 3") }
    #expect(error.description == "unexpected number '3' at column 3 (missing an operator?)")
  }
}
