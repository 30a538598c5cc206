import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// examples/parking-controller.py: its price logic (doctests), what it says when there is no kiosk
/// or the kiosk goes, and the controller driving the real parking meter (docs/app.md) through the
/// control socket: zone and minutes in, price out, Pay without a plate → the plate field's keyboard,
/// the plate typed → dialog → thanks (and the recent sessions) → home.
@MainActor
final class ParkingControllerTests: XCTestCase {
    static let controller = BuilderPublicAPITests.packageRoot.appendingPathComponent("examples/parking-controller.py").path
    static let parkingMeter = TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path

    private func python() throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("/usr/bin/python3 is not installed") }
        return "/usr/bin/python3"
    }

    /// Starts the controller on `socket`; its stderr (what it did) is collected.
    private func startController(_ socket: String, _ extra: [String] = []) throws -> LoggedProcess {
        try LoggedProcess(try python(), [Self.controller, socket] + extra)
    }

    func testThePriceAndTheAnswersToEachEventPassTheirDoctests() async throws {
        let r = try KioskProcess.execute(try python(), ["-m", "doctest", "-v", Self.controller])
        let text = r.stdout + r.stderr
        XCTAssertEqual(r.status, 0, text)
        XCTAssertTrue(text.contains("0 failed"), text)
        XCTAssertTrue(text.contains("price(\"Zone B\", 90)"), "the price examples ran: \(text.suffix(400))")
    }

    func testWithoutAKioskItSaysWhatIsMissingAndExitsWhenAskedTo() async throws {
        let socket = KioskProcess.temporaryFolder("park") + "/control.sock"
        let c = try startController(socket, ["--once"])
        let p = c.process, log = c.log
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 1)
        XCTAssertTrue(log.waitForEnd(timeout: 10))
        XCTAssertTrue(log.all.contains("parking-controller: \(socket): no socket there: is the kiosk running with --control \(socket)?; exiting"), "\(log.all)")
    }

    func testWhenTheKioskStopsItSaysSoAndTriesAgainUnlessToldToExit() async throws {
        let dir = KioskProcess.temporaryFolder("park")
        let screen = dir + "/screen.yaml", socket = dir + "/control.sock"
        try ControlSocketTests.screen.write(toFile: screen, atomically: true, encoding: .utf8)
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--control", socket, screen])
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let once = try startController(socket, ["--once"])
        let again = try startController(socket)
        defer { again.kill() }
        for c in [once, again] { XCTAssertNotNil(c.log.wait(for: "connected to \(socket)", timeout: 20), "\(c.log.all)") }
        XCTAssertEqual(kiosk.stop(), 0)
        once.process.waitUntilExit()
        XCTAssertEqual(once.process.terminationStatus, 1)
        XCTAssertNotNil(once.log.wait(for: "the kiosk closed the connection (it stopped or restarted); exiting", timeout: 10), "\(once.log.all)")
        XCTAssertNotNil(again.log.wait(for: "trying again in 1 s", timeout: 10), "\(again.log.all)")
        XCTAssertTrue(again.process.isRunning, "without --once it waits for the kiosk to come back")
    }

    /// The parking meter with the real controller on the real clock: Zone A for 120 minutes
    /// costs €4.00, Pay without a plate puts focus on the plate field, the plate typed
    /// and Enter ask "Pay €4.00 for 120 min for AB 123?", answering Pay shows `thanks`, and the
    /// thanks screen's timer brings `home` back 10 s later, and the controller's reset the file's
    /// zone and minutes (and their price) for the next customer. Every
    /// wait is for a line (the controller's log, an event), none is a sleep.
    func testTheControllerDrivesTheParkingMeterFromZoneAndMinutesToThanksAndBackHome() async throws {
        let socket = KioskProcess.temporaryFolder("park") + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "800x1280", "--control", socket, Self.parkingMeter])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let controller = try startController(socket, ["--once"])
        defer { controller.kill() }
        XCTAssertNotNil(controller.log.wait(for: "connected to \(socket)", timeout: 20), "\(controller.log.all)")
        // It asks for the layout and prices the file's values (Zone B, 60 min). Only then does the
        // customer come: a layout read while the ruler glides would price the minutes it glides
        // to before the label under it shows them (our own queries' answers come to us only).
        XCTAssertNotNil(controller.log.wait(for: #""text": "€1.50""#, timeout: 20), "\(controller.log.all)")

        // The customer's choices, as a test client sets them. The controller connected first, so
        // the kiosk reads a command it sent before one of ours: once its log says it sent the
        // price, our query's answer has it.
        let customer = try ControlTestClient(path: socket)
        customer.startReading()
        customer.send(#"{"set":{"id":"zone","value":"Zone A"}}"#)
        customer.send(#"{"set":{"id":"minutes","value":120}}"#)
        XCTAssertNotNil(controller.log.wait(for: #""text": "€4.00""#, timeout: 20), "\(controller.log.all)")
        let priced = try layout(of: customer)
        XCTAssertEqual(priced["price"]?["text"] as? String, "€4.00", "Zone A at 2.00 an hour for 120 min")
        XCTAssertEqual(priced["summary"]?["text"] as? String, "120 min in Zone A")

        customer.send(#"{"pointer":"down","target":"pay"}"#)
        customer.send(#"{"pointer":"up","target":"pay"}"#)
        // No plate yet: the controller puts focus on the plate field, and the keyboard comes up.
        XCTAssertNotNil(controller.log.wait(for: #"sent {"focus": "plate"}"#, timeout: 20), "\(controller.log.all)")
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "focus" && $0["id"] as? String == "plate" },
                        "the plate field took focus: \(controller.log.all)")
        let asking = try layout(of: customer)
        XCTAssertNil(asking["pay-ok"], "no question without a plate")
        XCTAssertEqual(asking["keyboard"]?["up"] as? Bool, true, "the keyboard is up")
        // The plate typed (as a physical keyboard would) and Enter: the field submits, the controller asks.
        customer.send(#"{"type":"AB 123"}"#)
        customer.send(#"{"key":"enter"}"#)
        XCTAssertNotNil(controller.log.wait(for: "Pay €4.00 for 120 min for AB 123?", timeout: 20), "\(controller.log.all)")
        let dialog = try layout(of: customer)["pay-ok"]
        XCTAssertEqual(dialog?["type"] as? String, "dialog", "Pay asks first: \(controller.log.all)")
        XCTAssertEqual(dialog?["title"] as? String, "Pay €4.00 for 120 min for AB 123?")

        customer.send(#"{"pointer":"down","target":"pay-ok#1"}"#)
        customer.send(#"{"pointer":"up","target":"pay-ok#1"}"#)
        let thanks = try XCTUnwrap(customer.waitForEvent { $0["event"] as? String == "screen" && $0["screen"] as? String == "thanks" },
                                   "Pay in the dialog shows the thanks screen: \(controller.log.all)")
        let home = try XCTUnwrap(customer.waitForEvent(timeout: 30) { $0["event"] as? String == "screen" && $0["screen"] as? String == "home" },
                                 "the thanks screen returns home by itself")
        let waited = try XCTUnwrap(home["at"] as? Double) - XCTUnwrap(thanks["at"] as? Double)
        XCTAssertEqual(home["from"] as? String, "thanks")
        XCTAssertTrue(waited >= 10_000 && waited < 12_000, "home came \(waited) ms after thanks, not 10 s")
        // The controller answers home-from-thanks with a reset (docs/app.md); the changes it brings
        // are priced again for the next customer.
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "minutes" && $0["value"] as? Double == 60 },
                        "the ruler glides back to the file's 60 min: \(controller.log.all)")
        let log = controller.log.wait(timeout: 20) { $0.filter { $0.contains(#""text": "€1.50""#) }.count >= 2 }
        XCTAssertEqual(log.filter { $0.contains(#""text": "€1.50""#) }.count, 2, "priced again: \(log)")
        let next = try layout(of: customer)
        XCTAssertEqual(next["zone"]?["value"] as? String, "Zone B", "the next customer starts from the file's zone")
        XCTAssertEqual(next["minutes"]?["value"] as? Double, 60, "and the file's minutes")
        XCTAssertEqual(next["summary"]?["text"] as? String, "60 min in Zone B")
        XCTAssertEqual(next["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(next["plate"]?["text"] as? String, "", "and an empty plate field")
        XCTAssertEqual(next["recent"]?["items"] as? Double, 1, "the stay paid is on the Rates screen's recent sessions")
    }

    /// The parking meter with the real controller, in Arabic: an Arabic plate typed on the
    /// plate pad's keys, Done, the question in Arabic naming the plate, Pay, and the stay at the top
    /// of the recent sessions, its minutes and price written in Arabic's way; in German the list
    /// follows the language.
    func testTheControllerAsksWithAnArabicPlateAndListsTheStayInTheRecentSessions() async throws {
        let socket = KioskProcess.temporaryFolder("park") + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "800x480", "--language", "ar", "--control", socket, Self.parkingMeter])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let controller = try startController(socket, ["--once"])
        defer { controller.kill() }
        XCTAssertNotNil(controller.log.wait(for: #""text": "€1.50""#, timeout: 20), "\(controller.log.all)")
        let customer = try ControlTestClient(path: socket)
        customer.startReading()
        customer.send(#"{"focus":"plate"}"#)
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "focus" && $0["id"] as? String == "plate" })
        let pad = try layout(of: customer)["keyboard"]
        XCTAssertEqual(pad?["layout"] as? String, "plate-ar", "the Arabic plate pad")
        for key in ["1", "2", "space", "ا", "space", "ب", "done"] {
            customer.send(#"{"pointer":"down","target":"keyboard#\#(key)"}"#)
            customer.send(#"{"pointer":"up","target":"keyboard#\#(key)"}"#)
        }
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "submit" && $0["value"] as? String == "12 ا ب" },
                        "the plate typed on the keys and submitted")
        XCTAssertNotNil(controller.log.wait(for: "ادفع €1.50 مقابل 60 دقيقة للوحة 12 ا ب؟", timeout: 20), "\(controller.log.all)")
        customer.send(#"{"pointer":"down","target":"pay-ok#1"}"#)
        customer.send(#"{"pointer":"up","target":"pay-ok#1"}"#)
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "screen" && $0["screen"] as? String == "thanks" })
        XCTAssertNotNil(controller.log.wait(for: #""plate": "12 ا ب", "zone": "Zone B", "minutes": "60 دقيقة""#, timeout: 20),
                        "\(controller.log.all)")
        customer.send(#"{"show":"help"}"#)
        XCTAssertNotNil(customer.waitForEvent { $0["event"] as? String == "screen" && $0["screen"] as? String == "help" })
        let recent = try XCTUnwrap(layout(of: customer)["recent"])
        XCTAssertEqual(recent["items"] as? Double, 1)
        XCTAssertEqual(((recent["rows"] as? [[String: Any]]) ?? []).first?["key"] as? String, "s1")
        customer.send(#"{"set":{"language":"de"}}"#)
        XCTAssertNotNil(controller.log.wait(for: #""minutes": "60 Min.", "price": "1,50 €""#, timeout: 20),
                        "the list written again in German: \(controller.log.all)")
    }

    /// Asks for the layout and waits for this answer; returns its nodes by id.
    private func layout(of client: ControlTestClient) throws -> [String: [String: Any]] {
        KioskProcess.nodes(try client.layout())
    }
}
