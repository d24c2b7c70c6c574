import CalculatorController
import Graphing

/// The terminal app without the terminal: the saved state, which screen shows,
/// what each key does to them, and the picture at a size.
///
/// It holds no calculator logic: every calculator key goes to ``Keypad``.
struct TerminalSession {
  /// Which screen is showing.
  indirect enum Screen {
    /// The keypad calculator.
    case calculator
    /// The graph (``Keypad/graph``).
    case graph
    /// The key map of the screen it returns to.
    case help(returningTo: Screen)
    /// The calculator's value with more digits (``DigitsScreen``); it returns to the
    /// calculator.
    case digits(DigitsScreen)
  }

  /// What is saved between runs.
  private(set) var state: SavedState
  /// The screen showing.
  private(set) var screen = Screen.calculator
  /// A one-line notice for the calculator's status line, cleared by the next key.
  var message: String?
  /// False once the user has asked to quit.
  private(set) var isRunning = true
  /// True once the user has asked to suspend (Ctrl-Z), until ``resumed()``.
  private(set) var isSuspending = false
  /// How many of the newest tape entries are scrolled out of sight.
  private(set) var tapeScroll = 0
  /// Where ↑ and ↓ are among the earlier lines in formula mode.
  private var history = EntryHistory()
  /// Where the terminal's cursor goes after the last ``render()`` (formula entry's
  /// insertion point), or `nil` for a hidden cursor.
  private(set) var cursor: (row: Int, column: Int)?
  /// The terminal's size.
  var size: ScreenSize
  /// Whether to draw with ANSI colour.
  let colour: Bool
  /// How many times the keypad's view has been computed: its description costs
  /// time in proportion to what it shows, so the app computes it once per batch
  /// of keys (in ``render()``), not once per key, and tests hold it to that.
  private(set) var viewComputations = 0

  /// A session showing the calculator for `state`.
  init(state: SavedState, size: ScreenSize, colour: Bool, message: String? = nil) {
    self.state = state
    self.size = size
    self.colour = colour
    self.message = message
    if state.keypad.graph.isOpen {
      screen = .graph
    }
  }

  /// Does what each event means, in order, stopping at a quit or a suspend.
  ///
  /// One batch of input, after which the app draws, saves and computes the view once.
  /// Each event has the work budget of a request (``APILimits/withWorkBudget(_:)``).
  ///
  /// The message of an earlier batch is cleared; within the batch the last
  /// message stands, so a refused paste followed by keys still says why.
  /// - Returns: the texts to put on the clipboard, oldest first.
  mutating func handle(_ events: [KeyEvent]) -> [String] {
    message = nil
    var copied: [String] = []
    for event in events where isRunning && !isSuspending {
      if let text = APILimits.withWorkBudget({ apply(event) }) {
        copied.append(text)
      }
    }
    return copied
  }

  /// Notes that the app is back from a suspend.
  mutating func resumed() {
    isSuspending = false
  }

  /// Handles a batch of one event.
  /// - Returns: text to put on the clipboard, when the key copies something.
  mutating func handle(_ event: KeyEvent) -> String? {
    handle([event]).first
  }

  /// Does what `event` means on the current screen.
  ///
  /// Escape and a key typed quickly arrive as Alt with the key: when that Alt key
  /// does nothing here, they are taken as the two keys.
  private mutating func apply(_ event: KeyEvent) -> String? {
    if case .alt(let character) = event, !binds(event) {
      _ = apply(.escape)
      return isRunning ? apply(.character(character)) : nil
    }
    switch screen {
    case .calculator:
      switch event {
      case .paste(let text): paste(text)
      case .pasteTooLong(let characters):
        message =
          "paste too long: \(characters) characters, at most \(KeyDecoder.maximumPasteCharacters)"
      case .mouse(let mouse): click(mouse)
      default:
        guard let action = CalculatorAction.action(for: event, in: state.keypad.mode) else {
          message = IgnoredKey.reason(unbound: event)
          return nil
        }
        return perform(action)
      }
    case .graph:
      if case .mouse = event {
        return nil
      }
      if let action = GraphAction.keyMap.action(for: event) {
        perform(action)
      } else {
        message = IgnoredKey.reason(unbound: event, onGraph: true)
      }
    case .help(let previous):
      if case .mouse(let mouse) = event, mouse.kind != .press {
        return nil
      }
      screen = previous
    case .digits:
      if case .mouse(let mouse) = event, mouse.kind != .press {
        return nil
      }
      screen = .calculator
    }
    return nil
  }

  /// Whether `event` does something on the current screen.
  private func binds(_ event: KeyEvent) -> Bool {
    switch screen {
    case .calculator: CalculatorAction.action(for: event, in: state.keypad.mode) != nil
    case .graph: GraphAction.keyMap.action(for: event) != nil
    case .help, .digits: true
    }
  }

  /// The current screen drawn at ``size``, as lines of text, within the work budget of
  /// a request (``APILimits/withWorkBudget(_:)``).
  mutating func render() -> [String] {
    APILimits.withWorkBudget { renderWithinBudget() }
  }

  private mutating func renderWithinBudget() -> [String] {
    let canvas: TextCanvas
    cursor = nil
    switch screen {
    case .calculator:
      let calculator = CalculatorScreen(
        view: keypadView(), message: message, tapeScroll: tapeScroll,
        rows: CalculatorScreen.rowLines(of: state.keypad.worksheet))
      canvas = calculator.canvas(size: size)
      cursor = calculator.cursor(size: size)
    case .graph:
      resizeGraph()
      canvas = GraphScreen(frame: state.keypad.graphFrame(.braille, redraw: true), message: message)
        .canvas(size: size)
    case .help(let previous):
      let help =
        if case .graph = previous {
          HelpScreen(title: "Graph keys", lines: GraphAction.keyMap.helpLines)
        } else {
          HelpScreen(
            title: CalculatorHelp.title(for: state.keypad.mode),
            lines: CalculatorHelp.lines(for: state.keypad.mode))
        }
      canvas = help.canvas(size: size)
    case .digits(let digits):
      canvas = digits.canvas(size: size)
    }
    return canvas.lines(colour: colour)
  }

  /// The keypad's view, counted in ``viewComputations``.
  private mutating func keypadView() -> KeypadView {
    viewComputations += 1
    return state.keypad.view
  }

  // MARK: Calculator keys

  private mutating func paste(_ text: String) {
    do {
      try state.keypad.paste(text)
    } catch {
      message = "cannot paste: \(error)"
    }
  }

  /// Does a calculator action; only copying the display computes the view.
  private mutating func perform(_ action: CalculatorAction) -> String? {
    let stepsHistory = { if case .history = action { true } else { false } }()
    if !stepsHistory {
      history.reset()
    }
    switch action {
    case .press(let key):
      tapeScroll = 0
      press(key)
    case .type(let character):
      tapeScroll = 0
      paste(String(character))
    case .nextMode: nextMode()
    case .complete:
      guard let undecided = state.keypad.completeName() else {
        if keypadView().entry?.isEmpty ?? true {
          nextMode()
        } else {
          message = "Tab completes a name before the cursor; on an empty line it switches mode"
        }
        return nil
      }
      if !undecided.isEmpty {
        message =
          "Tab: " + undecided.prefix(8).joined(separator: ", ")
          + (undecided.count > 8 ? ", …" : "")
      }
    case .history(let direction):
      if !history.step(direction, in: &state.keypad) {
        message = direction > 0 ? "no earlier line on the tape" : "back at the line being typed"
      }
    case .scrollTape(let lines): scrollTape(by: lines)
    case .suspend: isSuspending = true
    case .graph: openGraph()
    case .help: screen = .help(returningTo: screen)
    case .moreDigits:
      screen = .digits(
        DigitsScreen(label: keypadView().label, digits: state.keypad.moreDigits))
    case .exactFirst: state.keypad.exactFirst.toggle()
    case .copyDisplay:
      message = "copied the display"
      return keypadView().display.replacing("−", with: "-")
    case .copyTape:
      message = "copied the tape"
      return state.keypad.tapeText
    case .clearTape: state.keypad.clearTape()
    case .quit: isRunning = false
    }
    return nil
  }

  /// Presses a keypad key; when nothing has been entered yet and the key changes
  /// nothing (a leading `-`, `=`, a second point), the status line says why.
  ///
  /// Only an empty program is compared before and after: copying it is O(1), where
  /// copying a long one would make every key cost its length.
  private mutating func press(_ key: Key) {
    guard state.keypad.programLength == 0 else {
      state.keypad.press(key)
      return
    }
    let before = state.keypad
    state.keypad.press(key)
    if state.keypad == before {
      message = IgnoredKey.reason(ignored: key)
    }
  }

  /// A click: presses the drawn key under it or recalls the tape entry under it;
  /// the wheel scrolls the tape.
  private mutating func click(_ mouse: MouseEvent) {
    switch mouse.kind {
    case .wheelUp: scrollTape(by: 3)
    case .wheelDown: scrollTape(by: -3)
    case .other: break
    case .press:
      let target = CalculatorScreen.target(
        row: mouse.row, column: mouse.column, size: size, mode: state.keypad.mode,
        tapeCount: state.keypad.tape.count, tapeScroll: tapeScroll,
        rowCount: state.keypad.worksheet.rows.count)
      switch target {
      case .key(let key):
        tapeScroll = 0
        press(key)
      case .tapeEntry(let index):
        if !state.keypad.recall(tapeEntry: index) {
          message = "cannot recall that tape entry"
        }
      case nil: break
      }
    }
  }

  /// Switches to the next entry mode: algebraic, RPN, formula.
  private mutating func nextMode() {
    let modes = CalculatorMode.allCases
    let next = ((modes.firstIndex(of: state.keypad.mode) ?? 0) + 1) % modes.count
    state.keypad.press(.mode(modes[next]))
  }

  /// Scrolls the tape by `lines` (positive: older entries), within what it holds.
  private mutating func scrollTape(by lines: Int) {
    let box = CalculatorScreen.tapeBox(size: size, rowCount: state.keypad.worksheet.rows.count)
    let rows = box.map { $0.height - 2 } ?? 0
    let most = max(0, state.keypad.tape.count - rows)
    tapeScroll = min(max(0, min(tapeScroll, most) + lines), most)
  }

  private mutating func openGraph() {
    resizeGraph()
    state.keypad.press(GraphKey.open)
    if state.keypad.graph.isOpen {
      screen = .graph
    } else {
      message = state.keypad.graph.message
    }
  }

  // MARK: Graph keys

  /// Gives the graph the plot's size in braille dots at the terminal's size.
  private mutating func resizeGraph() {
    let dots = GraphScreen.plotDots(for: size)
    state.keypad.apply(
      .resize(width: Double(max(1, dots.width)), height: Double(max(1, dots.height))))
  }

  private mutating func perform(_ action: GraphAction) {
    switch action {
    case .key(let key):
      resizeGraph()
      state.keypad.press(key)
      if !state.keypad.graph.isOpen {
        screen = .calculator
      }
    case .help: screen = .help(returningTo: screen)
    case .quit: isRunning = false
    }
  }
}
