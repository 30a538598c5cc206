import XCTest
@testable import KioskUICore

/// The power rules on numbers: the display's verdict, the attract screen, the next deadline.
final class PowerScheduleTests: XCTestCase {
    private let s = PowerSettings(attract: .init(after: 120, screen: "attract"), sleepAfter: 900,
                                  hours: nil, dayBrightness: 100, nightBrightness: 30)

    private func m(_ now: Double, idleSince: Double = 0, last: Double? = nil, open: Bool = true) -> PowerSchedule.Moment {
        .init(now: now, idleSince: idleSince, lastActivity: last, open: open)
    }

    func testInsideTheHoursIdleTimesAttractThenSleep() {
        XCTAssertEqual(PowerSchedule.verdict(s, m(899.9)), .on)
        XCTAssertEqual(PowerSchedule.verdict(s, m(900)), .off(.idle))
        XCTAssertFalse(PowerSchedule.attractDue(s, m(119.9)))
        XCTAssertTrue(PowerSchedule.attractDue(s, m(120)))
        XCTAssertEqual(PowerSchedule.nextDeadline(s, m(0), attractShown: false, hoursChangeIn: nil), 120)
        XCTAssertEqual(PowerSchedule.nextDeadline(s, m(120), attractShown: true, hoursChangeIn: nil), 900)
        XCTAssertEqual(PowerSchedule.nextDeadline(s, m(130, idleSince: 125), attractShown: false, hoursChangeIn: nil), 245)
        XCTAssertNil(PowerSchedule.nextDeadline(s, m(900), attractShown: true, hoursChangeIn: nil))
    }

    func testOutsideTheHoursOnlyAWakeKeepsItOn() {
        XCTAssertEqual(PowerSchedule.verdict(s, m(10, open: false)), .off(.hours), "nobody touched it")
        XCTAssertEqual(PowerSchedule.verdict(s, m(10, last: 5, open: false)), .on, "a touch wakes it")
        XCTAssertEqual(PowerSchedule.verdict(s, m(905, last: 5, open: false)), .off(.hours), "for sleep.after")
        var noSleep = s
        noSleep.sleepAfter = nil
        XCTAssertEqual(PowerSchedule.verdict(noSleep, m(64.9, last: 5, open: false)), .on)
        XCTAssertEqual(PowerSchedule.verdict(noSleep, m(65, last: 5, open: false)), .off(.hours), "60 s without sleep")
        XCTAssertEqual(PowerSchedule.nextDeadline(noSleep, m(10, last: 5, open: false), attractShown: true, hoursChangeIn: 3600), 65)
        XCTAssertEqual(PowerSchedule.nextDeadline(s, m(10, open: false), attractShown: true, hoursChangeIn: 3600), 3610)
        XCTAssertEqual(s.brightness(open: true), 100)
        XCTAssertEqual(s.brightness(open: false), 30)
    }
}
