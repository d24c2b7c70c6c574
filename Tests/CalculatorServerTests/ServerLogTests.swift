import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// What the server logs: in `calculator serve`, where its files are and
/// one `info` line per request; in the tests, nothing below `warning`.
@Suite struct ServerLogTests {
  @Test func testsLogOnlyWarnings() throws {
    #expect(try testApplication().logger.logLevel == .warning)
  }

  @Test func serveLogsOneInfoLinePerRequest() async throws {
    let resources = try ResourceFolder.besideExecutable()
    #expect(WebApp(resources: resources).logger.logLevel == .info)
    let log = LogRecorder()
    let app = WebApp(resources: resources, connections: .standard, logger: log.logger())
    try await app.application(host: "127.0.0.1", port: 0).test(.router) { client in
      try await client.execute(uri: "/healthz", method: .get) { _ in }
    }
    #expect(log.lines.map(\.level) == [.info, .info])
    #expect(log.lines.first?.message.hasPrefix("Serving files from ") == true)
    #expect(log.lines.last?.message.hasPrefix("GET /healthz 200 ") == true)
  }
}
