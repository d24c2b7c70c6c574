#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts programs with `posix_spawnp`, standard streams redirected to files, and
/// waits for them: nothing between the benchmark and the child but the kernel.
enum Subprocess {
  /// How a child ended and how long it took from spawn to reaped.
  struct Outcome {
    var status: Int32
    var nanoseconds: Double
  }

  /// Runs `arguments[0]` (searched for in `PATH`) with the other arguments.
  /// - Parameters:
  ///   - arguments: the program and its arguments.
  ///   - input: a file for standard input; `/dev/null` when `nil`.
  ///   - output: a file for standard output (truncated); `/dev/null` when `nil`.
  ///   - error: a file for standard error (truncated); `/dev/null` when `nil`.
  /// - Returns: the exit status (128 + signal for a signal) and the wall time.
  /// - Throws: ``BenchmarkFailure`` when the program cannot be started or waited for.
  static func run(
    _ arguments: [String], input: String? = nil, output: String? = nil, error: String? = nil
  ) throws(BenchmarkFailure) -> Outcome {
    guard let program = arguments.first else { throw BenchmarkFailure("no program to run") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(
      &actions, 1, output ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(
      &actions, 2, error ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    argv.append(nil)
    defer {
      for pointer in argv {
        free(pointer)
      }
    }
    var pid = pid_t()
    let start = Measurement.now()
    let spawned = posix_spawnp(&pid, program, &actions, nil, argv, environ)
    guard spawned == 0 else {
      throw BenchmarkFailure("cannot run \(program): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 {
      guard errno == EINTR else {
        throw BenchmarkFailure("waiting for \(program): \(String(cString: strerror(errno)))")
      }
    }
    let end = Measurement.now()
    let signal = status & 0x7f
    let exitStatus = signal == 0 ? (status >> 8) & 0xff : 128 + signal
    return Outcome(status: exitStatus, nanoseconds: Double(end - start))
  }

  /// The full path of `program` found in `PATH`, or `nil`.
  static func find(_ program: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(program)"
      if access(candidate, X_OK) == 0 {
        return candidate
      }
    }
    return nil
  }
}
