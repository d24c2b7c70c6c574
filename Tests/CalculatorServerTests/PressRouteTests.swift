import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import TestSupport
import Testing

@testable import CalculatorController
@testable import CalculatorServer

/// `POST /api/press`: the seed examples, state round trips, paste, the
/// tape and the graph key.
@Suite struct PressRouteTests {
  @Test(arguments: SeedExamples.algebraic)
  func algebraicSeed(_ row: SeedExample) async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: pressBody(row.keys)) { response in
        #expect(response.status == .ok)
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.label == row.label)
        #expect(answer.view.display == row.display)
      }
    }
  }

  @Test(arguments: SeedExamples.rpn)
  func rpnSeed(_ row: SeedExample) async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: pressBody(row.keys, rpn: true)) { response in
        #expect(response.status == .ok)
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.mode == "rpn")
        #expect(answer.view.label == row.label)
        #expect(answer.view.display == row.display)
      }
    }
  }

  @Test func stateCarriesOverBetweenRequests() async throws {
    try await testApplication().test(.router) { client in
      let state = try await client.post("/api/press", json: pressBody("7 + 9 = →M")) {
        response in
        String(
          decoding: try JSONEncoder().encode(try response.json(Saved.self).state), as: UTF8.self)
      }
      let body = #"{"state": \#(state), "keys": ["M", "×", "2", "="]}"#
      try await client.post("/api/press", json: body) { response in
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.display == "32")
        #expect(answer.view.label == "M × 2 =")
        #expect(answer.view.memory == 16)
        #expect(answer.view.tape == ["7 + 9 = 16", "M × 2 = 32"])
      }
    }
  }

  @Test func numbersArePressedAsTheirDigits() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: #"{"keys": ["73", "+", "3.5", "="]}"#) {
        response in
        let decoded = try response.json(PressAnswer.self)
        #expect(decoded.view.display == "76.5")
      }
    }
  }

  @Test func omittedKeysShowTheStartUpView() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: "{}") { response in
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.display == "0")
        #expect(answer.view.label == "")
      }
    }
  }

  @Test func pasteEntersATypedExpression() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/press", json: #"{"paste": "17*34", "keys": ["+", "1", "="]}"#) {
        response in
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.display == "579")
        #expect(answer.view.label == "17 × 34 + 1 =")
      }
    }
  }

  @Test func clearTapeEmptiesTheTapeOnly() async throws {
    try await testApplication().test(.router) { client in
      let state = try await client.post("/api/press", json: pressBody("2 + 2 =")) { response in
        String(
          decoding: try JSONEncoder().encode(try response.json(Saved.self).state), as: UTF8.self)
      }
      try await client.post("/api/press", json: #"{"state": \#(state), "clearTape": true}"#) {
        response in
        let answer = try response.json(PressAnswer.self)
        #expect(answer.view.tape.isEmpty)
        #expect(answer.view.display == "4")
      }
    }
  }

  @Test func graphKeyPerformsThePendingEqualsAndNamesTheGraph() async throws {
    try await testApplication().test(.router) { client in
      try await client.post(
        "/api/press", json: #"{"keys": ["x", "×", "2", "+", "1"], "graph": true}"#
      ) { response in
        let answer = try response.json(PressAnswer.self)
        #expect(answer.graph == "x × 2 + 1")
        #expect(answer.view.label == "x × 2 + 1 =")
      }
      try await client.post("/api/press", json: #"{"keys": [], "graph": true}"#) { response in
        #expect(response.text.contains(#""graph":null"#))
      }
    }
  }

  /// Only the state of an answer.
  struct Saved: Codable {
    var state: Keypad
  }
}
