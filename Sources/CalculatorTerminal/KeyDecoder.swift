/// Turns the bytes a terminal sends into key events.
///
/// A lone ESC at the end of the bytes is the Escape key: the reader waits briefly
/// for the rest of a sequence before handing bytes over (see ``KeyReader``), so an
/// arrow key (`ESC [ A`) arrives whole. Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`)
/// becomes one ``KeyEvent/paste(_:)``. Invalid UTF-8 is skipped.
enum KeyDecoder {
  private static let escape: UInt8 = 0x1B

  /// The key events in `bytes`, in order.
  static func events(in bytes: [UInt8]) -> [KeyEvent] {
    var events: [KeyEvent] = []
    var index = 0
    while index < bytes.count {
      let (event, length) = decodeOne(bytes, at: index)
      if let event {
        events.append(event)
      }
      index += max(1, length)
    }
    return events
  }

  /// One event starting at `start` and the number of bytes it took.
  private static func decodeOne(_ bytes: [UInt8], at start: Int) -> (KeyEvent?, Int) {
    let byte = bytes[start]
    switch byte {
    case escape: return decodeEscape(bytes, at: start)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x01...0x1A:
      return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
    case 0x00, 0x1C...0x1F: return (.unknown, 1)
    default: return decodeCharacter(bytes, at: start)
    }
  }

  /// A UTF-8 character, or nothing for a malformed byte.
  private static func decodeCharacter(_ bytes: [UInt8], at start: Int) -> (KeyEvent?, Int) {
    let lead = bytes[start]
    let length =
      switch lead {
      case 0x00..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: 0
      }
    guard length > 0, start + length <= bytes.count,
      let text = String(validating: bytes[start..<(start + length)], as: UTF8.self),
      let character = text.first
    else { return (nil, 1) }
    return (.character(character), length)
  }

  /// Escape, an escape sequence, or Alt plus a key (read as Escape, then the key).
  private static func decodeEscape(_ bytes: [UInt8], at start: Int) -> (KeyEvent?, Int) {
    let next = start + 1
    guard next < bytes.count else { return (.escape, 1) }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return decodeControlSequence(bytes, parametersAt: next + 1, start: start)
    case UInt8(ascii: "O"):
      guard next + 1 < bytes.count else { return (.unknown, 2) }
      return (arrow(bytes[next + 1]) ?? .unknown, 3)
    default: return (.escape, 1)
    }
  }

  /// `ESC [` parameters and a final byte: arrows, Delete, bracketed paste.
  private static func decodeControlSequence(
    _ bytes: [UInt8], parametersAt first: Int, start: Int
  ) -> (KeyEvent?, Int) {
    var index = first
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count else { return (.unknown, index - start) }
    let parameters = String(decoding: bytes[first..<index], as: UTF8.self)
    let final = bytes[index]
    let length = index + 1 - start
    if final == UInt8(ascii: "~") {
      switch parameters {
      case "3": return (.delete, length)
      case "200": return decodePaste(bytes, from: index + 1, start: start)
      default: return (.unknown, length)
      }
    }
    return (arrow(final) ?? .unknown, length)
  }

  /// Everything up to `ESC [ 201 ~` (or the end) as pasted text.
  private static func decodePaste(_ bytes: [UInt8], from first: Int, start: Int) -> (KeyEvent?, Int)
  {
    let terminator: [UInt8] = [escape] + Array("[201~".utf8)
    var end = first
    while end < bytes.count, !bytes[end...].starts(with: terminator) {
      end += 1
    }
    let text = String(decoding: bytes[first..<end], as: UTF8.self)
    let consumed = min(bytes.count, end + terminator.count) - start
    return (.paste(text), consumed)
  }

  private static func arrow(_ final: UInt8) -> KeyEvent? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    default: nil
    }
  }
}

extension KeyDecoder {
  /// Whether `bytes` end inside an escape sequence or a bracketed paste, so more
  /// bytes may be on their way.
  static func isIncomplete(_ bytes: [UInt8]) -> Bool {
    let pasteStart: [UInt8] = [0x1B] + Array("[200~".utf8)
    let pasteEnd: [UInt8] = [0x1B] + Array("[201~".utf8)
    if let start = lastRange(of: pasteStart, in: bytes),
      lastRange(of: pasteEnd, in: bytes).map({ $0 < start }) ?? true
    {
      return true
    }
    guard let last = bytes.lastIndex(of: 0x1B) else { return false }
    let tail = bytes[(last + 1)...]
    guard let introducer = tail.first else { return true }
    switch introducer {
    case UInt8(ascii: "O"): return tail.count < 2
    case UInt8(ascii: "["): return tail.dropFirst().allSatisfy { (0x30...0x3F).contains($0) }
    default: return false
    }
  }

  /// Where the last occurrence of `pattern` starts in `bytes`.
  private static func lastRange(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= pattern.count else { return nil }
    return stride(from: bytes.count - pattern.count, through: 0, by: -1).first { start in
      bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }
  }
}
