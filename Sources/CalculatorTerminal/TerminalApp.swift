import CalculatorModel
import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen terminal calculator.
///
/// The terminal side of a ``TerminalSession``: puts the terminal in raw mode,
/// feeds it keys, draws it, redraws on resize, puts copied text on the clipboard,
/// and saves the state after a batch of keys (at most once a second, see
/// ``SaveSchedule``) and when it quits.
public enum TerminalApp {
  /// Runs the app on the controlling terminal until `q`, Ctrl-C or end of input,
  /// with the state at `$XDG_STATE_HOME/calculator/state.json`; colour unless
  /// `NO_COLOR` is set and not empty.
  /// - Returns: the exit status: 0, or 1 when the terminal could not be set up.
  public static func run() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let store = StateStore.standard(environment: environment)
    let start = Start(loadingFrom: store)
    let terminal: RawTerminal
    do {
      terminal = try RawTerminal()
    } catch {
      report(error.description)
      return 1
    }
    var session = TerminalSession(
      state: start.state, size: terminal.size, colour: (environment["NO_COLOR"] ?? "").isEmpty,
      message: start.notice)
    loop(&session, terminal: terminal, store: start.saving)
    terminal.restore()
    if let notice = start.notice {
      report(store.map { "\($0.path): \(notice)" } ?? notice)
    }
    return 0
  }

  private static func loop(
    _ session: inout TerminalSession, terminal: RawTerminal, store: StateStore?
  ) {
    var reader = KeyReader(resizeDescriptor: terminal.resizeDescriptor)
    var saved = session.state
    var schedule = SaveSchedule()
    draw(&session, on: terminal, clearing: true)
    defer { save(&session, to: store, after: &saved) }
    while session.isRunning {
      switch reader.next(waitingAtMost: schedule.wait(at: monotonicSeconds())) {
      case .resized:
        session.size = terminal.size
        draw(&session, on: terminal, clearing: true)
      case .keys(let events):
        guard !events.isEmpty else { continue }
        for copied in session.handle(events) {
          copyToClipboard(copied, on: terminal)
        }
        if session.isSuspending {
          save(&session, to: store, after: &saved)
          terminal.suspend()
          session.resumed()
          session.size = terminal.size
          draw(&session, on: terminal, clearing: true)
          continue
        }
        if schedule.changed(at: monotonicSeconds()) {
          save(&session, to: store, after: &saved)
          schedule.saved(at: monotonicSeconds())
        }
        draw(&session, on: terminal, clearing: false)
      case .idle:
        save(&session, to: store, after: &saved)
        schedule.saved(at: monotonicSeconds())
        draw(&session, on: terminal, clearing: false)
      case .end:
        return
      }
    }
  }

  /// Seconds on the monotonic clock.
  private static func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Saves the state when it differs from what was last saved.
  private static func save(
    _ session: inout TerminalSession, to store: StateStore?, after saved: inout SavedState
  ) {
    guard let store, session.state != saved else { return }
    do {
      try store.save(session.state)
      saved = session.state
    } catch {
      session.message = "cannot save the state: \(error)"
    }
  }

  /// Draws the session: the one place the app computes its view.
  private static func draw(
    _ session: inout TerminalSession, on terminal: RawTerminal, clearing: Bool
  ) {
    let frame = session.render().joined(separator: "\r\n")
    let cursor = session.cursor.map { "\u{1B}[\($0.row + 1);\($0.column + 1)H\u{1B}[?25h" }
    terminal.write(
      (clearing ? "\u{1B}[2J" : "") + "\u{1B}[?25l\u{1B}[H" + frame + (cursor ?? ""))
  }

  /// Puts text on the clipboard with OSC 52, which terminals and tmux pass on.
  private static func copyToClipboard(_ text: String, on terminal: RawTerminal) {
    terminal.write("\u{1B}]52;c;\(Data(text.utf8).base64EncodedString())\u{07}")
  }

  /// Writes `calculator: message` as one line on standard error, control
  /// characters escaped: the message may quote a path or a saved file.
  private static func report(_ message: String) {
    var line = "calculator: " + message.escapingControlCharacters + "\n"
    line.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  }
}
