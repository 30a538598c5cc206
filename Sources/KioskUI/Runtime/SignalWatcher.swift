import Dispatch
import Glibc
import Foundation

/// Turns SIGTERM and SIGINT into a flag the loop checks, so the run ends cleanly (state saved,
/// last screenshot written) instead of dying mid-write.
///
/// The signals are ignored at the process level and observed with dispatch sources; this must
/// happen before SDL starts, so SDL (which only installs its own handlers over the default
/// ones) leaves them to us. The handler set with `onSignal` runs on a dispatch queue: it only
/// wakes the loop.
///
/// Shared between the dispatch queue and the loop, so `Sendable`, checked by hand: `sources` is
/// written only in `init` and read only in `deinit`, and `received` and `handler` are read and
/// written only while `lock` is held.
final class SignalWatcher: @unchecked Sendable {
    private var sources: [DispatchSourceSignal] = []
    private let lock = NSLock()
    private var received: Int32?
    private var handler: (@Sendable () -> Void)?

    init(signals: [Int32] = [SIGTERM, SIGINT]) {
        for s in signals {
            Glibc.signal(s, SIG_IGN)
            let src = DispatchSource.makeSignalSource(signal: s, queue: .global())
            src.setEventHandler { [weak self] in
                guard let self else { return }
                self.lock.lock()
                self.received = s
                let h = self.handler
                self.lock.unlock()
                h?()
            }
            src.resume()
            sources.append(src)
        }
    }

    /// Sets what to call when a signal arrives (called at once if one already did).
    func onSignal(_ h: @escaping @Sendable () -> Void) {
        lock.lock()
        handler = h
        let already = received != nil
        lock.unlock()
        if already { h() }
    }

    /// The signal that arrived, if any.
    var signal: Int32? {
        lock.lock()
        defer { lock.unlock() }
        return received
    }

    deinit { for s in sources { s.cancel() } }
}
