// The page's saved state in local storage: the keys it is kept under, and text and
// JSON read and written (storage full or disabled is no error: the page just forgets).

// The local storage keys: the module's keypad state (with its graph), its view, and a
// state the module refused on load (set aside, not lost).
export const STORE = {
  state: "calculator.state", view: "calculator.view", setAside: "calculator.state.set-aside",
};

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
