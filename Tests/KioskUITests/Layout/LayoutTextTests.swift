import XCTest
@testable import KioskUICore

/// Truncation and wrapping on exact strings, with fixed metrics: body text at scale 1 is 10 px per
/// character and 25 px per line.
@MainActor
final class LayoutTextTests: XCTestCase {
    let m = FixedTextMeasurer()
    let body = Font(size: 20)

    func testSingleLineTable() async {
        let cases: [(String, Double?, [String], Double)] = [
            ("Hello world", nil, ["Hello world"], 110),
            ("Hello world", 110, ["Hello world"], 110),
            ("Hello world", 109.9995, ["Hello world"], 110),   // float noise doesn't truncate
            ("Hello world", 80, ["Hello w…"], 80),
            ("Hello world", 65, ["Hello…"], 60),              // the space before the ellipsis goes
            ("Hello world", 15, ["…"], 10),
            ("Hello world", 5, [""], 0),
            ("Hello world", 0, [""], 0),
            ("ab👨‍👩‍👧cd", 40, ["ab👨‍👩‍👧…"], 40),          // a grapheme cluster is never split
            ("", 50, [""], 0),
        ]
        for (text, width, lines, w) in cases {
            let t = TextLayout.singleLine(text, width: width, font: body, measurer: m)
            XCTAssertEqual(t.lines, lines, "\(text) @ \(String(describing: width))")
            XCTAssertEqual(t.size, Size(w, 25), "\(text) @ \(String(describing: width))")
        }
    }

    func testWrappedTable() async {
        let cases: [(String, Double?, Int?, [String])] = [
            ("The quick brown fox", 100, nil, ["The quick", "brown fox"]),
            ("The quick brown fox", nil, nil, ["The quick brown fox"]),
            ("abcdefghijklmnop xy", 60, nil, ["abcdef", "ghijkl", "mnop", "xy"]),
            ("The quick brown fox jumps", 100, 2, ["The quick", "brown fox…"]),
            ("The quick brown fox jumps", 90, 2, ["The quick", "brown fo…"]),
            ("The quick brown fox jumps", 100, 1, ["The quick…"]),
            ("The quick brown fox jumps", 95, 1, ["The quic…"]),
            ("one\ntwo three", nil, nil, ["one", "two three"]),
            ("one\ntwo three", nil, 1, ["one…"]),
            ("one\n\nthree", 100, nil, ["one", "", "three"]),
            ("Hello", 5, nil, [""]),       // not even one character fits: the single-line answer
            ("Hello", 12, nil, ["H", "e", "l", "l", "o"]),   // one character per line still fits
            ("", 100, nil, [""]),
        ]
        for (text, width, maxLines, lines) in cases {
            let t = TextLayout.wrapped(text, width: width, maxLines: maxLines, font: body, measurer: m)
            XCTAssertEqual(t.lines, lines, "\(text) @ \(String(describing: width)) max \(String(describing: maxLines))")
            XCTAssertEqual(t.size.height, 25 * Double(max(1, lines.count)))
        }
    }

}
