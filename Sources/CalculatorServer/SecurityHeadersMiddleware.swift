import Hummingbird

/// Adds the security headers of SPEC §17 to every response, errors included:
/// a Content-Security-Policy that allows only the page's own files (no inline
/// script or style), `X-Content-Type-Options: nosniff` and a `Referrer-Policy`.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The policy: everything from this origin only; SVG graphs arrive as markup and
  /// images from `blob:` URLs.
  static var contentSecurityPolicy: String {
    "default-src 'self'; img-src 'self' blob: data:; object-src 'none'; base-uri 'none'; "
      + "form-action 'self'; frame-ancestors 'none'"
  }

  private let headers: HTTPFields = {
    var fields: HTTPFields = [
      .contentSecurityPolicy: contentSecurityPolicy,
      .xContentTypeOptions: "nosniff",
    ]
    if let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy") {
      fields[referrerPolicy] = "no-referrer"
    }
    return fields
  }()

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    for field in headers {
      response.headers[field.name] = field.value
    }
    return response
  }
}
