import CalculatorController
import TestSupport
import Testing

/// `calculator keys` finishes a million random keys in either mode.
///
/// The keys come from standard input and build one growing program, with Deg/Rad
/// toggles, →M stores and ↲ chains (such a stream once did not finish in 120 s).
/// These are
/// counts that must finish, not timings; the figures are in docs/performance.md.
@Suite struct KeyStreamTests {
  static let keyCount = 1_000_000

  @Test(arguments: CalculatorMode.allCases)
  func aMillionKeysWithoutClear(mode: CalculatorMode) throws {
    var generator = SplitMix64(seed: 0x5EED_0012 ^ (mode == .rpn ? 1 : 0))
    var words = [mode.rawValue]
    words.reserveCapacity(Self.keyCount + 1)
    for _ in 0..<Self.keyCount {
      words.append(RandomKeys.key(using: &generator, clears: false).name)
    }
    let outcome = try CommandLineTests.run(["keys", "--json"], input: words.joined(separator: " "))
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(outcome.output.hasPrefix("{\"angle\":"))
    #expect(outcome.output.contains("\"mode\":\"\(mode.rawValue)\""))
  }
}
