import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// SPEC §12: key names as the command line and the HTTP API read them.
@Suite struct KeyNameTests {
  static let named: [(String, Key)] = [
    (".", .point), ("=", .equals), ("C", .clear), ("undo", .undo), ("redo", .redo),
    ("→M", .storeMemory), ("->M", .storeMemory), ("M", .recallMemory), ("x", .variableX),
    ("↲", .enter), ("enter", .enter), ("deg", .angle(.degrees)), ("rad", .angle(.radians)),
    ("pi", .operation(.pi)), ("π", .operation(.pi)), ("e", .operation(.e)),
    ("+", .operation(.add)), ("-", .operation(.subtract)), ("−", .operation(.subtract)),
    ("*", .operation(.multiply)), ("×", .operation(.multiply)), ("/", .operation(.divide)),
    ("÷", .operation(.divide)), ("^", .operation(.power)), ("xʸ", .operation(.power)),
    ("sqrt", .operation(.squareRoot)), ("√", .operation(.squareRoot)),
    ("asin", .operation(.arcsine)),
    ("acos", .operation(.arccosine)), ("atan", .operation(.arctangent)),
    ("exp", .operation(.exponential)), ("sq", .operation(.square)), ("cube", .operation(.cube)),
    ("inv", .operation(.reciprocal)), ("neg", .operation(.negation)), ("±", .operation(.negation)),
    ("fact", .operation(.factorial)), ("percent", .operation(.percent)),
    ("%", .operation(.percent)),
    ("abs", .operation(.absoluteValue)), ("floor", .operation(.floor)),
    ("ceil", .operation(.ceiling)), ("round", .operation(.round)),
    ("sin", .operation(.sine)), ("cos", .operation(.cosine)), ("ln", .operation(.naturalLogarithm)),
    ("log", .operation(.commonLogarithm)), ("10ˣ", .operation(.powerOfTen)),
  ]

  @Test(arguments: named)
  func namedKey(name: String, key: Key) throws {
    #expect(try Key(name: name) == key)
  }

  @Test(arguments: 0...9)
  func digitKey(digit: Int) throws {
    #expect(try Key(name: String(digit)) == .digit(digit))
  }

  @Test func everyTableSymbolIsAKey() throws {
    for symbol in MathOperation.table.keys.sorted() {
      let expected = symbol == "=" ? .equals : OperationKey(rawValue: symbol).map(Key.operation)
      #expect(try Key(name: symbol) == expected, "\(symbol)")
    }
  }

  @Test func everyKeyNameReadsBack() throws {
    let keys: [Key] =
      (0...9).map { .digit($0) } + RandomKeys.operationKeys + [
        .point, .equals, .enter, .clear, .undo, .redo, .storeMemory, .recallMemory,
        .variableX, .angle(.degrees), .angle(.radians), .mode(.rpn), .mode(.algebraic),
      ]
    #expect(RandomKeys.operationKeys.count == MathOperation.table.count)
    for key in keys {
      #expect(try Key(name: key.name) == key, "\(key.name)")
    }
  }

  @Test func numberIsItsDigitsInOrder() throws {
    #expect(try Key.keys(in: "73") == [.digit(7), .digit(3)])
    #expect(try Key.keys(in: "3.5") == [.digit(3), .point, .digit(5)])
    #expect(try Key.keys(in: ".5") == [.point, .digit(5)])
    #expect(try Key.keys(in: "7") == [.digit(7)])
    #expect(try Key.keys(in: "192.168.0.1").count == 11)
  }

  @Test func wordThatIsNotANumberIsOneKey() throws {
    #expect(try Key.keys(in: "10ˣ") == [.operation(.powerOfTen)])
    #expect(try Key.keys(in: "1/x") == [.operation(.reciprocal)])
    #expect(try Key.keys(in: ".") == [.point])
  }

  @Test func keysOfATextAreSeparatedByAnyWhiteSpace() throws {
    let keys = try Key.keys(inText: " 7\t+\n9  =\r\n")
    #expect(keys == [.digit(7), .operation(.add), .digit(9), .equals])
  }

  @Test(arguments: ["foo", "", "sinn", "12", "٣", "..", "M M", "→m"])
  func unknownKeyThrowsNamingIt(name: String) {
    #expect(throws: UnknownKey(name: name)) {
      try Key(name: name)
    }
  }

  @Test func unknownKeyDescription() {
    #expect(UnknownKey(name: "foo").description == "unknown key 'foo'")
    do {
      _ = try Key(name: "foo")
      Issue.record("'foo' is a key")
    } catch {
      #expect(error.description == "unknown key 'foo'")
      #expect(error.name == "foo")
    }
  }

  @Test func unknownWordInATextIsTheFirstOneNamed() {
    #expect(throws: UnknownKey(name: "foo")) {
      try Key.keys(inText: "7 + foo bar")
    }
    #expect(throws: UnknownKey(name: "..")) {
      try Key.keys(in: "..")
    }
  }
}
