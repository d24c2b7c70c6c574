import CalculatorModel
import Testing

@testable import CalculatorController

/// Undo is backspace while typing, otherwise it undoes the last brain
/// step (never the storing of M); redo re-applies what undo removed until a new
/// step is entered.
@Suite struct UndoRedoTests {
  // MARK: Backspace

  @Test func undoWhileTypingRemovesTheLastCharacter() throws {
    let keypad = try Keypad.after("123 undo")
    #expect(keypad.view.display == "12")
    #expect(keypad.isTyping)
  }

  @Test func undoWhileTypingRemovesThePoint() throws {
    let keypad = try Keypad.after("3. undo 5")
    #expect(keypad.view.display == "35")
  }

  @Test func removingTheLastDigitShowsZeroAndEndsTyping() throws {
    let keypad = try Keypad.after("7 undo")
    #expect(keypad.view.display == "0")
    #expect(!keypad.isTyping)
    #expect(keypad.view.canUndo == false)
    // Not typing, so ± is the unary operation, which has nothing to act on.
    var signed = keypad
    signed.press(.operation(.unary(.negation)))
    #expect(signed.view.display == "0")
  }

  @Test func removingTheDigitOfANegativeNumberShowsZero() throws {
    let keypad = try Keypad.after("5 ± undo")
    #expect(keypad.view.display == "0")
    #expect(!keypad.isTyping)
  }

  @Test func backspaceDoesNotTouchTheBrain() throws {
    let keypad = try Keypad.after("7 + 12 undo undo")
    #expect(keypad.view.display == "0")
    #expect(keypad.view.label == "7 + ...")
    #expect(keypad.brain.program == [.operand(NumberLiteral(7)), .operation(.binary(.add))])
  }

  // MARK: Undo of brain steps

  @Test func undoRemovesTheLastBrainStep() throws {
    let keypad = try Keypad.after("7 + 9 = √ undo")
    #expect(keypad.view.label == "7 + 9 =")
    #expect(keypad.view.display == "16")
  }

  @Test func undoOfEqualsLeavesTheOperationPending() throws {
    let keypad = try Keypad.after("7 + 9 = undo")
    #expect(keypad.view.isPending)
    #expect(keypad.view.label.hasSuffix(" ..."))
    #expect(keypad.view.display == "9")
  }

  @Test func undoEverythingReturnsToStartUp() throws {
    let keypad = try Keypad.after("7 + 9 = undo undo undo undo")
    #expect(keypad.view.display == "0")
    #expect(keypad.view.label.isEmpty)
    #expect(keypad.view.canUndo == false)
    #expect(keypad.brain.program.isEmpty)
  }

  @Test func undoWithNothingToUndoDoesNothing() throws {
    let keypad = try Keypad.after("undo undo")
    #expect(keypad == Keypad())
  }

  @Test(arguments: CalculatorMode.allCases)
  func undoRemovesTheEntryOfAVariable(mode: CalculatorMode) throws {
    let keypad = try Keypad.after("M undo", mode: mode)
    #expect(keypad.view.label.isEmpty)
    #expect(keypad.view.display == "0")
    #expect(keypad.brain.program.isEmpty)
  }

  @Test func undoRemovesAVariableOperandOfAPendingOperation() throws {
    let keypad = try Keypad.after("7 + M undo")
    #expect(keypad.view.label == "7 + ...")
    #expect(keypad.brain.program == [.operand(NumberLiteral(7)), .operation(.binary(.add))])
  }

  @Test func undoInRPNRemovesTheLastStep() throws {
    let keypad = try Keypad.after("3 ↲ 5 + undo", mode: .rpn)
    #expect(keypad.view.description == "3, 5")
    #expect(keypad.view.display == "5")
  }

  // MARK: Memory

  @Test func undoNeverUndoesStoringM() throws {
    let keypad = try Keypad.after("9 →M undo")
    #expect(keypad.memory == 9)
    #expect(keypad.view.memory == 9)
  }

  @Test func undoAfterStoringMUndoesTheStepBefore() throws {
    let keypad = try Keypad.after("7 + 9 = →M undo")
    #expect(keypad.view.memory == 16)
    #expect(keypad.view.isPending)
    #expect(
      keypad.brain.program == [
        .operand(NumberLiteral(7)), .operation(.binary(.add)), .operand(NumberLiteral(9)),
      ])
  }

  // MARK: Redo

  @Test func redoReappliesAnUndoneBrainStep() throws {
    let keypad = try Keypad.after("7 + 9 = √ undo redo")
    #expect(keypad.view.label == "√(7 + 9) =")
    #expect(keypad.view.display == "4")
    #expect(keypad.view.canRedo == false)
  }

  @Test func redoReappliesSeveralStepsInOrder() throws {
    let keypad = try Keypad.after("7 + 9 = undo undo undo undo redo redo redo redo")
    let expected = try Keypad.after("7 + 9 =")
    #expect(keypad.view.label == expected.view.label)
    #expect(keypad.view.display == expected.view.display)
    #expect(keypad.brain.program == expected.brain.program)
  }

  @Test func redoRetypesBackspacedDigits() throws {
    let keypad = try Keypad.after("123 undo undo redo redo")
    #expect(keypad.view.display == "123")
    #expect(keypad.isTyping)
  }

  @Test func redoRetypesTheWholeNumberAfterItWasBackspacedAway() throws {
    let keypad = try Keypad.after("12 undo undo redo redo")
    #expect(keypad.view.display == "12")
    #expect(keypad.isTyping)
  }

  @Test func redoRetypesTheWholeNegativeNumber() throws {
    let keypad = try Keypad.after("5 ± undo redo")
    #expect(keypad.view.display == "-5")
  }

  @Test(arguments: [
    ("3 abs 4 undo", CalculatorMode.algebraic), ("7 + 5 undo", .algebraic),
    ("4 ↲ 3 undo", .rpn),
  ])
  func undoThenRedoAfterBackspacingAWholeNumberRestoresTheDisplay(
    keys: String, mode: CalculatorMode
  ) throws {
    let before = try Keypad.after(keys, mode: mode)
    #expect(before.view.display == "0")
    var keypad = before
    try keypad.pressKeys("undo redo")
    #expect(keypad.view.label == before.view.label)
    #expect(keypad.view.display == "0")
  }

  @Test func redoOfABrainStepInRPN() throws {
    let keypad = try Keypad.after("3 ↲ 5 + undo redo", mode: .rpn)
    #expect(keypad.view.description == "3 + 5")
    #expect(keypad.view.display == "8")
  }

  @Test func redoWithNothingToRedoDoesNothing() throws {
    let before = try Keypad.after("7 + 9 =")
    var after = before
    after.press(.redo)
    #expect(after == before)
  }

  @Test func aNewStepClearsRedo() throws {
    let keypad = try Keypad.after("7 + 9 = √ undo undo +")
    #expect(keypad.view.canRedo == false)
    var redone = keypad
    redone.press(.redo)
    #expect(redone == keypad)
  }

  @Test func typingADigitClearsRedo() throws {
    let keypad = try Keypad.after("7 + 9 = undo 5")
    #expect(keypad.view.canRedo == false)
  }

  @Test func clearClearsRedo() throws {
    let keypad = try Keypad.after("7 + 9 = undo C")
    #expect(keypad.view.canRedo == false)
  }

  // MARK: The view

  @Test func canUndoAndCanRedoFollowTheKeys() throws {
    var keypad = Keypad()
    #expect(keypad.view.canUndo == false)
    #expect(keypad.view.canRedo == false)
    keypad.press(.digit(1))
    #expect(keypad.view.canUndo)
    #expect(keypad.view.canRedo == false)
    keypad.press(.undo)
    #expect(keypad.view.canUndo == false)
    #expect(keypad.view.canRedo)
    keypad.press(.redo)
    #expect(keypad.view.canUndo)
    #expect(keypad.view.canRedo == false)
  }

  @Test func canUndoIsTrueWhileABrainStepRemains() throws {
    var keypad = try Keypad.after("π")
    #expect(keypad.view.canUndo)
    keypad.press(.undo)
    #expect(keypad.view.canUndo == false)
    #expect(keypad.view.canRedo)
  }
}
