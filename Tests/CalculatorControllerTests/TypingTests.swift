import CalculatorModel
import Testing

@testable import CalculatorController

/// While typing, the display shows exactly what was typed, and
/// only legal decimal numbers can be typed.
@Suite struct TypingTests {
  @Test func pointAloneShowsZeroPoint() throws {
    let keypad = try Keypad.after(".")
    #expect(keypad.view.display == "0.")
    #expect(keypad.isTyping)
  }

  @Test func pointAfterAResultStartsANewNumber() throws {
    let keypad = try Keypad.after("7 + 9 = .")
    #expect(keypad.view.display == "0.")
  }

  @Test func trailingPointIsShownAsTyped() throws {
    let keypad = try Keypad.after("3 .")
    #expect(keypad.view.display == "3.")
  }

  @Test func secondPointIsIgnored() throws {
    let keypad = try Keypad.after("192.168.0.1")
    #expect(keypad.view.display == "192.16801")
  }

  @Test func pointPressedTwiceInARowIsIgnored() throws {
    let keypad = try Keypad.after(". . 5")
    #expect(keypad.view.display == "0.5")
  }

  @Test(arguments: [
    ("007", "7"), ("0 0 0", "0"), ("0 0 .5", "0.5"), ("0.0 0", "0.00"), ("100", "100"),
  ])
  func leadingZerosCollapse(keys: String, display: String) throws {
    let keypad = try Keypad.after(keys)
    #expect(keypad.view.display == display)
  }

  @Test func leadingZerosCollapseInTheDescription() throws {
    let keypad = try Keypad.after("007 + 1 =")
    #expect(keypad.view.label == "7 + 1 =")
    #expect(keypad.view.display == "8")
  }

  @Test func noMoreThanSixteenSignificantDigits() throws {
    let keypad = try Keypad.after("1234567890123456789")
    #expect(keypad.view.display == "1234567890123456")
    #expect(Keypad.maximumTypedDigits == 16)
  }

  @Test func leadingZerosAfterThePointAreNotSignificant() throws {
    let keypad = try Keypad.after("0.001234567890123456789")
    #expect(keypad.view.display == "0.001234567890123456")
  }

  @Test func sixteenDigitsIncludeThoseAfterThePoint() throws {
    let keypad = try Keypad.after("12345678.901234567")
    #expect(keypad.view.display == "12345678.90123456")
  }

  @Test func pointIsStillAcceptedAfterSixteenDigits() throws {
    let keypad = try Keypad.after("1234567890123456 . 7")
    #expect(keypad.view.display == "1234567890123456.")
  }

  @Test func zerosAfterThePointStopAtTheLengthLimit() throws {
    let keys = ". " + String(repeating: "0 ", count: 100) + "1"
    let keypad = try Keypad.after(keys)
    let display = keypad.view.display
    #expect(display.count <= Keypad.maximumTypedLength)
    #expect(display.hasPrefix("0.000"))
  }

  @Test func signToggleWhileTypingKeepsTyping() throws {
    let keypad = try Keypad.after("5 ± 3")
    #expect(keypad.view.display == "-53")
    #expect(keypad.isTyping)
    #expect(keypad.view.description.isEmpty)
  }

  @Test func signToggleTwiceRestoresTheNumber() throws {
    let keypad = try Keypad.after("5 ± ± 3")
    #expect(keypad.view.display == "53")
  }

  @Test func signToggleOfZeroPointKeepsThePoint() throws {
    let keypad = try Keypad.after(". ± 5")
    #expect(keypad.view.display == "-0.5")
  }

  @Test func negativeTypedNumberEntersTheBrainAsTyped() throws {
    let keypad = try Keypad.after("5 ± 3 + 3 =")
    #expect(keypad.view.display == "-50")
    #expect(keypad.view.label == "−53 + 3 =")
  }

  @Test func signKeyWhenNotTypingIsTheUnaryOperation() throws {
    let keypad = try Keypad.after("5 + 3 = ±")
    #expect(keypad.view.label == "−(5 + 3) =")
    #expect(keypad.view.display == "-8")
    #expect(keypad.view.result == -8)
  }

  @Test func signKeyAliasTogglesTheSignWhileTyping() throws {
    let keypad = try Keypad.after("4 neg 2")
    #expect(keypad.view.display == "-42")
  }

  @Test func signKeyWithNothingEnteredDoesNothing() throws {
    let keypad = try Keypad.after("±")
    #expect(keypad == Keypad())
    #expect(keypad.view.display == "0")
  }

  @Test func digitAfterAResultStartsANewNumber() throws {
    let keypad = try Keypad.after("7 + 9 = 2")
    #expect(keypad.view.display == "2")
    #expect(keypad.view.label == "7 + 9 =")
    #expect(keypad.view.error == nil)
  }

  @Test func typedDecimalIsEnteredExactly() throws {
    let keypad = try Keypad.after("0.1 + 0.2 =")
    #expect(keypad.view.display == "0.3")
    #expect(keypad.view.label == "0.1 + 0.2 =")
  }

  @Test func trailingPointIsNormalisedInTheDescription() throws {
    let keypad = try Keypad.after("3. × .5 =")
    #expect(keypad.view.label == "3 × 0.5 =")
    #expect(keypad.view.display == "1.5")
  }
}
