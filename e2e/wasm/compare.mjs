// The WebAssembly module against the native build, byte for byte.
//
//   node e2e/wasm/compare.mjs [path/to/calculator] [path/to/calculator.wasm]
//
// Defaults: .build/debug/calculator (swift build) and .build/wasm/calculator.wasm
// (scripts/build-wasm.sh). Each seed example (read from
// Tests/TestSupport/SeedExamples.swift, the table every front end's tests share) is
// pressed three ways in the module — all keys in one stateless press, one key per
// stateless press with the state carried, one key per call on the keypad kept in the
// module — and must give the display and label `calculator keys --json` prints, and
// the same whole view. Expressions go through `calculator eval --json` and the
// module's evaluate, whose answers must be the same bytes (the exact forms of
// ExactFormTable.txt among them). Then 10,000 random key
// sequences (both modes, every key) and 10,000 random expressions (every function,
// degrees and radians, huge and tiny numbers, errors) go to the native server's
// /api/press and /api/evaluate and to the module: the same bytes again
// (COMPARE_SEED and COMPARE_COUNT choose the inputs; the seed is printed).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import assert from "node:assert/strict";
import { after, test } from "node:test";
import { loadCalculator } from "../../Sources/CalculatorServer/Public/calculator-wasm.js";
import { mapConcurrently, startNativeServer } from "./native-server.mjs";
import { randomEvaluation, randomGraph, randomPress, randomSource } from "./random-inputs.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const native = process.argv[2] ?? join(root, ".build/debug/calculator");
const wasmPath = process.argv[3] ?? join(root, ".build/wasm/calculator.wasm");
const calc = await loadCalculator(readFileSync(wasmPath));

/** The seed rows of one table (`algebraic` or `rpn`) in SeedExamples.swift. */
function seedExamples(table) {
  const source = readFileSync(join(root, "Tests/TestSupport/SeedExamples.swift"), "utf8");
  const start = source.indexOf(`public static let ${table}: [SeedExample] = [`);
  const body = source.slice(start, source.indexOf("\n  ]", start));
  const row = /SeedExample\(keys: "((?:[^"\\]|\\.)*)", label: "((?:[^"\\]|\\.)*)", display: "((?:[^"\\]|\\.)*)"\)/g;
  const unescape = (text) => JSON.parse(`"${text}"`);
  return [...body.matchAll(row)].map(([, keys, label, display]) => ({
    keys: unescape(keys), label: unescape(label), display: unescape(display),
  }));
}

/** What `calculator keys --json` prints, parsed, and its text. */
function nativeView(keys, rpn) {
  const text = execFileSync(native, ["keys", "--json", ...(rpn ? ["--rpn"] : []), ...keys], {
    encoding: "utf8",
  }).trimEnd();
  return { text, view: JSON.parse(text) };
}

/** The view the module gives for `keys`, pressed each of the three ways. */
function moduleViews(keys, rpn) {
  const all = (rpn ? ["rpn"] : []).concat(keys);
  const atOnce = calc.press({ keys: all }).view;
  let carried = calc.press({});
  for (const key of all) carried = calc.press({ state: carried.state, keys: [key] });
  const fresh = calc.press({}).state;
  let session = calc.sessionPress({ state: fresh, keys: [] });
  for (const key of all) session = calc.sessionPress({ keys: [key] });
  return { atOnce, carried: carried.view, session: session.view };
}

const counts = { rows: 0, identical: 0 };
for (const [table, rpn] of [["algebraic", false], ["rpn", true]]) {
  for (const row of seedExamples(table)) {
    test(`${table}: ${row.keys}`, () => {
      const keys = row.keys.split(" ");
      const expected = nativeView(keys, rpn).view;
      assert.equal(expected.display, row.display, "native display against the seed example");
      assert.equal(expected.label, row.label, "native label against the seed example");
      counts.rows += 1;
      for (const [how, view] of Object.entries(moduleViews(keys, rpn))) {
        assert.equal(view.display, expected.display, `display (${how})`);
        assert.equal(view.label, expected.label, `label (${how})`);
        assert.deepEqual(view, expected, `whole view (${how})`);
      }
      counts.identical += 1;
    });
  }
}

// Everyday key sequences: exact operands and M, percent keys, M beyond the rationals.
const keyCases = [
  ["9999999999999999 − 9999999999999998 =", false, "1"], ["2 √ →M M x² − 2 =", false, "0"],
  ["2 √ →M M x² 2 −", true, "0"], ["50 + 10 % =", false, "55"], ["50 ↲ 10 %", true, "5"],
  ["π →M M ÷ π =", false, "1"], ["1 sin →M M − 1 sin =", false, "3.77436939201629e-37"],
  ["7 →M 10 xʸ 10000 = →M", false, "1e+10000"],
  ["formula 2 xʸ 6 4 = + 1 =", false, "18446744073709551617"], ["formula √ 2 ) = x² =", false, "2"],
];
for (const [keys, rpn, display] of keyCases) {
  test(`keys${rpn ? " (rpn)" : ""}: ${keys}`, () => {
    const expected = nativeView(keys.split(" "), rpn).view;
    assert.equal(expected.display, display, "native display");
    for (const [how, view] of Object.entries(moduleViews(keys.split(" "), rpn))) {
      assert.deepEqual(view, expected, `whole view (${how})`);
    }
  });
}

const expressions = [
  "4 + 5 × 3", "7 + √9", "1/3", "4π", "1e20", "1.5e-12", "0.1 + 0.2", "-2^2", "sin(1)",
  "cos(π)", "tan(1)", "asin(0.5)", "ln(2)", "log(1000)", "e^2", "2^0.5", "0.5!", "4.7!",
  "(-0.5)!", "(-1.5)!", "2.5!", "170.5!", "20!", "1/0", "√(-1)", "ln(0)", "(-3)!", "x + 1",
  "2 +", "sinh(1)", "cosh(1)", "floor(-2.5)", "round(2.5)", "17*34+1",
  // Beyond the Double's range: constructive reals sized by their estimates.
  "sinh(1000)", "1/sinh(1000)", "sin(1e-1300)", "(15 × 0.15!)^3858 ÷ √((15 × 0.15!)^3858)",
  "cosh(7!)",
  // Huge operands seen by their leading bits; zeros proven or said undecidable; an
  // exponent whose sign is the keypad's −.
  "tan⁻¹(cosh(3000 + sin(1))³)", "0 ÷ cosh(1000)", "1 ÷ (tan(1) × cos(1) − sin(1))", "1e−5",
  // Huge trigonometric operands reduced as reals, or refused; whole powers of reals.
  "sin(2^1000 + 1)", "cos(171!)", "10^tan(489!)", "sin(3.7!^254)", "(1 + sin(1e-9))^1000000",
  // eˣ and its kin to 2^±16,384; a cancellation of huge values stopped by the work bound.
  "ln(cosh(7!))", "1 ÷ exp(−5000 − sin(1))", "ln(exp(−11000 − sin(1)))",
  "sinh(2000 + sin(1)) − cosh(2000 + sin(1))",
  // Chains of 32 inexact levels, each a few frames deep in the reals' recursion: they
  // overran wasm-ld's default 64 KiB stack (memory access out of bounds), now 8 MiB.
  "tanh(".repeat(32) + "0.5" + ")".repeat(32), "atan(".repeat(32) + "0.5" + ")".repeat(32),
  "tanh(".repeat(16) + "0.5" + ")".repeat(16),
  // Everyday calculations past the rational bound and the old 2^±16,384 one, real odd
  // roots, proven whole numbers, every digit of whole numbers up to 20 digits.
  "1.0001^5000", "900(1+1.5%/365)^(18×365)", "(1+1e-15)^1e15", "100000^100000/100001^100001",
  "e^-100000", "2^-3321927", "1e-1000000000", "e^(e^20)", "171.5!", "(−3999.5)!",
  "(−(9×7 + sinh(484.797)))!", "floor(sin(0.001))", "round(sin(0.1))", "0^(5+ln(5))",
  "(−8)^(1/3)", "(−8)^(2/3)", "(−2)^(1/3)", "(−8)^(1/2)", "123456789 × 987654321", "2^64",
  "2^1024", "floor(π × 1e18)",
  // Exact forms: every expression of the model's table (radians), the same "exact" in both.
  ...exactFormTable(),
];

/** The radian expressions of Tests/CalculatorModelTests/ExactFormTable.txt. */
function exactFormTable() {
  const table = readFileSync(join(root, "Tests/CalculatorModelTests/ExactFormTable.txt"), "utf8");
  return table.split("\n").filter((line) => line && !line.startsWith("#"))
    .map((line) => line.split("\t")).filter((fields) => fields.length === 2).map(([e]) => e);
}
for (const expression of expressions) {
  test(`evaluate ${expression}`, () => {
    let text;
    try {
      text = execFileSync(native, ["eval", "--json", "--", expression], {
        encoding: "utf8", stdio: ["ignore", "pipe", "ignore"],
      });
    } catch (error) {
      text = error.stdout; // an expression without a value exits 1 and still answers
    }
    let answer;
    try {
      answer = calc.evaluateText({ expression });
    } catch (error) {
      // The module refuses what does not parse (400), as the server does; the
      // command line answers it with an error object.
      assert.equal(error.status, 400);
      assert.equal(JSON.parse(text).error, error.message);
      return;
    }
    assert.equal(answer, text.trimEnd());
  });
}

test("graph: an SVG document titled with the description", () => {
  const svg = calc.graph({
    expression: "sin(x)",
    viewport: { width: 400, height: 300, originX: 200, originY: 150, scale: 40 },
  });
  assert.match(svg, /^<svg /);
  assert.match(svg, /sin\(x\)/);
});

test("the key tables: the module's are the server's", async () => {
  const server = await startNativeServer(native);
  try {
    const answer = await server.get("/api/keys");
    assert.equal(answer.status, 200);
    assert.deepEqual(calc.keyTable(), JSON.parse(answer.text));
  } finally {
    await server.stop();
  }
});

test("the graph session: the module's frames are the native API's, key for key", async () => {
  const server = await startNativeServer(native);
  try {
    const cases = [
      { mode: "rpn", keys: ["x", "sin", "x", "cos", "x", "x²", "x", "±"],
        graph: ["open", "toggleTrace", "traceRight", "nextCurve", "nextPoint", "fit", "zoomIn"] },
      { mode: "algebraic", keys: ["9", "+", "M", "+", "x"], graph: ["open", "traceRight", "traceRight"] },
      { mode: "algebraic", keys: ["x", "√"], graph: ["open", "traceLeft", "traceLeft", "toggleDots"] },
      { mode: "algebraic", keys: ["x", "×", "x", "−", "1.21"], graph: ["open", "nextPoint", "nextPoint"] },
      { mode: "algebraic", keys: [], graph: ["open"] },
    ];
    for (const { mode, keys, graph } of cases) {
      const state = calc.press({ mode, keys }).state;
      const body = { state, size: { width: 500, height: 300 }, keys: graph,
        gestures: [{ kind: "pan", dx: 12, dy: -7 }] };
      const nativeAnswer = await server.post("/api/graph/session", body);
      assert.equal(nativeAnswer.status, 200, nativeAnswer.text);
      const expected = JSON.parse(nativeAnswer.text);
      const answer = calc.sessionGraph({ ...body, redraw: true });
      assert.deepEqual(answer.graph, expected.graph, `${mode} ${keys.join(" ")}`);
      assert.deepEqual(answer.view, expected.view);
    }
  } finally {
    await server.stop();
  }
});

test("refusals carry the server's status and message", () => {
  assert.throws(() => calc.press("{"), { status: 400, message: "the body is not valid JSON" });
  assert.throws(() => calc.press({ keys: ["nope"] }), { status: 400 });
  assert.throws(() => calc.evaluate({}), {
    status: 400, message: "missing field 'expression'",
  });
});

/**
 * The module's graph session on `body`'s state, as the stateless route answers it:
 * the frame (always with its picture), the view and the state, as JSON text.
 */
function graphFrames(body) {
  const answer = calc.sessionGraph({ ...body, redraw: true });
  const state = calc.sessionPress({ saveState: true }).state;
  return JSON.stringify({ graph: answer.graph, state, view: answer.view });
}

/** The module's answer to `body` as the server gives it: status and text. */
function moduleAnswer(call, body) {
  try {
    return { status: 200, text: call(body) };
  } catch (error) {
    if (error.status === undefined) throw error;
    return { status: error.status, text: JSON.stringify({ error: error.message }) };
  }
}

/** The shown text of an answer: display and label (a view's, or an evaluation's). */
function shown({ status, text }) {
  if (status !== 200) return JSON.parse(text).error;
  const answer = JSON.parse(text);
  const view = answer.view ?? answer;
  return `${view.error ?? view.display} | ${view.label ?? view.description}`;
}

const seed = Number(process.env.COMPARE_SEED ?? 13);
const randomCount = Number(process.env.COMPARE_COUNT ?? 10_000);
const randomCounts = {};

/**
 * Sends `count` random bodies to the native server's `path` and to the module's
 * `call`; fails on any difference, naming the seed and the first few. With `parsed`, the
 * answers are compared as JSON values (numbers as JavaScript writes them).
 */
async function compareRandom(server, name, path, call, draw, count = randomCount, parsed = false) {
  const random = randomSource(seed);
  const bodies = Array.from({ length: count }, () => draw(random));
  const natives = await mapConcurrently(bodies, 8, (body) => server.post(path, body));
  const differences = [];
  let shownDifferences = 0;
  bodies.forEach((body, index) => {
    const native = natives[index];
    const module = moduleAnswer(call, body);
    const text = (answer) => (parsed ? JSON.stringify(JSON.parse(answer.text)) : answer.text);
    const same = native.status === module.status &&
      (native.status === 200 ? text(native) === text(module) : shown(native) === shown(module));
    if (same) return;
    if (shown(native) !== shown(module)) shownDifferences += 1;
    differences.push({ body, native: shown(native), module: shown(module) });
  });
  randomCounts[name] = { inputs: bodies.length, differing: differences.length, shownDifferences };
  assert.equal(differences.length, 0,
    `${differences.length} of ${bodies.length} ${name} answer differently ` +
      `(${shownDifferences} in display or label; seed ${seed}, replay with COMPARE_SEED=${seed}); ` +
      `first: ${JSON.stringify(differences.slice(0, 5), null, 1)}`);
}

test(`random inputs against the native server (seed ${seed})`, async (t) => {
  const server = await startNativeServer(native);
  try {
    await t.test(`${randomCount} key sequences`, () =>
      compareRandom(server, "key sequences", "/api/press", calc.pressText, randomPress));
    await t.test(`${randomCount} expressions`, () =>
      compareRandom(server, "expressions", "/api/evaluate", calc.evaluateText, randomEvaluation));
    await t.test(`${randomCount / 10} graph sessions`, () =>
      compareRandom(server, "graph sessions", "/api/graph/session", graphFrames, randomGraph, randomCount / 10, true));
  } finally {
    await server.stop();
  }
});

after(() => {
  console.log(`seed rows: ${counts.identical} of ${counts.rows} identical three ways`);
  for (const [name, { inputs, differing, shownDifferences }] of Object.entries(randomCounts)) {
    console.log(`random ${name} (seed ${seed}): ${inputs - differing} of ${inputs} identical, ` +
      `${shownDifferences} differ in display or label`);
  }
});
