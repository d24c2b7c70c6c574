// The page's keypad, keyboard and shortcut list, drawn from the key tables that the
// WebAssembly module answers: each key's name, symbol, spoken name, keyboard
// bindings and modes, and the two layouts, come from there (the controller's
// KeypadLayouts); this file only draws them.
//
// "phone" (a narrow portrait window) and "wide" (phone landscape, tablet, desktop). A
// slot is `primary|second` (second: what 2nd shows; the primary stays when there is
// none), each a list `a/b` of candidates of which the first that acts in the current
// mode is drawn, `-` for an empty cell, or `|` for the narrow gap between the wide
// layout's two blocks. Page keys that are not in the table: `2nd`, `graph` and
// `angle` (Deg in radians, Rad in degrees). The three mode keys are the switch above
// the display (display.js).

const MODES = ["algebraic", "rpn", "formula"];

/** The keypad of the page: draws itself from `table` into `container`. */
export class Keypad {
  /**
   * @param {{keys: Array, layouts: {phone: string[], wide: string[]}}} table the key
   *   tables (`calculator_key_table`).
   * @param {HTMLElement} container where the buttons go.
   * @param {(name: string) => void} onKey called with a key's name when it is clicked
   *   (`graph` for the graph key).
   */
  constructor(table, container, onKey) {
    this.table = new Map(table.keys.map((key) => [key.name, key]));
    this.layouts = table.layouts;
    this.container = container;
    this.second = false;
    this.mode = "algebraic";
    this.angle = "rad";
    this.layout = "wide";
    this.buttons = new Map();
    // The mode keys are drawn as the switch above the display, not here.
    const keys = [...this.table.keys()].filter((name) => !MODES.includes(name));
    for (const name of [...keys, "2nd", "graph", "angle"]) {
      this.buttons.set(name, this.makeButton(name));
    }
    container.replaceChildren(...this.buttons.values());
    // A key clicked or tapped does not take the focus, so that Enter and Space go on
    // meaning = and nothing rather than pressing that key again; keys reached with
    // Tab take it as usual.
    container.addEventListener("mousedown", (event) => {
      if (event.target.closest("button")) event.preventDefault();
    });
    container.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-key]");
      if (!button) return;
      if (button.dataset.key === "2nd") {
        this.second = !this.second;
        this.draw();
      } else {
        onKey(button.dataset.key);
      }
    });
  }

  makeButton(name) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = `key ${keyClass(name)}`;
    button.dataset.key = name;
    const key = this.table.get(name);
    button.textContent = key ? key.symbol : { "2nd": "2nd", graph: "Graph" }[name] || "";
    if (key && key.spoken !== key.symbol) button.setAttribute("aria-label", key.spoken);
    if (name === "2nd") button.setAttribute("aria-label", "second functions");
    if (name === "graph") button.id = "graph-key";
    if (name === "angle") button.id = "angle-key";
    if (name === "↲") button.id = "enter-key";
    return button;
  }

  /** Draws the keys for `view`'s mode and angle in `layout` ("phone" or "wide"). */
  update(view, layout) {
    this.mode = view.mode;
    this.angle = view.angle;
    this.layout = layout;
    // Most keys change none of what places the buttons: they stay where they are.
    if (this.placement() !== this.drawnPlacement) this.draw();
    this.buttons.get("undo").disabled = !view.canUndo;
    this.buttons.get("redo").disabled = !view.canRedo;
  }

  // What decides where the buttons go and what they show.
  placement() {
    return `${this.mode} ${this.angle} ${this.layout} ${this.second}`;
  }

  // The key a slot shows now, or null.
  slotKey(slot) {
    const [primary, second] = slot.split("|");
    const choose = (candidates) => candidates.split("/").find((name) => this.acts(name)) || null;
    if (this.layout === "phone" && this.second && second !== undefined) {
      return choose(second) || choose(primary);
    }
    return choose(primary);
  }

  // Whether the key named `name` acts in the current mode.
  acts(name) {
    if (name === "-" || name === "|") return false;
    const key = this.table.get(name);
    return key ? key.modes.includes(this.mode) : this.buttons.has(name);
  }

  draw() {
    this.drawnPlacement = this.placement();
    const rows = this.layouts[this.layout];
    const shown = new Set();
    rows.forEach((row, rowIndex) => {
      row.split(" ").forEach((slot, column) => {
        const name = this.slotKey(slot);
        if (name === null || shown.has(name)) return;
        shown.add(name);
        const button = this.buttons.get(name);
        button.style.gridArea = `${rowIndex + 1} / ${column + 1}`;
      });
    });
    for (const [name, button] of this.buttons) button.hidden = !shown.has(name);
    this.container.style.gridTemplateColumns = rows[0].split(" ")
      .map((slot) => (slot === "|" ? "minmax(0, 0.35fr)" : "minmax(0, 1fr)")).join(" ");
    this.container.style.gridTemplateRows = `repeat(${rows.length}, minmax(0, 1fr))`;
    this.container.dataset.layout = this.layout;
    this.drawToggles();
  }

  // The angle key names the other unit; 2nd says whether it is on.
  drawToggles() {
    const other = this.angle === "deg" ? "rad" : "deg";
    const angle = this.buttons.get("angle");
    angle.textContent = this.table.get(other).symbol;
    angle.setAttribute("aria-label", other === "deg" ? "switch to degrees" : "switch to radians");
    const second = this.buttons.get("2nd");
    second.setAttribute("aria-pressed", String(this.second));
  }

  /** The key name the `angle` page key presses now; other names as they are. */
  resolve(name) {
    if (name === "angle") return this.angle === "deg" ? "rad" : "deg";
    return name;
  }

  /** Flashes the button of key `name` as if pressed (for keys typed on the keyboard). */
  flash(name) {
    const button = this.buttons.get(name);
    if (!button || button.hidden) return;
    button.classList.add("pressed");
    setTimeout(() => button.classList.remove("pressed"), 120);
  }
}

function keyClass(name) {
  if (/^[0-9.]$/.test(name)) return "digit";
  if (["+", "−", "×", "÷", "=", "↲"].includes(name)) return "op";
  return "fn";
}

/**
 * The keyboard as the key table binds it: the name of the key that `event` presses
 * in `mode`, or null.
 */
export function boundKey(table, event, mode) {
  const pressed = keyboardName(event);
  for (const key of table) {
    for (const binding of key.bindings) {
      if (binding.key === pressed && binding.modes.includes(mode)) return key.name;
    }
  }
  return null;
}

// The event's key as the table writes bindings: `s`, `S`, `Enter`,
// `Shift+Backspace`, `Ctrl+Z`, `Ctrl+Shift+Z`, `Alt+s`.
function keyboardName(event) {
  let key = event.key;
  if (event.altKey && /^Key[A-Z]$/.test(event.code)) {
    // Alt changes the character on some systems (Alt+s is ß on a Mac): the key's code.
    const letter = event.code.slice(3);
    key = event.shiftKey ? letter : letter.toLowerCase();
  }
  const prefixes = [];
  if (event.ctrlKey || event.metaKey) prefixes.push("Ctrl");
  if (event.altKey) prefixes.push("Alt");
  if (event.shiftKey && (key.length > 1 || event.ctrlKey || event.metaKey)) prefixes.push("Shift");
  if ((event.ctrlKey || event.metaKey) && key.length === 1) key = key.toUpperCase();
  return [...prefixes, key].join("+");
}

/**
 * The shortcut list's rows, from the table: each keyboard key with the keys it
 * presses in each mode, e.g. ["s", "sin", "Alt+s in formula entry"].
 */
export function shortcutRows(table) {
  const rows = [];
  for (const key of table) {
    const keypad = key.bindings.filter((b) => !b.modes.includes("formula")).map((b) => b.key);
    const formula = key.bindings.filter((b) => b.modes.includes("formula")).map((b) => b.key);
    if (keypad.length === 0 && formula.length === 0) continue;
    rows.push({ name: key.name, symbol: key.symbol, keypad: unique(keypad), formula: unique(formula) });
  }
  return rows;
}

function unique(list) {
  return [...new Set(list)];
}
