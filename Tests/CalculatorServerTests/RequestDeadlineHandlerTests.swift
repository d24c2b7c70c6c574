import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import CalculatorServer

/// ``RequestDeadlineHandler`` on NIO's embedded channel, whose clock moves only when
/// told: a request must arrive in full within the read timeout of the moment the
/// server began waiting for it, however its bytes trickle in.
@Suite struct RequestDeadlineHandlerTests {
  static let head = HTTPRequestPart.head(
    HTTPRequest(method: .post, scheme: nil, authority: "localhost", path: "/api/press"))
  static let byte = HTTPRequestPart.body(ByteBuffer(string: "1"))

  /// A connected channel with the handler, its clock at the connection's start.
  static func connection() throws -> (EmbeddedChannel, EmbeddedEventLoop) {
    let loop = EmbeddedEventLoop()
    let channel = EmbeddedChannel(
      handler: RequestDeadlineHandler(timeout: .seconds(10)), loop: loop)
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 8080)).wait()
    return (channel, loop)
  }

  @Test func aBodyTricklingInIsCutOffAtTheDeadline() throws {
    let (channel, loop) = try Self.connection()
    loop.advanceTime(by: .seconds(2))
    try channel.writeInbound(Self.head)
    for _ in 0..<7 {
      loop.advanceTime(by: .seconds(1))
      try channel.writeInbound(Self.byte)
    }
    #expect(channel.isActive)
    loop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive)
    #expect(throws: RequestTimeout()) { try channel.throwIfErrorCaught() }
  }

  @Test func aRequestInTimeKeepsItsConnectionWhileTheServerWorks() throws {
    let (channel, loop) = try Self.connection()
    loop.advanceTime(by: .seconds(9))
    try channel.writeInbound(Self.head)
    try channel.writeInbound(HTTPRequestPart.end(nil))
    loop.advanceTime(by: .seconds(60))
    #expect(channel.isActive)
    try channel.throwIfErrorCaught()
  }

  @Test func theNextRequestsTimeStartsAtTheEndOfTheAnswer() throws {
    let (channel, loop) = try Self.connection()
    try channel.writeInbound(Self.head)
    try channel.writeInbound(HTTPRequestPart.end(nil))
    loop.advanceTime(by: .seconds(30))
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    loop.advanceTime(by: .seconds(9))
    try channel.writeInbound(Self.head)
    #expect(channel.isActive)
    loop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive)
  }
}
