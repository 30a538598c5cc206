import Glibc
import KioskUICore
import Synchronization

/// Ctrl-C (SIGINT) or SIGTERM during `kiosk bench --fleet`: the signal only raises a flag, and
/// the harness's next wait (every wait polls) throws, so the usual clean-up runs — every panel
/// and the broker stopped, the scratch folder removed — instead of leaving a hundred kiosks behind.
enum FleetBenchInterrupt {
    /// Raised by the handler (an atomic store: safe in signal context).
    private static let raised = Atomic<Bool>(false)
    private static let signals = [SIGINT, SIGTERM]

    /// Catches the signals until `release`; returns what they did before, for `release`.
    static func catchSignals() -> [sigaction] {
        raised.store(false, ordering: .relaxed)
        return signals.map { s in
            ProcessSignals.installTemporarily(s) { _ in FleetBenchInterrupt.raised.store(true, ordering: .relaxed) }
        }
    }

    /// Gives the signals back what they did before `catchSignals` (a test process that ignores
    /// SIGTERM goes on ignoring it).
    static func release(_ previous: [sigaction]) {
        for (s, p) in zip(signals, previous) { ProcessSignals.restore(s, p) }
    }

    /// Throws when a signal came since `catchSignals`.
    static func check() throws {
        if raised.load(ordering: .relaxed) {
            throw KioskError("kiosk bench --fleet: interrupted; every panel and the broker were stopped", status: .runtime)
        }
    }

    /// Sleeps `seconds` in short steps, throwing as soon as a signal came.
    static func sleep(_ seconds: Double) throws {
        let end = BenchClock.now() + seconds
        while BenchClock.now() < end {
            try check()
            ProcessSignals.sleep(microseconds: useconds_t(max(0, min(0.02, end - BenchClock.now())) * 1e6))
        }
        try check()
    }

    /// Polls `done` every 10 ms until it holds (true) or `timeout` seconds pass (false); throws
    /// when a signal came.
    static func wait(timeout: Double, until done: () throws -> Bool) throws -> Bool {
        let end = BenchClock.now() + timeout
        while true {
            try check()
            if try done() { return true }
            if BenchClock.now() >= end { return false }
            ProcessSignals.sleep(microseconds: 10_000)
        }
    }
}
