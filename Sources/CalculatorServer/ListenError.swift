#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server could not listen on its address: the port is in use, the address is not
/// this machine's, or the port needs privileges.
public struct ListenError: Error, CustomStringConvertible {
  /// The address and port asked for.
  let host: String
  let port: Int
  /// The system's error number.
  let code: Int32

  /// One plain line: what could not be done, why, and what to do about a busy port.
  public var description: String {
    let reason =
      code == EADDRINUSE
      ? "the port is in use (stop what uses it, or pick another with --port)"
      : String(cString: strerror(code))
    return "cannot listen on \(host):\(port): \(reason)"
  }
}
