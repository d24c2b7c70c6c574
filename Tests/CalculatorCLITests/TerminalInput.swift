import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal to give `calculator` as its standard input, as when a user types
/// `calculator > out.txt` at a shell.
struct TerminalInput {
  enum Failure: Error {
    case noTerminal(String)
  }

  /// Runs `calculator` with `arguments`, its standard input a terminal on which `lines`
  /// are typed and then Ctrl-D, its standard output and error pipes.
  static func run(_ arguments: [String], typing lines: [String]) throws -> CommandLineTests.Outcome
  {
    var controller: Int32 = -1
    var device: Int32 = -1
    guard openpty(&controller, &device, nil, nil, nil) == 0 else {
      throw Failure.noTerminal("openpty: errno \(errno)")
    }
    // The controller stays in this process: the calculator inherits only the device.
    _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
    let controllerHandle = FileHandle(fileDescriptor: controller, closeOnDealloc: true)
    let terminal = FileHandle(fileDescriptor: device, closeOnDealloc: true)
    // Ctrl-D at the start of a line is the end of input in the terminal's line mode.
    let typed = Data((lines.map { $0 + "\n" }.joined() + "\u{04}").utf8)
    return try CommandLineTests.run(arguments, standardInput: terminal) {
      controllerHandle.write(typed)
    }
  }
}
