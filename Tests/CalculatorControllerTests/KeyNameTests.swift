import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// Key names as the command line and the HTTP API read them.
@Suite struct KeyNameTests {
  static let named: [(String, Key)] = [
    (".", .point), ("=", .equals), ("C", .clear), ("undo", .undo), ("redo", .redo),
    ("→M", .storeMemory), ("->M", .storeMemory), ("M", .recallMemory), ("x", .variableX),
    ("↲", .enter), ("enter", .enter), ("deg", .angle(.degrees)), ("rad", .angle(.radians)),
    ("pi", .operation(.pi)), ("π", .operation(.pi)), ("e", .operation(.e)),
    ("+", .operation(.binary(.add))), ("-", .operation(.binary(.subtract))),
    ("−", .operation(.binary(.subtract))),
    ("*", .operation(.binary(.multiply))), ("×", .operation(.binary(.multiply))),
    ("/", .operation(.binary(.divide))),
    ("÷", .operation(.binary(.divide))), ("^", .operation(.binary(.power))),
    ("xʸ", .operation(.binary(.power))),
    ("sqrt", .operation(.unary(.squareRoot))), ("√", .operation(.unary(.squareRoot))),
    ("asin", .operation(.unary(.arcsine))),
    ("acos", .operation(.unary(.arccosine))), ("atan", .operation(.unary(.arctangent))),
    ("exp", .operation(.unary(.exponential))), ("sq", .operation(.unary(.square))),
    ("cube", .operation(.unary(.cube))),
    ("inv", .operation(.unary(.reciprocal))), ("neg", .operation(.unary(.negation))),
    ("±", .operation(.unary(.negation))),
    ("fact", .operation(.unary(.factorial))), ("percent", .operation(.unary(.percent))),
    ("%", .operation(.unary(.percent))),
    ("abs", .operation(.unary(.absoluteValue))), ("floor", .operation(.unary(.floor))),
    ("ceil", .operation(.unary(.ceiling))), ("round", .operation(.unary(.round))),
    ("sin", .operation(.unary(.sine))), ("cos", .operation(.unary(.cosine))),
    ("ln", .operation(.unary(.naturalLogarithm))),
    ("log", .operation(.unary(.commonLogarithm))), ("10ˣ", .operation(.unary(.powerOfTen))),
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
      let expected = symbol == "=" ? .equals : OperationKey(named: symbol).map(Key.operation)
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
    #expect(try Key.keys(in: "10ˣ") == [.operation(.unary(.powerOfTen))])
    #expect(try Key.keys(in: "1/x") == [.operation(.unary(.reciprocal))])
    #expect(try Key.keys(in: ".") == [.point])
  }

  @Test func keysOfATextAreSeparatedByAnyWhiteSpace() throws {
    let keys = try Key.keys(inText: " 7\t+\n9  =\r\n")
    #expect(keys == [.digit(7), .operation(.binary(.add)), .digit(9), .equals])
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
