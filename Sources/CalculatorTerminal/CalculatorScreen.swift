import CalculatorController
import CalculatorModel

/// Draws the calculator screen as a pure function of the view and the size.
///
/// The display box (mode, angle, M, the number, the label, the error), the
/// box-drawn keypad, the tape beside it when there is room, and a status line.
struct CalculatorScreen {
  /// The keypad's state to show.
  var view: KeypadView
  /// A one-line message for the status line (a copy, a set-aside state file).
  var message: String?

  private static let displayHeight = 6
  private static let narrowestTape = 16

  /// The smallest terminal the screen fits.
  static let minimumSize = ScreenSize(
    columns: KeypadLayout.width, rows: displayHeight + KeypadLayout.height + 1)

  /// The screen at `size`, or the too-small message.
  func canvas(size: ScreenSize) -> TextCanvas {
    let minimum = Self.minimumSize
    guard size.columns >= minimum.columns, size.rows >= minimum.rows else {
      return TooSmallScreen.canvas(size: size, needed: minimum)
    }
    var canvas = TextCanvas(width: size.columns, height: size.rows)
    drawDisplay(on: &canvas)
    drawKeypad(on: &canvas, top: Self.displayHeight)
    let tapeWidth = size.columns - KeypadLayout.width - 1
    if tapeWidth >= Self.narrowestTape {
      drawTape(
        on: &canvas, column: KeypadLayout.width + 1, width: tapeWidth, height: size.rows - 1)
    }
    drawStatus(on: &canvas, row: size.rows - 1)
    return canvas
  }

  private func drawDisplay(on canvas: inout TextCanvas) {
    let width = KeypadLayout.width
    let inner = width - 4
    let end = width - 2
    canvas.box(row: 0, column: 0, width: width, height: Self.displayHeight, title: "calculator")
    let mode = view.mode == .rpn ? "RPN" : "ALG"
    let angle = view.angle == .degrees ? "DEG" : "RAD"
    canvas.put("\(mode)  \(angle)", row: 1, column: 2, style: .control)
    if let memory = view.memory {
      canvas.putRightAligned(
        "M = " + DisplayFormat.string(for: memory), row: 1, endColumn: end, room: inner - 10,
        style: .memory)
    }
    canvas.putRightAligned(view.display, row: 2, endColumn: end, room: inner, style: .display)
    canvas.putRightAligned(view.label, row: 3, endColumn: end, room: inner, style: .dim)
    if let error = view.error {
      canvas.putRightAligned(error, row: 4, endColumn: end, room: inner, style: .error)
    }
  }

  private func drawKeypad(on canvas: inout TextCanvas, top: Int) {
    let cells = KeypadLayout.cells(for: view)
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
      for (column, cell) in row.enumerated() {
        let padding = max(0, cellWidth - cell.label.count)
        let centred = String(repeating: " ", count: padding - padding / 2) + cell.label
        canvas.put(centred, row: y, column: column * (cellWidth + 1) + 1, style: cell.style)
      }
      let isLast = index == cells.count - 1
      canvas.put(
        isLast ? edge("└", "┴", "┘") : edge("├", "┼", "┤"), row: y + 1, column: 0, style: .dim)
    }
  }

  private func drawTape(on canvas: inout TextCanvas, column: Int, width: Int, height: Int) {
    canvas.box(row: 0, column: column, width: width, height: height, title: "tape")
    let room = width - 4
    let entries = view.tape.suffix(max(0, height - 2))
    for (index, entry) in entries.enumerated() {
      canvas.put(entry, row: 1 + index, column: column + 2, room: room)
    }
    if view.tape.isEmpty {
      canvas.put("(empty)", row: 1, column: column + 2, style: .dim)
    }
  }

  private func drawStatus(on canvas: inout TextCanvas, row: Int) {
    if let message {
      canvas.put(message, row: row, column: 0, style: .error)
    } else {
      canvas.put(
        "? keys  g graph  Tab RPN/ALG  d DEG/RAD  Esc C  q quit", row: row, column: 0,
        style: .dim)
    }
  }
}
