import CalculatorController
import CalculatorJSON
import NIOCore
import NIOHTTPTypes

/// Gives the 400 that answers malformed HTTP (two lengths, an unknown method, an oversize
/// header or URL, an HTTP/2 preface) the body and headers of every other error.
///
/// Hummingbird answers a request its parser cannot read with a bare `400` (no body, no
/// headers but `Connection: close`) before any middleware sees it. That answer is the
/// only 400 with an empty body — the API's carry `{"error": …}` — so this handler
/// recognises it on its way out and adds the security headers, the JSON type and
/// `{"error": "malformed HTTP request"}`.
final class MalformedRequestAnswer: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The body of the answer.
  static let body = RequestError("malformed HTTP request").json.utf8

  /// Whether the head just written was the bare 400's, so its end needs the body.
  private var isAnsweringMalformed = false

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head)
    where head.status == .badRequest && head.headerFields[.contentLength] == "0":
      isAnsweringMalformed = true
      for field in SecurityHeadersMiddleware<APIRequestContext>.headers {
        head.headerFields[field.name] = field.value
      }
      head.headerFields[.contentType] = "application/json; charset=utf-8"
      head.headerFields[.contentLength] = String(Self.body.count)
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end(let trailers) where isAnsweringMalformed:
      isAnsweringMalformed = false
      context.write(wrapOutboundOut(.body(ByteBuffer(bytes: Self.body))), promise: nil)
      context.write(wrapOutboundOut(.end(trailers)), promise: promise)
    default:
      context.write(data, promise: promise)
    }
  }
}
