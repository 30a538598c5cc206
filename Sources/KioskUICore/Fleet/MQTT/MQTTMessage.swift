/// One MQTT message: where it goes (or came from), its bytes and whether the broker keeps it for
/// whoever subscribes later (retained).
package struct MQTTMessage: Equatable, Sendable {
    package var topic: String
    package var payload: [UInt8]
    package var retain = false
    /// 0: at most once, 1: at least once.
    package var qos: Int32 = 1

    package init(topic: String, payload: [UInt8], retain: Bool = false, qos: Int32 = 1) {
        self.topic = topic
        self.payload = payload
        self.retain = retain
        self.qos = qos
    }

    package init(topic: String, text: String, retain: Bool = false, qos: Int32 = 1) {
        self.init(topic: topic, payload: Array(text.utf8), retain: retain, qos: qos)
    }
}
