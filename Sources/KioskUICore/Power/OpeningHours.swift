/// A week's opening hours (`power.hours`), written in a small subset of OpenStreetMap's
/// `opening_hours` syntax (docs/power.md):
///
///     Mo-Fr 07:00-20:00; Sa 09:00-14:00; Su off
///
/// Rules are separated by `;`. A rule is days, a space, then either times or `off`:
/// - days: `Mo Tu We Th Fr Sa Su`, a range `Mo-Fr` (Monday first: `Fr-Mo` is refused), a list
///   `Mo,We` or both `Mo-We,Fr`; a rule without days means every day (`08:00-18:00`);
/// - times: `HH:MM-HH:MM`, several with `,`; `24:00` may end a span; a span whose end is earlier
///   than its start runs over midnight into the next day (`22:00-02:00`);
/// - `24/7` alone: always open.
///
/// A later rule that names a day replaces what earlier rules said of that day (as in OSM);
/// the part of a span past midnight belongs to the day it started on. Parsing and every question
/// are pure functions of numbers: the time is given as seconds since Monday 00:00 local time.
/// The cost is bounded by the text's limits: a day keeps the spans of the last rule naming it, so
/// a week has at most 7 × `maxSpansPerRule` spans (and one more for a span over Sunday night).
struct OpeningHours: Equatable, Sendable {
    /// The open spans, in seconds since Monday 00:00, sorted, merged, never overlapping, all
    /// inside one week (a span over Sunday midnight is two: its end of the week and its start).
    let open: [Range<Int>]

    static let secondsPerDay = 86_400
    static let secondsPerWeek = 7 * secondsPerDay
    /// How close to a change counts as at it (a clock that adds up frames misses by a hair).
    static let slack = 1e-6
    /// The day names, Monday first.
    static let days = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    /// The most characters a `hours` text may have.
    static let maxLength = 500
    /// The most rules (`;`-separated) and the most spans in one rule.
    static let maxRules = 28
    static let maxSpansPerRule = 8

    /// Whether it is open at `second` of the week (taken modulo a week).
    func isOpen(at second: Double) -> Bool {
        // A hair later: 20:00 reached on a clock that adds up frames is 20:00, not 19:59:59.999.
        let s = Int(OpeningHours.weekSecond(second + OpeningHours.slack).rounded(.down)) % OpeningHours.secondsPerWeek
        return open.contains { $0.contains(s) }
    }

    /// Seconds from `second` of the week until it next opens or closes; nil when it never does
    /// (always open, or never).
    func secondsToNextChange(after second: Double) -> Double? {
        let w = OpeningHours.weekSecond(second)
        var edges: [Int] = []
        for r in open {
            edges.append(r.lowerBound)
            edges.append(r.upperBound)
        }
        // The week's own ends are no change when open runs across them.
        let week = OpeningHours.secondsPerWeek
        edges = edges.filter { e in isOpen(at: Double(e)) != isOpen(at: Double((e + week - 1) % week)) }
        guard !edges.isEmpty else { return nil }
        let ahead = edges.map { e -> Double in
            let d = Double(e) - w
            return d > OpeningHours.slack ? d : d + Double(week)
        }
        return ahead.min()
    }

    /// `second` folded into one week: 0 ..< `secondsPerWeek`.
    static func weekSecond(_ second: Double) -> Double {
        let w = Double(secondsPerWeek)
        let r = second.truncatingRemainder(dividingBy: w)
        return r < 0 ? r + w : r
    }
}

/// Why a `hours` text was refused: what is wrong and how to write it instead.
struct OpeningHoursError: Error, Equatable, CustomStringConvertible {
    let description: String
}

extension OpeningHours {
    /// An example the messages give.
    static let example = "Mo-Fr 07:00-20:00; Sa 09:00-14:00"

    /// Reads `text`; throws `OpeningHoursError` naming the part that is wrong and the fix.
    static func parse(_ text: String) throws -> OpeningHours {
        func fail(_ s: String) -> OpeningHoursError { OpeningHoursError(description: s) }
        guard text.count <= maxLength else {
            throw fail("the hours are \(text.count) characters, over the limit of \(maxLength); write each day range once")
        }
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed == "24/7" { return OpeningHours(open: [0 ..< secondsPerWeek]) }
        let rules = trimmed.split(separator: ";", omittingEmptySubsequences: false).map { String($0).trimmingSpacesAndNewlines }
        guard rules.count <= maxRules else {
            throw fail("the hours have \(rules.count) rules, over the limit of \(maxRules); join days that share their times (Mo-Fr, Mo,We)")
        }
        // Per day: its spans as (start, end) minutes of that day, end may pass 24:00 (over midnight).
        var perDay: [[(Int, Int)]] = Array(repeating: [], count: 7)
        for rule in rules {
            guard !rule.isEmpty else { throw fail("an empty rule (two `;` in a row, or one at the end); write rules like \"\(example)\"") }
            let (dayList, times) = try parseRule(rule)
            for d in dayList { perDay[d] = times }
        }
        var spans: [Range<Int>] = []
        for (day, list) in perDay.enumerated() {
            for (start, end) in list {
                let a = day * secondsPerDay + start * 60, b = day * secondsPerDay + end * 60
                if b <= secondsPerWeek {
                    spans.append(a ..< b)
                } else {
                    spans.append(a ..< secondsPerWeek)
                    spans.append(0 ..< b - secondsPerWeek)
                }
            }
        }
        return OpeningHours(open: merged(spans))
    }

    /// One rule: its days (0 = Monday) and its spans in minutes of the day (none for `off`).
    private static func parseRule(_ rule: String) throws -> ([Int], [(Int, Int)]) {
        func fail(_ s: String) -> OpeningHoursError { OpeningHoursError(description: "in \"\(rule)\": \(s)") }
        let parts = rule.split(separator: " ", maxSplits: 1).map { String($0).trimmingSpacesAndNewlines }
        let daysText: String, timesText: String
        if parts.count == 1, let c = parts[0].first, c.isNumber || parts[0] == "off" {
            daysText = "Mo-Su"; timesText = parts[0]
        } else if parts.count == 2 {
            daysText = parts[0]; timesText = parts[1].replacing(" ", with: "")
        } else {
            throw fail("a rule is days then times, e.g. \"Mo-Fr 07:00-20:00\" or \"Su off\"")
        }
        var days: [Int] = []
        for item in daysText.split(separator: ",", omittingEmptySubsequences: false) {
            let ends = item.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            let indices = try ends.map { name -> Int in
                guard let i = Self.days.firstIndex(of: name) else {
                    throw fail("\"\(name)\" is no day; days are \(Self.days.joined(separator: " ")) (ranges Mo-Fr, lists Mo,We)")
                }
                return i
            }
            switch indices.count {
            case 1: days.append(indices[0])
            case 2:
                guard indices[0] <= indices[1] else {
                    throw fail("the days \(item) end before they start; the week runs Mo to Su: write \(ends[0])-Su,Mo\(indices[1] > 0 ? "-" + ends[1] : "")")
                }
                days += Array(indices[0] ... indices[1])
            default: throw fail("\"\(item)\" is no day range; write two days with one `-`, e.g. Mo-Fr")
            }
        }
        if timesText == "off" { return (days, []) }
        let spanTexts = timesText.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard spanTexts.count <= maxSpansPerRule else {
            throw fail("\(spanTexts.count) time spans, over the limit of \(maxSpansPerRule) in one rule")
        }
        var spans: [(Int, Int)] = []
        for s in spanTexts {
            let ends = s.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard ends.count == 2 else { throw fail("\"\(s)\" is no time span; write HH:MM-HH:MM, e.g. 07:00-20:00, or `off`") }
            let start = try minute(ends[0], in: s, rule: rule), end = try minute(ends[1], in: s, rule: rule)
            guard start < 24 * 60 else { throw fail("\(s) starts at 24:00; a span starts at 00:00 to 23:59 (write 00:00-\(ends[1]))") }
            guard start != end else { throw fail("\(s) starts and ends at the same time; for a whole day write 00:00-24:00") }
            guard end != 0 || start == 0 else { throw fail("\(s) ends at 00:00; write \(ends[0])-24:00") }
            spans.append((start, end > start ? end : end + 24 * 60))
        }
        return (days, spans)
    }

    /// `HH:MM` as minutes of the day; `24:00` allowed (an end).
    private static func minute(_ t: String, in span: String, rule: String) throws -> Int {
        let hm = t.split(separator: ":", omittingEmptySubsequences: false)
        guard hm.count == 2, hm[0].count == 2, hm[1].count == 2, let h = Int(hm[0]), let m = Int(hm[1]),
              hm[0].allSatisfy(\.isASCIIDigit), hm[1].allSatisfy(\.isASCIIDigit) else {
            throw OpeningHoursError(description: "in \"\(rule)\": \"\(t)\" is no time; write HH:MM with two digits each, e.g. 07:00")
        }
        guard (0 ... 24).contains(h), (0 ... 59).contains(m), h < 24 || m == 0 else {
            throw OpeningHoursError(description: "in \"\(rule)\": \(t) is no time of day; hours run 00 to 23 (24:00 only as an end), minutes 00 to 59")
        }
        return h * 60 + m
    }

    /// `spans` sorted and joined where they touch or overlap.
    private static func merged(_ spans: [Range<Int>]) -> [Range<Int>] {
        var out: [Range<Int>] = []
        for s in spans.sorted(by: { ($0.lowerBound, $0.upperBound) < ($1.lowerBound, $1.upperBound) }) where !s.isEmpty {
            if let last = out.last, s.lowerBound <= last.upperBound {
                out[out.count - 1] = last.lowerBound ..< max(last.upperBound, s.upperBound)
            } else {
                out.append(s)
            }
        }
        return out
    }
}

private extension Character {
    var isASCIIDigit: Bool { ("0" ... "9").contains(self) }
}
