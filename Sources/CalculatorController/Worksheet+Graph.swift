import CalculatorModel

/// The worksheet beside the graph: its curves, its sliders and its tables of values.
extension Worksheet {
  /// The formula the graph draws for a row of `text` (`defining` when the row is a valid
  /// definition), `nil` when it draws none: a function of one argument as its value at x,
  /// a value or an expression that depends on x and on nothing left undefined.
  func curve(of text: String, defining definition: Definition?) -> Formula? {
    let formula: Formula?
    if let definition {
      switch definition.parameters.count {
      case 0: formula = try? definitions.formula(parsing: definition.name)
      case 1: formula = try? definitions.formula(parsing: definition.name + "(x)")
      default: formula = nil
      }
    } else {
      formula = try? definitions.formula(parsing: text)
    }
    guard let formula, formula.variableNames.subtracting(["x"]).isEmpty else { return nil }
    let isFunction = definition.map { !$0.parameters.isEmpty } ?? false
    return isFunction || formula.variableNames.contains("x") ? formula : nil
  }

  /// The answer of an expression row in x: its description when it is a curve, else
  /// which of its other names has no value (x has none by design); `nil` for a row
  /// not in x.
  func answer(inX text: String, curve: Formula?) -> EvaluationReport? {
    guard let formula = curve ?? (try? definitions.formula(parsing: text)),
      formula.variableNames.contains("x")
    else { return nil }
    let unset = formula.variableNames.subtracting(["x", LineSession.lastResultName]).min()
    return EvaluationReport(
      result: nil, display: "", description: formula.description,
      error: unset.map { CalculationError.undefinedVariable($0).description })
  }

  /// The curves the graph shows, in row order: the rows with a curve that are not
  /// hidden, one curve for rows that draw the same formula (`f(x) = …` and a row `f(x)`),
  /// at most `limit`.
  public func graphSources(limit: Int) -> [FormulaGraphSource] {
    shownCurves(limit: limit).formulas.compactMap { curve in
      try? FormulaGraphSource(curve, constants: [:], angle: angle)
    }
  }

  /// Each row's index among ``graphSources(limit:)``, its colour on the graph; `nil` for a
  /// row that is hidden, is not a curve, or comes after `limit` curves.
  public func curveIndices(limit: Int) -> [Int?] {
    shownCurves(limit: limit).indices
  }

  /// The distinct formulas of the shown curve rows, and each row's index among them.
  private func shownCurves(limit: Int) -> (formulas: [Formula], indices: [Int?]) {
    var formulas: [Formula] = []
    var titles: [String] = []
    var indices = [Int?](repeating: nil, count: rows.count)
    for (row, curve) in curves.enumerated() where !rows[row].isHidden {
      guard let curve else { continue }
      let title = curve.description
      if let shared = titles.firstIndex(of: title) {
        indices[row] = shared
      } else if formulas.count < limit {
        indices[row] = formulas.count
        formulas.append(curve)
        titles.append(title)
      }
    }
    return (formulas, indices)
  }

  /// A slider for a row that defines a plain number: its range set by hand, or the
  /// automatic one, from −bound to bound (10, or the power of ten at or above the value's
  /// size) in hundredths of it.
  public struct Slider: Equatable, Sendable {
    /// The number, as the row has it.
    public let value: String
    /// The least value, as text.
    public let minimum: String
    /// The greatest value, as text.
    public let maximum: String
    /// The step, as text.
    public let step: String
  }

  /// The largest bound a slider has: above it a number gets no slider.
  static let maximumSliderBound = 1e15

  /// Row `index`'s slider, when it defines a plain number (`a = 2`, not `a = 1/3`): in
  /// the row's ``Row/sliderRange`` when it has one, whatever the value (which may lie
  /// outside it), else in the automatic range.
  public func slider(ofRow index: Int) -> Slider? {
    guard rows.indices.contains(index), answers[index].error == nil,
      let definition = rowDefinitions[index], definition.parameters.isEmpty,
      let text = definition.numberBody, let value = Double(text)
    else { return nil }
    if let range = rows[index].sliderRange {
      return Slider(value: text, minimum: range.minimum, maximum: range.maximum, step: range.step)
    }
    var bound = 10.0
    var step = "0.1"
    while bound < value.magnitude {
      bound *= 10
      guard bound <= Self.maximumSliderBound else { return nil }
      step = String(Int64(bound / 100))
    }
    let maximum = String(Int64(bound))
    return Slider(value: text, minimum: "-" + maximum, maximum: maximum, step: step)
  }

  /// Sets the number row `index` defines to `value` (a plain number's text, as a
  /// slider gives it): `a = 2` becomes `a = 2.5`.
  /// - Throws: ``RequestError`` when the row defines no plain number or `value` is not one.
  public mutating func slide(_ index: Int, to value: String) throws(RequestError) {
    guard slider(ofRow: index) != nil, let definition = rowDefinitions[index] else {
      throw RequestError("row \(index + 1) does not define a plain number")
    }
    guard Definition.isPlainNumber(value), value.utf8.count <= Self.maximumSliderText else {
      throw RequestError("a slider's value is a plain number, not '\(ParseError.echo(value))'")
    }
    try edit(index, to: definition.name + " = " + value)
  }

  /// The most characters of a slider's value.
  static let maximumSliderText = 30

  /// The most rows a table of values has.
  public static let maximumTableRows = 100

  /// A table of row `index`'s curve: x from `start` in steps of `step` (exact decimal
  /// texts, so x is exact), and y at each x as a display shows it (or why it has no value).
  /// - Throws: ``RequestError`` when the row has no curve, `start` or `step` is not a
  ///   number, or `count` is not 1 to ``maximumTableRows``.
  public func table(ofRow index: Int, start: String, step: String, count: Int)
    throws(RequestError) -> [(x: String, y: String)]
  {
    guard curves.indices.contains(index), let curve = curves[index] else {
      throw RequestError("row \(index + 1) is not a curve: it has no table")
    }
    guard (1...Self.maximumTableRows).contains(count) else {
      throw RequestError("a table has 1 to \(Self.maximumTableRows) rows")
    }
    for (name, text) in [("start", start), ("step", step)]
    where !Definition.isPlainNumber(text) || text.utf8.count > Self.maximumSliderText {
      throw RequestError("a table's \(name) is a plain number, not '\(ParseError.echo(text))'")
    }
    var table: [(x: String, y: String)] = []
    for row in 0..<count {
      let x = EvaluationReport(evaluating: "\(start) + \(row) × (\(step))")
      guard let value = x.stored else { throw RequestError("x has no value in row \(row + 1)") }
      let y = EvaluationReport(evaluating: curve, variables: ["x": value], angle: angle)
      table.append((x.display, y.error ?? y.display))
    }
    return table
  }
}
