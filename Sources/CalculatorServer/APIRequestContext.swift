import FoundationEssentials
import Hummingbird

/// The request context of every route: Hummingbird's basic context with the body
/// capped at ``APILimits/bodyBytes`` and byte-stable JSON output.
struct APIRequestContext: RequestContext {
  /// Hummingbird's per-request storage.
  var coreContext: CoreRequestContextStorage

  /// A context for one request.
  init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
  }

  /// Bodies over 64 KiB are refused with 413.
  var maxUploadSize: Int { APILimits.bodyBytes }

  /// JSON with sorted keys, so answers are byte-stable.
  var responseEncoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}

extension Request {
  /// The body decoded as `type`, with our messages for what is wrong.
  /// - Throws: ``APIError`` (400 for JSON that does not fit, 413 for a body over
  ///   the limit).
  func decodeJSON<T: Decodable>(as type: T.Type, context: APIRequestContext) async throws -> T {
    var body = self.body
    let buffer: ByteBuffer
    do {
      buffer = try await body.collect(upTo: context.maxUploadSize)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw APIError.bodyTooLarge
    }
    do {
      return try JSONDecoder().decode(T.self, from: Data(buffer.readableBytesView))
    } catch let error as DecodingError {
      throw APIError(decoding: error)
    }
  }
}
