// The page's saved state in local storage: the keys it is kept under, text and JSON
// read and written (storage full or disabled is no error: the page just forgets), and
// the saved graph read back in its current form.

// The local storage keys: the module's keypad state, its view, the graph view, and a
// state the module refused on load (set aside, not lost).
export const STORE = {
  state: "calculator.state", view: "calculator.view", graph: "calculator.graph",
  setAside: "calculator.state.set-aside",
};

// The graph's scale when none is saved and after Reset: graph units per point, 40
// points a unit.
export const DEFAULT_UNITS = 1 / 40;

// The text stored under `key`, or null.
export function loadText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// The value stored under `key` as JSON, or null.
export function load(key) {
  try {
    const text = loadText(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

// Stores `text` under `key`; false when storage is full or disabled.
export function saveText(key, text) {
  try {
    localStorage.setItem(key, text);
    return true;
  } catch {
    return false; // The page still works, it just forgets.
  }
}

// Stores `value` as JSON under `key`.
export function save(key, value) {
  saveText(key, JSON.stringify(value));
}

// The saved graph, in graph units; the first form ({originX, originY, scale}) keeps
// its scale and starts at the origin.
export function loadGraph() {
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
