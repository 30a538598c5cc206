import Foundation
import Synchronization
import XCTest
@testable import KioskUICore

/// A back office in the test's process: an MQTT client (the kiosk's own `MQTTConnection`) that
/// subscribes to `topics` and keeps every message that arrives, in order; a test publishes
/// through it and waits for the messages it expects.
final class MQTTProbe: @unchecked Sendable {
    private let connection: MQTTConnection
    private let received = Mutex<[MQTTMessage]>([])
    private let arrived = NSCondition()
    /// A topic of the probe's own: a message on it comes back once the subscriptions hold.
    private let echo: String

    /// Connects to the broker on 127.0.0.1:`port` and waits up to `timeout` s until its
    /// subscriptions hold (a message to itself came back).
    init(port: Int, topics: [String] = ["kiosk/#"], credentials: MQTTCredentials? = nil, timeout: Double = 20) throws {
        let id = "probe-\(getpid())-\(UUID().uuidString.prefix(8))"
        echo = "probe/\(id)"
        let box = WeakProbe()
        connection = try MQTTConnection(MQTTConnection.Options(
            address: MQTTAddress(host: "127.0.0.1", port: port, tls: false), clientID: id, credentials: credentials,
            subscriptions: topics + [echo], maxPacketBytes: 64 << 20)) { event in
            guard case .message(let m) = event, let probe = box.probe else { return }
            probe.received.withLock { $0.append(m) }
            probe.arrived.lock(); probe.arrived.broadcast(); probe.arrived.unlock()
        }
        box.probe = self
        connection.start(threadName: "probe-mqtt")
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if connection.isConnected {
                connection.publish(MQTTMessage(topic: echo, text: "ready"))
                if wait(timeout: 0.5, where: { $0.topic == echo }) != nil { return }
            } else {
                usleep(50_000)
            }
        }
        throw NSError(domain: "MQTTProbe", code: 1, userInfo: [NSLocalizedDescriptionKey: "the probe did not connect to 127.0.0.1:\(port) in \(timeout) s"])
    }

    /// Every message so far, in the order they arrived.
    var messages: [MQTTMessage] { received.withLock { $0 } }

    /// The messages so far on `topic`, as text.
    func texts(on topic: String) -> [String] {
        messages.filter { $0.topic == topic }.map { String(decoding: $0.payload, as: UTF8.self) }
    }

    /// The JSON objects so far on `topic`.
    func objects(on topic: String) -> [[String: Any]] {
        texts(on: topic).compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The first message from index `from` on that `match` accepts, waiting up to `timeout` s.
    func wait(from: Int = 0, timeout: Double, where match: (MQTTMessage) -> Bool) -> MQTTMessage? {
        let deadline = Date().addingTimeInterval(timeout)
        arrived.lock()
        defer { arrived.unlock() }
        while true {
            let all = messages
            if from < all.count, let m = all[from...].first(where: match) { return m }
            if !arrived.wait(until: deadline) { return nil }
        }
    }

    /// The first JSON object on `topic` from message index `from` on that `match` accepts, waiting up to `timeout` s.
    func waitForObject(on topic: String, from: Int = 0, timeout: Double = 20, _ match: @escaping ([String: Any]) -> Bool = { _ in true }) -> [String: Any]? {
        let parse = { (m: MQTTMessage) in try? JSONSerialization.jsonObject(with: Data(m.payload)) as? [String: Any] }
        return wait(from: from, timeout: timeout) { $0.topic == topic && parse($0).map(match) == true }.flatMap(parse)
    }

    /// Publishes `text` on `topic` (QoS 1); false when the probe is not connected.
    @discardableResult
    func publish(_ topic: String, _ text: String, retain: Bool = false) -> Bool {
        connection.publish(MQTTMessage(topic: topic, text: text, retain: retain))
    }

    /// Publishes `bytes` on `topic` (QoS 1).
    @discardableResult
    func publish(_ topic: String, bytes: [UInt8], retain: Bool = false) -> Bool {
        connection.publish(MQTTMessage(topic: topic, payload: bytes, retain: retain))
    }

    /// Waits up to `timeout` s for the probe to be connected again (after a broker restart).
    func waitUntilConnected(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !connection.isConnected && Date() < deadline { usleep(50_000) }
        return connection.isConnected
    }

    func stop() { connection.stop() }

    deinit { connection.stop() }
}

/// Holds the probe weakly for its connection's callback, made before the probe exists.
private final class WeakProbe: @unchecked Sendable {
    weak var probe: MQTTProbe?
}
