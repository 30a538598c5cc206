/// A moment as ISO 8601 in UTC to the second, "2026-11-29T15:02:03Z", computed from seconds since
/// 1970 (the proleptic Gregorian calendar, days to civil date as in Howard Hinnant's algorithm).
enum UTCTime {
    static func iso8601(_ seconds: Double) -> String {
        let total = Int(seconds.rounded(.down))
        let days = total >= 0 ? total / 86400 : (total - 86399) / 86400
        let secondOfDay = total - days * 86400
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay / 60 % 60)):\(two(secondOfDay % 60))Z"
    }
}
