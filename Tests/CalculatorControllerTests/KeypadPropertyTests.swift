import CalculatorJSON
import CalculatorModel
import FoundationEssentials
import TestSupport
import Testing

@testable import CalculatorController

/// Random key sequences in both modes: no crash, a consistent
/// view, a state that survives JSON, and undo then redo that changes nothing.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter
/// KeypadPropertyTests`; every failure names the seed, the mode and the keys.
@Suite struct KeypadPropertyTests {
  static let sequenceCount = 10_000
  static let maximumKeys = 40

  /// The random sequences of one run in one mode, the same for every property.
  static func sequences(mode: CalculatorMode, seed: UInt64) -> [[Key]] {
    var generator = SplitMix64(seed: seed ^ (mode == .rpn ? 0x52_504E : 0x414C_47))
    return (0..<sequenceCount).map { _ in
      RandomKeys.sequence(maximum: maximumKeys, using: &generator)
    }
  }

  static func pressed(_ keys: [Key], mode: CalculatorMode) -> Keypad {
    var keypad = Keypad()
    keypad.press(.mode(mode))
    keypad.press(keys)
    return keypad
  }

  @Test(arguments: CalculatorMode.allCases)
  func viewIsConsistent(mode: CalculatorMode) {
    let seed = SplitMix64.testSeed
    var property = Property("the view is consistent")
    var keyCount = 0
    for keys in Self.sequences(mode: mode, seed: seed) {
      keyCount += keys.count
      let keypad = Self.pressed(keys, mode: mode)
      let problems = keypad.viewInconsistencies
      property.check(
        problems.isEmpty,
        "seed \(seed), \(mode), keys \(RandomKeys.names(keys)): \(problems)")
      property.check(
        keypad.view.mode == mode,
        "seed \(seed), \(mode), keys \(RandomKeys.names(keys)): mode changed")
    }
    property.expectNoFailures(seed: seed, mode: mode)
    #expect(keyCount > Self.sequenceCount * 10)
  }

  @Test(arguments: CalculatorMode.allCases)
  func stateSurvivesJSON(mode: CalculatorMode) {
    let seed = SplitMix64.testSeed
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var property = Property("the state survives a JSON round trip")
    for keys in Self.sequences(mode: mode, seed: seed) {
      let keypad = Self.pressed(keys, mode: mode)
      let context = "seed \(seed), \(mode), keys \(RandomKeys.names(keys))"
      do {
        let decoded = try StateJSON.decode(try StateJSON.encode(keypad))
        property.check(decoded == keypad, "\(context): decoded state differs")
        property.check(decoded.view == keypad.view, "\(context): decoded view differs")
        // The direct JSON path (the press API's) writes what Foundation writes and
        // reads back the same keypad.
        let text = keypad.json.utf8
        property.check(text == Array(try foundation.encode(keypad)), "\(context): text differs")
        let direct = try Keypad(json: JSONCursor(JSONValue(parsing: text)))
        property.check(direct == keypad, "\(context): directly read state differs")
      } catch {
        property.check(false, "\(context): \(error)")
      }
    }
    property.expectNoFailures(seed: seed, mode: mode)
  }

  @Test(arguments: CalculatorMode.allCases)
  func undoThenRedoChangesNothing(mode: CalculatorMode) {
    let seed = SplitMix64.testSeed
    var property = Property("undo then redo leaves display, label and description")
    var wholeState = Property("undo then redo restores the whole state, tape included")
    var checked = 0
    for keys in Self.sequences(mode: mode, seed: seed) {
      let keypad = Self.pressed(keys, mode: mode)
      let before = keypad.view
      var undone = keypad
      undone.press(.undo)
      guard undone.redoDepth > keypad.redoDepth else { continue }
      checked += 1
      var redone = undone
      redone.press(.redo)
      let after = redone.view
      let context = "seed \(seed), \(mode), keys \(RandomKeys.names(keys)) undo redo"
      property.check(
        after.display == before.display && after.label == before.label
          && after.description == before.description,
        "\(context): display '\(after.display)' was '\(before.display)', label "
          + "'\(after.label.prefix(80))' was '\(before.label.prefix(80))'")
      wholeState.check(
        redone == keypad,
        "\(context): \(redone.testDescription) was \(keypad.testDescription)")
    }
    property.expectNoFailures(seed: seed, mode: mode)
    wholeState.expectNoFailures(seed: seed, mode: mode)
    #expect(checked > Self.sequenceCount / 2, "too few sequences had something to undo")
  }

  @Test func sequencesAreReproducibleFromTheSeed() {
    let first = Self.sequences(mode: .rpn, seed: 42)
    let second = Self.sequences(mode: .rpn, seed: 42)
    #expect(first == second)
    #expect(first != Self.sequences(mode: .algebraic, seed: 42))
    #expect(first.allSatisfy { (1...Self.maximumKeys).contains($0.count) })
  }

  @Test func sequencesUseEveryKind() {
    let keys = Set(Self.sequences(mode: .algebraic, seed: 7).joined())
    let expected: Set<Key> = Set(RandomKeys.operationKeys).union(
      (0...9).map { .digit($0) } + [
        .point, .equals, .enter, .clear, .undo, .redo, .storeMemory, .recallMemory,
        .variableX, .angle(.degrees), .angle(.radians),
      ])
    #expect(expected.subtracting(keys).isEmpty)
  }

  @Test func consistencyCheckerFindsInconsistentViews() throws {
    // A checker that never fails would make the properties above vacuous.
    let good = try Keypad.after("7 + 9 =").view
    #expect(Keypad.inconsistencies(of: good, isTyping: false, showsResult: true).isEmpty)
    var bad: [KeypadView] = []
    for change in 0..<7 {
      var view = good
      switch change {
      case 0: view.label = ""
      case 1: view.label = "7 + 9"
      case 2: view.isPending = true
      case 3: view.error = "Division by zero"
      case 4: view.display = ""
      case 5: view.display = "inf"
      default: view.display = "17"
      }
      bad.append(view)
    }
    for view in bad {
      let problems = Keypad.inconsistencies(of: view, isTyping: false, showsResult: true)
      #expect(!problems.isEmpty, "\(view)")
    }
    var typingWithError = good
    typingWithError.error = "Division by zero"
    typingWithError.result = nil
    #expect(
      !Keypad.inconsistencies(of: typingWithError, isTyping: true, showsResult: false).isEmpty)
  }
}
