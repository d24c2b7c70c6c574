import CalculatorController
import CalculatorJSON

// The WebAssembly module's C ABI: what the page's loader
// (`Sources/CalculatorServer/Public/calculator-wasm.js`) calls.
//
// Each call takes a request body — the UTF-8 JSON the HTTP API's route takes — at
// `(pointer, count)` in the module's memory (from `calculator_alloc`) and answers a
// buffer the caller frees with `calculator_free`: a little-endian UInt32 byte count,
// a UInt32 status (200; 400 or 413 with `{"error": "…"}`, as the server answers) and
// the bytes. The answers come from the controller's request types, which the server
// also answers with: nothing here computes.

/// The keypad of `calculator_session_press`, kept in the module between calls.
///
/// A WebAssembly instance runs on one thread, which is the only one that touches it.
nonisolated(unsafe) private var session = Keypad()

/// `count` bytes of the module's memory, for a request body.
@_cdecl("calculator_alloc")
func calculatorAlloc(_ count: Int32) -> UnsafeMutableRawPointer? {
  guard count >= 0 else { return nil }
  return UnsafeMutableRawPointer.allocate(byteCount: Int(count), alignment: 8)
}

/// Frees what `calculator_alloc` or a call's answer took.
@_cdecl("calculator_free")
func calculatorFree(_ pointer: UnsafeMutableRawPointer?) {
  pointer?.deallocate()
}

/// `POST /api/press`: `{state?, keys?, paste?, clearTape?, graph?}` →
/// `{graph, state, view}`.
@_cdecl("calculator_press")
func calculatorPress(_ body: UnsafePointer<UInt8>?, _ count: Int32) -> UnsafeMutableRawPointer? {
  answer(body, count) { json throws(RequestError) in
    try PressRequest(json: json).response().json()
  }
}

/// A key press on the keypad kept in the module, so that no state goes back and
/// forth: `/api/press`'s body, whose `state` (when given) replaces the kept keypad
/// first, and `saveState: true` to have the state in the answer →
/// `{graph, view[, state]}`.
///
/// Keys pressed before a refused one stay pressed.
@_cdecl("calculator_session_press")
func calculatorSessionPress(_ body: UnsafePointer<UInt8>?, _ count: Int32)
  -> UnsafeMutableRawPointer?
{
  answer(body, count) { json throws(RequestError) in
    let request = try PressRequest(json: json)
    let saveState = try RequestError.reading { () throws(DecodingError) in
      try json.object().optional("saveState")?.bool() ?? false
    }
    if let state = request.state {
      session = state
    }
    return try request.response(pressingOn: &session).json(includingState: saveState)
  }
}

/// A graph operation on the keypad kept in the module: `{size?, gesture?, keys?,
/// redraw?}` (``GraphSessionRequest``) → `{graph, view}`, the graph's frame (with its
/// SVG when the picture changed) and the keypad's view (the Graph key presses `=`).
@_cdecl("calculator_session_graph")
func calculatorSessionGraph(_ body: UnsafePointer<UInt8>?, _ count: Int32)
  -> UnsafeMutableRawPointer?
{
  answer(body, count) { json throws(RequestError) in
    try GraphSessionRequest(json: json).response(applyingTo: &session).utf8
  }
}

/// A worksheet call on the keypad kept in the module.
///
/// `{edits?, table?}` (``WorksheetRequest``) → `{worksheet, view[, table]}`. Edits
/// before a refused one stay made.
@_cdecl("calculator_session_worksheet")
func calculatorSessionWorksheet(_ body: UnsafePointer<UInt8>?, _ count: Int32)
  -> UnsafeMutableRawPointer?
{
  answer(body, count) { json throws(RequestError) in
    try WorksheetRequest(json: json).response(applyingTo: &session).utf8
  }
}

/// `POST /api/evaluate`: `{expression, variables?, angle?}` →
/// `{description, display, error, result}`.
@_cdecl("calculator_evaluate")
func calculatorEvaluate(_ body: UnsafePointer<UInt8>?, _ count: Int32) -> UnsafeMutableRawPointer? {
  answer(body, count) { json throws(RequestError) in
    try EvaluateRequest(json: json).response().json.utf8
  }
}

/// `POST /api/graph`: `{state? | expression, angle?, viewport, style?}` → the SVG
/// document.
@_cdecl("calculator_graph")
func calculatorGraph(_ body: UnsafePointer<UInt8>?, _ count: Int32) -> UnsafeMutableRawPointer? {
  answer(body, count) { json throws(RequestError) in
    Array(try GraphRequest(json: json).svg().utf8)
  }
}

/// `GET /api/keys`: the key table as JSON, in a buffer like a call's
/// answer (status 200); it takes no body.
@_cdecl("calculator_key_table")
func calculatorKeyTable() -> UnsafeMutableRawPointer? {
  buffer(status: 200, KeyTable.json.utf8)
}

/// Reads the body at `(body, count)` as JSON, answers it with `respond` within a
/// request's work budget (``APILimits/withWorkBudget(_:)``), and writes the answer (or
/// the error) into a new buffer: byte count, status, bytes.
private func answer(
  _ body: UnsafePointer<UInt8>?, _ count: Int32,
  _ respond: (JSONCursor) throws(RequestError) -> [UInt8]
) -> UnsafeMutableRawPointer? {
  let status: UInt32
  let bytes: [UInt8]
  if count > APILimits.bodyBytes {
    (status, bytes) = (
      413, RequestError("the request body is larger than \(APILimits.bodyBytes) bytes").json.utf8
    )
  } else {
    do throws(RequestError) {
      let text = UnsafeBufferPointer(start: body, count: body == nil ? 0 : Int(max(0, count)))
      let value: JSONValue
      do {
        value = try JSONValue(parsing: text)
      } catch {
        throw RequestError("the body is not valid JSON")
      }
      let answer = try APILimits.withWorkBudget { () throws(RequestError) in
        try respond(JSONCursor(value))
      }
      (status, bytes) = (200, answer)
    } catch {
      (status, bytes) = (400, error.json.utf8)
    }
  }
  return buffer(status: status, bytes)
}

/// A new buffer holding an answer: byte count, status, bytes.
private func buffer(status: UInt32, _ bytes: [UInt8]) -> UnsafeMutableRawPointer? {
  let buffer = UnsafeMutableRawPointer.allocate(byteCount: 8 + bytes.count, alignment: 8)
  buffer.storeBytes(of: UInt32(bytes.count).littleEndian, as: UInt32.self)
  buffer.storeBytes(of: status.littleEndian, toByteOffset: 4, as: UInt32.self)
  bytes.withUnsafeBytes { source in
    if let start = source.baseAddress {
      (buffer + 8).copyMemory(from: start, byteCount: source.count)
    }
  }
  return buffer
}
