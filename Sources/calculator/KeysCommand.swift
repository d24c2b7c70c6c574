import ArgumentParser
import CalculatorController
import CalculatorModel
import FoundationEssentials

struct KeysCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keys",
    abstract: "Press keys on the calculator's keypad and print what it shows.",
    discussion: """
      Each argument may hold several keys separated by spaces; a number such as 73 or \
      3.5 is its digits pressed in order. Key names: digits, '.', ( ), operation \
      symbols or aliases (+ - * / ^ √ sqrt sin cos tan sin⁻¹ asin ln log x² sq ± neg \
      x! % π pi e …), =, C, undo, redo, →M (->M), M, x, ↲ (enter), deg, rad, \
      algebraic, rpn, formula, and in formula mode left, right, home, end, backspace, \
      delete. Without KEY arguments the keys are read from standard input. Prints the \
      display (or the error) and the label; --json prints the whole view.
      """)

  /// The options that take a value (see ``ExpressionArguments``).
  static let optionsTakingAValue: Set<String> = ["--mode"]

  @Option(help: "The entry mode to start in: algebraic (the default), rpn or formula.")
  var mode: CalculatorMode?

  @Flag(help: "Start in RPN mode (the same as --mode rpn).")
  var rpn = false

  @Flag(help: "Print the view as JSON.")
  var json = false

  @Argument(help: "The keys to press, e.g. 4 + 5 × 3 =")
  var keys: [String] = []

  func validate() throws {
    if rpn, let mode, mode != .rpn {
      throw ValidationError("--rpn and --mode \(mode.rawValue) disagree; give one of them")
    }
  }

  func run() throws {
    let text = keys.isEmpty ? readStandardInput() : keys.joined(separator: " ")
    let pressed: [Key]
    do {
      pressed = try Key.keys(inText: text)
    } catch {
      OutputStream.writeToStandardError("calculator: \(error)")
      throw ExitCode.failure
    }
    var keypad = Keypad()
    if let start = rpn ? .rpn : mode {
      keypad.press(.mode(start))
    }
    // Each key, and the view, with a key's work budget, as the terminal app gives them.
    for key in pressed {
      APILimits.withWorkBudget { keypad.press(key) }
    }
    let view = APILimits.withWorkBudget { keypad.view }
    var output = OutputStream.standardOutput
    if json {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
      output.write(String(decoding: try encoder.encode(view), as: UTF8.self) + "\n")
    } else {
      output.write((view.error.map { "Error: \($0)" } ?? view.display) + "\n")
      output.write(view.label + "\n")
      if let memory = view.memoryDisplay {
        output.write("M = \(memory)\n")
      }
    }
    output.flush()
  }

  private func readStandardInput() -> String {
    var text = ""
    while let line = readLine(strippingNewline: false) {
      text += line
    }
    return text
  }
}

extension CalculatorMode: ExpressibleByArgument {}
