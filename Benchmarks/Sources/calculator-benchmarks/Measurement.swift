#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Timing, medians and keeping results alive.
enum Measurement {
  /// Nanoseconds on a monotonic clock.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Runs `body` and returns how long it took in nanoseconds and what it returned.
  @inline(__always)
  static func time<T, Failure: Error>(_ body: () throws(Failure) -> T) throws(Failure) -> (
    nanoseconds: Double, result: T
  ) {
    let start = now()
    let result = try body()
    let end = now()
    return (Double(end - start), result)
  }

  /// The median of `values` (the mean of the middle two for an even count).
  static func median(_ values: [Double]) -> Double {
    precondition(!values.isEmpty, "a median needs at least one value")
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  }
}

/// Everything handed to ``blackHole(_:)``, so the optimiser cannot drop the work behind it.
nonisolated(unsafe) private var sink: UInt64 = 0

/// Keeps a value alive: the optimiser cannot prove it unused.
@inline(never) @_optimize(none)
func blackHole<T>(_ value: T) {
  withUnsafeBytes(of: value) { bytes in
    if let first = bytes.first {
      sink &+= UInt64(first)
    }
  }
}

/// Returns its argument in a way the optimiser cannot see through, so reference
/// loops cannot be folded into constants.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T {
  value
}

/// A benchmark whose own answer was wrong, or a tool that could not be run.
struct BenchmarkFailure: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}

/// Throws when `condition` is false: every run checks its own answer.
func check(_ condition: Bool, _ message: @autoclosure () -> String) throws(BenchmarkFailure) {
  if !condition {
    throw BenchmarkFailure("wrong answer: \(message())")
  }
}

extension Measurement {
  /// Times `body` per call, over as many calls (1 to 1,000) as fit in about a
  /// millisecond after one calibrating call; returns ns per call and the last result.
  static func perCall<T>(_ body: () -> T) -> (nanoseconds: Double, result: T) {
    let first = now()
    var result = body()
    let calibration = Double(now() - first)
    let count = max(1, min(1_000, Int(1e6 / max(calibration, 1))))
    let start = now()
    for _ in 0..<count {
      result = body()
      blackHole(result)
    }
    let end = now()
    return (Double(end - start) / Double(count), result)
  }
}
