// The keyboard, as the key table binds it (keypad.js), and the page's own keys: `?`
// the shortcut list, `g` (Alt+g in formula entry) the graph, `v` (Alt+v) more
// digits, Ctrl+C and Ctrl+V copy and paste; in the graph view, its own keys. Keys,
// copy and paste in a text field or slider (the worksheet's) are the field's own.
import { boundKey } from "./keypad.js";
import { state } from "./state.js";
import { press, toggleMoreDigits } from "./session.js";
import { shortcutsOpen, showShortcuts } from "./help.js";
import { graphHasKeys, openGraph, pressGraphKey } from "./graph-view.js";

// A key pressed on the calculator. In formula entry a printable character with no
// binding is typed into the entry.
function calculatorKey(event) {
  // Enter or Space on a key reached with Tab presses that key, as on any button.
  const focused = document.activeElement;
  if ((event.key === "Enter" || event.key === " ") && focused && focused.tagName === "BUTTON") return;
  const mode = state.view ? state.view.mode : "algebraic";
  const plain = !event.ctrlKey && !event.metaKey && !event.altKey;
  const typesText = mode === "formula" && plain && event.key.length === 1;
  if (event.key === "?" || (event.key === "g" && !typesText) || (event.code === "KeyG" && event.altKey)) {
    event.preventDefault();
    if (event.key === "?") showShortcuts();
    else openGraph();
    return;
  }
  if ((event.key === "v" && !typesText) || (event.code === "KeyV" && event.altKey)) {
    event.preventDefault();
    toggleMoreDigits();
    return;
  }
  const name = boundKey(state.keyTable.keys, event, mode);
  if (name !== null) {
    event.preventDefault();
    if (state.keypad) state.keypad.flash(name);
    press({ keys: [name] });
  } else if (typesText) {
    event.preventDefault();
    press({ paste: event.key });
  }
}

// A key pressed in the graph view: the graph key table's binding for it
// (`Shift+` before an arrow), pressed in the module's graph session; `?` the list.
function graphKey(event) {
  const name = (event.shiftKey && event.key.startsWith("Arrow") ? "Shift+" : "") + event.key;
  const row = state.keyTable.graphKeys.find((entry) => entry.keyboard.includes(name));
  if (!row) return;
  event.preventDefault();
  if (row.key === "help") showShortcuts();
  else pressGraphKey(row.key);
}

// Makes the keyboard work on the page: its keys (none while the shortcut list is
// open; the graph view's own while it is open), and copy and paste: copy the display
// as plain ASCII, paste text entered as a typed expression.
export function listenToKeyboard() {
  document.addEventListener("keydown", (event) => {
    if (shortcutsOpen() || inField(event.target)) return;
    if (graphHasKeys()) {
      if (!event.ctrlKey && !event.metaKey && !event.altKey) graphKey(event);
      return;
    }
    calculatorKey(event);
  });
  document.addEventListener("copy", (event) => {
    const view = state.view;
    if (String(window.getSelection()) !== "" || !view || inField(document.activeElement)) return;
    event.preventDefault();
    event.clipboardData.setData("text/plain", view.error ? "" : view.display.replace(/−/g, "-"));
  });
  document.addEventListener("paste", (event) => {
    const text = event.clipboardData.getData("text/plain").trim();
    if (text === "" || graphHasKeys() || inField(event.target)) return;
    event.preventDefault();
    press({ paste: text });
  });
}

// Whether `target` is a field that takes keys itself: a text input or a slider.
function inField(target) {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
}
