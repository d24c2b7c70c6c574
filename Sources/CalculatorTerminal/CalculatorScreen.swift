import CalculatorController
import CalculatorModel

/// Draws the calculator screen as a pure function of the view and the size.
///
/// The display box (mode, angle, M, the number with its exact form at the left
/// (`2√2 ≈ … 2.82842712474619`, or `≈ 2.82842712474619 … 2√2` with the exact form
/// first), in formula entry the expression
/// line with its cursor, the label, the error), the keypad drawn from the key
/// table, the tape beside it when there is room, and a status line.
struct CalculatorScreen {
  /// The keypad's state to show.
  var view: KeypadView
  /// A one-line message for the status line (a copy, a set-aside state file).
  var message: String?
  /// How many of the newest tape entries are scrolled out of sight below.
  var tapeScroll = 0
  /// The worksheet's rows as lines (``rowLines(of:)``), listed above the tape.
  var rows: [String] = []

  static let displayHeight = 6
  private static let narrowestTape = 16

  /// The smallest terminal the screen fits.
  static let minimumSize = ScreenSize(
    columns: KeypadLayout.width, rows: displayHeight + KeypadLayout.height + 1)

  /// What a click can land on.
  enum Target: Equatable {
    /// A drawn key.
    case key(Key)
    /// A tape entry, by its index in the tape.
    case tapeEntry(Int)
  }

  /// The screen at `size`, or the too-small message.
  func canvas(size: ScreenSize) -> TextCanvas {
    let minimum = Self.minimumSize
    guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
      return TooSmallScreen.canvas(size: size, needed: minimum)
    }
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    drawDisplay(on: &canvas)
    drawKeypad(on: &canvas, top: Self.displayHeight)
    if let box = Self.rowsBox(size: size, rowCount: rows.count) {
      drawRows(on: &canvas, box: box)
    }
    if let tape = Self.tapeBox(size: size, rowCount: rows.count) {
      drawTape(on: &canvas, box: tape)
    }
    drawStatus(on: &canvas, row: size.rows - 1)
    return canvas
  }

  /// Where the terminal's cursor goes: formula entry's insertion point, or `nil`.
  func cursor(size: ScreenSize) -> (row: Int, column: Int)? {
    guard view.mode == .formula, size.columns >= Self.minimumSize.columns,
      size.rows >= Self.minimumSize.rows
    else { return nil }
    return (Self.entryRow, 2 + entryLine().cursorColumn)
  }

  /// What a click at (row, column) lands on, for a screen at `size` in `mode` with
  /// `tapeCount` tape entries scrolled by `tapeScroll` below `rowCount` worksheet rows.
  static func target(
    row: Int, column: Int, size: ScreenSize, mode: CalculatorMode, tapeCount: Int, tapeScroll: Int,
    rowCount: Int
  ) -> Target? {
    guard size.columns >= minimumSize.columns, size.rows >= minimumSize.rows else { return nil }
    if let key = KeypadLayout.key(atRow: row - displayHeight, column: column, mode: mode) {
      return .key(key)
    }
    guard let box = tapeBox(size: size, rowCount: rowCount), column > box.column,
      column < box.column + box.width - 1
    else { return nil }
    let shown = tapeRange(count: tapeCount, scroll: tapeScroll, rows: box.height - 2)
    let index = shown.lowerBound + row - box.top - 1
    return row > box.top && shown.contains(index) ? .tapeEntry(index) : nil
  }

  /// A box beside the keypad: its first column and row, its width and its height.
  typealias Box = (column: Int, top: Int, width: Int, height: Int)

  /// The tape box at `size` below the box of `rowCount` worksheet rows, or `nil` when
  /// there is no room beside the keypad.
  static func tapeBox(size: ScreenSize, rowCount: Int) -> Box? {
    let width = size.columns - KeypadLayout.width - 1
    let top = rowsBox(size: size, rowCount: rowCount)?.height ?? 0
    return width >= narrowestTape ? (KeypadLayout.width + 1, top, width, size.rows - 1 - top) : nil
  }

  /// The box of `rowCount` worksheet rows at `size`, at most half the height, or `nil`
  /// when there are none or no room beside the keypad.
  static func rowsBox(size: ScreenSize, rowCount: Int) -> Box? {
    let width = size.columns - KeypadLayout.width - 1
    guard rowCount > 0, width >= narrowestTape else { return nil }
    let shown = min(rowCount, max(1, (size.rows - 1) / 2 - 2))
    return (KeypadLayout.width + 1, 0, width, shown + 2)
  }

  /// Each worksheet row as the rows box lists it: its text, and its value or error after
  /// it when the text does not already end with it (`a = 2`, `3 a  = 6`).
  static func rowLines(of sheet: Worksheet) -> [String] {
    sheet.rows.indices.map { index in
      let text = sheet.rows[index].text
      let answer = sheet.answers[index]
      if let error = answer.error {
        return text + "  ⚠ " + error
      }
      return answer.display.isEmpty || text.hasSuffix(answer.display)
        ? text : text + "  = " + answer.display
    }
  }

  /// The tape entries shown in `rows` rows: the newest after `scroll` hidden ones.
  static func tapeRange(count: Int, scroll: Int, rows: Int) -> Range<Int> {
    let rows = max(0, rows)
    let end = count - min(max(0, scroll), max(0, count - rows))
    return max(0, end - rows)..<end
  }

  private static let entryRow = 3

  private func drawDisplay(on canvas: inout TextCanvas) {
    let width = KeypadLayout.width
    let inner = width - 4
    let end = width - 2
    canvas.box(row: 0, column: 0, width: width, height: Self.displayHeight, title: "calculator")
    let mode =
      switch view.mode {
      case .algebraic: "ALG"
      case .rpn: "RPN"
      case .formula: "FORM"
      }
    let angle = view.angle == .degrees ? "DEG" : "RAD"
    canvas.put("\(mode)  \(angle)", row: 1, column: 2, style: .control)
    if let memory = view.memoryDisplay {
      canvas.putRightAligned(
        "M = " + memory, row: 1, endColumn: end, room: inner - 11, style: .memory)
    }
    let exact = view.error == nil ? view.exact : nil
    let (first, second) =
      view.exactFirst
      ? (exact ?? view.display, exact.map { _ in "≈ " + view.display })
      : (view.display, exact.map { $0 + " ≈" })
    canvas.putRightAligned(first, row: 2, endColumn: end, room: inner, style: .display)
    if let second, first.unicodeScalars.count + second.unicodeScalars.count + 2 <= inner {
      canvas.put(second, row: 2, column: 2, style: .display)
    }
    if view.mode == .formula {
      // The expression line takes the label's row; the label shows unless an error does.
      let line = entryLine()
      canvas.put(line.text, row: Self.entryRow, column: 2)
      canvas.restyle(row: Self.entryRow, column: 2 + line.cursorColumn, style: .highlight)
      if view.error == nil {
        canvas.putRightAligned(view.label, row: 4, endColumn: end, room: inner, style: .dim)
      }
    } else {
      canvas.putRightAligned(view.label, row: 3, endColumn: end, room: inner, style: .dim)
    }
    if let error = view.error {
      canvas.putRightAligned(error, row: 4, endColumn: end, room: inner, style: .error)
    }
  }

  /// The part of the entry that fits the display with the cursor in view, and the
  /// cursor's column in it; one column per Unicode scalar, as the cursor counts.
  private func entryLine() -> (text: String, cursorColumn: Int) {
    let scalars = Array((view.entry ?? "").unicodeScalars)
    let room = KeypadLayout.width - 5
    let cursor = min(max(0, view.cursor ?? scalars.count), scalars.count)
    let start = max(0, cursor - room)
    var text = ""
    for scalar in scalars[start..<min(scalars.count, start + room)] {
      text.unicodeScalars.append(Self.showsAlone(scalar) ? scalar : "�")
    }
    return (text, cursor - start)
  }

  /// Whether a scalar shows as a character of its own: not a control character, a
  /// combining mark or a joiner, which would merge with its neighbour or act.
  private static func showsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .nonspacingMark, .spacingMark, .enclosingMark, .surrogate,
      .lineSeparator, .paragraphSeparator, .unassigned:
      false
    default: true
    }
  }

  private func drawKeypad(on canvas: inout TextCanvas, top: Int) {
    let cells = KeypadLayout.cells(mode: view.mode, angle: view.angle)
    let columns = KeypadLayout.columns
    let cellWidth = KeypadLayout.cellWidth
    let rule = String(repeating: "─", count: cellWidth)
    func edge(_ left: String, _ middle: String, _ right: String) -> String {
      left + Array(repeating: rule, count: columns).joined(separator: middle) + right
    }
    canvas.put(edge("┌", "┬", "┐"), row: top, column: 0, style: .dim)
    for (index, row) in cells.enumerated() {
      let y = top + 1 + index * 2
      for column in 0...columns {
        canvas.put("│", row: y, column: column * (cellWidth + 1), style: .dim)
      }
      let isLast = index == cells.count - 1
      canvas.put(
        isLast ? edge("└", "┴", "┘") : edge("├", "┼", "┤"), row: y + 1, column: 0, style: .dim)
      for (column, cell) in row.enumerated() {
        guard let cell else { continue }
        let left = column * (cellWidth + 1) + 1
        canvas.put(Self.centred(cell.label), row: y, column: left, style: cell.style)
        if !cell.hint.isEmpty {
          let padding = max(0, cellWidth - cell.hint.count)
          canvas.put(
            cell.hint, row: y + 1, column: left + padding - padding / 2, room: cellWidth,
            style: .plain)
        }
      }
    }
  }

  /// `text` centred in a key's width (the extra space on the left).
  private static func centred(_ text: String) -> String {
    let padding = max(0, KeypadLayout.cellWidth - text.count)
    return String(repeating: " ", count: padding - padding / 2) + text
  }

  private func drawTape(on canvas: inout TextCanvas, box: Box) {
    let shown = Self.tapeRange(count: view.tape.count, scroll: tapeScroll, rows: box.height - 2)
    let hidden = view.tape.count - shown.upperBound
    let title = hidden > 0 ? "tape ↓\(hidden)" : shown.lowerBound > 0 ? "tape ↑" : "tape"
    canvas.box(row: box.top, column: box.column, width: box.width, height: box.height, title: title)
    for (row, index) in shown.enumerated() {
      canvas.put(
        view.tape[index], row: box.top + 1 + row, column: box.column + 2, room: box.width - 4)
    }
    if view.tape.isEmpty {
      canvas.put("(empty)", row: box.top + 1, column: box.column + 2, style: .dim)
    }
  }

  /// The worksheet's rows, the newest when they do not all fit.
  private func drawRows(on canvas: inout TextCanvas, box: Box) {
    let shown = rows.suffix(box.height - 2)
    let title = shown.count < rows.count ? "rows ↑\(rows.count - shown.count)" : "rows"
    canvas.box(row: box.top, column: box.column, width: box.width, height: box.height, title: title)
    for (row, line) in shown.enumerated() {
      canvas.put(line, row: box.top + 1 + row, column: box.column + 2, room: box.width - 4)
    }
  }

  private func drawStatus(on canvas: inout TextCanvas, row: Int) {
    if let message {
      canvas.put(message, row: row, column: 0, style: .error)
      return
    }
    let hints =
      view.mode == .formula
      ? [
        "type an expression", "Enter =", "? keys", "Alt+g graph", "Alt+v digits",
        "Tab complete", "Alt+q quit",
      ]
      : ["? keys", "g graph", "v digits", "A R X mode", "click keys and tape", "Esc C", "q quit"]
    canvas.put(Self.hintLine(hints, width: canvas.width), row: row, column: 0, style: .dim)
  }

  /// The hints that fit in `width` columns, two spaces apart: whole hints, the last
  /// (quit) always kept, those before it left out from the end until the line fits.
  static func hintLine(_ hints: [String], width: Int) -> String {
    guard let last = hints.last else { return "" }
    var kept = Array(hints.dropLast())
    var line: String { (kept + [last]).joined(separator: "  ") }
    while !kept.isEmpty, line.count > width {
      kept.removeLast()
    }
    return line
  }
}
