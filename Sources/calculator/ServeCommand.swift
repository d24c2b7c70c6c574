import ArgumentParser
import CalculatorServer
import Dispatch

struct ServeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: "Serve the web app and its JSON API.",
    discussion: """
      Binds to the loopback address unless told otherwise and logs one line per \
      request. Stops cleanly on Ctrl-C or SIGTERM.
      """)

  @Option(help: "The address to listen on.") var host = "127.0.0.1"
  @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
  var port = 8080
  @Option(parsing: .unconditional, help: "Threads reading and writing sockets (1 to 64).")
  var ioThreads = 1

  func validate() throws {
    guard (0...65_535).contains(port) else { throw ValidationError("--port must be 0 to 65535") }
    guard (1...64).contains(ioThreads) else {
      throw ValidationError("--io-threads must be 1 to 64")
    }
  }

  func run() throws {
    let resources: ResourceFolder
    do {
      resources = try ResourceFolder.besideExecutable()
    } catch {
      OutputStream.writeToStandardError("calculator: \(error)")
      throw ExitCode.failure
    }
    let app = WebApp(resources: resources)
    try AsyncBridge.run { [host, port, ioThreads] in
      try await app.run(host: host, port: port, ioThreads: ioThreads)
    }
  }
}

/// Runs async work to completion from a synchronous command, so that the root
/// command and its fast path for `eval` stay synchronous.
enum AsyncBridge {
  /// Blocks the calling thread until `work` finishes, rethrowing its error.
  static func run(_ work: @escaping @Sendable () async throws -> Void) throws {
    let outcome = Outcome()
    let done = DispatchSemaphore(value: 0)
    Task {
      do {
        try await work()
      } catch {
        outcome.error = error
      }
      done.signal()
    }
    done.wait()
    if let error = outcome.error {
      throw error
    }
  }

  /// The work's error; written by the task before it signals and read after the wait,
  /// so the semaphore orders the two accesses.
  private final class Outcome: @unchecked Sendable {
    var error: (any Error)?
  }
}
