extension BigInteger: CustomStringConvertible {
  /// 10⁹, the largest power of ten in one limb: decimal text is converted 9 digits at a time.
  private static let decimalChunk: UInt32 = 1_000_000_000

  /// Reads an optional `-` followed by one or more decimal digits; `nil` for anything else.
  ///
  /// - Complexity: O(n²) for n digits.
  public init?(decimal text: some StringProtocol) {
    var bytes = Array(text.utf8)[...]
    let isNegative = bytes.first == UInt8(ascii: "-")
    if isNegative {
      bytes = bytes.dropFirst()
    }
    guard !bytes.isEmpty else { return nil }
    var limbs: [UInt32] = []
    var chunk: UInt32 = 0
    var chunkScale: UInt32 = 1
    for byte in bytes {
      guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
      chunk = chunk * 10 + UInt32(byte - UInt8(ascii: "0"))
      chunkScale *= 10
      if chunkScale == Self.decimalChunk {
        limbs = LimbArithmetic.multiply(limbs, by: chunkScale, adding: chunk)
        chunk = 0
        chunkScale = 1
      }
    }
    if chunkScale > 1 {
      limbs = LimbArithmetic.multiply(limbs, by: chunkScale, adding: chunk)
    }
    self.init(limbs: limbs, isNegative: isNegative)
  }

  /// The decimal digits, with `-` before a negative value.
  ///
  /// - Complexity: O(n²) for n digits.
  public var description: String {
    if let word = wordMagnitude {
      return isNegative ? "-" + String(word) : String(word)
    }
    var chunks: [UInt32] = []
    var rest = limbs
    while !rest.isEmpty {
      let (quotient, remainder) = LimbArithmetic.divide(rest, bySmall: Self.decimalChunk)
      chunks.append(remainder)
      rest = quotient
    }
    var text = isNegative ? "-" : ""
    var first = true
    for chunk in chunks.reversed() {
      let digits = String(chunk)
      if !first {
        text += String(repeating: "0", count: 9 - digits.utf8.count)
      }
      text += digits
      first = false
    }
    return text
  }
}

extension BigInteger {
  /// 10^0 through 10^19, the powers of ten in a word.
  private static let wordPowersOfTen: [UInt64] = {
    var powers: [UInt64] = [1]
    for _ in 1...19 {
      powers.append((powers.last ?? 1) * 10)
    }
    return powers
  }()

  /// 10^`exponent` (`exponent` ≥ 0): from a table up to 10^19.
  static func powerOfTen(_ exponent: Int) -> BigInteger {
    guard exponent < wordPowersOfTen.count else { return BigInteger(10).power(exponent) }
    return BigInteger(magnitude: wordPowersOfTen[max(exponent, 0)])
  }
}
