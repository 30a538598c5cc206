import XCTest
@testable import KioskUICore

/// The `hours` grammar on numbers: which second of the week is open, when the next change comes,
/// and what is refused with which fix.
final class OpeningHoursTests: XCTestCase {
    /// Second of the week of day `d` (0 Monday) at `h:m`.
    private func at(_ d: Int, _ h: Int, _ m: Int = 0, _ s: Int = 0) -> Double {
        Double(d * 86_400 + h * 3600 + m * 60 + s)
    }

    func testWeekdaysAndSaturday() throws {
        let o = try OpeningHours.parse("Mo-Fr 07:00-20:00; Sa 09:00-14:00")
        XCTAssertFalse(o.isOpen(at: at(0, 6, 59, 59)))
        XCTAssertTrue(o.isOpen(at: at(0, 7)))
        XCTAssertTrue(o.isOpen(at: at(4, 19, 59, 59)))
        XCTAssertFalse(o.isOpen(at: at(4, 20)))
        XCTAssertFalse(o.isOpen(at: at(5, 8, 59)))
        XCTAssertTrue(o.isOpen(at: at(5, 9)))
        XCTAssertFalse(o.isOpen(at: at(5, 14)))
        XCTAssertFalse(o.isOpen(at: at(6, 12)))
        // Friday 19:59:50 → closes in 10 s; Friday 20:00 → Saturday 09:00 is 13 h later.
        XCTAssertEqual(o.secondsToNextChange(after: at(4, 19, 59, 50)), 10)
        XCTAssertEqual(o.secondsToNextChange(after: at(4, 20)), 13 * 3600)
        // Saturday 14:00 → Monday 07:00: 41 h, over the week's end.
        XCTAssertEqual(o.secondsToNextChange(after: at(5, 14)), 41 * 3600)
        // Sunday 19:59:50 → Monday 07:00.
        XCTAssertEqual(o.secondsToNextChange(after: at(6, 19, 59, 50)), 11 * 3600 + 10)
    }

    func testListsOffAndLaterRulesWin() throws {
        let o = try OpeningHours.parse("Mo-Su 08:00-18:00; We,Su off; Fr 08:00-12:00,13:00-18:00")
        XCTAssertTrue(o.isOpen(at: at(0, 9)))
        XCTAssertFalse(o.isOpen(at: at(2, 9)), "Wednesday is off")
        XCTAssertFalse(o.isOpen(at: at(6, 9)), "Sunday is off")
        XCTAssertTrue(o.isOpen(at: at(4, 11, 59)))
        XCTAssertFalse(o.isOpen(at: at(4, 12, 30)), "Friday's lunch break")
        XCTAssertEqual(o.secondsToNextChange(after: at(4, 12)), 3600)
    }

    func testOverMidnightAndTwentyFour() throws {
        let o = try OpeningHours.parse("Fr-Sa 22:00-02:00; Su 00:00-24:00")
        XCTAssertTrue(o.isOpen(at: at(4, 23)))
        XCTAssertTrue(o.isOpen(at: at(5, 1, 59)), "Friday's span runs into Saturday")
        XCTAssertFalse(o.isOpen(at: at(5, 2)))
        XCTAssertTrue(o.isOpen(at: at(6, 1)), "Saturday's span and Sunday's day")
        XCTAssertTrue(o.isOpen(at: at(6, 23, 59, 59)))
        XCTAssertFalse(o.isOpen(at: at(0, 0)), "Sunday's 24:00 ends at Monday 00:00")
        // Saturday 22:00 → open through Sunday to Monday 00:00: 26 h.
        XCTAssertEqual(o.secondsToNextChange(after: at(5, 22)), 26 * 3600)
    }

    func testSpanOverTheWeeksEnd() throws {
        let o = try OpeningHours.parse("Su 20:00-06:00")
        XCTAssertTrue(o.isOpen(at: at(6, 21)))
        XCTAssertTrue(o.isOpen(at: at(0, 5)), "Sunday night runs into Monday")
        XCTAssertFalse(o.isOpen(at: at(0, 6)))
        XCTAssertEqual(o.secondsToNextChange(after: at(6, 21)), 9 * 3600)
    }

    func testAlwaysAndEveryDay() throws {
        let always = try OpeningHours.parse("24/7")
        XCTAssertTrue(always.isOpen(at: at(3, 3)))
        XCTAssertNil(always.secondsToNextChange(after: 0))
        let daily = try OpeningHours.parse("08:00-18:00")
        XCTAssertTrue(daily.isOpen(at: at(6, 8)))
        XCTAssertFalse(daily.isOpen(at: at(6, 18)))
        let never = try OpeningHours.parse("Mo-Su off")
        XCTAssertFalse(never.isOpen(at: at(2, 12)))
        XCTAssertNil(never.secondsToNextChange(after: 0))
    }

    func testMistakesAreRefusedWithTheFix() {
        func refusal(_ text: String) -> String {
            do { _ = try OpeningHours.parse(text); return "accepted" } catch { return "\(error)" }
        }
        XCTAssertTrue(refusal("Mo-Fr 25:00-20:00").contains("25:00 is no time of day"), refusal("Mo-Fr 25:00-20:00"))
        XCTAssertTrue(refusal("Mo-Fr 07:60-20:00").contains("minutes 00 to 59"))
        XCTAssertTrue(refusal("Mo-Xy 07:00-20:00").contains("\"Xy\" is no day; days are Mo Tu We Th Fr Sa Su"))
        XCTAssertTrue(refusal("Fr-Mo 07:00-20:00").contains("end before they start"), refusal("Fr-Mo 07:00-20:00"))
        XCTAssertTrue(refusal("Fr-Mo 07:00-20:00").contains("Fr-Su,Mo"))
        XCTAssertTrue(refusal("Mo 08:00-08:00").contains("same time"))
        XCTAssertTrue(refusal("Mo 24:00-08:00").contains("starts at 24:00"))
        XCTAssertTrue(refusal("Mo 7:00-20:00").contains("two digits"))
        XCTAssertTrue(refusal("Mo 07:00").contains("HH:MM-HH:MM"))
        XCTAssertTrue(refusal("Mo-Fr 07:00-20:00;").contains("empty rule"))
        XCTAssertTrue(refusal("").contains("empty rule"))
        XCTAssertTrue(refusal("Monday 07:00-20:00").contains("\"Monday\" is no day"))
        XCTAssertTrue(refusal(String(repeating: "Mo 07:00-08:00; ", count: 40)).contains("over the limit of 500"))
        XCTAssertTrue(refusal(Array(repeating: "Mo 07:00-08:00", count: 29).joined(separator: ";")).contains("29 rules, over the limit of 28"))
        XCTAssertTrue(refusal("Mo " + Array(repeating: "07:00-08:00", count: 9).joined(separator: ",")).contains("over the limit of 8"))
    }

    /// The test clock's date: its weekday and second of the week.
    func testWallTimeOfTheTestClock() throws {
        let t = try LocalWallTime.parse("2026-11-29T19:59:50")
        XCTAssertEqual(t.weekday, 6, "29 November 2026 is a Sunday")
        XCTAssertEqual(t.weekSecond, at(6, 19, 59, 50))
        XCTAssertEqual(try LocalWallTime.parse("2026-11-27T07:00").weekday, 4, "a Friday")
        XCTAssertEqual(try LocalWallTime.parse("2000-02-29T00:00:00").weekday, 1, "a Tuesday of a leap year")
        XCTAssertEqual(try LocalWallTime.parse("1970-01-01T00:00:00").weekday, 3)
        XCTAssertThrowsError(try LocalWallTime.parse("2026-02-29T10:00:00"))
        XCTAssertThrowsError(try LocalWallTime.parse("2026-11-29 19:59:50"))
        XCTAssertThrowsError(try LocalWallTime.parse("2026-11-29T24:00:00"))
        let clock = PowerClock.test(weekSecond: t.weekSecond, sceneStart: 2)
        XCTAssertEqual(clock.weekSecond(at: 12), at(6, 20), "ten seconds of the run later")
        XCTAssertEqual(clock.weekSecond(at: 2 + 11 * 3600 + 10), at(0, 7), "it wraps into the next week")
    }

    /// A recording keeps the local time its session started at; its replay takes it as `--clock`
    /// unless the command line gives one.
    func testARecordingsClockIsTakenAsTheTestClock() throws {
        let start = try LocalWallTime.parse("2026-11-27T07:05:09")
        XCTAssertEqual(start.text, "2026-11-27T07:05:09")
        XCTAssertEqual(PowerClock.test(startingAt: start).startTime, start)
        let lines = try Script.parse(#"{"at":0,"settings":{"size":[800,480],"clock":"2026-11-27T07:05:09"}}"#, file: "r.jsonl")
        guard case let .settings(s)? = lines.first?.action else { return XCTFail("no settings line") }
        var o = RunOptions()
        o.take(s)
        XCTAssertEqual(o.clock, "2026-11-27T07:05:09")
        var given = RunOptions()
        given.clock = "2026-11-28T10:00:00"
        given.take(s)
        XCTAssertEqual(given.clock, "2026-11-28T10:00:00", "the command line's wins")
        XCTAssertThrowsError(try Script.parse(#"{"at":0,"settings":{"clock":"tomorrow"}}"#, file: "r.jsonl"))
    }
}
