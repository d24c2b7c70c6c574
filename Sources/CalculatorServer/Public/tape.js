// The tape: the list of past calculations, brought up to date with each view, whose
// entries recall or copy themselves or go into a new worksheet row, and its Copy and
// Clear buttons.
import { $ } from "./dom.js";
import { state } from "./state.js";

// Brings the tape's list up to date with the view's `entries` with the fewest
// changes: entries usually arrive at the end and the oldest leave the front (at most
// 100), so only those items are added and removed, not the whole list rebuilt for
// each key.
export function renderTape(entries) {
  const shown = state.shownTape;
  const same = (a, b, count) => {
    for (let i = 0; i < count; i += 1) if (a[i] !== b[i]) return false;
    return true;
  };
  if (entries.length === shown.length && same(entries, shown, entries.length)) return;
  let dropped = 0; // the entries gone from the front, the rest kept in order
  while (dropped < shown.length) {
    const kept = shown.length - dropped;
    if (kept <= entries.length && same(shown.slice(dropped), entries, kept)) break;
    dropped += 1;
  }
  const list = $("tape");
  for (let i = 0; i < dropped; i += 1) list.firstElementChild.remove();
  list.append(...entries.slice(shown.length - dropped).map(tapeItem));
  renumberTape();
  state.shownTape = entries;
  list.scrollTop = list.scrollHeight;
}

// One tape entry: the calculation as a button that recalls it, a button that puts
// it in a new worksheet row, and a button that copies it.
function tapeItem(entry) {
  const item = document.createElement("li");
  const recall = document.createElement("button");
  recall.type = "button";
  recall.className = "recall";
  recall.textContent = entry;
  const copy = document.createElement("button");
  copy.type = "button";
  copy.className = "copy";
  copy.textContent = "copy";
  const row = document.createElement("button");
  row.type = "button";
  row.className = "to-row";
  row.textContent = "→ row";
  item.append(recall, row, copy);
  return item;
}

// Each entry's position (0 the oldest) and names that say what its buttons do.
function renumberTape() {
  [...$("tape").children].forEach((item, index) => {
    item.dataset.index = String(index);
    const entry = item.querySelector(".recall").textContent;
    item.querySelector(".recall").setAttribute("aria-label", `Recall ${entry}`);
    item.querySelector(".to-row").setAttribute("aria-label", `Put entry ${index + 1} in a new row`);
    item.querySelector(".copy").setAttribute("aria-label", `Copy ${entry}`);
  });
}

// Copies `text` and says `done` beside the tape (never over the calculator's error).
async function copyText(text, done) {
  let said;
  try {
    await navigator.clipboard.writeText(text);
    said = done;
  } catch {
    said = "Copying is not allowed here.";
  }
  $("tape-status").textContent = said;
  clearTimeout(state.tapeStatusTimer);
  state.tapeStatusTimer = setTimeout(() => { $("tape-status").textContent = ""; }, 3000);
}

// Makes the tape's buttons work: an entry recalls itself, copies itself or goes into
// a new worksheet row, Copy copies the whole tape and Clear clears it. `press` presses
// a request on the module's keypad (session.js); `toRow` puts entry N (0 the oldest)
// in a new row (worksheet.js).
export function listenToTape(press, toRow) {
  // A clicked entry does not take the focus, so that Enter stays =.
  $("tape").addEventListener("mousedown", (event) => {
    if (event.target.closest("button")) event.preventDefault();
  });
  $("tape").addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    const item = button.closest("li");
    if (button.classList.contains("copy")) {
      copyText(item.querySelector(".recall").textContent, "Entry copied.");
    } else if (button.classList.contains("to-row")) {
      toRow(Number(item.dataset.index));
    } else {
      press({ recall: Number(item.dataset.index) });
    }
  });
  $("clear-tape").addEventListener("click", () => press({ clearTape: true }));
  $("copy-tape").addEventListener("click", () => copyText(state.view ? state.view.tape.join("\n") : "", "Tape copied."));
}
