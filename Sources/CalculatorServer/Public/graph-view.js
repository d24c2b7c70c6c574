// The graph view: opened from the keypad's expression and closed back to the
// calculator; the picture the module draws for the kept viewport (graph-plane.js),
// zoomed, panned, fitted and reset, in lines or dots, with or without a grid; its
// description in words; the trace toggle; the picture exported as SVG.
import { $ } from "./dom.js";
import { state } from "./state.js";
import { DEFAULT_UNITS, STORE, save } from "./storage.js";
import { showMessage } from "./display.js";
import { failure, press } from "./session.js";
import { displayNumber, graphX, graphY, picture, plot, plotSize, viewport } from "./graph-plane.js";
import { jumpToPoint, listPoints, showTrace, traceAt } from "./graph-trace.js";

// Presses the graph key and opens the graph view on the expression it answers, or
// says there is nothing to graph yet.
export function openGraph() {
  const answer = press({ graph: true });
  if (!answer) return;
  if (answer.graph === null) {
    showMessage("Nothing to graph yet: enter an expression with x first.");
    return;
  }
  state.graph.open = true;
  state.graph.title = answer.graph;
  state.tracedX = null;
  save(STORE.graph, state.graph);
  showGraphView();
}

// Shows the graph view in place of the calculator, for the kept graph, and draws it.
export function showGraphView() {
  $("calculator").hidden = true;
  $("graph-view").hidden = false;
  $("graph-title").textContent = state.graph.title;
  document.title = `Graph of ${state.graph.title}`;
  showSwitches();
  $("back").focus();
  graphMessage("");
  draw(state.graph);
}

// Goes back from the graph view to the calculator.
export function closeGraph() {
  state.graph.open = false;
  save(STORE.graph, state.graph);
  $("graph-view").hidden = true;
  $("calculator").hidden = false;
  document.title = "Calculator";
  // Focus goes to the calculator, not to the Graph key, so that Enter is = again.
  $("calculator").focus();
}

function showSwitches() {
  $("style").setAttribute("aria-pressed", String(state.graph.style === "dots"));
  $("grid").setAttribute("aria-pressed", String(state.graph.grid));
  $("trace-toggle").setAttribute("aria-pressed", String(state.traceMode));
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
export function draw(place) {
  if (state.calculator === null) return false;
  const graph = state.graph;
  let svgText;
  try {
    svgText = state.calculator.sessionGraph({ viewport: viewport(place), style: graph.style, grid: graph.grid });
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
  return draw(state.graph);
}

// The place `factor` times closer in, keeping the graph point under (px, py).
function zoomed(factor, px, py, from = state.graph) {
  const { width, height } = plotSize();
  const units = from.unitsPerPixel / factor;
  const x = from.centerX + (px - width / 2) * from.unitsPerPixel;
  const y = from.centerY + (height / 2 - py) * from.unitsPerPixel;
  return { centerX: x - (px - width / 2) * units, centerY: y - (height / 2 - py) * units, unitsPerPixel: units };
}

// Zooms `factor` times closer in, keeping the graph point under view position (px, py).
export function zoom(factor, px, py) {
  draw(zoomed(factor, px, py));
}

// Zooms `factor` times closer in about the plot's centre.
export function zoomAboutCentre(factor) {
  const { width, height } = plotSize();
  zoom(factor, width / 2, height / 2);
}

// Moves the plane by (dx, dy) points, as a drag does.
export function pan(dx, dy) {
  const graph = state.graph;
  draw({ centerX: graph.centerX - dx * graph.unitsPerPixel, centerY: graph.centerY + dy * graph.unitsPerPixel, unitsPerPixel: graph.unitsPerPixel });
}

// Back to the origin at the centre, at the default scale.
export function resetGraph() {
  draw({ centerX: 0, centerY: 0, unitsPerPixel: DEFAULT_UNITS });
}

// Zoom to fit: the module answers the viewport that shows the points of interest in
// the current x range.
export function fitGraph() {
  if (state.calculator === null) return;
  try {
    draw(state.calculator.sessionFit({ viewport: viewport() }));
  } catch (error) {
    graphMessage(failure(error));
  }
}

// Switches the curve between a line and dots.
export function toggleStyle() {
  state.graph.style = state.graph.style === "dots" ? "line" : "dots";
  showSwitches();
  redraw();
}

// Shows or hides the grid.
export function toggleGrid() {
  state.graph.grid = !state.graph.grid;
  showSwitches();
  redraw();
}

// The trace toggle: while on, a drag (a finger) traces instead of panning.
export function toggleTrace() {
  state.traceMode = !state.traceMode;
  showSwitches();
  if (state.traceMode && state.tracedX === null) traceAt(state.graph.centerX);
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

// The visible ranges, in as many digits as it takes to tell their ends apart (all 15
// deep in a zoom).
function describeGraph() {
  const { width, height } = plotSize();
  const range = (low, high) => {
    const text = short(low) === short(high) ? displayNumber : short;
    return `${text(low)} to ${text(high)}`;
  };
  $("graph-description").textContent =
    `Graph of ${state.graph.title}: x from ${range(graphX(0), graphX(width))}, y from ${range(graphY(height), graphY(0))}.`;
}

// Puts the picture back where it was drawn, undoing a gesture's CSS transform.
export function resetTransform() {
  picture.style.transform = "";
}

// Makes the graph view's tools work (Back, zoom, Fit, Reset, Dots, Grid, Trace,
// Export SVG), keeps the picture for the window's size, and lets the keyboard reach
// the points of interest from the plot.
export function listenToGraphView() {
  $("back").addEventListener("click", closeGraph);
  $("zoom-in").addEventListener("click", () => zoomAboutCentre(2));
  $("zoom-out").addEventListener("click", () => zoomAboutCentre(0.5));
  $("reset").addEventListener("click", resetGraph);
  $("fit").addEventListener("click", fitGraph);
  $("style").addEventListener("click", toggleStyle);
  $("grid").addEventListener("click", toggleGrid);
  $("trace-toggle").addEventListener("click", toggleTrace);
  $("export").addEventListener("click", exportSVG);

  // A resize or a rotation keeps the centre and the scale: the picture is redrawn for
  // the new size a moment after the last change.
  window.addEventListener("resize", () => {
    clearTimeout(state.resizeTimer);
    state.resizeTimer = setTimeout(() => { if (state.graph.open) redraw(); }, 100);
  });

  // On the plot, Tab jumps to the next point of interest and Shift+Tab back; past the
  // last one Tab leaves the plot, as Tab does (so the keyboard is never trapped).
  plot.addEventListener("keydown", (event) => {
    if (event.key !== "Tab" || event.ctrlKey || event.metaKey || event.altKey) return;
    if (jumpToPoint(event.shiftKey ? -1 : 1)) event.preventDefault();
  });

  plot.addEventListener("focus", () => {
    if (state.tracedX === null) traceAt(state.graph.centerX);
  });
}
