import CMosquitto
import Dispatch
import Glibc
import Synchronization

/// One client's connection to an MQTT broker through libmosquitto (MQTT 5), on a thread of its own
/// that connects, runs the library's network loop and, whenever the broker cannot be reached or
/// goes away, tries again after a jittered, capped wait (`ReconnectBackoff`). Nobody else waits
/// for the network: `publish` hands a message to the library (which wakes that thread) and returns.
///
/// What happens arrives as `Event`s on that thread: connected (the subscriptions are renewed then;
/// the broker sends the retained messages again), disconnected with the reason, and each message.
/// The will is set before each connect: the broker publishes it when the connection dies without
/// a goodbye (a panel pulled from the wall, a killed process).
///
/// The broker is told the largest packet the client takes (MQTT 5's Maximum Packet Size), so a
/// larger message is never sent to it, and so never read into memory.
///
/// `Sendable`, checked by hand: `handle` is used by the library under its own locks (the thread
/// runs the loop; `publish` and `stop` come from others, which libmosquitto allows once
/// `mosquitto_threaded_set` says so); the rest is constant or in `state`.
package final class MQTTConnection: @unchecked Sendable {
    package struct Options: Sendable {
        var address: MQTTAddress
        /// The client id the broker knows it by (one connection per id: a second one takes over).
        var clientID: String
        var credentials: MQTTCredentials?
        /// The CA certificate file for `mqtts://`; nil uses the system's.
        var caFile: String?
        var will: MQTTMessage?
        /// Topics subscribed (again) on every connect.
        var subscriptions: [String] = []
        /// Seconds between the client's pings when nothing else is sent; the broker sends the will
        /// after one and a half of them without a word.
        var keepAlive: Int32 = 10
        /// The largest packet the broker may send this client.
        var maxPacketBytes: Int = 1 << 20
        var backoff = ReconnectBackoff()
    }

    package enum Event: Sendable {
        case connected
        /// The connection failed or ended: the reason, in words; the thread tries again.
        case disconnected(String)
        case message(MQTTMessage)
    }

    let options: Options
    private let lib: MosquittoLibrary.Functions
    private let handle: OpaquePointer
    private let onEvent: @Sendable (Event) -> Void
    private let state = Mutex(State())
    /// Signalled to cut a wait short (`stop`).
    private let stopSignal = DispatchSemaphore(value: 0)
    /// Signalled by the thread as it ends.
    private let finished = DispatchSemaphore(value: 0)

    private struct State {
        var connected = false
        var stopping = false
        var started = false
        /// Failed attempts since the last connection the broker accepted.
        var attempts = 0
        /// The random state of the backoff's jitter (`xorshift`), seeded from the client id.
        var jitter: UInt64 = 0x9E37_79B9_7F4A_7C15
        /// Why the broker refused the last attempt (its CONNACK's reason: a bad user name or
        /// password, not authorised); nil when it did not.
        var refusal: String?
        /// What to call when the broker has acknowledged a message (`publish(_:completion:)`), by
        /// the library's message id.
        var completions: [Int32: @Sendable (Int32) -> Void] = [:]
        /// The bytes of each message handed to the library and not yet sent (QoS 0) or
        /// acknowledged (QoS 1), by message id, and their sum: a broker that stops reading cannot
        /// make the kiosk's memory grow past `maxUnsentBytes`.
        var unsent: [Int32: Int] = [:]
        var unsentBytes = 0
        /// Messages refused because too many bytes waited (`unsentBytes`), since the start.
        var refusedForBacklog = 0
    }

    /// A client for `options`; not connected until `start`. Throws when the library cannot make
    /// one (out of memory, TLS files it cannot read).
    package init(_ options: Options, onEvent: @escaping @Sendable (Event) -> Void) throws(MQTTSettingError) {
        let lib = try MosquittoLibrary.functions()
        guard let h = lib.new(options.clientID, true, nil) else {
            throw MQTTSettingError("--mqtt: the MQTT library could not make a client (\(String(cString: strerror(errno))))")
        }
        handle = h
        self.lib = lib
        self.options = options
        self.onEvent = onEvent
        state.withLock { s in
            for b in options.clientID.utf8 { s.jitter = (s.jitter ^ UInt64(b)) &* 0x100_0000_01B3 }
        }
        _ = lib.intOption(h, MOSQ_OPT_PROTOCOL_VERSION, MQTT_PROTOCOL_V5)
        _ = lib.threadedSet(h, true)
        // Each message goes out at once (no Nagle): a command line or an event is a few hundred
        // bytes, and waiting for the previous packet's delayed ACK cost a group command's answer
        // about 40 ms per hop (`kiosk bench --fleet`: p50 85 ms with it, 3 ms without).
        _ = lib.intOption(h, MOSQ_OPT_TCP_NODELAY, 1)
        if let c = options.credentials { _ = lib.usernamePasswordSet(h, c.user, c.password) }
        if options.address.tls {
            let rc: Int32
            if let ca = options.caFile {
                rc = lib.tlsSet(h, ca, nil, nil, nil, nil)
            } else {
                // The system's CAs, where OpenSSL's defaults find them, named as files: with
                // MOSQ_OPT_TLS_USE_OS_CERTS instead, libmosquitto 2.0.11 fails every attempt after
                // the first ("Invalid function arguments provided"), so a panel that lost the
                // broker once never came back.
                let system = MQTTConnection.systemCAs
                rc = lib.tlsSet(h, system.file, system.folder, nil, nil, nil)
            }
            guard rc == MOSQ_ERR_SUCCESS.rawValue else {
                lib.destroy(h)
                throw MQTTSettingError("--mqtt-ca \(options.caFile ?? "(the system's)"): TLS cannot use it (\(MQTTConnection.describe(rc, lib))); give a readable PEM file of the broker's CA")
            }
        }
        if let w = options.will {
            w.payload.withUnsafeBytes { p in
                _ = lib.willSet(h, w.topic, Int32(p.count), p.baseAddress, w.qos, w.retain)
            }
        }
        lib.userDataSet(h, Unmanaged.passUnretained(self).toOpaque())
        lib.connectCallbackSet(h) { _, obj, rc, _, _ in
            MQTTConnection.from(obj).didConnect(rc)
        }
        lib.messageCallbackSet(h) { _, obj, m in
            guard let m else { return }
            let topic = String(cString: m.pointee.topic)
            let payload = m.pointee.payloadlen > 0 && m.pointee.payload != nil
                ? Array(UnsafeRawBufferPointer(start: m.pointee.payload, count: Int(m.pointee.payloadlen))) : []
            MQTTConnection.from(obj).onEvent(.message(MQTTMessage(topic: topic, payload: payload, retain: m.pointee.retain, qos: m.pointee.qos)))
        }
        lib.publishCallbackSet(h) { _, obj, mid, reason, _ in
            MQTTConnection.from(obj).didPublish(mid, reason: Int32(reason))
        }
    }

    deinit { lib.destroy(handle) }

    private static func from(_ obj: UnsafeMutableRawPointer?) -> MQTTConnection {
        Unmanaged<MQTTConnection>.fromOpaque(obj!).takeUnretainedValue()
    }

    /// Whether the broker has accepted the connection and it has not ended since.
    package var isConnected: Bool { state.withLock { $0.connected } }

    /// Starts the connection's thread (once).
    package func start(threadName: String = "kiosk-mqtt") {
        let go = state.withLock { s -> Bool in
            defer { s.started = true }
            return !s.started && !s.stopping
        }
        guard go else { return }
        DetachedThread.start(name: threadName) { [self] in
            self.run()
            self.finished.signal()
        }
    }

    /// The most bytes handed to the library and not yet sent or acknowledged; a message past
    /// them is refused (counted in `refusedForBacklog`) rather than queued without end.
    static let maxUnsentBytes = 16 << 20

    /// Messages refused since the start because `maxUnsentBytes` waited.
    var refusedForBacklog: Int { state.withLock { $0.refusedForBacklog } }

    /// Hands `message` to the library to send; false when there is no connection, or when more
    /// than `maxUnsentBytes` already wait for a broker that is slow to take them (the message is
    /// not kept: what the back office needs after a reconnect is retained, or sent again).
    @discardableResult
    package func publish(_ message: MQTTMessage) -> Bool {
        publish(message, completion: nil)
    }

    /// `publish` with its bytes counted until the library says they went (`didPublish`).
    private func publish(_ message: MQTTMessage, completion: (@Sendable (Int32) -> Void)?) -> Bool {
        guard isConnected else { return false }
        // The id is kept before the broker's answer can be read: the callback runs on the
        // connection's thread and takes the same lock.
        return state.withLock { s -> Bool in
            guard s.unsentBytes + message.payload.count <= MQTTConnection.maxUnsentBytes else {
                s.refusedForBacklog += 1
                return false
            }
            var mid: Int32 = 0
            let rc = message.payload.withUnsafeBytes { p in
                lib.publish(handle, &mid, message.topic, Int32(p.count), p.baseAddress, message.qos, message.retain)
            }
            guard rc == MOSQ_ERR_SUCCESS.rawValue else { return false }
            s.unsent[mid] = message.payload.count
            s.unsentBytes += message.payload.count
            if let completion { s.completions[mid] = completion }
            return true
        }
    }

    /// Hands `message` to the library like `publish(_:)`, and calls `completion` on the
    /// connection's thread once the broker has acknowledged it (QoS 1: its PUBACK; QoS 0: once
    /// sent) with the broker's MQTT 5 reason code: 0 (or 16, "no matching subscribers") taken,
    /// 128 and above refused (135: not authorized). A message the connection loses before the
    /// answer is sent again by the library on the next connect. False, and no call, when there is
    /// no connection.
    func publish(_ message: MQTTMessage, completion: @escaping @Sendable (_ reasonCode: Int32) -> Void) -> Bool {
        publish(message, completion: Optional(completion))
    }

    /// Ends the connection: `last` (a retained "offline" status, say) is sent first when connected,
    /// then a clean goodbye, so the broker does not send the will. Waits at most `timeout` seconds
    /// for the thread to end.
    package func stop(sendingFirst last: MQTTMessage? = nil, timeout: Double = 1) {
        let started = state.withLock { s -> Bool in
            s.stopping = true
            return s.started
        }
        if let last { publish(last) }
        _ = lib.disconnect(handle)
        stopSignal.signal()
        if started { _ = finished.wait(timeout: .now() + timeout) }
    }

    // MARK: The connection's thread

    private var stopping: Bool { state.withLock { $0.stopping } }

    private func run() {
        let properties = packetSizeProperty()
        defer {
            lib.propertyFreeAll(properties)
            properties.deallocate()
        }
        while !stopping {
            let rc = lib.connectBind(handle, options.address.host, Int32(options.address.port),
                                               options.keepAlive, nil, properties.pointee)
            if rc == MOSQ_ERR_SUCCESS.rawValue {
                var loop = MOSQ_ERR_SUCCESS.rawValue
                while !stopping && loop == MOSQ_ERR_SUCCESS.rawValue {
                    loop = lib.loop(handle, 250, 1)
                }
                let wasConnected = state.withLock { s -> Bool in
                    defer { s.connected = false }
                    return s.connected
                }
                if stopping {
                    // Sends what waits (the last status, the goodbye) before the thread ends.
                    for _ in 0..<8 where lib.loop(handle, 50, 1) == MOSQ_ERR_SUCCESS.rawValue {}
                    break
                }
                let refusal = state.withLock { s -> String? in defer { s.refusal = nil }; return s.refusal }
                if wasConnected {
                    onEvent(.disconnected("the broker closed the connection (\(MQTTConnection.describe(loop, lib)))"))
                } else if let refusal {
                    onEvent(.disconnected("the broker refused the connection (\(refusal))"))
                } else {
                    onEvent(.disconnected(endedBeforeAccepted(loop)))
                }
            } else if rc == MOSQ_ERR_TLS.rawValue {
                // The handshake ends within the connect or within the first loop, by chance: one
                // problem, said in the same words either way (so once).
                onEvent(.disconnected(endedBeforeAccepted(rc)))
            } else {
                onEvent(.disconnected("cannot reach \(options.address) (\(MQTTConnection.describe(rc, lib)))"))
            }
            let wait = state.withLock { s -> Double in
                s.jitter ^= s.jitter << 13; s.jitter ^= s.jitter >> 7; s.jitter ^= s.jitter << 17
                defer { s.attempts += 1 }
                return options.backoff.delay(attempt: s.attempts, random: Double(s.jitter >> 11) / Double(1 << 53))
            }
            _ = stopSignal.wait(timeout: .now() + wait)
        }
    }

    /// The broker's answer to a message sent with `publish(_:completion:)`.
    private func didPublish(_ mid: Int32, reason: Int32) {
        let completion = state.withLock { s in
            if let bytes = s.unsent.removeValue(forKey: mid) { s.unsentBytes -= bytes }
            return s.completions.removeValue(forKey: mid)
        }
        completion?(reason)
    }

    /// The CONNACK: 0 accepted; anything else (a bad password, an id the ACL refuses) ends the
    /// connection and the thread tries again later.
    private func didConnect(_ rc: Int32) {
        guard rc == 0 else {
            let why = lib.reasonString(rc).map { String(cString: $0) } ?? "reason \(rc)"
            state.withLock { $0.refusal = why }
            return
        }
        state.withLock { s in
            s.connected = true
            s.attempts = 0
            // What the last connection lost is no longer waiting (QoS 1 messages the library
            // sends again are not counted twice).
            s.unsent = [:]
            s.unsentBytes = 0
        }
        if !options.subscriptions.isEmpty {
            var topics = options.subscriptions.map { strdup($0) }
            defer { topics.forEach { free($0) } }
            _ = topics.withUnsafeMutableBufferPointer { b in
                b.baseAddress!.withMemoryRebound(to: UnsafeMutablePointer<CChar>?.self, capacity: b.count) { p in
                    lib.subscribeMultiple(handle, nil, Int32(b.count), p, 1, 0, nil)
                }
            }
        }
        onEvent(.connected)
    }

    /// The CONNECT's Maximum Packet Size property, in a list the thread frees at its end.
    private func packetSizeProperty() -> UnsafeMutablePointer<OpaquePointer?> {
        let list = UnsafeMutablePointer<OpaquePointer?>.allocate(capacity: 1)
        list.pointee = nil
        _ = lib.propertyAddInt32(list, Int32(MQTT_PROP_MAXIMUM_PACKET_SIZE.rawValue), UInt32(clamping: options.maxPacketBytes))
        return list
    }

    /// A connection that ended before the CONNACK: a certificate the CA did not sign, or a server
    /// that is no MQTT broker.
    private func endedBeforeAccepted(_ rc: Int32) -> String {
        let hint = options.address.tls ? "; check that --mqtt-ca is the CA that signed the broker's certificate and that it names the host" : ""
        return "the connection to \(options.address) ended before the broker accepted it (\(MQTTConnection.describe(rc, lib)))\(hint)"
    }

    /// The CA certificates the system trusts: OpenSSL's `SSL_CERT_FILE` and `SSL_CERT_DIR` when
    /// set, as its default paths take them, else Debian's folder of them (ca-certificates).
    static var systemCAs: (file: String?, folder: String?) {
        let file = ProcessEnvironment.value("SSL_CERT_FILE")
        let folder = ProcessEnvironment.value("SSL_CERT_DIR")
        return file == nil && folder == nil ? (nil, "/etc/ssl/certs") : (file, folder)
    }

    private static func describe(_ rc: Int32, _ lib: MosquittoLibrary.Functions) -> String {
        rc == MOSQ_ERR_ERRNO.rawValue ? String(cString: strerror(errno)) : lib.strerror(rc).map { String(cString: $0) } ?? "error \(rc)"
    }
}
