import CalculatorModel
import Testing

@testable import CalculatorController

/// The keypads every front end draws come from ``KeypadLayouts``: every operation of the
/// model, and every other key of the table, is drawn on each of them wherever it acts
/// (the phone within one 2nd, the wide keypad and the terminal at once), with a spoken
/// name in words; nothing else is named there.
@Suite struct KeypadLayoutsTests {
  /// The key a page slot draws in `mode`, with or without 2nd, as keypad.js chooses it:
  /// the first candidate that acts in the mode, the second side falling back to the first.
  static func drawn(_ slot: Substring, in mode: CalculatorMode, second: Bool) -> String? {
    let sides = slot.split(separator: "|").map { $0.split(separator: "/").map(String.init) }
    let acting = { (candidates: [String]) in
      candidates.first {
        KeyTable.key(named: $0).flatMap(Self.definition)?.modes.contains(mode) == true
      }
    }
    guard let primary = sides.first else { return nil }
    if second, sides.count == 2, let chosen = acting(sides[1]) {
      return chosen
    }
    return acting(primary)
  }

  static func definition(_ key: Key) -> KeyDefinition? {
    KeyTable.keys.first { $0.key == key }
  }

  /// The key names a page layout draws in `mode`, over both states of 2nd when `toggling`;
  /// the page's angle key presses `deg` or `rad`, the unit not in use.
  static func drawnNames(_ rows: [String], in mode: CalculatorMode, toggling: Bool) -> Set<String> {
    var names: Set<String> = []
    for row in rows {
      for slot in row.split(separator: " ") where slot != "|" {
        if slot == "angle" { names.formUnion(["deg", "rad"]) }
        for second in toggling ? [false, true] : [false] {
          if let name = drawn(slot, in: mode, second: second) { names.insert(name) }
        }
      }
    }
    return names
  }

  /// What the page draws as the mode switch, not on its keypad.
  static let modeKeys: Set<String> = ["algebraic", "rpn", "formula"]

  @Test(arguments: CalculatorMode.allCases)
  func everyKeyIsOnEveryLayoutWhereItActs(mode: CalculatorMode) {
    let acting = Set(KeyTable.keys.filter { $0.modes.contains(mode) }.map { $0.name })
    #expect(
      acting.subtracting(Self.modeKeys).subtracting(
        Self.drawnNames(KeypadLayouts.phone, in: mode, toggling: true)) == [])
    #expect(
      acting.subtracting(Self.modeKeys).subtracting(
        Self.drawnNames(KeypadLayouts.wide, in: mode, toggling: false)) == [])
    #expect(acting.subtracting(KeypadLayouts.terminal.joined()) == [])
  }

  @Test func everyOperationOfTheModelIsATableKeyWithASpokenName() throws {
    #expect(MathOperation.table.count >= 32)
    for symbol in MathOperation.table.keys {
      let key = try #require(KeyTable.key(named: symbol), "\(symbol)")
      let definition = try #require(Self.definition(key))
      #expect(
        definition.spoken.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ") },
        "\(symbol) is spoken as \(definition.spoken)")
    }
  }

  @Test func everyKeyHasASpokenNameInWords() {
    for definition in KeyTable.keys {
      #expect(
        !definition.spoken.isEmpty
          && definition.spoken.allSatisfy {
            $0.isASCII && ($0.isLetter || $0.isNumber || $0 == " ")
          },
        "\(definition.name) is spoken as \(definition.spoken)")
    }
    #expect(Self.definition(.operation(.unary(.squareRoot)))?.spoken == "square root")
  }

  @Test func layoutsNameOnlyTableKeysAndPageKeys() {
    for name in KeypadLayouts.names(in: KeypadLayouts.phone + KeypadLayouts.wide) {
      #expect(KeyTable.key(named: name) != nil || KeypadLayouts.pageKeys.contains(name), "\(name)")
    }
    for name in KeypadLayouts.terminal.joined() {
      #expect(KeyTable.key(named: name)?.name == name, "\(name)")
    }
    let terminal = KeypadLayouts.terminal.joined()
    #expect(terminal.count == Set(terminal).count)
    #expect(Set(terminal) == Set(KeyTable.keys.map { $0.name }))
  }

  @Test(arguments: [
    ("sin", "sin⁻¹"), ("√", "x³"), ("ln", "eˣ"), ("backspace", "delete"), ("left", "home"),
  ])
  func secondFunctionsAreThePhonesPartners(name: String, partner: String) throws {
    let key = try #require(KeyTable.key(named: name))
    #expect(Self.definition(key)?.secondFunction == partner)
  }

  @Test func keysWithoutAPartnerHaveNone() throws {
    for name in ["7", "%", "sin⁻¹", "(", "↲", "C"] {
      let key = try #require(KeyTable.key(named: name))
      #expect(Self.definition(key)?.secondFunction == nil, "\(name)")
    }
  }
}
