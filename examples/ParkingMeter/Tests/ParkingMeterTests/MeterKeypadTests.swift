import XCTest
import KioskUI
import ParkingMeterApp

/// The Swift meter paid for with the keys alone and with the gamepad alone, in this process on a
/// replay's virtual clock: the plate typed on the on-screen keyboard's keys,
/// Zone A, 120 minutes, Pay, Pay in the dialog, thanks, Done, home. What has focus is read from the `layout` answers, as an integrator's test would.
@MainActor
final class MeterKeypadTests: XCTestCase {
    /// One device's presses: "key":NAME lines or "button":NAME lines.
    struct Device {
        var field: String
        /// Onto the plate field (the keyboard comes up), the presses that type "56 RT" on its keys
        /// (the D-pad walks them by where they are: down from the field lands on 5), and on to the zone.
        var toPlate: [String], typePlate: [String]
        var toZone: [String], left: String, toMinutes: [String], right: String, toPay: [String], activate: String, nextButton: String

        func line(_ name: String, at ms: Int) -> String { #"{"at":\#(ms),"\#(field)":"\#(name)"}"# }
    }

    static let keys = Device(field: "key", toPlate: ["tab"],
                             typePlate: ["down", "enter", "right", "enter", "down", "down", "down", "down", "enter",
                                         "up", "up", "up", "enter", "right", "enter"],
                             toZone: ["tab", "tab"], left: "left", toMinutes: ["tab"], right: "right",
                             toPay: ["tab", "tab"], activate: "enter", nextButton: "right")
    static let gamepad = Device(field: "button", toPlate: ["dpdown"],
                                typePlate: ["dpdown", "a", "dpright", "a", "dpdown", "dpdown", "dpdown", "dpdown", "a",
                                            "dpup", "dpup", "dpup", "a", "dpright", "a"],
                                // Down from the keys' bottom row goes on to the control below the field.
                                toZone: ["dpdown", "dpdown", "dpdown", "dpdown"], left: "dpleft", toMinutes: ["dpdown"], right: "dpright",
                                toPay: ["dpdown", "dpright"], activate: "a", nextButton: "dpright")

    /// The customer's presses 100 ms apart, with a `layout` query after each step.
    static func script(_ d: Device) -> String {
        var lines: [String] = []
        var ms = 0
        func press(_ names: [String]) { for n in names { lines.append(d.line(n, at: ms)); ms += 100 } }
        func look() { ms += 900; lines.append(MeterReplay.layout(at: ms)); ms += 100 }
        press(d.toPlate + d.typePlate); look()                                      // 0: "56 RT", focus on the keys
        press(d.toZone); press([d.left]); look()                                    // 1: Zone A, focus on the picker
        press(d.toMinutes); press(Array(repeating: d.right, count: 4)); look()      // 2: 120 min, focus on the ruler
        press(d.toPay); press([d.activate]); look()                                 // 3: the dialog, focus on Cancel
        press([d.nextButton]); look()                                               // 4: focus on Pay
        press([d.activate]); look()                                                 // 5: thanks, focus on Done
        press([d.activate]); look()                                                 // 6: home again
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
        XCTAssertEqual(answers.count, 7)
        let focus = answers.map { $0["focus"] as? String }
        XCTAssertEqual(focus, ["keyboard", "zone", "minutes", "pay-ok#0", "pay-ok#1", "done", "pay"],
                       "focus: the keys, the picker, the ruler, Cancel, Pay, Done, and back on Pay at home")
        let layouts = events.layouts
        XCTAssertEqual(layouts[0]["plate"]?["text"] as? String, "56 RT", "typed on the keyboard's keys")
        XCTAssertEqual(layouts[1]["keyboard"]?["up"] as? Bool ?? false, false, "the keyboard went down as focus left the field")
        XCTAssertEqual(layouts[1]["zone"]?["value"] as? String, "Zone A")
        XCTAssertEqual(layouts[2]["minutes"]?["value"] as? Double, 120)
        XCTAssertEqual(layouts[2]["price"]?["text"] as? String, "€4.00")
        XCTAssertEqual(layouts[3]["pay-ok"]?["title"] as? String, "Pay €4.00 for 120 min for 56 RT?")
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(plate: "56 RT", zone: "Zone A", minutes: 120, cents: 400)],
                       "charged once, what the dialog asked")
        XCTAssertEqual(meter.recent.value.first?.fields.first, KUI.Item.Field(name: "plate", text: "56 RT"))
        XCTAssertEqual(answers.map { $0["screen"] as? String }, ["home", "home", "home", "home", "home", "thanks", "home"])
        XCTAssertEqual(layouts[6]["zone"]?["value"] as? String, "Zone B", "Done started over for the next customer")
        XCTAssertEqual(layouts[6]["plate"]?["text"] as? String, "", "and emptied the plate field")
        XCTAssertEqual(meter.minutes.value, 60)
    }
}
