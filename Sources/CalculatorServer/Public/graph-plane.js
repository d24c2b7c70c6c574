// The graph view's plane: the plot and what is drawn on it, its size, the kept
// viewport, view positions ↔ graph units, and numbers as the graph view writes them.
//
// The viewport is kept in graph units (state.graph): the graph point at the plot's
// centre and the units one point spans, so a resize or a rotation keeps the centre
// and the scale, and zooming goes as far in as a Double can show (the module refuses
// further with a one-line message; the last picture stays). The traced x is kept in
// graph units too.
import { $ } from "./dom.js";
import { state } from "./state.js";

// The plot, the module's picture in it, and the trace's marker and tip over it.
export const plot = $("plot");
export const picture = $("picture");
export const marker = $("trace-marker");
export const tip = $("point-tip");

// The plot's size in points, {width, height}, each from 1 to 4096.
export function plotSize() {
  const clamp = (v) => Math.max(1, Math.min(4096, Math.round(v)));
  return { width: clamp(plot.clientWidth), height: clamp(plot.clientHeight) };
}

// The viewport request for the plot's size, at `place` (the kept one by default).
export function viewport(place = state.graph) {
  const { width, height } = plotSize();
  return { width, height, centerX: place.centerX, centerY: place.centerY, unitsPerPixel: place.unitsPerPixel };
}

// The graph x at view x `viewX`, for the kept viewport.
export function graphX(viewX) {
  return state.graph.centerX + (viewX - plotSize().width / 2) * state.graph.unitsPerPixel;
}

// The graph y at view y `viewY`, for the kept viewport.
export function graphY(viewY) {
  return state.graph.centerY + (plotSize().height / 2 - viewY) * state.graph.unitsPerPixel;
}

// The view x of graph x `x`, for the kept viewport.
export function viewX(x) {
  return plotSize().width / 2 + (x - state.graph.centerX) / state.graph.unitsPerPixel;
}

// The view y of graph y `y`, for the kept viewport.
export function viewY(y) {
  return plotSize().height / 2 - (y - state.graph.centerY) / state.graph.unitsPerPixel;
}

// A number as the display shows it: 15 significant digits, `−`, `2.5e−7`.
export function displayNumber(value) {
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
