#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// State the signal handlers read. Signal handlers may only touch plain globals and
// call async-signal-safe functions (tcsetattr, write, signal, raise), so these are
// set before the handlers are installed and never hold Swift objects.
nonisolated(unsafe) private var savedAttributes = termios()
nonisolated(unsafe) private var rawAttributes = termios()
nonisolated(unsafe) private var isRaw: Int32 = 0
nonisolated(unsafe) private var resizeWriteDescriptor: Int32 = -1

/// Stops mouse reports, leaves bracketed paste, shows the cursor, leaves the
/// alternate screen.
private let leaveSequence: StaticString =
  "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
/// Enters the alternate screen, hides the cursor, enables bracketed paste and SGR
/// mouse reports (clicks and the wheel).
private let enterSequence: StaticString =
  "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[?1000h\u{1B}[?1006h\u{1B}[2J"

/// Puts the terminal back as it was; safe to call from a signal handler and twice.
private func restoreSavedTerminal() {
  guard isRaw != 0 else { return }
  isRaw = 0
  _ = write(STDOUT_FILENO, leaveSequence.utf8Start, leaveSequence.utf8CodeUnitCount)
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &savedAttributes)
}

/// Restores the terminal, then lets the signal do what it does by default
/// (terminate, or dump core for a crash).
private func restoreAndReraise(_ signalNumber: Int32) {
  restoreSavedTerminal()
  _ = signal(signalNumber, SIG_DFL)
  _ = raise(signalNumber)
}

/// Puts the terminal in raw mode and the app's screen again; safe in a signal handler.
private func enterRawTerminal() {
  guard isRaw == 0 else { return }
  _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &rawAttributes)
  isRaw = 1
  _ = write(STDOUT_FILENO, enterSequence.utf8Start, enterSequence.utf8CodeUnitCount)
}

/// Stops the process as a shell job (SIGTSTP, also raised for Ctrl-Z): restores the
/// terminal, stops, and once continued takes the terminal back and wakes the key
/// reader to redraw.
private func suspendProcess(_: Int32) {
  let savedErrno = errno
  restoreSavedTerminal()
  _ = signal(SIGTSTP, SIG_DFL)
  // The handler runs with SIGTSTP blocked: unblock it, or the raise would wait for
  // the handler's return and the process would never stop.
  var tstp = sigset_t()
  sigemptyset(&tstp)
  sigaddset(&tstp, SIGTSTP)
  _ = sigprocmask(SIG_UNBLOCK, &tstp, nil)
  _ = raise(SIGTSTP)
  // Stopped here until SIGCONT.
  _ = signal(SIGTSTP, suspendProcess)
  enterRawTerminal()
  var byte: UInt8 = 1
  _ = write(resizeWriteDescriptor, &byte, 1)
  errno = savedErrno
}

/// Wakes the key reader's `poll` so it redraws at the new size.
private func noteResize(_: Int32) {
  let savedErrno = errno
  var byte: UInt8 = 1
  _ = write(resizeWriteDescriptor, &byte, 1)
  errno = savedErrno
}

/// The controlling terminal in raw mode for a full-screen program: termios raw
/// mode, the alternate screen, a hidden cursor; restored on ``restore()``, at
/// exit, on SIGINT, SIGTERM, SIGHUP and on crash signals (SIGSEGV, SIGBUS,
/// SIGILL, SIGTRAP, SIGABRT, SIGFPE), which then take their default action; and
/// while stopped by SIGTSTP (Ctrl-Z), taken back on SIGCONT.
final class RawTerminal {
  /// The read end of the pipe that gets a byte on every SIGWINCH.
  let resizeDescriptor: Int32

  private static let fatalSignals = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE,
  ]

  /// Switches the terminal to raw mode, or throws when standard input is not a
  /// terminal or its settings cannot be changed.
  init() throws(TerminalError) {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw TerminalError(message: "cannot create a pipe") }
    for descriptor in descriptors {
      _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
      _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
    }
    resizeDescriptor = descriptors[0]
    resizeWriteDescriptor = descriptors[1]
    guard tcgetattr(STDIN_FILENO, &savedAttributes) == 0 else {
      throw TerminalError(message: "standard input is not a terminal")
    }
    var raw = savedAttributes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
    raw.c_oflag &= ~tcflag_t(OPOST)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    // Set before the SIGTSTP handler, which puts these back on SIGCONT, is installed.
    rawAttributes = raw
    // Touch the sequences now so that no signal handler is the first to initialise them.
    _ = leaveSequence.utf8Start
    _ = enterSequence.utf8Start
    for signalNumber in Self.fatalSignals {
      _ = signal(signalNumber, restoreAndReraise)
    }
    _ = signal(SIGWINCH, noteResize)
    _ = signal(SIGTSTP, suspendProcess)
    atexit(restoreSavedTerminal)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw TerminalError(message: "cannot put the terminal in raw mode")
    }
    isRaw = 1
    _ = Glibc.write(STDOUT_FILENO, enterSequence.utf8Start, enterSequence.utf8CodeUnitCount)
  }

  /// Suspends the app as a shell job (Ctrl-Z): the terminal is restored while it is
  /// stopped and taken back, with a redraw, when it continues.
  func suspend() {
    _ = raise(SIGTSTP)
  }

  /// Restores the terminal's settings and screen; later calls do nothing.
  func restore() {
    restoreSavedTerminal()
  }

  /// The most cells drawn across and down; a larger terminal shows the top-left part.
  static let largestSize = ScreenSize(columns: 2_000, rows: 1_000)

  /// The terminal's size, at most ``largestSize``, or 80 × 24 when it cannot be asked.
  var size: ScreenSize {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0,
      window.ws_row > 0
    else { return .standard }
    return ScreenSize(
      columns: min(Int(window.ws_col), Self.largestSize.columns),
      rows: min(Int(window.ws_row), Self.largestSize.rows))
  }

  /// Writes all of `text` to the terminal.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(
          STDOUT_FILENO, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
        if written < 0, errno == EINTR || errno == EAGAIN {
          continue
        }
        guard written > 0 else { return }
        offset += written
      }
    }
  }
}

/// The terminal could not be prepared.
struct TerminalError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed.
  var message: String
  /// The message a user reads.
  var description: String { message }
}
