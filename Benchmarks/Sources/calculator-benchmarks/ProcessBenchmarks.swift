import Foundation

/// Section 2: `calculator eval` reading a million lines from standard input, beside `bc -l`.
struct BatchBenchmark {
  /// Expressions in the syntax both `bc -l` and our parser accept (+ − × ÷, `^` with
  /// whole exponents, parentheses, `sqrt`), with their values.
  static let expressions: [(text: String, value: Double)] = [
    ("4+5*3", 19),
    ("0.1+0.2-0.3", 0),
    ("sqrt(2)*3.5", 2.0.squareRoot() * 3.5),
    ("(1+2)*(3+4)/7", 3),
    ("2^10-1", 1023),
    ("12.5/4+1", 4.125),
    ("1/3+1/6", 0.5),
    ("sqrt(144)-2^3", 4),
    ("3.75*(2-0.5)^2", 8.4375),
    ("(7-2)*(8+1)/(4-1)", 15),
    ("100/7", 100.0 / 7),
    ("1.5^3", 3.375),
    ("-3+4*2", 5),
    ("sqrt(2^2+3^2)", 13.0.squareRoot()),
    ("((2+3)*4-5)/(6-1)", 3),
    ("0.25*0.25*16", 1),
  ]

  var calculator: String
  var bc: String
  var lines = 1_000_000
  var runs = 3

  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [Figure] {
    let directory = try ScratchDirectory(named: "calculator-benchmarks-\(getpid())")
    defer { directory.remove() }
    let input = directory.path + "/input.txt"
    let output = directory.path + "/output.txt"
    let errors = directory.path + "/errors.txt"
    progress("batch: writing \(lines) lines to \(input)")
    var text = ""
    text.reserveCapacity(lines * 16)
    for index in 0..<lines {
      text += Self.expressions[index % Self.expressions.count].text
      text += "\n"
    }
    guard FileManager.default.createFile(atPath: input, contents: Data(text.utf8)) else {
      throw BenchmarkFailure("cannot write \(input)")
    }

    var calculatorTimes: [Double] = []
    var bcTimes: [Double] = []
    for run in 1...runs {
      progress("batch: run \(run) of \(runs): calculator eval")
      let ours = try Subprocess.run(
        [calculator, "eval"], input: input, output: output, error: errors)
      try check(ours.status == 0, "calculator eval exited with status \(ours.status)")
      try check(fileSize(errors) == 0, "calculator eval wrote to standard error")
      try checkResults(output, tool: "calculator eval")
      calculatorTimes.append(ours.nanoseconds)

      progress("batch: run \(run) of \(runs): bc -l")
      let theirs = try Subprocess.run([bc, "-l"], input: input, output: output, error: errors)
      try check(theirs.status == 0, "bc -l exited with status \(theirs.status)")
      try check(fileSize(errors) == 0, "bc -l wrote to standard error")
      try checkResults(output, tool: "bc -l")
      bcTimes.append(theirs.nanoseconds)
    }
    let ours = Measurement.median(calculatorTimes)
    let theirs = Measurement.median(bcTimes)
    let perSecond = { (nanoseconds: Double) in Double(lines) / nanoseconds * 1e9 }
    return [
      Figure(
        section: "batch", name: "calculator eval < file", n: lines, value: perSecond(ours),
        unit: "lines/s", runs: runs, runNanoseconds: ours, reference: "bc -l < file",
        referenceValue: perSecond(theirs))
    ]
  }

  /// Checks that `path` holds one correct result per input line, in order.
  private func checkResults(_ path: String, tool: String) throws(BenchmarkFailure) {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw BenchmarkFailure("cannot read the output of \(tool)")
    }
    var count = 0
    var failure: String?
    data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
        let line = String(decoding: bytes[start..<index], as: UTF8.self)
        start = index + 1
        let expected = Self.expressions[count % Self.expressions.count]
        count += 1
        guard let value = Double(line),
          abs(value - expected.value) <= 1e-12 * max(1, abs(expected.value))
        else {
          failure = "line \(count) (\(expected.text)) gave '\(line)', expected \(expected.value)"
          return
        }
      }
      if start != bytes.count {
        failure = "the output does not end with a newline"
      }
    }
    if let failure {
      throw BenchmarkFailure("wrong answer from \(tool): \(failure)")
    }
    try check(count == lines, "\(tool) printed \(count) lines for \(lines)")
  }
}

/// Section 3: the wall time of one short process, `calculator eval 1+1`, beside
/// `bc -l` reading `1+1` and `/bin/true`.
struct StartupBenchmark {
  var calculator: String
  var bc: String
  var runs = 20

  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [Figure] {
    let directory = try ScratchDirectory(named: "calculator-benchmarks-startup-\(getpid())")
    defer { directory.remove() }
    let input = directory.path + "/input.txt"
    let output = directory.path + "/output.txt"
    guard FileManager.default.createFile(atPath: input, contents: Data("1+1\n".utf8)) else {
      throw BenchmarkFailure("cannot write \(input)")
    }
    let commands: [(name: String, arguments: [String], input: String?, answer: String?)] = [
      ("calculator eval 1+1", [calculator, "eval", "1+1"], nil, "2\n"),
      ("bc -l <<< 1+1", [bc, "-l"], input, "2\n"),
      ("/bin/true", ["/bin/true"], nil, nil),
    ]
    progress("startup: \(runs) runs of each command, interleaved")
    var times = [[Double]](repeating: [], count: commands.count)
    // One untimed run each first, so every command starts from a warm page cache.
    for run in 0...runs {
      for (index, command) in commands.enumerated() {
        let outcome = try Subprocess.run(command.arguments, input: command.input, output: output)
        try check(outcome.status == 0, "\(command.name) exited with status \(outcome.status)")
        if let answer = command.answer {
          let printed = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
          try check(printed == answer, "\(command.name) printed '\(printed)'")
        }
        if run > 0 {
          times[index].append(outcome.nanoseconds)
        }
      }
    }
    let medians = times.map { Measurement.median($0) / 1e6 }
    func figure(_ index: Int, against reference: Int) -> Figure {
      Figure(
        section: "startup", name: commands[index].name, n: runs, value: medians[index],
        unit: "ms", runs: runs, runNanoseconds: medians[index] * 1e6,
        reference: commands[reference].name, referenceValue: medians[reference])
    }
    return [figure(0, against: 1), figure(0, against: 2), figure(1, against: 2)]
  }
}

private func fileSize(_ path: String) -> Int {
  let attributes = try? FileManager.default.attributesOfItem(atPath: path)
  return (attributes?[.size] as? NSNumber)?.intValue ?? -1
}

/// A temporary folder for a benchmark's files, removed with ``remove()``.
struct ScratchDirectory {
  let path: String

  init(named name: String) throws(BenchmarkFailure) {
    path = NSTemporaryDirectory() + name
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw BenchmarkFailure("cannot create \(path): \(error)")
    }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
