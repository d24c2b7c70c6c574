import CalculatorModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files, for the terminal app's state and for
/// `calculator graph --output`.
///
/// - A new file, or a regular file (also one reached through a symlink, which is
///   kept) that may be written (one without a write permission bit is refused, as the
///   shell's `>` refuses it), is replaced atomically: the bytes go to a temporary file created
///   exclusively beside it (`O_EXCL | O_NOFOLLOW`, a random name ending
///   `.tmp-<16 hex digits>`), which is synced, renamed over the file, and then the
///   folder is synced; an existing file keeps its permissions.
/// - Anything else that can be written — a device such as `/dev/null`, a FIFO, a
///   terminal — is written through, never replaced.
public enum FileWriter {
  /// What a temporary file's name adds to the file's name, before its random part.
  static let temporaryMarker = ".tmp-"

  /// Writes `contents` to the file at `path` (see ``FileWriter`` for how).
  /// - Parameters:
  ///   - contents: the bytes of the whole file.
  ///   - path: the file to write; relative paths start at the working directory.
  ///   - permissions: the mode of a new file, before the umask (`0o600` for
  ///     private data).
  /// - Throws: ``FileWriteError`` naming `path` and the system's reason; after a
  ///   failure, an existing regular file is unchanged and no temporary file is left.
  public static func write(
    _ contents: some Collection<UInt8>, to path: String, permissions: mode_t = 0o666
  ) throws(FileWriteError) {
    let bytes = Array(contents)
    var info = stat()
    if stat(path, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        // As the shell's `>` refuses, and for root too, who could write it anyway.
        guard access(path, W_OK) == 0, info.st_mode & 0o222 != 0 else {
          throw FileWriteError(path: path, code: EACCES)
        }
        try replace(
          resolving(path), with: bytes, permissions: info.st_mode & 0o7777, existing: info,
          reportedAs: path)
      case S_IFDIR:
        throw FileWriteError(path: path, code: EISDIR)
      default:
        try writeThrough(path, bytes)
      }
    } else if errno == ENOENT {
      var link = stat()
      if lstat(path, &link) == 0 {
        // A symlink to nothing: create its target through it, as a shell would.
        try writeThrough(path, bytes, creating: permissions)
      } else {
        try replace(path, with: bytes, permissions: permissions, existing: nil, reportedAs: path)
      }
    } else {
      throw FileWriteError(path: path, code: errno)
    }
  }

  /// Removes temporary files of `path` (`<name>.tmp-*`) that a crash or kill left
  /// behind: those not modified for `age` seconds, so another process's write in
  /// progress is left alone.
  static func removeStaleTemporaries(of path: String, olderThan age: Int = 60) {
    let (folder, name) = split(path)
    guard let directory = opendir(folder) else { return }
    defer { closedir(directory) }
    let prefix = name + temporaryMarker
    let now = time(nil)
    while let entry = readdir(directory) {
      let entryName = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard entryName.hasPrefix(prefix) else { continue }
      let candidate = folder + "/" + entryName
      var info = stat()
      guard lstat(candidate, &info) == 0, info.st_mode & S_IFMT != S_IFDIR,
        now - info.st_mtim.tv_sec >= age
      else { continue }
      unlink(candidate)
    }
  }

  /// A fresh temporary name beside `path`: `path.tmp-` and 16 random hex digits.
  static func temporaryPath(for path: String) -> String {
    let random = String(UInt64.random(in: .min ... .max), radix: 16)
    return path + temporaryMarker + String(repeating: "0", count: 16 - random.count) + random
  }

  // MARK: - Atomic replacement

  /// Writes `bytes` to a new temporary file beside `target`, syncs it, renames it
  /// over `target` and syncs the folder; an `existing` file's owner is kept when
  /// this process may set it.
  private static func replace(
    _ target: String, with bytes: [UInt8], permissions: mode_t, existing: stat?,
    reportedAs path: String
  ) throws(FileWriteError) {
    let (temporary, descriptor) = try createTemporary(
      for: target, permissions: permissions, reportedAs: path)
    var failure: Int32?
    if existing != nil, fchmod(descriptor, permissions) != 0 {
      failure = errno
    }
    if let existing, existing.st_uid != geteuid() || existing.st_gid != getegid() {
      _ = fchown(descriptor, existing.st_uid, existing.st_gid)
    }
    if failure == nil, !writeAll(bytes, to: descriptor) || fsync(descriptor) != 0 {
      failure = errno
    }
    if close(descriptor) != 0, failure == nil {
      failure = errno
    }
    if failure == nil, rename(temporary, target) != 0 {
      failure = errno
    }
    if let failure {
      unlink(temporary)
      throw FileWriteError(path: path, code: failure)
    }
    try syncFolder(of: target, reportedAs: path)
  }

  /// Creates a temporary file beside `target` exclusively, never through a symlink.
  /// - Returns: its path and an open descriptor.
  private static func createTemporary(
    for target: String, permissions: mode_t, reportedAs path: String
  ) throws(FileWriteError) -> (String, Int32) {
    for _ in 0..<16 {
      let temporary = temporaryPath(for: target)
      let descriptor = open(
        temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
      if descriptor >= 0 {
        return (temporary, descriptor)
      }
      guard errno == EEXIST else { throw FileWriteError(path: path, code: errno) }
    }
    throw FileWriteError(path: path, code: EEXIST)
  }

  /// Syncs the folder holding `target`, so that a rename in it survives a crash.
  private static func syncFolder(of target: String, reportedAs path: String)
    throws(FileWriteError)
  {
    let descriptor = open(split(target).folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
    defer { close(descriptor) }
    guard fsync(descriptor) == 0 else { throw FileWriteError(path: path, code: errno) }
  }

  // MARK: - Writing through

  /// Writes into what `path` names, as `>` in a shell would: a device, a FIFO
  /// (waiting for its reader), or the missing target of a symlink when
  /// `permissions` is given.
  private static func writeThrough(
    _ path: String, _ bytes: [UInt8], creating permissions: mode_t? = nil
  ) throws(FileWriteError) {
    var flags = O_WRONLY | O_NOCTTY | O_CLOEXEC
    if permissions != nil {
      flags |= O_CREAT | O_TRUNC
    }
    let descriptor = open(path, flags, permissions ?? 0)
    guard descriptor >= 0 else { throw FileWriteError(path: path, code: errno) }
    var failure = writeAll(bytes, to: descriptor) ? nil : errno
    if close(descriptor) != 0, failure == nil {
      failure = errno
    }
    if let failure {
      throw FileWriteError(path: path, code: failure)
    }
  }

  // MARK: - Helpers

  /// Writes every byte, retrying short writes and interruptions.
  private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(
          descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
        if written < 0, errno == EINTR {
          continue
        }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// The path with every symlink resolved, or `path` itself when that fails.
  private static func resolving(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder (`.` when none is named) and the name of `path`.
  private static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}

/// A file that could not be written: which, and why, in one line
/// (`cannot write 'out/a.svg': No such file or directory`).
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path as the caller gave it.
  public let path: String
  /// The system's error number (`errno`).
  public let code: Int32

  /// The message a user reads; control characters in the path are escaped.
  public var description: String {
    "cannot write '\(path.escapingControlCharacters)': \(Self.reason(code))"
  }

  /// The system's words for an `errno`: `No such file or directory`.
  static func reason(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "error \(code)"
  }
}
