import ArgumentParser
import CalculatorController
import CalculatorJSON
import CalculatorModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Evaluates expressions line by line, writing results to standard output and
/// errors to standard error, and remembers whether any line failed.
struct LineEvaluator {
  private let variables: [String: StoredNumber]
  private let angle: AngleUnit
  private let json: Bool
  /// The significant digits each line is answered with (`--digits`), or `nil` for the
  /// display.
  private let digits: Int?
  /// What evaluates a line whose description is not printed.
  private var evaluator: FormulaEvaluator
  private var output = OutputStream.standardOutput
  private var failed = false

  init(options: EvaluationOptions, digits: Int? = nil) {
    self.init(
      variables: options.variables.values,
      angle: options.deg ? .degrees : .radians,
      json: options.json, digits: digits)
  }

  init(variables: [String: StoredNumber], angle: AngleUnit, json: Bool, digits: Int? = nil) {
    self.variables = variables
    self.angle = angle
    self.json = json
    self.digits = digits
    evaluator = FormulaEvaluator(variables: variables, angle: angle)
  }

  /// Evaluates the expression that `words` make, joined by spaces, or each line of
  /// standard input when there are none.
  mutating func evaluate(words: [String]) {
    if words.isEmpty {
      evaluateStandardInput()
    } else {
      evaluate(words.joined(separator: " "), lineNumber: nil)
    }
  }

  /// Evaluates each line of standard input, answering it as soon as it is read: the
  /// answers so far are flushed whenever the next line is not there yet.
  mutating func evaluateStandardInput() {
    var reader = LineReader(descriptor: STDIN_FILENO)
    var lineNumber = 0
    while let line = reader.nextLine(beforeWaiting: { output.flush() }) {
      lineNumber += 1
      evaluate(line, lineNumber: lineNumber)
    }
  }

  /// Evaluates one expression within a request's work budget
  /// (``APILimits/withWorkBudget(_:)``); `lineNumber` prefixes its error message, and a blank
  /// line of input is answered with a blank line (with `--json`, an object whose
  /// error is "empty expression") and is not a failure.
  mutating func evaluate(_ text: String, lineNumber: Int?) {
    if lineNumber != nil, Self.isBlank(text) {
      if json {
        writeJSON(Self.blankLine)
      } else {
        output.write("\n")
      }
      return
    }
    if let digits {
      answer(text, digits: digits, lineNumber: lineNumber)
      return
    }
    let report = APILimits.withWorkBudget {
      json
        ? EvaluationReport(evaluating: text, variables: variables, angle: angle)
        : EvaluationReport(evaluating: text, with: &evaluator)
    }
    if let error = report.error {
      fail(error, lineNumber: lineNumber)
    }
    if json {
      writeJSON(report)
    } else if report.error == nil {
      output.write(report.display)
      output.write("\n")
    }
  }

  /// Writes `count` significant digits of `text`'s value, every one right, from the exact
  /// engine (with no work bound: `--digits` is asked for), or its error.
  private mutating func answer(_ text: String, digits count: Int, lineNumber: Int?) {
    let message: String
    do {
      let formula = try Formula(parsing: text)
      do throws(DigitsError) {
        output.write(try formula.digits(count, angle: angle, variables: variables) + "\n")
        return
      } catch {
        switch error {
        case .notCovered(let name): message = "--digits does not cover \(name) yet"
        case .calculation(let error): message = error.description
        case .undecided: message = "--digits cannot tell this value from zero"
        }
      }
    } catch {
      message = error.description
    }
    fail(message, lineNumber: lineNumber)
  }

  /// Writes `message` on standard error, after `line N: ` when it is about a line of
  /// standard input, and remembers the failure.
  private mutating func fail(_ message: String, lineNumber: Int?) {
    failed = true
    let place = lineNumber.map { "line \($0): " } ?? ""
    OutputStream.writeToStandardError("calculator: \(place)\(message)")
  }

  /// Whether `text` is empty or only white space; a line starting with a printable ASCII
  /// character is told at once, without walking its characters.
  private static func isBlank(_ text: String) -> Bool {
    if let first = text.utf8.first, first > 0x20, first < 0x7F {
      return false
    }
    return text.allSatisfy(\.isWhitespace)
  }

  /// A blank line's report.
  private static let blankLine = EvaluationReport(
    result: nil, display: "", description: "", error: ParseError.empty.description)

  private mutating func writeJSON(_ report: EvaluationReport) {
    output.write(String(decoding: report.json.utf8, as: UTF8.self) + "\n")
  }

  /// Flushes the output and exits 1 if any expression failed.
  mutating func finish() throws {
    output.flush()
    if failed {
      throw ExitCode.failure
    }
  }

  /// Flushes the output and ends the process: status 1 if any expression failed, else 0.
  mutating func exitIfAnyFailed() -> Never {
    output.flush()
    exit(failed ? 1 : 0)
  }
}
