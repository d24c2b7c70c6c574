import CalculatorController
import FoundationEssentials
import Graphing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The full-screen terminal calculator (SPEC §15).
///
/// Reads keys, feeds the keypad, draws the calculator, the graph or the key map,
/// and saves the state after every batch of keys. It holds no calculator logic:
/// every key goes to ``Keypad``.
public final class TerminalApp {
  /// Which screen is showing.
  private indirect enum Screen {
    case calculator
    case graph(source: FormulaGraphSource, cursorColumn: Int)
    case help(returningTo: Screen)
  }

  private var state: SavedState
  private var savedState: SavedState?
  private var screen = Screen.calculator
  private var message: String?
  /// A problem to repeat on standard error once the terminal is restored.
  private var startupNotice: String?
  private var isRunning = true
  private let store: StateStore?
  private let colour: Bool
  private let terminal: RawTerminal
  private var size: ScreenSize

  private init(store: StateStore?, colour: Bool, terminal: RawTerminal) {
    self.store = store
    self.colour = colour
    self.terminal = terminal
    size = terminal.size
    state = SavedState()
    load()
  }

  /// Runs the app on the controlling terminal until `q`, Ctrl-C or end of input,
  /// with the state at `$XDG_STATE_HOME/calculator/state.json`; colour unless
  /// `NO_COLOR` is set and not empty.
  /// - Returns: the exit status: 0, or 1 when the terminal could not be set up.
  public static func run() -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let terminal: RawTerminal
    do {
      terminal = try RawTerminal()
    } catch {
      writeToStandardError("calculator: \(error)\n")
      return 1
    }
    let app = TerminalApp(
      store: StateStore.standard(environment: environment),
      colour: (environment["NO_COLOR"] ?? "").isEmpty, terminal: terminal)
    app.loop()
    terminal.restore()
    if let notice = app.startupNotice {
      writeToStandardError(notice)
    }
    return 0
  }

  private func load() {
    guard let store else {
      message = "no HOME or XDG_STATE_HOME: the state will not be kept"
      return
    }
    switch store.load() {
    case .none: break
    case .state(let loaded):
      state = loaded
      savedState = loaded
    case .corrupt(let reason, let aside):
      let setAside = aside.map { "set aside as \($0)" } ?? "could not be set aside"
      message = "state file was corrupt (\(reason)); \(setAside); starting fresh"
      startupNotice = "calculator: \(store.path): \(message ?? "")\n"
    }
  }

  private func loop() {
    let reader = KeyReader(resizeDescriptor: terminal.resizeDescriptor)
    draw(clearing: true)
    while isRunning {
      switch reader.next() {
      case .resized:
        size = terminal.size
        draw(clearing: true)
      case .keys(let events):
        guard !events.isEmpty else { continue }
        for event in events where isRunning {
          handle(event)
        }
        save()
        draw(clearing: false)
      case .end:
        isRunning = false
      }
    }
    save()
  }

  private func save() {
    guard let store, state != savedState else { return }
    do {
      try store.save(state)
      savedState = state
    } catch {
      message = "cannot save the state: \(error)"
    }
  }

  // MARK: Keys

  private func handle(_ event: KeyEvent) {
    switch screen {
    case .calculator:
      message = nil
      if case .paste(let text) = event {
        paste(text)
      } else if let action = CalculatorAction.keyMap.action(for: event) {
        perform(action)
      }
    case .graph(let source, let cursorColumn):
      if let action = GraphAction.keyMap.action(for: event) {
        perform(action, source: source, cursorColumn: cursorColumn)
      }
    case .help(let previous):
      screen = previous
    }
  }

  private func paste(_ text: String) {
    do {
      try state.keypad.paste(text)
    } catch {
      message = "cannot paste: \(error)"
    }
  }

  private func perform(_ action: CalculatorAction) {
    let view = state.keypad.view
    switch action {
    case .press(let key): state.keypad.press(key)
    case .toggleMode: state.keypad.press(.mode(view.mode == .rpn ? .algebraic : .rpn))
    case .toggleAngle: state.keypad.press(.angle(view.angle == .degrees ? .radians : .degrees))
    case .graph: openGraph()
    case .help: screen = .help(returningTo: screen)
    case .copyDisplay: copy(view.display.replacing("−", with: "-"), what: "display")
    case .copyTape: copy(state.keypad.tapeText, what: "tape")
    case .clearTape: state.keypad.clearTape()
    case .quit: isRunning = false
    }
  }

  private func openGraph() {
    guard let source = state.keypad.graphSource() else {
      message = "nothing to graph: enter an expression in x first"
      return
    }
    if state.graphWindow == nil {
      state.graphWindow = .standard(width: GraphScreen.plotDots(for: size).width)
    }
    screen = .graph(source: source, cursorColumn: size.columns / 2)
  }

  private func perform(_ action: GraphAction, source: FormulaGraphSource, cursorColumn: Int) {
    let plot = GraphScreen.plotDots(for: size)
    let window = state.graphWindow ?? .standard(width: plot.width)
    var viewport = window.viewport(width: plot.width, height: plot.height)
    let centre = GraphPoint(x: Double(plot.width) / 2, y: Double(plot.height) / 2)
    switch action {
    case .pan(let dx, let dy):
      viewport?.pan(byX: Double(-dx * plot.width / 8), y: Double(dy * plot.height / 8))
    case .zoomIn: viewport?.zoom(by: 2, about: centre)
    case .zoomOut: viewport?.zoom(by: 0.5, about: centre)
    case .reset: viewport = nil
    case .toggleDots: state.dots.toggle()
    case .moveCursor(let step):
      let column = min(max(0, cursorColumn + step), max(0, size.columns - 1))
      screen = .graph(source: source, cursorColumn: column)
    case .help: screen = .help(returningTo: screen)
    case .back: screen = .calculator
    case .quit: isRunning = false
    }
    state.graphWindow = viewport.map(GraphWindow.init) ?? .standard(width: plot.width)
  }

  /// Puts text on the clipboard with OSC 52, which terminals and tmux pass on.
  private func copy(_ text: String, what: String) {
    let encoded = Data(text.utf8).base64EncodedString()
    terminal.write("\u{1B}]52;c;\(encoded)\u{07}")
    message = "copied the \(what)"
  }

  // MARK: Drawing

  private func draw(clearing: Bool) {
    let canvas: TextCanvas
    switch screen {
    case .calculator:
      canvas = CalculatorScreen(view: state.keypad.view, message: message).canvas(size: size)
    case .graph(let source, let cursorColumn):
      canvas = GraphScreen(
        source: source, window: state.graphWindow ?? .standard(width: size.columns * 2),
        dots: state.dots, cursorColumn: cursorColumn
      ).canvas(size: size)
    case .help(let previous):
      let help =
        if case .graph = previous {
          HelpScreen(title: "Graph keys", lines: GraphAction.keyMap.helpLines)
        } else {
          HelpScreen(title: "Calculator keys", lines: CalculatorAction.keyMap.helpLines)
        }
      canvas = help.canvas(size: size)
    }
    let frame = canvas.lines(colour: colour).joined(separator: "\r\n")
    terminal.write((clearing ? "\u{1B}[2J" : "") + "\u{1B}[H" + frame)
  }

  private static func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(STDERR_FILENO, bytes.baseAddress, bytes.count) }
  }
}
