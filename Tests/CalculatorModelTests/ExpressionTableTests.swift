import Testing

@testable import CalculatorModel

// Not Foundation: importing it here changes how other files of the module type-check.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// 10,000 random typed expressions against mpmath's correctly rounded 15 digits.
///
/// The table, `ExpressionTable.txt`, is written by `scripts/make-expression-table.py`: one line
/// per expression, `expression<TAB>display`, or `expression<TAB>error` where the value does
/// not exist (any ``CalculationError`` is then expected).
@Suite struct ExpressionTableTests {
  /// The path of the table `name`, next to this file.
  static func tablePath(_ name: String) -> String {
    let file = "\(#filePath)"
    let directory = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    return directory.joined(separator: "/") + "/" + name
  }

  /// The whole text of the file at `path`.
  static func contents(of path: String) throws -> String {
    guard let file = fopen(path, "rb") else { throw TableMissing(path: path) }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  struct TableMissing: Error { var path: String }

  /// What the calculator shows for `expression`: its display, or `error (…)`.
  static func shown(_ expression: String) -> String {
    do {
      let evaluation = try Formula(parsing: expression).evaluation()
      if let error = evaluation.error { return "error (\(error))" }
      return evaluation.display
    } catch {
      return "parse error (\(error))"
    }
  }

  @Test func displaysMatchTheTable() throws {
    try Self.checkTable("ExpressionTable.txt", atLeast: 10_000)
  }

  /// Checks every line of the table `name` (`expression<TAB>display` or
  /// `expression<TAB>error`), and that it has at least `count` lines.
  static func checkTable(_ name: String, atLeast count: Int) throws {
    let table = try contents(of: tablePath(name))
    var mismatches: [String] = []
    var checked = 0
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard fields.count == 2 else {
        mismatches.append("malformed line: \(line)")
        continue
      }
      let expression = String(fields[0])
      let expected = String(fields[1])
      let shown = shown(expression)
      let matches = expected == "error" ? shown.hasPrefix("error") : shown == expected
      checked += 1
      if !matches { mismatches.append("\(expression): shows \(shown), expected \(expected)") }
    }
    #expect(checked >= count)
    if !mismatches.isEmpty {
      Issue.record(
        """
        \(mismatches.count) of \(checked) expressions of \(name) differ; the first 20:
        \(mismatches.prefix(20).joined(separator: "\n"))
        """)
    }
  }
}
