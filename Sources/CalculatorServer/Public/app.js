// The calculator page: a view of the keypad that runs in the browser as
// WebAssembly (calculator.wasm, through calculator-wasm.js). It holds no calculator
// logic: each key name goes to the module's keypad and the view it answers is drawn
// as it is; the graph view asks the module for the SVG of the keypad's expression
// and for the traced y. No key needs the network: the server only serves these
// files, and the service worker keeps them for offline use. The keypad's state is
// saved to local storage a moment after a change and when the page is left, and
// restored on load.
//
// This file starts the page and wires its parts together, which share one state
// object (state.js): presses and saving (session.js), the screen (display.js,
// formula-line.js), the tape (tape.js), the keypad (keypad.js), the keyboard
// (keyboard.js), the shortcut list (help.js), the graph view (graph-view.js,
// graph-plane.js, graph-gestures.js) and the worksheet (worksheet.js, loaded once the
// keys are drawn: nothing on the way to the first keys waits for it), over storage.js
// and dom.js.
import { loadCalculator } from "./calculator-wasm.js";
import { Keypad } from "./keypad.js";
import { $ } from "./dom.js";
import { state } from "./state.js";
import { drawModeSwitch, layout, listenToScreen, render, showMessage } from "./display.js";
import { press, restore, saveNow, toggleMoreDigits } from "./session.js";
import { listenToTape } from "./tape.js";
import { drawShortcuts, showShortcuts } from "./help.js";
import { graph, listenToGraphView, openGraph, showGraphView } from "./graph-view.js";
import { listenToGestures } from "./graph-gestures.js";
import { listenToKeyboard } from "./keyboard.js";

// A key of the keypad, clicked or tapped: the graph key opens the graph, the mode
// and angle keys press the key they show, any other presses itself.
function keyClicked(name) {
  if (name === "graph") openGraph();
  else press({ keys: [state.keypad.resolve(name)] });
}

// Draws the keypad, the mode switch and the shortcut list from a key table, for the
// saved view's mode (a new keypad's before the module has given a view).
function drawKeys(table) {
  state.keyTable = table;
  state.keypad = new Keypad(table, document.querySelector(".keypad"), keyClicked);
  state.keypad.update(state.view || { mode: "algebraic", angle: "rad", canUndo: false, canRedo: false }, layout());
  drawModeSwitch(table.keys);
  drawShortcuts(table);
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
// loaded, and reopens the graph if it was open. While the module is on its way the
// keys are drawn from the server's copy of the key table (GET api/keys), so they can
// be pressed at once: what is pressed waits for the module. <html data-calculator>
// says "loading", then "ready" (or "failed"), for tests and styles.
async function start() {
  if (state.view) render();
  document.documentElement.dataset.calculator = "loading";
  $("error").classList.add("loading");
  $("error").textContent = "Loading the calculator…";
  fetch("api/keys") // preloaded by index.html
    .then((response) => (response.ok ? response.json() : null))
    .then((table) => {
      if (table && state.keypad === null) drawKeys(table);
    })
    .catch(() => {
      // Offline, or no server with the API: the module's own table draws them.
    });
  const loading = loadCalculator(fetch("calculator.wasm"));
  try {
    state.calculator = await loading;
  } catch (error) {
    $("error").classList.remove("loading");
    showMessage(`The calculator could not start: ${error.message}`);
    document.documentElement.dataset.calculator = "failed";
    return;
  }
  if (state.keypad === null) drawKeys(state.calculator.keyTable());
  $("error").classList.remove("loading");
  $("error").textContent = "";
  restore();
  render();
  // The saved keypad's rows; where the window has room for the worksheet or the tape,
  // the worksheet when it has rows.
  const sheet = await import("./worksheet.js");
  state.sheet = sheet;
  sheet.listenToWorksheet();
  if (sheet.worksheet()?.worksheet.rows.length > 0) sheet.showBand("sheet");
  for (const request of state.waiting.splice(0)) press(request);
  // The graph is saved with the keypad: a graph left open opens again.
  if (state.calculator.sessionGraph({}).graph.open) {
    showGraphView();
    graph({ redraw: true });
  }
  document.documentElement.dataset.calculator = "ready";
  registerServiceWorker();
}

listenToScreen(press);
listenToTape(press, (index) => state.sheet?.tapeToRow(index));
listenToGraphView();
listenToGestures();
listenToKeyboard();
$("help-button").addEventListener("click", showShortcuts);
$("digits-button").addEventListener("click", toggleMoreDigits);
$("exact-button").addEventListener("click", () => press({ exactFirst: !state.view?.exactFirst }));
addEventListener("pagehide", saveNow);
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "hidden") saveNow();
});
start();
