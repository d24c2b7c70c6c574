#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the environment without Foundation (the model and its tests do not link it).
public enum ProcessInfoLite {
  /// The value of the environment variable `name`, or `nil` when it is unset or empty.
  public static func environment(_ name: String) -> String? {
    guard let pointer = getenv(name) else { return nil }
    let value = String(cString: pointer)
    return value.isEmpty ? nil : value
  }
}
