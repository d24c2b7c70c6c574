import Hummingbird

/// Adds security headers to every response, errors included:
/// a Content-Security-Policy that allows only the page's own files (no inline
/// script or style), `X-Content-Type-Options: nosniff`, a `Referrer-Policy`, and
/// cross-origin isolation.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
  /// The policy: everything from this origin only; scripts may compile WebAssembly
  /// (`'wasm-unsafe-eval'`: the page's module) but never evaluate JavaScript from a
  /// string; SVG graphs arrive as markup and images from `blob:` URLs.
  static var contentSecurityPolicy: String {
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; img-src 'self' blob: data:; "
      + "object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
  }

  /// The headers, which ``MalformedRequestAnswer`` adds too.
  static var headers: HTTPFields {
    var fields: HTTPFields = [
      .contentSecurityPolicy: contentSecurityPolicy,
      .xContentTypeOptions: "nosniff",
    ]
    // Cross-origin isolation: no other origin's window keeps a handle on the page,
    // and it embeds nothing from another origin (it embeds nothing at all), so that
    // performance.now() has 5 µs precision instead of 100 µs, which the page's
    // latency figures need.
    for (name, value) in [
      ("Referrer-Policy", "no-referrer"), ("Cross-Origin-Opener-Policy", "same-origin"),
      ("Cross-Origin-Embedder-Policy", "require-corp"),
    ] {
      if let field = HTTPFields.Element.Name(name) {
        fields[field] = value
      }
    }
    return fields
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response = try await next(request, context)
    for field in Self.headers {
      response.headers[field.name] = field.value
    }
    return response
  }
}
