import Synchronization

/// A panel's place in a fleet (`kiosk run --mqtt`): its connection to the broker and what arrives
/// on it, waiting for the loop.
///
/// The connection's thread (`MQTTConnection`) sorts each message by its topic (`FleetTopics`):
/// command lines are cut and bounded as the control socket's are (`CommandLineSplitter`: 1 MiB a
/// line, 4 MiB for a list's items, UTF-8) and queued, at most `queueLimit` of them; past that a
/// message is dropped and the loop says so once on the events topic. The newest desired state and
/// the newest bundle of each scope are kept (each replaces the one of its scope before, so a burst
/// costs one application, and a bundle of one scope never hides another scope's). Then it wakes
/// the loop, which takes the lines within its per-frame command budget (`Runner+CommandSlice`)
/// and the rest in `Runner+Fleet`.
///
/// The loop publishes through it: every event line, the panel's retained status, telemetry and
/// screenshots. Nothing waits for the network: a message while the broker is away is not sent
/// (the status and state are retained and sent again on the next connect).
///
/// `Sendable`: constants, and the shared state in a `Mutex`.
final class FleetLink: Sendable {
    struct Settings: Sendable {
        var address: MQTTAddress
        var topics: FleetTopics
        var credentials: MQTTCredentials?
        var caFile: String?
        /// Seconds between telemetry messages; nil sends none.
        var telemetryInterval: Double?
        /// Whether the panel takes bundles (`--bundle-key` given): it subscribes to their topics.
        var takesBundles: Bool
        /// The largest bundle taken.
        var maxBundleBytes: Int = 64 << 20
    }

    let settings: Settings
    let connection: MQTTConnection
    /// Command lines that may wait for the loop; more are dropped and reported.
    let queueLimit: Int
    private let shared = Mutex(Shared())

    private struct Shared {
        /// Lines waiting for the loop, oldest first from `head`.
        var lines: [Line] = []
        var head = 0
        /// Messages on the command topics so far: each one's lines are named by it (`mqtt#3`).
        var messages = 0
        /// Command messages dropped since the loop last asked (over `queueLimit` lines waited).
        var dropped = 0
        /// Messages refused since the loop last asked, and why (too large, a topic of its own).
        var refusals: [String] = []
        /// The newest desired state of each scope, not yet applied (nil payload: cleared).
        var states: [(FleetTopics.Source.Scope, [UInt8])] = []
        var statesChanged = false
        /// After a connect, the retained states are taken as a whole once the broker has had
        /// `stateSettling` seconds to send them again (`RealClock.monotonic`); nil: as they come.
        var statesSettleAt: Double?
        /// The newest bundle of each scope not yet taken, in the order they came.
        var bundles: [ArrivedBundle] = []
        /// Bundles checked and unpacked off the loop (`stageInBackground`), waiting for it.
        var staged: [Result<StagedBundle, BundleRefusal>] = []
        /// The broker accepted a connection the loop has not yet announced the status on.
        var justConnected = false
        var connected = false
        /// Why the last attempt failed, for the status and telemetry.
        var lastProblem: String?
        var wake: (@Sendable () -> Void)?
    }

    /// One command line from the broker and the topic it came on.
    struct Line: Sendable {
        var line: CommandInput.Line
        /// "mqtt#3", the third command message of the run: how errors name it.
        var message: String
    }

    /// The link for `settings`, with the will set; not connected until `start`.
    init(_ settings: Settings, queueLimit: Int = CommandQueue.defaultLimit) throws(MQTTSettingError) {
        self.settings = settings
        self.queueLimit = queueLimit
        let topics = settings.topics
        let will = MQTTMessage(topic: topics.status, text: FleetStatus.offline(topics, reason: "connection lost").serialized, retain: true)
        let options = MQTTConnection.Options(
            address: settings.address, clientID: "kiosk-\(topics.panel)", credentials: settings.credentials,
            caFile: settings.caFile, will: will, subscriptions: topics.subscriptions(bundles: settings.takesBundles),
            maxPacketBytes: max(CommandLineSplitter.defaultItemsLimit, settings.takesBundles ? settings.maxBundleBytes : 0) + 4096)
        let box = WeakLinkBox()
        connection = try MQTTConnection(options) { event in box.link?.receive(event) }
        box.link = self
    }

    /// Starts the connection's thread; `wake` wakes the loop when something arrived.
    func start(wake: @escaping @Sendable () -> Void) {
        shared.withLock { $0.wake = wake }
        connection.start()
    }

    /// Ends the connection, saying first (retained) that the panel went offline on purpose.
    func stop() {
        let last = MQTTMessage(topic: settings.topics.status, text: FleetStatus.offline(settings.topics, reason: "stopped").serialized, retain: true)
        connection.stop(sendingFirst: last)
    }

    // MARK: The loop's side

    /// The oldest command line waiting; nil when none does.
    func next() -> Line? {
        shared.withLock { s in
            guard s.head < s.lines.count else { return nil }
            defer { s.head += 1; s.lines.dropConsumedPrefix(head: &s.head, keepCapacity: 256, compactAfter: 256) }
            return s.lines[s.head]
        }
    }

    /// What arrived besides command lines since the last call: the desired state of each scope
    /// when it changed, the newest bundle of each scope, whether the broker just accepted the
    /// connection, and what was dropped or refused.
    struct Arrivals {
        var states: [(FleetTopics.Source.Scope, [UInt8])]?
        var bundles: [ArrivedBundle] = []
        /// `bundles` came since a connect, together: the ones the broker kept, sent again.
        var bundlesAfterConnect = false
        var justConnected = false
        var dropped = 0
        var refusals: [String] = []
        var staged: [Result<StagedBundle, BundleRefusal>] = []
    }

    func takeArrivals() -> Arrivals {
        shared.withLock { s in
            var a = Arrivals()
            // Bundles wait with the states: what the broker kept is sent again on a connect, one
            // topic after the other, and is taken together.
            let settling = s.statesSettleAt != nil
            let settled = s.statesSettleAt.map { RealClock.monotonic() >= $0 } ?? true
            if s.statesChanged, settled {
                a.states = s.states
                s.statesChanged = false
                s.statesSettleAt = nil
            }
            if settled {
                a.bundles = s.bundles
                a.bundlesAfterConnect = settling
                s.bundles = []
            }
            a.justConnected = s.justConnected
            s.justConnected = false
            a.dropped = s.dropped
            s.dropped = 0
            a.refusals = s.refusals
            s.refusals = []
            a.staged = s.staged
            s.staged = []
            return a
        }
    }

    /// Seconds a connect gives the broker to send the retained states again before they are applied.
    static let stateSettling = 1.0

    /// When the states that came since a connect are due to be applied; nil when none wait.
    var statesSettleAt: Double? { shared.withLock { $0.statesChanged ? $0.statesSettleAt : nil } }

    /// Whether the broker holds the connection now, and why the last attempt failed.
    var connectionState: (connected: Bool, problem: String?) { shared.withLock { ($0.connected, $0.lastProblem) } }

    /// Publishes one event line on the panel's events topic.
    func publishEvent(_ line: String) {
        connection.publish(MQTTMessage(topic: settings.topics.events, text: line))
    }

    /// Publishes `message` (a status, telemetry, a screenshot).
    func publish(_ message: MQTTMessage) {
        connection.publish(message)
    }

    /// Checks and unpacks `bytes` into `store` on a thread of its own (a signature over 64 MiB
    /// and the files written take time the loop does not have), then hands the result to the loop.
    func stageInBackground(_ bytes: [UInt8], into store: BundleStore) {
        DetachedThread.start(name: "kiosk-bundle") { [self] in
            let result: Result<StagedBundle, BundleRefusal>
            do throws(BundleRefusal) { result = .success(try store.stage(bytes)) } catch { result = .failure(error) }
            let wake = shared.withLock { s in
                s.staged.append(result)
                return s.wake
            }
            wake?()
        }
    }

    // MARK: The connection's thread

    private func receive(_ event: MQTTConnection.Event) {
        let wake = shared.withLock { s -> (@Sendable () -> Void)? in
            switch event {
            case .connected:
                s.connected = true
                s.justConnected = true
                s.lastProblem = nil
                // What was retained before is forgotten: a state cleared while the panel was away
                // is not sent again, and must not stay in force. The states the broker sends
                // again are applied together once they have come.
                s.states = []
                s.statesChanged = true
                s.statesSettleAt = RealClock.monotonic() + FleetLink.stateSettling
            case .disconnected(let why):
                s.connected = false
                // The loop says a new problem once (a wrong password would else go unsaid).
                let new = why != s.lastProblem
                s.lastProblem = why
                return new ? s.wake : nil
            case .message(let m):
                guard let source = settings.topics.source(of: m.topic) else { return nil }
                switch source {
                case .command:
                    s.messages += 1
                    // A message whose lines would pass the bound is dropped whole, not cut, and
                    // before its lines are made (a 4 MiB message of newlines is 4 million of them).
                    var newlines = 0
                    for b in m.payload where b == 10 { newlines += 1 }
                    guard s.lines.count - s.head + newlines <= queueLimit else { s.dropped += 1; return s.wake }
                    var splitter = CommandLineSplitter()
                    let name = "mqtt#\(s.messages)"
                    var lines = splitter.feed(m.payload[...]) + splitter.finish()
                    if let why = splitter.notLines {
                        // Binary data: said on the events topic, not dropped without a word.
                        lines.append(CommandInput.Line(line: splitter.lineInProgress, text: "", notLines: why))
                    }
                    // One message of many short lines would pass the bound as much as many messages.
                    guard s.lines.count - s.head + lines.count <= queueLimit else { s.dropped += 1; return s.wake }
                    for l in lines { s.lines.append(Line(line: l, message: name)) }
                case .state(let scope):
                    s.states.removeAll { $0.0 == scope }
                    s.states.append((scope, m.payload))
                    s.statesChanged = true
                case .bundle(let scope):
                    guard settings.takesBundles else { return nil }
                    if m.payload.isEmpty { return nil }   // a retained bundle cleared
                    guard m.payload.count <= settings.maxBundleBytes else {
                        s.refusals.append("a bundle on \(m.topic) is \(m.payload.count) bytes, over the limit of \(settings.maxBundleBytes); it was not read. Make the bundle smaller (pictures at the panel's size)")
                        return s.wake
                    }
                    // Fingerprinted here, off the loop: 64 MiB take a while.
                    s.bundles.removeAll { $0.scope == scope }
                    s.bundles.append(ArrivedBundle(scope: scope, bytes: m.payload, digest: BundleDigest(of: m.payload)))
                }
            }
            return s.wake
        }
        wake?()
    }
}

/// Holds the link weakly for the connection's callback, which is made before the link exists.
private final class WeakLinkBox: @unchecked Sendable {
    weak var link: FleetLink?
}

/// A bundle as it came from the broker: the scope it came on, its bytes and their fingerprint.
struct ArrivedBundle: Sendable {
    var scope: FleetTopics.Source.Scope
    var bytes: [UInt8]
    var digest: BundleDigest
}
