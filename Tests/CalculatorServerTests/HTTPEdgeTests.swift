import Hummingbird
import HummingbirdTesting
import Logging
import TestSupport
import Testing

@testable import CalculatorServer

/// HTTP edges: `HEAD` wherever `GET` works, 405 with `Allow` for a wrong
/// method on any path, no file served under a name with a control character in it,
/// malformed HTTP answered 400 and a client that leaves never logged as a 500.
@Suite struct HTTPEdgeTests {
  /// Every file has its Content-Type: `/openapi.yaml` once had none.
  @Test func everyFileHasItsContentType() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/openapi.yaml", method: .get) { response in
        #expect(response.headers[.contentType] == "application/yaml; charset=utf-8")
      }
    }
  }

  /// A body that says it is something other than JSON is a 415.
  ///
  /// A body sent as `text/plain` was once read as JSON. Now such a body is a 415; JSON with
  /// parameters, a `+json` type or no type is read.
  @Test(arguments: [
    ("text/plain", HTTPResponse.Status.unsupportedMediaType),
    ("application/x-www-form-urlencoded", .unsupportedMediaType),
    ("application/json; charset=utf-8", .ok), ("Application/JSON", .ok),
    ("application/merge-patch+json", .ok),
  ])
  func aBodyMustBeSentAsJSON(_ type: String, _ status: HTTPResponse.Status) async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(
        uri: "/api/evaluate", method: .post, headers: [.contentType: type],
        body: ByteBuffer(string: #"{"expression": "1+1"}"#)
      ) { response in
        #expect(response.status == status, "\(type)")
        if status == .unsupportedMediaType {
          #expect(response.errorMessage == "send the body as application/json, not \(type)")
          SecurityTests.expectSecurityHeaders(response)
        }
      }
      try await client.execute(
        uri: "/api/evaluate", method: .post, body: ByteBuffer(string: #"{"expression": "1"}"#)
      ) { response in
        #expect(response.status == .ok)
      }
    }
  }
  @Test(arguments: [
    ("/healthz", HTTPResponse.Status.ok), ("/", .ok), ("/app.js", .ok), ("/openapi.yaml", .ok),
    ("/api/press", .methodNotAllowed), ("/missing.html", .notFound),
  ])
  func headAnswersAsGetWouldWithoutABody(_ path: String, _ status: HTTPResponse.Status)
    async throws
  {
    try await testApplication().test(.router) { client in
      let get = try await client.execute(uri: path, method: .get) { $0 }
      try await client.execute(uri: path, method: .head) { response in
        #expect(response.status == status)
        #expect(response.status == get.status)
        #expect(response.headers[.contentType] == get.headers[.contentType])
        #expect(response.body.readableBytes == 0)
        SecurityTests.expectSecurityHeaders(response)
      }
    }
  }

  @Test(arguments: [
    ("PUT", "/", "GET, HEAD"), ("DELETE", "/app.js", "GET, HEAD"),
    ("POST", "/openapi.yaml", "GET, HEAD"), ("PATCH", "/index.html", "GET, HEAD"),
    ("POST", "/healthz", "GET, HEAD"), ("OPTIONS", "/healthz", "GET, HEAD"),
    ("PUT", "/api/press", "POST"), ("GET", "/api/graph", "POST"), ("HEAD", "/api/evaluate", "POST"),
    ("OPTIONS", "/api/evaluate", "POST"), ("QUERY", "/api/press", "POST"),
    ("FROB", "/api/press", "POST"), ("TRACE", "/", "GET, HEAD"),
  ])
  func aWrongMethodIs405WithAllow(_ method: String, _ path: String, _ allow: String) async throws {
    let method = try #require(HTTPRequest.Method(method))
    try await testApplication().test(.router) { client in
      try await client.execute(uri: path, method: method) { response in
        #expect(response.status == .methodNotAllowed)
        #expect(response.headers[.allow] == allow)
        if method != .head {
          let methods = allow.replacingOccurrences(of: ", ", with: " or ")
          #expect(response.errorMessage == "use \(methods) for \(path)")
        }
        SecurityTests.expectSecurityHeaders(response)
      }
    }
  }

  @Test(arguments: ["PUT", "DELETE", "POST"])
  func aWrongMethodOnAMissingFileIs404(_ method: String) async throws {
    let method = try #require(HTTPRequest.Method(method))
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/missing.html", method: method) { response in
        #expect(response.status == .notFound)
        #expect(response.errorMessage == "no such path: /missing.html")
      }
    }
  }

  @Test(arguments: [
    "/openapi.yaml%00.html", "/index.html%00", "/app.js%00.css", "/openapi.yaml%0a.html",
    "/%00", "/index.html%1b",
  ])
  func aControlCharacterInThePathIs404(_ path: String) async throws {
    try await testApplication().test(.router) { client in
      for method in [HTTPRequest.Method.get, .head] {
        try await client.execute(uri: path, method: method) { response in
          #expect(response.status == .notFound)
          #expect(response.headers[.contentType] != "text/html")
          SecurityTests.expectSecurityHeaders(response)
        }
      }
    }
  }

  static let chunkedHead =
    "POST /api/press HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
    + "Transfer-Encoding: chunked\r\n\r\n"

  @Test(
    .timeLimit(.minutes(1)),
    arguments: [
      chunkedHead + "ZZ\r\n{}\r\n0\r\n\r\n", chunkedHead + "-2\r\n{}\r\n0\r\n\r\n",
      chunkedHead + "2\r\n{}XX0\r\n\r\n",
      "POST /api/press HTTP/1.1\r\nHost: localhost\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
      "BREW /api/press HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n",
      "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n",
    ].map { TypedText($0) })
  func malformedHTTPIs400(_ typed: TypedText) async throws {
    let request = typed.text
    let log = LogRecorder()
    try await LiveServer.with(testWebApp(logger: log.logger())) { server in
      let answer = try await RawConnection.with(port: server.port) { connection in
        try await connection.send(request)
        return try await connection.readUntilClosed()
      }
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
      // The body was once empty and the security headers missing.
      let lowered = answer.lowercased()
      #expect(lowered.contains("content-security-policy: default-src 'self'"))
      #expect(lowered.contains("x-content-type-options: nosniff"))
      #expect(lowered.contains("content-type: application/json"))
      #expect(answer.contains(#"{"error":"malformed HTTP request"#))
    }
    #expect(!log.lines.contains { $0.message.contains(" 500 ") || $0.level >= .error })
  }

  /// How a client leaves: it says it has no more to send, closes, or resets.
  enum Leaving: CaseIterable, Sendable {
    case halfClose, close, reset
  }

  /// A client that sends half a body and leaves: nothing went wrong in the server.
  @Test(.timeLimit(.minutes(1)), arguments: Leaving.allCases)
  func aClientLeavingMidBodyIsNotAServerError(_ leaving: Leaving) async throws {
    let log = LogRecorder()
    try await LiveServer.with(testWebApp(logger: log.logger())) {
      server in
      try await RawConnection.with(port: server.port) { connection in
        try await connection.send(RawConnection.halfABody)
        switch leaving {
        case .halfClose:
          connection.finishSending()
          _ = try await connection.readUntilClosed()
        case .close: break
        case .reset: try await connection.resetOnClose()
        }
      }
      let line = await log.firstLine(startingWith: "POST /api/press")
      #expect(line?.message.prefix(20) == "POST /api/press 400 ")
    }
    #expect(log.lines.allSatisfy { $0.level < .error })
  }
}
