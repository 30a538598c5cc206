import XCTest

/// The `parking-meter` executable end to end: it takes `kiosk run`'s options, so a replay drives
/// it headless and its events land in a file, exactly as for `kiosk run FILE`.
@MainActor
final class MeterExecutableTests: XCTestCase {
    func testAReplayOnTheExecutableShowsTheSamePriceAndFlow() async throws {
        let options = try MeterReplay.replayOptions(MeterReplay.payForTwoHoursInZoneA)
        let r = try MeterExecutable.run(["--driver", "headless", "--size", "800x480",
                                         "--replay", try XCTUnwrap(options.replayPath), "--events", options.eventsPath])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "", "the events go to the file")
        let events = try EventLines(file: options.eventsPath)
        XCTAssertEqual(events.layouts.first?["price"]?["text"] as? String, "€4.00")
        XCTAssertEqual(events.layouts.dropFirst().first?["plate"]?["text"] as? String, "AB 123", "typed on the keyboard's keys")
        XCTAssertEqual(events.layouts.dropFirst(2).first?["pay-ok"]?["title"] as? String, "Pay €4.00 for 120 min for AB 123?")
        XCTAssertEqual(events.screens, ["thanks at 3100", "home at 13100"])
        XCTAssertEqual(events.layouts.last?["price"]?["text"] as? String, "€1.50")
    }

    func testHelpListsTheRunOptionsAndExitsZero() async throws {
        let r = try MeterExecutable.run(["--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        for option in ["--replay", "--events", "--driver", "--state", "--control", "--font-scale"] {
            XCTAssertTrue(r.stdout.contains(option), "\(option) in:\n\(r.stdout)")
        }
        XCTAssertTrue(r.stdout.contains("parking-meter"), "the help names the program")
    }

    func testAnUnknownOptionIsABadCommandLine() async throws {
        let r = try MeterExecutable.run(["--tariff", "cheap"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("parking-meter: error: Unknown option '--tariff'"), r.stderr)
    }
}
