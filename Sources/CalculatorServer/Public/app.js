// The calculator page: a view of the keypad that runs in the
// browser as WebAssembly (calculator.wasm, through calculator-wasm.js). It holds no
// calculator logic: each key name goes to the module's keypad and the view it
// answers is drawn as it is; the graph view asks the module for the SVG of the
// keypad's expression and for the traced y. No key needs the network: the server
// only serves these files, and the service worker keeps them for offline use. The
// keypad's state is saved to local storage a moment after a change and when the
// page is left, and restored on load.
import { CalculatorError, loadCalculator } from "./calculator-wasm.js";
import { Keypad, boundKey, shortcutRows } from "./keypad.js";

const STORE = {
  state: "calculator.state", view: "calculator.view", graph: "calculator.graph",
  setAside: "calculator.state.set-aside",
};
const DEFAULT_UNITS = 1 / 40; // graph units per point: 40 points a unit
const $ = (id) => document.getElementById(id);

// ---- Saved state -------------------------------------------------------

// The text stored under `key`, or null.
function loadText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// The value stored under `key` as JSON, or null.
function load(key) {
  try {
    const text = loadText(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

// Stores `text` under `key`; false when storage is full or disabled.
function saveText(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false; // The page still works, it just forgets.
  }
}

// Stores `value` as JSON under `key`.
function save(key, value) {
  saveText(key, JSON.stringify(value));
}

let view = load(STORE.view);
let graph = loadGraph();

// ---- The calculator: the WebAssembly module ------------------------------

let calculator = null; // the module's calls, once it is loaded
let keyTable = []; // the key table, from the module
let keypad = null; // the keypad drawn from it
const waiting = []; // what was pressed before that, in order
let unsaved = false; // whether the module's keypad changed since the last save
let saveTimer = 0;

// Presses keys (or pastes, clears the tape, presses the graph key: the body of
// /api/press) on the module's keypad and draws its view. Answers the module's
// answer, or null when it refused (its message is shown) or is still loading
// (the request is pressed as soon as it is ready).
function press(request) {
  if (calculator === null) {
    waiting.push(request);
    return null;
  }
  let answer;
  try {
    if (moreDigitsShown && typeof request === "object") request = { ...request, digits: true };
    answer = calculator.sessionPress(request);
  } catch (error) {
    showMessage(failure(error));
    return null;
  }
  view = answer.view;
  unsaved = true;
  saveSoon();
  showMessage("");
  render();
  if (moreDigitsShown) renderMoreDigits(answer.digits);
  return answer;
}

// ---- More digits ---------------------------------------------------------

// The "more digits" view (`v`, Alt+v in formula entry): while it is open, each press
// also asks the module for the value with 100 significant digits, every one right.
let moreDigitsShown = false;

function toggleMoreDigits() {
  moreDigitsShown = !moreDigitsShown;
  $("digits-button").setAttribute("aria-pressed", String(moreDigitsShown));
  $("more-digits").hidden = !moreDigitsShown;
  if (moreDigitsShown) press({});
}

function renderMoreDigits(digits) {
  $("more-digits").textContent =
    digits === null || digits === undefined
      ? "No more digits: the exact engine cannot decide this value's digits cheaply."
      : digits;
}

// What to say about an error from the module: its message for a refused request,
// else (a bug: the module stopped) that reloading helps.
function failure(error) {
  if (error instanceof CalculatorError) return error.message;
  return `The calculator hit a bug (${error.message}); reload the page to go on.`;
}

// Saves the keypad within a third of a second, once however many keys arrive: the
// state's text is written off the path from key to display.
function saveSoon() {
  if (saveTimer === 0) saveTimer = setTimeout(saveNow, 300);
}

// Writes the keypad's state and view to local storage if they changed.
function saveNow() {
  clearTimeout(saveTimer);
  saveTimer = 0;
  if (calculator === null || !unsaved) return;
  try {
    const answer = calculator.sessionPress({ saveState: true });
    save(STORE.state, answer.state);
    save(STORE.view, answer.view);
    unsaved = false;
  } catch (error) {
    showMessage(failure(error));
  }
}

// Loads the keypad saved in local storage into the module. A state the module
// refuses (damaged, or from a version that wrote something else) is set aside,
// under its own key, and the calculator starts over with a message.
function restore() {
  const saved = loadText(STORE.state);
  if (saved !== null && saved !== "null") {
    try {
      view = calculator.sessionPress(`{"state":${saved}}`).view;
      return;
    } catch (error) {
      if (!(error instanceof CalculatorError)) throw error;
      saveText(STORE.setAside, saved);
      saveText(STORE.state, "null");
      saveText(STORE.view, "null");
      graph.open = false;
      save(STORE.graph, graph);
      showMessage("The saved calculation could not be restored; starting over.");
    }
  }
  view = calculator.sessionPress({}).view;
}

// ---- The calculator view -----------------------------------------------

let message = "";

function showMessage(text) {
  message = text;
  renderError();
}

function renderError() {
  const text = message || (view && view.error) || "";
  if ($("error").textContent !== text) $("error").textContent = text;
}

// The keypad's layout for the window: "phone" in a narrow portrait window (the
// scientific keys behind 2nd), "wide" elsewhere (every key at once).
const phoneWindow = matchMedia("(max-width: 599px) and (orientation: portrait)");
const layout = () => (phoneWindow.matches ? "phone" : "wide");
phoneWindow.addEventListener("change", () => render());

function render() {
  if (!view) return;
  const display = $("display");
  display.textContent = view.error ? "Error" : view.display;
  display.classList.toggle("long", display.textContent.length > 11);
  display.classList.toggle("preview", view.mode === "formula" && view.label === "");
  display.scrollLeft = display.scrollWidth;
  $("label").textContent = view.label;
  $("label").scrollLeft = $("label").scrollWidth;
  renderEntry();
  const memory = $("memory");
  memory.hidden = view.memoryDisplay === null || view.memoryDisplay === undefined;
  memory.textContent = memory.hidden ? "" : `M = ${view.memoryDisplay}`;
  $("angle-badge").textContent = view.angle === "deg" ? "DEG" : "RAD";
  for (const button of $("modes").children) {
    button.setAttribute("aria-pressed", String(button.dataset.key === view.mode));
  }
  if (keypad) keypad.update(view, layout());
  renderTape();
  renderError();
}

// Formula entry's expression line: the entry with a caret at the cursor (counted in
// Unicode scalars, as the module counts it).
function renderEntry() {
  const line = $("entry");
  line.hidden = view.mode !== "formula";
  if (line.hidden) return;
  const characters = Array.from(view.entry || "");
  const cursor = Math.max(0, Math.min(characters.length, view.cursor || 0));
  const caret = document.createElement("span");
  caret.className = "caret";
  caret.setAttribute("aria-hidden", "true");
  line.replaceChildren(characters.slice(0, cursor).join(""), caret, characters.slice(cursor).join(""));
  line.setAttribute("aria-label", `Expression: ${view.entry || "empty"}, cursor at ${cursor}`);
  caret.scrollIntoView({ block: "nearest", inline: "nearest" });
}

// The tape's entries as the list shows them.
let shownTape = [];

// Brings the tape's list up to date with the fewest changes: entries usually arrive
// at the end and the oldest leave the front (at most 100), so only those items are
// added and removed, not the whole list rebuilt for each key.
function renderTape() {
  const entries = view.tape;
  const same = (a, b, count) => {
    for (let i = 0; i < count; i += 1) if (a[i] !== b[i]) return false;
    return true;
  };
  if (entries.length === shownTape.length && same(entries, shownTape, entries.length)) return;
  let dropped = 0; // the entries gone from the front, the rest kept in order
  while (dropped < shownTape.length) {
    const kept = shownTape.length - dropped;
    if (kept <= entries.length && same(shownTape.slice(dropped), entries, kept)) break;
    dropped += 1;
  }
  const list = $("tape");
  for (let i = 0; i < dropped; i += 1) list.firstElementChild.remove();
  list.append(...entries.slice(shownTape.length - dropped).map(tapeItem));
  renumberTape();
  shownTape = entries;
  list.scrollTop = list.scrollHeight;
}

// One tape entry: the calculation as a button that recalls it, and a
// button that copies it.
function tapeItem(entry) {
  const item = document.createElement("li");
  const recall = document.createElement("button");
  recall.type = "button";
  recall.className = "recall";
  recall.textContent = entry;
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "copy";
  copy.textContent = "copy";
  item.append(recall, copy);
  return item;
}

// Each entry's position (0 the oldest) and names that say what its buttons do.
function renumberTape() {
  [...$("tape").children].forEach((item, index) => {
    item.dataset.index = String(index);
    const entry = item.firstElementChild.textContent;
    item.firstElementChild.setAttribute("aria-label", `Recall ${entry}`);
    item.lastElementChild.setAttribute("aria-label", `Copy ${entry}`);
  });
}

$("tape").addEventListener("mousedown", (event) => {
  if (event.target.closest("button")) event.preventDefault();
});
$("tape").addEventListener("click", (event) => {
  const button = event.target.closest("button");
  if (!button) return;
  const item = button.closest("li");
  if (button.classList.contains("copy")) {
    copyText(button.previousElementSibling.textContent, "Entry copied.");
  } else {
    press({ recall: Number(item.dataset.index) });
  }
});

// ---- The graph view ----------------------------------------------------
//
// The viewport is kept in graph units: the graph point at the plot's
// centre and the units one point spans, so a resize or a rotation keeps the centre
// and the scale, and zooming goes as far in as a Double can show (the module refuses
// further with a one-line message; the last picture stays). During a drag or a pinch
// the picture moves at once with a CSS transform and is redrawn when the gesture
// pauses or ends. The traced x is kept in graph units too.

const plot = $("plot");
const picture = $("picture");
const marker = $("trace-marker");
const tip = $("point-tip");
const GESTURE_PAUSE_MS = 120;
const HOLD_MS = 450;
const TAP_SLOP = 8;

// The saved graph, in graph units; the first form ({originX, originY, scale}) keeps
// its scale and starts at the origin.
function loadGraph() {
  const saved = load(STORE.graph) || {};
  const number = (value, fallback) => (typeof value === "number" && Number.isFinite(value) ? value : fallback);
  let unitsPerPixel = number(saved.unitsPerPixel, NaN);
  if (!(unitsPerPixel > 0)) unitsPerPixel = number(saved.scale, 0) > 0 ? 1 / saved.scale : DEFAULT_UNITS;
  return {
    open: saved.open === true,
    title: typeof saved.title === "string" ? saved.title : "",
    centerX: number(saved.centerX, 0),
    centerY: number(saved.centerY, 0),
    unitsPerPixel,
    style: saved.style === "dots" ? "dots" : "line",
    grid: saved.grid !== false,
  };
}

function plotSize() {
  const clamp = (v) => Math.max(1, Math.min(4096, Math.round(v)));
  return { width: clamp(plot.clientWidth), height: clamp(plot.clientHeight) };
}

// The viewport request for the plot's size, at `place` (the kept one by default).
function viewport(place = graph) {
  const { width, height } = plotSize();
  return { width, height, centerX: place.centerX, centerY: place.centerY, unitsPerPixel: place.unitsPerPixel };
}

// View position ↔ graph units, for the kept viewport.
function graphX(viewX) {
  return graph.centerX + (viewX - plotSize().width / 2) * graph.unitsPerPixel;
}
function graphY(viewY) {
  return graph.centerY + (plotSize().height / 2 - viewY) * graph.unitsPerPixel;
}
function viewX(x) {
  return plotSize().width / 2 + (x - graph.centerX) / graph.unitsPerPixel;
}
function viewY(y) {
  return plotSize().height / 2 - (y - graph.centerY) / graph.unitsPerPixel;
}

function openGraph() {
  const answer = press({ graph: true });
  if (!answer) return;
  if (answer.graph === null) {
    showMessage("Nothing to graph yet: enter an expression with x first.");
    return;
  }
  graph.open = true;
  graph.title = answer.graph;
  tracedX = null;
  save(STORE.graph, graph);
  showGraphView();
}

function showGraphView() {
  $("calculator").hidden = true;
  $("graph-view").hidden = false;
  $("graph-title").textContent = graph.title;
  document.title = `Graph of ${graph.title}`;
  showSwitches();
  $("back").focus();
  graphMessage("");
  draw(graph);
}

function closeGraph() {
  graph.open = false;
  save(STORE.graph, graph);
  $("graph-view").hidden = true;
  $("calculator").hidden = false;
  document.title = "Calculator";
  // Focus goes to the calculator, not to the Graph key, so that Enter is = again.
  $("calculator").focus();
}

function showSwitches() {
  $("style").setAttribute("aria-pressed", String(graph.style === "dots"));
  $("grid").setAttribute("aria-pressed", String(graph.grid));
  $("trace-toggle").setAttribute("aria-pressed", String(traceMode));
}

// The one-line message under the plot ("cannot zoom in further here: …"); empty
// clears it.
function graphMessage(message) {
  $("graph-message").textContent = message;
}

// Draws the graph at `place` ({centerX, centerY, unitsPerPixel}): the module answers
// the SVG document, which replaces the picture, and `place` becomes the kept
// viewport. When the module refuses (past what a Double shows), its one-line message
// shows, and the last picture and viewport stay. Answers whether it drew.
function draw(place) {
  if (calculator === null) return false;
  let svgText;
  try {
    svgText = calculator.sessionGraph({ viewport: viewport(place), style: graph.style, grid: graph.grid });
  } catch (error) {
    graphMessage(failure(error));
    resetTransform();
    return false;
  }
  graph.centerX = place.centerX;
  graph.centerY = place.centerY;
  graph.unitsPerPixel = place.unitsPerPixel;
  save(STORE.graph, graph);
  graphMessage("");
  // The module's own markup (every text in it escaped), parsed by the HTML parser:
  // twice as fast as DOMParser and importNode for a 2,000-column graph, and no
  // script in it could run (the page's Content-Security-Policy allows none inline).
  picture.innerHTML = svgText;
  resetTransform();
  const svg = picture.firstElementChild;
  svg.setAttribute("aria-hidden", "true"); // the description and the list below say it
  // The picture's title: in RPN mode every curve's, `sin(x); x × x`.
  const title = svg.querySelector("title");
  if (title && title.textContent !== graph.title) {
    graph.title = title.textContent;
    $("graph-title").textContent = graph.title;
    document.title = `Graph of ${graph.title}`;
    save(STORE.graph, graph);
  }
  plot.dataset.centerX = String(graph.centerX);
  plot.dataset.centerY = String(graph.centerY);
  plot.dataset.unitsPerPixel = String(graph.unitsPerPixel);
  describeGraph();
  listPoints();
  showTrace();
  return true;
}

function redraw() {
  return draw(graph);
}

// The place `factor` times closer in, keeping the graph point under (px, py).
function zoomed(factor, px, py, from = graph) {
  const { width, height } = plotSize();
  const units = from.unitsPerPixel / factor;
  const x = from.centerX + (px - width / 2) * from.unitsPerPixel;
  const y = from.centerY + (height / 2 - py) * from.unitsPerPixel;
  return { centerX: x - (px - width / 2) * units, centerY: y - (height / 2 - py) * units, unitsPerPixel: units };
}

function zoom(factor, px, py) {
  draw(zoomed(factor, px, py));
}

function zoomAboutCentre(factor) {
  const { width, height } = plotSize();
  zoom(factor, width / 2, height / 2);
}

// Moves the plane by (dx, dy) points, as a drag does.
function pan(dx, dy) {
  draw({ centerX: graph.centerX - dx * graph.unitsPerPixel, centerY: graph.centerY + dy * graph.unitsPerPixel, unitsPerPixel: graph.unitsPerPixel });
}

function resetGraph() {
  draw({ centerX: 0, centerY: 0, unitsPerPixel: DEFAULT_UNITS });
}

// Zoom to fit: the module answers the viewport that shows the points of interest in
// the current x range.
function fitGraph() {
  if (calculator === null) return;
  try {
    draw(calculator.sessionFit({ viewport: viewport() }));
  } catch (error) {
    graphMessage(failure(error));
  }
}

function toggleStyle() {
  graph.style = graph.style === "dots" ? "line" : "dots";
  showSwitches();
  redraw();
}

function toggleGrid() {
  graph.grid = !graph.grid;
  showSwitches();
  redraw();
}

// The picture as an SVG file, with the page's colours written into it.
function exportSVG() {
  const svg = picture.firstElementChild;
  if (!svg) return;
  const copy = svg.cloneNode(true);
  copy.removeAttribute("aria-hidden");
  const style = getComputedStyle(plot);
  const sheet = document.createElementNS("http://www.w3.org/2000/svg", "style");
  sheet.textContent =
    `svg{background:${style.backgroundColor};color:${style.color}}` +
    `.curve[data-curve="0"]{stroke:${style.getPropertyValue("--curve")};stroke-width:2}` +
    `.curve.dots{stroke-width:4.5}` +
    `.tick-label{fill:${style.color}}.axes{stroke:${style.getPropertyValue("--axis")}}`;
  copy.insertBefore(sheet, copy.firstChild);
  const blob = new Blob([new XMLSerializer().serializeToString(copy)], { type: "image/svg+xml" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = "graph.svg";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}

function short(value) {
  if (value === 0) return "0";
  const text = Math.abs(value) >= 1e6 || Math.abs(value) < 1e-4 ? value.toExponential(3) : String(Number(value.toPrecision(4)));
  return text.replace("-", "−");
}

// A number as the display shows it: 15 significant digits, `−`, `2.5e−7`.
function displayNumber(value) {
  if (value === null || !Number.isFinite(value)) return "undefined";
  const [, power] = value.toExponential(14).split("e");
  const exponent = Number(power);
  let text;
  if (exponent < -4 || exponent >= 15) {
    const [mantissa] = value.toExponential(14).split("e");
    text = `${mantissa.replace(/\.?0+$/, "")}e${exponent}`;
  } else {
    text = value.toFixed(Math.max(0, 14 - exponent));
    if (text.includes(".")) text = text.replace(/\.?0+$/, "");
  }
  return text.replace(/-/g, "−");
}

// The visible ranges, in as many digits as it takes to tell their ends apart (all 15
// deep in a zoom).
function describeGraph() {
  const { width, height } = plotSize();
  const range = (low, high) => {
    const text = short(low) === short(high) ? displayNumber : short;
    return `${text(low)} to ${text(high)}`;
  };
  $("graph-description").textContent =
    `Graph of ${graph.title}: x from ${range(graphX(0), graphX(width))}, y from ${range(graphY(height), graphY(0))}.`;
}

// ---- Points of interest and the trace ------------------------------------

let tracedX = null; // the traced x in graph units, or null
let tracedPoint = null; // the point of interest the trace sits on, or null
let traceMode = false; // the trace toggle: a drag traces instead of panning

// The curve the trace follows: the module traces the graph key's expression, which
// in RPN mode is the top of the stack, the last curve drawn.
function tracedCurve() {
  return String(Math.max(0, picture.querySelectorAll(".legend-entry").length - 1));
}

// The traced curve's points of interest in the picture, left to right: {kind, x, y,
// label, element}.
function points() {
  const number = (text) => (text === undefined ? null : Number(text.replace(/−/g, "-")));
  return [...picture.querySelectorAll(`.point[data-curve="${tracedCurve()}"]`)]
    .map((element) => ({
      kind: element.dataset.kind, x: number(element.dataset.x), y: number(element.dataset.y),
      label: element.querySelector("title")?.textContent ?? element.dataset.kind, element,
    }))
    .sort((a, b) => a.x - b.x);
}

// The text list of the points of interest, for screen readers (and the keyboard).
function listPoints() {
  const items = [...picture.querySelectorAll(".point")].map((element) => {
    const item = document.createElement("li");
    item.textContent = element.querySelector("title")?.textContent ?? element.dataset.kind;
    return item;
  });
  if (items.length === 0) {
    const item = document.createElement("li");
    item.textContent = "No points of interest in view.";
    items.push(item);
  }
  $("points").replaceChildren(...items);
}

// Traces at graph x `x` (null stops the trace); on a point of interest, says so.
function traceAt(x, point = null) {
  tracedX = x;
  tracedPoint = point;
  showTrace();
}

// The trace marker and its coordinates, y from the module (the graphed formula's
// value there), formatted like the display.
function showTrace() {
  for (const element of picture.querySelectorAll(".point.selected")) element.classList.remove("selected");
  if (tracedX === null || calculator === null) {
    marker.hidden = true;
    tip.hidden = true;
    return;
  }
  let y = null;
  let yText = "undefined";
  try {
    // y for the marker; its display from the exact engine, every digit right.
    const traced = calculator.sessionTrace({ x: tracedX });
    y = traced.y;
    if (traced.display !== null) yText = traced.display;
  } catch {
    // Nothing to trace: the curve has no value here.
  }
  const point = tracedPoint;
  // On a root y is 0 (the exact value at the root's x is a rounding error such as
  // 1.2e−16); on a hole, where there is none, the limit the library found, with only
  // its right digits (data-y). Elsewhere, on an extremum too, the exact engine's.
  if (point?.kind === "root") {
    y = 0;
    yText = "0";
  } else if (point?.kind === "hole" && point.y !== null) {
    y = point.y;
    yText = displayNumber(y);
  }
  const where = `x = ${displayNumber(tracedX)}, y = ${yText}`;
  $("trace").textContent = point ? `${where} (${point.kind})` : where;
  const vx = viewX(tracedX);
  const vy = y === null ? NaN : viewY(y);
  const { width, height } = plotSize();
  const visible = vx >= 0 && vx <= width && vy >= 0 && vy <= height;
  marker.hidden = !visible;
  marker.dataset.curve = tracedCurve();
  if (visible) marker.style.transform = `translate(${vx}px, ${vy}px)`;
  tip.hidden = !visible;
  if (visible) {
    tip.textContent = `(${displayNumber(tracedX)}, ${yText})`;
    const left = Math.min(Math.max(vx + 10, 0), Math.max(0, width - tip.offsetWidth));
    const top = vy - 30 < 0 ? vy + 10 : vy - 30;
    tip.style.transform = `translate(${left}px, ${top}px)`;
  }
  if (point) {
    const match = points().find((p) => p.kind === point.kind && p.x === point.x);
    if (match) match.element.classList.add("selected");
  }
}

// Steps the trace `direction` (1 right, −1 left) by `pixels` points along the curve.
function stepTrace(direction, pixels) {
  const start = tracedX === null ? graph.centerX : tracedX;
  traceAt(start + direction * pixels * graph.unitsPerPixel);
}

// Jumps the trace to the next (1) or previous (−1) point of interest; answers
// whether there was one.
function jumpToPoint(direction) {
  const list = points();
  if (list.length === 0) return false;
  const from = tracedX === null ? (direction > 0 ? -Infinity : Infinity) : tracedX;
  const next = direction > 0 ? list.find((p) => p.x > from) : list.findLast((p) => p.x < from);
  if (!next) return false;
  traceAt(next.x, next);
  return true;
}

// The point of interest whose marker is within 16 points of a view position.
function pointNear(vx, vy) {
  let best = null;
  let bestDistance = 16;
  for (const p of points()) {
    const distance = Math.hypot(viewX(p.x) - vx, p.y === null ? 0 : viewY(p.y) - vy);
    if (distance < bestDistance) {
      best = p;
      bestDistance = distance;
    }
  }
  return best;
}

// ---- Gestures: drag, pinch, wheel, press and hold, taps -----------------------

const pointers = new Map(); // pointerId → {x, y, type}
let gesture = null; // {start: {x, y, distance}, now: {x, y, distance}, from}
let pauseTimer = 0;
let holdTimer = 0;
let tracing = false; // this pointer traces (press and hold, or the trace toggle)
let tapStart = null;

function localPoint(event) {
  const box = plot.getBoundingClientRect();
  return { x: event.clientX - box.left - plot.clientLeft, y: event.clientY - box.top - plot.clientTop };
}

// The pointers' midpoint and spread (0 for one pointer).
function spread() {
  const list = [...pointers.values()];
  const mid = { x: list.reduce((s, p) => s + p.x, 0) / list.length, y: list.reduce((s, p) => s + p.y, 0) / list.length };
  const distance = list.length < 2 ? 0 : Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y);
  return { ...mid, distance };
}

function startGesture() {
  const now = spread();
  gesture = { start: now, now };
}

// Where the gesture so far puts the plane: the graph point under the start midpoint
// now lies under the current midpoint, zoomed by the ratio of the spreads.
function gesturePlace() {
  const { width, height } = plotSize();
  const { start, now } = gesture;
  const factor = start.distance > 0 && now.distance > 0 ? now.distance / start.distance : 1;
  const units = graph.unitsPerPixel / factor;
  return {
    centerX: graph.centerX + (start.x - width / 2) * graph.unitsPerPixel - (now.x - width / 2) * units,
    centerY: graph.centerY + (height / 2 - start.y) * graph.unitsPerPixel - (height / 2 - now.y) * units,
    unitsPerPixel: units,
    factor,
  };
}

// Moves the picture with the gesture at once (no redraw), and redraws once it pauses.
function followGesture() {
  const { start, now } = gesture;
  const { factor } = gesturePlace();
  picture.style.transform = `translate(${now.x - factor * start.x}px, ${now.y - factor * start.y}px) scale(${factor})`;
  marker.hidden = true;
  tip.hidden = true;
  clearTimeout(pauseTimer);
  pauseTimer = setTimeout(settleGesture, GESTURE_PAUSE_MS);
}

// Redraws where the gesture has put the plane, and goes on from there.
function settleGesture() {
  clearTimeout(pauseTimer);
  if (gesture === null) return;
  const { start, now } = gesture;
  if (start.x !== now.x || start.y !== now.y || start.distance !== now.distance) {
    const { factor, ...place } = gesturePlace();
    draw(place);
  }
  if (pointers.size > 0) startGesture();
  else gesture = null;
}

function resetTransform() {
  picture.style.transform = "";
}

plot.addEventListener("pointerdown", (event) => {
  if (event.button !== 0 && event.pointerType === "mouse") return;
  try {
    plot.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer knows (a synthetic event): no capture needed.
  }
  const point = localPoint(event);
  settleGesture();
  pointers.set(event.pointerId, point);
  clearTimeout(holdTimer);
  if (pointers.size === 1) {
    tapStart = { ...point, time: performance.now() };
    tracing = traceMode;
    if (tracing) {
      traceAt(graphX(point.x));
    } else if (event.pointerType !== "mouse") {
      // Press and hold (a finger that stays put) traces instead of panning.
      holdTimer = setTimeout(() => {
        tracing = true;
        gesture = null;
        resetTransform();
        traceAt(graphX(point.x));
      }, HOLD_MS);
    }
  } else {
    tapStart = null;
    tracing = false;
  }
  if (!tracing) startGesture();
  plot.classList.add("dragging");
});

plot.addEventListener("pointermove", (event) => {
  const point = localPoint(event);
  if (!pointers.has(event.pointerId)) {
    if (event.pointerType === "mouse") traceAt(graphX(point.x));
    return;
  }
  pointers.set(event.pointerId, point);
  if (tapStart && Math.hypot(point.x - tapStart.x, point.y - tapStart.y) > TAP_SLOP) {
    tapStart = null;
    if (!tracing) clearTimeout(holdTimer);
  }
  if (tracing) {
    traceAt(graphX(point.x));
  } else if (gesture) {
    gesture.now = spread();
    followGesture();
  }
});

function endPointer(event) {
  if (!pointers.has(event.pointerId)) return;
  clearTimeout(holdTimer);
  const point = localPoint(event);
  const tap = tapStart !== null && pointers.size === 1 && event.type === "pointerup";
  pointers.delete(event.pointerId);
  if (!tracing) settleGesture();
  if (pointers.size > 0) startGesture();
  if (pointers.size === 0) {
    plot.classList.remove("dragging");
    tracing = false;
    gesture = null;
    if (tap && event.pointerType !== "mouse") {
      // A tap shows the point of interest under it, or traces where it landed.
      const near = pointNear(point.x, point.y);
      traceAt(near ? near.x : graphX(point.x), near);
    }
  }
  tapStart = null;
}
plot.addEventListener("pointerup", endPointer);
plot.addEventListener("pointercancel", endPointer);
plot.addEventListener("contextmenu", (event) => event.preventDefault());

let wheelFactor = 1;
let wheelPoint = null;
plot.addEventListener("wheel", (event) => {
  event.preventDefault();
  wheelPoint = localPoint(event);
  wheelFactor *= Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
  // One redraw per frame, however many wheel events arrive in it.
  if (wheelFactor !== 1 && !plot.dataset.wheel) {
    plot.dataset.wheel = "pending";
    requestAnimationFrame(() => {
      delete plot.dataset.wheel;
      const factor = wheelFactor;
      wheelFactor = 1;
      zoom(factor, wheelPoint.x, wheelPoint.y);
    });
  }
}, { passive: false });

plot.addEventListener("dblclick", (event) => {
  const point = localPoint(event);
  const { width, height } = plotSize();
  // The origin moves to the clicked point.
  draw({
    centerX: (width / 2 - point.x) * graph.unitsPerPixel,
    centerY: (point.y - height / 2) * graph.unitsPerPixel,
    unitsPerPixel: graph.unitsPerPixel,
  });
});

// A resize or a rotation keeps the centre and the scale: the picture is redrawn for
// the new size a moment after the last change.
let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { if (graph.open) redraw(); }, 100);
});

// On the plot, Tab jumps to the next point of interest and Shift+Tab back; past the
// last one Tab leaves the plot, as Tab does (so the keyboard is never trapped).
plot.addEventListener("keydown", (event) => {
  if (event.key !== "Tab" || event.ctrlKey || event.metaKey || event.altKey) return;
  if (jumpToPoint(event.shiftKey ? -1 : 1)) event.preventDefault();
});

plot.addEventListener("focus", () => {
  if (tracedX === null) traceAt(graph.centerX);
});

// ---- Buttons -------------------------------------------------------------

// A key of the keypad, clicked or tapped: the graph key opens the graph, the mode
// and angle keys press the key they show, any other presses itself.
function keyClicked(name) {
  if (name === "graph") openGraph();
  else press({ keys: [keypad.resolve(name)] });
}

$("modes").addEventListener("mousedown", (event) => event.preventDefault());
$("modes").addEventListener("click", (event) => {
  const button = event.target.closest("button[data-key]");
  if (button) press({ keys: [button.dataset.key] });
});
$("back").addEventListener("click", closeGraph);
$("zoom-in").addEventListener("click", () => zoomAboutCentre(2));
$("zoom-out").addEventListener("click", () => zoomAboutCentre(0.5));
$("reset").addEventListener("click", resetGraph);
$("fit").addEventListener("click", fitGraph);
$("style").addEventListener("click", toggleStyle);
$("grid").addEventListener("click", toggleGrid);
$("trace-toggle").addEventListener("click", toggleTrace);
$("export").addEventListener("click", exportSVG);
$("help-button").addEventListener("click", () => $("shortcuts").showModal());
$("digits-button").addEventListener("click", toggleMoreDigits);
$("clear-tape").addEventListener("click", () => press({ clearTape: true }));
$("copy-tape").addEventListener("click", () => copyText(view ? view.tape.join("\n") : "", "Tape copied."));

let tapeStatusTimer = 0;

// Copies `text` and says `done` beside the tape (never over the calculator's error).
async function copyText(text, done) {
  let said;
  try {
    await navigator.clipboard.writeText(text);
    said = done;
  } catch {
    said = "Copying is not allowed here.";
  }
  $("tape-status").textContent = said;
  clearTimeout(tapeStatusTimer);
  tapeStatusTimer = setTimeout(() => { $("tape-status").textContent = ""; }, 3000);
}

// ---- Keyboard ------------------------------------------------------------

// The keyboard, as the key table binds it, and the page's own keys: `?`
// this list, `g` (Alt+g in formula entry) the graph, `v` (Alt+v) more digits, Ctrl+C
// and Ctrl+V copy and paste.
// In formula entry a printable character with no binding is typed into the entry.
document.addEventListener("keydown", (event) => {
  if ($("shortcuts").open) return;
  if (graph.open) {
    if (!event.ctrlKey && !event.metaKey && !event.altKey) graphKey(event);
    return;
  }
  // Enter or Space on a key reached with Tab presses that key, as on any button.
  const focused = document.activeElement;
  if ((event.key === "Enter" || event.key === " ") && focused && focused.tagName === "BUTTON") return;
  const mode = view ? view.mode : "algebraic";
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const typesText = mode === "formula" && plain && event.key.length === 1;
  if (event.key === "?" || (event.key === "g" && !typesText) || (event.code === "KeyG" && event.altKey)) {
    event.preventDefault();
    if (event.key === "?") $("shortcuts").showModal();
    else openGraph();
    return;
  }
  if ((event.key === "v" && !typesText) || (event.code === "KeyV" && event.altKey)) {
    event.preventDefault();
    toggleMoreDigits();
    return;
  }
  const name = boundKey(keyTable, event, mode);
  if (name !== null) {
    event.preventDefault();
    if (keypad) keypad.flash(name);
    press({ keys: [name] });
  } else if (typesText) {
    event.preventDefault();
    press({ paste: event.key });
  }
});

// The graph view's keys: ← → trace along the curve, n and p jump between
// points of interest, ↑ ↓ and Shift+arrows pan, + − zoom, f fit, 0 reset, d dots,
// g grid, t the trace toggle, Escape back.
function graphKey(event) {
  const step = 40;
  const actions = {
    Escape: closeGraph, "+": () => zoomAboutCentre(2), "=": () => zoomAboutCentre(2),
    "-": () => zoomAboutCentre(0.5), "0": resetGraph, d: toggleStyle, g: toggleGrid, f: fitGraph,
    t: toggleTrace, n: () => jumpToPoint(1), p: () => jumpToPoint(-1),
    ArrowLeft: () => (event.shiftKey ? pan(step, 0) : stepTrace(-1, 5)),
    ArrowRight: () => (event.shiftKey ? pan(-step, 0) : stepTrace(1, 5)),
    ArrowUp: () => pan(0, step), ArrowDown: () => pan(0, -step),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
}

// The trace toggle: while on, a drag (a finger) traces instead of panning.
function toggleTrace() {
  traceMode = !traceMode;
  showSwitches();
  if (traceMode && tracedX === null) traceAt(graph.centerX);
}

// Copy: the display as plain ASCII; paste: text entered as a typed expression.
document.addEventListener("copy", (event) => {
  if (String(window.getSelection()) !== "" || !view) return;
  event.preventDefault();
  event.clipboardData.setData("text/plain", view.error ? "" : view.display.replace(/−/g, "-"));
});
document.addEventListener("paste", (event) => {
  const text = event.clipboardData.getData("text/plain").trim();
  if (text === "" || graph.open) return;
  event.preventDefault();
  press({ paste: text });
});

// ---- Start ---------------------------------------------------------------

// The three entry modes as a switch, from the key table's mode keys.
function drawModeSwitch() {
  const names = { algebraic: "Algebraic entry", rpn: "RPN", formula: "Formula entry" };
  $("modes").replaceChildren(...["algebraic", "rpn", "formula"].map((name) => {
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.key = name;
    button.textContent = keyTable.find((key) => key.name === name).symbol;
    button.setAttribute("aria-label", names[name]);
    return button;
  }));
}

// The shortcut list (`?`), from the key table, then the page's own keys.
function drawShortcuts() {
  const kbd = (keys) => keys.map((key) => `<kbd>${escapeHTML(key)}</kbd>`).join(" ");
  const rows = shortcutRows(keyTable).map((row) =>
    `<tr><th scope="row">${escapeHTML(row.symbol)}</th><td>${kbd(row.keypad) || "—"}</td><td>${kbd(row.formula) || "—"}</td></tr>`);
  rows.push(
    '<tr><th scope="row">Graph</th><td><kbd>g</kbd></td><td><kbd>Alt+g</kbd></td></tr>',
    '<tr><th scope="row">more digits</th><td><kbd>v</kbd></td><td><kbd>Alt+v</kbd></td></tr>',
    '<tr><th scope="row">copy / paste</th><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td></tr>',
    '<tr><th scope="row">this list</th><td><kbd>?</kbd></td><td><kbd>?</kbd></td></tr>',
    '<tr><th scope="row">graph view</th><td colspan="2"><kbd>←</kbd> <kbd>→</kbd> trace, <kbd>n</kbd> <kbd>p</kbd> (or <kbd>Tab</kbd> on the plot) points of interest, <kbd>↑</kbd> <kbd>↓</kbd> <kbd>Shift</kbd>+arrows pan, <kbd>+</kbd> <kbd>-</kbd> zoom, <kbd>f</kbd> fit, <kbd>0</kbd> reset, <kbd>d</kbd> dots, <kbd>g</kbd> grid, <kbd>t</kbd> trace toggle, <kbd>Escape</kbd> back</td></tr>');
  $("shortcut-rows").innerHTML = rows.join("");
}

function escapeHTML(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// Lets the browser keep the page's files for offline use (service-worker.js).
function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("service-worker.js").catch(() => {
    // Not allowed here (a private window, an insecure origin): the page works
    // online as before.
  });
}

// Draws the keypad, the mode switch and the shortcut list from a key table, for the
// saved view's mode (a new keypad's before the module has given a view).
function drawKeys(table) {
  keyTable = table;
  keypad = new Keypad(keyTable, document.querySelector(".keypad"), keyClicked);
  keypad.update(view || { mode: "algebraic", angle: "rad", canUndo: false, canRedo: false }, layout());
  drawModeSwitch();
  drawShortcuts();
}

// Loads the module, restores the saved keypad, presses what was pressed while it
// loaded, and reopens the graph if it was open. While the module is on its way the
// keys are drawn from the server's copy of the key table (GET api/keys), so they can
// be pressed at once: what is pressed waits for the module. <html data-calculator>
// says "loading", then "ready" (or "failed"), for tests and styles.
async function start() {
  if (view) render();
  document.documentElement.dataset.calculator = "loading";
  $("error").classList.add("loading");
  $("error").textContent = "Loading the calculator…";
  fetch("api/keys") // preloaded by index.html
    .then((response) => (response.ok ? response.json() : null))
    .then((table) => {
      if (table && keypad === null) drawKeys(table);
    })
    .catch(() => {
      // Offline, or no server with the API: the module's own table draws them.
    });
  const loading = loadCalculator(fetch("calculator.wasm"));
  try {
    calculator = await loading;
  } catch (error) {
    $("error").classList.remove("loading");
    showMessage(`The calculator could not start: ${error.message}`);
    document.documentElement.dataset.calculator = "failed";
    return;
  }
  if (keypad === null) drawKeys(calculator.keyTable());
  $("error").classList.remove("loading");
  $("error").textContent = "";
  restore();
  render();
  for (const request of waiting.splice(0)) press(request);
  if (graph.open && graph.title) showGraphView();
  document.documentElement.dataset.calculator = "ready";
  registerServiceWorker();
}

addEventListener("pagehide", saveNow);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") saveNow();
});
start();
