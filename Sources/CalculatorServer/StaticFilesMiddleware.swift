import Hummingbird
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the page's files for `GET` and `HEAD`, each with its type.
///
/// Through Hummingbird's `FileMiddleware` (which refuses `..`), refusing two more things: a path with a
/// control character in it (404; a NUL would cut the file name short, so
/// `/openapi.yaml%00.html` would be the YAML file served as HTML), and any other
/// method on a file that exists (405 with `Allow: GET, HEAD`). `openapi.yaml` is served
/// as `application/yaml`, which Hummingbird's table of types lacks.
///
/// The WebAssembly module has its compressed forms beside it (``PrecompressedEncoding``):
/// a request that accepts one gets it, with `Content-Encoding`, and every answer for the
/// module says `Vary: Accept-Encoding`.
struct StaticFilesMiddleware<Context: RequestContext>: RouterMiddleware {
  private let files: FileMiddleware<Context, LocalFileSystem>
  /// The paths served compressed when the request accepts it, with their type: those of
  /// ``compressible`` whose every compressed form is in the folder.
  private let compressed: [String: String]

  /// The files that may have compressed forms beside them, and their types.
  static var compressible: [String: String] { ["/calculator.wasm": "application/wasm"] }

  /// Serves the files in `folder`, `index.html` for a folder; says where on `logger`.
  init(folder: String, logger: Logger) {
    files = FileMiddleware(folder, searchForIndexHtml: true, logger: logger)
    compressed = Self.compressible.filter { path, _ in
      PrecompressedEncoding.allCases.allSatisfy { access(folder + path + $0.suffix, R_OK) == 0 }
    }
  }

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard !Self.hasControlCharacter(request.uri.path) else {
      throw HTTPError(.notFound)
    }
    if let type = compressed[request.uri.path] {
      return try await compressedFile(request, type: type, context: context, next: next)
    }
    do {
      var response = try await files.handle(request, context: context, next: next)
      if response.headers[.contentType] == nil, request.uri.path.hasSuffix(".yaml") {
        // Hummingbird's table of types has no YAML (RFC 9512).
        response.headers[.contentType] = "application/yaml; charset=utf-8"
      }
      return response
    } catch let error as HTTPError where error.status == .notFound {
      if request.method != .get, request.method != .head,
        await isFile(request.uri.path, context: context)
      {
        throw APIError.methodNotAllowed(request.uri.path, allowed: [.get, .head])
      }
      throw error
    }
  }

  /// The file at the request's path, or the compressed form the request prefers, typed
  /// `type` either way.
  private func compressedFile(
    _ request: Request, type: String, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let encoding = PrecompressedEncoding.preferred(by: request.headers[.acceptEncoding])
    var file = request
    if let encoding {
      var head = request.head
      head.path = request.uri.path + encoding.suffix
      file = Request(head: head, body: request.body)
    }
    var response = try await files.handle(file, context: context, next: next)
    response.headers[.contentType] = type
    response.headers[.contentEncoding] = encoding?.rawValue
    response.headers[.vary] = "Accept-Encoding"
    return response
  }

  /// Whether `HEAD path` would find a file.
  private func isFile(_ path: String, context: Context) async -> Bool {
    let probe = Request(
      head: HTTPRequest(method: .head, scheme: nil, authority: nil, path: path),
      body: RequestBody(buffer: ByteBuffer()))
    let response = try? await files.handle(probe, context: context) { _, _ in
      throw HTTPError(.notFound)
    }
    return response.map { (200..<400).contains($0.status.code) } ?? false
  }

  /// Whether the path holds a control character (U+0000–U+001F, U+007F), as itself
  /// or percent-encoded.
  static func hasControlCharacter(_ path: String) -> Bool {
    let bytes = Array(path.utf8)
    for (index, byte) in bytes.enumerated() {
      if byte < 0x20 || byte == 0x7F {
        return true
      }
      guard byte == UInt8(ascii: "%"), index + 2 < bytes.count,
        let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
      else { continue }
      let decoded = high * 16 + low
      if decoded < 0x20 || decoded == 0x7F {
        return true
      }
    }
    return false
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
