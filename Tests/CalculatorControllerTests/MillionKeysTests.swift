import CalculatorModel
import FoundationEssentials
import TestSupport
import Testing

@testable import CalculatorController

/// A million random keys in one run do not crash the keypad, and
/// it ends in a consistent state. (No timing assertions: this is a no-crash test.)
@Suite struct MillionKeysTests {
  static let keyCount = 1_000_000
  static let seed: UInt64 = 0x1_000_000

  @Test(arguments: CalculatorMode.allCases)
  func millionRandomKeys(mode: CalculatorMode) throws {
    var generator = SplitMix64(seed: Self.seed ^ (mode == .rpn ? 1 : 0))
    var keypad = Keypad()
    keypad.press(.mode(mode))
    var recent: [Key] = []
    for _ in 0..<Self.keyCount {
      let key = RandomKeys.key(using: &generator)
      keypad.press(key)
      recent.append(key)
      if recent.count > 64 {
        recent.removeFirst(32)
      }
    }
    let context = "seed \(Self.seed), \(mode), last keys \(RandomKeys.names(recent))"
    #expect(keypad.viewInconsistencies.isEmpty, "\(context): \(keypad.viewInconsistencies)")
    #expect(keypad.view.mode == mode)
    #expect(keypad.view.tape.count <= Keypad.tapeCapacity)
    let decoded = try StateJSON.decode(try StateJSON.encode(keypad))
    #expect(decoded == keypad, "\(context)")
  }
}
