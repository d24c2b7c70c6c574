import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// The security headers on every response and no file outside the
/// resources, both in-process and over a real socket.
@Suite struct SecurityTests {
  static func expectSecurityHeaders(_ response: TestResponse) {
    let policy = contentSecurityPolicy(response)
    #expect(policy["default-src"] == ["'self'"])
    // Scripts from this origin only; WebAssembly may be compiled (the page's
    // module), JavaScript may not be evaluated from strings.
    #expect(policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"])
    #expect(policy.values.allSatisfy { !$0.contains("'unsafe-inline'") })
    #expect(policy.values.allSatisfy { !$0.contains("'unsafe-eval'") })
    #expect(policy["object-src"] == ["'none'"])
    #expect(policy["frame-ancestors"] == ["'none'"])
    #expect(response.headers[.xContentTypeOptions] == "nosniff")
    #expect(header("Referrer-Policy", response) == "no-referrer")
    // Cross-origin isolation: performance.now() at 5 µs for the page's own
    // figures, and nothing from another origin can be embedded.
    #expect(header("Cross-Origin-Opener-Policy", response) == "same-origin")
    #expect(header("Cross-Origin-Embedder-Policy", response) == "require-corp")
  }

  /// The response's Content-Security-Policy, its sources by directive.
  static func contentSecurityPolicy(_ response: TestResponse) -> [String: [String]] {
    var policy: [String: [String]] = [:]
    for directive in (response.headers[.contentSecurityPolicy] ?? "").split(separator: ";") {
      let words = directive.split(separator: " ").map(String.init)
      if let name = words.first {
        policy[name] = Array(words.dropFirst())
      }
    }
    return policy
  }

  /// The one value of the header `name` (nil when it is missing or repeated).
  static func header(_ name: String, _ response: TestResponse) -> String? {
    guard let field = HTTPFields.Element.Name(name) else { return nil }
    let values = response.headers[values: field]
    return values.count == 1 ? values[0] : nil
  }

  @Test(arguments: [
    ("/", HTTPResponse.Status.ok), ("/app.js", .ok), ("/healthz", .ok), ("/openapi.yaml", .ok),
    ("/calculator.wasm", .ok), ("/service-worker.js", .ok), ("/manifest.webmanifest", .ok),
    ("/missing.html", .notFound), ("/api/press", .methodNotAllowed),
  ])
  func headersOnEveryResponse(_ path: String, _ status: HTTPResponse.Status) async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect(response.status == status)
        Self.expectSecurityHeaders(response)
      }
    }
  }

  @Test func headersOnErrorsFromTheAPI() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: "not json") { response in
        #expect(response.status == .badRequest)
        Self.expectSecurityHeaders(response)
      }
    }
  }

  @Test func servesThePageAndItsFiles() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/", method: .get) { response in
        #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
        #expect(response.text.contains(#"<script type="module" src="app.js"></script>"#))
      }
      try await client.execute(uri: "/openapi.yaml", method: .get) { response in
        #expect(response.text.hasPrefix("openapi: 3"))
      }
    }
  }

  static let traversals = [
    "/../Package.swift", "/../../../../Package.swift", "/%2e%2e/Package.swift",
    "/%2E%2E/%2E%2E/%2E%2E/%2E%2E/Package.swift", "/..%2fPackage.swift",
    "/..%2f..%2f..%2f..%2fPackage.swift", "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fPackage.swift",
    "/.%2e/.%2e/.%2e/.%2e/Package.swift", "/..\\..\\..\\..\\Package.swift",
    "/%252e%252e/Package.swift", "//work/Package.swift", "/Package.swift", "/../Sources",
  ]

  @Test(arguments: traversals)
  func noPathTraversal(_ path: String) async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: path, method: .get) { response in
        #expect([.badRequest, .notFound].contains(response.status))
        #expect(!response.text.contains("PackageDescription"))
        Self.expectSecurityHeaders(response)
      }
    }
  }

  @Test func overARealSocket() async throws {
    try await testApplication().test(.live) { client in
      try await client.post("/api/press", json: pressBody("4 + 5 × 3 =")) { response in
        #expect(response.status == .ok)
        let decoded = try response.json(PressAnswer.self)
        #expect(decoded.view.display == "27")
        Self.expectSecurityHeaders(response)
      }
      for path in Self.traversals where !path.contains("\\") {
        try await client.execute(uri: path, method: .get) { response in
          #expect(response.status != .ok)
          #expect(!response.text.contains("PackageDescription"))
        }
      }
      try await client.post("/api/press", json: "[") { response in
        #expect(response.status == .badRequest)
        #expect(response.errorMessage == "the body is not valid JSON")
        Self.expectSecurityHeaders(response)
      }
    }
  }
}
