import CalculatorModel
import Testing

@testable import CalculatorController

/// The tape lists completed calculations, `description = result`, newest
/// last, capped at ``Keypad/tapeCapacity`` entries.
@Suite struct TapeTests {
  @Test func startsEmpty() {
    #expect(Keypad().view.tape.isEmpty)
    #expect(Keypad().tapeText == "")
  }

  @Test func recordsEachCompletedCalculationNewestLast() throws {
    let keypad = try Keypad.after("7 + 9 = 2 × 3 =")
    #expect(keypad.view.tape == ["7 + 9 = 16", "2 × 3 = 6"])
    #expect(keypad.tape == keypad.view.tape)
  }

  @Test func tapeTextJoinsEntriesWithNewlines() throws {
    let keypad = try Keypad.after("7 + 9 = 2 × 3 =")
    #expect(keypad.tapeText == "7 + 9 = 16\n2 × 3 = 6")
  }

  @Test func clearTapeEmptiesOnlyTheTape() throws {
    var keypad = try Keypad.after("7 + 9 =")
    keypad.clearTape()
    #expect(keypad.view.tape.isEmpty)
    #expect(keypad.view.display == "16")
    #expect(keypad.view.label == "7 + 9 =")
  }

  @Test func pendingAndUnfinishedCalculationsAreNotRecorded() throws {
    let keypad = try Keypad.after("7 + 9 √ 3 + 2")
    #expect(keypad.view.tape.isEmpty)
  }

  /// A function of a finished result is a calculation of its own.
  @Test func unaryOperationAfterEqualsIsACompletedCalculation() throws {
    let keypad = try Keypad.after("7 + 9 = √")
    #expect(keypad.view.tape == ["7 + 9 = 16", "√(7 + 9) = 4"])
  }

  @Test func resultIsShownAsOnTheDisplay() throws {
    let keypad = try Keypad.after("4 × π =")
    #expect(keypad.view.tape == ["4 × π = 12.5663706143592"])
  }

  @Test func errorsAreNotRecorded() throws {
    let keypad = try Keypad.after("1 ÷ 0 =")
    #expect(keypad.view.tape.isEmpty)
  }

  @Test func cappedAtCapacityDroppingTheOldest() throws {
    #expect(Keypad.tapeCapacity == 100)
    var keypad = Keypad()
    for number in 1...(Keypad.tapeCapacity + 5) {
      try keypad.pressKeys("\(number) + 0 =")
    }
    let tape = keypad.view.tape
    #expect(tape.count == Keypad.tapeCapacity)
    #expect(tape.first == "6 + 0 = 6")
    #expect(tape.last == "105 + 0 = 105")
  }

  @Test func rpnRecordsAnEntryPerOperation() throws {
    let keypad = try Keypad.after("3 ↲ 5 ↲ 4 + + √", mode: .rpn)
    #expect(
      keypad.view.tape == ["5 + 4 = 9", "3 + 5 + 4 = 12", "√(3 + 5 + 4) = 3.46410161513775"])
  }

  @Test func rpnDoesNotRecordOperandsConstantsOrEnter() throws {
    let keypad = try Keypad.after("3 ↲ π ↲ M", mode: .rpn)
    #expect(keypad.view.tape.isEmpty)
  }

  @Test func rpnDoesNotRecordAMissingOperand() throws {
    let keypad = try Keypad.after("3 ↲ +", mode: .rpn)
    #expect(keypad.view.tape.isEmpty)
  }

  @Test(arguments: [
    ("7 + 9 =", CalculatorMode.algebraic), ("3 ↲ 4 +", .rpn), ("9 √", .rpn),
  ])
  func undoThenRedoDoesNotDuplicateAnEntry(keys: String, mode: CalculatorMode) throws {
    // Redo restores a calculation the tape already lists; it is not a new one.
    var keypad = try Keypad.after(keys, mode: mode)
    let tape = keypad.view.tape
    #expect(tape.count == 1)
    try keypad.pressKeys("undo redo")
    #expect(keypad.view.tape == tape)
  }

  @Test func clearKeepsTheTape() throws {
    let keypad = try Keypad.after("7 + 9 = C 1 + 1 =")
    #expect(keypad.view.tape == ["7 + 9 = 16", "1 + 1 = 2"])
  }
}
