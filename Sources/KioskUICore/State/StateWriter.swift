import Glibc
import Synchronization

/// Writes the state file on a thread of its own, so the UI never waits on a disk.
///
/// The loop hands over the newest file text (`submit`) and goes on at once; the thread writes it
/// as every save is written (temporary file, fsync, rename, fsync of the folder:
/// `StateStore.writeAtomically`). Saves coalesce: while one is being written, a newer text
/// replaces the one waiting, so only the latest snapshot is written next and a burst of changes
/// costs at most two writes. After each write the thread records how it went and calls `wake`,
/// and the loop takes the outcome (`takeOutcome`) to report a failure itself, as a `warning`
/// event on its own thread. At the end of the run the loop waits for the last text to be written
/// (`finish`), so nothing is lost.
///
/// A 2 s fsync (a slow SD card, a loaded disk) on the loop's thread would hold the whole UI: a
/// query would wait 3.9 s behind a save.
///
/// Shared between the writer thread and the loop, so `Sendable`: `path` and `write` are
/// constants; the text waiting, whether a write is going on, its outcome and the wake handler are
/// in a `Mutex`.
final class StateWriter: Sendable {
    /// Writes `text` to the file at `path` durably; throws a message naming the path (tests make
    /// it slow or failing).
    typealias Write = @Sendable (_ text: String, _ path: String) throws -> Void

    /// How the newest write went.
    enum Outcome: Equatable {
        case saved
        case failed(String)
    }

    let path: String
    private let write: Write
    private struct Shared {
        var pending: String?
        var writing = false
        var outcome: Outcome?
        var threadRunning = false
        var closing = false
        var wake: (@Sendable () -> Void)?
    }
    private let shared = Mutex(Shared())
    /// Raised when a text waits (or the writer should end): the thread sleeps on it.
    private let work = LoopWakeup()
    /// Raised after each write: `finish` sleeps on it.
    private let written = LoopWakeup()

    init(path: String, write: @escaping Write = { try StateStore.writeAtomically($0, to: $1) }) {
        self.path = path
        self.write = write
    }

    /// Called on the writer thread after each write (the run's `wake`, so the loop reports a
    /// failure without waiting for its next input).
    func setWake(_ wake: @escaping @Sendable () -> Void) {
        shared.withLock { $0.wake = wake }
    }

    /// Hands `text` over to be written, replacing a text still waiting; never waits.
    func submit(_ text: String) {
        let start = shared.withLock { s -> Bool in
            s.pending = text
            s.closing = false
            if s.threadRunning { return false }
            s.threadRunning = true
            return true
        }
        if start { DetachedThread.start(name: "kiosk-state") { [self] in self.writeLoop() } }
        work.raise()
    }

    /// How the writes since the last call went (the newest one's outcome), or nil when none ended.
    func takeOutcome() -> Outcome? {
        shared.withLock { s in
            defer { s.outcome = nil }
            return s.outcome
        }
    }

    /// Whether a text waits or is being written.
    var isBusy: Bool { shared.withLock { $0.pending != nil || $0.writing } }

    /// Waits until the text handed over last is written (or failed), for at most `timeout`
    /// seconds, and lets the thread end. Returns false when it is still being written.
    @discardableResult
    func finish(timeout: Double) -> Bool {
        let deadline = RealClock.monotonic() + timeout
        while isBusy {
            let left = deadline - RealClock.monotonic()
            if left <= 0 { return false }
            written.wait(timeout: left)
        }
        shared.withLock { $0.closing = true }
        work.raise()
        return true
    }

    private func writeLoop() {
        while true {
            let next = shared.withLock { s -> (text: String?, end: Bool) in
                if let t = s.pending {
                    s.pending = nil
                    s.writing = true
                    return (t, false)
                }
                if s.closing {
                    s.threadRunning = false
                    return (nil, true)
                }
                return (nil, false)
            }
            if next.end { return }
            guard let text = next.text else {
                work.wait(timeout: nil)
                continue
            }
            var outcome = Outcome.saved
            do { try write(text, path) } catch { outcome = .failed("\(error)") }
            let wake = shared.withLock { s -> (@Sendable () -> Void)? in
                s.writing = false
                s.outcome = outcome
                return s.wake
            }
            written.raise()
            wake?()
        }
    }
}
