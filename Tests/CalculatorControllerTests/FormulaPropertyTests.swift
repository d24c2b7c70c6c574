import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// SPEC §17 and §19 on random key sequences in formula mode: no crash, a consistent
/// view, `=` gives the value of the entry as the parser reads it, and the description
/// parses back to the same value.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter
/// FormulaPropertyTests`; every failure names the seed and the keys.
@Suite struct FormulaPropertyTests {
  static let sequenceCount = 5_000
  static let maximumKeys = 40

  /// A random key: mostly the keypad's (digits, operations, `(`, `)`, M, x, undo…),
  /// a fifth of them formula entry's cursor keys and deletions.
  static func key(using generator: inout SplitMix64) -> Key {
    guard Int.random(in: 0..<5, using: &generator) == 0 else {
      return RandomKeys.key(using: &generator)
    }
    return .edit(EditKey.allCases.randomElement(using: &generator) ?? .left)
  }

  static func sequences(seed: UInt64) -> [[Key]] {
    var generator = SplitMix64(seed: seed ^ 0x464F_524D)
    return (0..<sequenceCount).map { _ in
      (0..<Int.random(in: 1...maximumKeys, using: &generator)).map { _ in
        key(using: &generator)
      }
    }
  }

  @Test func equalsIsTheValueOfTheEntryAndTheDescriptionParsesBack() {
    let seed = SplitMix64.testSeed
    var consistent = Property("the view is consistent")
    var entryValue = Property("= gives the value of the entry")
    var parsesBack = Property("the description parses back to the same value")
    var checked = 0
    for keys in Self.sequences(seed: seed) {
      var keypad = Keypad()
      keypad.press(.mode(.formula))
      keypad.press(keys + [.equals])
      let view = keypad.view
      let context = "seed \(seed), keys \(RandomKeys.names(keys)) ="
      consistent.check(
        keypad.viewInconsistencies.isEmpty, "\(context): \(keypad.viewInconsistencies)")
      guard view.error == nil, let result = view.result, let entry = view.entry else { continue }
      checked += 1
      let variables = view.memory.map { ["M": $0] } ?? [:]
      let evaluated = (try? Formula(parsing: entry))?.evaluation(
        using: variables, angle: view.angle)
      entryValue.check(
        evaluated?.result == result,
        "\(context): entry '\(entry)' is \(String(describing: evaluated?.result)), = gave \(result)"
      )
      let reparsed = (try? Formula(parsing: view.description))?
        .evaluation(using: variables, angle: view.angle).result
      parsesBack.check(
        reparsed.map { $0 == result || ($0 - result).magnitude <= 1e-12 * result.magnitude }
          == true,
        "\(context): '\(view.description)' reads back as \(String(describing: reparsed)), not \(result)"
      )
    }
    consistent.expectNoFailures(seed: seed, mode: .formula)
    entryValue.expectNoFailures(seed: seed, mode: .formula)
    parsesBack.expectNoFailures(seed: seed, mode: .formula)
    #expect(checked > Self.sequenceCount / 10, "too few sequences had a value")
  }

  @Test func sequencesAreReproducibleFromTheSeed() {
    #expect(Self.sequences(seed: 42) == Self.sequences(seed: 42))
    #expect(Self.sequences(seed: 42) != Self.sequences(seed: 43))
  }
}
