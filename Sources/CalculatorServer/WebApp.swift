import FoundationEssentials
import Hummingbird
import Logging

/// The web app's server (SPEC §13, §14): the stateless JSON API, its OpenAPI
/// description, a health check and the page's static files, with security headers,
/// one log line per request and `{"error": "…"}` for everything that goes wrong.
public struct WebApp: Sendable {
  /// Where the page's files are served from.
  public let resources: ResourceFolder

  /// A web app serving the page from `resources`.
  public init(resources: ResourceFolder) {
    self.resources = resources
  }

  /// The API paths and the one method each answers; any other method gets 405.
  static let apiRoutes: [(path: String, method: HTTPRequest.Method)] = [
    ("/api/press", .post), ("/api/evaluate", .post), ("/api/graph", .post), ("/healthz", .get),
  ]

  /// The router: middleware outermost first, then the routes.
  func router() -> Router<APIRequestContext> {
    let router = Router(context: APIRequestContext.self)
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorMiddleware())
    router.add(middleware: FileMiddleware(resources.path, searchForIndexHtml: true))
    router.post("/api/press") { request, context in
      let answer = try await request.decodeJSON(as: PressRequest.self, context: context).response()
      return Response(
        status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: try answer.json())))
    }
    router.post("/api/evaluate") { request, context in
      let report = try await request.decodeJSON(as: EvaluateRequest.self, context: context)
        .response()
      return try context.responseEncoder.encode(report, from: request, context: context)
    }
    router.post("/api/graph") { request, context -> Response in
      let svg = try await request.decodeJSON(as: GraphRequest.self, context: context).svg()
      return Response(
        status: .ok, headers: [.contentType: "image/svg+xml; charset=utf-8"],
        body: ResponseBody(byteBuffer: ByteBuffer(string: svg)))
    }
    router.get("/healthz") { _, _ in "ok" }
    addMethodNotAllowed(to: router)
    return router
  }

  /// Hummingbird answers 404 for a known path with another method; HTTP says 405
  /// with `Allow` (and schemathesis checks it).
  private func addMethodNotAllowed(to router: Router<APIRequestContext>) {
    let methods: [HTTPRequest.Method] =
      [.get, .head, .post, .put, .delete, .patch, .options, .trace]
      + [HTTPRequest.Method("QUERY")].compactMap { $0 }
    for route in Self.apiRoutes {
      for method in methods
      where method != route.method && !(route.method == .get && method == .head) {
        router.on(RouterPath(route.path), method: method) { request, context -> Response in
          let error = APIError(.methodNotAllowed, "use \(route.method.rawValue) for \(route.path)")
          var response = try error.response(from: request, context: context)
          response.headers[.allow] = route.method.rawValue
          return response
        }
      }
    }
  }

  /// Serves on `host:port` until SIGINT or SIGTERM, then stops cleanly.
  /// - Throws: when the address cannot be bound.
  public func run(host: String, port: Int) async throws {
    try await application(host: host, port: port).runService()
  }

  /// The application listening on `host:port`.
  func application(host: String, port: Int) -> some ApplicationProtocol {
    var logger = Logger(label: "calculator")
    logger.logLevel = .info
    return Application(
      router: router(), configuration: .init(address: .hostname(host, port: port)),
      logger: logger)
  }
}
