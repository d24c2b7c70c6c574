import CalculatorModel
import Testing

@testable import CalculatorController

/// A key names an operation the model has, and only such (key names reach
/// the controller as a type that cannot hold an unknown operation).
@Suite struct OperationKeyTests {
  @Test func theKeysAreTheTablesOperationsButEquals() {
    let symbols = Set(OperationKey.allCases.map { $0.symbol })
    #expect(symbols == Set(MathOperation.table.keys).subtracting(["="]))
    #expect(symbols.count == OperationKey.allCases.count)
  }

  @Test func namesAndAliasesReadToTheirKey() throws {
    #expect(OperationKey(named: "sqrt") == .unary(.squareRoot))
    #expect(OperationKey(named: "-") == .binary(.subtract))
    #expect(OperationKey(named: "^") == .binary(.power))
    #expect(OperationKey(named: "pi") == .pi)
    #expect(OperationKey(named: "=") == nil)
    #expect(OperationKey(named: "nosuch") == nil)
    #expect(throws: UnknownKey(name: "nosuch")) { try Key(name: "nosuch") }
  }
}
