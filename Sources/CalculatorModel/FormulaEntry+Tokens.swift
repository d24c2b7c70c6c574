extension FormulaEntry {
  /// The length of the token that ends at `end`: a function's name with its `(`
  /// (`sin(`, `sin⁻¹(`, `√(`), `⁻¹`, or one scalar; 0 at the start.
  /// - Complexity: O(length of the name before `end`), at most O(length).
  func tokenLength(endingAt end: Int) -> Int {
    guard end > 0 else { return 0 }
    if end >= 2, scalars[end - 2] == "⁻", scalars[end - 1] == "¹" {
      return 2
    }
    guard scalars[end - 1] == "(" else { return 1 }
    if end >= 2, scalars[end - 2] == "√" {
      return 2
    }
    var nameEnd = end - 1
    var suffix = ""
    if nameEnd >= 2, scalars[nameEnd - 2] == "⁻", scalars[nameEnd - 1] == "¹" {
      nameEnd -= 2
      suffix = "⁻¹"
    }
    var start = nameEnd
    while start > 0, Self.isNameScalar(scalars[start - 1]) {
      start -= 1
    }
    // Digits before a name are a number of their own (`2sin(` is 2 × sin).
    while start < nameEnd, Self.isDigit(scalars[start]) {
      start += 1
    }
    return Self.isFunction(name(start..<nameEnd) + suffix) ? end - start : 1
  }

  /// The length of the token that starts at `start`; 0 at the end.
  /// - Complexity: O(length of the name after `start`), at most O(length).
  func tokenLength(startingAt start: Int) -> Int {
    guard start < scalars.count else { return 0 }
    let scalar = scalars[start]
    let next = start + 1 < scalars.count ? scalars[start + 1] : nil
    if (scalar == "√" && next == "(") || (scalar == "⁻" && next == "¹") {
      return 2
    }
    // A name starts here when only digits (a number) come before it in its run.
    var runStart = start
    while runStart > 0, Self.isNameScalar(scalars[runStart - 1]) {
      runStart -= 1
    }
    let startsName =
      Self.isNameScalar(scalar) && !Self.isDigit(scalar)
      && scalars[runStart..<start].allSatisfy { Self.isDigit($0) }
    guard startsName else { return 1 }
    var end = start
    while end < scalars.count, Self.isNameScalar(scalars[end]) {
      end += 1
    }
    var suffix = ""
    if end + 1 < scalars.count, scalars[end] == "⁻", scalars[end + 1] == "¹" {
      suffix = "⁻¹"
    }
    let parenthesis = end + suffix.unicodeScalars.count
    guard parenthesis < scalars.count, scalars[parenthesis] == "(",
      Self.isFunction(name(start..<end) + suffix)
    else { return 1 }
    return parenthesis + 1 - start
  }

  private func name(_ range: Range<Int>) -> String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars[range])
    return String(text)
  }

  /// A scalar of a name as the parser reads names: ASCII letters, digits, `_`.
  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII && (isDigit(scalar) || scalar == "_" || ("a"..."z").contains(lowercased(scalar)))
  }

  private static func lowercased(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value) | 0x20)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar)
  }

  private static func isFunction(_ name: String) -> Bool {
    guard !name.isEmpty, let (_, operation) = MathOperation.named(name),
      case .unary = operation
    else { return false }
    return true
  }
}
