import CalculatorJSON
import CalculatorModel
import Graphing
import Testing

@testable import CalculatorController

/// The graph session through the keypad alone, as every front end drives it: each key and
/// gesture answered with a frame of ranges, trace and points.
@Suite struct GraphSessionTests {
  /// A keypad in formula mode graphing `expression` in a 400 × 300 view.
  static func graphing(_ expression: String) throws -> Keypad {
    var keypad = Keypad()
    keypad.press(.mode(.formula))
    try keypad.paste(expression)
    keypad.press(GraphKey.open)
    return keypad
  }

  @Test func opensAtTheStandardWindow() throws {
    var keypad = try Self.graphing("sin(x)")
    let frame = keypad.graphFrame(.svg)
    #expect(frame.isOpen)
    #expect(frame.title == "sin(x)")
    #expect(frame.xRange == -10...10)
    #expect(frame.yRange == -7.5...7.5)
    #expect(frame.ranges == "x −10…10  y −7.5…7.5")
    #expect(frame.hasEqualScales)
    #expect(frame.trace == nil)
    #expect(frame.description.hasPrefix("Graph of sin(x): x from −10 to 10, y from −7.5 to 7.5."))
    guard case .svg(let svg)? = frame.picture else {
      Issue.record("no picture")
      return
    }
    #expect(svg.hasPrefix("<svg"))
  }

  @Test func nothingToGraphSaysSoAndStaysClosed() {
    var keypad = Keypad()
    keypad.press(GraphKey.open)
    #expect(!keypad.graph.isOpen)
    #expect(keypad.graphFrame(.svg).message == "nothing to graph: enter an expression in x first")
    var rpn = Keypad()
    rpn.press([.mode(.rpn), .recallMemory, .variableX, .operation(.binary(.add))])
    rpn.press(GraphKey.open)
    #expect(rpn.graph.message == "cannot graph: M has no value")
  }

  /// A curve whose constants ran out of budget when it was compiled says so in every
  /// frame while it stands, whichever budget the frame is drawn in (the terminal draws
  /// each key and each frame in a budget of its own).
  @Test func aCurveCompiledPastTheBudgetSaysSoInEveryFrame() throws {
    let ratios = (0..<83).map { "\(3210 - $0)!/\(3209 - $0)!" }.joined(separator: "+")
    var keypad = Keypad()
    try APILimits.withWorkBudget { () throws(ParseError) in
      try keypad.paste("x*(" + ratios + ")")
    }
    APILimits.withWorkBudget { keypad.press(GraphKey.open) }
    #expect(keypad.graph.isOpen)
    let frame = APILimits.withWorkBudget { keypad.graphFrame(.braille) }
    #expect(frame.message == GraphSession.tooMuchWork)
    APILimits.withWorkBudget { keypad.press(GraphKey.zoomIn) }
    #expect(
      APILimits.withWorkBudget { keypad.graphFrame(.braille) }.message == GraphSession.tooMuchWork)
  }

  @Test func zoomPanResetAndEqualScales() throws {
    var keypad = try Self.graphing("x^2")
    keypad.press(GraphKey.zoomIn)
    #expect(keypad.graphFrame(.svg).ranges == "x −5…5  y −3.75…3.75")
    keypad.press(GraphKey.panRight)
    #expect(keypad.graphFrame(.svg).xRange == -3.75...6.25)
    keypad.press(GraphKey.panUp)
    #expect(keypad.graphFrame(.svg).yRange == -2.8125...4.6875)
    keypad.press([GraphKey.zoomOut, .panLeft, .panDown])
    #expect(keypad.graphFrame(.svg).xRange == -11.25...8.75)
    keypad.press(GraphKey.reset)
    #expect(keypad.graphFrame(.svg).ranges == "x −10…10  y −7.5…7.5")
    keypad.press(GraphKey.fit)
    let fitted = keypad.graphFrame(.svg)
    #expect(!fitted.hasEqualScales)
    #expect(fitted.xRange == -10...10)
    #expect(fitted.yRange.contains(0) && fitted.yRange.contains(100))
    keypad.press(GraphKey.equalScales)
    let equal = keypad.graphFrame(.svg)
    #expect(equal.hasEqualScales)
    #expect(equal.xRange == -10...10)
  }

  /// Fit scales y alone to the curve in the visible x range: sin(x)² + 3 fills the
  /// height instead of 6 % of it.
  @Test func fitFillsTheHeightWithTheCurve() throws {
    var keypad = try Self.graphing("sin(x)^2 + 3")
    keypad.press(GraphKey.fit)
    let y = keypad.graphFrame(.svg).yRange
    #expect(y.lowerBound > 2.8 && y.lowerBound < 3)
    #expect(y.upperBound > 4 && y.upperBound < 4.2)
  }

  @Test func traceStepsInRoundNumbersWithTheExactY() throws {
    var keypad = try Self.graphing("sin(x)")
    keypad.press(GraphKey.toggleTrace)
    #expect(keypad.graphFrame(.svg).trace?.text == "x = 0, y = 0 (root)")
    keypad.press([GraphKey.traceRight, .traceRight, .traceRight])
    let trace = try #require(keypad.graphFrame(.svg).trace)
    #expect(trace.x == 0.6)
    #expect(trace.text == "x = 0.6, y = 0.564642473395035")
    #expect(trace.tip == "(0.6, 0.564642473395035)")
    #expect(abs(trace.viewX - 212) < 1e-9)
    keypad.press(GraphKey.traceLeft)
    #expect(keypad.graphFrame(.svg).trace?.x == 0.4)
    // Zoomed in, the step shrinks with the range.
    keypad.press([GraphKey.zoomIn, .zoomIn, .traceRight])
    #expect(keypad.graphFrame(.svg).trace?.text.hasPrefix("x = 0.45, y = 0.43496553411123") == true)
    keypad.press(GraphKey.toggleTrace)
    #expect(keypad.graphFrame(.svg).trace == nil)
  }

  @Test func pointsOfInterestAreJumpedBetween() throws {
    var keypad = try Self.graphing("sin(x)")
    keypad.press(GraphKey.nextPoint)
    let first = try #require(keypad.graphFrame(.svg).trace)
    #expect(first.point == .root)
    #expect(first.text.hasSuffix("(root)"))
    keypad.press([GraphKey.traceRight, .nextPoint, .nextPoint])
    let points = keypad.graphFrame(.svg).points
    #expect(points.contains { $0.point.kind == .maximum && $0.label.hasPrefix("maximum at (") })
    for _ in 0..<20 { keypad.press(GraphKey.nextPoint) }
    #expect(keypad.graphFrame(.svg).message == "no point of interest to the right in view")
    #expect(keypad.graphFrame(.svg).message == nil, "a message shows once")
  }

  @Test func gesturesInViewPoints() throws {
    var keypad = try Self.graphing("x")
    keypad.apply(.pan(dx: 40, dy: -20))
    #expect(keypad.graphFrame(.svg).xRange == -12...8)
    #expect(keypad.graphFrame(.svg).yRange == -8.5...6.5)
    keypad.press(GraphKey.reset)
    keypad.apply(.zoom(factor: 2, about: GraphPoint(x: 0, y: 0)))
    #expect(keypad.graphFrame(.svg).xRange == -10...0)
    keypad.apply(.moveOrigin(to: GraphPoint(x: 100, y: 50)))
    let moved = keypad.graphFrame(.svg)
    #expect(moved.xRange.lowerBound == -2.5)
    #expect(moved.yRange.upperBound == 1.25)
    keypad.press(GraphKey.reset)
    keypad.apply(.trace(atViewX: 123.4))
    #expect(keypad.graphFrame(.svg).trace?.x == -3.83)
    // A tap within reach of the root at the origin traces it.
    keypad.apply(.tap(at: GraphPoint(x: 205, y: 146)))
    #expect(keypad.graphFrame(.svg).trace?.x == 0)
    #expect(keypad.graphFrame(.svg).trace?.point != nil)
    keypad.apply(.resize(width: 800, height: 600))
    let resized = keypad.graphFrame(.svg)
    #expect(resized.xRange == -20...20, "a resize keeps the centre and the scale")
    #expect(resized.trace?.x == 0)
  }

  @Test func refusalsSayWhyAndChangeNothing() throws {
    var keypad = try Self.graphing("x")
    for _ in 0..<50 { keypad.press(GraphKey.zoomOut) }
    #expect(keypad.graphFrame(.svg).message?.hasPrefix("cannot zoom out further") == true)
    keypad.press(GraphKey.previousCurve)
    #expect(keypad.graphFrame(.svg).message == "one curve: nothing to switch to")
  }

  /// RPN's stack graphs as several curves; the trace follows one, chosen with the
  /// curve keys, starting with the top of the stack.
  @Test func severalCurvesAndTheCurveKeys() throws {
    var keypad = try Keypad.after("x sin x cos x x² x ±", mode: .rpn)
    keypad.press(GraphKey.open)
    let frame = keypad.graphFrame(.svg)
    #expect(frame.title == "sin(x); cos(x); x²; −x")
    #expect(Set(frame.curves.map(\.colour)).count == 4)
    keypad.press(GraphKey.toggleTrace)
    #expect(keypad.graphFrame(.svg).trace?.curve == 3)
    keypad.press([GraphKey.nextCurve, .traceRight])
    let trace = try #require(keypad.graphFrame(.svg).trace)
    #expect(trace.curve == 0)
    #expect(trace.text == "x = 0.2, y = 0.198669330795061")
    keypad.press(GraphKey.previousCurve)
    #expect(keypad.graphFrame(.svg).trace?.text == "x = 0.2, y = −0.2")
  }

  /// The curves are compiled when the graph opens and kept until the formula changes;
  /// the picture is sampled once per view and sent only when it changed.
  @Test func curvesAndPictureAreKeptUntilTheyChange() throws {
    var keypad = try Self.graphing("sin(x)")
    _ = keypad.graphFrame(.svg)
    let plot = try #require(keypad.graph.plot)
    keypad.press([GraphKey.toggleTrace, .traceRight, .nextPoint])
    let traced = keypad.graphFrame(.svg)
    #expect(traced.picture == nil)
    #expect(keypad.graph.plot?.viewport == plot.viewport)
    keypad.press(GraphKey.toggleGrid)
    #expect(keypad.graphFrame(.svg).picture != nil)
    #expect(keypad.graphFrame(.svg).picture == nil)
    #expect(keypad.graphFrame(.svg, redraw: true).picture != nil)
    keypad.press([.operation(.binary(.add)), .digit(2)])
    #expect(keypad.graph.curves == nil)
    #expect(keypad.graphFrame(.svg).title == "sin(x) + 2", "the changed formula graphs")
  }

  /// The session is saved with the keypad and restored to the same frame.
  @Test func savedAndRestored() throws {
    var keypad = try Keypad.after("x sin x cos", mode: .rpn)
    keypad.press(GraphKey.open)
    keypad.apply(.resize(width: 160, height: 84))
    keypad.press([GraphKey.zoomIn, .panRight, .fit, .toggleDots, .toggleGrid, .toggleTrace])
    keypad.press([GraphKey.traceRight, .previousCurve])
    let before = keypad.graphFrame(.braille)
    var restored = try Keypad(json: JSONCursor(JSONValue(parsing: keypad.json.utf8)))
    #expect(restored == keypad)
    let after = restored.graphFrame(.braille)
    #expect(after.ranges == before.ranges)
    #expect(after.trace == before.trace)
    #expect(after.points == before.points)
    #expect(after.style == .dots && !after.showsGrid && !after.hasEqualScales)
    #expect(after.title == "sin(x); cos(x)")
  }

  @Test(arguments: [
    #"{"open":true,"width":0,"height":300,"centerX":0,"centerY":0,"style":"line","grid":true}"#,
    #"{"open":true,"width":400,"height":300,"centerX":1e308,"centerY":0,"unitsPerPoint":1,"style":"line","grid":true}"#,
    #"{"open":true,"width":400,"height":300,"centerX":0,"centerY":0,"unitsPerPoint":0,"style":"line","grid":true}"#,
    #"{"open":true,"width":400,"height":300,"centerX":3,"centerY":0,"style":"line","grid":true}"#,
    #"{"open":true,"width":400,"height":300,"centerX":0,"centerY":0,"style":"line","grid":true,"tracedCurve":1.5}"#,
    #"{"open":true,"width":400,"height":300,"centerX":0,"centerY":0,"style":"wavy","grid":true}"#,
  ])
  func badSavedSessionsAreRefused(_ json: String) {
    #expect(throws: DecodingError.self) {
      try GraphSession(json: JSONCursor(JSONValue(parsing: Array(json.utf8))))
    }
  }

  /// A quick frame (`"points": false`, while a slider is dragged) has the same curves
  /// without their points of interest; the next full frame, in the same view, finds and
  /// marks them and draws the picture again.
  @Test func aQuickFrameLeavesOutThePointsUntilTheNextFullOne() throws {
    var keypad = try Self.graphing("sin(x)")
    let request = { (body: String) throws -> JSONObject in
      let request = try GraphSessionRequest(json: JSONCursor(JSONValue(parsing: Array(body.utf8))))
      return try JSONCursor(request.response(applyingTo: &keypad)).object().value("graph").object()
    }
    let quick = try request(#"{"points":false,"redraw":true}"#)
    let quickSVG = try quick.value("svg").string()
    #expect(quickSVG.contains("class=\"curve"))
    #expect(!quickSVG.contains("class=\"point"))
    #expect(try quick.value("points").elements().isEmpty)
    #expect(try !quick.value("description").string().contains("of interest"))
    let full = try request(#"{}"#)
    #expect(try full.value("svg").string().contains("class=\"point"))
    #expect(try full.value("points").elements().count > 3)
    #expect(try full.value("description").string().contains("points of interest in view."))
    let same = try request(#"{"points":false}"#)
    #expect(!same.names.contains("svg"))
    #expect(try same.value("points").elements().count > 3)
  }

  /// The graph session's request, as the page's module answers it.
  @Test func sessionRequestAnswersTheFrameAndTheView() throws {
    var keypad = try Keypad.after("x sin")
    let body =
      #"{"size":{"width":200,"height":100},"keys":["open","zoomIn"],"gestures":[{"kind":"pan","dx":10,"dy":0}]}"#
    let request = try GraphSessionRequest(
      json: JSONCursor(JSONValue(parsing: Array(body.utf8))))
    let answer = try JSONCursor(request.response(applyingTo: &keypad)).object()
    let graph = try answer.value("graph").object()
    #expect(try graph.value("ranges").string() == "x −5…5  y −2.5…2.5")
    #expect(try graph.value("svg").string().hasPrefix("<svg"))
    #expect(try answer.value("view").object().value("label").string() == "sin(x) =")
    let bad = #"{"keys":["sideways"]}"#
    #expect(throws: RequestError.self) {
      try GraphSessionRequest(json: JSONCursor(JSONValue(parsing: Array(bad.utf8))))
    }
  }
}

extension Keypad {
  /// Presses graph keys in turn.
  mutating func press(_ keys: [GraphKey]) {
    for key in keys { press(key) }
  }
}
