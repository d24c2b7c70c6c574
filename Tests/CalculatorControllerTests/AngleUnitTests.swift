import CalculatorModel
import Testing

@testable import CalculatorController

/// The Deg/Rad switch is part of the keypad's state and of its view.
@Suite struct AngleUnitTests {
  @Test func startsInRadians() {
    #expect(Keypad().view.angle == .radians)
  }

  @Test func cosineOfSixtyDegreesIsOneHalf() throws {
    let keypad = try Keypad.after("deg 60 cos")
    #expect(keypad.view.display == "0.5")
    #expect(keypad.view.angle == .degrees)
    #expect(keypad.view.label == "cos(60) =")
  }

  @Test func cosineOfPiRadiansIsMinusOne() throws {
    let keypad = try Keypad.after("rad π cos")
    #expect(keypad.view.display == "-1")
    #expect(keypad.view.angle == .radians)
  }

  @Test func radAfterDegSwitchesBack() throws {
    let keypad = try Keypad.after("deg rad π cos")
    #expect(keypad.view.display == "-1")
    #expect(keypad.view.angle == .radians)
  }

  @Test func inverseFunctionsAnswerInDegrees() throws {
    let keypad = try Keypad.after("deg 1 sin⁻¹")
    #expect(keypad.view.display == "90")
  }

  @Test func switchingTheUnitReevaluatesTheResult() throws {
    var keypad = try Keypad.after("60 cos")
    #expect(keypad.view.display == "-0.952412980415156")
    keypad.press(.angle(.degrees))
    #expect(keypad.view.display == "0.5")
    #expect(keypad.view.label == "cos(60) =")
  }

  @Test func switchingTheUnitKeepsANumberBeingTyped() throws {
    let keypad = try Keypad.after("12 deg 3")
    #expect(keypad.view.display == "123")
    #expect(keypad.isTyping)
  }

  @Test func theUnitAppliesInRPN() throws {
    let keypad = try Keypad.after("deg 60 cos", mode: .rpn)
    #expect(keypad.view.display == "0.5")
  }
}
