import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorController
@testable import CalculatorServer

/// Formula entry over HTTP: `/api/press` in formula mode, parentheses, and `GET /api/keys`.
@Suite struct FormulaRouteTests {
  @Test func pressTakesTheMode() async throws {
    try await testApplication().test(.router) { client in
      let body = #"{"mode": "formula", "keys": ["2", "×", "(", "3", "+", "4", "="]}"#
      try await client.post("/api/press", json: body) { response in
        #expect(response.status == .ok)
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.mode == "formula")
        #expect(answer.view.display == "14")
        #expect(answer.view.label == "2 × (3 + 4) =")
        #expect(response.text.contains(#""entry":"2×(3+4)""#))
      }
    }
  }

  @Test func parenthesesAreKeys() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: pressBody("7 × ( 2 + 3 ) =")) { response in
        #expect(response.status == .ok)
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.label == "7 × (2 + 3) =")
      }
    }
  }

  @Test func aRecallOfNoEntryIsRefused() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: #"{"recall": 0}"#) { response in
        #expect(response.status == .badRequest)
        #expect(response.errorMessage == "the tape has no entry 0")
      }
    }
  }

  @Test func keysAnswersTheKeyTable() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/api/keys", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "application/json; charset=utf-8")
        #expect(Array(response.body.readableBytesView) == KeyTable.json.utf8)
      }
      try await client.execute(uri: "/api/keys", method: .post) { response in
        #expect(response.status == .methodNotAllowed)
      }
    }
  }
}
