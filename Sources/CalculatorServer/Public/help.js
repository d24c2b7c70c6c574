// The shortcut list (`?`): the keyboard bindings of the key table, then the page's
// own keys, then the graph view's keys, in a dialog.
import { shortcutRows } from "./keypad.js";
import { $ } from "./dom.js";

// Writes the shortcut list from the key tables `table` (`calculator_key_table`): the
// keys' bindings, the page's own keys, then the graph view's keys.
export function drawShortcuts(table) {
  const rows = shortcutRows(table.keys).map((row) =>
    `<tr><th scope="row">${escapeHTML(row.symbol)}</th><td>${kbd(row.keypad) || "—"}</td><td>${kbd(row.formula) || "—"}</td></tr>`);
  rows.push(
    '<tr><th scope="row">Graph</th><td><kbd>g</kbd></td><td><kbd>Alt+g</kbd></td></tr>',
    '<tr><th scope="row">more digits</th><td><kbd>v</kbd></td><td><kbd>Alt+v</kbd></td></tr>',
    '<tr><th scope="row">copy / paste</th><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td><td><kbd>Ctrl+C</kbd> <kbd>Ctrl+V</kbd></td></tr>',
    '<tr><th scope="row">this list</th><td><kbd>?</kbd></td><td><kbd>?</kbd></td></tr>');
  $("shortcut-rows").innerHTML = rows.join("");
  const graphRows = table.graphKeys.map((row) =>
    `<tr><th scope="row">${escapeHTML(row.summary)}</th><td>${kbd(row.keyboard)}</td></tr>`);
  graphRows.push('<tr><th scope="row">points of interest, on the plot</th><td><kbd>Tab</kbd></td></tr>');
  $("graph-shortcut-rows").innerHTML = graphRows.join("");
}

function kbd(keys) {
  return keys.map((key) => `<kbd>${escapeHTML(key)}</kbd>`).join(" ");
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
