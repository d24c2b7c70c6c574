import Foundation

/// The programs the process benchmarks run: the main package's release
/// `calculator` and `bc`.
enum Tools {
  /// The main package's root: three folders above this file's
  /// (`Benchmarks/Sources/calculator-benchmarks/`).
  static var packageRoot: String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent()
      .path
  }

  /// Where the benchmark builds the release `calculator`: its own scratch folder inside
  /// `Benchmarks/.build`, so it never waits on the lock of a developer's `swift build`
  /// or `swift test` in the main package's `.build`.
  static func scratchPath(root: String) -> String {
    root + "/Benchmarks/.build/calculator"
  }

  /// Builds the main package's `calculator` in release mode and returns its path.
  static func buildCalculator(root: String, progress: (String) -> Void) throws(BenchmarkFailure)
    -> String
  {
    let scratch = scratchPath(root: root)
    let log = NSTemporaryDirectory() + "calculator-benchmarks-build-\(getpid()).log"
    defer { try? FileManager.default.removeItem(atPath: log) }
    progress("building calculator (swift build -c release --package-path \(root))")
    let arguments = [
      "swift", "build", "-c", "release", "--package-path", root, "--scratch-path", scratch,
      "--product", "calculator",
    ]
    let outcome = try Subprocess.run(arguments, output: log, error: log)
    guard outcome.status == 0 else {
      let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
      throw BenchmarkFailure(
        "\(arguments.joined(separator: " ")) failed (status \(outcome.status)):\n\(text)")
    }
    return scratch + "/release/calculator"
  }

  /// The path of `bc`, installing Debian's package when it is missing.
  /// - Returns: the path, and whether it had to be installed.
  static func bc(progress: (String) -> Void) throws(BenchmarkFailure) -> (
    path: String, installed: Bool
  ) {
    if let path = Subprocess.find("bc") {
      return (path, false)
    }
    progress("bc is missing: apt-get install -y bc")
    let log = NSTemporaryDirectory() + "calculator-benchmarks-apt-\(getpid()).log"
    defer { try? FileManager.default.removeItem(atPath: log) }
    var outcome = try Subprocess.run(["apt-get", "install", "-y", "bc"], output: log, error: log)
    if outcome.status != 0 {
      _ = try Subprocess.run(["apt-get", "update"], output: log, error: log)
      outcome = try Subprocess.run(["apt-get", "install", "-y", "bc"], output: log, error: log)
    }
    guard outcome.status == 0, let path = Subprocess.find("bc") else {
      throw BenchmarkFailure("bc is missing and `apt-get install -y bc` failed")
    }
    return (path, true)
  }
}
