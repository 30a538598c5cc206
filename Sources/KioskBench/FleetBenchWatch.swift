import KioskUICore
import Synchronization

/// The back office of `kiosk bench --fleet`: one MQTT client (`MQTTConnection`) that subscribes to
/// every panel's status and events and publishes the commands and bundles, noting when each
/// message arrived on the bench's monotonic clock (`BenchClock`), so the harness can tell how long
/// the fleet took to answer.
final class FleetBenchWatch: Sendable {
    /// A panel's last retained status.
    struct Status: Equatable, Sendable {
        var online: Bool
        /// The content bundle's version it reports; nil for none.
        var bundle: String?
        /// Why it is offline ("connection lost": its will; "stopped").
        var reason: String?
        /// When it arrived.
        var at: Double
    }

    /// One event line a panel published.
    struct Event: Sendable {
        var panel: String
        var line: JSONValue
        var at: Double

        /// The line's string field `key`.
        func text(_ key: String) -> String? { line[key]?.stringValue }
    }

    let prefix = "kiosk"
    private let record = Record()
    private let connection: MQTTConnection

    /// A client of the broker on 127.0.0.1:`port` (not connected until `start`).
    init(port: Int) throws {
        let record = self.record
        do {
            let address = try MQTTAddress.parse("mqtt://127.0.0.1:\(port)").get()
            let options = MQTTConnection.Options(backOfficeAt: address, clientID: "kiosk-bench-fleet",
                                                 subscriptions: ["kiosk/+/status", "kiosk/+/events"])
            connection = try MQTTConnection(options) { record.receive($0) }
        } catch { throw KioskError("kiosk bench --fleet: \(error)", status: .runtime) }
    }

    func start() { connection.start(threadName: "kiosk-bench-mqtt") }
    func stop() { connection.stop() }
    var isConnected: Bool { connection.isConnected && record.subscribed }

    /// Publishes `payload` on `topic` (QoS 1); false when there is no connection.
    @discardableResult
    func publish(_ topic: String, _ payload: [UInt8], retain: Bool = false) -> Bool {
        connection.publish(MQTTMessage(topic: topic, payload: payload, retain: retain))
    }

    /// Every panel's last status, by panel.
    var statuses: [String: Status] { record.state.withLock { $0.statuses } }

    /// How many event lines have come so far (where a later `events(from:)` starts).
    var eventCount: Int { record.state.withLock { $0.events.count } }

    /// The event lines from the `start`th on, in the order they came.
    func events(from start: Int) -> [Event] { record.state.withLock { Array($0.events[min(start, $0.events.count)...]) } }

    /// What the client's thread writes and the harness reads.
    private final class Record: Sendable {
        struct State: Sendable {
            var statuses: [String: Status] = [:]
            var events: [Event] = []
            var subscribed = false
        }
        let state = Mutex(State())

        var subscribed: Bool { state.withLock { $0.subscribed } }

        func receive(_ event: MQTTConnection.Event) {
            let now = BenchClock.now()
            switch event {
            case .connected: state.withLock { $0.subscribed = true }
            case .disconnected: state.withLock { $0.subscribed = false }
            case let .message(m):
                let parts = m.topic.split(separator: "/", omittingEmptySubsequences: false)
                guard parts.count == 3 else { return }
                let panel = String(parts[1])
                let line = try? JSONParser.parse(String(decoding: m.payload, as: UTF8.self))
                switch parts[2] {
                case "status":
                    state.withLock { s in
                        guard let line, let online = line["online"]?.boolValue else { s.statuses[panel] = nil; return }
                        s.statuses[panel] = Status(online: online, bundle: line["bundle"]?.stringValue,
                                                   reason: line["reason"]?.stringValue, at: now)
                    }
                case "events":
                    guard let line else { return }
                    state.withLock { $0.events.append(Event(panel: panel, line: line, at: now)) }
                default: return
                }
            }
        }
    }
}
