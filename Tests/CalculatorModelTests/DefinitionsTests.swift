import Testing

@testable import CalculatorModel

/// Names for values and functions: ``Definition`` and ``Definitions``.
@Suite struct DefinitionsTests {
  /// The display of `text` with `definitions`.
  static func display(_ text: String, _ definitions: [String]) throws -> String {
    try Definitions(parsing: definitions).formula(parsing: text).evaluation().display
  }

  /// The error making a set of `definitions` throws, as the user reads it.
  static func error(_ definitions: [String]) -> String? {
    do {
      _ = try Definitions(parsing: definitions)
      return nil
    } catch {
      return "\(error.index): \(error)"
    }
  }

  /// The parse error of `text` with `definitions`.
  static func error(of text: String, _ definitions: [String]) throws -> String? {
    let set = try Definitions(parsing: definitions)
    do {
      _ = try set.formula(parsing: text)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aValueIsUsedByName() throws {
    #expect(try Self.display("a × 2", ["a = 3"]) == "6")
    #expect(try Self.display("2a + rate", ["a = 3", "rate = 1.5%"]) == "6.015")
    let formula = try Definitions(parsing: ["a = 3"]).formula(parsing: "a×2")
    #expect(formula.description == "a × 2")
  }

  @Test func valuesStayExact() throws {
    let formula = try Definitions(parsing: ["a = 1/3"]).formula(parsing: "3a")
    let evaluation = formula.evaluation()
    #expect(evaluation.display == "1")
    #expect(evaluation.exactValue == 1)
    #expect(try Self.display("r^2", ["r = √2"]) == "2")
    #expect(try Self.display("r × r − 2", ["r = √2"]) == "0")
  }

  @Test func functionsOfOneAndSeveralArguments() throws {
    #expect(try Self.display("f(2)", ["f(x) = x^2 + 1"]) == "5")
    #expect(try Self.display("hyp(3, 4)", ["hyp(a, b) = √(a² + b²)"]) == "5")
    #expect(try Self.display("hyp(1, 1)^2", ["hyp(a, b) = √(a² + b²)"]) == "2")
    #expect(try Self.display("g(1, 2, 3)", ["g(p, q, r) = p - q × r"]) == "-5")
    #expect(try Self.display("2f(3)f(1)", ["f(x) = x + 1"]) == "16")
    let formula = try Definitions(parsing: ["hyp(a, b) = √(a² + b²)", "k = 2"])
      .formula(parsing: "hyp(k,4-1)+1")
    #expect(formula.description == "hyp(k, 4 − 1) + 1")
  }

  @Test func orderDoesNotMatterAndDefinitionsUseEachOther() throws {
    #expect(try Self.display("b", ["b = a + 1", "a = 2"]) == "3")
    #expect(try Self.display("g(2)", ["g(t) = f(t) × 2", "f(x) = x + a", "a = 10"]) == "24")
    let set = try Definitions(parsing: ["g(t) = f(t) × 2", "f(x) = x + a", "a = 10"])
    #expect(set.description(of: "g") == "g(t) = f(t) × 2")
    #expect(set.description(of: "a") == "a = 10")
    #expect(set.parameters(of: "g") == ["t"])
    #expect(set.parameters(of: "a") == [])
    #expect(set.parameters(of: "zz") == nil)
  }

  @Test func aParameterHidesADefinitionOfTheSameName() throws {
    #expect(try Self.display("f(2) + a", ["a = 10", "f(a) = a + 1"]) == "13")
  }

  @Test func cyclesAreErrorsAtTheirColumn() {
    #expect(Self.error(["a = b + 1", "b = a"]) == "1: a cycle: b uses a uses b (column 5)")
    #expect(Self.error(["a = a + 1"]) == "0: a is defined in terms of itself (column 5)")
    #expect(
      Self.error(["f(x) = g(x) + 1", "g(y) = 2f(y)"])
        == "1: a cycle: g uses f uses g (column 9)")
    do throws(DefinitionError) {
      _ = try Definitions(parsing: ["c = 1", "a = 2 + b", "b = c × a"])
      Issue.record("a cycle was accepted")
    } catch {
      #expect(error.index == 2)
      #expect(error.alsoAt.map { $0.index } == [1])
      #expect(error.alsoAt.map { "\($0.error)" } == ["a cycle: a uses b uses a (column 9)"])
    }
  }

  @Test func builtInNamesAndXCannotBeDefined() {
    #expect(Self.error(["sin = 3"]) == "0: sin is a built-in name and cannot be defined (column 1)")
    #expect(Self.error(["pi = 3"]) == "0: pi is a built-in name and cannot be defined (column 1)")
    #expect(Self.error(["e = 3"]) == "0: e is a built-in name and cannot be defined (column 1)")
    #expect(Self.error(["sqrt(x) = 3"])?.contains("built-in") == true)
    #expect(Self.error(["ans = 3"]) == "0: ans is the last result and cannot be defined (column 1)")
    #expect(
      Self.error(["  x = 3"])
        == "0: x is the graph's variable and cannot be defined: define a function such as f(x) = … (column 3)"
    )
    #expect(Self.error(["f(cos) = 3"])?.contains("cos is a built-in name") == true)
    #expect(Self.error(["f(a, a) = a"]) == "0: a is defined twice (column 6)")
    #expect(Self.error(["a = 1", "b = 2", "a = 3"]) == "2: a is defined twice (column 1)")
    #expect(Self.error(["2 + 3"])?.hasPrefix("0: not a definition") == true)
  }

  @Test func callsTakeTheirNumberOfArguments() throws {
    #expect(try Self.error(of: "f(1, 2)", ["f(x) = x"]) == "f takes 1 argument, not 2 (column 1)")
    #expect(
      try Self.error(of: "3 + h(1)", ["h(a, b) = a + b"]) == "h takes 2 arguments, not 1 (column 5)"
    )
    #expect(try Self.error(of: "f + 1", ["f(x) = x"]) == "f is a function: write f(…) (column 1)")
    #expect(try Self.error(of: "f()", ["f(x) = x"]) == "expected a number, name or '(' at column 3")
    #expect(
      try Self.error(of: "f(1,)", ["f(x) = x"]) == "expected a number, name or '(' at column 5")
    #expect(
      Self.error(["g(y) = f(y, y)", "f(x) = x"]) == "0: f takes 1 argument, not 2 (column 8)")
  }

  @Test func commasOutsideACallAreStillRefused() throws {
    #expect(try Self.error(of: "1,5", []) == ParseError.commaInNumber(column: 2).description)
    #expect(
      try Self.error(of: "(1, 5)", ["f(x) = x"])
        == ParseError.unexpectedComma(column: 3).description)
    #expect(try Self.display("f((1), 2 × 3)", ["f(x, y) = x + y"]) == "7")
  }

  @Test func doublingChainsShareTheirNodes() throws {
    var values = ["a0 = 1"]
    var functions = ["f0(x) = x + 1"]
    for level in 1...60 {
      values.append("a\(level) = a\(level - 1) + a\(level - 1)")
      functions.append("f\(level)(x) = f\(level - 1)(x) × f\(level - 1)(x)")
    }
    #expect(try Self.display("a60", values) == "1152921504606846976")
    let formula = try Definitions(parsing: functions).formula(parsing: "f60(0)")
    #expect(formula.nodeCount < 400)
    #expect(formula.evaluation().display == "1")
  }

  @Test func expansionsPastTheBoundAreRefused() throws {
    var functions = ["g0(x) = x + 1"]
    for level in 1...30 {
      functions.append("g\(level)(x) = g\(level - 1)(x) + g\(level - 1)(x + 1)")
    }
    let message = Self.error(functions)
    #expect(message?.contains("expands to more than 20000 steps") == true, "\(message ?? "")")
    let nested =
      String(repeating: "f(", count: 10_000) + "1" + String(repeating: ")", count: 10_000)
    #expect(try Self.error(of: nested, ["f(x) = x + 1"])?.contains("expands to more than") == true)
    let deep = String(repeating: "f(", count: 1_000) + "1" + String(repeating: ")", count: 1_000)
    #expect(try Self.display(deep, ["f(x) = x + 1"]) == "1001")
  }

  @Test func descriptionsParseBackToTheSameValue() throws {
    let set = try Definitions(parsing: ["f(x) = x^2 + 1", "a = 1/7", "h(p, q) = p - q"])
    for text in ["f(a) × 3", "h(a, 2) - f(2)^2", "-f(-a)", "h(h(1, 2), f(3))!", "2^f(1)"] {
      let formula = try set.formula(parsing: text)
      let again = try set.formula(parsing: formula.description)
      #expect(again.description == formula.description)
      #expect(again.evaluation() == formula.evaluation(), "\(text)")
    }
  }

  @Test func graphsCompileThroughDefinitions() throws {
    let set = try Definitions(parsing: ["a = 2", "f(x) = a sin(x)", "g = x^2"])
    let f = CompiledFormula(try set.formula(parsing: "f(x)"), variable: "x")
    #expect(f.evaluate(at: Double.pi / 2) == 2)
    let g = CompiledFormula(try set.formula(parsing: "g + f(0) + 1"), variable: "x")
    #expect(g.evaluate(at: 3) == 10)
    #expect(g.evaluate([1, 2]) == [2, 5])
  }

  @Test func moreDigitsGoThroughDefinitions() throws {
    let set = try Definitions(parsing: ["r = √2", "f(t) = t / 3"])
    let digits = try set.formula(parsing: "f(r)").moreDigits(40)
    #expect(digits == (try Formula(parsing: "√2/3").moreDigits(40)))
    #expect(digits != nil)
  }

  @Test func definitionHeadsAreRecognised() throws {
    #expect(try Definition(parsing: "2 + 3") == nil)
    #expect(try Definition(parsing: "a") == nil)
    #expect(try Definition(parsing: "f(2) = 3") == nil)
    #expect(try Definition(parsing: "a b = 3") == nil)
    let definition = try #require(try Definition(parsing: " hyp ( a , b ) = √(a² + b²)"))
    #expect(definition.name == "hyp")
    #expect(definition.parameters == ["a", "b"])
    #expect(try Definition(parsing: "rate_2 = 1")?.name == "rate_2")
    #expect(throws: ParseError.self) { try Definition(parsing: "sin(x) = x") }
    #expect(try Definition(parsing: "a + b = 2") == nil)
  }

  @Test func aSetIsBounded() {
    let many = (0...Definitions.maximumCount).map { "a\($0) = \($0)" }
    #expect(Self.error(many) == "200: more than 200 definitions")
  }
}
