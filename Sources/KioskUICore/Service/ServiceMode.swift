import Synchronization

/// What service mode keeps between the loop's turns: the gesture being watched, the customer's
/// scene while a service screen is shown in its place, the PIN check running off the loop's
/// thread, the wrong tries and the recent warnings (`Runner+Service` drives it).
@MainActor
final class ServiceMode {
    /// Seconds without input after which a service screen closes by itself.
    static let idleTimeout = 60.0
    /// The most recent warnings the diagnostics screen lists.
    static let keptWarnings = 5

    /// Where the technician is.
    enum Stage: Equatable {
        /// The customer's screen shows; the gesture is watched.
        case closed
        /// The PIN entry shows.
        case pin
        /// The PIN entered is being checked (the entry shows "Checking…").
        case checking
        /// The diagnostics screen shows.
        case diagnostics
    }

    /// What a service screen's control asked for, carried out after its event was delivered.
    enum Request: Equatable {
        case submit, cancel, leave, restart
    }

    /// The Argon2id hash string the PIN is checked against.
    let hash: String
    /// Wakes the live loop when a check has ended; nil checks on the loop's thread (a replay, a
    /// test: the same frames every run).
    let wake: (@Sendable () -> Void)?
    /// When the run started (`RealClock.monotonic`), for the kiosk's uptime.
    let startedMonotonic = RealClock.monotonic()
    /// The panel's id (`--panel`, else the host name) and the UI's turn on the output in degrees
    /// (`--rotate`), as the diagnostics screen shows them.
    let panel: String
    let rotation: Int

    var gesture = ServiceGesture()
    var keyHold = ServiceKeyHold()
    var stage = Stage.closed
    /// The customer's scene, kept as it was while a service screen shows in its place.
    var customer: Scene?
    /// The service screen's event subscription.
    var subscription: EventBus.Token?
    /// What a control asked for and the loop has not carried out yet.
    var request: Request?
    /// The scene time of the last input on a service screen.
    var lastInput = 0.0
    /// Wrong PINs in a row, and the scene time before which no PIN is checked.
    var failures = 0
    var retryAt = -Double.infinity
    /// The newest warnings, oldest first.
    private(set) var warnings: [String] = []
    /// Where the check running off the loop's thread leaves its result.
    let result = ServiceCheckResult()

    /// Service mode for `hash`; `wake`: see `wake`.
    init(hash: String, wake: (@Sendable () -> Void)?, panel: String = ProcessEnvironment.hostName, rotation: Int = 0) {
        self.hash = hash
        self.wake = wake
        self.panel = panel
        self.rotation = rotation
    }

    /// Keeps `message` among the last `keptWarnings`.
    func note(warning message: String) {
        warnings.append(message)
        if warnings.count > ServiceMode.keptWarnings { warnings.removeFirst(warnings.count - ServiceMode.keptWarnings) }
    }

    /// Why a `what` (layout, screenshot) is refused while the PIN entry shows.
    nonisolated static func pinEntryRefusal(_ what: String) -> String {
        "the service PIN entry shows: no \(what) until it closes (it would tell how long the PIN is)"
    }

    /// The seconds the next PIN waits after `n` wrong ones in a row: 1, 2, 4, 8 … up to 5
    /// minutes (a PIN of 4 digits then takes weeks to guess).
    nonisolated static func delay(afterFailures n: Int) -> Double {
        n < 1 ? 0 : min(300, Double(1 << min(n - 1, 20)))
    }

    /// Checks `pin` against the hash: on the loop's thread without a wake, else on a thread of
    /// its own that posts the result and wakes the loop. The copy it is given is wiped after.
    func startCheck(_ pin: [UInt8]) {
        let (hash, result) = (self.hash, self.result)
        let check: @Sendable () -> Void = {
            var p = pin
            result.post(ServicePIN.verify(p, against: hash))
            ServicePIN.wipe(&p)
        }
        guard let wake else { return check() }
        DetachedThread.start(name: "kiosk-pin") {
            check()
            wake()
        }
    }
}

/// A PIN check's result, posted from the thread that checked it and taken by the loop.
final class ServiceCheckResult: Sendable {
    private let value = Mutex<Bool?>(nil)

    func post(_ ok: Bool) { value.withLock { $0 = ok } }

    /// The result once it has come, taken (the next call answers nil).
    func take() -> Bool? { value.withLock { v in defer { v = nil }; return v } }
}
