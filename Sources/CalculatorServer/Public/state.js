// The page's one mutable state, shared by its modules: each reads and writes
// `state.…`, and none keeps a variable of its own. The view starts as saved last time
// (storage.js); the graph and the worksheet are the module's, saved with its keypad.
import { STORE, load } from "./storage.js";

// The state, grouped by the part of the page that uses it.
export const state = {
  // The calculator: the WebAssembly module and the keypad drawn from its key table.
  calculator: null, // the module's calls, once it is loaded
  // The key tables (keys, layouts, graph keys), from the module (or the server's copy
  // while it loads).
  keyTable: { keys: [], layouts: { phone: [], wide: [] }, graphKeys: [] },
  keypad: null, // the keypad drawn from it
  view: load(STORE.view), // the view the module answered last (the saved one at first), or null
  waiting: [], // what was pressed before the module loaded, in order
  message: "", // the page's own message, shown instead of the view's error
  moreDigitsShown: false, // whether the "more digits" view is open
  unsaved: false, // whether the module's keypad changed since the last save
  saveTimer: 0, // the save to come (0: none)

  // The worksheet: its module (worksheet.js, loaded once the keys are drawn) or null
  // before it, the rows as the module answered them last ({rows, canUndo, canRedo,
  // text}), or null before any, and the one table open below a curve row
  // ({row, start, step}: start and step as typed), or null.
  sheet: null,
  worksheet: null,
  table: null,

  // The tape.
  shownTape: [], // the tape's entries as the list shows them
  tapeStatusTimer: 0, // the clearing of the word beside the tape ("Entry copied.")

  // The graph view: the frame the module's graph session answered last (its
  // GraphFrame JSON: open, title, ranges, trace, points…), or null before any.
  frame: null,
  resizeTimer: 0, // the redraw for the window's new size

  // Gestures on the plot: drag, pinch, wheel, press and hold, taps.
  pointers: new Map(), // pointerId → {x, y}, the pointers down on the plot
  gesture: null, // {start: {x, y, distance}, now: {x, y, distance}}
  pauseTimer: 0, // the redraw once the gesture pauses
  holdTimer: 0, // the press and hold that starts a trace
  tracing: false, // this pointer traces (press and hold, or the trace toggle)
  tapStart: null, // where and when a pointer went down that may still be a tap
  wheelFactor: 1, // the zoom the wheel asked for since the last frame
  wheelPoint: null, // where the wheel last turned
};
