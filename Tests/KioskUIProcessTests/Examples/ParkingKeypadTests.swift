import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The parking meter paid for end to end with the keys alone, and with the
/// gamepad alone — the `kiosk` binary running assets/screens/parking-meter.yaml at 800×480, the
/// real examples/parking-controller.py pricing and asking on the control socket, and a customer
/// client that sends nothing but `key` (or `button`) lines and reads what has focus from the
/// `layout` answers. The licence plate typed on the on-screen keyboard's keys, Zone A,
/// 120 minutes, Pay, Pay in the dialog (naming the plate), thanks, Done, home.
@MainActor
final class ParkingKeypadTests: XCTestCase {
    /// What the customer presses for each step, on one device.
    struct Presses {
        /// Brings focus to the plate field (the first control; the keyboard comes up), and the
        /// presses that type "56 RT" on the keyboard's keys (down from the field lands on 5, the
        /// D-pad walks the keys by where they are).
        var toPlate: [String], typePlate: [String]
        /// From the keys to the zone picker.
        var toZone: [String]
        /// One step back in the picker (Zone B → Zone A), one step up on the ruler.
        var left: String, right: String
        /// From the picker to the ruler, from the ruler to Pay.
        var toMinutes: [String], toPay: [String]
        /// Tap, answer, and the way from the dialog's first button to its second.
        var activate: String
        var nextButton: String
    }

    static let keys = Presses(toPlate: [#"{"key":"tab"}"#],
                              typePlate: ["down", "enter", "right", "enter", "down", "down", "down", "down", "enter",
                                          "up", "up", "up", "enter", "right", "enter"].map { #"{"key":"\#($0)"}"# },
                              // Tab from the keys gives focus back to the field, Tab from the field goes on.
                              toZone: [#"{"key":"tab"}"#, #"{"key":"tab"}"#], left: #"{"key":"left"}"#, right: #"{"key":"right"}"#,
                              toMinutes: [#"{"key":"tab"}"#], toPay: [#"{"key":"tab"}"#, #"{"key":"tab"}"#],
                              activate: #"{"key":"enter"}"#, nextButton: #"{"key":"right"}"#)

    static let gamepad = Presses(toPlate: [#"{"button":"dpdown"}"#],
                                 typePlate: ["dpdown", "a", "dpright", "a", "dpdown", "dpdown", "dpdown", "dpdown", "a",
                                             "dpup", "dpup", "dpup", "a", "dpright", "a"].map { #"{"button":"\#($0)"}"# },
                                 // Down from the keys' bottom row goes on to the control below the field.
                                 toZone: Array(repeating: #"{"button":"dpdown"}"#, count: 4), left: #"{"button":"dpleft"}"#, right: #"{"button":"dpright"}"#,
                                 toMinutes: [#"{"button":"dpdown"}"#], toPay: [#"{"button":"dpdown"}"#, #"{"button":"dpright"}"#],
                                 activate: #"{"button":"a"}"#, nextButton: #"{"button":"dpright"}"#)

    func testWithTheKeysAloneTheCustomerPaysFor120MinutesInZoneAAndTheMeterReturnsHome() async throws {
        try pay(with: Self.keys)
    }

    func testWithTheGamepadAloneTheCustomerPaysFor120MinutesInZoneAAndTheMeterReturnsHome() async throws {
        try pay(with: Self.gamepad)
    }

    private func pay(with presses: Presses) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("/usr/bin/python3 is not installed") }
        let socket = KioskProcess.temporaryFolder("keypad") + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "800x480", "--control", socket, ParkingControllerTests.parkingMeter])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let controller = try LoggedProcess("/usr/bin/python3", [ParkingControllerTests.controller, socket, "--once"])
        defer { controller.kill() }
        XCTAssertNotNil(controller.log.wait(for: #""text": "€1.50""#, timeout: 20), "priced the file's values: \(controller.log.all)")

        let customer = try ControlTestClient(path: socket)
        customer.startReading()
        func press(_ lines: [String]) { for l in lines { customer.send(l) } }
        func focus() throws -> String? { try customer.layout()["focus"] as? String }

        press(presses.toPlate)
        XCTAssertEqual(try focus(), "plate")
        XCTAssertEqual(KioskProcess.nodes(try customer.layout())["keyboard"]?["layout"] as? String, "plate", "the plate pad is up")
        press(presses.typePlate)
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "plate" && $0["value"] as? String == "56 RT" },
                        "the plate typed on the keys")

        press(presses.toZone)
        XCTAssertEqual(try focus(), "zone")
        press([presses.left])
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "zone" && $0["value"] as? String == "Zone A" })

        press(presses.toMinutes)
        XCTAssertEqual(try focus(), "minutes")
        press(Array(repeating: presses.right, count: 4))
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "minutes" && $0["value"] as? Double == 120 },
                        "four steps of 15 from 60")
        XCTAssertNotNil(controller.log.wait(for: #""text": "€4.00""#, timeout: 20), "\(controller.log.all)")

        press(presses.toPay)
        XCTAssertEqual(try focus(), "pay")
        press([presses.activate])
        XCTAssertNotNil(controller.log.wait(for: "Pay €4.00 for 120 min for 56 RT?", timeout: 20), "\(controller.log.all)")
        let asking = try customer.layout()
        XCTAssertEqual(KioskProcess.nodes(asking)["pay-ok"]?["title"] as? String, "Pay €4.00 for 120 min for 56 RT?")
        XCTAssertEqual(asking["focus"] as? String, "pay-ok#0", "the dialog starts on Cancel")
        press([presses.nextButton])
        XCTAssertEqual(try focus(), "pay-ok#1")
        press([presses.activate])
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "dialog" && $0["button"] as? String == "Pay" })
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "screen" && $0["screen"] as? String == "thanks" },
                        "the controller shows thanks: \(controller.log.all)")
        XCTAssertNotNil(controller.log.wait(for: #""plate": "56 RT", "zone": "Zone A", "minutes": "120 min""#, timeout: 20),
                        "the stay in the recent sessions: \(controller.log.all)")

        XCTAssertEqual(try focus(), "done", "focus lands on the thanks screen's only control")
        press([presses.activate])
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "screen" && $0["screen"] as? String == "home" && $0["from"] as? String == "thanks" })
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "minutes" && $0["value"] as? Double == 60 },
                        "the controller's reset for the next customer: \(controller.log.all)")
        let home = try customer.layout()
        XCTAssertEqual(home["screen"] as? String, "home")
        XCTAssertEqual(KioskProcess.nodes(home)["zone"]?["value"] as? String, "Zone B")
        XCTAssertEqual(home["focus"] as? String, "pay", "focus is back where the customer left home")
    }
}

extension ControlTestClient {
    /// Asks for the layout and waits for this answer (the client's answers count up).
    func layout(timeout: Double = 20) throws -> [String: Any] {
        let asked = events.filter { $0["event"] as? String == "layout" }.count + 1
        send(#"{"query":"layout"}"#)
        let answers = received?.wait(timeout: timeout) { $0.filter { $0.contains(#""event":"layout""#) }.count >= asked } ?? []
        let answer = try XCTUnwrap(answers.last { $0.contains(#""event":"layout""#) }, "no answer to a layout query")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(answer.utf8)) as? [String: Any])
    }
}
