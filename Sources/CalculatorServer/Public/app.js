// The calculator page: a view of the server's keypad (SPEC §14). It holds no
// calculator logic: every key goes to POST /api/press with the state kept in
// localStorage, and the answer's view is drawn as it is. The graph view asks
// POST /api/graph for SVG and POST /api/evaluate for the traced coordinates.
"use strict";

(() => {
  const STORE = { state: "calculator.state", view: "calculator.view", graph: "calculator.graph" };
  const DEFAULT_SCALE = 40;
  const SCALE_RANGE = [1e-12, 1e12];
  const $ = (id) => document.getElementById(id);

  // ---- Saved state -------------------------------------------------------

  function load(key) {
    try {
      const text = localStorage.getItem(key);
      return text === null ? null : JSON.parse(text);
    } catch {
      return null;
    }
  }

  function save(key, value) {
    try {
      localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled: the page still works, it just forgets.
    }
  }

  let state = load(STORE.state);
  let view = load(STORE.view);
  let graph = load(STORE.graph) || { open: false, title: "", originX: null, originY: null, scale: DEFAULT_SCALE, style: "line" };

  // ---- Talking to the server ---------------------------------------------

  async function postJSON(path, body) {
    const response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      let message = `${response.status}`;
      try { message = JSON.parse(text).error || message; } catch { /* not JSON */ }
      throw new ServerError(message, response.status);
    }
    return text;
  }

  class ServerError extends Error {
    constructor(message, status) { super(message); this.status = status; }
  }

  // Requests run one after another, so fast typing keeps its order.
  let queue = Promise.resolve();

  function press(request) {
    queue = queue.then(() => sendPress(request));
    return queue;
  }

  async function sendPress(request) {
    const body = Object.assign({ keys: [] }, request);
    if (state !== null) body.state = state;
    try {
      const answer = JSON.parse(await postJSON("/api/press", body));
      state = answer.state;
      view = answer.view;
      save(STORE.state, state);
      save(STORE.view, view);
      showMessage("");
      render();
      return answer;
    } catch (error) {
      if (error instanceof ServerError && error.message.startsWith("invalid state")) {
        // A saved state this server cannot read: start over rather than stay stuck.
        state = null;
        save(STORE.state, null);
        showMessage("The saved calculation could not be restored; starting over.");
      } else if (error instanceof ServerError) {
        showMessage(error.message);
      } else {
        showMessage("The calculator server cannot be reached.");
      }
      return null;
    }
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

  function render() {
    if (!view) return;
    const display = $("display");
    display.textContent = view.error ? "Error" : view.display;
    display.classList.toggle("long", display.textContent.length > 11);
    display.scrollLeft = display.scrollWidth;
    $("label").textContent = view.label;
    $("label").scrollLeft = $("label").scrollWidth;
    const memory = $("memory");
    memory.hidden = view.memory === null;
    memory.textContent = view.memory === null ? "" : `M = ${formatNumber(view.memory)}`;
    const rpn = view.mode === "rpn";
    $("mode-badge").textContent = rpn ? "RPN" : "ALG";
    $("angle-badge").textContent = view.angle === "deg" ? "DEG" : "RAD";
    const modeKey = $("mode-key");
    modeKey.dataset.key = rpn ? "algebraic" : "rpn";
    modeKey.textContent = rpn ? "ALG" : "RPN";
    modeKey.setAttribute("aria-label", rpn ? "Switch to algebraic entry" : "Switch to RPN");
    const angleKey = $("angle-key");
    angleKey.dataset.key = view.angle === "deg" ? "rad" : "deg";
    angleKey.textContent = view.angle === "deg" ? "Rad" : "Deg";
    angleKey.setAttribute("aria-label", view.angle === "deg" ? "Switch to radians" : "Switch to degrees");
    $("enter-key").disabled = !rpn;
    document.querySelector('[data-key="undo"]').disabled = !view.canUndo;
    document.querySelector('[data-key="redo"]').disabled = !view.canRedo;
    renderTape();
    renderError();
  }

  function renderTape() {
    const list = $("tape");
    const entries = view.tape;
    if (list.children.length === entries.length && entries.every((entry, i) => list.children[i].textContent === entry)) return;
    list.replaceChildren(...entries.map((entry) => {
      const item = document.createElement("li");
      item.textContent = entry;
      return item;
    }));
    list.scrollTop = list.scrollHeight;
  }

  function formatNumber(value) {
    return Number.isInteger(value) && Math.abs(value) < 1e15 ? String(value) : String(Number(value.toPrecision(12)));
  }

  function flash(key) {
    const button = document.querySelector(`.key[data-key="${CSS.escape(key)}"]`);
    if (!button) return;
    button.classList.add("pressed");
    setTimeout(() => button.classList.remove("pressed"), 120);
  }

  // ---- The graph view ----------------------------------------------------

  const plot = $("plot");
  let drawing = false;
  let redrawWanted = false;

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

  async function openGraph() {
    const answer = await press({ graph: true });
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
    $("graph-key").focus();
  }

  function redraw() {
    save(STORE.graph, graph);
    describeGraph();
    if (drawing) {
      redrawWanted = true;
      return;
    }
    drawing = true;
    const body = { viewport: viewport(), style: graph.style };
    if (state !== null) {
      body.state = state;
    } else {
      body.expression = graph.title;
    }
    postJSON("/api/graph", body)
      .then((svgText) => {
        const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml");
        const svg = parsed.documentElement;
        if (svg.nodeName !== "svg") throw new Error("not SVG");
        svg.setAttribute("aria-labelledby", "graph-description");
        plot.replaceChildren(document.importNode(svg, true));
        $("trace").dataset.state = "ready";
      })
      .catch((error) => {
        $("trace").textContent = error instanceof ServerError ? error.message : "The calculator server cannot be reached.";
      })
      .finally(() => {
        drawing = false;
        if (redrawWanted) {
          redrawWanted = false;
          redraw();
        }
      });
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

  // Trace: the coordinates under the pointer, y from the server.
  let tracing = false;
  let traceWanted = null;

  function trace(viewX) {
    const x = (viewX - graph.originX) / graph.scale;
    if (tracing) {
      traceWanted = viewX;
      return;
    }
    tracing = true;
    const variables = { x };
    if (view && view.memory !== null) variables.M = view.memory;
    postJSON("/api/evaluate", { expression: graph.title, variables, angle: (view && view.angle) || "rad" })
      .then((text) => {
        const report = JSON.parse(text);
        const y = report.result === null ? "undefined" : short(report.result);
        $("trace").textContent = `x = ${short(x)}, y = ${y}`;
      })
      .catch(() => { $("trace").textContent = `x = ${short(x)}, y = undefined`; })
      .finally(() => {
        tracing = false;
        if (traceWanted !== null) {
          const next = traceWanted;
          traceWanted = null;
          trace(next);
        }
      });
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

  document.querySelector(".keypad").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-key]");
    if (button) press({ keys: [button.dataset.key] });
  });
  $("graph-key").addEventListener("click", openGraph);
  $("back").addEventListener("click", closeGraph);
  $("zoom-in").addEventListener("click", () => zoomAboutCentre(2));
  $("zoom-out").addEventListener("click", () => zoomAboutCentre(0.5));
  $("reset").addEventListener("click", resetGraph);
  $("style").addEventListener("click", toggleStyle);
  $("help-button").addEventListener("click", () => $("shortcuts").showModal());
  $("clear-tape").addEventListener("click", () => press({ clearTape: true }));
  $("copy-tape").addEventListener("click", () => copyText(view ? view.tape.join("\n") : "", "Tape copied."));

  async function copyText(text, done) {
    try {
      await navigator.clipboard.writeText(text);
      showMessage(done);
    } catch {
      showMessage("Copying is not allowed here.");
    }
  }

  // ---- Keyboard ------------------------------------------------------------

  const keyNames = {
    "+": "+", "-": "−", "*": "×", "/": "÷", "^": "^", ".": ".", ",": ".", "=": "=",
    x: "x", m: "M", M: "→M", s: "sin", c: "cos", t: "tan", r: "√", p: "π", n: "±",
    l: "ln", q: "x²",
  };

  function calculatorKey(event) {
    if (/^[0-9]$/.test(event.key)) return event.key;
    if (event.key === "Enter") return view && view.mode === "rpn" ? "↲" : "=";
    if (event.key === "Backspace") return event.shiftKey ? "redo" : "undo";
    if (event.key === "Escape") return "C";
    if (event.key === "d") return view && view.angle === "deg" ? "rad" : "deg";
    if (event.key === "k") return view && view.mode === "rpn" ? "algebraic" : "rpn";
    return keyNames[event.key] || null;
  }

  document.addEventListener("keydown", (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) {
      if ((event.key === "z" || event.key === "Z") && !graph.open) {
        event.preventDefault();
        press({ keys: [event.shiftKey ? "redo" : "undo"] });
      }
      return;
    }
    if ($("shortcuts").open) return;
    if (event.key === "?") {
      event.preventDefault();
      $("shortcuts").showModal();
      return;
    }
    if (graph.open) {
      graphKey(event);
      return;
    }
    if (event.key === "g") {
      event.preventDefault();
      openGraph();
      return;
    }
    // Enter on a focused button clicks it; only take it when no button has focus.
    if (event.key === "Enter" && document.activeElement && document.activeElement.tagName === "BUTTON") return;
    const key = calculatorKey(event);
    if (key === null) return;
    event.preventDefault();
    flash(key);
    press({ keys: [key] });
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

  if (view) render();
  press({}).then(() => {
    if (graph.open && graph.title) showGraphView();
  });
})();
