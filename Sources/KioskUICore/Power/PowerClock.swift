/// Where the power rules read the local time of the week: the system's clock and time zone, or a
/// test clock (`kiosk run --clock 2026-11-29T19:59:50`) that starts at the given local wall time
/// and then advances with the run's clock (the virtual clock in a replay), so replays of `hours`
/// give the same events every time.
struct PowerClock: Equatable, Sendable {
    /// With a test clock: the second of the week it starts at, and the scene time it started
    /// (nil until the run starts: `begin`).
    var test: (weekSecond: Double, sceneStart: Double?)?
    /// The local time a test clock started at, as `--clock` gave it (what a recording keeps).
    var testStart: LocalWallTime?

    /// The system's local time.
    static let system = PowerClock(test: nil)

    /// A test clock starting at `weekSecond` when the scene's clock reads `sceneStart`.
    static func test(weekSecond: Double, sceneStart: Double) -> PowerClock {
        PowerClock(test: (weekSecond, sceneStart))
    }

    /// A test clock at `time` when the run starts (`begin`).
    static func test(startingAt time: LocalWallTime) -> PowerClock {
        PowerClock(test: (time.weekSecond, nil), testStart: time)
    }

    /// The local time the run started at: the test clock's start, else now by the system's clock
    /// (a recording's `clock`, written as the run starts).
    var startTime: LocalWallTime { testStart ?? LocalWallTime.now() }

    /// The run starts at scene time `now`: a test clock not yet started counts from there.
    mutating func begin(at now: Double) {
        if let t = test, t.sceneStart == nil { test = (t.weekSecond, now) }
    }

    /// Seconds since Monday 00:00 local time, when the scene's clock reads `sceneNow`.
    func weekSecond(at sceneNow: Double) -> Double {
        if let t = test { return OpeningHours.weekSecond(t.weekSecond + sceneNow - (t.sceneStart ?? sceneNow)) }
        return WallClock.localWeekSecond()
    }

    static func == (a: PowerClock, b: PowerClock) -> Bool {
        a.test?.weekSecond == b.test?.weekSecond && a.test?.sceneStart == b.test?.sceneStart
    }
}

/// A local wall time as `--clock` takes it, `YYYY-MM-DDTHH:MM:SS` (seconds may be left out).
struct LocalWallTime: Equatable, Sendable {
    var year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int

    /// The example messages give.
    static let example = "2026-11-29T19:59:50"

    /// The local time now by the system's clock.
    static func now() -> LocalWallTime {
        let t = WallClock.localTime()
        return LocalWallTime(year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second)
    }

    /// As `--clock` takes it: `2026-11-29T19:59:50`.
    var text: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-\(two(month))-\(two(day))T\(two(hour)):\(two(minute)):\(two(second))"
    }

    /// Reads `text`; throws a message naming what is wrong and the form to use.
    static func parse(_ text: String) throws -> LocalWallTime {
        func fail(_ why: String) -> OpeningHoursError {
            OpeningHoursError(description: "--clock \(text): \(why); give the local time as YYYY-MM-DDTHH:MM:SS, e.g. \(example)")
        }
        let halves = text.split(separator: "T", omittingEmptySubsequences: false)
        guard halves.count == 2 else { throw fail("no `T` between the date and the time") }
        let date = halves[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = halves[1].split(separator: ":", omittingEmptySubsequences: false)
        func number(_ s: Substring, digits: Int) -> Int? {
            s.count == digits && s.allSatisfy({ ("0" ... "9").contains($0) }) ? Int(s) : nil
        }
        guard date.count == 3, let y = number(date[0], digits: 4), let mo = number(date[1], digits: 2),
              let d = number(date[2], digits: 2) else { throw fail("the date is not YYYY-MM-DD") }
        guard time.count == 2 || time.count == 3, let h = number(time[0], digits: 2), let mi = number(time[1], digits: 2),
              let s = time.count == 3 ? number(time[2], digits: 2) : 0 else { throw fail("the time is not HH:MM:SS") }
        guard (1 ... 12).contains(mo), (1 ... daysIn(month: mo, year: y)).contains(d) else { throw fail("there is no such day") }
        guard h < 24, mi < 60, s < 60 else { throw fail("there is no such time of day") }
        return LocalWallTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    }

    /// 0 for Monday … 6 for Sunday.
    var weekday: Int {
        // Days since 1970-01-01 (a Thursday), by the civil calendar (H. Hinnant's days_from_civil).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return ((days + 3) % 7 + 7) % 7
    }

    /// Seconds since Monday 00:00 of its week.
    var weekSecond: Double {
        Double(weekday * OpeningHours.secondsPerDay + hour * 3600 + minute * 60 + second)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
