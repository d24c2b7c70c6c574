import CalculatorModel
import Testing

@testable import CalculatorController

/// Switching between algebraic and RPN entry starts a fresh
/// brain and keeps M; `=` in RPN acts as ↲; ↲ in algebraic mode does nothing.
@Suite struct ModeSwitchTests {
  @Test func startsInAlgebraicMode() {
    #expect(Keypad().view.mode == .algebraic)
  }

  @Test func switchingToRPNStartsAFreshRPNBrainAndKeepsM() throws {
    var keypad = try Keypad.after("9 →M 7 + 3")
    keypad.press(.mode(.rpn))
    let view = keypad.view
    #expect(view.mode == .rpn)
    #expect(view.memory == 9)
    #expect(view.display == "0")
    #expect(view.label.isEmpty)
    guard case .rpn = keypad.brain else {
      Issue.record("the brain is not an RPN brain")
      return
    }
    #expect(keypad.brain.program.isEmpty)
    #expect(!keypad.isTyping)
  }

  @Test func theKeptMHasItsValueInTheNewBrain() throws {
    var keypad = try Keypad.after("9 →M")
    keypad.press(.mode(.rpn))
    try keypad.pressKeys("M 1 +")
    #expect(keypad.view.display == "10")
    #expect(keypad.view.description == "M + 1")
  }

  @Test func switchingBackToAlgebraicStartsAFreshAlgebraicBrain() throws {
    var keypad = try Keypad.after("3 ↲ 4 +", mode: .rpn)
    keypad.press(.mode(.algebraic))
    guard case .algebraic = keypad.brain else {
      Issue.record("the brain is not an algebraic brain")
      return
    }
    #expect(keypad.view.label.isEmpty)
    try keypad.pressKeys("4 + 5 × 3 =")
    #expect(keypad.view.display == "27")
  }

  @Test func switchingKeepsAngleAndTape() throws {
    var keypad = try Keypad.after("deg 7 + 9 =")
    keypad.press(.mode(.rpn))
    #expect(keypad.view.angle == .degrees)
    #expect(keypad.view.tape == ["7 + 9 = 16"])
  }

  @Test func switchingToTheSameModeChangesNothing() throws {
    let before = try Keypad.after("7 + 9")
    var after = before
    after.press(.mode(.algebraic))
    #expect(after == before)
  }

  @Test func modeKeysHaveNames() throws {
    #expect(try Key(name: "rpn") == .mode(.rpn))
    #expect(try Key(name: "algebraic") == .mode(.algebraic))
  }

  @Test func equalsInRPNActsAsEnter() throws {
    let withEquals = try Keypad.after("3 = 4 + = ×", mode: .rpn)
    let withEnter = try Keypad.after("3 ↲ 4 + ↲ ×", mode: .rpn)
    #expect(withEquals == withEnter)
    #expect(withEquals.view.description == "(3 + 4) × (3 + 4)")
    #expect(withEquals.view.display == "49")
  }

  @Test func enterInAlgebraicModeDoesNothing() throws {
    for keys in ["", "3", "7 +", "7 + 9 =", "7 + 9 = undo"] {
      let before = try Keypad.after(keys)
      var after = before
      after.press(.enter)
      #expect(after == before, "after \(keys)")
      #expect(after.view == before.view, "after \(keys)")
    }
  }

  @Test func equalsWithNothingEnteredDoesNothing() throws {
    #expect(try Keypad.after("=") == Keypad())
    var rpn = Keypad()
    rpn.press(.mode(.rpn))
    #expect(try Keypad.after("=", mode: .rpn) == rpn)
  }
}
