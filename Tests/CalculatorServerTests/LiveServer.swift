import Hummingbird
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing

@testable import CalculatorServer

/// The web app running on a free loopback port in the service group `calculator serve`
/// runs it in, for tests of connections over real sockets.
struct LiveServer {
  /// The port it listens on.
  let port: Int
  private let services: ServiceGroup
  private let running: Task<Void, any Error>

  /// Starts `app` and waits until it listens.
  static func start(_ app: WebApp) async throws -> LiveServer {
    let (ports, portFound) = AsyncStream<Int>.makeStream()
    let application = app.application(host: "127.0.0.1", port: 0) { channel in
      portFound.yield(channel.localAddress?.port ?? 0)
    }
    let services = app.serviceGroup(running: application, signals: [])
    let running = Task { try await services.run() }
    guard let port = await ports.first(where: { _ in true }), port > 0 else {
      running.cancel()
      throw LiveServerError.didNotStart
    }
    return LiveServer(port: port, services: services, running: running)
  }

  /// Asks the server to stop, as SIGTERM does, and waits until it has stopped.
  func stop() async throws {
    await services.triggerGracefulShutdown()
    try await running.value
  }

  /// Runs `body` against a started `app`, then stops it.
  static func with<T>(_ app: WebApp, _ body: (LiveServer) async throws -> T) async throws -> T {
    let server = try await start(app)
    do {
      let value = try await body(server)
      try await server.stop()
      return value
    } catch {
      try? await server.stop()
      throw error
    }
  }

  enum LiveServerError: Error {
    case didNotStart
  }
}

/// A TCP connection that sends bytes exactly as given: what an HTTP client library
/// would never send (half a request, a malformed chunk) or would not stop sending.
struct RawConnection: ~Copyable {
  /// A whole `GET /healthz`.
  static let healthz = "GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n"
  /// The headers of a `POST /api/press` announcing 100 bytes of body, and 13 of them.
  static let halfABody =
    "POST /api/press HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
    + "Content-Length: 100\r\n\r\n{\"keys\": [\"1\""

  private let channel: any Channel
  private var inbound: NIOAsyncChannelInboundStream<ByteBuffer>.AsyncIterator
  private let outbound: NIOAsyncChannelOutboundWriter<ByteBuffer>
  private var received = ""

  /// Opens a connection to `port` on the loopback address, runs `body` on it and
  /// closes it.
  static func with<T: Sendable>(
    port: Int, _ body: (inout RawConnection) async throws -> T
  ) async throws -> T {
    let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .connect(host: "127.0.0.1", port: port) { channel in
        channel.eventLoop.makeCompletedFuture {
          try NIOAsyncChannel<ByteBuffer, ByteBuffer>(
            wrappingChannelSynchronously: channel,
            configuration: .init(isOutboundHalfClosureEnabled: true))
        }
      }
    return try await channel.executeThenClose { inbound, outbound in
      var connection = RawConnection(
        channel: channel.channel, inbound: inbound.makeAsyncIterator(), outbound: outbound)
      return try await body(&connection)
    }
  }

  /// Sends `text` as it is.
  func send(_ text: String) async throws {
    try await outbound.write(ByteBuffer(string: text))
  }

  /// Ends what this side sends (a half close), as a client that has nothing more
  /// to say does; the server then finishes and closes the connection.
  func finishSending() {
    outbound.finish()
  }

  /// Makes the connection's close a reset (RST) rather than an orderly FIN, as a
  /// client that crashes or is killed does.
  func resetOnClose() async throws {
    guard let socket = channel as? any SocketOptionProvider else { return }
    try await socket.setSoLinger(linger(l_onoff: 1, l_linger: 0)).get()
  }

  /// Reads until the server closes the connection (or resets it) and returns what
  /// it sent.
  mutating func readUntilClosed() async throws -> String {
    while try await readMore() {}
    defer { received = "" }
    return received
  }

  /// Sends `GET /healthz` and expects it answered 200 (a test's check, here because
  /// `#expect` of a `try await` does not compile inside the tests' nested closures).
  mutating func expectHealthy(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await send(Self.healthz)
    let status = try await readResponse()?.prefix(12)
    #expect(status == "HTTP/1.1 200", sourceLocation: sourceLocation)
  }

  /// Reads one whole response (its head and `Content-Length` bytes of body); `nil`
  /// when the server closes the connection first.
  mutating func readResponse() async throws -> String? {
    while true {
      let bytes = Array(received.utf8)
      if let headEnd = Self.endOfHead(in: bytes) {
        let length = Self.contentLength(ofHead: String(decoding: bytes[..<headEnd], as: UTF8.self))
        if bytes.count - headEnd >= length {
          received = String(decoding: bytes[(headEnd + length)...], as: UTF8.self)
          return String(decoding: bytes[..<(headEnd + length)], as: UTF8.self)
        }
      }
      guard try await readMore() else { return nil }
    }
  }

  /// The index just past the blank line that ends a response's head.
  private static func endOfHead(in bytes: [UInt8]) -> Int? {
    let blankLine = Array("\r\n\r\n".utf8)
    guard bytes.count >= blankLine.count else { return nil }
    return (0...(bytes.count - blankLine.count)).first {
      bytes[$0..<($0 + blankLine.count)].elementsEqual(blankLine)
    }.map { $0 + blankLine.count }
  }

  private static func contentLength(ofHead head: String) -> Int {
    let field = head.lowercased().split(separator: "\r\n").first {
      $0.hasPrefix("content-length:")
    }
    return field.flatMap { Int($0.dropFirst("content-length:".count).filter { $0 != " " }) } ?? 0
  }

  private mutating func readMore() async throws -> Bool {
    do {
      guard let chunk = try await inbound.next() else { return false }
      received += String(buffer: chunk)
      return true
    } catch let error as IOError where error.errnoCode == ECONNRESET {
      return false
    }
  }
}
