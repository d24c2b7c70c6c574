import CalculatorModel
import TestSupport
import Testing

@testable import CalculatorController

/// Typed operands of up to 16 significant digits are entered exactly:
/// a number minus the same number with its last digit changed shows the exact
/// difference, and the label shows both as typed.
///
/// Replay a failure with `CALCULATOR_TEST_SEED=<seed> swift test --filter
/// ExactOperandPropertyTests`.
@Suite struct ExactOperandPropertyTests {
  static let sampleCount = 2_000

  /// A random typed number: its keys (`12.34 ±`), its text as the label shows it
  /// (`−12.34`), and its last digit's power of ten (−2).
  struct Typed {
    var significant: [Int]
    var leadingZeros: Int
    var wholeDigits: Int
    var isNegative: Bool

    static func random(using generator: inout SplitMix64) -> Typed {
      let count = Int.random(in: 1...Keypad.maximumTypedDigits, using: &generator)
      var significant = (0..<count).map { _ in Int.random(in: 0...9, using: &generator) }
      significant[0] = Int.random(in: 1...9, using: &generator)
      let wholeDigits = Int.random(in: 0...count, using: &generator)
      let leadingZeros = wholeDigits == 0 ? Int.random(in: 0...4, using: &generator) : 0
      return Typed(
        significant: significant, leadingZeros: leadingZeros, wholeDigits: wholeDigits,
        isNegative: Bool.random(using: &generator))
    }

    /// The unsigned digits with their point: `12.34`, `0.0056`, `7`.
    var unsigned: String {
      let digits = significant.map(String.init)
      let whole = digits.prefix(wholeDigits).joined()
      let fraction =
        String(repeating: "0", count: leadingZeros) + digits.dropFirst(wholeDigits).joined()
      return (whole.isEmpty ? "0" : whole) + (fraction.isEmpty ? "" : "." + fraction)
    }

    var keys: String { unsigned + (isNegative ? " ±" : "") }

    /// The text a description shows: trailing zeros after the point dropped, `−` before a
    /// negative number (in parentheses after an operator), no sign on zero.
    func label(afterOperator: Bool) -> String {
      var text = unsigned
      if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
      }
      guard isNegative, text != "0" else { return text }
      return afterOperator ? "(−\(text))" : "−\(text)"
    }

    /// The power of ten of the last digit.
    var lastDigitExponent: Int { -(significant.count - wholeDigits + leadingZeros) }

    /// The same number with its last digit changed to `digit`.
    func withLastDigit(_ digit: Int) -> Typed {
      var changed = self
      changed.significant[significant.count - 1] = digit
      return changed
    }
  }

  @Test(arguments: CalculatorMode.allCases.filter { $0 != .formula })
  func aNumberMinusItsNeighbourIsTheExactDifference(mode: CalculatorMode) throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed ^ 0xE8AC7)
    var property = Property("typed operands are exact")
    for _ in 0..<Self.sampleCount {
      let first = Typed.random(using: &generator)
      let last = first.significant[first.significant.count - 1]
      let digit = (last + Int.random(in: 1...9, using: &generator)) % 10
      let second = first.withLastDigit(digit)
      let keys =
        mode == .rpn ? "\(first.keys) ↲ \(second.keys) −" : "\(first.keys) − \(second.keys) ="
      let view = try Keypad.after(keys, mode: mode).view
      let difference = (last - digit) * (first.isNegative ? -1 : 1)
      let expected = DisplayFormat.string(
        for: Double("\(difference)e\(first.lastDigitExponent)") ?? .nan)
      let label =
        first.label(afterOperator: false) + " − " + second.label(afterOperator: true) + " ="
      property.check(
        view.display == expected && view.label == label,
        "seed \(seed), \(mode), keys \(keys): shows \(view.display) (\(view.label)), "
          + "not \(expected) (\(label))")
    }
    property.expectNoFailures(seed: seed, mode: mode)
  }
}
