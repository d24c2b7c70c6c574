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
    /// The graph of `source`, the trace cursor at a graph x.
    case graph(source: FormulaGraphSource, traceX: Double)
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
    case .graph(let source, let traceX):
      if case .mouse = event {
        return nil
      }
      if let action = GraphAction.keyMap.action(for: event) {
        perform(action, source: source, traceX: traceX)
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
        view: keypadView(), message: message, tapeScroll: tapeScroll)
      canvas = calculator.canvas(size: size)
      cursor = calculator.cursor(size: size)
    case .graph(let source, let traceX):
      canvas = graphScreen(source: source, traceX: traceX).canvas(size: size)
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
    switch action {
    case .press(let key):
      tapeScroll = 0
      press(key)
    case .type(let character):
      tapeScroll = 0
      paste(String(character))
    case .nextMode:
      let modes = CalculatorMode.allCases
      let next = ((modes.firstIndex(of: state.keypad.mode) ?? 0) + 1) % modes.count
      state.keypad.press(.mode(modes[next]))
    case .scrollTape(let lines): scrollTape(by: lines)
    case .suspend: isSuspending = true
    case .graph: openGraph()
    case .help: screen = .help(returningTo: screen)
    case .moreDigits:
      screen = .digits(
        DigitsScreen(label: keypadView().label, digits: state.keypad.moreDigits))
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
        tapeCount: state.keypad.tape.count, tapeScroll: tapeScroll)
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

  /// Scrolls the tape by `lines` (positive: older entries), within what it holds.
  private mutating func scrollTape(by lines: Int) {
    let rows = CalculatorScreen.tapeBox(size: size).map { $0.height - 2 } ?? 0
    let most = max(0, state.keypad.tape.count - rows)
    tapeScroll = min(max(0, min(tapeScroll, most) + lines), most)
  }

  private mutating func openGraph() {
    let graphed: FormulaGraphSource?
    do {
      graphed = try state.keypad.graphSource()
    } catch {
      message = "cannot graph: \(error)"
      return
    }
    guard let source = graphed else {
      message = "nothing to graph: enter an expression in x first"
      return
    }
    if state.graphWindow == nil {
      state.graphWindow = .standard(width: GraphScreen.plotDots(for: size).width)
    }
    screen = .graph(source: source, traceX: state.graphWindow?.centerX ?? 0)
  }

  // MARK: Graph keys

  private func graphScreen(source: FormulaGraphSource, traceX: Double) -> GraphScreen {
    GraphScreen(
      source: source, window: state.graphWindow ?? .standard(width: size.columns * 2),
      dots: state.dots, traceX: traceX, message: message)
  }

  private mutating func perform(_ action: GraphAction, source: FormulaGraphSource, traceX: Double) {
    switch action {
    case .pan(let dx, let dy):
      changeView { (viewport, width, height) throws(ViewportError) in
        try viewport.pan(byX: Double(-dx * width / 8), y: Double(dy * height / 8))
      }
    case .zoomIn:
      changeView { (viewport, width, height) throws(ViewportError) in
        try viewport.zoom(by: 2, about: GraphPoint(x: Double(width) / 2, y: Double(height) / 2))
      }
    case .zoomOut:
      changeView { (viewport, width, height) throws(ViewportError) in
        try viewport.zoom(by: 0.5, about: GraphPoint(x: Double(width) / 2, y: Double(height) / 2))
      }
    case .fit:
      let points = graphScreen(source: source, traceX: traceX).pointsOfInterest(size: size)
      var fitted = true
      changeView { (viewport, _, _) throws(ViewportError) in
        fitted = try viewport.fit(toShow: points)
      }
      if !fitted {
        message = "nothing to fit: no point of interest in view"
      }
    case .reset: state.graphWindow = .standard(width: GraphScreen.plotDots(for: size).width)
    case .toggleDots: state.dots.toggle()
    case .moveCursor(let step):
      // One cell is two dots.
      let unitsPerCell = 2 * (state.graphWindow?.unitsPerDot ?? 0)
      let moved = traceX + Double(step) * unitsPerCell
      screen = .graph(source: source, traceX: moved.isFinite ? moved : traceX)
    case .jumpToPoint(let direction):
      let points = graphScreen(source: source, traceX: traceX).pointsOfInterest(size: size)
      let next =
        direction > 0
        ? points.first { $0.x > traceX } : points.last { $0.x < traceX }
      if let next {
        screen = .graph(source: source, traceX: next.x)
      } else {
        message = "no point of interest \(direction > 0 ? "to the right" : "to the left") in view"
      }
    case .help: screen = .help(returningTo: screen)
    case .back: screen = .calculator
    case .quit: isRunning = false
    }
  }

  /// Applies a pan or zoom to the graph's viewport at the current size (width and
  /// height in dots); nothing changes when the plot has no room, and a change beyond
  /// what a `Double` can show is refused with its message.
  private mutating func changeView(
    _ change: (inout Viewport, Int, Int) throws(ViewportError) -> Void
  ) {
    let plot = GraphScreen.plotDots(for: size)
    let window = state.graphWindow ?? .standard(width: plot.width)
    guard var viewport = window.viewport(width: plot.width, height: plot.height) else { return }
    do {
      try change(&viewport, plot.width, plot.height)
    } catch {
      message = error.description
      return
    }
    state.graphWindow = GraphWindow(viewport)
  }
}
