import CalculatorModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to a file descriptor: one `write` per 64 KiB, not per line.
struct OutputStream {
  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private static let capacity = 1 << 16

  static var standardOutput: OutputStream { OutputStream(descriptor: STDOUT_FILENO) }

  /// Writes a message to standard error at once, as one line: control characters in
  /// it, which may come from the user, are shown as `U+001B` and never act on the
  /// terminal.
  /// - Parameter message: the message; a line break at its end is optional.
  static func writeToStandardError(_ message: String) {
    let line = message.hasSuffix("\n") ? message.dropLast() : Substring(message)
    var stream = OutputStream(descriptor: STDERR_FILENO)
    stream.write(line.escapingControlCharacters + "\n")
    stream.flush()
  }

  private init(descriptor: Int32) {
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.capacity)
  }

  /// Appends text, flushing when the buffer is full.
  mutating func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.capacity {
      flush()
    }
  }

  /// Writes everything buffered.
  mutating func flush() {
    var offset = 0
    while offset < buffer.count {
      let written = buffer[offset...].withUnsafeBytes { bytes in
        Glibc.write(descriptor, bytes.baseAddress, bytes.count)
      }
      guard written > 0 else { break }
      offset += written
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
