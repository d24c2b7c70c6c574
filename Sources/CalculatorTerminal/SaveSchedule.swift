/// When the terminal app saves its state: at once when the last save is at least
/// ``interval`` seconds old, otherwise when that much time has passed, so that a burst
/// of keys on a long program (whose saved form costs its length) writes once a second
/// at most, and a change is never more than ``interval`` seconds from the disk.
struct SaveSchedule {
  /// The least time between two saves, in seconds.
  static let interval = 1.0

  /// When the last save was, in seconds on a monotonic clock.
  private var lastSave = -Double.infinity
  /// Whether a change waits to be saved.
  private(set) var isPending = false

  /// Notes a change at `now`; returns whether to save now.
  mutating func changed(at now: Double) -> Bool {
    isPending = true
    return now - lastSave >= Self.interval
  }

  /// Notes a save at `now`.
  mutating func saved(at now: Double) {
    lastSave = now
    isPending = false
  }

  /// How long the app may wait for input before a pending save is due, in
  /// milliseconds; -1 (wait for ever) when nothing is pending.
  func wait(at now: Double) -> Int32 {
    guard isPending else { return -1 }
    let remaining = (lastSave + Self.interval - now) * 1000
    return Int32(max(0, min(remaining.rounded(.up), Self.interval * 1000)))
  }
}
