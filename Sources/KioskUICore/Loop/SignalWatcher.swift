import Dispatch
import Glibc
import Synchronization

/// Turns SIGTERM, SIGINT and SIGHUP (a closing terminal, `kill -HUP`, some supervisors) into a flag the loop checks, so the run ends cleanly (state saved,
/// last screenshot written) instead of dying mid-write.
///
/// The signals are ignored at the process level and observed with dispatch sources; this must
/// happen before SDL starts, so SDL (which only installs its own handlers over the default
/// ones) leaves them to us. The handler set with `onSignal` runs on a dispatch queue: it only
/// wakes the loop.
///
/// Shared between the dispatch queue and the loop, so `Sendable`, checked by hand: `sources` is
/// written only in `init` and read only in `deinit`; the signal received and the handler are in
/// a `Mutex`.
final class SignalWatcher: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private struct Shared {
        var received: Int32?
        var handler: (@Sendable () -> Void)?
    }
    private let shared = Mutex(Shared())

    init(signals: [Int32] = [SIGTERM, SIGINT, SIGHUP]) {
        for s in signals {
            Glibc.signal(s, SIG_IGN)
            let src = DispatchSource.makeSignalSource(signal: s, queue: .global())
            src.setEventHandler { [weak self] in
                guard let self else { return }
                let h = self.shared.withLock { shared in
                    shared.received = s
                    return shared.handler
                }
                h?()
            }
            src.resume()
            sources.append(src)
        }
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

    deinit { for s in sources { s.cancel() } }
}
