import XCTest
@testable import KioskUICore

/// `--mqtt URL`: the two schemes with their default ports, a port given, IPv6 in brackets, and
/// every address that names no broker refused with the form it takes.
final class MQTTAddressTests: XCTestCase {
    private func parsed(_ text: String) -> MQTTAddress? { try? MQTTAddress.parse(text).get() }

    private func refusal(_ text: String) -> String? {
        if case .failure(let e) = MQTTAddress.parse(text) { return e.description }
        return nil
    }

    func testTheSchemesAndTheirDefaultPorts() {
        XCTAssertEqual(parsed("mqtt://broker.local"), MQTTAddress(host: "broker.local", port: 1883, tls: false))
        XCTAssertEqual(parsed("mqtts://broker.local"), MQTTAddress(host: "broker.local", port: 8883, tls: true))
        XCTAssertEqual(parsed("mqtt://127.0.0.1:18830"), MQTTAddress(host: "127.0.0.1", port: 18830, tls: false))
        XCTAssertEqual(parsed("mqtts://10.0.0.2:1"), MQTTAddress(host: "10.0.0.2", port: 1, tls: true))
        XCTAssertEqual(parsed("mqtt://b:65535")?.port, 65535)
    }

    func testAnIPv6AddressGoesInBrackets() {
        XCTAssertEqual(parsed("mqtt://[::1]"), MQTTAddress(host: "::1", port: 1883, tls: false))
        XCTAssertEqual(parsed("mqtts://[fe80::1]:9000"), MQTTAddress(host: "fe80::1", port: 9000, tls: true))
        XCTAssertEqual(parsed("mqtt://[::1]:1884")?.description, "mqtt://[::1]:1884", "said back in brackets")
        XCTAssertEqual(parsed("mqtts://broker")?.description, "mqtts://broker:8883")
        XCTAssertTrue(refusal("mqtt://[::1")?.contains("no closing ]") == true)
        XCTAssertTrue(refusal("mqtt://[::1]x")?.contains("\"x\" follows the address") == true)
        // Without brackets the last colon would cut the address into a host and a "port".
        let bare = refusal("mqtt://fe80::1")
        XCTAssertTrue(bare?.contains("brackets") == true, "an IPv6 address without brackets is refused: \(bare ?? "accepted")")
        XCTAssertNil(parsed("mqtt://::1"))
    }

    func testAddressesThatNameNoBrokerAreRefusedWithTheFormItTakes() {
        for (text, why) in [("http://x", "the scheme is not mqtt:// or mqtts://"),
                            ("broker.local", "the scheme is not"),
                            ("MQTT://broker", "the scheme is not"),
                            ("mqtt://", "there is no host"),
                            ("mqtt://:1883", "there is no host"),
                            ("mqtt://b:0", "the port \"0\" is not a number from 1 to 65535"),
                            ("mqtt://b:65536", "from 1 to 65535"),
                            ("mqtt://b:x", "the port \"x\""),
                            ("mqtt://b:1883/kiosk", "the port \"1883/kiosk\""),
                            ("mqtt://b/path", "is not a host name or address"),
                            ("mqtt://b?q=1", "is not a host name or address"),
                            ("mqtt://" + String(repeating: "a", count: 254), "is not a host name or address")] {
            let r = refusal(text)
            XCTAssertTrue(r?.contains(why) == true, "\(text): \(r ?? "accepted")")
            XCTAssertTrue(r?.hasPrefix("--mqtt \(text): ") == true, "names the option and the value: \(r ?? "")")
            XCTAssertTrue(r?.contains("give mqtt://HOST[:PORT] or mqtts://HOST[:PORT]") == true, "names the fix: \(r ?? "")")
        }
    }

    func testAUserOrPasswordInTheURLIsRefusedWithoutRepeatingIt() {
        for text in ["mqtt://user@b", "mqtt://panel7:s3cret-pw@broker.local:1883", "mqtts://:pw@b"] {
            let r = refusal(text)
            XCTAssertNotNil(r, "\(text) is refused")
            XCTAssertFalse(r?.contains("s3cret-pw") ?? true, "the password is not repeated: \(r ?? "")")
            XCTAssertFalse(r?.contains(text) ?? true, "the URL is not repeated (it would reach the journal): \(r ?? "")")
            XCTAssertTrue(r?.contains("--mqtt-credentials FILE") == true, "names the fix: \(r ?? "")")
        }
    }
}
