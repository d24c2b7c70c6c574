#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines of a file descriptor, read in large blocks, that says when the next block is
/// not there yet: so a caller can flush its answers before it waits (a terminal, a
/// pipe kept open) and not after every line of a batch that is all there.
struct LineReader {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  /// Where the next line starts in `buffer`.
  private var start = 0
  /// How far from `start` the buffer holds no line break.
  private var searched = 0
  private var atEnd = false
  /// Whether the rest of an over-long line is being skipped.
  private var skipping = false
  private static let blockSize = 1 << 16
  /// The most bytes of a line that are kept: one more than the parser accepts, so an
  /// over-long line is still reported as too long, with the memory it holds bounded.
  static let maximumLineBytes = 10_000_001

  /// A reader of `descriptor`, which it neither owns nor closes.
  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Reads the next line.
  ///
  /// A last line without a line break is a line; bytes that are not UTF-8 read as
  /// U+FFFD. A line longer than ``maximumLineBytes`` is cut there and the rest of it
  /// skipped, so memory stays bounded whatever the input.
  /// - Parameter beforeWaiting: called before a read that would wait for input.
  /// - Returns: the line without its `\n` or `\r\n`, or `nil` at the end of input.
  /// - Complexity: amortised O(length of the line).
  mutating func nextLine(beforeWaiting: () -> Void) -> String? {
    while true {
      if let newline = buffer[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
        if skipping {
          skipping = false
          start = newline + 1
          searched = 0
          continue
        }
        var end = newline
        if end > start, buffer[end - 1] == UInt8(ascii: "\r") {
          end -= 1
        }
        return takeLine(upTo: end, next: newline + 1)
      }
      searched = buffer.count - start
      if skipping {
        start = buffer.count
        searched = 0
      } else if searched > Self.maximumLineBytes {
        skipping = true
        let cut = start + Self.maximumLineBytes
        let line = String(decoding: buffer[start..<cut], as: UTF8.self)
        start = buffer.count
        searched = 0
        return line
      }
      if atEnd {
        return start < buffer.count ? takeLine(upTo: buffer.count, next: buffer.count) : nil
      }
      if !inputIsReady() {
        beforeWaiting()
      }
      readBlock()
    }
  }

  private mutating func takeLine(upTo end: Int, next: Int) -> String {
    let line = String(decoding: buffer[start..<end], as: UTF8.self)
    start = next
    searched = 0
    return line
  }

  /// Whether a read would return at once: input is waiting, or its end.
  private func inputIsReady() -> Bool {
    var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&request, 1, 0) > 0
  }

  /// Moves the unread part to the front and appends the next block, or marks the end
  /// of input (a read error ends it too).
  private mutating func readBlock() {
    buffer.removeSubrange(..<start)
    start = 0
    let count = buffer.count
    buffer.append(contentsOf: repeatElement(0, count: Self.blockSize))
    var received = -1
    while received < 0 {
      received = buffer[count...].withUnsafeMutableBytes { bytes in
        read(descriptor, bytes.baseAddress, bytes.count)
      }
      if received < 0, errno != EINTR {
        break
      }
    }
    buffer.removeSubrange((count + max(received, 0))...)
    atEnd = received <= 0
  }
}
