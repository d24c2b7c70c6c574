import CalculatorModel
import Graphing

/// A graph coordinate as the graph writes it: with the digits its view tells apart,
/// and no more.
///
/// The one formatter of the graph's ranges, trace and tips in every front end: a
/// traced x at 400 points across −10…10 reads `1.23`, not `1.2312312312312`; deep in a
/// zoom it has every digit it takes (at most 15). Its ``typed`` text is what the exact
/// engine evaluates at, so the y shown is the value at exactly the x shown.
public struct GraphNumber: Equatable, Sendable {
  /// The value.
  public let value: Double
  /// The text people read: `1.23`, `−0.5`, `2.5e−7`.
  public let text: String

  /// `value` written to the digits that tell apart values `resolution` graph units
  /// apart (one view point), from 1 to 15 significant digits; `0` for zero, and
  /// `undefined` for a value that is not finite.
  public init(_ value: Double, resolution: Double) {
    self.value = value
    guard value.isFinite, value != 0 else {
      text = value == 0 ? "0" : "undefined"
      return
    }
    var digits = PointOfInterest.allDigits
    let half = resolution / 2
    if half.isFinite, half > 0 {
      // Decimal digits from the binary exponents: at most one digit more than needed.
      let decades = Double(Int(value.exponent) - Int(half.exponent)) * 0.30103
      digits = min(max(1, Int(decades.rounded(.up)) + 1), PointOfInterest.allDigits)
    }
    text = NumberText.text(value, digits: digits)
  }

  /// The text as typed text reads it (`-` for `−`): `1.23`, `-2.5e-7`.
  public var typed: String { Self.replacing("\u{2212}", with: "-", in: text) }

  /// A display's text (`-0.2`, `1e-7`) as the graph writes numbers: `−0.2`, `1e−7`.
  static func readable(_ display: String) -> String {
    replacing("-", with: "\u{2212}", in: display)
  }

  private static func replacing(
    _ old: Unicode.Scalar, with new: Unicode.Scalar, in text: String
  ) -> String {
    String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == old ? new : $0 }))
  }

  /// The `Double` nearest the number the text shows, whose exact value (as the exact
  /// engine reads a `Double`: its shortest decimal) is that text; `nil` for `undefined`.
  var nearestDouble: Double? {
    NumberLiteral(typed: typed).flatMap { StoredNumber($0) }?.doubleValue
  }
}
