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
///
/// A definition line (`a = 5`, `f(x) = x^2`) holds for the lines after it, and `ans` is
/// the last result (``LineSession``).
struct LineEvaluator {
  let angle: AngleUnit
  private let json: Bool
  /// The significant digits each line is answered with (`--digits`), or `nil` for the
  /// display.
  private let digits: Int?
  /// Whether each line is answered with its exact form where it has one (`--exact`).
  private let exact: Bool
  /// The definitions and `ans` so far.
  private var session: LineSession
  private var output = OutputStream.standardOutput
  private var failed = false

  init(options: EvaluationOptions, digits: Int? = nil, exact: Bool = false) {
    self.init(
      variables: options.variables.values,
      angle: options.deg ? .degrees : .radians,
      json: options.json, digits: digits, exact: exact)
  }

  init(
    variables: [String: StoredNumber], angle: AngleUnit, json: Bool, digits: Int? = nil,
    exact: Bool = false
  ) {
    self.angle = angle
    self.json = json
    self.digits = digits
    self.exact = exact
    session = LineSession(variables: variables, angle: angle)
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

  /// Answers each row of `worksheet`, as a line of standard input is answered.
  mutating func evaluate(worksheet: Worksheet) {
    for (index, report) in worksheet.answers.enumerated() {
      if Self.isBlank(worksheet.rows[index].text) {
        writeBlankLine()
      } else {
        write(report, lineNumber: index + 1)
      }
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
      writeBlankLine()
      return
    }
    if let digits {
      answer(text, digits: digits, lineNumber: lineNumber)
      return
    }
    write(
      APILimits.withWorkBudget { session.answer(text, describing: json) }, lineNumber: lineNumber)
  }

  /// Writes `report`: its answer on standard output, its error on standard error (and as
  /// JSON on standard output with `--json`).
  private mutating func write(_ report: EvaluationReport, lineNumber: Int?) {
    if let error = report.error {
      fail(error, lineNumber: lineNumber)
    }
    if json {
      writeJSON(report)
    } else if report.error == nil {
      // A function's definition has no value: it answers with itself.
      let value = exact ? report.exact ?? report.display : report.display
      output.write(value.isEmpty ? report.description : value)
      output.write("\n")
    }
  }

  /// Writes `count` significant digits of `text`'s value, every one right, from the exact
  /// engine (with no work bound: `--digits` is asked for), or its error.
  private mutating func answer(_ text: String, digits count: Int, lineNumber: Int?) {
    let message: String
    do {
      var expression = text
      if let definition = try Definition(parsing: text) {
        let report = session.answer(text)
        if let error = report.error {
          fail(error, lineNumber: lineNumber)
          return
        }
        guard !report.display.isEmpty else {
          output.write(report.description + "\n")
          return
        }
        expression = definition.name
      }
      let formula = try session.definitions.formula(parsing: expression)
      do throws(DigitsError) {
        output.write(
          try formula.digits(count, angle: angle, variables: session.variableValues) + "\n")
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

  /// Answers a blank line: with a blank line, or with `--json` an object whose error is
  /// "empty expression".
  private mutating func writeBlankLine() {
    if json {
      writeJSON(Self.blankLine)
    } else {
      output.write("\n")
    }
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
