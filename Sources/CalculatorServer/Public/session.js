// The module's keypad as the page uses it: a press and the view it answers drawn,
// the keypad's state saved to local storage a moment after a change and restored on
// load, and the "more digits" view that rides along with each press.
import { CalculatorError } from "./calculator-wasm.js";
import { $ } from "./dom.js";
import { state } from "./state.js";
import { STORE, loadText, save, saveText } from "./storage.js";
import { render, renderMoreDigits, showMessage } from "./display.js";

// Presses keys (or pastes, clears the tape, presses the graph key: the body of
// /api/press) on the module's keypad and draws its view. Answers the module's
// answer, or null when it refused (its message is shown) or is still loading
// (the request is pressed as soon as it is ready).
export function press(request) {
  if (state.calculator === null) {
    state.waiting.push(request);
    return null;
  }
  let answer;
  try {
    if (state.moreDigitsShown && typeof request === "object") request = { ...request, digits: true };
    answer = state.calculator.sessionPress(request);
  } catch (error) {
    showMessage(failure(error));
    return null;
  }
  const angleChanged = state.view !== null && state.view.angle !== answer.view.angle;
  state.view = answer.view;
  state.unsaved = true;
  saveSoon();
  showMessage("");
  render();
  // The rows' answers follow the angle unit; a graph open beside the keypad follows
  // formula entry's curve and the rows it defines.
  if (angleChanged) state.sheet?.worksheet();
  if (state.sheet !== null && !$("graph-view").hidden && !$("calculator").hidden) state.sheet.followGraph();
  if (state.moreDigitsShown) renderMoreDigits(answer.digits);
  return answer;
}

// Opens or closes the "more digits" view (`v`, Alt+v in formula entry): while it is
// open, each press also asks the module for the value with 100 significant digits,
// every one right.
export function toggleMoreDigits() {
  state.moreDigitsShown = !state.moreDigitsShown;
  $("digits-button").setAttribute("aria-pressed", String(state.moreDigitsShown));
  $("more-digits").hidden = !state.moreDigitsShown;
  if (state.moreDigitsShown) press({});
}

// What to say about an error from the module: its message for a refused request,
// else (a bug: the module stopped) that reloading helps.
export function failure(error) {
  if (error instanceof CalculatorError) return error.message;
  return `The calculator hit a bug (${error.message}); reload the page to go on.`;
}

// Saves the keypad within a third of a second, once however many keys arrive: the
// state's text is written off the path from key to display.
export function saveSoon() {
  if (state.saveTimer === 0) state.saveTimer = setTimeout(saveNow, 300);
}

// Writes the keypad's state and view to local storage if they changed.
export function saveNow() {
  clearTimeout(state.saveTimer);
  state.saveTimer = 0;
  if (state.calculator === null || !state.unsaved) return;
  try {
    const answer = state.calculator.sessionPress({ saveState: true });
    save(STORE.state, answer.state);
    save(STORE.view, answer.view);
    state.unsaved = false;
  } catch (error) {
    showMessage(failure(error));
  }
}

// Loads the keypad saved in local storage into the module. A state the module
// refuses (damaged, or from a version that wrote something else) is set aside,
// under its own key, and the calculator starts over with a message.
export function restore() {
  const saved = loadText(STORE.state);
  if (saved !== null && saved !== "null") {
    try {
      state.view = state.calculator.sessionPress(`{"state":${saved}}`).view;
      return;
    } catch (error) {
      if (!(error instanceof CalculatorError)) throw error;
      saveText(STORE.setAside, saved);
      saveText(STORE.state, "null");
      saveText(STORE.view, "null");
      showMessage("The saved calculation could not be restored; starting over.");
    }
  }
  state.view = state.calculator.sessionPress({}).view;
}
