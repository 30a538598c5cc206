import Glibc

/// A sticky wake-up call for the headless live loop, which has no display queue to sleep on.
///
/// An input thread (the command reader, the control socket) calls `raise()` after handing lines
/// over, and a signal calls it through the run's `wake` closure; the loop sleeps in
/// `wait(timeout:)`. The call is sticky: one raised while the loop was busy ends the next wait at
/// once, so a line handed over between the loop's `take()` and its next wait is never slept on.
///
/// Shared between those threads and the loop, so `Sendable`, checked by hand: `raised` is read and
/// written only while `mutex` is locked; `mutex` and `condition` are constants, made in `init` and
/// destroyed in `deinit`.
final class LoopWakeup: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var raised = false

    init() {
        pthread_mutex_init(mutex, nil)
        // Deadlines on the monotonic clock: a change of the wall clock neither ends nor stretches a wait.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Ends the current or the next `wait`.
    func raise() {
        pthread_mutex_lock(mutex)
        raised = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Sleeps until `raise()` is called (or was, since the last wait), or `timeout` seconds pass
    /// (nil: no limit).
    func wait(timeout: Double?) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        var deadline = timespec()
        if let t = timeout {
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            let ns = Int(deadline.tv_nsec) + Int((Swift.max(0, t) * 1e9).rounded())
            deadline.tv_sec += ns / 1_000_000_000
            deadline.tv_nsec = ns % 1_000_000_000
        }
        while !raised {
            if timeout != nil {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { break }
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        raised = false
    }
}
