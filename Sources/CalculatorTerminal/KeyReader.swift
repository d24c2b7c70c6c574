#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waits for key presses on standard input or for a resize, whichever comes
/// first, and decodes the bytes with ``KeyDecoder``.
///
/// When the bytes end inside an escape sequence (a lone ESC, `ESC [` …), it waits
/// up to ``sequenceTimeout`` milliseconds for the rest: ESC alone is then the
/// Escape key, and an arrow key is never split.
struct KeyReader {
  /// What woke the reader.
  enum Input: Equatable {
    /// Keys were pressed.
    case keys([KeyEvent])
    /// The terminal changed size.
    case resized
    /// Standard input closed.
    case end
  }

  /// How long to wait for the rest of an escape sequence, in milliseconds.
  static let sequenceTimeout: Int32 = 50
  private static let maximumBytes = 1 << 20

  /// The pipe that gets a byte on every resize.
  let resizeDescriptor: Int32

  /// The next input; blocks until there is one.
  func next() -> Input {
    var descriptors = [
      pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
      pollfd(fd: resizeDescriptor, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&descriptors, 2, -1) > 0 else {
      return errno == EINTR ? .keys([]) : .end
    }
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      drainResizes()
      return .resized
    }
    guard descriptors[0].revents != 0 else { return .keys([]) }
    var bytes = readAvailable()
    guard !bytes.isEmpty else { return .end }
    while KeyDecoder.isIncomplete(bytes), bytes.count < Self.maximumBytes,
      waitForInput(milliseconds: Self.sequenceTimeout)
    {
      let more = readAvailable()
      guard !more.isEmpty else { break }
      bytes += more
    }
    return .keys(KeyDecoder.events(in: bytes))
  }

  private func readAvailable() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0, errno == EINTR {
        continue
      }
      return count > 0 ? Array(buffer.prefix(count)) : []
    }
  }

  private func waitForInput(milliseconds: Int32) -> Bool {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, milliseconds) > 0
  }

  private func drainResizes() {
    var buffer = [UInt8](repeating: 0, count: 64)
    while read(resizeDescriptor, &buffer, buffer.count) > 0 {}
  }
}
