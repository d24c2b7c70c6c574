import CalculatorController
import FoundationEssentials
import Testing

@testable import CalculatorTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The saved state: round trip, atomic write, a corrupt file set aside, an
/// unreadable one kept, temporaries never followed and never left behind.
@Suite struct StateStoreTests {
  private let folder: String

  init() {
    folder = FileManager.default.temporaryDirectory.path + "/calculator-state-\(UUID().uuidString)"
  }

  private var store: StateStore { StateStore(path: folder + "/calculator/state.json") }

  private func files() -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: folder + "/calculator")) ?? []
  }

  @Test func missingFileStartsFresh() {
    #expect(store.load() == .none)
  }

  @Test func roundTrip() throws {
    var state = SavedState()
    state.keypad.press(try Key.keys(inText: "7 + 9 = 3 →M x"))
    state.keypad.press(GraphKey.open)
    state.keypad.press(GraphKey.toggleDots)
    state.keypad.press(GraphKey.zoomIn)
    #expect(state.keypad.graph.isOpen)
    try store.save(state)
    #expect(store.load() == .state(state))
    #expect(files() == ["state.json"], "no temporary file left behind")
  }

  @Test func saveReplacesTheFileWhole() throws {
    try store.save(SavedState())
    var state = SavedState()
    state.keypad.press(.digit(5))
    try store.save(state)
    #expect(store.load() == .state(state))
    #expect(files() == ["state.json"])
  }

  @Test(arguments: ["garbage{", #"{"keypad":{"mode":"sideways"}}"#, ""])
  func corruptFileIsSetAside(contents: String) throws {
    try store.save(SavedState())
    try Data(contents.utf8).write(to: URL(fileURLWithPath: store.path))
    guard case .corrupt(_, let aside) = store.load() else {
      Issue.record("not reported as corrupt")
      return
    }
    let asidePath = try #require(aside)
    #expect(asidePath.hasPrefix(store.path + ".corrupt-"))
    #expect(FileManager.default.contents(atPath: asidePath) == Data(contents.utf8))
    #expect(store.load() == .none, "the next start is fresh")
  }

  @Test func aFileWithoutTheGraphPartsStillLoads() throws {
    let keypad = String(decoding: try JSONEncoder().encode(Keypad()), as: UTF8.self)
    try store.save(SavedState())
    try Data(#"{"keypad":\#(keypad)}"#.utf8).write(to: URL(fileURLWithPath: store.path))
    #expect(store.load() == .state(SavedState()))
  }

  @Test func standardPathFollowsXDG() {
    #expect(
      StateStore.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.path
        == "/s/calculator/state.json")
    #expect(
      StateStore.standard(environment: ["XDG_STATE_HOME": "", "HOME": "/h"])?.path
        == "/h/.local/state/calculator/state.json")
    #expect(StateStore.standard(environment: ["XDG_STATE_HOME": "relative"]) == nil)
  }

  @Test func aSymlinkAtATemporaryNameIsNeverFollowed() throws {
    try store.save(SavedState())
    let victim = folder + "/victim"
    try Data("precious".utf8).write(to: URL(fileURLWithPath: victim))
    #expect(symlink(victim, store.path + ".tmp-\(getpid())") == 0)
    var state = SavedState()
    state.keypad.press(.digit(5))
    try store.save(state)
    #expect(FileManager.default.contents(atPath: victim) == Data("precious".utf8))
    #expect(store.load() == .state(state))
  }

  @Test func temporariesLeftByACrashAreRemoved() throws {
    try store.save(SavedState())
    let stale = ["state.json.tmp-4242", "state.json.tmp-0123456789abcdef"]
    for name in stale + ["state.json.tmp-inflight", "notes.txt"] {
      try Data("{".utf8).write(to: URL(fileURLWithPath: folder + "/calculator/" + name))
    }
    for name in stale {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -3_600)],
        ofItemAtPath: folder + "/calculator/" + name)
    }
    #expect(store.load() == .state(SavedState()))
    #expect(files().sorted() == ["notes.txt", "state.json", "state.json.tmp-inflight"])
  }

  /// Only a regular file of at most ``StateStore/maximumBytes`` is read: a link to a
  /// device, a FIFO (which would block the open until a writer comes) or a huge file is
  /// reported, at once and without reading it whole, and left as it is.
  @Test func aStateFileThatIsNoRegularFileOrTooLargeIsReportedAndKept() throws {
    try FileManager.default.createDirectory(
      atPath: folder + "/calculator", withIntermediateDirectories: true)
    #expect(symlink("/dev/zero", store.path) == 0)
    #expect(store.load() == .unreadable(reason: "not a regular file"))
    var info = stat()
    #expect(lstat(store.path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "still a link")
    #expect(unlink(store.path) == 0)

    #expect(mkfifo(store.path, 0o600) == 0)
    #expect(store.load() == .unreadable(reason: "not a regular file"))
    #expect(lstat(store.path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
    #expect(unlink(store.path) == 0)

    let large = [UInt8](repeating: 0x20, count: StateStore.maximumBytes + 1)
    #expect(FileManager.default.createFile(atPath: store.path, contents: Data(large)))
    #expect(store.load() == .unreadable(reason: "larger than 1 MiB"))
    #expect(lstat(store.path, &info) == 0 && info.st_size == StateStore.maximumBytes + 1)
  }

  /// A state larger than ``StateStore/maximumBytes`` is not written, so the file never
  /// grows past what a load reads: it keeps the last state that fitted.
  @Test func aStateLargerThanTheLimitIsNotWritten() throws {
    try store.save(SavedState())
    let steps = Array(repeating: #"{"operand":1}"#, count: 80_000).joined(separator: ",")
    let keypad =
      #"{"mode":"rpn","angle":"rad","memory":null,"typing":null,"showsZero":false,"#
      + #""program":[\#(steps)],"redo":[],"tape":[]}"#
    let large = try JSONDecoder().decode(
      SavedState.self, from: Data(#"{"keypad":\#(keypad)}"#.utf8))
    #expect(large.keypad.programLength == 80_000)
    let refusal = StateStoreError(
      message: "the state is larger than 1 MiB; press C to start over")
    #expect(throws: refusal) { try store.save(large) }
    #expect(store.load() == .state(SavedState()))
  }

  @Test func aStateFileThatCannotBeReadIsReportedAndKept() throws {
    try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
    #expect(store.load() == .unreadable(reason: "Is a directory"))
    #expect(throws: StateStoreError.self) { try store.save(SavedState()) }
    var info = stat()
    #expect(lstat(store.path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR, "still a folder")
  }
}
