#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for key presses on the input (standard input) or for a resize, whichever
/// comes first, and decodes the bytes with ``KeyDecoder``.
///
/// A batch is what one read returns, completed: when its bytes end inside an escape
/// sequence (a lone ESC, `ESC [` …) the reader waits up to ``sequenceTimeout``
/// milliseconds for the rest, so ESC alone is then the Escape key and an arrow key is
/// never split; inside a bracketed paste it reads on until the paste ends (or the
/// terminal falls silent for ``pasteTimeout``), so a paste of any size is one event.
struct KeyReader {
  /// What woke the reader.
  enum Input: Equatable {
    /// Keys were pressed.
    case keys([KeyEvent])
    /// The terminal changed size.
    case resized
    /// The input closed.
    case end
    /// Nothing arrived within the time given to ``next(waitingAtMost:)``.
    case idle
  }

  /// How long to wait for the rest of an escape sequence, in milliseconds.
  static let sequenceTimeout: Int32 = 50
  /// How long a paste may pause before it is taken as ended, in milliseconds.
  static let pasteTimeout: Int32 = 2_000
  private static let readSize = 1 << 16

  /// Where the keys come from: standard input, or a file or pipe in tests.
  let input: Int32
  /// The pipe that gets a byte on every resize.
  let resizeDescriptor: Int32
  private var decoder = KeyDecoder()

  /// A reader of `input` that also wakes when `resizeDescriptor` gets a byte.
  init(input: Int32 = STDIN_FILENO, resizeDescriptor: Int32) {
    self.input = input
    self.resizeDescriptor = resizeDescriptor
  }

  /// The next input; blocks until there is one, or for at most `milliseconds`
  /// (-1: for ever), after which it is ``Input/idle``.
  /// - Complexity: O(bytes read); a paste's text beyond the limit is counted, not kept.
  mutating func next(waitingAtMost milliseconds: Int32 = -1) -> Input {
    var descriptors = [
      pollfd(fd: input, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    let ready = poll(&descriptors, 2, milliseconds)
    if ready == 0 {
      return .idle
    }
    guard ready > 0 else {
      return errno == EINTR ? .keys([]) : .end
    }
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      drainResizes()
      return .resized
    }
    guard descriptors[0].revents != 0 else { return .keys([]) }
    let bytes = readAvailable()
    guard !bytes.isEmpty else {
      let rest = decoder.finish()
      return rest.isEmpty ? .end : .keys(rest)
    }
    var events = decoder.decode(bytes)
    while decoder.isWaiting {
      let timeout = decoder.isInPaste ? Self.pasteTimeout : Self.sequenceTimeout
      let more = waitForInput(milliseconds: timeout) ? readAvailable() : []
      guard !more.isEmpty else {
        events += decoder.finish()
        break
      }
      events += decoder.decode(more)
    }
    return .keys(events)
  }

  private func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: Self.readSize)
    while true {
      let count = read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR {
        continue
      }
      return count > 0 ? Array(buffer.prefix(count)) : []
    }
  }

  /// Whether input arrives within `milliseconds` (a signal does not cut the wait short).
  private func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
    while true {
      let ready = poll(&descriptor, 1, milliseconds)
      if ready < 0, errno == EINTR {
        continue
      }
      return ready > 0
    }
  }

  private func drainResizes() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(resizeDescriptor, &buffer, buffer.count) > 0 {}
  }
}
