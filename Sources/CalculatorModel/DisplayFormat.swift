#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#elseif canImport(CalculatorLibc)
import CalculatorLibc  // Embedded Swift for wasm32: Wasm/shim
#endif

/// How numbers are shown on a calculator's display.
public enum DisplayFormat {
  /// The most significant digits the display shows.
  public static let significantDigits = 15

  /// Formats `value` with at most 15 significant digits (`%.15g`): whole numbers
  /// without a point (`16`), `-0` as `0`, large and small magnitudes with an
  /// exponent (`1e+20`, `1.5e-12`); NaN as `nan`, infinities as `inf` and `-inf`.
  ///
  /// The text is plain ASCII, so it can be copied and parsed back.
  public static func string(for value: Double) -> String {
    if value == 0 {
      return "0"
    }
    if value.isNaN {
      return "nan"
    }
    if value.isInfinite {
      return value < 0 ? "-inf" : "inf"
    }
    if value == value.rounded(), value.magnitude < 1e15 {
      return String(Int64(value))
    }
    if value.magnitude < 1e15 {
      // The shortest text that reads back as `value` is what %.15g prints whenever
      // it has at most 15 significant digits (both use an exponent below 1e-4).
      let shortest = value.description
      let mantissa = shortest.utf8.prefix { $0 != UInt8(ascii: "e") }
      let digits = mantissa.drop {
        $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: ".")
      }
      .filter { $0 != UInt8(ascii: ".") }
      if digits.count <= significantDigits {
        return shortest
      }
    }
    return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 32) { buffer in
      #if canImport(CalculatorLibc)
      let written = calculator_format_double(
        buffer.baseAddress, UInt(buffer.count), "%.15g", value)
      #else
      let written = withVaList([value]) { arguments in
        vsnprintf(buffer.baseAddress, buffer.count, "%.15g", arguments)
      }
      #endif
      guard written > 0, Int(written) < buffer.count else { return "\(value)" }
      let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress, count: Int(written))
      return String(decoding: bytes, as: UTF8.self)
    }
  }
}
