// The worksheet: a list of rows, each an expression or a definition, with each row's
// answer beside it, kept by the module's keypad (calculator_session_worksheet) and
// saved with it. Every edit, slider move, hide, undo and redo is one call of the
// module with the edits in order, and the rows it answers are drawn as they come: the
// text, the answer (or the error, or the function as defined), the curve's colour,
// the slider of a plain number row (with its Range: the min, max and step to type),
// and the table of values below a curve row. Rows
// are updated in place, so the row being typed in keeps its focus and caret. No
// number is formatted or evaluated here.
import { $ } from "./dom.js";
import { state } from "./state.js";
import { showMessage, showView } from "./display.js";
import { failure, saveSoon } from "./session.js";
import { graph } from "./graph-view.js";

// The rows a table shows.
const TABLE_ROWS = 10;

// The row whose slider's range fields are open, or null (one at a time, as the table).
let openRange = null;

// Applies `edits` (the module's edit objects, in order) to the keypad's worksheet and
// draws the rows it answers, the open table's values and, when the graph is open, a
// new frame with the curves as they are now. Answers the module's answer, or null when
// it refused (its message shows; the edits before the refused one stay, and are drawn)
// or is still loading. `typing`, the field the edit came from, keeps what it shows;
// `quick` draws the graph's frame without its points of interest (a slider dragged).
export function worksheet(edits = [], typing = null, quick = false) {
  if (state.calculator === null) return null;
  let answer;
  try {
    answer = state.calculator.sessionWorksheet(request(edits));
  } catch (error) {
    showMessage(failure(error));
    // The edits before the refused one stay applied: draw the rows as they are (an
    // open table keeps the values it had: its start or step may be half typed).
    try {
      drawAnswer(state.calculator.sessionWorksheet({}), edits.length > 0, typing, quick);
    } catch {
      // The module stopped: the message above says to reload.
    }
    return null;
  }
  // A call that only draws the rows (on load) leaves the page's message (a saved
  // state set aside) as it is.
  if (edits.length > 0 || state.table !== null) showMessage("");
  drawAnswer(answer, edits.length > 0, typing, quick);
  return answer;
}

// The body of a call: the edits, and the open table's rows from its start and step.
function request(edits) {
  const body = edits.length > 0 ? { edits } : {};
  if (state.table !== null) {
    body.table = { row: state.table.row, start: state.table.start, step: state.table.step, count: TABLE_ROWS };
  }
  return body;
}

// Draws an answer of the module: the keypad's view, the rows, the table. After edits
// (`changed`) the keypad's state is saved soon, as after a press, and an open graph
// follows (`quick`: without its points of interest).
function drawAnswer(answer, changed, typing, quick) {
  if (changed) {
    state.unsaved = true;
    saveSoon();
  }
  showView(answer.view);
  drawRows(answer.worksheet, typing);
  drawTable(answer.table, typing);
  if (changed && !$("graph-view").hidden) graph({ points: !quick });
}

// Brings the list up to date with `sheet`'s rows: each row's item is kept and changed
// in place, items are added or removed at the end only; `typing` is left as it is.
function drawRows(sheet, typing) {
  state.worksheet = sheet;
  const list = $("rows");
  while (list.children.length > sheet.rows.length) list.lastElementChild.remove();
  while (list.children.length < sheet.rows.length) list.append(rowItem(list.children.length));
  sheet.rows.forEach((row, index) => drawRow(list.children[index], row, index, typing));
  $("sheet-undo").disabled = !sheet.canUndo;
  $("sheet-redo").disabled = !sheet.canRedo;
  $("sheet-empty").hidden = sheet.rows.length > 0;
  // A table whose row went, or is no longer a curve, closes.
  if (state.table !== null && !(sheet.rows[state.table.row]?.plots)) state.table = null;
}

// A new row's item, for row `index`: the swatch, the text, the answer, the Table and
// Delete buttons, the slider with its Range button and range fields, and the table,
// each drawn by drawRow.
function rowItem(index) {
  const item = document.createElement("li");
  item.className = "sheet-row";
  const line = element("div", "row-line");
  const swatch = element("button", "swatch");
  swatch.type = "button";
  const input = element("input", "row-text");
  Object.assign(input, { type: "text", id: `row-text-${index}`, spellcheck: false, autocomplete: "off" });
  const output = element("output", "answer");
  output.htmlFor = input.id;
  const table = element("button", "small row-table");
  table.type = "button";
  table.textContent = "Table";
  table.setAttribute("aria-controls", `row-values-${index}`);
  const remove = element("button", "small row-delete");
  remove.type = "button";
  remove.textContent = "×";
  line.append(swatch, input, output, table, remove);
  const slide = element("div", "row-slide");
  const slider = element("input", "row-slider");
  slider.type = "range";
  const toggle = element("button", "small row-range-toggle");
  toggle.type = "button";
  toggle.textContent = "Range";
  toggle.setAttribute("aria-controls", `row-range-${index}`);
  slide.append(slider, toggle);
  const range = rangeFields(index);
  const values = element("div", "row-values");
  values.id = `row-values-${index}`;
  values.hidden = true;
  item.append(line, slide, range, values);
  return item;
}

// Row `index`'s range fields, hidden: Min, Max and Step (texts, sent on change or
// Enter), and Automatic, which gives the slider its automatic range back.
function rangeFields(index) {
  const range = element("div", "row-range");
  range.id = `row-range-${index}`;
  range.setAttribute("role", "group");
  range.hidden = true;
  const field = (label, className) => labelledField(label, "range-field", className);
  const automatic = element("button", "small range-automatic");
  automatic.type = "button";
  automatic.textContent = "Automatic";
  range.append(field("Min ", "range-min"), field("Max ", "range-max"), field("Step ", "range-step"), automatic);
  return range;
}

// A number field of class `className` in a label of class `wrapClass` reading `label`.
function labelledField(label, wrapClass, className) {
  const wrap = element("label", wrapClass);
  const input = element("input", className);
  Object.assign(input, { type: "text", spellcheck: false, autocomplete: "off", inputMode: "decimal" });
  wrap.append(label, input);
  return wrap;
}

function element(tag, className) {
  const made = document.createElement(tag);
  made.className = className;
  return made;
}

// Draws `row` (the module's Row) in its item, changing only what changed; the field
// being typed in or dragged (`typing`) is left as it is.
function drawRow(item, row, index, typing) {
  const n = index + 1;
  item.dataset.index = String(index);
  const [swatch, input, output, table, remove] = item.firstElementChild.children;
  const [, slide, range, values] = item.children;
  if (input.value !== row.text && input !== typing) input.value = row.text;
  input.setAttribute("aria-label", `Row ${n}`);
  // The swatch: the curve's colour (the graph's curve of the same index), hollow for a
  // hidden curve, none for a row that is not a curve.
  item.dataset.plots = String(row.plots);
  swatch.hidden = !row.plots;
  if (row.curve === null) delete swatch.dataset.curve;
  else swatch.dataset.curve = String(row.curve);
  swatch.setAttribute("aria-pressed", String(row.hidden));
  swatch.setAttribute("aria-label", `Hide curve of row ${n}`);
  const value = row.exact ? `${row.exact} ≈ ${row.display}` : row.display;
  const shown = row.error !== null ? row.error : row.display !== "" ? value : row.description;
  if (output.textContent !== shown) output.textContent = shown;
  output.classList.toggle("failed", row.error !== null);
  output.classList.toggle("defined", row.error === null && row.display === "");
  output.title = shown;
  table.hidden = !row.plots;
  table.setAttribute("aria-label", `Table of row ${n}`);
  table.setAttribute("aria-expanded", String(state.table !== null && state.table.row === index));
  remove.setAttribute("aria-label", `Delete row ${n}`);
  drawSlider(slide, row, typing);
  drawRange(range, slide.lastElementChild, row, index, typing);
  if (state.table === null || state.table.row !== index) values.hidden = true;
}

// A plain number row's slider, from the answer's min, max, step and value; the slider
// being dragged (`typing`) keeps its own value.
function drawSlider(slide, row, typing) {
  const slider = slide.firstElementChild;
  slide.hidden = slider.hidden = row.slider === null;
  if (row.slider === null) return;
  const { min, max, step, value } = row.slider;
  if (slider.min !== min) slider.min = min;
  if (slider.max !== max) slider.max = max;
  if (slider.step !== step) slider.step = step;
  if (slider !== typing && slider.value !== value) slider.value = value;
  slider.setAttribute("aria-valuetext", value);
  slider.setAttribute("aria-label", `${row.name} slider`);
}

// The Range button and, when open, the range fields of a slider row, filled from the
// answer's min, max and step; a field being typed in (`typing`, or focused) keeps what
// it shows, so a refused range stays as typed.
function drawRange(range, toggle, row, index, typing) {
  if (row.slider === null && openRange === index) openRange = null;
  const open = openRange === index;
  toggle.setAttribute("aria-expanded", String(open));
  if (row.slider !== null) toggle.setAttribute("aria-label", `Range of ${row.name} slider`);
  range.hidden = !open;
  if (!open) return;
  range.setAttribute("aria-label", `Range of ${row.name} slider`);
  const [min, max, step] = range.querySelectorAll("input");
  for (const [field, text] of [[min, row.slider.min], [max, row.slider.max], [step, row.slider.step]]) {
    if (field !== typing && field !== document.activeElement && field.value !== text) field.value = text;
  }
  range.querySelector(".range-automatic").disabled = row.slider.automatic;
}

// Sends row `index`'s range as its fields have it (`typing`, the field it came from,
// keeps its text when the module refuses it).
function sendRange(index, typing) {
  const [min, max, step] = [...$("rows").children[index].querySelectorAll(".row-range input")]
    .map((field) => field.value.trim());
  worksheet([{ range: index, min, max, step }], typing);
}

// Opens row `index`'s range fields, its Min focused, or closes them when open.
function toggleRange(index) {
  openRange = openRange === index ? null : index;
  worksheet();
  if (openRange === index) $("rows").children[index].querySelector(".range-min").focus();
}

// The open table's values ({rows: [{x, y}]}, or undefined when none was asked for),
// drawn below its row with its start and step (the one being typed in, `typing`, as
// it is).
function drawTable(table, typing) {
  if (state.table === null || table === undefined) return;
  const index = state.table.row;
  const values = $("rows").children[index].querySelector(".row-values");
  if (values.childElementCount === 0) values.append(...tableParts());
  values.hidden = false;
  const [start, step, grid] = values.querySelectorAll(".table-start, .table-step, table");
  if (start !== typing && start.value !== state.table.start) start.value = state.table.start;
  if (step !== typing && step.value !== state.table.step) step.value = state.table.step;
  grid.caption.textContent = `Values of row ${index + 1}: ${state.worksheet.rows[index].text}`;
  grid.tBodies[0].replaceChildren(...table.rows.map(({ x, y }) => {
    const line = document.createElement("tr");
    const cells = [x, y].map((text) => {
      const cell = document.createElement("td");
      cell.textContent = text;
      return cell;
    });
    line.append(...cells);
    return line;
  }));
}

// The table's start and step fields and its empty table.
function tableParts() {
  const field = (label, className) => labelledField(label, "table-field", className);
  const grid = document.createElement("table");
  grid.createCaption();
  grid.createTHead().innerHTML = '<tr><th scope="col">x</th><th scope="col">y</th></tr>';
  grid.createTBody();
  const fields = element("div", "table-fields");
  fields.append(field("Start ", "table-start"), field("Step ", "table-step"));
  return [fields, grid];
}

// Opens the table below row `index` (start 0, step 1), or closes it when it is open.
function toggleTable(index) {
  const open = state.table !== null && state.table.row === index;
  state.table = open ? null : { row: index, start: "0", step: "1" };
  worksheet();
}

// Puts the caret in row `index`'s text, at its end.
function focusRow(index) {
  const input = $("rows").children[index]?.querySelector(".row-text");
  if (!input) return;
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}

// A new empty row at `index` (the end when none), focused.
function addRow(index) {
  const at = index === undefined ? state.worksheet?.rows.length ?? 0 : index;
  if (state.table !== null && state.table.row >= at) state.table.row += 1;
  if (openRange !== null && openRange >= at) openRange += 1;
  if (worksheet([{ insert: "", at }]) !== null) focusRow(at);
}

// Deletes row `index` and focuses the row now at `focus` (clamped to the rows), or
// Add row when none is left. The open table follows its row, or closes with it.
function deleteRow(index, focus) {
  if (state.table !== null && state.table.row === index) state.table = null;
  else if (state.table !== null && state.table.row > index) state.table.row -= 1;
  if (openRange === index) openRange = null;
  else if (openRange !== null && openRange > index) openRange -= 1;
  if (worksheet([{ delete: index }]) === null) return;
  const rows = state.worksheet.rows.length;
  if (rows > 0) focusRow(Math.max(0, Math.min(focus, rows - 1)));
  else $("add-row").focus();
}

// The row of the list's item that holds `target`, or -1.
function rowOf(target) {
  const item = target.closest(".sheet-row");
  return item ? Number(item.dataset.index) : -1;
}

// Makes the worksheet work: typing in a row sends its text, Enter adds a row below,
// Backspace in an empty row deletes it, the swatch hides or shows the curve, the
// slider sets the row's number (dragged, or moved by the arrow keys: both fire input,
// and the graph follows without its points of interest until change, when it is let go),
// Range opens its min, max and step (sent on change or Enter, not at each key, so a
// half-typed number is not refused), Table opens the values and its start and step
// change them, × deletes; Add row, Undo and Redo; on a phone, Keys hides or shows the
// keypad below the rows.
export function listenToWorksheet() {
  const list = $("rows");
  list.addEventListener("input", (event) => {
    const target = event.target;
    const index = rowOf(target);
    if (target.classList.contains("row-text")) worksheet([{ edit: index, text: target.value }], target);
    else if (target.classList.contains("row-slider")) worksheet([{ slide: index, value: target.value }], target, true);
    else if (target.classList.contains("table-start") && state.table) {
      state.table.start = target.value;
      worksheet([], target);
    } else if (target.classList.contains("table-step") && state.table) {
      state.table.step = target.value;
      worksheet([], target);
    }
  });
  list.addEventListener("change", (event) => {
    if (event.target.closest(".row-range")) sendRange(rowOf(event.target), event.target);
    // The slider let go: the graph's points of interest, left out while it moved.
    else if (event.target.classList.contains("row-slider") && !$("graph-view").hidden) graph();
  });
  list.addEventListener("keydown", (event) => {
    const target = event.target;
    if (event.key === "Enter" && target.closest(".row-range") && target.tagName === "INPUT") {
      event.preventDefault();
      sendRange(rowOf(target), target);
      return;
    }
    if (!target.classList.contains("row-text") || event.isComposing) return;
    if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
    const index = rowOf(target);
    if (event.key === "Enter") {
      event.preventDefault();
      addRow(index + 1);
    } else if (event.key === "Backspace" && target.value === "") {
      event.preventDefault();
      deleteRow(index, index - 1);
    }
  });
  list.addEventListener("click", (event) => {
    const button = event.target.closest("button");
    if (!button) return;
    const index = rowOf(button);
    if (button.classList.contains("swatch")) {
      worksheet([{ hide: index, hidden: !state.worksheet.rows[index].hidden }]);
    } else if (button.classList.contains("row-table")) {
      toggleTable(index);
    } else if (button.classList.contains("row-range-toggle")) {
      toggleRange(index);
    } else if (button.classList.contains("range-automatic")) {
      worksheet([{ range: index, automatic: true }]);
      button.closest(".row-range").querySelector(".range-min").focus();
    } else if (button.classList.contains("row-delete")) {
      deleteRow(index, index);
    }
  });
  $("add-row").addEventListener("click", () => addRow());
  $("sheet-keys").addEventListener("click", (event) => {
    const shown = event.currentTarget.getAttribute("aria-expanded") !== "true";
    event.currentTarget.setAttribute("aria-expanded", String(shown));
    $("calculator").dataset.keys = shown ? "shown" : "hidden";
  });
  $("show-tape").addEventListener("click", () => {
    showBand("tape");
    $("show-sheet").focus();
  });
  $("show-sheet").addEventListener("click", () => {
    showBand("sheet");
    $("show-tape").focus();
  });
  $("sheet-undo").addEventListener("click", () => worksheet([{ undo: true }]));
  $("sheet-redo").addEventListener("click", () => worksheet([{ redo: true }]));
}

// A new frame of a graph open beside the keypad, after a press: formula entry's curve
// and the rows a definition changed, as they are now.
export function followGraph() {
  if (state.view?.mode === "formula") {
    worksheet();
    graph();
  }
}

// A tape entry (0 the oldest) put in a new row at the end, shown.
export function tapeToRow(index) {
  if (worksheet([{ fromTape: index }]) !== null) showBand("sheet");
}

// Shows the worksheet ("sheet") or the tape ("tape") where the window has room for
// one of them only (below 1000 px; wider, both show).
export function showBand(name) {
  $("calculator").dataset.band = name;
}
