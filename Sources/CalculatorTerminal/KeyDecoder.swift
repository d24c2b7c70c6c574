/// Turns the bytes a terminal sends into key events, piece by piece as they are read.
///
/// An escape sequence or a UTF-8 character split between two reads waits in the
/// decoder for its rest (``isWaiting``); when none comes, ``finish()`` takes what is
/// there as it is: a lone ESC is the Escape key (see ``KeyReader``), so an arrow key
/// (`ESC [ A`) arrives whole. ESC and a printable ASCII character is Alt with it
/// (`ESC s` is Alt+s); SGR mouse reports (`ESC [ < 0 ; 12 ; 5 M`) are
/// ``KeyEvent/mouse(_:)``. Invalid UTF-8 is skipped.
///
/// A bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) is one event however long and
/// whatever it holds (`q`, Esc, Ctrl-C are text inside it): ``KeyEvent/paste(_:)`` up
/// to ``maximumPasteCharacters``, ``KeyEvent/pasteTooLong(characters:)`` beyond, when
/// its text is only counted, so memory stays bounded.
struct KeyDecoder {
  /// The most characters (Unicode scalars) a paste may have; the HTTP API takes as
  /// many (`APILimits.expressionCharacters`).
  static let maximumPasteCharacters = 10_000
  /// The most bytes an unfinished escape sequence may take while it waits for its
  /// end; a longer one is an unknown key.
  private static let longestSequence = 32
  private static let escape: UInt8 = 0x1B
  private static let pasteEnd: [UInt8] = [escape] + Array("[201~".utf8)

  /// What one step of decoding found.
  private enum Step {
    /// A key (or nothing, for a malformed byte) and the bytes it took.
    case event(KeyEvent?, length: Int)
    /// The start of a bracketed paste and the bytes of its marker.
    case pasteStart(length: Int)
    /// The bytes end inside a sequence or a character.
    case incomplete
  }

  /// A bracketed paste being read.
  private struct Paste {
    /// Its bytes while it has at most ``maximumPasteCharacters`` characters.
    var bytes: [UInt8] = []
    /// Its characters so far.
    var characters = 0
    /// How many bytes of the end marker the last bytes matched.
    var matched = 0

    mutating func add(_ byte: UInt8) {
      if byte & 0xC0 != 0x80 {
        characters += 1
      }
      if characters <= KeyDecoder.maximumPasteCharacters {
        bytes.append(byte)
      } else if !bytes.isEmpty {
        bytes = []
      }
    }

    /// The paste as an event, the part of the end marker matched so far included.
    var event: KeyEvent {
      var whole = self
      for byte in KeyDecoder.pasteEnd.prefix(matched) {
        whole.add(byte)
      }
      guard whole.characters <= KeyDecoder.maximumPasteCharacters else {
        return .pasteTooLong(characters: whole.characters)
      }
      return .paste(String(decoding: whole.bytes, as: UTF8.self))
    }
  }

  /// The bytes of an unfinished escape sequence or character.
  private var pending: [UInt8] = []
  /// The paste being read, if any.
  private var paste: Paste?

  /// Whether the bytes so far end inside an escape sequence, a character or a
  /// paste, so more bytes may be on their way.
  var isWaiting: Bool { paste != nil || !pending.isEmpty }
  /// Whether the bytes so far end inside a paste.
  var isInPaste: Bool { paste != nil }

  /// The key events that `bytes`, after those decoded before, complete.
  /// - Complexity: O(`bytes.count`).
  mutating func decode(_ bytes: [UInt8]) -> [KeyEvent] {
    let whole = pending.isEmpty ? bytes : pending + bytes
    pending = []
    return run(whole, atEnd: false)
  }

  /// Ends what is waiting: a lone ESC is Escape, an unfinished sequence an unknown
  /// key, an unfinished paste a paste of what arrived.
  mutating func finish() -> [KeyEvent] {
    let rest = pending
    pending = []
    var events = run(rest, atEnd: true)
    if let paste {
      events.append(paste.event)
      self.paste = nil
    }
    return events
  }

  /// The key events in `bytes`, taken as the whole input.
  static func events(in bytes: [UInt8]) -> [KeyEvent] {
    var decoder = KeyDecoder()
    return decoder.decode(bytes) + decoder.finish()
  }

  private mutating func run(_ bytes: [UInt8], atEnd: Bool) -> [KeyEvent] {
    var events: [KeyEvent] = []
    var index = 0
    while index < bytes.count {
      if paste != nil {
        index = readPaste(bytes, from: index, into: &events)
        continue
      }
      switch Self.decodeOne(bytes, at: index, atEnd: atEnd) {
      case .event(let event, let length):
        if let event {
          events.append(event)
        }
        index += max(1, length)
      case .pasteStart(let length):
        paste = Paste()
        index += length
      case .incomplete:
        guard bytes.count - index <= Self.longestSequence else {
          events.append(.unknown)
          return events
        }
        pending = Array(bytes[index...])
        return events
      }
    }
    return events
  }

  /// Adds bytes to the paste up to its end marker.
  /// - Returns: the index after the marker, or the end of `bytes`.
  private mutating func readPaste(_ bytes: [UInt8], from start: Int, into events: inout [KeyEvent])
    -> Int
  {
    guard var reading = paste else { return start }
    paste = nil
    let end = Self.pasteEnd
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == end[reading.matched] {
        reading.matched += 1
        if reading.matched == end.count {
          reading.matched = 0
          events.append(reading.event)
          return index
        }
        continue
      }
      // Only the marker's first byte is ESC, so a mismatch can restart only there.
      for matchedByte in end.prefix(reading.matched) {
        reading.add(matchedByte)
      }
      reading.matched = byte == end[0] ? 1 : 0
      if reading.matched == 0 {
        reading.add(byte)
      }
    }
    paste = reading
    return index
  }

  /// One key starting at `start`.
  private static func decodeOne(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Step {
    let byte = bytes[start]
    switch byte {
    case escape: return decodeEscape(bytes, at: start, atEnd: atEnd)
    case 0x0D, 0x0A: return .event(.enter, length: 1)
    case 0x7F, 0x08: return .event(.backspace, length: 1)
    case 0x09: return .event(.tab, length: 1)
    case 0x01...0x1A:
      return .event(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
    case 0x00, 0x1C...0x1F: return .event(.unknown, length: 1)
    default: return decodeCharacter(bytes, at: start, atEnd: atEnd)
    }
  }

  /// A UTF-8 character, or nothing for a malformed byte.
  private static func decodeCharacter(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Step {
    let lead = bytes[start]
    let length =
      switch lead {
      case 0x00..<0x80: 1
      case 0xC2..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF5: 4
      default: 0
      }
    guard length > 0 else { return .event(nil, length: 1) }
    let available = bytes[(start + 1)...].prefix(length - 1)
    guard available.allSatisfy({ $0 & 0xC0 == 0x80 }) else { return .event(nil, length: 1) }
    guard available.count == length - 1 else { return atEnd ? .event(nil, length: 1) : .incomplete }
    guard let text = String(validating: bytes[start..<(start + length)], as: UTF8.self),
      let character = text.first
    else { return .event(nil, length: 1) }
    return .event(.character(character), length: length)
  }

  /// Escape, an escape sequence, or Alt plus a printable ASCII character (ESC and
  /// the character; `ESC O` waits, as it starts a sequence, and alone is Alt+O).
  private static func decodeEscape(_ bytes: [UInt8], at start: Int, atEnd: Bool) -> Step {
    let next = start + 1
    guard next < bytes.count else { return atEnd ? .event(.escape, length: 1) : .incomplete }
    switch bytes[next] {
    case UInt8(ascii: "["):
      return decodeControlSequence(bytes, parametersAt: next + 1, start: start, atEnd: atEnd)
    case UInt8(ascii: "O"):
      guard next + 1 < bytes.count else {
        return atEnd ? .event(.alt("O"), length: 2) : .incomplete
      }
      return .event(navigation(bytes[next + 1]) ?? .unknown, length: 3)
    case 0x21...0x7E:
      return .event(.alt(Character(Unicode.Scalar(bytes[next]))), length: 2)
    default: return .event(.escape, length: 1)
    }
  }

  /// `ESC [` parameters and a final byte: arrows, Home, End, Page Up and Down, Delete,
  /// SGR mouse reports, the start of a paste.
  private static func decodeControlSequence(
    _ bytes: [UInt8], parametersAt first: Int, start: Int, atEnd: Bool
  ) -> Step {
    var index = first
    while index < bytes.count, (0x30...0x3F).contains(bytes[index]) {
      index += 1
    }
    guard index < bytes.count else {
      return atEnd ? .event(.unknown, length: index - start) : .incomplete
    }
    let parameters = String(decoding: bytes[first..<index], as: UTF8.self)
    let final = bytes[index]
    let length = index + 1 - start
    if let mouse = MouseEvent(parameters: parameters, final: final) {
      return .event(.mouse(mouse), length: length)
    }
    if final == UInt8(ascii: "~") {
      switch parameters {
      case "1", "7": return .event(.home, length: length)
      case "3": return .event(.delete, length: length)
      case "4", "8": return .event(.end, length: length)
      case "5": return .event(.pageUp, length: length)
      case "6": return .event(.pageDown, length: length)
      case "200": return .pasteStart(length: length)
      default: return .event(.unknown, length: length)
      }
    }
    if parameters == "1;2", let arrow = navigation(final)?.withShift {
      return .event(arrow, length: length)
    }
    return .event(navigation(final) ?? .unknown, length: length)
  }

  /// The arrow, Home or End key a sequence's final byte names (`ESC [ A`, `ESC O H`;
  /// other modifiers, such as Ctrl in `ESC [ 1 ; 5 C`, are ignored).
  private static func navigation(_ final: UInt8) -> KeyEvent? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    default: nil
    }
  }
}
