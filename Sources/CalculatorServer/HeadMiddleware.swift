import Hummingbird

/// Sends no body in answer to `HEAD`, whatever answered it (a route, a file, an
/// error), and keeps the headers, `Content-Length` included, that `GET` would get.
struct HeadMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response = try await next(request, context)
    guard request.method == .head else { return response }
    return response.createHeadResponse()
  }
}
