import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps ``SavedState`` in a JSON file, written by ``FileWriter``: a
/// temporary file created exclusively beside it, synced and renamed over it, the
/// folder synced, so a crash or kill never leaves half a file, and temporaries a
/// crash left behind are removed on the next load.
struct StateStore: Sendable {
  /// What loading found.
  enum Loaded: Equatable {
    /// No file yet: start fresh.
    case none
    /// The saved state.
    case state(SavedState)
    /// The file could not be read as a state; it was renamed to `setAsideAt`
    /// (or left in place when that failed) and a fresh state starts.
    case corrupt(reason: String, setAsideAt: String?)
    /// The file exists but cannot be read (permissions, a folder in its place):
    /// it must not be overwritten.
    case unreadable(reason: String)
  }

  /// The state file's path.
  let path: String

  /// The largest state file read or written, 1 MiB: some 50,000 program steps, far past
  /// a calculation anyone types, so that loading costs at most what this size says.
  static let maximumBytes = 1 << 20

  /// The store at `$XDG_STATE_HOME/calculator/state.json`, or
  /// `$HOME/.local/state/calculator/state.json` when `XDG_STATE_HOME` is unset,
  /// empty or relative; `nil` when neither gives an absolute folder.
  static func standard(environment: [String: String]) -> StateStore? {
    if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
      return StateStore(path: state + "/calculator/state.json")
    }
    if let home = environment["HOME"], home.hasPrefix("/") {
      return StateStore(path: home + "/.local/state/calculator/state.json")
    }
    return nil
  }

  /// Reads the state, after removing temporaries a crash left behind; a file that
  /// is not a valid state is set aside as `state.json.corrupt-<seconds since 1970>`,
  /// never thrown; one that cannot be read is reported and left alone.
  func load() -> Loaded {
    FileWriter.removeStaleTemporaries(of: path)
    let data: [UInt8]
    switch Self.contents(of: path) {
    case .success(let bytes): data = bytes
    case .failure(let error) where error.code == ENOENT: return .none
    case .failure(let error): return .unreadable(reason: error.reason)
    }
    do {
      return .state(try JSONDecoder().decode(SavedState.self, from: Data(data)))
    } catch {
      let aside = path + ".corrupt-\(time(nil))"
      let moved = rename(path, aside) == 0
      return .corrupt(reason: Self.reason(error), setAsideAt: moved ? aside : nil)
    }
  }

  /// Writes the state (mode 0600), creating the folder when needed.
  /// - Throws: ``StateStoreError`` saying which step failed, or that the state is
  ///   larger than ``maximumBytes`` (the file then keeps the last state that fitted).
  func save(_ state: SavedState) throws(StateStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(state)
    } catch {
      throw StateStoreError(message: "cannot encode the state: \(error)")
    }
    guard data.count <= Self.maximumBytes else {
      throw StateStoreError(message: "the state is larger than 1 MiB; press C to start over")
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw StateStoreError(message: "cannot create \(folder)")
    }
    do {
      try FileWriter.write(data, to: path, permissions: 0o600)
    } catch {
      throw StateStoreError(message: error.description)
    }
  }

  /// The bytes of the file at `path`, or why it was not read: an `errno`, a file that
  /// is not a regular one (opened without blocking, so a FIFO does not wait for a
  /// writer), or one larger than ``maximumBytes``.
  private static func contents(of path: String) -> Result<[UInt8], ReadError> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return .failure(ReadError(code: errno)) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return .failure(ReadError(code: errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(ReadError(code: EISDIR))
    default: return .failure(ReadError(reason: "not a regular file"))
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      guard bytes.count <= maximumBytes else {
        return .failure(ReadError(reason: "larger than 1 MiB"))
      }
      let count = read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR {
        continue
      }
      guard count >= 0 else { return .failure(ReadError(code: errno)) }
      guard count > 0 else { return .success(bytes) }
      bytes += buffer.prefix(count)
    }
  }

  /// Why a file could not be read: an `errno` (0 for none) and what a user reads.
  private struct ReadError: Error {
    var code: Int32 = 0
    var reason: String

    init(code: Int32) {
      self.code = code
      reason = FileWriteError.reason(code)
    }

    init(reason: String) {
      self.reason = reason
    }
  }

  /// A short reason for a failed decode.
  private static func reason(_ error: any Error) -> String {
    switch error {
    case DecodingError.dataCorrupted(let context):
      context.debugDescription
    case DecodingError.keyNotFound(let key, _):
      "missing \(key.stringValue)"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      context.debugDescription
    default:
      "unreadable"
    }
  }
}

/// Why the state could not be saved.
struct StateStoreError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed.
  var message: String
  /// The message a user reads.
  var description: String { message }
}
