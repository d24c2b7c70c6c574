// Loads calculator.wasm (scripts/build-wasm.sh) and wraps its C ABI
// (Wasm/CalculatorWasm.swift) in functions that take and answer what the HTTP API's
// routes do (openapi.yaml), with no server:
//
//   const calc = await loadCalculator(fetch("calculator.wasm"));
//   const {view, state} = calc.press({keys: ["7", "+", "9", "="]});
//
// The session calls work on a keypad kept inside the module, so that no state goes
// back and forth: sessionPress (press's body; `state` replaces the kept keypad,
// `saveState: true` asks for it back), sessionGraph (the kept keypad's graph
// session: {size, gestures, keys, redraw} → {graph: frame, view}) and sessionWorksheet
// (the kept keypad's worksheet: {edits, table} → {worksheet, view, table}).
//
// The page (app.js) imports this file from here, and e2e/wasm/compare.mjs in node.
// Each call answers the route's JSON (or SVG text for graph); a refused request
// throws a CalculatorError with the server's status (400, 413) and message.

/** A request the module refused, as the server would have: status and message. */
export class CalculatorError extends Error {
  constructor(status, message) {
    super(message);
    this.name = "CalculatorError";
    this.status = status;
  }
}

/**
 * Compiles and instantiates the module.
 * @param {BufferSource | Response | Promise<Response>} source the module's bytes, or
 *   the response (or a promise of it) that fetches it.
 * @returns the calls: press, sessionPress, sessionGraph, sessionWorksheet, evaluate and graph take the
 *   route's body as an object and answer the parsed answer
 *   (graph: the SVG text); the *Text forms take and answer the JSON text
 *   unparsed, for byte-for-byte comparisons; instantiateMs is how long compiling and
 *   instantiating took (fetching included when given a Response).
 */
export async function loadCalculator(source) {
  const started = performance.now();
  const resolved = await source;
  const { instance } =
    typeof Response !== "undefined" && resolved instanceof Response
      ? await WebAssembly.instantiateStreaming(resolved, {})
      : await WebAssembly.instantiate(resolved, {});
  const instantiateMs = performance.now() - started;
  const exports = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();

  // What the module printed before a trap (a Swift fatal error), for the message.
  function output() {
    const count = new Uint32Array(exports.memory.buffer, exports.calculator_output_count.value, 1)[0];
    const bytes = new Uint8Array(exports.memory.buffer, exports.calculator_output.value, count);
    return decoder.decode(bytes);
  }

  // Calls `name` with the body text; answers the answer's text or throws.
  function call(name, body) {
    const bytes = encoder.encode(body);
    const input = exports.calculator_alloc(bytes.length) >>> 0;
    new Uint8Array(exports.memory.buffer, input, bytes.length).set(bytes);
    let answer;
    try {
      answer = exports[name](input, bytes.length) >>> 0;
    } catch (error) {
      error.message += ` (${name}: ${output().trim()})`;
      throw error;
    } finally {
      exports.calculator_free(input);
    }
    const [count, status] = new Uint32Array(exports.memory.buffer, answer, 2);
    const text = decoder.decode(new Uint8Array(exports.memory.buffer, answer + 8, count));
    exports.calculator_free(answer);
    if (status !== 200) {
      throw new CalculatorError(status, JSON.parse(text).error);
    }
    return text;
  }

  const text = (name) => (body) => call(name, typeof body === "string" ? body : JSON.stringify(body));
  const json = (name) => (body) => JSON.parse(text(name)(body));
  return {
    press: json("calculator_press"),
    pressText: text("calculator_press"),
    sessionPress: json("calculator_session_press"),
    sessionPressText: text("calculator_session_press"),
    evaluate: json("calculator_evaluate"),
    evaluateText: text("calculator_evaluate"),
    graph: text("calculator_graph"),
    sessionGraph: json("calculator_session_graph"),
    sessionWorksheet: json("calculator_session_worksheet"),
    // The key table; the call takes no body.
    keyTable: () => JSON.parse(call("calculator_key_table", "")),
    instantiateMs,
  };
}
