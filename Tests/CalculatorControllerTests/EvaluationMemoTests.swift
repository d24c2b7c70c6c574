import CalculatorModel
import ExactArithmetic
import Testing

@testable import CalculatorController

/// A keypad evaluates each display once.
///
/// The tape entry an operation key records and the view after it share one evaluation,
/// →M pressed again evaluates nothing, and undo, redo and the same key again show the
/// displays computed before. The work is counted by ``WorkMeter`` (the display of √2 + √3 is a
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
    let rebuilt = try KeypadBrain(.rpn, program: after.brain.program)
    let once = Self.work { _ = rebuilt.evaluation }
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

  /// `sin` and `undo` in turn compute sin(√2 + √3)'s display once: each `sin` after an
  /// `undo` takes back the node kept for redo, and with it its display.
  @Test(arguments: CalculatorMode.allCases.filter { $0 != .formula })
  func undoAndTheSameKeyAgainEvaluateOnce(mode: CalculatorMode) throws {
    var keypad = try Keypad.after(mode == .rpn ? "2 √ 3 √ +" : "2 √ + 3 √ =", mode: mode)
    let tapeCount = keypad.tape.count
    let first = Self.work {
      try? keypad.pressKeys("sin")
      _ = keypad.view
    }
    #expect(keypad.view.display == "-0.00467169935888106")
    #expect(first > 0)
    let again = Self.work {
      for _ in 0..<10 {
        try? keypad.pressKeys("undo")
        _ = keypad.view
        try? keypad.pressKeys("sin")
        _ = keypad.view
      }
    }
    #expect(keypad.view.display == "-0.00467169935888106")
    #expect(keypad.tape.count == tapeCount + 11)
    #expect(again == 0)
  }

  /// A display that ran out of work is not computed again within a budget as small
  /// (sin 3210! needs π to 33,000 bits), and is computed again with twice the work left.
  @Test func aDisplayThatRanOutIsKeptForTheSameBudget() throws {
    var keypad = try Keypad.after("3210 x!", mode: .rpn)
    func undoAndSine() -> String? {
      try? keypad.pressKeys("undo sin")
      return keypad.view.error
    }
    let first = Self.work {
      APILimits.withWorkBudget { try? keypad.pressKeys("sin") }
    }
    #expect(first >= APILimits.work)
    var error: String?
    let again = Self.work { error = APILimits.withWorkBudget(undoAndSine) }
    #expect(error == "Too much work to compute")
    #expect(again == 0)
    #expect(Self.work { _ = undoAndSine() } > 0)
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
