import Glibc
import Synchronization

/// Turns SIGTERM, SIGINT and SIGHUP (a closing terminal, `kill -HUP`, some supervisors) into a flag the loop checks, so the run ends cleanly (state saved,
/// last screenshot written) instead of dying mid-write.
///
/// The signals are caught by a handler that only notes the signal and writes a byte into a pipe
/// (both async-signal-safe); one thread of the process waits on that pipe and tells every
/// watcher, whose handler set with `onSignal` only wakes the loop. The handler must be installed
/// before SDL starts, so SDL (which only installs its own handlers over the default ones) leaves
/// the signals to us. A program the kiosk starts gets them at their defaults (exec resets a
/// caught signal; an ignored one would stay ignored).
///
/// Not a dispatch source: those start libdispatch's manager thread at start and a worker
/// thread with its own malloc arena when cancelled at exit, about a millisecond of a kiosk's
/// start-up to its first frame and exit (docs/performance.md, "What keeps a start small").
///
/// Shared between the waiting thread and the loop, so `Sendable`, checked by hand: the signal
/// received and the handler are in a `Mutex`.
final class SignalWatcher: @unchecked Sendable {
    private struct Shared {
        var received: Int32?
        var handler: (@Sendable () -> Void)?
    }
    private let shared = Mutex(Shared())

    init(signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]) {
        SignalPipe.watch(self, signals: signals)
    }

    /// Notes `signal` and calls the handler (on the thread that waits for signals).
    fileprivate func receive(_ signal: Int32) {
        let h = shared.withLock { shared in
            shared.received = signal
            return shared.handler
        }
        h?()
    }

    /// Sets what to call when a signal arrives (called at once if one already did).
    func onSignal(_ h: @escaping @Sendable () -> Void) {
        let already = shared.withLock { shared in
            shared.handler = h
            return shared.received != nil
        }
        if already { h() }
    }

    /// The signal that arrived, if any.
    var signal: Int32? { shared.withLock { $0.received } }

    deinit { SignalPipe.forget(self) }
}

/// The process's one signal handler, its pipe and the thread that reads it, made when the first
/// watcher is; the watchers that are told, in the order they came.
private enum SignalPipe {
    /// The pipe's write end, for the handler (set once, before the handler is installed).
    nonisolated(unsafe) static var writeEnd = FileDescriptor(rawValue: -1)
    /// The signals that arrived and were not yet told, a bit each (the handler sets them).
    static let pending = Atomic<UInt64>(0)

    private struct State {
        var started = false
        var installed: Set<Int32> = []
        var watchers: [(signals: [Int32], watcher: Weak)] = []
    }
    private final class Weak: @unchecked Sendable {
        weak var watcher: SignalWatcher?
        init(_ w: SignalWatcher) { watcher = w }
    }
    private static let state = Mutex(State())

    static func watch(_ watcher: SignalWatcher, signals: [Int32]) {
        state.withLock { s in
            if !s.started {
                let ends: (readEnd: FileDescriptor, writeEnd: FileDescriptor)
                switch FileDescriptor.pipe() {
                case .success(let made): ends = made
                case .failure(let e): fatalError("cannot make the signal pipe: \(e)")
                }
                ends.readEnd.setCloseOnExec()
                ends.writeEnd.setCloseOnExec()
                _ = pending.load(ordering: .relaxed)   // made before the handler can touch it
                writeEnd = ends.writeEnd
                let readEnd = ends.readEnd
                DetachedThread.start(name: "kiosk-signals") { SignalPipe.wait(readEnd) }
                s.started = true
            }
            s.watchers.removeAll { $0.watcher.watcher == nil }
            s.watchers.append((signals, Weak(watcher)))
            for sig in signals where !s.installed.contains(sig) {
                ProcessSignals.install(sig) { sig in
                    let saved = errno
                    SignalPipe.pending.bitwiseOr(1 << UInt64(sig & 63), ordering: .sequentiallyConsistent)
                    SignalPipe.writeEnd.writeWakeByte()
                    errno = saved
                }
                s.installed.insert(sig)
            }
        }
    }

    static func forget(_ watcher: SignalWatcher) {
        state.withLock { s in s.watchers.removeAll { $0.watcher.watcher == nil || $0.watcher.watcher === watcher } }
    }

    /// The waiting thread: tells the watchers of each signal the handler noted, in the order the
    /// signals are numbered.
    private static func wait(_ readEnd: FileDescriptor) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            guard case .success(let n) = buffer.withUnsafeMutableBytes({ readEnd.read(into: $0) }), n > 0 else { return }
            let bits = pending.exchange(0, ordering: .sequentiallyConsistent)
            for sig in Int32(1)..<64 where bits & (1 << UInt64(sig)) != 0 {
                let told = state.withLock { s in s.watchers.filter { $0.signals.contains(sig) }.compactMap { $0.watcher.watcher } }
                for w in told { w.receive(sig) }
            }
        }
    }
}
