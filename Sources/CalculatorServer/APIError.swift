import FoundationEssentials
import Hummingbird
import NIOHTTP1

/// What was wrong with a request: an HTTP status and a message for the client,
/// sent as `{"error": "…"}` (SPEC §13).
struct APIError: Error, Equatable, Sendable, HTTPResponseError {
  /// The response's status: 400, 404, 405, 408, 413, 500 or 503.
  var status: HTTPResponse.Status
  /// What was wrong, in words a client developer can act on.
  var message: String
  /// Headers the answer needs beside the body's (`Allow` for a 405).
  var headers: HTTPFields = [:]

  /// An error with a status and a message.
  init(_ status: HTTPResponse.Status, _ message: String) {
    self.status = status
    self.message = message
  }

  /// The 405 for a method `path` does not answer, with `Allow` listing those it does.
  static func methodNotAllowed(_ path: String, allowed: [HTTPRequest.Method]) -> APIError {
    let names = allowed.map(\.rawValue)
    var error = APIError(
      .methodNotAllowed, "use \(names.joined(separator: " or ")) for \(path)")
    error.headers[.allow] = names.joined(separator: ", ")
    return error
  }

  /// A 400 Bad Request.
  static func badRequest(_ message: String) -> APIError { APIError(.badRequest, message) }

  /// The 413 for a body over ``APILimits/bodyBytes``.
  static let bodyTooLarge = APIError(
    .contentTooLarge, "the request body is larger than \(APILimits.bodyBytes) bytes")

  /// The 408 for a request whose body did not arrive within the read timeout; the
  /// connection is closed, so only the log sees it.
  static let requestTimeout = APIError(
    .requestTimeout, "the request did not arrive within the read timeout")

  /// The 503 for a request cancelled because the server is stopping and its grace
  /// period is over.
  static let stopping = APIError(.serviceUnavailable, "the server is stopping")

  /// The 400 for a request the HTTP parser could not read to its end.
  ///
  /// Either its framing is malformed (a bad chunk size, two lengths) or its
  /// connection closed mid-request. The connection cannot carry another request, so the answer closes it.
  static func brokenOff(by error: HTTPParserError) -> APIError {
    var answer =
      error == .invalidEOFState
      ? APIError.badRequest("the connection closed before the request was complete")
      : APIError.badRequest("malformed HTTP request (\(error))")
    answer.headers[.connection] = "close"
    return answer
  }

  /// The message for a body that does not decode as the route's request type.
  init(decoding error: DecodingError) {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self = .badRequest("the body is not valid JSON")
    case .dataCorrupted(let context):
      self = .badRequest(Self.invalid(context.codingPath, context.debugDescription))
    case .keyNotFound(let key, let context):
      let field = Self.path(context.codingPath + [key])
      self = .badRequest(
        field.hasPrefix("state.") ? "invalid state: missing '\(field)'" : "missing field '\(field)'"
      )
    case .valueNotFound(_, let context):
      self = .badRequest("missing value for '\(Self.path(context.codingPath))'")
    case .typeMismatch(_, let context):
      self = .badRequest(Self.invalid(context.codingPath, "wrong type"))
    @unknown default:
      self = .badRequest("the body does not match the API")
    }
  }

  private static func invalid(_ codingPath: [any CodingKey], _ detail: String) -> String {
    let location = path(codingPath)
    if location == "state" || location.hasPrefix("state.") {
      return "invalid state: \(detail) (at '\(location)')"
    }
    return "invalid '\(location)': \(detail)"
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }

  private struct Body: Encodable {
    var error: String
  }

  /// The JSON response `{"error": message}` with this error's status.
  func response(from request: Request, context: some RequestContext) throws -> Response {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Body(error: message))
    var headers = headers
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
  }
}
