// The graph view's gestures on the plot: drag, pinch, wheel, press and hold, taps and
// double clicks, sent to the module's graph session in view points. During a drag or
// a pinch the picture moves at once with a CSS transform (a preview) and the session
// draws where it ended when the gesture pauses or ends; the wheel sends once a frame.
// A mouse traces where it hovers; a finger traces when the trace shows (the Trace
// tool, or a press and hold) and otherwise pans; a tap traces where it lands, or the
// point of interest under it.
import { state } from "./state.js";
import { marker, picture, plot, tip } from "./graph-plane.js";
import { graph, resetTransform } from "./graph-view.js";

const GESTURE_PAUSE_MS = 120;
const HOLD_MS = 450;
const TAP_SLOP = 8;

// The event's position in the plot, in points from its top left corner.
function localPoint(event) {
  const box = plot.getBoundingClientRect();
  return { x: event.clientX - box.left - plot.clientLeft, y: event.clientY - box.top - plot.clientTop };
}

// The pointers' midpoint and spread (0 for one pointer).
function spread() {
  const list = [...state.pointers.values()];
  const mid = { x: list.reduce((s, p) => s + p.x, 0) / list.length, y: list.reduce((s, p) => s + p.y, 0) / list.length };
  const distance = list.length < 2 ? 0 : Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y);
  return { ...mid, distance };
}

// Starts a gesture (or starts it anew) from where the pointers are now.
function startGesture() {
  const now = spread();
  state.gesture = { start: now, now };
}

// The zoom the gesture asks for: the ratio of the spreads (1 for a drag).
function gestureFactor() {
  const { start, now } = state.gesture;
  return start.distance > 0 && now.distance > 0 ? now.distance / start.distance : 1;
}

// Moves the picture with the gesture at once (no redraw), and sends it once it pauses.
function followGesture() {
  const { start, now } = state.gesture;
  const factor = gestureFactor();
  picture.style.transform = `translate(${now.x - factor * start.x}px, ${now.y - factor * start.y}px) scale(${factor})`;
  marker.hidden = true;
  tip.hidden = true;
  clearTimeout(state.pauseTimer);
  state.pauseTimer = setTimeout(settleGesture, GESTURE_PAUSE_MS);
}

// Sends the gesture so far: a zoom about where it started, then the pan from there to
// where the pointers are; and goes on from there.
function settleGesture() {
  clearTimeout(state.pauseTimer);
  if (state.gesture === null) return;
  const { start, now } = state.gesture;
  const factor = gestureFactor();
  const gestures = [];
  if (factor !== 1) gestures.push({ kind: "zoom", factor, x: start.x, y: start.y });
  if (start.x !== now.x || start.y !== now.y) gestures.push({ kind: "pan", dx: now.x - start.x, dy: now.y - start.y });
  if (gestures.length > 0) graph({ gestures });
  if (state.pointers.size > 0) startGesture();
  else state.gesture = null;
}

// Traces at the column under a view position.
function traceAt(point) {
  graph({ gestures: [{ kind: "trace", x: point.x }] });
}

// A pointer down: it starts a tap, a trace (the trace showing; a finger held still), a
// drag, or with a second pointer a pinch.
function startPointer(event) {
  if (event.button !== 0 && event.pointerType === "mouse") return;
  try {
    plot.setPointerCapture(event.pointerId);
  } catch {
    // A pointer the browser no longer knows (a synthetic event): no capture needed.
  }
  const point = localPoint(event);
  settleGesture();
  state.pointers.set(event.pointerId, point);
  clearTimeout(state.holdTimer);
  if (state.pointers.size === 1) {
    state.tapStart = { ...point, time: performance.now() };
    state.tracing = event.pointerType !== "mouse" && state.frame !== null && state.frame.trace !== null;
    if (state.tracing) {
      traceAt(point);
    } else if (event.pointerType !== "mouse") {
      // Press and hold (a finger that stays put) traces instead of panning.
      state.holdTimer = setTimeout(() => {
        state.tracing = true;
        state.gesture = null;
        resetTransform();
        traceAt(point);
      }, HOLD_MS);
    }
  } else {
    state.tapStart = null;
    state.tracing = false;
  }
  if (!state.tracing) startGesture();
  plot.classList.add("dragging");
}

// A pointer moving: a mouse over the plot traces; one down traces, drags or pinches.
function movePointer(event) {
  const point = localPoint(event);
  if (!state.pointers.has(event.pointerId)) {
    if (event.pointerType === "mouse") traceAt(point);
    return;
  }
  state.pointers.set(event.pointerId, point);
  const tapStart = state.tapStart;
  if (tapStart && Math.hypot(point.x - tapStart.x, point.y - tapStart.y) > TAP_SLOP) {
    state.tapStart = null;
    if (!state.tracing) clearTimeout(state.holdTimer);
  }
  if (state.tracing) {
    traceAt(point);
  } else if (state.gesture) {
    state.gesture.now = spread();
    followGesture();
  }
}

// A pointer up or lost: the gesture is sent where it ended, and a tap traces.
function endPointer(event) {
  if (!state.pointers.has(event.pointerId)) return;
  clearTimeout(state.holdTimer);
  const point = localPoint(event);
  const tap = state.tapStart !== null && state.pointers.size === 1 && event.type === "pointerup";
  state.pointers.delete(event.pointerId);
  if (!state.tracing) settleGesture();
  if (state.pointers.size > 0) startGesture();
  if (state.pointers.size === 0) {
    plot.classList.remove("dragging");
    state.tracing = false;
    state.gesture = null;
    // A tap shows the point of interest under it, or traces where it landed.
    if (tap && event.pointerType !== "mouse") graph({ gestures: [{ kind: "tap", x: point.x, y: point.y }] });
  }
  state.tapStart = null;
}

// The wheel zooms about the point under it.
function turnWheel(event) {
  event.preventDefault();
  state.wheelPoint = localPoint(event);
  state.wheelFactor *= Math.exp(-event.deltaY * (event.deltaMode === 1 ? 0.05 : 0.002));
  // One redraw per frame, however many wheel events arrive in it.
  if (state.wheelFactor !== 1 && !plot.dataset.wheel) {
    plot.dataset.wheel = "pending";
    requestAnimationFrame(() => {
      delete plot.dataset.wheel;
      const factor = state.wheelFactor;
      state.wheelFactor = 1;
      graph({ gestures: [{ kind: "zoom", factor, x: state.wheelPoint.x, y: state.wheelPoint.y }] });
    });
  }
}

// Makes the plot follow the pointers and the wheel.
export function listenToGestures() {
  plot.addEventListener("pointerdown", startPointer);
  plot.addEventListener("pointermove", movePointer);
  plot.addEventListener("pointerup", endPointer);
  plot.addEventListener("pointercancel", endPointer);
  plot.addEventListener("contextmenu", (event) => event.preventDefault());
  plot.addEventListener("wheel", turnWheel, { passive: false });
  // A double click moves the origin to the clicked point.
  plot.addEventListener("dblclick", (event) => {
    const point = localPoint(event);
    graph({ gestures: [{ kind: "moveOrigin", x: point.x, y: point.y }] });
  });
}
