extension StringProtocol {
  /// The text with every control character (C0, DEL, C1) written as `U+001B`, so text
  /// from a file, a paste or a client can be shown on a terminal without acting on it.
  ///
  /// Tabs and line breaks are control characters too and are escaped alike; text
  /// without control characters is returned unchanged.
  /// - Complexity: O(length).
  public var escapingControlCharacters: String {
    guard unicodeScalars.contains(where: { $0.isControl }) else { return String(self) }
    var escaped = ""
    for scalar in unicodeScalars {
      if scalar.isControl {
        escaped += scalar.codePointText
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is a control character (general category Cc).
  var isControl: Bool { value < 0x20 || (0x7F...0x9F).contains(value) }

  /// `U+001B`: the scalar's code point, at least four hexadecimal digits.
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
