import Hummingbird

/// Answers 405 with `Allow` for a method an API path does not take, whatever the
/// method (Hummingbird's router would answer 404).
struct AllowedMethodsMiddleware<Context: RequestContext>: RouterMiddleware {
  private let allowed: [String: [HTTPRequest.Method]]

  /// The methods each path takes; `HEAD` is added wherever `GET` is.
  init(_ routes: [(path: String, method: HTTPRequest.Method)]) {
    var allowed: [String: [HTTPRequest.Method]] = [:]
    for route in routes {
      allowed[Self.normalized(route.path), default: []] +=
        route.method == .get ? [.get, .head] : [route.method]
    }
    self.allowed = allowed
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    if let methods = allowed[Self.normalized(request.uri.path)], !methods.contains(request.method) {
      throw APIError.methodNotAllowed(request.uri.path, allowed: methods)
    }
    return try await next(request, context)
  }

  /// The path as the router matches it: empty segments (`//`, a trailing `/`) do
  /// not count.
  private static func normalized(_ path: String) -> String {
    path.split(separator: "/").joined(separator: "/")
  }
}
