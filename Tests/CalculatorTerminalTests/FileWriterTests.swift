import FoundationEssentials
import Testing

@testable import CalculatorTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file writes: atomic for regular and new files, through for
/// anything else, one-line errors. (The CLI's `graph --output` tests cover FIFOs
/// and devices through the binary.)
@Suite struct FileWriterTests {
  private let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.path + "/file-writer-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  private func status(_ path: String) -> stat? {
    var info = stat()
    return lstat(path, &info) == 0 ? info : nil
  }

  private func text(_ path: String) -> String? {
    FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
  }

  private var entries: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
  }

  @Test func aNewFileGetsThePermissionsAskedFor() throws {
    try FileWriter.write(Array("one".utf8), to: folder + "/new", permissions: 0o600)
    #expect(text(folder + "/new") == "one")
    #expect(status(folder + "/new").map { $0.st_mode & 0o777 } == 0o600)
    #expect(entries == ["new"])
  }

  @Test func aRegularFileIsReplacedWholeAndKeepsItsMode() throws {
    let path = folder + "/file"
    try FileWriter.write(Array("old".utf8), to: path)
    try #require(chmod(path, 0o640) == 0)
    let before = try #require(status(path))
    try FileWriter.write(Array("new".utf8), to: path)
    let after = try #require(status(path))
    #expect(text(path) == "new")
    #expect(after.st_mode & 0o7777 == 0o640)
    #expect(after.st_ino != before.st_ino, "a new file renamed into place, not rewritten")
    #expect(entries == ["file"])
  }

  /// A write-protected file (0444) was once replaced, where the shell's `>` refuses; it
  /// is refused even for root, whom the system would let write it.
  @Test func aWriteProtectedFileIsRefusedAndKept() throws {
    let path = folder + "/protected"
    try FileWriter.write(Array("old".utf8), to: path)
    chmod(path, 0o444)
    #expect(throws: FileWriteError(path: path, code: EACCES)) {
      try FileWriter.write(Array("new".utf8), to: path)
    }
    #expect(text(path) == "old")
    #expect(status(path).map { $0.st_mode & 0o777 } == 0o444)
    #expect(entries == ["protected"])
  }

  @Test func aSymlinkWithoutTargetCreatesTheTarget() throws {
    try #require(symlink("target", folder + "/link") == 0)
    try FileWriter.write(Array("through".utf8), to: folder + "/link")
    #expect(status(folder + "/link").map { $0.st_mode & S_IFMT } == S_IFLNK)
    #expect(text(folder + "/target") == "through")
  }

  @Test func temporaryNamesAreRandom() {
    let names = Set((0..<100).map { _ in FileWriter.temporaryPath(for: "a/state.json") })
    #expect(names.count == 100)
    #expect(names.allSatisfy { $0.hasPrefix("a/state.json.tmp-") && $0.count == 33 })
  }

  @Test func failuresNameTheFileAndTheReason() {
    #expect(throws: FileWriteError(path: folder + "/no/such", code: ENOENT)) {
      try FileWriter.write([], to: folder + "/no/such")
    }
    #expect(throws: FileWriteError(path: folder, code: EISDIR)) {
      try FileWriter.write([], to: folder)
    }
    #expect(
      FileWriteError(path: "out/a\u{1B}.svg", code: ENOENT).description
        == "cannot write 'out/aU+001B.svg': No such file or directory")
    #expect(entries.isEmpty)
  }
}
