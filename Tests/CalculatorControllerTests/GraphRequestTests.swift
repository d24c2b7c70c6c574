import CalculatorJSON
import CalculatorModel
import Testing

@testable import CalculatorController

/// `GraphRequest`, the body of `/api/graph`: what it refuses and how large its answers
/// may be.
@Suite struct GraphRequestTests {
  static let viewport =
    #""viewport":{"width":400,"height":300,"originX":200,"originY":150,"scale":40}"#

  static func request(_ members: String) throws -> GraphRequest {
    try GraphRequest(json: JSONCursor(JSONValue(parsing: Array("{\(members)}".utf8))))
  }

  static func stateJSON(_ keypad: Keypad) -> String {
    String(decoding: keypad.json.utf8, as: UTF8.self)
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
      try Self.request(square + #","style":"dots","state":"# + Self.stateJSON(try waves(6))).svg()
    }
    let one = try Self.request(
      square + #","style":"dots","state":"# + Self.stateJSON(try waves(1))
    ).svg()
    #expect(one.utf8.count < 100_000)
  }

  @Test func aStateWithNothingToGraphIsRefused() throws {
    #expect(throws: RequestError("nothing to graph: enter an expression first")) {
      try Self.request(Self.viewport + #","state":"# + Self.stateJSON(Keypad())).svg()
    }
  }

  @Test func aBodyMustNameWhatToGraph() throws {
    #expect(throws: RequestError("give either 'state' or 'expression'")) {
      try Self.request(Self.viewport).svg()
    }
  }
}
