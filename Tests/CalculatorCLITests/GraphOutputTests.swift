import Foundation
import Testing

/// `graph --output FILE`: a regular or new file is replaced
/// atomically; a device, FIFO or symlink is written through, never replaced; a
/// failure is one readable line.
@Suite struct GraphOutputTests {
  private let folder: String

  init() throws {
    folder = FileManager.default.temporaryDirectory.path + "/graph-output-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  private func graph(to path: String) throws -> CommandLineTests.Outcome {
    try CommandLineTests.run(["graph", "x", "--width", "40", "--height", "30", "--output", path])
  }

  private func type(of path: String) -> mode_t {
    var info = stat()
    guard lstat(path, &info) == 0 else { return 0 }
    return info.st_mode & S_IFMT
  }

  private func temporaries() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
      $0.contains(".tmp-")
    }
  }

  @Test func aNewFileIsWrittenAndNothingIsLeftBeside() throws {
    let path = folder + "/a.svg"
    let outcome = try graph(to: path)
    #expect(outcome.status == 0)
    #expect(outcome.error.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("<svg"))
    #expect(temporaries().isEmpty)
  }

  @Test func aFIFOIsWrittenThroughNotReplaced() throws {
    let path = folder + "/pipe.svg"
    try #require(mkfifo(path, 0o600) == 0)
    let reader = open(path, O_RDONLY | O_NONBLOCK)
    try #require(reader >= 0)
    defer { close(reader) }
    let outcome = try graph(to: path)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(type(of: path) == S_IFIFO)
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self).hasPrefix("<svg"))
  }

  @Test func aCharacterDeviceIsWrittenThroughNotReplaced() throws {
    // A private node for the device /dev/null is (major 1, minor 3), so a
    // regression replaces this node, never the machine's /dev/null.
    let path = folder + "/null"
    guard mknod(path, S_IFCHR | 0o666, 0x103) == 0 else {
      Issue.record("cannot create a device node here (errno \(errno))")
      return
    }
    let outcome = try graph(to: path)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(type(of: path) == S_IFCHR)
    #expect(temporaries().isEmpty)
  }

  @Test func aSymlinkIsKeptAndItsTargetWritten() throws {
    let target = folder + "/target.svg"
    let link = folder + "/link.svg"
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    try #require(symlink("target.svg", link) == 0)
    let outcome = try graph(to: link)
    #expect(outcome.status == 0, "\(outcome.error)")
    #expect(type(of: link) == S_IFLNK)
    #expect(try String(contentsOfFile: target, encoding: .utf8).hasPrefix("<svg"))
    #expect(temporaries().isEmpty)
  }

  @Test func aFailureIsOneLineSayingWhichFileAndWhy() throws {
    let missing = folder + "/out/a.svg"
    let outcome = try graph(to: missing)
    #expect(outcome.status == 1)
    #expect(outcome.error == "calculator: cannot write '\(missing)': No such file or directory\n")
    let directory = try graph(to: folder)
    #expect(directory.error == "calculator: cannot write '\(folder)': Is a directory\n")
  }
}
