// The graph view's trace and points of interest: the traced x (state.tracedX) with
// its marker, tip and coordinates, y from the module; the points of interest in the
// picture, listed for screen readers, jumped between, and found under a tap.
import { $ } from "./dom.js";
import { state } from "./state.js";
import { displayNumber, marker, picture, plotSize, tip, viewX, viewY } from "./graph-plane.js";

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

// Writes the text list of the picture's points of interest, for screen readers (and
// the keyboard).
export function listPoints() {
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
export function traceAt(x, point = null) {
  state.tracedX = x;
  state.tracedPoint = point;
  showTrace();
}

// Shows the trace marker and its coordinates, y from the module (the graphed
// formula's value there), formatted like the display; hides them when nothing is
// traced.
export function showTrace() {
  for (const element of picture.querySelectorAll(".point.selected")) element.classList.remove("selected");
  const tracedX = state.tracedX;
  if (tracedX === null || state.calculator === null) {
    marker.hidden = true;
    tip.hidden = true;
    return;
  }
  let y = null;
  let yText = "undefined";
  try {
    // y for the marker; its display from the exact engine, every digit right.
    const traced = state.calculator.sessionTrace({ x: tracedX });
    y = traced.y;
    if (traced.display !== null) yText = traced.display;
  } catch {
    // Nothing to trace: the curve has no value here.
  }
  const point = state.tracedPoint;
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
export function stepTrace(direction, pixels) {
  const start = state.tracedX === null ? state.graph.centerX : state.tracedX;
  traceAt(start + direction * pixels * state.graph.unitsPerPixel);
}

// Jumps the trace to the next (1) or previous (−1) point of interest; answers
// whether there was one.
export function jumpToPoint(direction) {
  const list = points();
  if (list.length === 0) return false;
  const from = state.tracedX === null ? (direction > 0 ? -Infinity : Infinity) : state.tracedX;
  const next = direction > 0 ? list.find((p) => p.x > from) : list.findLast((p) => p.x < from);
  if (!next) return false;
  traceAt(next.x, next);
  return true;
}

// The point of interest whose marker is within 16 points of a view position.
export function pointNear(vx, vy) {
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
