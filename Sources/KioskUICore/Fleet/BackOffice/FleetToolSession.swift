import CMosquitto
import Dispatch
import Synchronization

/// The back-office tool's connection to the broker (`MQTTConnection`), read from the tool's own
/// thread: it waits for the connection, hands over the messages in the order they came, publishes
/// and waits for the broker's acknowledgement, and knows when the retained messages of its
/// subscriptions have all arrived.
///
/// That last one is a marker: the tool subscribes to a topic of its own
/// (`P/fleet-tool/<client id>/sync`) and publishes to it once connected. The broker sends a new
/// subscription's retained messages before it reads the client's next packet, so when the marker
/// comes back, every retained status before it has been delivered. A broker whose ACL forbids the
/// topic never returns it: the tool then waits its whole `--wait`.
final class FleetToolSession: Sendable {
    /// What the tool needs to connect: where, as whom, and the topics' prefix.
    struct Options: Sendable {
        var address: MQTTAddress
        var caFile: String?
        var credentials: MQTTCredentials?
        var prefix = "kiosk"
        var clientID: String
        /// How long `connect` waits for the broker.
        var connectTimeout = 5.0
    }

    enum Event: Sendable, Equatable {
        case message(MQTTMessage)
        /// The marker came back: the retained messages have all been delivered.
        case synced
        /// The broker answered a message of `publishAndWait` (its reason code).
        case published(Int32)
        case disconnected(String)
    }

    let options: Options
    private let connection: MQTTConnection
    private let inbox: Inbox
    private let syncTopic: String
    private let closed = Atomic(false)

    /// The events, kept in the order the connection's thread brought them, until the tool's
    /// thread reads them.
    private final class Inbox: Sendable {
        private struct State {
            var events: [Event] = []
            var connected = false
            var lastFailure: String?
        }
        private let state = Mutex(State())
        private let arrived = DispatchSemaphore(value: 0)
        let syncTopic: String

        init(syncTopic: String) { self.syncTopic = syncTopic }

        var connected: Bool { state.withLock { $0.connected } }
        var lastFailure: String? { state.withLock { $0.lastFailure } }

        /// Called on the connection's thread.
        func receive(_ event: MQTTConnection.Event) {
            state.withLock { s in
                switch event {
                case .connected:
                    s.connected = true
                case .disconnected(let why):
                    s.lastFailure = why
                    if s.connected { s.events.append(.disconnected(why)) }
                    s.connected = false
                case .message(let m):
                    s.events.append(m.topic == syncTopic ? .synced : .message(m))
                }
            }
            arrived.signal()
        }

        func append(_ event: Event) {
            state.withLock { $0.events.append(event) }
            arrived.signal()
        }

        /// The first event kept, if any.
        func take() -> Event? { state.withLock { s in s.events.isEmpty ? nil : s.events.removeFirst() } }

        /// Waits for the connection's thread to bring something; false when `deadline` came first.
        func wait(until deadline: DispatchTime) -> Bool { arrived.wait(timeout: deadline) == .success }
    }

    /// A session subscribed to `subscriptions` (and its marker), not connected until `connect`.
    /// `maxMessageBytes`: the largest message the broker may send it (a screenshot needs more
    /// than a status).
    init(_ options: Options, subscriptions: [String], maxMessageBytes: Int = 1 << 20) throws(MQTTSettingError) {
        self.options = options
        let sync = "\(options.prefix)/fleet-tool/\(options.clientID)/sync"
        syncTopic = sync
        var o = MQTTConnection.Options(address: options.address, clientID: options.clientID,
                                       credentials: options.credentials, caFile: options.caFile)
        o.subscriptions = subscriptions + [sync]
        o.maxPacketBytes = maxMessageBytes
        let inbox = Inbox(syncTopic: sync)
        self.inbox = inbox
        connection = try MQTTConnection(o) { inbox.receive($0) }
    }

    deinit { close() }

    /// Connects, or throws why not (the broker's refusal or the network's error, with the fix).
    func connect() throws(KioskError) {
        connection.start(threadName: "kiosk-fleet-mqtt")
        let deadline = DispatchTime.now() + options.connectTimeout
        while !inbox.connected {
            if !inbox.wait(until: deadline) {
                let why = inbox.lastFailure ?? "no answer"
                throw KioskError("cannot connect to \(options.address) within \(Int(options.connectTimeout)) s: \(why); check --mqtt, that the broker runs, and --mqtt-credentials", status: .runtime)
            }
        }
        _ = connection.publish(MQTTMessage(topic: syncTopic, text: "sync", qos: 1))
    }

    /// The next event, or nil when `deadline` passes first.
    func next(until deadline: DispatchTime) -> Event? {
        while true {
            if let e = inbox.take() { return e }
            if !inbox.wait(until: deadline) { return inbox.take() }
        }
    }

    /// Publishes `message` and waits until the broker has acknowledged it (QoS 1's PUBACK), giving
    /// every other event that came meanwhile to `other`. Throws when it was not taken: no
    /// connection, the broker refused it (its ACL), or no answer within `timeout` seconds.
    func publishAndWait(_ message: MQTTMessage, timeout: Double = 10, other: (Event) -> Void = { _ in }) throws(KioskError) {
        let inbox = inbox
        let sent = connection.publish(message) { reason in inbox.append(.published(reason)) }
        guard sent else { throw KioskError("cannot publish on \(message.topic): the connection to \(options.address) was lost", status: .runtime) }
        let deadline = DispatchTime.now() + timeout
        while let event = next(until: deadline) {
            if case .disconnected(let why) = event {
                throw KioskError("the broker closed the connection before it acknowledged the message on \(message.topic): \(why) (a message larger than the broker's message_size_limit, or one its ACL forbids, ends the connection)", status: .runtime)
            }
            guard case .published(let reason) = event else { other(event); continue }
            // 16: "no matching subscribers", still taken (and retained when asked).
            guard reason < 128 else {
                throw KioskError("the broker refused the message on \(message.topic): \(FleetToolSession.reasonText(reason)); check the broker's ACL lets this user publish there", status: .runtime)
            }
            return
        }
        throw KioskError("the broker did not acknowledge the message on \(message.topic) within \(Int(timeout)) s", status: .runtime)
    }

    /// Publishes `message` without waiting for its acknowledgement.
    @discardableResult
    func publish(_ message: MQTTMessage) -> Bool { connection.publish(message) }

    /// Ends the connection cleanly (once: a second stop would wait for a thread that has ended).
    func close() {
        guard !closed.exchange(true, ordering: .relaxed) else { return }
        connection.stop(timeout: 1)
    }

    /// The MQTT 5 reason code in words: "Not authorized (135)".
    static func reasonText(_ code: Int32) -> String {
        let words = (try? MosquittoLibrary.functions())?.reasonString(code).map { String(cString: $0) } ?? "reason"
        return "\(words) (\(code))"
    }
}
