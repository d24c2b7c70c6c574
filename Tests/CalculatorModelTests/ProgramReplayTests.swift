import Testing

@testable import CalculatorModel

/// Rebuilding a brain from its saved program, and the errors a bad program or an
/// oversized text gives.
@Suite struct ProgramReplayTests {
  @Test func aProgramRebuildsTheSameBrain() throws {
    var brain = AlgebraicBrain()
    brain.setOperand(7)
    brain.performOperation("+")
    brain.setOperand(variable: "M")
    brain.performOperation("=")
    let rebuilt = try AlgebraicBrain(program: brain.program)
    #expect(rebuilt.description == "7 + M")
    #expect(rebuilt.program == brain.program)
  }

  @Test(arguments: [
    (
      [BrainStep.operation(.unary(.squareRoot))],
      "step 1 of the program (operation √) cannot be applied"
    ),
    ([.operand(NumberLiteral(2)), .enter], "step 2 of the program (↲) cannot be applied"),
    ([.expression("2 +")], "step 1 of the program (expression '2 +') cannot be applied"),
  ])
  func anUnreplayableProgramNamesItsStep(program: [BrainStep], message: String) {
    #expect(throws: InvalidProgram.self) { try AlgebraicBrain(program: program) }
    do {
      _ = try AlgebraicBrain(program: program)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func rpnRejectsAnOperationOnAnEmptyStack() {
    #expect(throws: InvalidProgram(stepIndex: 0, step: .operation(.unary(.squareRoot)))) {
      try RPNBrain(program: [.operation(.unary(.squareRoot))])
    }
  }

  @Test func textOverTheLimitIsRefusedWithoutBeingScanned() {
    let text = String(repeating: "1", count: Formula.maximumLength + 1)
    #expect(throws: ParseError.tooLong(limit: Formula.maximumLength)) {
      try Formula(parsing: text)
    }
    #expect(
      ParseError.tooLong(limit: 10).description == "expression is longer than 10 characters")
  }
}
