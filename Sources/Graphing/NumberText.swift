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
    guard let e = text.firstIndex(of: "e") else { return readable(text) }
    let negative = text[e...].contains("-")
    let power = text[text.index(after: e)...].drop { $0 == "+" || $0 == "-" || $0 == "0" }
    return readable(String(text[..<e]) + "e" + (negative ? "-" : "") + power)
  }

  /// The minus signs as `−` (U+2212).
  static func readable(_ text: String) -> String {
    String(text.map { $0 == "-" ? "\u{2212}" : $0 })
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
