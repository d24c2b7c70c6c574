#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(CalculatorLibc)
import CalculatorLibc  // Embedded Swift for wasm32: Wasm/shim
#endif

/// Numbers as people read them in a graph: 15 significant digits (as the
/// calculator's display shows them), `−` (U+2212), `1.5e−7` rather than `1.5e-07`.
public enum NumberText {
  /// `value` with at most `digits` significant digits (1 to 15): `3.9` for
  /// 3.8999999999999977, `−1.4142135623731`, `1e20`, `2.5e−7`; `undefined` for NaN or ±∞.
  public static func text(_ value: Double, digits: Int = 15) -> String {
    guard value.isFinite else { return "undefined" }
    let text = printf(value, "%.\(min(max(digits, 1), SignificantDigits.maximum))g")
    // Bytes, not characters: the text is ASCII, and reading characters costs much more
    // in the WebAssembly build.
    let bytes = text.utf8
    guard let e = bytes.firstIndex(of: UInt8(ascii: "e")) else { return readable(text) }
    let exponent = bytes[bytes.index(after: e)...]
    let negative = exponent.contains(UInt8(ascii: "-"))
    let power = exponent.drop {
      $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "0")
    }
    return readable(String(text[..<e])) + "e" + (negative ? "\u{2212}" : "")
      + String(decoding: power, as: UTF8.self)
  }

  /// The minus signs as `−` (U+2212).
  static func readable(_ text: String) -> String {
    guard text.utf8.contains(UInt8(ascii: "-")) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "-" {
        result += "\u{2212}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `value` through C's `snprintf` with one `%` conversion of a double.
  static func printf(_ value: Double, _ format: String) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
      #if canImport(CalculatorLibc)
      let written = calculator_format_double(buffer.baseAddress, UInt(buffer.count), format, value)
      #else
      let written = withVaList([value]) { vsnprintf(buffer.baseAddress, buffer.count, format, $0) }
      #endif
      guard written > 0, Int(written) < buffer.count else { return "\(value)" }
      return String(
        decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written)),
        as: UTF8.self)
    }
  }
}
