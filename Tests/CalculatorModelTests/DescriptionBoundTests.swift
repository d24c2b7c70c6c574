import Testing

@testable import CalculatorModel

/// A description over 10,000 characters is shortened with `…`, whatever the
/// written-out size of the formula (shared nodes make it exponential).
@Suite struct DescriptionBoundTests {
  static let limit = 10_000

  /// RPN `1 ↲` then `↲ +` 24 times writes 2²⁴ ones: an amplification request that
  /// once answered 33.5 MB.
  @Test func sharedNodesAreCutAtTheLimit() {
    var brain = RPNBrain()
    brain.pushOperand(1)
    for _ in 0..<60 {
      brain.enter()
      brain.performOperation("+")
    }
    let description = brain.description
    #expect(description.count == Self.limit + 1)
    #expect(description.hasPrefix("1 + 1 + 1"))
    #expect(description.hasSuffix("…"))
    #expect(brain.evaluate() == 0x1p60)
  }

  @Test func aLongStackIsCutAtTheLimit() {
    var brain = RPNBrain()
    brain.pushOperand(7)
    for _ in 0..<100_000 {
      brain.enter()
    }
    let description = brain.description
    #expect(description.count == Self.limit + 1)
    #expect(description.hasPrefix("7, 7, 7"))
    #expect(description.hasSuffix("…"))
  }

  @Test func algebraicRepeatsAreCutAtTheLimit() {
    var brain = AlgebraicBrain()
    brain.setOperand(3)
    for _ in 0..<40 {
      brain.performOperation("+")
      brain.performOperation("=")
    }
    #expect(brain.description.count == Self.limit + 1)
    brain.performOperation("×")
    #expect(brain.description.count == Self.limit + 1)
    #expect(brain.description.hasSuffix("…"))
  }

  @Test func aDescriptionAtTheLimitIsWhole() throws {
    // "1 + 1 + … + 1" with n ones has 4n − 3 characters.
    let ones = (Self.limit + 3) / 4
    let formula = try Formula(
      parsing: Array(repeating: "1", count: ones).joined(separator: "+"))
    let description = formula.description
    #expect(description.count == 4 * ones - 3)
    #expect(!description.contains("…"))
    #expect(try Formula(parsing: description).evaluation().result == Double(ones))
  }

  /// A deep left spine under a right operand is not walked to decide its sign, and
  /// a million-deep formula is described without overflowing the stack.
  @Test func deepFormulasAreCutAtTheLimit() throws {
    var graph = FormulaGraph()
    var node = graph.append(.number(NumberLiteral(1)))
    for _ in 0..<1_000_000 {
      let two = graph.append(.number(NumberLiteral(2)))
      node = graph.append(.binary(.subtract, node, two))
    }
    let one = graph.append(.number(NumberLiteral(1)))
    let root = graph.append(.binary(.add, one, node))
    let description = Formula(graph: graph, root: root).description
    #expect(description.count == Self.limit + 1)
    #expect(description.hasPrefix("1 + 1 − 2 − 2"))
  }
}
