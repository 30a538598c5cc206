/// The state file (`--state`): saved as controls settle, written off the loop's thread when the
/// store has a writer (`StateWriter`), waited for at the end.
extension Runner {
    /// How long the end of a run waits for the last save to reach the disk: well inside the 10 s
    /// a service manager gives a stop (`TimeoutStopSec` of the packaged unit).
    static let finalSaveTimeout = 5.0

    /// Saves the controls' values when one changed since the last save, and takes how the
    /// background writes went. A failure is reported once (stderr and a `warning` event, from the
    /// loop); the UI goes on, and the next change saves again.
    func saveStateIfNeeded() {
        guard let store = config.state else { return }
        if stateDirty {
            stateDirty = false
            do {
                try store.save(ControlState.snapshot(scene, ids: config.stateIDs))
                if store.writer == nil { note(.saved) }
            } catch {
                note(.failed("\(error)"))
            }
        }
        if let outcome = store.takeOutcome() { note(outcome) }
    }

    /// Saves what changed and waits (at most `timeout` seconds) until it is on the disk; reports
    /// how it went. Called once at the end of a run.
    func finishStateSaves(timeout: Double = Runner.finalSaveTimeout) {
        saveStateIfNeeded()
        guard let store = config.state, let writer = store.writer else { return }
        if writer.finish(timeout: timeout) {
            if let outcome = store.takeOutcome() { note(outcome) }
        } else {
            note(.failed("the state was still being written to '\(store.path)' after \(JSONValue.format(timeout)) s; exiting without waiting for the disk"))
        }
    }

    private func note(_ outcome: StateWriter.Outcome) {
        switch outcome {
        case .saved:
            stateSaveFailed = false
        case let .failed(message):
            if !stateSaveFailed { warn(message) }
            stateSaveFailed = true
        }
    }
}
