import Hummingbird
import NIOHTTP1

/// Turns every error a route or a later middleware throws into `{"error": "…"}`.
///
/// The answer has the right status, so that the headers middleware outside it sees
/// an ordinary response. A request that breaks off (malformed HTTP, a client that
/// leaves, a body that arrives too slowly) is the client's doing, never a 500.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch {
      return try apiError(for: error, request: request, context: context)
        .response(from: request, context: context)
    }
  }

  private func apiError(for error: any Error, request: Request, context: Context) -> APIError {
    switch error {
    case let error as APIError:
      return error
    case let error as HTTPParserError:
      return .brokenOff(by: error)
    case is RequestTimeout:
      return .requestTimeout
    case is CancellationError:
      return .stopping
    case let error as any HTTPResponseError where error.status == .contentTooLarge:
      return .bodyTooLarge
    case let error as HTTPError where error.status == .notFound:
      return APIError(.notFound, "no such path: \(request.uri.path)")
    case let error as HTTPError:
      return APIError(error.status, error.body ?? error.status.reasonPhrase.lowercased())
    case let error as any HTTPResponseError:
      return APIError(error.status, error.status.reasonPhrase.lowercased())
    default:
      context.logger.error("unexpected error: \(String(describing: error))")
      return APIError(.internalServerError, "internal error")
    }
  }
}
