/// A mouse event as an SGR report (`CSI < b ; x ; y M` on a press, `m` on a release)
/// describes it, with 0-based cell coordinates.
struct MouseEvent: Hashable, Sendable {
  /// What happened.
  enum Kind: Hashable, Sendable {
    /// The left button went down.
    case press
    /// A button went up, or another button or a drag: nothing the app uses.
    case other
    /// The wheel turned up (away from the user) or down.
    case wheelUp, wheelDown
  }

  /// What happened.
  var kind: Kind
  /// The cell's column, from 0.
  var column: Int
  /// The cell's row, from 0.
  var row: Int

  /// The event an SGR report's parameters (`<0;12;5`) and final byte (`M` press,
  /// `m` release) describe, or `nil` when they are not one.
  init?(parameters: String, final: UInt8) {
    guard parameters.first == "<", final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    let fields = parameters.dropFirst().split(separator: ";", omittingEmptySubsequences: false)
    guard fields.count == 3, fields.allSatisfy({ (1...5).contains($0.count) }),
      let button = Int(fields[0]), let x = Int(fields[1]), let y = Int(fields[2]), x >= 1, y >= 1
    else { return nil }
    self.column = x - 1
    self.row = y - 1
    let isMotion = button & 32 != 0
    switch button & ~(4 | 8 | 16) {
    case 0 where final == UInt8(ascii: "M") && !isMotion: kind = .press
    case 64: kind = .wheelUp
    case 65: kind = .wheelDown
    default: kind = .other
    }
  }

  /// An event at a cell, for tests and for callers that already decoded one.
  init(kind: Kind, column: Int, row: Int) {
    self.kind = kind
    self.column = column
    self.row = row
  }
}
