// The shortcut list (`?`): the keyboard bindings of the key table, then the page's
// own keys, in a dialog.
import { shortcutRows } from "./keypad.js";
import { $ } from "./dom.js";

// Writes the shortcut list from the key table `table`, then the page's own keys.
export function drawShortcuts(table) {
  const kbd = (keys) => keys.map((key) => `<kbd>${escapeHTML(key)}</kbd>`).join(" ");
  const rows = shortcutRows(table).map((row) =>
    `<tr><th scope="row">${escapeHTML(row.symbol)}</th><td>${kbd(row.keypad) || "—"}</td><td>${kbd(row.formula) || "—"}</td></tr>`);
  rows.push(
    '<tr><th scope="row">Graph</th><td><kbd>g</kbd></td><td><kbd>Alt+g</kbd></td></tr>',
    '<tr><th scope="row">more digits</th><td><kbd>v</kbd></td><td><kbd>Alt+v</kbd></td></tr>',
    '<tr><th scope="row">copy / paste</th><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td></tr>',
    '<tr><th scope="row">this list</th><td><kbd>?</kbd></td><td><kbd>?</kbd></td></tr>',
    '<tr><th scope="row">graph view</th><td colspan="2"><kbd>←</kbd> <kbd>→</kbd> trace, <kbd>n</kbd> <kbd>p</kbd> (or <kbd>Tab</kbd> on the plot) points of interest, <kbd>↑</kbd> <kbd>↓</kbd> <kbd>Shift</kbd>+arrows pan, <kbd>+</kbd> <kbd>-</kbd> zoom, <kbd>f</kbd> fit, <kbd>0</kbd> reset, <kbd>d</kbd> dots, <kbd>g</kbd> grid, <kbd>t</kbd> trace toggle, <kbd>Escape</kbd> back</td></tr>');
  $("shortcut-rows").innerHTML = rows.join("");
}

function escapeHTML(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

// Opens the shortcut list.
export function showShortcuts() {
  $("shortcuts").showModal();
}

// Whether the shortcut list is open (the keyboard is then its own).
export function shortcutsOpen() {
  return $("shortcuts").open;
}
