// The graph view's gestures on the plot: drag, pinch, wheel, press and hold, taps and
// double clicks. During a drag or a pinch the picture moves at once with a CSS
// transform and is redrawn when the gesture pauses or ends; the wheel redraws once a
// frame. A mouse traces where it hovers, a press and hold (or the trace toggle)
// traces instead of panning, and a tap traces where it lands.
import { state } from "./state.js";
import { graphX, marker, picture, plot, plotSize, tip } from "./graph-plane.js";
import { pointNear, traceAt } from "./graph-trace.js";
import { draw, resetTransform, zoom } from "./graph-view.js";

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

// Where the gesture so far puts the plane: the graph point under the start midpoint
// now lies under the current midpoint, zoomed by the ratio of the spreads.
function gesturePlace() {
  const { width, height } = plotSize();
  const { start, now } = state.gesture;
  const graph = state.graph;
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
  const { start, now } = state.gesture;
  const { factor } = gesturePlace();
  picture.style.transform = `translate(${now.x - factor * start.x}px, ${now.y - factor * start.y}px) scale(${factor})`;
  marker.hidden = true;
  tip.hidden = true;
  clearTimeout(state.pauseTimer);
  state.pauseTimer = setTimeout(settleGesture, GESTURE_PAUSE_MS);
}

// Redraws where the gesture has put the plane, and goes on from there.
function settleGesture() {
  clearTimeout(state.pauseTimer);
  if (state.gesture === null) return;
  const { start, now } = state.gesture;
  if (start.x !== now.x || start.y !== now.y || start.distance !== now.distance) {
    const { factor, ...place } = gesturePlace();
    draw(place);
  }
  if (state.pointers.size > 0) startGesture();
  else state.gesture = null;
}

// A pointer down: it starts a tap, a trace (the trace toggle; a finger held still), a
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
    state.tracing = state.traceMode;
    if (state.tracing) {
      traceAt(graphX(point.x));
    } else if (event.pointerType !== "mouse") {
      // Press and hold (a finger that stays put) traces instead of panning.
      state.holdTimer = setTimeout(() => {
        state.tracing = true;
        state.gesture = null;
        resetTransform();
        traceAt(graphX(point.x));
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
    if (event.pointerType === "mouse") traceAt(graphX(point.x));
    return;
  }
  state.pointers.set(event.pointerId, point);
  const tapStart = state.tapStart;
  if (tapStart && Math.hypot(point.x - tapStart.x, point.y - tapStart.y) > TAP_SLOP) {
    state.tapStart = null;
    if (!state.tracing) clearTimeout(state.holdTimer);
  }
  if (state.tracing) {
    traceAt(graphX(point.x));
  } else if (state.gesture) {
    state.gesture.now = spread();
    followGesture();
  }
}

// A pointer up or lost: the gesture is redrawn where it ended, and a tap traces.
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
    if (tap && event.pointerType !== "mouse") {
      // A tap shows the point of interest under it, or traces where it landed.
      const near = pointNear(point.x, point.y);
      traceAt(near ? near.x : graphX(point.x), near);
    }
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
      zoom(factor, state.wheelPoint.x, state.wheelPoint.y);
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
  plot.addEventListener("dblclick", (event) => {
    const point = localPoint(event);
    const { width, height } = plotSize();
    const unitsPerPixel = state.graph.unitsPerPixel;
    // The origin moves to the clicked point.
    draw({
      centerX: (width / 2 - point.x) * unitsPerPixel,
      centerY: (point.y - height / 2) * unitsPerPixel,
      unitsPerPixel,
    });
  });
}
