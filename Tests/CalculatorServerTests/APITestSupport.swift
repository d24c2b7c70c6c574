import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Logging
import Testing

@testable import CalculatorServer

/// The app under test as `calculator serve` builds it, serving the page from the
/// resources beside the test binary and logging only warnings.
func testApplication() throws -> some ApplicationProtocol {
  WebApp(
    resources: try ResourceFolder.besideExecutable(), connections: .standard, logger: quietLogger
  ).application(host: "127.0.0.1", port: 0)
}

/// The web app serving the resources beside the test binary, with its own policy.
///
/// The logger logs warnings only by default. The default read timeout is long enough
/// that a test sending at once is never cut off, even on a loaded machine.
func testWebApp(
  readTimeout: Duration = .seconds(30), maxConnections: Int = 1_000,
  maxConnectionsPerClient: Int = 1_000, shutdownGracePeriod: Duration = .seconds(3),
  logger: Logger = quietLogger
) throws -> WebApp {
  WebApp(
    resources: try ResourceFolder.besideExecutable(),
    connections: ConnectionPolicy(
      readTimeout: readTimeout, maxConnections: maxConnections,
      maxConnectionsPerClient: maxConnectionsPerClient, shutdownGracePeriod: shutdownGracePeriod),
    logger: logger)
}

extension TestClientProtocol {
  /// POSTs a JSON text and hands the response to `check`.
  @discardableResult
  func post<Return>(
    _ uri: String, json: String, _ check: @escaping (TestResponse) async throws -> Return
  ) async throws -> Return {
    try await execute(
      uri: uri, method: .post, headers: [.contentType: "application/json"],
      body: ByteBuffer(string: json), testCallback: check)
  }
}

extension TestResponse {
  /// The body decoded as JSON.
  func json<T: Decodable>(_ type: T.Type) throws -> T {
    try JSONDecoder().decode(T.self, from: Data(body.readableBytesView))
  }

  /// The `error` of an error body.
  var errorMessage: String? {
    (try? json([String: String].self))?["error"]
  }

  /// The body as text.
  var text: String { String(buffer: body) }
}

/// The parts of a `/api/press` answer the tests read.
struct PressAnswer: Decodable {
  struct View: Decodable {
    var display: String
    var label: String
    var description: String
    var result: Double?
    var error: String?
    var memory: Double?
    var mode: String
    var tape: [String]
  }

  var view: View
  var graph: String?
}

/// A JSON string literal of `text`.
func jsonString(_ text: String) -> String {
  String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
}

/// A `/api/press` body pressing `keys` (space-separated) on a fresh keypad.
func pressBody(_ keys: String, rpn: Bool = false) -> String {
  let names = (rpn ? ["rpn"] : []) + keys.split(separator: " ").map(String.init)
  return #"{"keys": ["# + names.map(jsonString).joined(separator: ", ") + "]}"
}

/// The tests' logger: warnings and errors only, so that `swift test` prints no line
/// per request (`calculator serve` logs those at `info`).
let quietLogger: Logger = {
  var logger = Logger(label: "calculator-test")
  logger.logLevel = .warning
  return logger
}()
