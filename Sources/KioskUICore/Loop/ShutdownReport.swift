import Glibc

/// The line on stderr when SIGTERM, SIGINT or SIGHUP ended the run: what happened to the state, and only
/// that (nothing about state without `--state`): "state saved" only when this run wrote the file.
enum ShutdownReport {
    static func line(signal: Int32, state: StateStore?, saveFailed: Bool) -> String {
        let name = signal == SIGINT ? "SIGINT" : signal == SIGHUP ? "SIGHUP" : "SIGTERM"
        guard let store = state else { return "kiosk: \(name) received; exiting" }
        if let why = store.savingDisabled {
            return "kiosk: \(name) received; the state was not saved to '\(store.path)' (\(why)); exiting"
        }
        if saveFailed {
            return "kiosk: \(name) received; the state could not be saved to '\(store.path)' (see the warning above); exiting"
        }
        guard store.wroteFile else {
            return "kiosk: \(name) received; no saved value changed, so '\(store.path)' was not written; exiting"
        }
        return "kiosk: \(name) received; state saved to '\(store.path)'; exiting"
    }
}
