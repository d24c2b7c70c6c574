import CalculatorModel
import Testing

@testable import CalculatorController

/// Typed operands, M and what the keypad keeps carry exact numbers: the
/// typed decimal as a rational, a stored result as the exact engine's value, never the
/// nearest `Double`.
@Suite struct ExactKeypadTests {
  @Test(arguments: [
    ("9999999999999999 − 9999999999999998 =", CalculatorMode.algebraic),
    ("9999999999999999 ↲ 9999999999999998 −", .rpn),
  ])
  func sixteenDigitOperandsAreEnteredAsTyped(_ keys: String, _ mode: CalculatorMode) throws {
    let view = try Keypad.after(keys, mode: mode).view
    #expect(view.display == "1")
    #expect(view.label == "9999999999999999 − 9999999999999998 =")
  }

  @Test func operandsShowAsTypedNormalised() throws {
    let view = try Keypad.after(". 5 + 0 . 1 2 3 4 5 6 7 8 9 0 1 2 3 4 5 6 =").view
    #expect(view.label == "0.5 + 0.1234567890123456 =")
    #expect(view.display == "0.623456789012346")
  }

  @Test(arguments: [
    ("2 √ →M M x² − 2 =", CalculatorMode.algebraic), ("2 √ →M M x² 2 −", .rpn),
    ("0.1 →M M + M + M − 0.3 =", .algebraic), ("0.1 →M M ↲ M + M + 0.3 −", .rpn),
  ])
  func memoryKeepsTheExactValue(_ keys: String, _ mode: CalculatorMode) throws {
    let keypad = try Keypad.after(keys, mode: mode)
    #expect(keypad.view.display == "0")
    #expect(keypad.moreDigits == "0")
  }

  @Test func memoryKeepsAMultipleOfPi() throws {
    let keypad = try Keypad.after("π →M M ÷ π =")
    #expect(keypad.view.display == "1")
    #expect(keypad.moreDigits == "1")
    #expect(keypad.view.memoryDisplay == "3.14159265358979")
    #expect(keypad.view.memory == Double.pi)
  }

  @Test func memoryShowsItsValueWithTheDisplaysDigits() throws {
    let keypad = try Keypad.after("2 √ →M")
    #expect(keypad.view.memoryDisplay == "1.4142135623731")
    #expect(keypad.view.memory == 2.0.squareRoot())
  }

  /// M shows a whole number as the display does: every digit up to 20.
  @Test(arguments: [
    ("9999999999999999 →M", "9999999999999999"),
    ("123456789 × 987654321 = →M", "121932631112635269"),
  ])
  func memoryShowsAWholeNumberAsTheDisplayDoes(_ keys: String, _ display: String) throws {
    #expect(try Keypad.after(keys).view.memoryDisplay == display)
  }

  /// A value beyond the exact rationals' bound (about 10^±9,864) with no exact form has
  /// no number M can keep: →M leaves M as it was (it stored ∞, and the state it saved
  /// could not be read back).
  @Test func memoryLeavesAValueItCannotKeepAsItWas() throws {
    let keypad = try Keypad.after("7 →M 10 xʸ 10000 = →M")
    #expect(keypad.view.display == "1e+10000")
    #expect(keypad.view.memoryDisplay == "7")
    #expect(try StateJSON.decode(try StateJSON.encode(keypad)) == keypad)
  }

  /// sin 1 has no exact form: M keeps it to 34 significant digits, correctly rounded
  /// (mpmath: sin 1 = 0.84147098480789650665250232163029899962…, and M − sin 1 =
  /// 3.77436939201629e-37).
  @Test func memoryKeepsAResultWithoutAnExactFormTo34Digits() throws {
    let difference = try Keypad.after("1 sin →M M − 1 sin =")
    #expect(difference.view.display == "3.77436939201629e-37")
    let memory = try Keypad.after("1 sin →M M")
    #expect(memory.moreDigits == "0.841470984807896506652502321630299")
  }

  /// M is exact, so it keeps a value whose `Double` overflows (→M refused it when M was
  /// that `Double`); the view's number is `nil` then, and `memoryDisplay` shows M.
  @Test func memoryKeepsAValueBeyondTheDoubleRange() throws {
    var keypad = Keypad()
    try keypad.paste("1e400")
    keypad.press(.storeMemory)
    #expect(keypad.view.memoryDisplay == "1e+400")
    #expect(keypad.view.memory == nil)
    try keypad.pressKeys("M ÷")
    try keypad.paste("1e399")
    try keypad.pressKeys("=")
    #expect(keypad.view.display == "10")
  }
}
