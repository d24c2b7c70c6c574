#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder the page's files are served from: `Public` inside the resource bundle
/// SwiftPM puts beside the executable (`Calculator_CalculatorServer.resources`).
///
/// Found without `Bundle.module`, which stops the program when the bundle is
/// missing; an installed binary needs the bundle folder copied next to it.
public struct ResourceFolder: Sendable, Equatable {
  /// The bundle folder's name, as SwiftPM names it (package_target).
  static let bundleName = "Calculator_CalculatorServer.resources"

  /// The absolute path of the folder.
  public let path: String

  /// The folder beside the running executable.
  /// - Throws: ``MissingResources`` naming where it looked.
  public static func besideExecutable() throws(MissingResources) -> ResourceFolder {
    let folder = executableDirectory() + "/" + bundleName + "/Public"
    guard access(folder + "/index.html", R_OK) == 0 else { throw MissingResources(path: folder) }
    return ResourceFolder(path: folder)
  }

  /// The directory of the running executable, from `/proc/self/exe` (or argv[0]).
  private static func executableDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let executable =
      count > 0
      ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      : CommandLine.arguments.first ?? "."
    guard let slash = executable.lastIndex(of: "/") else { return "." }
    return String(executable[..<slash])
  }
}

/// The page's files are not where the server looks for them.
public struct MissingResources: Error, Equatable, Sendable, CustomStringConvertible {
  /// Where the server looked.
  public var path: String

  /// The message a user reads.
  public var description: String {
    "the web app's files are missing: expected them in \(path) (copy the "
      + "\(ResourceFolder.bundleName) folder next to the calculator binary)"
  }
}
