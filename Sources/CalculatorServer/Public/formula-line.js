// Formula entry's expression line: the entry the module's view holds, drawn with a
// caret at its cursor.
import { $ } from "./dom.js";

// Draws the expression line for `view`, shown in formula entry only: the entry with
// a caret at the cursor (counted in Unicode scalars, as the module counts it),
// scrolled so that the caret shows.
export function renderEntry(view) {
  const line = $("entry");
  line.hidden = view.mode !== "formula";
  if (line.hidden) return;
  const characters = Array.from(view.entry || "");
  const cursor = Math.max(0, Math.min(characters.length, view.cursor || 0));
  const caret = document.createElement("span");
  caret.className = "caret";
  caret.setAttribute("aria-hidden", "true");
  line.replaceChildren(characters.slice(0, cursor).join(""), caret, characters.slice(cursor).join(""));
  line.setAttribute("aria-label", `Expression: ${view.entry || "empty"}, cursor at ${cursor}`);
  caret.scrollIntoView({ block: "nearest", inline: "nearest" });
}
