// Seeded random inputs for the module-against-native comparison (compare.mjs): key
// sequences for POST /api/press and expressions for POST /api/evaluate. The same seed
// gives the same inputs on any machine, so a difference found once can be replayed:
//
//   COMPARE_SEED=1234 node e2e/wasm/compare.mjs

/** A generator of uniform numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function randomSource(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count) => Math.floor(next() * count);
  const pick = (items) => items[below(items.length)];
  return { next, below, pick };
}

const unaryKeys = [
  "√", "sin", "cos", "tan", "sin⁻¹", "cos⁻¹", "tan⁻¹", "sinh", "cosh", "tanh", "ln", "log",
  "eˣ", "10ˣ", "x²", "x³", "x⁻¹", "±", "x!", "%", "abs", "floor", "ceil", "round",
];
const binaryKeys = ["+", "−", "×", "÷", "xʸ"];

/** Every key of the keypad but digits, by kind, with how often each kind is drawn. */
const keyKinds = [
  { weight: 30, keys: ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] },
  { weight: 4, keys: ["."] },
  { weight: 14, keys: binaryKeys },
  { weight: 18, keys: unaryKeys },
  { weight: 4, keys: ["π", "e"] },
  { weight: 8, keys: ["="] },
  { weight: 4, keys: ["↲"] },
  { weight: 3, keys: ["deg", "rad"] },
  { weight: 2, keys: ["→M"] },
  { weight: 2, keys: ["M"] },
  { weight: 2, keys: ["x"] },
  { weight: 3, keys: ["undo"] },
  { weight: 2, keys: ["redo"] },
  { weight: 1, keys: ["C"] },
  { weight: 4, keys: ["(", ")"] },
  { weight: 3, keys: ["left", "right", "home", "end", "backspace", "delete"] },
];
const totalWeight = keyKinds.reduce((sum, kind) => sum + kind.weight, 0);

/** One key drawn from the weighted table. */
function randomKey(random) {
  let draw = random.below(totalWeight);
  for (const kind of keyKinds) {
    if (draw < kind.weight) return random.pick(kind.keys);
    draw -= kind.weight;
  }
  return "=";
}

/**
 * The body of a press: a fresh keypad in any of the three modes, 1 to 40 keys (digits often
 * typed as long runs, so that huge and tiny numbers come up), now and then after
 * pasted text.
 */
export function randomPress(random) {
  const keys = [[], ["rpn"], ["formula"]][random.below(3)];
  const count = 1 + random.below(40);
  while (keys.length < count) {
    const key = randomKey(random);
    if (/^[0-9]$/.test(key) && random.below(4) === 0) {
      keys.push(randomDigits(random, 1 + random.below(18)));
    } else {
      keys.push(key);
    }
  }
  const body = { keys };
  if (random.below(10) === 0) body.paste = randomExpression(random, 2);
  // A quarter ask for the "more digits" view too: 100 digits, the same bytes both ways.
  if (random.below(4) === 0) body.digits = true;
  return body;
}

function randomDigits(random, count) {
  let digits = "";
  while (digits.length < count) digits += String(random.below(10));
  return digits;
}

const functionNames = [
  "sqrt", "√", "sin", "cos", "tan", "asin", "acos", "atan", "sin⁻¹", "cos⁻¹", "tan⁻¹",
  "sinh", "cosh", "tanh", "ln", "log", "exp", "sq", "cube", "inv", "neg", "fact", "percent",
  "abs", "floor", "ceil", "round",
];
const operators = ["+", "-", "*", "/", "^", " + ", " − ", " × ", " ÷ ", "^"];

/** A number as typed: small, whole, long, huge or tiny, with or without an exponent. */
function randomNumber(random) {
  switch (random.below(9)) {
    case 0: return String(random.below(10));
    case 1: return String(random.below(1000));
    case 2: return `${random.below(100)}.${randomDigits(random, 1 + random.below(4))}`;
    case 3: return `0.${randomDigits(random, 1 + random.below(6))}`;
    case 4: return randomDigits(random, 12 + random.below(10));
    case 5: return `${1 + random.below(9)}e${random.below(330)}`;
    case 6: return `${1 + random.below(9)}.${randomDigits(random, 2)}e-${random.below(330)}`;
    case 7: return `${random.below(360)}`;
    default: return `${(random.next() * 20 - 10).toPrecision(1 + random.below(17))}`;
  }
}

/** An expression of about `depth` levels: every function, operator and constant. */
export function randomExpression(random, depth) {
  if (depth <= 0 || random.below(4) === 0) {
    switch (random.below(8)) {
      case 0: return random.pick(["π", "pi", "e"]);
      case 1: return "x";
      default: return randomNumber(random);
    }
  }
  const operand = () => randomExpression(random, depth - 1);
  switch (random.below(7)) {
    case 0: case 1: case 2: return `${random.pick(functionNames)}(${operand()})`;
    case 3: return `(${operand()})${random.pick(["!", "%", "²", "³", "⁻¹"])}`;
    case 4: return `-${operand()}`;
    default: return `${operand()}${random.pick(operators)}${operand()}`;
  }
}

/** Text that does not parse, or names what has no value. */
function brokenExpression(random) {
  const base = randomExpression(random, 2);
  return random.pick([`${base} +`, `sinn(${base})`, `(${base}`, `${base})`, `${base} y`, `2..5`, ""]);
}

/** The body of an evaluation: an expression, an angle unit, sometimes a value of x. */
export function randomEvaluation(random) {
  const expression = random.below(20) === 0 ? brokenExpression(random) : randomExpression(random, 1 + random.below(4));
  const body = { expression, angle: random.pick(["rad", "deg"]) };
  if (random.below(2)) body.variables = { x: Number(randomNumber(random)) || 0 };
  return body;
}

const graphKeys = [
  "zoomIn", "zoomOut", "panLeft", "panRight", "panUp", "panDown", "traceLeft", "traceRight",
  "previousCurve", "nextCurve", "previousPoint", "nextPoint", "fit", "reset", "equalScales",
  "toggleDots", "toggleGrid", "toggleTrace",
];

/** A pointer gesture in view points. */
function randomGesture(random) {
  const x = random.next() * 400;
  const y = random.next() * 300;
  switch (random.below(5)) {
    case 0: return { kind: "pan", dx: random.next() * 200 - 100, dy: random.next() * 200 - 100 };
    case 1: return { kind: "zoom", factor: 2 ** (random.next() * 4 - 2), x, y };
    case 2: return { kind: "moveOrigin", x, y };
    case 3: return { kind: "trace", x };
    default: return { kind: "tap", x, y };
  }
}

/**
 * The body of a graph session request on a fresh formula-mode keypad: an expression
 * in x, the Graph key, then random graph keys and gestures in a view of random size.
 */
export function randomGraph(random) {
  const entry = randomExpression(random, 1 + random.below(3));
  const state = {
    mode: "formula", angle: random.pick(["rad", "deg"]), memory: null, typing: null, showsZero: true,
    program: [], redo: [], tape: [],
    formula: { entry, cursor: [...entry].length, evaluated: false, undo: [], redo: [] },
  };
  const keys = ["open", ...Array.from({ length: random.below(8) }, () => random.pick(graphKeys))];
  const gestures = Array.from({ length: random.below(3) }, () => randomGesture(random));
  const size = { width: 100 + random.below(700), height: 100 + random.below(500) };
  return { state, size, keys, gestures };
}
