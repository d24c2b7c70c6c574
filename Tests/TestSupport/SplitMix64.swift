/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64),
/// so that a failing random test can be replayed from the seed in its message.
public struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  /// A generator that yields the same sequence for the same seed.
  public init(seed: UInt64) {
    state = seed
  }

  /// The seed for this run: `CALCULATOR_TEST_SEED` from the environment when it is a
  /// decimal or `0x` hexadecimal integer, otherwise a fixed default.
  public static var testSeed: UInt64 {
    let defaultSeed: UInt64 = 0x5EED_CA1C
    guard let text = ProcessInfoLite.environment("CALCULATOR_TEST_SEED") else {
      return defaultSeed
    }
    if text.hasPrefix("0x") || text.hasPrefix("0X") {
      return UInt64(text.dropFirst(2), radix: 16) ?? defaultSeed
    }
    return UInt64(text) ?? defaultSeed
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
