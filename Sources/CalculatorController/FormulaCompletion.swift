import CalculatorModel

/// Completes the name before the cursor in formula entry (Tab at a prompt): a function's
/// name with its `(`, a constant's, a variable's.
public enum FormulaCompletion {
  /// The names completion offers, each with what follows it once completed: the typed
  /// (ASCII) names of the functions with `(`, of the constants, and the variables M, x and
  /// `ans`; sorted.
  public static let names: [(name: String, suffix: String)] = {
    var names: [String: String] = ["M": "", "x": "", LineSession.lastResultName: ""]
    for name in Array(MathOperation.table.keys) + Array(MathOperation.aliases.keys)
    where isName(name) {
      switch MathOperation.named(name)?.operation {
      case .unary?: names[name] = "("
      case .constant?: names[name] = ""
      default: break
      }
    }
    return names.sorted { $0.key < $1.key }.map { (name: $0.key, suffix: $0.value) }
  }()

  /// What Tab inserts after `prefix`: the rest of the one name that extends it (and its
  /// `(`), or the longest start the names that extend it share; `nil` when none extends
  /// it further (no name, or several that part at once).
  public static func completion(of prefix: String) -> String? {
    guard !prefix.isEmpty else { return nil }
    let extending = names.filter { $0.name.hasPrefix(prefix) && $0.name.count > prefix.count }
    guard let first = extending.first else { return nil }
    if extending.count == 1 {
      return String(first.name.dropFirst(prefix.count)) + first.suffix
    }
    var shared = first.name
    for candidate in extending.dropFirst() {
      while !candidate.name.hasPrefix(shared) {
        shared.removeLast()
      }
    }
    return shared.count > prefix.count ? String(shared.dropFirst(prefix.count)) : nil
  }

  /// The names that extend `prefix`, for a message when Tab cannot choose.
  public static func candidates(for prefix: String) -> [String] {
    names.map { $0.name }.filter { $0.hasPrefix(prefix) && $0 != prefix }
  }

  /// The name being typed just before `cursor` in `text` (a letter, then letters, digits
  /// or `_`), or the empty string.
  public static func prefix(of text: String, cursor: Int) -> String {
    let before = text.unicodeScalars.prefix(cursor)
    let run = before.reversed().prefix { isNameScalar($0) }
    let name = String(String.UnicodeScalarView(run.reversed()))
    let start = name.unicodeScalars.drop { !isLetter($0) }
    return String(String.UnicodeScalarView(start))
  }

  private static func isName(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) else { return false }
    return text.unicodeScalars.allSatisfy { isNameScalar($0) }
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
  }
}
