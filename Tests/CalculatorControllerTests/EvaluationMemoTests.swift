import CalculatorModel
import Testing

@testable import CalculatorController

/// A keypad evaluates its display once per change of its brain.
///
/// The tape entry an operation key records and the view after it share one evaluation,
/// and →M pressed again evaluates nothing. The work is counted by ``WorkMeter`` (the display of √2 + √3 is a
/// constructive real, rebuilt by each evaluation).
@Suite struct EvaluationMemoTests {
  /// The limb operations `body` does on this thread.
  static func work(_ body: () -> Void) -> Int64 {
    let before = WorkMeter.units
    body()
    return WorkMeter.units - before
  }

  @Test func anOperationKeyAndTheViewAfterItEvaluateOnce() throws {
    let before = try Keypad.after("2 √ 3 √", mode: .rpn)
    let after = try Keypad.after("2 √ 3 √ +", mode: .rpn)
    let once = Self.work { _ = after.brain.evaluation }
    #expect(once > 0)
    var keypad = before
    let keyAndView = Self.work {
      try? keypad.pressKeys("+")
      _ = keypad.view
    }
    #expect(keypad.view.display == "3.14626436994197")
    #expect(keypad.tape.last == "√(2) + √(3) = 3.14626436994197")
    #expect(keyAndView <= once + once / 4, "\(keyAndView) against \(once)")
  }

  @Test func storingTheSameValueAgainEvaluatesNothing() throws {
    // The first →M changes M, which the brain's variables hold: the next evaluates once.
    var keypad = try Keypad.after("2 √ 3 √ + →M →M", mode: .rpn)
    let again = Self.work { try? keypad.pressKeys("→M") }
    #expect(again == 0)
    // The view evaluates nothing either: its only work is M's 15 digits, from M's 34.
    let memoryDisplay = Self.work { _ = keypad.memory?.display }
    #expect(Self.work { _ = keypad.view } == memoryDisplay)
    #expect(keypad.view.memory == 3.1462643699419726)
  }

  @Test func aChangedBrainIsEvaluatedAfresh() throws {
    var keypad = try Keypad.after("2 √ 3 √ +", mode: .rpn)
    _ = keypad.view
    try keypad.pressKeys("undo")
    #expect(keypad.view.display == "1.73205080756888")
    try keypad.pressKeys("redo 5 ×")
    #expect(keypad.view.display == "15.7313218497099")
  }
}
