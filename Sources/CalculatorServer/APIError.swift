import CalculatorController
import CalculatorJSON
import Hummingbird
import NIOHTTP1

/// What was wrong with a request: an HTTP status and a message for the client,
/// sent as `{"error": "…"}`.
struct APIError: Error, Equatable, Sendable, HTTPResponseError {
  /// The response's status: 400, 404, 405, 408, 413, 415, 500 or 503.
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

  /// The 400 for a body the API refuses (the controller's requests say why).
  init(_ error: RequestError) {
    self = .badRequest(error.message)
  }

  /// What `answer` answers within a request's work budget
  /// (``APILimits/withWorkBudget(_:)``), or its ``RequestError`` as a 400.
  static func answering<Answer>(_ answer: () throws(RequestError) -> Answer) throws(APIError)
    -> Answer
  {
    do {
      return try APILimits.withWorkBudget(answer)
    } catch {
      throw APIError(error)
    }
  }

  /// The JSON response `{"error": message}` with this error's status.
  func response(from request: Request, context: some RequestContext) throws -> Response {
    var headers = headers
    headers[.contentType] = "application/json; charset=utf-8"
    return Response(
      status: status, headers: headers,
      body: ResponseBody(byteBuffer: ByteBuffer(bytes: RequestError(message).json.utf8)))
  }
}
