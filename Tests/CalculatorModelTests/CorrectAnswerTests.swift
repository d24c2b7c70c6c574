import TestSupport
import Testing

@testable import CalculatorModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Answers that were once wrong, each checked against an independent value.
@Suite struct CorrectAnswerTests {
  static func value(_ text: String, angle: AngleUnit = .radians) throws -> Double? {
    try Formula(parsing: text).evaluation(angle: angle).result
  }

  static func display(_ text: String, angle: AngleUnit = .radians) throws -> String {
    let evaluation = try Formula(parsing: text).evaluation(angle: angle)
    return evaluation.error.map(String.init(describing:)) ?? evaluation.display
  }

  // MARK: Degrees are reduced exactly

  /// `cos(1e22)`° is cos(280°); it was computed as sin(1e22 + 90): −0.98.
  ///
  /// The 90 vanished in the sum. 1e22 = 10²² exactly, and 10²² ≡ 280 (mod 360), so the answer is cos(280°).
  @Test func hugeAnglesAreReducedExactly() throws {
    #expect(try Self.display("cos(1e22)", angle: .degrees) == "0.17364817766693")
    #expect(try Self.display("sin(1e22)", angle: .degrees) == "-0.984807753012208")
    #expect(try Self.display("cos(-1e22)", angle: .degrees) == "0.17364817766693")
  }

  /// `sin(-1.4)`° lost its 15th digit to the +360 shift.
  @Test func negativeAnglesKeepTheirDigits() throws {
    let expected = -sin(1.4 * Double.pi / 180)
    #expect(try Self.value("sin(-1.4)", angle: .degrees) == expected)
    #expect(try Self.display("sin(-1.4)", angle: .degrees) == "-0.0244321781526532")
  }

  /// Near multiples of 90° the reduced angle keeps every digit: sin(180° + δ) = −sin δ.
  @Test func anglesNearMultiplesOfNinetyKeepTheirDigits() throws {
    let delta = 180.0000001 - 180  // exactly the offset of the Double nearest 180.0000001
    let expected = -sin(delta * Double.pi / 180)
    let value = try #require(try Self.value("sin(180.0000001)", angle: .degrees))
    #expect(value.isApproximatelyEqual(to: expected, relativeTolerance: 1e-15))
    let cosine = try #require(try Self.value("cos(90.0000001)", angle: .degrees))
    #expect(cosine.isApproximatelyEqual(to: expected, relativeTolerance: 1e-15))
  }

  @Test(arguments: [
    ("sin(30)", "0.5"), ("cos(60)", "0.5"), ("sin(150)", "0.5"), ("sin(-30)", "-0.5"),
    ("cos(120)", "-0.5"), ("cos(90)", "0"), ("sin(180)", "0"), ("cos(-90)", "0"),
    ("tan(45)", "1"), ("tan(-45)", "-1"), ("tan(135)", "-1"), ("tan(180)", "0"),
    ("tan(90)", "Argument out of domain"), ("tan(-270)", "Argument out of domain"),
    ("sin(720)", "0"), ("cos(360)", "1"), ("sin(270)", "-1"),
  ])
  func exactDegreeValues(_ text: String, _ expected: String) throws {
    #expect(try Self.display(text, angle: .degrees) == expected)
  }

  /// Random angles up to ±10⁶ degrees: within an ulp or two of sin(x·π/180) computed
  /// from the exactly reduced angle in higher precision (Float80 where the platform
  /// has it).
  @Test func randomDegreesAreAccurate() throws {
    let seed = SplitMix64.testSeed
    var generator = SplitMix64(seed: seed)
    for _ in 0..<2_000 {
      let x = Double.random(in: -1e6...1e6, using: &generator)
      #if arch(x86_64)
      // The angle typed is x's shortest decimal text, exact, not x's binary value;
      // Float80 holds it to about 1e-15° at 10⁶°, hence the absolute tolerance.
      let typed = fmodl(Float80("\(x)") ?? Float80(x), 360)
      let reference = Double(sinl(typed * Float80.pi / 180))
      #else
      let reference = sin(fmod(x, 360) * Double.pi / 180)
      #endif
      let value = try #require(try Self.value("sin(\(x))", angle: .degrees))
      #expect(
        value.isApproximatelyEqual(
          to: reference, relativeTolerance: 1e-14, absoluteTolerance: 5e-15),
        "seed \(seed): sin(\(x))° = \(value), want \(reference)")
    }
  }

  // MARK: Factorials are correctly rounded

  @Test func integerFactorialsAreCorrectlyRounded() throws {
    var exact: [UInt32] = [1]  // little-endian base 2³² digits of n!
    for n in 0...170 {
      if n > 1 {
        exact = Self.multiply(exact, by: UInt32(n))
      }
      let expected = Self.correctlyRounded(exact)
      let value = try Self.value("\(n)!")
      #expect(value == expected, "\(n)!: \(String(describing: value)), want \(expected)")
    }
    #expect(try Self.display("170!") == "7.257415615308e+306")
  }

  static func multiply(_ digits: [UInt32], by factor: UInt32) -> [UInt32] {
    var result: [UInt32] = []
    var carry: UInt64 = 0
    for digit in digits {
      let product = UInt64(digit) * UInt64(factor) + carry
      result.append(UInt32(truncatingIfNeeded: product))
      carry = product >> 32
    }
    if carry > 0 {
      result.append(UInt32(carry))
    }
    return result
  }

  /// The `Double` nearest a big integer: its decimal digits read by Swift's parser,
  /// which rounds correctly.
  static func correctlyRounded(_ digits: [UInt32]) -> Double {
    var remaining = digits
    var chunks: [String] = []
    while remaining.contains(where: { $0 != 0 }) {
      var remainder: UInt64 = 0
      for index in remaining.indices.reversed() {
        let current = remainder << 32 | UInt64(remaining[index])
        remaining[index] = UInt32(current / 1_000_000_000)
        remainder = current % 1_000_000_000
      }
      chunks.append(String(remainder))
    }
    let text = chunks.reversed().enumerated().map { index, chunk in
      index == 0 ? chunk : String(repeating: "0", count: 9 - chunk.count) + chunk
    }.joined()
    return Double(text.isEmpty ? "0" : text) ?? .nan
  }

  // MARK: A decimal is only zero when it is zero

  @Test func anUnderflowingDivisorIsNotZero() throws {
    #expect(try Self.display("2E-173/1.25E-327") == "1.6e+154")
    #expect(try Self.display("1/1e-400") == "1e+400")
    #expect(try Self.display("1/0") == "Division by zero")
    #expect(try Self.display("(1e-400)⁻¹") == "1e+400")
    #expect(try Self.display("log(1e-400)") == "-400")
    #expect(try Self.display("ln(1e-400)") == "-921.034037197618")
  }

  // MARK: Operands keep their digits

  @Test(arguments: [
    ("9999999999999999999999999", "9999999999999999999999999"),
    ("123456789012345678901234567890 + 1", "123456789012345678901234567890 + 1"),
    (
      "0.000000000000000000000000012345678901234567890",
      "0.00000000000000000000000001234567890123456789"
    ),
    ("00012345678901234567890.1234567890123000", "12345678901234567890.1234567890123"),
    ("1e300", "1e300"), ("1.50e-400", "1.5e-400"),
  ])
  func longOperandsKeepTheirDigits(_ text: String, _ description: String) throws {
    #expect(try Formula(parsing: text).description == description)
  }

  // MARK: ± is the sign

  @Test func plusMinusIsTheSign() throws {
    #expect(try Self.value("±5") == -5)
    #expect(try Formula(parsing: "±5").description == "−5")
    #expect(try Self.value("3 × ±2") == -6)
    #expect(try Self.value("±±x", angle: .radians) == nil)
    #expect(throws: ParseError.self) { try Formula(parsing: "5±") }
  }

  // MARK: Parse errors say what was wrong, control characters escaped

  @Test(arguments: [
    ("0x1F", "hexadecimal numbers such as '0x1F' are not supported (column 1)"),
    ("2 + 0XFF", "hexadecimal numbers such as '0XFF' are not supported (column 5)"),
    ("1_000", "'_' cannot separate digits: write 1000 (column 2)"),
    ("12_345_678 + 1", "'_' cannot separate digits: write 12345678 (column 3)"),
    ("\u{1B}]0;title\u{07}", "unexpected character U+001B at column 1"),
    ("1 + \u{7F}", "unexpected character U+007F at column 5"),
    ("1 @ 2", "unexpected character '@' at column 3"),
  ])
  func parseErrorsSayWhatWasWrong(_ text: String, _ message: String) {
    #expect(throws: ParseError.self) { try Formula(parsing: text) }
    do {
      _ = try Formula(parsing: text)
    } catch {
      #expect(error.description == message)
    }
  }

  @Test func namesWithUnderscoresAndDigitsStillWork() throws {
    #expect(try Formula(parsing: "x_1 + 2x").evaluation(using: ["x_1": 1, "x": 2]).result == 5)
    #expect(try Formula(parsing: "_a").evaluation(using: ["_a": 3]).result == 3)
  }
}
