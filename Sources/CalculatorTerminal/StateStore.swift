import FoundationEssentials

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps ``SavedState`` in a JSON file, written atomically (a temporary file in
/// the same folder, then `rename`), so a crash or kill never leaves half a file.
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
  }

  /// The state file's path.
  let path: String

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

  /// Reads the state; a file that is not a valid state is set aside as
  /// `state.json.corrupt-<seconds since 1970>`, never thrown.
  func load() -> Loaded {
    guard let data = FileManager.default.contents(atPath: path) else { return .none }
    do {
      return .state(try JSONDecoder().decode(SavedState.self, from: data))
    } catch {
      let aside = path + ".corrupt-\(time(nil))"
      let moved = rename(path, aside) == 0
      return .corrupt(reason: Self.reason(error), setAsideAt: moved ? aside : nil)
    }
  }

  /// Writes the state atomically, creating the folder when needed.
  /// - Throws: ``StateStoreError`` saying which step failed.
  func save(_ state: SavedState) throws(StateStoreError) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data: Data
    do {
      data = try encoder.encode(state)
    } catch {
      throw StateStoreError(message: "cannot encode the state: \(error)")
    }
    let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw StateStoreError(message: "cannot create \(folder)")
    }
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw StateStoreError(message: "cannot write \(temporary)") }
    let complete = data.withUnsafeBytes { bytes in Self.writeAll(bytes, to: descriptor) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard complete, synced, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw StateStoreError(message: "cannot write \(path)")
    }
  }

  private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
      if written < 0, errno == EINTR {
        continue
      }
      guard written > 0 else { return false }
      offset += written
    }
    return true
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
