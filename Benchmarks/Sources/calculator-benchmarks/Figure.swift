import Foundation

/// One measured figure beside its reference, as printed in the table and the JSON.
struct Figure: Encodable {
  /// `linearity`, `batch` or `startup`.
  var section: String
  /// What was measured: `algebraic describe`, `calculator eval`, ….
  var name: String
  /// The size: steps, keys, lines or runs.
  var n: Int
  /// The median of the runs, in ``unit``.
  var value: Double
  /// `ns/step`, `ns/key`, `ns/call`, `lines/s` or `ms`.
  var unit: String
  /// How many runs the median is taken over.
  var runs: Int
  /// The median wall time of one whole run (all n steps, one call, or one process), in ns.
  var runNanoseconds: Double
  /// `value` at this n divided by `value` at the previous n (linearity only): about 1
  /// when the cost per step (or per call, for a `ns/call` figure) does not grow with n.
  var growth: Double?
  /// What the reference is.
  var reference: String
  /// The reference's median, in ``unit``.
  var referenceValue: Double?
  /// `value` ÷ `referenceValue`.
  var ratio: Double? {
    guard let referenceValue, referenceValue > 0 else { return nil }
    return value / referenceValue
  }
  /// Why a figure has no value (a size skipped because it would take too long).
  var note: String?

  private enum CodingKeys: String, CodingKey {
    case section, name, n, value, unit, runs, runNanoseconds, growth, reference
    case referenceValue, ratio, note
  }

  /// Encodes every field, `null` included, so the shape is fixed.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(section, forKey: .section)
    try container.encode(name, forKey: .name)
    try container.encode(n, forKey: .n)
    try container.encode(value.isFinite ? value : nil, forKey: .value)
    try container.encode(unit, forKey: .unit)
    try container.encode(runs, forKey: .runs)
    try container.encode(runNanoseconds.isFinite ? runNanoseconds : nil, forKey: .runNanoseconds)
    try container.encode(growth, forKey: .growth)
    try container.encode(reference, forKey: .reference)
    try container.encode(referenceValue, forKey: .referenceValue)
    try container.encode(ratio, forKey: .ratio)
    try container.encode(note, forKey: .note)
  }
}

/// Formats figures as an aligned plain-text table or as JSON.
enum Report {
  /// Figures as JSON: an array of objects with sorted keys.
  static func json<Figures: Encodable>(_ figures: Figures) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(figures), as: UTF8.self)
  }

  /// The figures of one section as an aligned table with a title.
  static func table(title: String, _ figures: [Figure]) -> String {
    let header = [
      "figure", "n", "value", "unit", "growth", "run", "reference", "ref value", "ratio",
    ]
    var rows: [[String]] = [header]
    for figure in figures {
      if let note = figure.note {
        rows.append([figure.name, count(figure.n), "—", figure.unit, "", "", note, "", ""])
        continue
      }
      rows.append([
        figure.name,
        count(figure.n),
        number(figure.value),
        figure.unit,
        figure.growth.map { number($0) } ?? "",
        duration(figure.runNanoseconds),
        figure.reference,
        figure.referenceValue.map { number($0) } ?? "",
        figure.ratio.map { number($0) + "×" } ?? "",
      ])
    }
    return aligned(title: title, rows, rightAligned: [1, 2, 4, 5, 7, 8])
  }

  /// Rows under a title, each column padded to its widest cell, a rule under the
  /// first row (the header).
  static func aligned(title: String, _ rows: [[String]], rightAligned: Set<Int>) -> String {
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        if column < widths.count {
          widths[column] = max(widths[column], cell.count)
        } else {
          widths.append(cell.count)
        }
      }
    }
    var lines = [title, String(repeating: "=", count: title.count)]
    for (index, row) in rows.enumerated() {
      var line = ""
      for (column, cell) in row.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        line += rightAligned.contains(column) ? padding + cell : cell + padding
        if column < row.count - 1 {
          line += "  "
        }
      }
      while line.hasSuffix(" ") {
        line.removeLast()
      }
      lines.append(line)
      if index == 0 {
        lines.append(String(repeating: "-", count: widths.reduce(0, +) + 2 * (widths.count - 1)))
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `1000`, `10^6`: sizes that are powers of ten print as such.
  static func count(_ n: Int) -> String {
    var power = 0
    var rest = n
    while rest >= 10, rest % 10 == 0 {
      rest /= 10
      power += 1
    }
    return rest == 1 && power >= 3 ? "10^\(power)" : "\(n)"
  }

  /// Three significant digits, without an exponent for everyday magnitudes.
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let magnitude = abs(value)
    if magnitude >= 1e7 || (magnitude < 0.001 && magnitude > 0) {
      return String(format: "%.2e", value)
    }
    if magnitude >= 100 {
      return String(format: "%.0f", value)
    }
    if magnitude >= 10 {
      return String(format: "%.1f", value)
    }
    if magnitude >= 1 {
      return String(format: "%.2f", value)
    }
    return String(format: "%.3f", value)
  }

  /// A wall time with a unit: `850 ns`, `12.3 µs`, `4.56 ms`, `1.23 s`.
  static func duration(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return number(nanoseconds) + " ns"
    case ..<1_000_000: return number(nanoseconds / 1_000) + " µs"
    case ..<1_000_000_000: return number(nanoseconds / 1_000_000) + " ms"
    default: return number(nanoseconds / 1_000_000_000) + " s"
    }
  }
}
