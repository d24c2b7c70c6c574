import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// `GraphRequest` graphing a keypad a front end keeps (the WebAssembly module's
/// session): the same SVG as `/api/graph` with that keypad as its state.
@Suite struct GraphRequestTests {
  static let viewport =
    #""viewport":{"width":400,"height":300,"originX":200,"originY":150,"scale":40}"#

  static func request(_ members: String) throws -> GraphRequest {
    try GraphRequest(json: JSONCursor(JSONValue(parsing: Array("{\(members)}".utf8))))
  }

  static func stateJSON(_ keypad: Keypad) -> String {
    String(decoding: keypad.json.utf8, as: UTF8.self)
  }

  @Test(arguments: [
    ("x × x − 2", CalculatorMode.algebraic), ("9 →M x + M", .algebraic), ("x sin", .algebraic),
    ("x ↲ 3 ×", .rpn), ("1 + x", .algebraic),
  ])
  func keptKeypadGraphsAsItsStateWould(_ keys: String, _ mode: CalculatorMode) throws {
    let keypad = try Keypad.after(keys, mode: mode)
    let kept = try Self.request(Self.viewport + #","style":"dots""#).svg(orGraphing: keypad)
    let sent = try Self.request(
      Self.viewport + #","style":"dots","state":"# + Self.stateJSON(keypad)
    ).svg()
    #expect(kept == sent)
    #expect(kept.hasPrefix("<svg"))
  }

  /// Graph answers are bounded.
  ///
  /// 40 dense waves in dots on 4,096 × 4,096 were once 65 MiB. A graph has at most
  /// six curves, each about a point a device-pixel column, and a picture past 256 KiB
  /// (six sine waves in dots, 4,097 dots each) is refused with a message rather than sent.
  @Test func graphAnswersAreBoundedInSize() throws {
    func waves(_ count: Int) throws -> Keypad {
      let keys = (1...count).map { "x sin \($0) ↲ 1000 ÷ +" }.joined(separator: " ")
      return try Keypad.after(keys, mode: .rpn)
    }
    let square =
      #""viewport":{"width":4096,"height":4096,"centerX":0,"centerY":0,"unitsPerPixel":0.01}"#
    #expect(
      throws: RequestError(
        "the picture would be larger than 256 KiB: draw fewer curves, in lines, or a smaller view")
    ) {
      try Self.request(square + #","style":"dots""#).svg(orGraphing: try waves(6))
    }
    let one = try Self.request(square + #","style":"dots""#).svg(orGraphing: try waves(1))
    #expect(one.utf8.count < 100_000)
  }

  @Test func graphingLeavesTheKeptKeypadAsItWas() throws {
    let keypad = try Keypad.after("7 + x")
    _ = try Self.request(Self.viewport).svg(orGraphing: keypad)
    #expect(keypad == (try Keypad.after("7 + x")))
  }

  @Test func aStateOrExpressionInTheBodyWinsOverTheKeptKeypad() throws {
    let kept = try Keypad.after("x sin")
    let typed = try Self.request(Self.viewport + #","expression":"x^2""#)
    #expect(try typed.svg(orGraphing: kept) == typed.svg())
    let other = try Keypad.after("x cos")
    let stated = try Self.request(Self.viewport + #","state":"# + Self.stateJSON(other))
    #expect(try stated.svg(orGraphing: kept) == stated.svg())
  }

  @Test func aKeptKeypadWithNothingToGraphIsRefused() throws {
    #expect(throws: RequestError("nothing to graph: enter an expression first")) {
      try Self.request(Self.viewport).svg(orGraphing: Keypad())
    }
  }

  @Test func withoutAKeptKeypadABodyMustNameWhatToGraph() throws {
    #expect(throws: RequestError("give either 'state' or 'expression'")) {
      try Self.request(Self.viewport).svg()
    }
  }

  /// Zoom to fit: the view centres on the points of interest's y values and
  /// zooms out until they show (x² − 2: roots at y = 0, minimum and y-intercept at −2).
  @Test func fitShowsThePointsOfInterest() throws {
    let request = try Self.request(
      #""expression":"x^2-2","viewport":{"width":400,"height":40,"centerX":0,"centerY":5,"unitsPerPixel":0.025}"#
    )
    let fitted = try JSONCursor(request.fit(orGraphing: nil)).object()
    #expect(try fitted.value("centerX").double() == 0)
    #expect(abs(try fitted.value("centerY").double() + 1) < 1e-12)
    #expect(abs(try fitted.value("unitsPerPixel").double() - 0.0625) < 1e-12)
  }

  /// Fitting past what a Double shows is refused with the library's one-line message.
  @Test func fitPastTheLimitIsRefused() throws {
    let request = try Self.request(
      #""expression":"1e300*(x-1)*x","viewport":{"width":400,"height":300,"centerX":0.5,"centerY":0,"unitsPerPixel":0.01}"#
    )
    #expect(throws: RequestError("cannot zoom out further: one pixel already spans 10¹² units")) {
      try request.fit(orGraphing: nil)
    }
  }
}
