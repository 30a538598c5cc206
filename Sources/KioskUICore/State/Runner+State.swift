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
            if let held = store.takeHeldBack() { warn("not saved to '\(store.path)': \(held)") }
        }
        if let outcome = store.takeOutcome() { note(outcome) }
    }

    /// Carries out `change`, a command's `set` of `field` on `w`, and keeps the state file
    /// bounded. When the value `w` keeps changed, it is saved with the next save, as one changed
    /// by touch is (a list's selection set by a command sends no event of its own, so the event
    /// cannot be what saves it); when it would break a limit of the file (`StateLimits`: a value's bytes, the
    /// number of values, the file's cap), the change is undone and refused with a message naming
    /// the limit and the fix, and the saved values stay as they are.
    func keepingStateBounded(_ w: Widget, _ field: SetField, _ change: () throws -> Void) throws {
        guard let store = config.state, let id = w.id, ControlState.isSaved(w, ids: config.stateIDs) else { return try change() }
        let before = w.keptValue
        let undo = field.name == "value" ? before.map(SetField.value) : w.current(field)
        try change()
        guard let after = w.keptValue, after != before else { return }
        if let why = store.breach(setting: id, to: after) {
            if let undo { try? w.set(undo) }
            throw ScriptError.message("\(w.typeName) \"\(id)\" was not changed: \(why); the values saved stay as they are. Set a shorter value (fewer or shorter keys, a shorter text)")
        }
        stateDirty = true
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
