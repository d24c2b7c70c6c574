import Testing

@testable import CalculatorTerminal

/// The terminal app saves at most once a second, and never leaves a change unsaved
/// for longer (saving a long program costs its length, so once per batch of keys
/// made every key on a 200,000-step program cost half a second).
@Suite struct SaveScheduleTests {
  @Test func theFirstChangeIsSavedAtOnce() {
    var schedule = SaveSchedule()
    #expect(schedule.wait(at: 0) == -1)
    let savesNow = schedule.changed(at: 5)
    #expect(savesNow)
  }

  @Test func changesWithinASecondWaitForIt() {
    var schedule = SaveSchedule()
    _ = schedule.changed(at: 10)
    schedule.saved(at: 10)
    #expect(schedule.wait(at: 10.2) == -1)
    let savesAtOnce = schedule.changed(at: 10.25)
    #expect(!savesAtOnce)
    #expect(schedule.isPending)
    #expect(schedule.wait(at: 10.25) == 750)
    #expect(schedule.wait(at: 11.5) == 0)
    let savesLater = schedule.changed(at: 11.5)
    #expect(savesLater)
  }

  @Test func aSaveClearsWhatWasPending() {
    var schedule = SaveSchedule()
    schedule.saved(at: 3)
    _ = schedule.changed(at: 3.1)
    schedule.saved(at: 4)
    #expect(!schedule.isPending)
    #expect(schedule.wait(at: 4.5) == -1)
  }
}
