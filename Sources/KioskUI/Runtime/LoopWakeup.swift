import Foundation

/// A sticky wake-up call for the headless live loop, which has no display queue to sleep on.
///
/// An input thread (the command reader, the control socket) calls `raise()` after handing lines
/// over, and a signal calls it through the run's `wake` closure; the loop sleeps in
/// `wait(timeout:)`. The call is sticky: one raised while the loop was busy ends the next wait at
/// once, so a line handed over between the loop's `take()` and its next wait is never slept on.
///
/// Shared between those threads and the loop, so `Sendable`, checked by hand: `raised` is read and
/// written only while `condition` is locked, and `condition` is a constant.
final class LoopWakeup: @unchecked Sendable {
    private let condition = NSCondition()
    private var raised = false

    /// Ends the current or the next `wait`.
    func raise() {
        condition.lock()
        raised = true
        condition.broadcast()
        condition.unlock()
    }

    /// Sleeps until `raise()` is called (or was, since the last wait), or `timeout` seconds pass
    /// (nil: no limit).
    func wait(timeout: Double?) {
        condition.lock()
        defer { condition.unlock() }
        let deadline = timeout.map { Date().addingTimeInterval(max(0, $0)) }
        while !raised {
            if let d = deadline {
                if !condition.wait(until: d) { break }
            } else {
                condition.wait()
            }
        }
        raised = false
    }
}
