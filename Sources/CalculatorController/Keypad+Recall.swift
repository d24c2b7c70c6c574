import CalculatorModel

extension Keypad {
  /// Recalls a calculation from the tape.
  ///
  /// In formula mode its expression is inserted at the cursor (in parentheses inside an
  /// entry, so it stays one operand). Otherwise its result is entered: exactly where it is
  /// exact (``tapeValues``: `1 ÷ 3 =` recalled is 1/3, entered as `1/3`), else as the
  /// pasted number the tape shows; so is a calculation too long to describe in formula
  /// mode. An entry that is not `expression = result` (a saved tape may hold any text), or
  /// whose result does not parse, changes nothing.
  /// - Parameter index: The entry's position in ``tape``, oldest first.
  /// - Returns: `false`, changing nothing, when there is no such entry.
  @discardableResult public mutating func recall(tapeEntry index: Int) -> Bool {
    guard tape.indices.contains(index) else { return false }
    guard let (expression, result) = Self.parts(of: tape[index]) else { return true }
    refusal = nil
    graph.curvesChanged()
    if mode == .formula, expression != "…" {
      let startsNew = formula.entry.isEmpty || formula.isEvaluated
      insertInFormula(startsNew ? expression : "(" + expression + ")", .startsNew)
      return true
    }
    if mode != .formula, tapeValues.indices.contains(index), let value = tapeValues[index] {
      entry = .result
      perform(.expression(value.description))
    } else {
      try? paste(result)
    }
    return true
  }

  /// A tape entry's expression and result: `7 + 9 = 16` is `7 + 9` and `16`.
  static func parts(of line: String) -> (expression: String, result: String)? {
    let scalars = Array(line.unicodeScalars)
    var start = scalars.count - 3
    while start >= 0, scalars[start..<(start + 3)] != [" ", "=", " "] {
      start -= 1
    }
    guard start >= 0 else { return nil }
    let text = { (range: Range<Int>) in
      var text = String.UnicodeScalarView()
      text.append(contentsOf: scalars[range])
      return String(text)
    }
    return (text(0..<start), text((start + 3)..<scalars.count))
  }
}
