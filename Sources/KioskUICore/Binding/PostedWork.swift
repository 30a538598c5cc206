import Synchronization

/// Work a thread of the app's own hands to the UI loop (`KioskController.post`): queued under a
/// lock, the loop woken, and run on the main actor between frames, in the order posted.
final class PostedWork: Sendable {
    typealias Work = @Sendable @MainActor () -> Void

    private struct State {
        var work: [Work] = []
        /// Wakes the loop; nil while no run is going.
        var wake: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// Queues `work` and wakes the loop.
    func post(_ work: @escaping Work) {
        let wake = state.withLock { s -> (@Sendable () -> Void)? in
            s.work.append(work)
            return s.wake
        }
        wake?()
    }

    /// Everything posted so far, oldest first; the queue is empty after.
    func take() -> [Work] {
        state.withLock { s in
            defer { s.work.removeAll() }
            return s.work
        }
    }

    /// What wakes the loop of the run that takes the work now (nil: no run).
    func setWake(_ wake: (@Sendable () -> Void)?) {
        state.withLock { $0.wake = wake }
    }
}
