import Foundation
import MuslMath
import Testing

/// The vendored musl functions against values mpmath computed to 60 digits
/// (`references.txt`, written by `scripts/musl-math-references.py`): every result within
/// 1 unit in the last place of the true value, but sinh and tanh within 2 (musl's, like
/// glibc's, compute them from expm1 in double precision: on 20,000 arguments each, the
/// worst were 1.69 and 1.88 ulp for musl, 1.69 and 1.91 for glibc).
@Suite struct MuslMathTests {
  /// One line of the table: a function, its arguments, and the true value as a
  /// double-double (`high + low`, about 106 bits).
  struct Reference: CustomStringConvertible {
    var function: String
    var x: Double
    var y: Double
    var high: Double
    var low: Double

    init?(line: Substring) {
      let fields = line.split(separator: " ")
      guard fields.count == 5 else { return nil }
      let numbers = fields.dropFirst().compactMap {
        UInt64($0, radix: 16).map(Double.init(bitPattern:))
      }
      guard numbers.count == 4 else { return nil }
      function = String(fields[0])
      (x, y, high, low) = (numbers[0], numbers[1], numbers[2], numbers[3])
    }

    var description: String { function == "pow" ? "pow(\(x), \(y))" : "\(function)(\(x))" }

    /// The distance from `value` to the true value, in units in the last place of
    /// the true value (the smaller unit where it is just below a power of 2).
    func error(of value: Double) -> Double {
      let unit = Swift.min(high.ulp, high.magnitude.nextDown.ulp)
      return Swift.abs((value - high) - low) / unit
    }
  }

  static let references: [Reference] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("references.txt")
    let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").compactMap(Reference.init(line:))
  }()

  static let functions: [String: @Sendable (Double, Double) -> Double] = [
    "sin": { x, _ in musl_sin(x) }, "cos": { x, _ in musl_cos(x) },
    "tan": { x, _ in musl_tan(x) }, "asin": { x, _ in musl_asin(x) },
    "acos": { x, _ in musl_acos(x) }, "atan": { x, _ in musl_atan(x) },
    "sinh": { x, _ in musl_sinh(x) }, "cosh": { x, _ in musl_cosh(x) },
    "tanh": { x, _ in musl_tanh(x) }, "exp": { x, _ in musl_exp(x) },
    "log": { x, _ in musl_log(x) }, "log10": { x, _ in musl_log10(x) },
    "pow": { x, y in musl_pow(x, y) },
  ]

  @Test func theTableCoversEveryFunction() {
    #expect(Self.references.count == 2_600)
    #expect(Set(Self.references.map(\.function)) == Set(Self.functions.keys))
  }

  /// The largest error allowed, in ulps.
  static func bound(of function: String) -> Double {
    function == "sinh" || function == "tanh" ? 2 : 1
  }

  @Test(arguments: functions.keys.sorted())
  func everyResultIsWithinItsBound(_ name: String) throws {
    let function = try #require(Self.functions[name])
    let references = Self.references.filter { $0.function == name }
    #expect(references.count == 200)
    var worst = (error: 0.0, reference: references.first)
    for reference in references {
      let error = reference.error(of: function(reference.x, reference.y))
      if error > worst.error {
        worst = (error, reference)
      }
    }
    let worstCase = worst.reference.map(String.init(describing:)) ?? name
    #expect(worst.error <= Self.bound(of: name), "\(worstCase): \(worst.error) ulp")
  }

  @Test func edges() {
    #expect(musl_sin(0).sign == .plus && musl_sin(-0.0).sign == .minus)
    #expect(musl_sin(.infinity).isNaN && musl_cos(.nan).isNaN && musl_tan(-.infinity).isNaN)
    #expect(musl_asin(1.5).isNaN && musl_acos(-1.000001).isNaN)
    #expect(musl_asin(1) == Double.pi / 2 && musl_acos(-1) == Double.pi)
    #expect(musl_atan(.infinity) == Double.pi / 2)
    #expect(musl_sinh(1000) == .infinity && musl_cosh(-1000) == .infinity)
    #expect(musl_tanh(1000) == 1 && musl_tanh(-1000) == -1)
    #expect(musl_exp(710) == .infinity && musl_exp(-746) == 0 && musl_exp(0) == 1)
    #expect(musl_log(0) == -.infinity && musl_log(-1).isNaN && musl_log(1) == 0)
    #expect(musl_log10(1000) == 3 && musl_log10(1e-300) == -300 && musl_log10(0) == -.infinity)
    #expect(musl_pow(10, 22) == 1e22 && musl_pow(2, -1074) == .leastNonzeroMagnitude)
    #expect(musl_pow(-8, 1.0 / 3).isNaN && musl_pow(-2, 3) == -8 && musl_pow(0, -1) == .infinity)
  }
}
