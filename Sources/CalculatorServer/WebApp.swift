import CalculatorController
import FoundationEssentials
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle
import UnixSignals

/// The web app's server: the stateless JSON API, its OpenAPI
/// description, a health check and the page's static files, with security headers,
/// one log line per request and `{"error": "…"}` for everything that goes wrong.
public struct WebApp: Sendable {
  /// Where the page's files are served from.
  public let resources: ResourceFolder
  /// Timeouts, the connection cap and the grace period of a stop.
  let connections: ConnectionPolicy
  /// Where the server logs: one `info` line per request, and warnings.
  let logger: Logger

  /// A web app serving the page from `resources`, with the standard connection
  /// policy, logging one line per request.
  public init(resources: ResourceFolder) {
    var logger = Logger(label: "calculator")
    logger.logLevel = .info
    self.init(resources: resources, connections: .standard, logger: logger)
  }

  /// A web app with its own connection policy and logger (tests use short timeouts
  /// and log only warnings).
  init(resources: ResourceFolder, connections: ConnectionPolicy, logger: Logger) {
    self.resources = resources
    self.connections = connections
    self.logger = logger
  }

  /// The API paths and the one method each answers; any other method gets 405
  /// (`HEAD` is answered wherever `GET` is).
  static let apiRoutes: [(path: String, method: HTTPRequest.Method)] = [
    ("/api/press", .post), ("/api/evaluate", .post), ("/api/graph", .post),
    ("/api/graph/session", .post), ("/api/keys", .get),
    ("/healthz", .get),
  ]

  /// `GET /api/keys`'s answer, written once.
  static let keyTable = KeyTable.json.utf8

  /// The router: middleware outermost first, then the routes.
  func router() -> Router<APIRequestContext> {
    let router = Router(context: APIRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: HeadMiddleware())
    router.add(middleware: ErrorMiddleware())
    router.add(middleware: AllowedMethodsMiddleware(Self.apiRoutes))
    router.add(middleware: StaticFilesMiddleware(folder: resources.path, logger: logger))
    router.post("/api/press") { request, context in
      let body = try await request.parseJSON(context: context)
      let answer = try APIError.answering { () throws(RequestError) in
        try PressRequest(json: body).response().json()
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
    }
    router.post("/api/evaluate") { request, context in
      let body = try await request.parseJSON(context: context)
      let answer = try APIError.answering { () throws(RequestError) in
        try EvaluateRequest(json: body).response().json.utf8
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
    }
    router.post("/api/graph") { request, context -> Response in
      let body = try await request.parseJSON(context: context)
      let svg = try APIError.answering { () throws(RequestError) in
        try GraphRequest(json: body).svg()
      }
      return Response(
        status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
    }
    router.post("/api/graph/session") { request, context in
      let body = try await request.parseJSON(context: context)
      let answer = try APIError.answering { () throws(RequestError) in
        try GraphSessionRequest(json: body).response().utf8
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: answer)))
    }
    router.get("/api/keys") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: Self.keyTable)))
    }
    router.get("/healthz") { _, _ in "ok" }
    return router
  }

  /// Serves on `host:port` until SIGINT or SIGTERM, then stops cleanly.
  ///
  /// Sockets are read and written on `ioThreads` threads; handlers run on Swift's
  /// concurrency pool. One I/O thread is the default: on two cores it answers with a
  /// shorter tail than two, whose threads compete with the handlers' (README, Web app).
  /// - Throws: ``ListenError`` when the address cannot be listened on.
  public func run(host: String, port: Int, ioThreads: Int = 1) async throws {
    let group = MultiThreadedEventLoopGroup(numberOfThreads: max(1, ioThreads))
    do {
      let app = application(host: host, port: port, group: group)
      try await serviceGroup(running: app, signals: [.sigterm, .sigint]).run()
    } catch let error as IOError {
      try? await group.shutdownGracefully()
      throw ListenError(host: host, port: port, code: error.errnoCode)
    } catch {
      try? await group.shutdownGracefully()
      throw error
    }
    try await group.shutdownGracefully()
  }

  /// The service group that runs `app` until one of `signals` asks it to stop.
  ///
  /// A call to its `triggerGracefulShutdown()` stops it as a signal does. Requests
  /// in progress then have the grace period to finish; after it they are cancelled
  /// and their connections closed, so that a client cannot hold the stop up.
  func serviceGroup(running app: some ApplicationProtocol, signals: [UnixSignal]) -> ServiceGroup {
    var configuration = ServiceGroupConfiguration(
      services: [app], gracefulShutdownSignals: signals, logger: logger)
    configuration.maximumGracefulShutdownDuration = connections.shutdownGracePeriod
    return ServiceGroup(configuration: configuration)
  }

  /// The application listening on `host:port`, on `group`'s threads or NIO's shared
  /// ones; `onRunning` learns the listening channel (and so the port picked for 0).
  ///
  /// Connections follow ``connections``: Hummingbird's idle timeout closes one that
  /// sends nothing or its headers too slowly, ``RequestDeadlineHandler`` one whose
  /// body is too slow, ``ClientConnectionCap`` one past its address's share, and
  /// Hummingbird's connection limit stops accepting at the cap. ``MalformedRequestAnswer``
  /// gives the answer to malformed HTTP the headers and body of every other error.
  /// The listening socket accepts one connection per read, so the cap is exact
  /// (NIO would otherwise accept up to four at a time past it).
  func application(
    host: String, port: Int, group: MultiThreadedEventLoopGroup? = nil,
    onRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    let readTimeout = connections.readTimeout
    let perClient = ConnectionsPerClient(limit: connections.maxConnectionsPerClient)
    let http1 = HTTP1Channel.Configuration(
      additionalChannelHandlers: [
        ClientConnectionCap(perClient), RequestDeadlineHandler(timeout: readTimeout),
        MalformedRequestAnswer(),
      ],
      idleTimeout: TimeAmount(readTimeout))
    let configuration = ApplicationConfiguration(
      address: .hostname(host, port: port),
      availableConnectionsDelegate: MaximumAvailableConnections(
        connections.maxConnections, logger: logger))
    return Application(
      router: router(), server: .http1(configuration: http1), configuration: configuration,
      onServerRunning: { [logger] channel in
        do {
          try await channel.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
        } catch {
          logger.warning("the connection cap may be passed by up to 3: \(error)")
        }
        await onRunning(channel)
      },
      eventLoopGroupProvider: group.map { .shared($0) } ?? .singleton, logger: logger)
  }
}
