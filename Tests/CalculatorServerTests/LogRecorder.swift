import Logging
import NIOConcurrencyHelpers

/// Keeps every line a server logs, for tests that check what it logs and at which level.
final class LogRecorder: Sendable {
  /// One logged line.
  struct Line: Sendable, Equatable {
    var level: Logger.Level
    var message: String
  }

  private let kept = NIOLockedValueBox<[Line]>([])
  private let continuation: AsyncStream<Line>.Continuation
  private let stream: AsyncStream<Line>

  init() {
    (stream, continuation) = AsyncStream.makeStream()
  }

  /// A logger at `level` whose lines this recorder keeps.
  func logger(level: Logger.Level = .info) -> Logger {
    var logger = Logger(label: "calculator-test") { _ in Handler(recorder: self) }
    logger.logLevel = level
    return logger
  }

  /// Every line so far.
  var lines: [Line] { kept.withLockedValue { $0 } }

  /// Waits for the first line whose message starts with `prefix` (each line is
  /// offered to one waiter only).
  func firstLine(startingWith prefix: String) async -> Line? {
    for await line in stream where line.message.hasPrefix(prefix) {
      return line
    }
    return nil
  }

  fileprivate func record(_ line: Line) {
    kept.withLockedValue { $0.append(line) }
    continuation.yield(line)
  }

  private struct Handler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var metadataProvider: Logger.MetadataProvider?
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
      get { metadata[key] }
      set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
      recorder.record(Line(level: event.level, message: event.message.description))
    }
  }
}
