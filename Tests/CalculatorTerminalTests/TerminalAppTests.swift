import FoundationEssentials
import Testing

@testable import CalculatorTerminal

/// How the app starts from what the state file holds.
@Suite struct TerminalAppTests {
  private let store = StateStore(
    path: FileManager.default.temporaryDirectory.path + "/app-start-\(UUID().uuidString)/state.json"
  )

  @Test func aStateFileThatCannotBeReadIsNeverSavedOver() throws {
    try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
    let start = TerminalApp.Start(loadingFrom: store)
    #expect(start.saving == nil)
    #expect(
      start.notice == "cannot read the state file (Is a directory): this session will not be saved")
  }

  @Test func aMissingFileStartsFreshAndSaves() {
    let start = TerminalApp.Start(loadingFrom: store)
    #expect(start.saving?.path == store.path)
    #expect(start.notice == nil)
    #expect(start.state == SavedState())
  }

  @Test func withoutAHomeNothingIsSaved() {
    let start = TerminalApp.Start(loadingFrom: nil)
    #expect(start.saving == nil)
    #expect(start.notice == "no HOME or XDG_STATE_HOME: the state will not be kept")
  }
}
