import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// Definitions in `POST /api/evaluate` and `POST /api/graph`, over real HTTP: stateless
/// (each request gives its own) and bounded.
@Suite struct DefinitionRouteTests {
  @Test func anExpressionUsesTheRequestsDefinitions() async throws {
    try await testApplication().test(.live) { client in
      try await client.post(
        "/api/evaluate",
        json: #"{"expression": "3 f(a)", "definitions": ["f(x) = x^2 + a", "a = 1/3"]}"#
      ) { response in
        #expect(response.status == .ok)
        #expect(
          response.text
            == #"{"description":"3 × f(a)","display":"1.33333333333333","error":null,"exact":"4/3","result":1.3333333333333333,"value":"1.3333333333333333"}"#
        )
      }
      // Stateless: without its definitions, f(a) is f × a again.
      try await client.post("/api/evaluate", json: #"{"expression": "f(a)"}"#) { response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#""error":"f has no value""#))
      }
      try await client.post("/api/evaluate", json: #"{"expression": "r = √2", "definitions": []}"#)
      { response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#""description":"r = √(2)""#))
        #expect(response.text.contains(#""display":"1.4142135623731""#))
      }
    }
  }

  @Test func aBadSetIsRefusedNamingTheDefinition() async throws {
    let doubling = (1...30).map { #""g\#($0)(x) = g\#($0 - 1)(x) + g\#($0 - 1)(x + 1)""# }
    let cases = [
      (#"["a = b", "b = a"]"#, "definitions[1]: a cycle: b uses a uses b (column 5)"),
      (#"["sin = 2"]"#, "definitions[0]: sin is a built-in name and cannot be defined (column 1)"),
      (
        #"["2 + 3"]"#,
        "definitions[0]: not a definition: write name = expression or name(x, …) = expression"
      ),
      (
        #"["g0(x) = x + 1", \#(doubling.joined(separator: ", "))]"#,
        "definitions[12]: g11 expands to more than 20000 steps here: simplify the definitions (column 19)"
      ),
      (
        "[" + (0...200).map { #""a\#($0) = \#($0)""# }.joined(separator: ", ") + "]",
        "at most 200 definitions"
      ),
    ]
    try await testApplication().test(.live) { client in
      for (definitions, message) in cases {
        try await client.post(
          "/api/evaluate", json: #"{"expression": "1", "definitions": \#(definitions)}"#
        ) { response in
          #expect(response.status == .badRequest)
          #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
          #expect(response.text == #"{"error":"\#(message)"}"#)
        }
      }
    }
  }

  @Test func aGraphUsesTheRequestsDefinitions() async throws {
    try await testApplication().test(.live) { client in
      try await client.post(
        "/api/graph",
        json: #"""
          {"expression": "f(x)", "definitions": ["a = 2", "f(x) = a sin(x)"],
           "viewport": \#(EvaluateAndGraphRouteTests.viewport)}
          """#
      ) { response in
        #expect(response.status == .ok)
        #expect(response.text.contains("<title>f(x)</title>"))
        #expect(response.text.contains("maximum at (1.5707963267949, 2)"))
      }
    }
  }
}
