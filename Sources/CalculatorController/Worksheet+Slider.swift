import CalculatorJSON
import CalculatorModel

/// A slider's range set by hand, kept with its row.
extension Worksheet {
  /// The least value, the greatest and the step of a row's slider, set by hand in place
  /// of the automatic range: plain numbers' texts (`0`, `5`, `0.5`), with the minimum
  /// below the maximum, a step above 0 and at most their difference, and at most
  /// ``maximumSteps`` steps from one end to the other.
  ///
  /// The range is part of its ``Row``: undo and redo take it back with the rest of the
  /// row, an edit of the row's text and a slide keep it, and a row whose text no longer
  /// defines a plain number keeps it unused until it defines one again.
  public struct SliderRange: Equatable, Sendable {
    /// The least value, as text.
    public let minimum: String
    /// The greatest value, as text.
    public let maximum: String
    /// The step, as text.
    public let step: String

    /// The most steps a slider's range holds.
    public static let maximumSteps = 1_000_000

    /// The range from `minimum` to `maximum` in steps of `step`.
    /// - Throws: ``RequestError`` naming the text that is not a plain number of at most
    ///   30 characters, or the rule the three break.
    public init(minimum: String, maximum: String, step: String) throws(RequestError) {
      let low = try Self.number(minimum, named: "minimum")
      let high = try Self.number(maximum, named: "maximum")
      let size = try Self.number(step, named: "step")
      guard low < high else {
        throw RequestError(
          "a slider's minimum, \(minimum), is not less than its maximum, \(maximum)")
      }
      guard size > 0 else { throw RequestError("a slider's step, \(step), is not more than 0") }
      guard size <= high - low else {
        throw RequestError(
          "a slider's step, \(step), is more than its maximum minus its minimum, \(maximum) − \(minimum)"
        )
      }
      guard (high - low) / size <= Double(Self.maximumSteps) else {
        throw RequestError(
          "a slider has at most 1,000,000 steps: \(minimum) to \(maximum) in steps of \(step) has more"
        )
      }
      self.minimum = minimum
      self.maximum = maximum
      self.step = step
    }

    /// The value of `text`, the range's `name`, when it is a plain number of at most
    /// ``Worksheet/maximumSliderText`` characters.
    private static func number(_ text: String, named name: String) throws(RequestError) -> Double {
      guard text.utf8.count <= Worksheet.maximumSliderText, Definition.isPlainNumber(text),
        let value = Double(text), value.isFinite
      else {
        throw RequestError(
          "a slider's \(name) is a plain number of at most \(Worksheet.maximumSliderText) "
            + "characters, not '\(ParseError.echo(text))'")
      }
      return value
    }

    /// The saved range, `{"min", "max", "step"}`.
    /// - Throws: `DecodingError` for a member missing or not a string, or a range
    ///   ``init(minimum:maximum:step:)`` refuses (its message).
    public init(json: JSONCursor) throws(DecodingError) {
      let object = try json.object()
      let minimum = try object.value("min").string()
      let maximum = try object.value("max").string()
      let step = try object.value("step").string()
      do throws(RequestError) {
        try self.init(minimum: minimum, maximum: maximum, step: step)
      } catch {
        throw json.corrupted(error.message)
      }
    }

    /// The range as saved and answered: `{"min", "max", "step"}`.
    public var json: JSONValue {
      .object([("min", .string(minimum)), ("max", .string(maximum)), ("step", .string(step))])
    }
  }

  /// Gives row `index`'s slider the range from `minimum` to `maximum` in steps of
  /// `step`, as one edit that undo takes back.
  /// - Throws: ``RequestError`` for an index outside the worksheet, a row that defines
  ///   no plain number (it has no slider), or a range ``SliderRange`` refuses.
  public mutating func setSliderRange(
    _ index: Int, minimum: String, maximum: String, step: String
  ) throws(RequestError) {
    try requireSlider(index)
    try setSliderRange(index, to: try SliderRange(minimum: minimum, maximum: maximum, step: step))
  }

  /// Gives row `index`'s slider `range`, or with `nil` the automatic range back.
  ///
  /// It is one edit that undo takes back. Any row may go back to the automatic range.
  /// - Throws: ``RequestError`` for an index outside the worksheet, or a range for a row
  ///   that defines no plain number (it has no slider).
  public mutating func setSliderRange(_ index: Int, to range: SliderRange?) throws(RequestError) {
    if range != nil {
      try requireSlider(index)
    }
    try change(row: index) { $0[index].sliderRange = range }
  }

  /// Refuses a row `index` that has no slider.
  private func requireSlider(_ index: Int) throws(RequestError) {
    guard slider(ofRow: index) == nil else { return }
    throw RequestError(
      rows.indices.contains(index)
        ? "row \(index + 1) does not define a plain number" : "there is no row \(index + 1)")
  }
}
