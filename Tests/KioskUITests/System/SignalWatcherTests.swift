import Glibc
import Synchronization
import XCTest
@testable import KioskUICore

/// The watcher's signal handler and its thread: a signal sent to the process reaches every
/// watcher of it (its handler called once, on the waiting thread) and no watcher of others, and a
/// watcher that is gone is not told.
final class SignalWatcherTests: XCTestCase {
    func testASignalReachesItsWatchersAndNoOthers() throws {
        let calls = Mutex(0)
        let usr1 = SignalWatcher(signals: [SIGUSR1])
        usr1.onSignal { calls.withLock { $0 += 1 } }
        let usr2 = SignalWatcher(signals: [SIGUSR2])
        var gone: SignalWatcher? = SignalWatcher(signals: [SIGUSR1])
        weak let goneRef = gone
        gone = nil
        XCTAssertNil(goneRef, "nothing keeps a watcher alive")

        XCTAssertEqual(kill(getpid(), SIGUSR1), 0)
        let deadline = RealClock.monotonic() + 5
        while usr1.signal == nil && RealClock.monotonic() < deadline { usleep(1000) }
        XCTAssertEqual(usr1.signal, SIGUSR1, "the process was not ended by SIGUSR1: the handler caught it")
        XCTAssertEqual(calls.withLock { $0 }, 1)
        XCTAssertNil(usr2.signal, "a watcher of another signal is not told")

        // A handler set after the signal came is called at once.
        let late = Mutex(false)
        usr1.onSignal { late.withLock { $0 = true } }
        XCTAssertTrue(late.withLock { $0 })
    }
}
