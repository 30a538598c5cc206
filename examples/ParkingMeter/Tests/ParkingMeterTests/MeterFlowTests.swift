import XCTest
import KioskUI
import ParkingMeterApp

/// The meter's flow in this process, headless on a replay's virtual clock (no sleeps): what the
/// customer sees in the `layout` answers, what the meter charges, and when its callbacks run.
@MainActor
final class MeterFlowTests: XCTestCase {
    func testZoneAFor120MinutesCosts4EurosThenPayThanksAndHomeTenSecondsLaterWithTheFirstValues() async throws {
        let meter = ParkingMeter()
        let (status, events) = try MeterReplay.run(meter, MeterReplay.payForTwoHoursInZoneA)
        XCTAssertEqual(status, 0)
        let layouts = events.layouts
        XCTAssertEqual(layouts.count, 5)

        XCTAssertEqual(Array(events.changes.prefix(2)), ["zone=Zone A", "minutes=120"], "the taps on Zone A and the 120 tick")
        XCTAssertEqual(layouts[0]["price"]?["text"] as? String, "€4.00", "Zone A at €2.00 an hour for 120 min")
        XCTAssertEqual(layouts[0]["summary"]?["text"] as? String, "120 min in Zone A")

        // Pay without a plate asked nothing: it put focus on the plate field, and the keyboard came up.
        XCTAssertEqual(events.named("focus").first?["id"] as? String, "plate")
        XCTAssertEqual(events.named("focus").first?["at"] as? Double, 1250, "on Pay's tap")
        XCTAssertNil(layouts[1]["pay-ok"], "no question without a plate")
        XCTAssertEqual(layouts[1]["keyboard"]?["up"] as? Bool, true)
        XCTAssertEqual(layouts[1]["keyboard"]?["layout"] as? String, "plate", "the plate pad")
        XCTAssertEqual(layouts[1]["plate"]?["text"] as? String, "AB 123", "typed on the keyboard's keys")
        XCTAssertEqual(events.named("submit").first?["value"] as? String, "AB 123", "Done submitted the plate")

        let dialog = try XCTUnwrap(layouts[2]["pay-ok"], "Done opened the dialog")
        XCTAssertEqual(dialog["type"] as? String, "dialog")
        XCTAssertEqual(dialog["title"] as? String, "Pay €4.00 for 120 min for AB 123?")
        XCTAssertEqual(dialog["buttons"] as? [String], ["Cancel", "Pay"])
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(plate: "AB 123", zone: "Zone A", minutes: 120, cents: 400)],
                       "charged once, what the dialog asked")

        XCTAssertNil(layouts[3]["pay-ok"], "the answer closed the dialog")
        XCTAssertEqual(events.screens, ["thanks at 3100", "home at 13100"], "thanks on the answer, home by itself 10 s later")

        // The stay is on the Rates screen's recent sessions.
        XCTAssertEqual(meter.recent.value, [KUI.Item(key: "s1", ["plate": "AB 123", "zone": "Zone A", "minutes": "120 min", "price": "€4.00"])])
        XCTAssertEqual(layouts[4]["recent"]?["items"] as? Double, 1)

        // Coming home from thanks started over: the next customer finds the first zone, minutes and
        // price, and an empty plate field.
        XCTAssertEqual(Array(events.changes.dropFirst(2)), ["plate=AB ", "plate=AB 123", "zone=Zone B", "plate=", "minutes=60"],
                       "the plate as typed (a change 0.25 s after an edit, and at once before submit), then the reset")
        XCTAssertEqual(layouts[4]["plate"]?["text"] as? String, "")
        XCTAssertEqual(meter.plate.value, "")
        XCTAssertEqual(layouts[4]["zone"]?["value"] as? String, "Zone B")
        XCTAssertEqual(layouts[4]["minutes"]?["value"] as? Double, 60)
        XCTAssertEqual(layouts[4]["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(layouts[4]["summary"]?["text"] as? String, "60 min in Zone B")
        XCTAssertEqual(meter.zone.value, "Zone B")
        XCTAssertEqual(meter.minutes.value, 60)
    }

    func testTheCallbacksHearTheEventsInTheOrderOfTheJSONLines() async throws {
        let meter = ParkingMeter()
        var heard: [String] = []
        meter.kiosk.onEvent { heard.append(Self.describe($0)) }
        let (_, events) = try MeterReplay.run(meter, MeterReplay.payForTwoHoursInZoneA)
        let lines = events.all.map { line in
            ["\(line["at"] ?? "")", line["event"] as? String, line["id"] as? String].compactMap { $0 }.joined(separator: " ")
        }
        XCTAssertEqual(heard, lines)
        // …including the events the meter acts on: the dialog's answer and the return home.
        XCTAssertTrue(heard.contains("3100 dialog pay-ok"), "\(heard)")
        XCTAssertTrue(heard.contains("13100 screen"), "\(heard)")
    }

    func testScriptSetLinesMoveTheStatesAndDoneGoesHomeAtOnceAndStartsOver() async throws {
        let meter = ParkingMeter()
        let (_, events) = try MeterReplay.run(meter, MeterReplay.script(
            #"{"at":0,"set":{"id":"zone","value":"Zone C"}}"#,
            #"{"at":100,"set":{"id":"minutes","value":30}}"#,
            #"{"at":150,"set":{"id":"plate","text":"M-AB 1234"}}"#,
            MeterReplay.layout(at: 1500),
            MeterReplay.tap("pay", at: 2000), MeterReplay.tap("pay-ok#1", at: 2500),
            MeterReplay.tap("done", at: 4000), MeterReplay.layout(at: 6000)))
        XCTAssertEqual(events.layouts.first?["price"]?["text"] as? String, "€0.50", "Zone C at €1.00 an hour for 30 min")
        XCTAssertEqual(events.layouts.first?["plate"]?["text"] as? String, "M-AB 1234")
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(plate: "M-AB 1234", zone: "Zone C", minutes: 30, cents: 50)])
        XCTAssertEqual(events.screens, ["thanks at 2550", "home at 4050"], "Done did not wait for the 10 s")
        XCTAssertEqual(events.layouts.last?["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(meter.minutes.value, 60)
    }

    func testCancelChargesNothingAndLeavesTheCustomerAsTheyWere() async throws {
        let meter = ParkingMeter()
        let (_, events) = try MeterReplay.run(meter, MeterReplay.script(
            MeterReplay.tap("zone#2", at: 0), MeterReplay.typePlate("AB 123", at: 100),
            MeterReplay.tap("keyboard#done", at: 500), MeterReplay.tap("pay-ok#0", at: 1000),
            MeterReplay.layout(at: 12000)))
        XCTAssertEqual(events.named("dialog").first?["button"] as? String, "Cancel")
        XCTAssertEqual(meter.tickets, [])
        XCTAssertEqual(meter.recent.value, [], "nothing paid, nothing recent")
        XCTAssertEqual(events.layouts.last?["plate"]?["text"] as? String, "AB 123", "the plate stays for another try")
        XCTAssertEqual(events.screens, [], "still on home")
        XCTAssertEqual(events.layouts.last?["price"]?["text"] as? String, "€1.00", "Zone C for 60 min, as chosen")
    }

    func testACustomerWhoWalksAwayLeavesTheMeterAtItsFirstValuesAfterAMinute() async throws {
        let meter = ParkingMeter()
        let (_, events) = try MeterReplay.run(meter, MeterReplay.script(
            MeterReplay.tap("zone#0", at: 0), MeterReplay.layout(at: 1000), MeterReplay.layout(at: 62000)))
        XCTAssertEqual(events.layouts.first?["price"]?["text"] as? String, "€2.00")
        XCTAssertEqual(events.named("idle").first?["at"] as? Double, 60050, "a minute after the last touch")
        XCTAssertEqual(events.layouts.last?["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(meter.zone.value, "Zone B")
    }

    func testAPlateThePatternRefusesAsksNothingAndTheFieldSaysWhy() async throws {
        let meter = ParkingMeter()
        let (_, events) = try MeterReplay.run(meter, MeterReplay.script(
            MeterReplay.typePlate("AB", at: 0), MeterReplay.tap("keyboard#done", at: 500), MeterReplay.layout(at: 800),
            MeterReplay.tap("keyboard#1", at: 900), MeterReplay.tap("keyboard#done", at: 1000), MeterReplay.layout(at: 1200)))
        XCTAssertEqual(events.named("invalid").first?["message"] as? String, "Letters and digits, as on the plate: AB 123")
        XCTAssertNil(events.layouts[0]["pay-ok"], "no question for a plate without a digit")
        XCTAssertEqual(events.layouts[1]["pay-ok"]?["title"] as? String, "Pay €1.50 for 60 min for AB1?", "a digit makes it a plate")
    }

    func testTheRecentSessionsShowTheLastTenNewestFirst() async throws {
        let meter = ParkingMeter()
        var lines: [String] = []
        for n in 0..<12 {
            let t = n * 2000
            lines += [MeterReplay.typePlate("AB \(n)", at: t), MeterReplay.tap("keyboard#done", at: t + 400),
                      MeterReplay.tap("pay-ok#1", at: t + 800), MeterReplay.tap("done", at: t + 1200)]
        }
        lines += [#"{"at":24500,"show":"help"}"#, MeterReplay.layout(at: 25000)]
        let (_, events) = try MeterReplay.run(meter, lines.joined(separator: "\n"))
        XCTAssertEqual(meter.tickets.count, 12)
        XCTAssertEqual(meter.recent.value.count, 10, "at most 10")
        XCTAssertEqual(meter.recent.value.first?.key, "s12")
        XCTAssertEqual(meter.recent.value.first?.fields.first, KUI.Item.Field(name: "plate", text: "AB 11"), "newest first")
        XCTAssertEqual(meter.recent.value.last?.fields.first, KUI.Item.Field(name: "plate", text: "AB 2"))
        let recent = try XCTUnwrap(events.layouts.last?["recent"])
        XCTAssertEqual(recent["items"] as? Double, 10)
        XCTAssertNil(recent["hidden"], "on the Rates screen")
        XCTAssertEqual(((recent["rows"] as? [[String: Any]]) ?? []).first?["key"] as? String, "s12", "the newest on top")
    }

    /// An event as its JSON line starts: "3100 screen", "60 change zone".
    private static func describe(_ e: KioskEvent) -> String {
        ["\(Int(e.at))", e.kind.name, e.id].compactMap { $0 }.joined(separator: " ")
    }
}
