// The graph view's plane: the plot and what is drawn on it, and its size in points.
// Where the plane is, the trace and every number are the module's graph session
// (graph-view.js asks it); this file only finds the elements and measures the plot.
import { $ } from "./dom.js";

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
