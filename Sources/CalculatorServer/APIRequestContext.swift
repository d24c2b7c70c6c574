import CalculatorController
import CalculatorJSON
import CalculatorModel
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
  /// The body as a JSON value, for the controller's request types to read.
  /// - Throws: ``APIError`` (415 for a body that says it is not JSON, 400 for text
  ///   that is not JSON, 413 for a body over the limit).
  func parseJSON(context: APIRequestContext) async throws -> JSONCursor {
    if let type = headers[.contentType], !Self.isJSON(type) {
      throw APIError(
        .unsupportedMediaType, "send the body as application/json, not \(type.prefix(100))")
    }
    let body = try await collectBody(context: context)
    do {
      return JSONCursor(try JSONValue(parsing: body.readableBytesView))
    } catch {
      throw APIError.badRequest("the body is not valid JSON")
    }
  }

  /// Whether a `Content-Type` names JSON: `application/json`, or a `+json` type, with
  /// any parameters (`; charset=utf-8`).
  static func isJSON(_ contentType: String) -> Bool {
    let media = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    let type = media.trimmingCharacters(in: .whitespaces).lowercased()
    return type == "application/json" || type.hasPrefix("application/") && type.hasSuffix("+json")
  }

  private func collectBody(context: APIRequestContext) async throws -> ByteBuffer {
    do {
      return try await body.collect(upTo: context.maxUploadSize)
    } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
      throw APIError.bodyTooLarge
    }
  }
}
