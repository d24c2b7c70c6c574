import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request has not fully arrived, body included, within
/// the read timeout of the moment the server began waiting for it: the connection's
/// start, or the end of the previous answer.
///
/// Hummingbird's `idleTimeout` closes a connection that sends nothing, or its
/// headers too slowly, but it restarts with every piece of body that arrives, so a
/// client sending a byte every few seconds would hold its connection forever. This
/// handler bounds the whole request from the same moment, so it fires first for a
/// body and Hummingbird's timer never races it. Before closing, it passes
/// ``RequestTimeout`` to the request's handler, so that the request is logged as a
/// 408 rather than as a client that left.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let timeout: TimeAmount
  /// When the server began waiting for the next request; `nil` while it has one.
  private var waitingSince: NIODeadline?
  private var deadline: Scheduled<Void>?

  /// A handler allowing `timeout` for each request.
  init(timeout: Duration) {
    self.timeout = TimeAmount(timeout)
  }

  func handlerAdded(context: ChannelHandlerContext) {
    waitingSince = context.eventLoop.now
  }

  func channelActive(context: ChannelHandlerContext) {
    waitingSince = context.eventLoop.now
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      startDeadline(at: (waitingSince ?? context.eventLoop.now) + timeout, context: context)
      waitingSince = nil
    case .body:
      break
    case .end:
      cancelDeadline()
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data), deadline == nil {
      waitingSince = context.eventLoop.now
    }
    context.write(data, promise: promise)
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelDeadline()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelDeadline()
  }

  private func startDeadline(at time: NIODeadline, context: ChannelHandlerContext) {
    cancelDeadline()
    let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
    deadline = context.eventLoop.scheduleTask(deadline: time) {
      let context = loopBound.value
      context.fireErrorCaught(RequestTimeout())
      context.close(promise: nil)
    }
  }

  private func cancelDeadline() {
    deadline?.cancel()
    deadline = nil
  }
}

/// A request did not arrive in full within the read timeout.
struct RequestTimeout: Error, Equatable, Sendable {}
