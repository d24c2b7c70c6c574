/// An expression being edited as text, with a cursor: what formula entry
/// shows and edits before `=` evaluates it.
///
/// The text is kept as Unicode scalars, so the cursor, a parse error's column and
/// the API's length limits all count the same units (every symbol a key inserts is
/// one scalar, `⁻¹` two). A function's name and its `(` (`sin(`), `√(` and `⁻¹` are
/// single tokens: the cursor steps over them and backspace removes them whole.
public struct FormulaEntry: Equatable, Sendable {
  /// The most scalars an entry holds.
  ///
  /// An insertion that would make it longer is refused. A thousand is ten lines of a wide terminal, and keeps every edit, the
  /// saved state and each evaluation cheap.
  public static let maximumLength = 1_000

  var scalars: [Unicode.Scalar]
  /// The insertion point, in scalars from the start: `0...text count`.
  public private(set) var cursor: Int

  /// An empty entry.
  public init() {
    scalars = []
    cursor = 0
  }

  /// An entry holding `text` with the cursor at `cursor` (clamped to the text).
  /// - Returns: `nil` when `text` is longer than ``maximumLength``.
  public init?(_ text: String, cursor: Int? = nil) {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count <= Self.maximumLength else { return nil }
    self.scalars = scalars
    self.cursor = min(max(cursor ?? scalars.count, 0), scalars.count)
  }

  /// The text being edited.
  public var text: String {
    var text = String.UnicodeScalarView()
    text.append(contentsOf: scalars)
    return String(text)
  }

  /// How many scalars the text holds.
  public var count: Int { scalars.count }

  /// Whether nothing has been entered.
  public var isEmpty: Bool { scalars.isEmpty }

  /// The text with the parentheses it leaves open closed at the end, as `=` reads
  /// it: `2×(3+4` is `2×(3+4)`.
  /// - Complexity: O(length).
  public var closedText: String {
    var depth = 0
    for scalar in scalars {
      if scalar == "(" {
        depth += 1
      } else if scalar == ")", depth > 0 {
        depth -= 1
      }
    }
    return text + String(repeating: ")", count: depth)
  }

  /// Inserts `piece` at the cursor and moves the cursor past it.
  /// - Returns: `false`, changing nothing, when the entry would be longer than
  ///   ``maximumLength``.
  /// - Complexity: O(length).
  @discardableResult public mutating func insert(_ piece: String) -> Bool {
    let inserted = Array(piece.unicodeScalars)
    guard scalars.count + inserted.count <= Self.maximumLength else { return false }
    scalars.insert(contentsOf: inserted, at: cursor)
    cursor += inserted.count
    return true
  }

  /// Removes the token before the cursor (`sin(` as one).
  /// - Returns: Whether there was one.
  @discardableResult public mutating func deleteBackward() -> Bool {
    let length = tokenLength(endingAt: cursor)
    guard length > 0 else { return false }
    scalars.removeSubrange((cursor - length)..<cursor)
    cursor -= length
    return true
  }

  /// Removes the token after the cursor.
  /// - Returns: Whether there was one.
  @discardableResult public mutating func deleteForward() -> Bool {
    let length = tokenLength(startingAt: cursor)
    guard length > 0 else { return false }
    scalars.removeSubrange(cursor..<(cursor + length))
    return true
  }

  /// Moves the cursor one token left; at the start, does nothing.
  public mutating func moveLeft() {
    cursor -= tokenLength(endingAt: cursor)
  }

  /// Moves the cursor one token right; at the end, does nothing.
  public mutating func moveRight() {
    cursor += tokenLength(startingAt: cursor)
  }

  /// Moves the cursor to the start (`home`) or the end (`end`).
  public mutating func move(toEnd: Bool) {
    cursor = toEnd ? scalars.count : 0
  }

  /// Moves the cursor to a parse error's 1-based column (the end when past it).
  public mutating func move(toColumn column: Int) {
    cursor = min(max(column - 1, 0), scalars.count)
  }
}

extension FormulaEntry {
  /// The text the key of an operation inserts, and whether it takes the
  /// operand before it (so after `=` it continues from the result): a constant's or
  /// a binary operator's symbol, a function with its parenthesis (`sin(`, `√(`,
  /// `e^(`), a postfix form's symbol (`²`, `!`, `%`), `−` for ±.
  /// - Returns: `nil` for `=`.
  public static func insertion(for operation: MathOperation) -> (
    text: String, takesLeftOperand: Bool
  )? {
    switch operation {
    case .constant(let constant): return (constant.symbol, false)
    case .binary(let op): return (op.symbol, true)
    case .unary(let function):
      switch function.notation {
      case .function(let name): return (name + "(", false)
      case .postfix(let suffix): return (suffix, true)
      case .prefixMinus: return (BinaryOperator.subtract.symbol, false)
      case .power(let base): return (base + BinaryOperator.power.symbol + "(", false)
      }
    case .equals: return nil
    }
  }
}
