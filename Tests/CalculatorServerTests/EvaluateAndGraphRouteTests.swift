import FoundationEssentials
import Hummingbird
import HummingbirdTesting
import Testing

@testable import CalculatorServer

/// `POST /api/evaluate` and `POST /api/graph` with good input.
@Suite struct EvaluateAndGraphRouteTests {
  struct Report: Decodable, Equatable {
    var result: Double?
    var display: String
    var description: String
    var error: String?
  }

  static let viewport =
    #"{"width": 400, "height": 300, "originX": 200, "originY": 150, "scale": 40}"#

  @Test func evaluatesWithVariablesAndAngle() async throws {
    try await testApplication().test(.router) { client in
      try await client.post(
        "/api/evaluate", json: #"{"expression": "4+5*3", "variables": {}}"#
      ) { response in
        #expect(response.status == .ok)
        let report = try response.json(Report.self)
        #expect(report == Report(result: 19, display: "19", description: "4 + 5 × 3", error: nil))
      }
      try await client.post(
        "/api/evaluate", json: #"{"expression": "cos(x)", "variables": {"x": 60}, "angle": "deg"}"#
      ) { response in
        let decoded = try response.json(Report.self)
        #expect(decoded.display == "0.5")
      }
    }
  }

  @Test func anEvaluationErrorIsAnAnswerNotAFailure() async throws {
    try await testApplication().test(.router) { client in
      try await client.post("/api/evaluate", json: #"{"expression": "1/x", "variables": {"x": 0}}"#)
      { response in
        #expect(response.status == .ok)
        let report = try response.json(Report.self)
        #expect(report.result == nil)
        #expect(report.error != nil)
        #expect(response.text.contains(#""result":null"#))
      }
    }
  }

  @Test func graphsATypedExpression() async throws {
    try await testApplication().test(.router) { client in
      try await client.post(
        "/api/graph",
        json: #"{"expression": "sin(x)", "viewport": \#(Self.viewport), "style": "dots"}"#
      ) { response in
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "image/svg+xml; charset=utf-8")
        #expect(response.text.hasPrefix("<svg"))
        #expect(response.text.contains("<title>sin(x)</title>"))
        #expect(response.text.contains("<path class=\"curve dots\""))
        #expect(response.text.contains(#"width="400" height="300""#))
      }
    }
  }

  /// The SVG of `/api/graph` for the state left by pressing `body`'s keys.
  static func graphOfPressed(_ body: String, client: some TestClientProtocol) async throws
    -> String
  {
    let state = try await client.post("/api/press", json: body) { response in
      String(
        decoding: try JSONEncoder().encode(try response.json(PressRouteTests.Saved.self).state),
        as: UTF8.self)
    }
    return try await client.post(
      "/api/graph", json: #"{"state": \#(state), "viewport": \#(Self.viewport)}"#
    ) { response in
      #expect(response.status == .ok)
      return response.text
    }
  }

  @Test func graphsTheKeypadsExpressionWithItsMemory() async throws {
    try await testApplication().test(.router) { client in
      let svg = try await Self.graphOfPressed(pressBody("3 →M x × M"), client: client)
      #expect(svg.contains("<title>x × M</title>"))
      #expect(svg.contains("<path class=\"curve\""))
    }
  }

  /// Points of interest and the grid by default, each switchable (fields
  /// added to the request; older bodies get the same picture plus them).
  @Test func marksPointsOfInterestAndDrawsTheGrid() async throws {
    try await testApplication().test(.router) { client in
      try await client.post(
        "/api/graph", json: #"{"expression": "x^2-2", "viewport": \#(Self.viewport)}"#
      ) { response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#"<path class="grid""#))
        #expect(
          response.text.contains(#"data-kind="root" data-curve="0" data-x="−1.4142135623731""#))
        #expect(
          response.text.contains(#"data-kind="minimum" data-curve="0" data-x="0" data-y="−2""#))
        #expect(response.text.contains(#"data-kind="y-intercept""#))
      }
      try await client.post(
        "/api/graph",
        json:
          #"{"expression": "x^2-2", "viewport": \#(Self.viewport), "points": false, "grid": false}"#
      ) { response in
        #expect(response.status == .ok)
        #expect(!response.text.contains(#"class="grid""#))
        #expect(!response.text.contains(#"class="point""#))
      }
    }
  }

  /// A viewport in graph units (centre, units per point) draws the same
  /// picture as the origin-and-scale form it equals, and reaches where that form
  /// cannot: 2⁴⁰ times closer in at x = 2.5, far beyond a scale of 10¹².
  @Test func takesAViewportInGraphUnits() async throws {
    try await testApplication().test(.router) { client in
      var pictures: [String] = []
      for viewport in [
        #"{"width": 400, "height": 300, "originX": 200, "originY": 150, "scale": 40}"#,
        #"{"width": 400, "height": 300, "centerX": 0, "centerY": 0, "unitsPerPixel": 0.025}"#,
      ] {
        try await client.post(
          "/api/graph", json: #"{"expression": "x^2-2", "viewport": \#(viewport)}"#
        ) { response in
          #expect(response.status == .ok)
          pictures.append(response.text)
        }
      }
      #expect(pictures.count == 2 && pictures[0] == pictures[1])
      let deep = 0.025 / 1_099_511_627_776
      try await client.post(
        "/api/graph",
        json:
          #"{"expression": "x^2", "viewport": {"width": 400, "height": 300, "centerX": 2.5, "centerY": 6.25, "unitsPerPixel": \#(deep)}}"#
      ) { response in
        #expect(response.status == .ok)
        #expect(response.text.contains(#"<path class="curve""#))
        #expect(response.text.contains(#"class="tick-label""#))
      }
    }
  }

  /// In RPN mode every complete expression on the stack is a curve with a legend entry.
  @Test func graphsEveryExpressionOnTheRPNStack() async throws {
    try await testApplication().test(.router) { client in
      let svg = try await Self.graphOfPressed(pressBody("x sin x x ×", rpn: true), client: client)
      #expect(svg.contains(#"<path class="curve" data-curve="1""#))
      #expect(svg.contains(#"class="legend""#))
      #expect(svg.contains("<title>sin(x); x × x</title>"))
    }
  }

  @Test func healthz() async throws {
    try await testApplication().test(.router) { client in
      try await client.execute(uri: "/healthz", method: .get) { response in
        #expect(response.status == .ok)
        #expect(response.text == "ok")
      }
    }
  }
}

/// Steep curves and huge coefficients: the graph route answers an SVG for
/// each, in both forms, and the server lives on to answer the next request.
@Suite struct SteepGraphTests {
  static let formulas = ["1e300*x", "x*1e308", "tan(1e15*x)", "-1e300*x", "1e308*x*x"]

  @Test(arguments: formulas)
  func typedExpression(_ formula: String) async throws {
    try await testApplication().test(.router) { client in
      let body =
        #"{"expression": \#(jsonString(formula)), "viewport": \#(SteepGraphTests.viewport)}"#
      try await client.post("/api/graph", json: body) { response in
        #expect(response.status == .ok)
        #expect(response.text.hasPrefix("<svg"))
      }
      try await Self.expectStillServing(client)
    }
  }

  @Test(arguments: formulas)
  func keypadState(_ formula: String) async throws {
    try await testApplication().test(.router) { client in
      let state = try await client.post("/api/press", json: #"{"paste": \#(jsonString(formula))}"#)
      {
        response in
        String(
          decoding: try JSONEncoder().encode(try response.json(PressRouteTests.Saved.self).state),
          as: UTF8.self)
      }
      for style in ["line", "dots"] {
        let body =
          #"{"state": \#(state), "viewport": \#(SteepGraphTests.viewport), "style": "\#(style)"}"#
        try await client.post("/api/graph", json: body) { response in
          #expect(response.status == .ok)
          #expect(response.text.hasPrefix("<svg"))
        }
      }
      try await Self.expectStillServing(client)
    }
  }

  /// A 2,000-point-wide view, the widest the e2e bounded-work check uses.
  static let viewport =
    #"{"width": 2000, "height": 300, "originX": 1000, "originY": 150, "scale": 40}"#

  static func expectStillServing(_ client: some TestClientProtocol) async throws {
    try await client.execute(uri: "/healthz", method: .get) { response in
      #expect(response.status == .ok)
    }
  }
}
