import Testing

@testable import CalculatorModel

/// A display kept for a node (``FormulaGraph/keptEvaluation(of:)``) is shown only while
/// it is still the node's display: a change of the variables it depends on, of the angle
/// unit where it uses it, or a new node in its place computes it afresh.
@Suite struct KeptDisplayTests {
  static func brain(_ steps: [BrainStep]) throws -> RPNBrain {
    try RPNBrain(program: steps)
  }

  @Test func aChangeOfTheVariablesComputesItAfresh() throws {
    var brain = try Self.brain([.variable("x"), .operation(.unary(.sine))])
    brain.variableValues = ["x": 1]
    #expect(brain.keptEvaluation().display == "0.841470984807897")
    brain.variableValues = ["x": 2]
    #expect(brain.evaluation.display == "0.909297426825682")
    #expect(brain.keptEvaluation().display == "0.909297426825682")
    brain.variableValues = ["x": 1]
    #expect(brain.evaluation.display == "0.841470984807897")
  }

  @Test func aChangeOfAngleComputesItAfreshWhereItUsesTheAngle() throws {
    var brain = try Self.brain([.operand(NumberLiteral(30)), .operation(.unary(.sine))])
    #expect(brain.keptEvaluation().display == "-0.988031624092862")
    brain.angleUnit = .degrees
    #expect(brain.evaluation.display == "0.5")
    #expect(brain.keptEvaluation().display == "0.5")
    brain.angleUnit = .radians
    #expect(brain.evaluation.display == "-0.988031624092862")
    var root = try Self.brain([.operand(NumberLiteral(2)), .operation(.unary(.squareRoot))])
    #expect(root.keptEvaluation().display == "1.4142135623731")
    root.angleUnit = .degrees
    #expect(root.evaluation.display == "1.4142135623731")
  }

  @Test func aNewNodeInItsPlaceComputesItAfresh() throws {
    var brain = try Self.brain([.operand(NumberLiteral(2)), .operation(.unary(.squareRoot))])
    #expect(brain.keptEvaluation().display == "1.4142135623731")
    brain.undo()
    #expect(brain.keptEvaluation().display == "2")
    brain.apply(.operation(.unary(.square)))
    #expect(brain.keptEvaluation().display == "4")
    brain.undo()
    brain.apply(.operation(.unary(.squareRoot)))
    #expect(brain.evaluation.display == "1.4142135623731")
  }
}
