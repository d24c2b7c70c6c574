import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The built `calculator` running with its standard input kept open, so that a test can
/// write one line and read its answer before writing the next.
final class LiveProcess {
  /// How long a read waits for an answer before the test counts it as missing: a bound
  /// for a failure on a loaded machine, not a measurement.
  static let patience: Int32 = 60_000

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private var pending: [UInt8] = []

  /// Starts `calculator` with `arguments`; standard error is discarded.
  init(_ arguments: [String]) throws {
    process.executableURL = CommandLineTests.executable
    process.arguments = arguments
    process.standardInput = input
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
  }

  deinit {
    if process.isRunning {
      process.terminate()
    }
  }

  /// Writes `line` and a line break to the process's standard input.
  func send(_ line: String) {
    input.fileHandleForWriting.write(Data((line + "\n").utf8))
  }

  /// The next line of standard output without its line break, or `nil` when none
  /// arrives within ``patience`` or the output ends.
  func receiveLine() -> String? {
    let descriptor = output.fileHandleForReading.fileDescriptor
    while true {
      if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<newline], as: UTF8.self)
        pending.removeSubrange(...newline)
        return line
      }
      var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&request, 1, Self.patience) == 1 else { return nil }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      pending += chunk.prefix(count)
    }
  }

  /// Closes standard input and waits for the process to end.
  /// - Returns: its exit status.
  func finish() throws -> Int32 {
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
