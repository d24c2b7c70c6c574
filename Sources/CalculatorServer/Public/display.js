// The calculator's screen, drawn from the module's view as it is: the display, its
// exact form above it (2√2 over 2.82842712474619) and its label, formula entry's
// expression line, the error (or the page's own message),
// the angle and memory badges, the mode switch and the more-digits line; the keypad
// and the tape follow the same view.
import { $ } from "./dom.js";
import { state } from "./state.js";
import { renderEntry } from "./formula-line.js";
import { renderTape } from "./tape.js";

// The keypad's layout for the window: "phone" in a narrow portrait window (the
// scientific keys behind 2nd), "wide" elsewhere (every key at once).
const phoneWindow = matchMedia("(max-width: 599px) and (orientation: portrait)");

// The keypad's layout for the window now: "phone" or "wide".
export const layout = () => (phoneWindow.matches ? "phone" : "wide");

// Shows the page's own message (a refused key, a module that could not start) instead
// of the view's error; "" shows the view's error again.
export function showMessage(text) {
  state.message = text;
  renderError();
}

function renderError() {
  const text = state.message || (state.view && state.view.error) || "";
  if ($("error").textContent !== text) $("error").textContent = text;
}

// Draws the screen, the keypad and the tape for the current view (nothing before
// there is one).
export function render() {
  const view = state.view;
  if (!view) return;
  // S⇔D: the exact form first (the display) and the decimal second, or the other way.
  const form = view.error ? null : view.exact;
  const exactFirst = Boolean(form) && view.exactFirst;
  const display = $("display");
  display.textContent = view.error ? "Error" : exactFirst ? form : view.display;
  display.classList.toggle("long", display.textContent.length > 11);
  display.classList.toggle("preview", view.mode === "formula" && view.label === "");
  display.scrollLeft = display.scrollWidth;
  const exact = $("exact");
  exact.hidden = !form;
  exact.textContent = !form ? "" : exactFirst ? `≈ ${view.display}` : form;
  exact.setAttribute("aria-label", exactFirst ? "Decimal" : "Exact form");
  $("exact-button").setAttribute("aria-pressed", String(view.exactFirst));
  $("label").textContent = view.label;
  $("label").scrollLeft = $("label").scrollWidth;
  renderEntry(view);
  const memory = $("memory");
  memory.hidden = view.memoryDisplay === null || view.memoryDisplay === undefined;
  memory.textContent = memory.hidden ? "" : `M = ${view.memoryDisplay}`;
  $("angle-badge").textContent = view.angle === "deg" ? "DEG" : "RAD";
  for (const button of $("modes").children) {
    button.setAttribute("aria-pressed", String(button.dataset.key === view.mode));
  }
  if (state.keypad) state.keypad.update(view, layout());
  renderTape(view.tape);
  renderError();
}

// Draws `view` (a view the module answered) unless it is the one drawn already: a
// slider's move answers the same view each time, and the expression line's caret
// costs a layout to draw again.
export function showView(view) {
  if (state.view !== null && JSON.stringify(view) === JSON.stringify(state.view)) return;
  state.view = view;
  render();
}

// Shows the more-digits view's value: `digits`, the value with 100 significant digits
// the module answered, or why there are none (null).
export function renderMoreDigits(digits) {
  $("more-digits").textContent =
    digits === null || digits === undefined
      ? "No more digits: the exact engine cannot decide this value's digits cheaply."
      : digits;
}

// The three entry modes as a switch, from the mode keys of the key table `table`.
export function drawModeSwitch(table) {
  $("modes").replaceChildren(...["algebraic", "rpn", "formula"].map((name) => {
    const key = table.find((entry) => entry.name === name);
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.key = name;
    button.textContent = key.symbol;
    button.setAttribute("aria-label", key.spoken);
    return button;
  }));
}

// Makes the screen follow the window and its mode switch work: the keypad changes
// layout when the window does, and a mode clicked is pressed with `press` (session.js)
// without taking the focus.
export function listenToScreen(press) {
  phoneWindow.addEventListener("change", () => render());
  $("modes").addEventListener("mousedown", (event) => event.preventDefault());
  $("modes").addEventListener("click", (event) => {
    const button = event.target.closest("button[data-key]");
    if (button) press({ keys: [button.dataset.key] });
  });
}
