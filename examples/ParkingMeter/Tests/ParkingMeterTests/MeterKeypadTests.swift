import XCTest
import KioskUI
import ParkingMeterApp

/// The Swift meter paid for with the keys alone and with the gamepad alone, in this process on a
/// replay's virtual clock (issue 17): Zone A, 120 minutes, Pay, Pay in the dialog, thanks, Done,
/// home. What has focus is read from the `layout` answers, as an integrator's test would.
@MainActor
final class MeterKeypadTests: XCTestCase {
    /// One device's presses: "key":NAME lines or "button":NAME lines.
    struct Device {
        var field: String
        var toZone: [String], left: String, toMinutes: [String], right: String, toPay: [String], activate: String, nextButton: String

        func line(_ name: String, at ms: Int) -> String { #"{"at":\#(ms),"\#(field)":"\#(name)"}"# }
    }

    static let keys = Device(field: "key", toZone: ["tab"], left: "left", toMinutes: ["tab"], right: "right",
                             toPay: ["tab", "tab"], activate: "enter", nextButton: "right")
    static let gamepad = Device(field: "button", toZone: ["dpdown"], left: "dpleft", toMinutes: ["dpdown"], right: "dpright",
                                toPay: ["dpdown", "dpright"], activate: "a", nextButton: "dpright")

    /// The customer's presses 100 ms apart, with a `layout` query after each step.
    static func script(_ d: Device) -> String {
        var lines: [String] = []
        var ms = 0
        func press(_ names: [String]) { for n in names { lines.append(d.line(n, at: ms)); ms += 100 } }
        func look() { ms += 900; lines.append(MeterReplay.layout(at: ms)); ms += 100 }
        press(d.toZone); press([d.left]); look()                                    // 0: Zone A, focus on the picker
        press(d.toMinutes); press(Array(repeating: d.right, count: 4)); look()      // 1: 120 min, focus on the ruler
        press(d.toPay); press([d.activate]); look()                                 // 2: the dialog, focus on Cancel
        press([d.nextButton]); look()                                               // 3: focus on Pay
        press([d.activate]); look()                                                 // 4: thanks, focus on Done
        press([d.activate]); look()                                                 // 5: home again
        return lines.joined(separator: "\n")
    }

    func testTheKeysAlonePayFor120MinutesInZoneAAndComeBackHome() async throws {
        try pay(with: Self.keys)
    }

    func testTheGamepadAlonePaysFor120MinutesInZoneAAndComesBackHome() async throws {
        try pay(with: Self.gamepad)
    }

    private func pay(with device: Device) throws {
        let meter = ParkingMeter()
        let (status, events) = try MeterReplay.run(meter, Self.script(device))
        XCTAssertEqual(status, 0)
        let answers = events.named("layout")
        XCTAssertEqual(answers.count, 6)
        let focus = answers.map { $0["focus"] as? String }
        XCTAssertEqual(focus, ["zone", "minutes", "pay-ok#0", "pay-ok#1", "done", "pay"],
                       "focus: the picker, the ruler, Cancel, Pay, Done, and back on Pay at home")
        let layouts = events.layouts
        XCTAssertEqual(layouts[0]["zone"]?["value"] as? String, "Zone A")
        XCTAssertEqual(layouts[1]["minutes"]?["value"] as? Double, 120)
        XCTAssertEqual(layouts[1]["price"]?["text"] as? String, "€4.00")
        XCTAssertEqual(layouts[2]["pay-ok"]?["title"] as? String, "Pay €4.00 for 120 min?")
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(zone: "Zone A", minutes: 120, cents: 400)], "charged once, what the dialog asked")
        XCTAssertEqual(answers.map { $0["screen"] as? String }, ["home", "home", "home", "home", "thanks", "home"])
        XCTAssertEqual(layouts[5]["zone"]?["value"] as? String, "Zone B", "Done started over for the next customer")
        XCTAssertEqual(meter.minutes.value, 60)
    }
}
