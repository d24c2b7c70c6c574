extension TerminalApp {
  /// What the app starts with: the saved state, a notice about the state file, and
  /// where to save.
  struct Start {
    /// The state to show: the saved one, or a fresh one.
    var state = SavedState()
    /// What went wrong with the state file, for the status line and, on exit,
    /// standard error; `nil` when nothing did.
    var notice: String?
    /// Where to save, or `nil` when this session is not saved: there is no home
    /// folder, or the state file cannot be read and so must not be overwritten.
    var saving: StateStore?

    /// Loads the state from `store`.
    ///
    /// A state file that exists but cannot be read (permissions, a folder in its
    /// place) is left as it is and the app runs without saving: the calculator
    /// stays usable, the file cannot be lost, and the notice says why.
    init(loadingFrom store: StateStore?) {
      guard let store else {
        notice = "no HOME or XDG_STATE_HOME: the state will not be kept"
        return
      }
      switch store.load() {
      case .none:
        saving = store
      case .state(let loaded):
        state = loaded
        saving = store
      case .corrupt(let reason, let aside):
        let setAside = aside.map { "set aside as \($0)" } ?? "could not be set aside"
        notice = "state file was corrupt (\(reason)); \(setAside); starting fresh"
        saving = store
      case .unreadable(let reason):
        notice = "cannot read the state file (\(reason)): this session will not be saved"
      }
    }
  }
}
