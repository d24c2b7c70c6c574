// The graph view: a view of the module's graph session. Every key, button and gesture
// goes to the session (calculator_session_graph) with the plot's size, and the frame
// it answers is drawn as it is: the picture when it changed, the title, the ranges in
// words, the trace's marker, tip and text, the points of interest for screen readers,
// the tools' switches and the session's message. No viewport, trace or number is
// computed here; the picture can be exported as SVG.
import { $ } from "./dom.js";
import { state } from "./state.js";
import { showMessage, showView } from "./display.js";
import { failure, saveSoon } from "./session.js";
import { marker, picture, plot, plotSize, tip } from "./graph-plane.js";

const NO_TRACE = "Move over the graph, press and hold, or use ← → to trace it.";

// Windows wide enough for the graph beside the worksheet and the keypad (worksheet.css),
// rather than in their place.
const besideWindow = matchMedia("(min-width: 1200px)");

// Asks the module's graph session to apply `gestures` (in view points) and press
// `keys` (graph key names), with the plot's size, and draws the frame it answers; with
// `points` false, a quick frame without the points of interest (while a slider is
// dragged). Answers the frame, or null when the module refused (its message shows).
export function graph({ keys = [], gestures = [], redraw = false, points = true } = {}) {
  if (state.calculator === null) return null;
  let answer;
  try {
    answer = state.calculator.sessionGraph({ size: plotSize(), gestures, keys, redraw, points });
  } catch (error) {
    graphMessage(failure(error));
    resetTransform();
    return null;
  }
  state.unsaved = true;
  saveSoon();
  if (answer.view !== null) showView(answer.view);
  drawFrame(answer.graph);
  return answer.graph;
}

// The Graph key: the graph view opens on the keypad's expression, or the calculator
// says why there is nothing to graph.
export function openGraph() {
  showGraphView();
  const frame = graph({ keys: ["open"], redraw: true });
  if (frame === null || !frame.open) {
    hideGraphView();
    if (frame !== null) showMessage(frame.message);
  }
}

// Shows the graph view in place of the calculator, or beside it in a wide window when
// the worksheet has rows, so that its curves follow its rows and sliders in sight (its
// frame comes next).
export function showGraphView() {
  const beside = besideWindow.matches && state.worksheet !== null && state.worksheet.rows.length > 0;
  document.body.classList.toggle("graph-beside", beside);
  $("calculator").hidden = !beside;
  $("graph-view").hidden = false;
  $("back").focus();
}

// Whether the keyboard's keys go to the graph: it is open, in the calculator's place
// or (beside it) with the focus in it.
export function graphHasKeys() {
  if ($("graph-view").hidden) return false;
  const beside = document.body.classList.contains("graph-beside") && besideWindow.matches;
  return !beside || $("graph-view").contains(document.activeElement);
}

function hideGraphView() {
  $("graph-view").hidden = true;
  document.body.classList.remove("graph-beside");
  $("calculator").hidden = false;
  document.title = "Calculator";
  // Focus goes to the calculator, not to the Graph key, so that Enter is = again.
  $("calculator").focus();
}

// Presses a graph key (`zoomIn`, `traceRight`, `close`…) on the session.
export function pressGraphKey(name) {
  return graph({ keys: [name] });
}

// The one-line message under the plot ("cannot zoom in further here: …"); empty
// clears it.
function graphMessage(message) {
  $("graph-message").textContent = message;
}

// Draws a frame of the session: a closed graph hides the view.
function drawFrame(frame) {
  state.frame = frame;
  if (!frame.open) {
    if (!$("graph-view").hidden) hideGraphView();
    return;
  }
  if (frame.svg !== undefined) {
    // The module's own markup (every text in it escaped), parsed by the HTML parser:
    // twice as fast as DOMParser and importNode for a 2,000-column graph, and no
    // script in it could run (the page's Content-Security-Policy allows none inline).
    picture.innerHTML = frame.svg;
    picture.firstElementChild?.setAttribute("aria-hidden", "true"); // the text below says it
  }
  resetTransform();
  $("graph-title").textContent = frame.title;
  document.title = `Graph of ${frame.title}`;
  $("style").setAttribute("aria-pressed", String(frame.style === "dots"));
  $("grid").setAttribute("aria-pressed", String(frame.grid));
  $("trace-toggle").setAttribute("aria-pressed", String(frame.trace !== null));
  $("equal-scales").disabled = frame.equalScales;
  graphMessage(frame.message || "");
  $("graph-description").textContent = frame.description;
  // The view in graph units, for tests and styles.
  Object.assign(plot.dataset, {
    ranges: frame.ranges, centerX: frame.centerX, centerY: frame.centerY,
    unitsPerPoint: frame.unitsPerPoint, yUnitsPerPoint: frame.yUnitsPerPoint,
  });
  const items = frame.points.map((point) => {
    const item = document.createElement("li");
    item.textContent = point.label;
    return item;
  });
  $("points").replaceChildren(...items);
  drawTrace(frame.trace);
}

// The trace's marker, tip and text, where the frame puts them; the point of interest it
// sits on is ringed.
function drawTrace(trace) {
  for (const element of picture.querySelectorAll(".point.selected")) element.classList.remove("selected");
  $("trace").textContent = trace ? trace.text : NO_TRACE;
  const visible = trace !== null && trace.viewY !== null;
  marker.hidden = !visible;
  tip.hidden = !visible;
  if (!visible) return;
  marker.dataset.curve = String(trace.curve);
  marker.style.transform = `translate(${trace.viewX}px, ${trace.viewY}px)`;
  tip.textContent = trace.tip;
  const { width } = plotSize();
  const left = Math.min(Math.max(trace.viewX + 10, 0), Math.max(0, width - tip.offsetWidth));
  const top = trace.viewY - 30 < 0 ? trace.viewY + 10 : trace.viewY - 30;
  tip.style.transform = `translate(${left}px, ${top}px)`;
  if (trace.point) {
    const ring = [...picture.querySelectorAll(`.point[data-curve="${trace.curve}"][data-kind="${trace.point}"]`)]
      .find((element) => Math.abs(Number(element.getAttribute("cx") ?? element.getAttribute("x1")) - trace.viewX) < 1);
    ring?.classList.add("selected");
  }
}

// Puts the picture back where it was drawn, undoing a gesture's CSS transform.
export function resetTransform() {
  picture.style.transform = "";
}

// The picture as an SVG file, with the page's colours written into it.
function exportSVG() {
  const svg = picture.firstElementChild;
  if (!svg) return;
  const copy = svg.cloneNode(true);
  copy.removeAttribute("aria-hidden");
  const style = getComputedStyle(plot);
  const sheet = document.createElementNS("http://www.w3.org/2000/svg", "style");
  const curves = [0, 1, 2, 3, 4, 5].map((index) => {
    const colour = style.getPropertyValue(`--curve-${index}`);
    return `[data-curve="${index}"]{stroke:${colour}}.legend-entry[data-curve="${index}"]{fill:${colour};stroke:none}`;
  });
  sheet.textContent =
    `svg{background:${style.backgroundColor};color:${style.color}}.curve{stroke-width:2}` +
    `.curve.dots{stroke-width:4.5}${curves.join("")}` +
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

// Makes the graph view's tools work (Back, zoom, Fit, 1:1, Reset, Dots, Grid, Trace,
// Export SVG), keeps the picture for the window's size, and lets the keyboard reach
// the points of interest from the plot.
export function listenToGraphView() {
  const tools = {
    back: "close", "zoom-in": "zoomIn", "zoom-out": "zoomOut", reset: "reset", fit: "fit",
    "equal-scales": "equalScales", style: "toggleDots", grid: "toggleGrid", "trace-toggle": "toggleTrace",
  };
  for (const [id, key] of Object.entries(tools)) $(id).addEventListener("click", () => pressGraphKey(key));
  $("export").addEventListener("click", exportSVG);

  // A resize or a rotation keeps the centre and the scales: the session draws for the
  // new size a moment after the last change.
  window.addEventListener("resize", () => {
    clearTimeout(state.resizeTimer);
    state.resizeTimer = setTimeout(() => { if (!$("graph-view").hidden) graph(); }, 100);
  });

  // On the plot, Tab jumps to the next point of interest and Shift+Tab back; past the
  // last one Tab leaves the plot, as Tab does (so the keyboard is never trapped).
  plot.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.ctrlKey || event.metaKey || event.altKey) return;
    const frame = pressGraphKey(event.shiftKey ? "previousPoint" : "nextPoint");
    if (frame && !frame.message) event.preventDefault();
  });

  plot.addEventListener("focus", () => {
    if (state.frame && state.frame.trace === null) pressGraphKey("toggleTrace");
  });
}
