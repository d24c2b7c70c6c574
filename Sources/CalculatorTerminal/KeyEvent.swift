/// One key press read from the terminal, or a bracketed paste.
enum KeyEvent: Hashable, Sendable {
  /// A printable character (letters, digits, symbols, any Unicode).
  case character(Character)
  /// Return or Enter.
  case enter
  /// Backspace (DEL or ^H).
  case backspace
  /// Escape on its own.
  case escape
  /// Tab.
  case tab
  /// The arrow keys.
  case up, down, left, right
  /// The arrow keys with Shift.
  case shiftUp, shiftDown, shiftLeft, shiftRight
  /// The forward Delete key.
  case delete
  /// Home, End, Page Up and Page Down.
  case home, end, pageUp, pageDown
  /// Alt (or Meta) with a printable ASCII character, which a terminal sends as ESC
  /// and the character.
  case alt(Character)
  /// A mouse button or wheel event, reported in SGR form.
  case mouse(MouseEvent)
  /// A control key other than those above, by its letter (`c` for Ctrl-C).
  case control(Character)
  /// Text pasted while bracketed paste is on.
  case paste(String)
  /// A paste longer than ``KeyDecoder/maximumPasteCharacters``, by its length.
  case pasteTooLong(characters: Int)
  /// An escape sequence this program does not use.
  case unknown

  /// The arrow key with Shift (`ESC [ 1 ; 2 C` is Shift+→), `nil` for any other key.
  var withShift: KeyEvent? {
    switch self {
    case .up: .shiftUp
    case .down: .shiftDown
    case .left: .shiftLeft
    case .right: .shiftRight
    default: nil
    }
  }

  /// The name the key map shows: `Enter`, `^C` (Ctrl-C), `←`, or the character.
  var name: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .enter: "Enter"
    case .backspace: "Bksp"
    case .escape: "Esc"
    case .tab: "Tab"
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .shiftUp: "⇧↑"
    case .shiftDown: "⇧↓"
    case .shiftLeft: "⇧←"
    case .shiftRight: "⇧→"
    case .delete: "Delete"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .alt(let character): "Alt+" + String(character)
    case .mouse: "click"
    case .control(let letter): "^" + letter.uppercased()
    case .paste, .pasteTooLong: "paste"
    case .unknown: "?"
    }
  }
}
