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
        XCTAssertEqual(layouts.count, 4)

        XCTAssertEqual(Array(events.changes.prefix(2)), ["zone=Zone A", "minutes=120"], "the taps on Zone A and the 120 tick")
        XCTAssertEqual(layouts[0]["price"]?["text"] as? String, "€4.00", "Zone A at €2.00 an hour for 120 min")
        XCTAssertEqual(layouts[0]["summary"]?["text"] as? String, "120 min in Zone A")

        let dialog = try XCTUnwrap(layouts[1]["pay-ok"], "Pay opened the dialog")
        XCTAssertEqual(dialog["type"] as? String, "dialog")
        XCTAssertEqual(dialog["title"] as? String, "Pay €4.00 for 120 min?")
        XCTAssertEqual(dialog["buttons"] as? [String], ["Cancel", "Pay"])
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(zone: "Zone A", minutes: 120, cents: 400)], "charged once, what the dialog asked")

        XCTAssertNil(layouts[2]["pay-ok"], "the answer closed the dialog")
        XCTAssertEqual(events.screens, ["thanks at 3100", "home at 13100"], "thanks on the answer, home by itself 10 s later")

        // Coming home from thanks started over: the next customer finds the first zone, minutes and price.
        XCTAssertEqual(Array(events.changes.dropFirst(2)), ["zone=Zone B", "minutes=60"])
        XCTAssertEqual(layouts[3]["zone"]?["value"] as? String, "Zone B")
        XCTAssertEqual(layouts[3]["minutes"]?["value"] as? Double, 60)
        XCTAssertEqual(layouts[3]["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(layouts[3]["summary"]?["text"] as? String, "60 min in Zone B")
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
            MeterReplay.layout(at: 1500),
            MeterReplay.tap("pay", at: 2000), MeterReplay.tap("pay-ok#1", at: 2500),
            MeterReplay.tap("done", at: 4000), MeterReplay.layout(at: 6000)))
        XCTAssertEqual(events.layouts.first?["price"]?["text"] as? String, "€0.50", "Zone C at €1.00 an hour for 30 min")
        XCTAssertEqual(meter.tickets, [ParkingMeter.Ticket(zone: "Zone C", minutes: 30, cents: 50)])
        XCTAssertEqual(events.screens, ["thanks at 2550", "home at 4050"], "Done did not wait for the 10 s")
        XCTAssertEqual(events.layouts.last?["price"]?["text"] as? String, "€1.50")
        XCTAssertEqual(meter.minutes.value, 60)
    }

    func testCancelChargesNothingAndLeavesTheCustomerAsTheyWere() async throws {
        let meter = ParkingMeter()
        let (_, events) = try MeterReplay.run(meter, MeterReplay.script(
            MeterReplay.tap("zone#2", at: 0), MeterReplay.tap("pay", at: 500), MeterReplay.tap("pay-ok#0", at: 1000),
            MeterReplay.layout(at: 12000)))
        XCTAssertEqual(events.named("dialog").first?["button"] as? String, "Cancel")
        XCTAssertEqual(meter.tickets, [])
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

    /// An event as its JSON line starts: "3100 screen", "60 change zone".
    private static func describe(_ e: KioskEvent) -> String {
        ["\(Int(e.at))", e.kind.name, e.id].compactMap { $0 }.joined(separator: " ")
    }
}
