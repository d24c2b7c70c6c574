import CalculatorModel
import Testing

@testable import CalculatorController

/// Errors through the keypad: the first error replaces the result, the display is
/// blank, and no error shows while a number is being typed.
@Suite struct KeypadErrorTests {
  @Test func divisionByZero() throws {
    let view = try Keypad.after("1 ÷ 0 =").view
    #expect(view.display == "")
    #expect(view.error == "Division by zero")
    #expect(view.result == nil)
    #expect(view.label == "1 ÷ 0 =")
  }

  @Test func squareRootOfATypedNegativeNumber() throws {
    let view = try Keypad.after("1 ± √").view
    #expect(view.display == "")
    #expect(view.error == "Square root of a negative number")
    #expect(view.result == nil)
    #expect(view.label == "√(−1) =")
  }

  @Test(arguments: [
    ("0 ln", "Logarithm of a non-positive number"),
    ("5 ± log", "Logarithm of a non-positive number"),
    ("2 sin⁻¹", "Argument out of domain"),
    ("3 ± x!", "Factorial of a negative number"),
    ("5000 x!", "Result too large"),
    ("0 x⁻¹", "Division by zero"),
  ])
  func errorsOfUnaryOperations(keys: String, message: String) throws {
    for mode in [CalculatorMode.algebraic, .rpn] {
      let view = try Keypad.after(keys, mode: mode).view
      #expect(view.error == message, "\(mode)")
      #expect(view.display == "", "\(mode)")
      #expect(view.result == nil, "\(mode)")
    }
  }

  @Test func errorInRPN() throws {
    let view = try Keypad.after("1 ↲ 0 ÷", mode: .rpn).view
    #expect(view.error == "Division by zero")
    #expect(view.display == "")
  }

  @Test func errorIsNilWhileTyping() throws {
    let view = try Keypad.after("1 ÷ 0 = 5").view
    #expect(view.error == nil)
    #expect(view.display == "5")
  }

  @Test func errorOfAPendingOperandShows() throws {
    let view = try Keypad.after("1 ÷ 0 = +").view
    #expect(view.error == "Division by zero")
    #expect(view.isPending)
  }

  @Test func errorPropagatesToLaterResults() throws {
    let view = try Keypad.after("1 ÷ 0 = + 2 =").view
    #expect(view.error == "Division by zero")
    #expect(view.display == "")
  }

  @Test func errorGoesAwayWithUndo() throws {
    let view = try Keypad.after("1 ÷ 0 = undo undo").view
    #expect(view.error == nil)
    #expect(view.label == "1 ÷ ...")
  }

  @Test func storingMIgnoresAnErrorResult() throws {
    let keypad = try Keypad.after("5 →M 1 ÷ 0 = →M")
    #expect(keypad.view.memory == 5)
  }

  @Test func zeroAfterBackspacingPastAnErrorIsConsistent() throws {
    // The display shows `0` (backspacing a whole number shows 0); an error
    // beside that `0` would contradict it.
    let keypad = try Keypad.after("1 ÷ 0 = 5 undo")
    #expect(keypad.view.display == "0")
    #expect(keypad.viewInconsistencies.isEmpty, "\(keypad.viewInconsistencies)")
  }
}
