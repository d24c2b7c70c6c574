// The calculator page (SPEC §14, §21): a view of the keypad that runs in the
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
const DEFAULT_SCALE = 40;
const SCALE_RANGE = [1e-12, 1e12];
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
let graph = load(STORE.graph) || { open: false, title: "", originX: null, originY: null, scale: DEFAULT_SCALE, style: "line" };

// ---- The calculator: the WebAssembly module ------------------------------

let calculator = null; // the module's calls, once it is loaded
let keyTable = []; // the key table (SPEC §11), from the module
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
  return answer;
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
  $("mode-badge").textContent = { algebraic: "ALG", rpn: "RPN", formula: "FORM" }[view.mode];
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

// One tape entry: the calculation as a button that recalls it (SPEC §11), and a
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

const plot = $("plot");

function plotSize() {
  const clamp = (v) => Math.max(1, Math.min(4096, Math.round(v)));
  return { width: clamp(plot.clientWidth), height: clamp(plot.clientHeight) };
}

function viewport() {
  const { width, height } = plotSize();
  if (graph.originX === null || graph.originY === null) {
    graph.originX = width / 2;
    graph.originY = height / 2;
  }
  return { width, height, originX: graph.originX, originY: graph.originY, scale: graph.scale };
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
  save(STORE.graph, graph);
  showGraphView();
}

function showGraphView() {
  $("calculator").hidden = true;
  $("graph-view").hidden = false;
  $("graph-title").textContent = graph.title;
  document.title = `Graph of ${graph.title}`;
  $("style").setAttribute("aria-pressed", String(graph.style === "dots"));
  $("style").textContent = graph.style === "dots" ? "Lines" : "Dots";
  $("back").focus();
  redraw();
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

// Draws the graph of the module's keypad for the current viewport and style (the
// module answers the SVG document), and saves the graph's settings.
function redraw() {
  save(STORE.graph, graph);
  describeGraph();
  if (calculator === null) return;
  let svgText;
  try {
    svgText = calculator.sessionGraph({ viewport: viewport(), style: graph.style });
  } catch (error) {
    $("trace").textContent = failure(error);
    return;
  }
  // The module's own markup (every text in it escaped), parsed by the HTML parser:
  // twice as fast as DOMParser and importNode for a 2,000-column graph, and no
  // script in it could run (the page's Content-Security-Policy allows none inline).
  plot.innerHTML = svgText;
  plot.firstElementChild.setAttribute("aria-labelledby", "graph-description");
  $("trace").dataset.state = "ready";
}

function visibleRanges() {
  const v = viewport();
  return {
    xMin: (0 - v.originX) / v.scale,
    xMax: (v.width - v.originX) / v.scale,
    yMin: (v.originY - v.height) / v.scale,
    yMax: v.originY / v.scale,
  };
}

function short(value) {
  if (value === 0) return "0";
  const text = Math.abs(value) >= 1e6 || Math.abs(value) < 1e-4 ? value.toExponential(3) : String(Number(value.toPrecision(4)));
  return text.replace("-", "−");
}

function describeGraph() {
  const r = visibleRanges();
  $("graph-description").textContent =
    `Graph of ${graph.title}: x from ${short(r.xMin)} to ${short(r.xMax)}, y from ${short(r.yMin)} to ${short(r.yMax)}.`;
}

function clampScale(scale) {
  return Math.min(SCALE_RANGE[1], Math.max(SCALE_RANGE[0], scale));
}

// Zooms by `factor` keeping the plane's point under (cx, cy) where it is.
function zoom(factor, cx, cy) {
  viewport();
  const scale = clampScale(graph.scale * factor);
  const applied = scale / graph.scale;
  graph.originX = cx + (graph.originX - cx) * applied;
  graph.originY = cy + (graph.originY - cy) * applied;
  graph.scale = scale;
  redraw();
}

function zoomAboutCentre(factor) {
  const { width, height } = plotSize();
  zoom(factor, width / 2, height / 2);
}

function pan(dx, dy) {
  viewport();
  graph.originX += dx;
  graph.originY += dy;
  redraw();
}

function resetGraph() {
  const { width, height } = plotSize();
  graph.originX = width / 2;
  graph.originY = height / 2;
  graph.scale = DEFAULT_SCALE;
  redraw();
}

function toggleStyle() {
  graph.style = graph.style === "dots" ? "line" : "dots";
  $("style").setAttribute("aria-pressed", String(graph.style === "dots"));
  $("style").textContent = graph.style === "dots" ? "Lines" : "Dots";
  redraw();
}

// Trace: the coordinates under the pointer, y from the module (the graphed
// formula's value there).
function trace(viewX) {
  if (calculator === null) return;
  const x = (viewX - graph.originX) / graph.scale;
  let y = null;
  try {
    y = calculator.sessionTrace({ x }).y;
  } catch {
    // Nothing to trace: the curve has no value here.
  }
  $("trace").textContent = `x = ${short(x)}, y = ${y === null ? "undefined" : short(y)}`;
}

// Pointer gestures: one pointer pans, two pinch-zoom about their midpoint.
const pointers = new Map();
let pinchDistance = 0;

function localPoint(event) {
  const box = plot.getBoundingClientRect();
  return { x: event.clientX - box.left - plot.clientLeft, y: event.clientY - box.top - plot.clientTop };
}

function pinchGeometry() {
  const [a, b] = [...pointers.values()];
  return { distance: Math.hypot(a.x - b.x, a.y - b.y), mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
}

plot.addEventListener("pointerdown", (event) => {
  plot.setPointerCapture(event.pointerId);
  pointers.set(event.pointerId, localPoint(event));
  plot.classList.add("dragging");
  if (pointers.size === 2) pinchDistance = pinchGeometry().distance;
});

plot.addEventListener("pointermove", (event) => {
  const point = localPoint(event);
  const previous = pointers.get(event.pointerId);
  if (!previous) {
    trace(point.x);
    return;
  }
  if (pointers.size === 1) {
    pointers.set(event.pointerId, point);
    pan(point.x - previous.x, point.y - previous.y);
    trace(point.x);
  } else if (pointers.size === 2) {
    pointers.set(event.pointerId, point);
    const { distance, mid } = pinchGeometry();
    if (pinchDistance > 0 && distance > 0) zoom(distance / pinchDistance, mid.x, mid.y);
    pinchDistance = distance;
  }
});

function endPointer(event) {
  pointers.delete(event.pointerId);
  if (pointers.size < 2) pinchDistance = 0;
  if (pointers.size === 0) plot.classList.remove("dragging");
}
plot.addEventListener("pointerup", endPointer);
plot.addEventListener("pointercancel", endPointer);

plot.addEventListener("wheel", (event) => {
  event.preventDefault();
  const point = localPoint(event);
  zoom(Math.exp(-event.deltaY * 0.002), point.x, point.y);
}, { passive: false });

plot.addEventListener("dblclick", (event) => {
  const point = localPoint(event);
  graph.originX = point.x;
  graph.originY = point.y;
  redraw();
});

let resizeTimer = 0;
window.addEventListener("resize", () => {
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => { if (graph.open) redraw(); }, 100);
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
$("style").addEventListener("click", toggleStyle);
$("help-button").addEventListener("click", () => $("shortcuts").showModal());
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

// The keyboard, as the key table binds it (SPEC §11), and the page's own keys: `?`
// this list, `g` (Alt+g in formula entry) the graph, Ctrl+C and Ctrl+V copy and paste.
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

function graphKey(event) {
  const step = 40;
  const actions = {
    Escape: closeGraph, "+": () => zoomAboutCentre(2), "=": () => zoomAboutCentre(2),
    "-": () => zoomAboutCentre(0.5), "0": resetGraph, d: toggleStyle,
    ArrowLeft: () => pan(step, 0), ArrowRight: () => pan(-step, 0),
    ArrowUp: () => pan(0, step), ArrowDown: () => pan(0, -step),
  };
  const action = actions[event.key];
  if (!action) return;
  event.preventDefault();
  action();
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
    '<tr><th scope="row">copy / paste</th><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td></tr>',
    '<tr><th scope="row">this list</th><td><kbd>?</kbd></td><td><kbd>?</kbd></td></tr>',
    '<tr><th scope="row">graph view</th><td colspan="2"><kbd>+</kbd> <kbd>-</kbd> arrows <kbd>0</kbd> <kbd>d</kbd> <kbd>Escape</kbd>: zoom, pan, reset, dots/lines, back</td></tr>');
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

// Loads the module, restores the saved keypad, presses what was pressed while it
// loaded, and reopens the graph if it was open. <html data-calculator> says
// "ready" (or "failed") for tests and styles.
async function start() {
  if (view) render();
  try {
    calculator = await loadCalculator(fetch("calculator.wasm"));
  } catch (error) {
    showMessage(`The calculator could not start: ${error.message}`);
    document.documentElement.dataset.calculator = "failed";
    return;
  }
  keyTable = calculator.keyTable();
  keypad = new Keypad(keyTable, document.querySelector(".keypad"), keyClicked);
  drawModeSwitch();
  drawShortcuts();
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
