import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// Random key sequences in formula mode: no crash, a consistent
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
      let variables = keypad.memory.map { ["M": $0] } ?? [:]
      // A definition (`a = 2`, typed as `a =` then 2) is the value of its body.
      let expression = (try? Definition(parsing: entry))??.body ?? entry
      let evaluated = (try? keypad.worksheet.definitions.formula(parsing: expression))?
        .evaluation(using: variables, angle: view.angle)
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

  /// Pasted text of any scalars (names, `⁻¹` halves, combining marks, emoji) and random
  /// edits: nothing crashes, the cursor stays within the entry, and the entry never
  /// passes its cap.
  @Test func editsOfAnyTextKeepTheCursorWithinTheEntry() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed ^ 0x5445_5854)
    let alphabet: [String] = [
      "s", "i", "n", "a", "q", "r", "t", "(", ")", "⁻", "¹", "√", "2", "_", ".", "e", "é",
      "\u{301}", "👍", " ", "×", "x", "M",
    ]
    var property = Property("the cursor stays within the entry")
    for _ in 0..<2_000 {
      var keypad = Keypad()
      keypad.press(.mode(.formula))
      var log: [String] = []
      for _ in 0..<Int.random(in: 1...30, using: &generator) {
        if Bool.random(using: &generator) {
          let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator) ?? "1"
          }.joined()
          try? keypad.paste(text)
          log.append("paste \(text)")
        } else {
          let key = Self.key(using: &generator)
          keypad.press(key)
          log.append(key.name)
        }
        let view = keypad.view
        let count = view.entry?.unicodeScalars.count ?? -1
        property.check(
          (0...count).contains(view.cursor ?? -1) && count <= FormulaEntry.maximumLength,
          "seed \(seed), \(log): cursor \(view.cursor ?? -1) in \(count) scalars")
      }
    }
    property.expectNoFailures(seed: seed, mode: .formula)
  }

  @Test func sequencesAreReproducibleFromTheSeed() {
    #expect(Self.sequences(seed: 42) == Self.sequences(seed: 42))
    #expect(Self.sequences(seed: 42) != Self.sequences(seed: 43))
  }
}
