import CalculatorModel

/// Section 5: the costliest displays of everyday calculations (compound interest, quotients
/// of huge powers, magnitudes near the 10^±1,000,000 bound, Γ near its bound, proven whole
/// numbers), each a whole parse and display, beside a display the engine stops at its work
/// bound (16 million limb operations): a ratio below 1 is within a key's bound.
struct DisplayCostBenchmark {
  /// An expression and the display it must show.
  struct Case {
    var text: String
    var display: String
  }

  /// The everyday paths, with their displays from mpmath.
  static let cases: [Case] = [
    Case(text: "1.0001^5000", display: "1.64868005593118"),
    Case(text: "1.000001^1000000", display: "2.71828046931938"),
    Case(text: "900(1+1.5%/365)^(18×365)", display: "1178.96146500737"),
    Case(text: "(1+1e-15)^1e15", display: "2.71828182845904"),
    Case(text: "100000^100000/100001^100001", display: "3.67877601784966e-06"),
    Case(text: "e^-100000", display: "3.56294956530937e-43430"),
    Case(text: "2^3321927", display: "4.68172674624288e+999999"),
    Case(text: "2^-3321927", display: "2.13596404532261e-1000000"),
    Case(text: "(−3999.5)!", display: "-4.34542706211118e-12668"),
    Case(text: "3999.5!", display: "2.8914994173042e+12671"),
    Case(text: "round(sin(0.1))", display: "0"),
    Case(text: "(−2)^(1/3)", display: "-1.25992104989487"),
    Case(text: "ln((2−√3)^10) + ln((2+√3)^10)", display: "0.00000000000000"),
  ]

  /// The reference: a cancellation of huge values, which a display stops at its work bound.
  static let bound = Case(
    text: "sinh(11000 + sin(1)) − cosh(11000 + sin(1))", display: "")

  /// How many times each display is timed; the median counts.
  var runs = 9

  /// Times each case and the reference; every run checks its display.
  func run(progress: (String) -> Void) throws(BenchmarkFailure) -> [Figure] {
    progress("displays: \(Self.bound.text)")
    let reference = try median(of: Self.bound, error: .tooMuchWork)
    return try Self.cases.map { display throws(BenchmarkFailure) in
      progress("displays: \(display.text)")
      let value = try median(of: display, error: nil)
      return Figure(
        section: "displays", name: display.text, n: 1, value: value / 1e6, unit: "ms",
        runs: runs, runNanoseconds: value, reference: "display stopped at the work bound",
        referenceValue: reference / 1e6)
    }
  }

  /// The median time of a parse and display of `display`, which must show its display (or
  /// `error`).
  private func median(
    of display: Case, error: CalculationError?
  ) throws(BenchmarkFailure) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
      let (nanoseconds, evaluation) = try Measurement.time { () throws(BenchmarkFailure) in
        do {
          return try Formula(parsing: display.text).evaluation()
        } catch {
          throw BenchmarkFailure("\(display.text) does not parse: \(error)")
        }
      }
      try check(
        evaluation.error == error, "\(display.text) gave \(String(describing: evaluation.error))")
      if error == nil {
        try check(
          evaluation.display == display.display,
          "\(display.text) showed \(evaluation.display), not \(display.display)")
      }
      blackHole(evaluation)
      times.append(nanoseconds)
    }
    return Measurement.median(times)
  }
}
