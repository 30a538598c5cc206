import Foundation
import XCTest
@testable import KioskUICore

/// A text field's `pattern`: compiled once, its cost bounded before glibc
/// compiles it (refused at the field's line by `kiosk check` and the loader), the whole text
/// held to it by the match's bounds rather than a wrapping group, and back-references that name
/// the author's own groups.
@MainActor
final class TextPatternTests: XCTestCase {
    // MARK: Compiled once

    /// A `layout` query and each Enter match the pattern: matching must not compile it again.
    /// `(|a){1,200}` is at the size limit, so its compile is the slowest a screen can ask for
    /// (about 7 ms); 200 matches of a short text must cost far less than 200 compiles
    /// (recompiling: 200 × the compile; compiled once: microseconds each).
    func testMatchingDoesNotCompileThePatternAgain() async throws {
        let source = "(|a){1,200}"
        var compile = Double.infinity
        var pattern: TextPattern?
        for _ in 0..<3 {
            let started = DispatchTime.now().uptimeNanoseconds
            pattern = try TextPattern(source)
            compile = min(compile, Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9)
        }
        let p = try XCTUnwrap(pattern)
        let started = DispatchTime.now().uptimeNanoseconds
        for i in 0..<200 { XCTAssertTrue(p.matches(String(repeating: "a", count: i % 5))) }
        let matching = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        XCTAssertLessThan(matching, 20 * compile, "200 matches took \(matching) s, one compile \(compile) s: compiled again for each?")
        // Copies share the compiled expression, and it outlives the pattern it came from.
        var copies = [p]
        pattern = nil
        copies.append(try TextPattern("[A-Z]{1,3} [0-9]{1,4}"))
        XCTAssertTrue(copies[0].matches("aaa") && copies[1].matches("AB 123") && !copies[1].matches("AB 12345"))
    }

    // MARK: The cost bounded before regcomp

    /// The expanded size counts what glibc copies: each bound multiplies what it repeats, nested
    /// bounds multiply, `*` and `+` copy once and twice.
    func testTheScanCountsWhatGlibcExpands() async throws {
        XCTAssertEqual(TextPatternScan("a").size, 1)
        XCTAssertEqual(TextPatternScan("a{1,500}").size, 1_000)
        XCTAssertEqual(TextPatternScan("(a{1,500}){1,500}").size, 500 * 1_003)
        XCTAssertEqual(TextPatternScan("(a{1,1000}){1,1000}").size, 1_000 * 2_003)
        XCTAssertEqual(TextPatternScan("a*").size, 2)
        XCTAssertEqual(TextPatternScan("a+").size, 4)
        XCTAssertEqual(TextPatternScan("[]a{]{3}").size, 6, "a bracket expression is one atom, its `]` and `{` members included")
        XCTAssertEqual(TextPatternScan("[[:digit:]]{2}").size, 4)
        XCTAssertEqual(TextPatternScan("أ{3}").size, 6, "a character of several UTF-8 bytes is one atom")
        XCTAssertEqual(TextPatternScan("(a|b|c)").size, 7)
        XCTAssertEqual(TextPatternScan("a{99999999999999999999}").size, 1 << 40, "a hostile bound saturates instead of overflowing")
        XCTAssertEqual(TextPatternScan("((a*)*){1,3}").emptyLoops, 12, "each loop weighs what it loops over: (a*) is 4")
        XCTAssertEqual(TextPatternScan("(){0,30}{1,}{,5}").emptyLoops, 450)
        XCTAssertEqual(TextPatternScan("a){0,30}").size, 1 + 30 * 2, "an unmatched ) is a character, repeated as one")
        XCTAssertEqual(TextPatternScan("^a$|^b").anchors, 3)
        XCTAssertEqual(TextPatternScan("(^|a){4}").anchors, 4)
        XCTAssertEqual(TextPatternScan("(\\b|a){4}").wordAnchors, 4)
        XCTAssertEqual(TextPatternScan("[$^]\\^\\$").anchors, 0, "in a bracket expression or escaped, ^ and $ are characters")
        XCTAssertEqual(TextPatternScan("(a)(b)\\2\\1").backReferences, 2)
    }

    /// `(a{1,1000}){1,1000}` makes glibc eat ~7.9 GB and `(a{1,500}){1,500}` takes 15 s a
    /// compile: both are refused before glibc sees them, at once; so are the small shapes that
    /// cost far more than their size, and a pattern over 1,000 characters. Real patterns pass.
    func testACostlyPatternIsRefusedBeforeItIsCompiled() async throws {
        let started = DispatchTime.now().uptimeNanoseconds
        let refused = [
            "(a{1,1000}){1,1000}": "expands to 2003000 parts",
            "(a{1,500}){1,500}": "expands to 501500 parts",
            "[0-9]{1,501}": "over the 1000 allowed",
            String(repeating: "^a?", count: 12): "has ^ or $",
            String(repeating: "(a|$)", count: 5): "has ^ or $",
            "^(|a){1,199}": "has ^ or $",  // 5 s and 340 MB
            "^(()*){1,20}a": "has ^ or $",  // 52 s
            "(\\b|a|){1,10}((a*)*){1,4}": "uses a word anchor",  // 31 s
            "((a*)*){1,26}": "(104 parts",
            "(()*){1,51}": "(102 parts",
            "(){0,30}{1,}{,5}": "(450 parts",  // never finished compiling
            "(|a){,5}{0,30}(|a)(a*)*{2}(a*)*": "in a pattern of over 100 parts",  // neither
            String(repeating: "a", count: 1_001): "1001 characters long",
        ]
        for (source, words) in refused.sorted(by: { $0.key < $1.key }) {
            XCTAssertThrowsError(try TextPattern(source)) { e in
                let e = e as? TextPatternError
                XCTAssertEqual(e?.kind, .limit, source)
                XCTAssertTrue(e?.message.contains(words) == true, "\(source): \(e?.message ?? "")")
            }
        }
        XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, 1, "refused before compiling")
        for (source, text) in [("[A-Z]{1,3} [0-9]{1,4}", "AB 123"), ("[^@]+@[^@]+[.][^@]+", "a@b.de"),
                               ("[^@]{1,64}@[^@]{1,255}[.][^@]{2,63}", "name@example.com"),
                               ("[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}", "SW1A 1AA"),
                               ("[A-Z]{2}[0-9]{2}( ?[A-Z0-9]{4}){2,7}( ?[A-Z0-9]{1,3})?", "DE89 3704 0044 0532 0130 00"),
                               ("((25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])[.]){3}(25[0-5]|2[0-4][0-9]|1?[0-9]?[0-9])", "192.168.0.255"),
                               ("^[0-9]{4,8}$", "1234"), ("^(|a){1,19}$", "aa"), ("[0-9]{1,500}", "12"),
                               ("(()*){1,10}a", "a"), ("(|a){1,200}", "a")] {
            XCTAssertTrue(try TextPattern(source).matches(text), source)
        }
    }

    /// The counts do not bound every shape: repetitions nested over something that can match no
    /// text (`()?{1,9}{2}(){2}{2}*a`, 15 parts, 1.9 s for glibc) slipped past them. A pattern
    /// with a repetition of a repetition, or of something that can match nothing, is compiled
    /// first in a child process killed at `compileTimeLimit`, and refused when it was; real
    /// patterns of that shape (a plate's groups, an IBAN's) compile in microseconds and pass.
    func testANestedRepetitionThatCompilesSlowlyIsRefusedWithinTheTimeLimit() async throws {
        let slow = "()?{1,9}{2}(){2}{2}*a"
        XCTAssertTrue(TextPatternScan(slow).nested)
        XCTAssertNil(TextPatternScan(slow).refusal(maxLength: nil), "the counts alone let it through")
        let started = DispatchTime.now().uptimeNanoseconds
        XCTAssertThrowsError(try TextPattern(slow)) { e in
            let e = e as? TextPatternError
            XCTAssertEqual(e?.kind, .limit)
            XCTAssertTrue(e?.message.contains("more than \(TextPatternScan.compileTimeLimit) s to compile") == true, e?.message ?? "")
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        XCTAssertLessThan(seconds, TextPatternScan.compileTimeLimit + 1, "stopped at the limit, not after glibc's 1.9 s")
        XCTAssertFalse(TextPatternScan("[A-Z]{1,3} [0-9]{1,4}").nested, "a plain pattern is compiled without a child")
        for (source, text) in [("([A-Z0-9]+[ -])*[A-Z0-9]*[0-9][A-Z0-9]*([ -][A-Z0-9]+)*", "AB 123"),
                               ("[A-Z]{2}[0-9]{2}( ?[A-Z0-9]{4}){2,7}( ?[A-Z0-9]{1,3})?", "DE89 3704 0044 0532 0130 00")] {
            XCTAssertTrue(TextPatternScan(source).nested, source)
            XCTAssertTrue(try TextPattern(source).matches(text), source)
        }
    }

    /// With back-references glibc's matching grows steeply with the text
    /// (`(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1x` on 50 letters: 13 s): one needs a field of at most 16
    /// characters, and at most two of them.
    func testABackReferenceNeedsAShortField() async throws {
        XCTAssertThrowsError(try TextPattern("(a*)*\\1b")) { e in
            XCTAssertTrue("\(e)".contains("it has no maxLength") && "\(e)".contains("maxLength: 16"), "\(e)")
        }
        XCTAssertThrowsError(try TextPattern("([a-z])x\\1", maxLength: 17)) { e in
            XCTAssertTrue("\(e)".contains("its maxLength is 17"), "\(e)")
        }
        XCTAssertThrowsError(try TextPattern("(.)(.)(.)\\3\\2\\1", maxLength: 6)) { e in
            XCTAssertTrue("\(e)".contains("has 3 back-references"), "\(e)")
        }
        // Six groups, two back-references at the bound: well under a second.
        let p = try TextPattern("(.*)(.*)(.*)(.*)(.*)(.*)\\6\\1x", maxLength: 16)
        let started = DispatchTime.now().uptimeNanoseconds
        XCTAssertFalse(p.matches(String(repeating: "a", count: 16)))
        XCTAssertLessThan(Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9, 1)
    }

    // MARK: The whole text, by the match's bounds

    /// Wrapped as `^(pattern)$`, `x)|(.*` closed the group early and took any text; compiled as
    /// written it is an unmatched parenthesis.
    func testAPatternCannotEscapeTheWholeTextRule() async throws {
        for source in ["x)|(.*", "a)|(b", ")(.*"] {
            XCTAssertThrowsError(try TextPattern(source)) { e in
                XCTAssertEqual((e as? TextPatternError)?.kind, .syntax, "\(source): \(e)")
            }
        }
    }

    /// The match found must cover the text: POSIX's leftmost-longest rule finds 0..<length
    /// whenever any whole-text match exists, whichever alternative comes first.
    func testTheMatchFoundCoversTheWholeTextExactlyWhenOneDoes() async throws {
        let cases: [(String, String, Bool)] = [
            ("a|ab", "ab", true), ("ab|a", "ab", true), ("a|ab", "abc", false), ("a|ab", "b", false),
            ("x|.*y", "zzzy", true), ("x|.*y", "zzzyz", false), ("a|b", "ab", false),
            ("(a|ab)(c|bcd)(d*)", "abcd", true), ("(a|ab)(c|bcd)", "abcd", true), ("(a*)(ab)*b", "aab", true),
            ("[A-Z]{1,3} [0-9]{1,4}", "AB 123", true), ("[A-Z]{1,3} [0-9]{1,4}", "xAB 123", false),
            ("[A-Z]{1,3} [0-9]{1,4}", "AB 1234x", false), ("[A-Z]{1,3} [0-9]{1,4}", "AB 123\0x", false),
            ("a*", "", true), ("()", "a", false), ("b|", "", true), ("|b", "b", true),
            ("^[0-9]+$", "12", true), ("[0-9]+$|x", "x", true), ("[0-9]{1,4}( [أبت]){1,2}", "12 أ ب", true),
        ]
        for (source, text, expected) in cases {
            XCTAssertEqual(try TextPattern(source).matches(text), expected, "\(source) on \(text.debugDescription)")
        }
    }

    /// The match is tried at the text's start only (re_match): regexec tries every start, and
    /// `[أب]*أ[أب]{498}x` on 256 Arabic letters took 2.7 s that way (0.05 s at the start only).
    /// A text over 256 characters is matched against no pattern: `.*أ.{498}x` took 20 s on
    /// 1,000 Arabic letters.
    func testAMatchIsTriedAtTheStartOfAShortTextOnly() async throws {
        var random = SystemRandomNumberGenerator()
        func letters(_ n: Int) -> String { String((0..<n).map { _ in Bool.random(using: &random) ? Character("أ") : "ب" }) }
        for (source, text) in [("[أب]*أ[أب]{498}x", letters(256)), (".*أ.{498}x", letters(256)), (".*أ.{498}x", letters(1_000))] {
            let p = try TextPattern(source)
            let started = DispatchTime.now().uptimeNanoseconds
            XCTAssertFalse(p.matches(text))
            let took = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
            XCTAssertLessThan(took, 1, "\(source) on \(text.count) letters: \(took) s")
        }
        let any = try TextPattern(".*")
        XCTAssertTrue(any.matches(String(repeating: "أ", count: 256)))
        XCTAssertFalse(any.matches(String(repeating: "a", count: 257)), "a text over 256 characters matches no pattern")
        XCTAssertTrue(try TextPattern("(ab)\\1", maxLength: 16).matches("abab"))
        XCTAssertFalse(try TextPattern(".*(a)\\1", maxLength: 16).matches(String(repeating: "a", count: 17)), "with a back-reference, over 16 matches none")
    }

    // MARK: Back-references

    /// Without a wrapping group `\1` is the author's first group (wrapped, it was the wrapper:
    /// `(a*)*\1b` was refused as an invalid back reference and `(ab)\1` too).
    func testABackReferenceNamesTheAuthorsGroup() async throws {
        let repeated = try TextPattern("(a*)*\\1b", maxLength: 16)
        XCTAssertTrue(repeated.matches("aab"))
        XCTAssertTrue(repeated.matches("b"))
        XCTAssertFalse(repeated.matches("aa"))
        let twice = try TextPattern("(ab)\\1", maxLength: 16)
        XCTAssertTrue(twice.matches("abab"))
        XCTAssertFalse(twice.matches("abba"))
        let around = try TextPattern("([a-z])x\\1|y(z)\\2", maxLength: 16)
        XCTAssertTrue(around.matches("axa") && around.matches("yzz"))
        XCTAssertFalse(around.matches("axb") || around.matches("yzy"))
    }

    // MARK: kiosk check and the loader

    /// A pattern over the limits is refused by `kiosk check` and the loader at the pattern's line,
    /// with the figure and the fix; a back-reference is taken once the field is short.
    func testCheckRefusesACostlyPatternAtItsLine() async throws {
        func screen(_ pattern: String, maxLength: String = "") -> String {
            """
            root:
              type: column
              children:
                - {type: label, text: Plate}
                - type: textField
                  id: plate\(maxLength)
                  pattern: "\(pattern)"
            """
        }
        for (pattern, words) in [("(a{1,1000}){1,1000}", "expands to 2003000 parts, over the 1000 allowed"),
                                 ("(a*)*\\\\1b", "give the field `maxLength: 16` or less")] {
            XCTAssertThrowsError(try Screen.parse(screen(pattern), file: "p.yaml")) { e in
                let m = "\(e)"
                XCTAssertTrue(m.contains("p.yaml:7:") && m.contains("pattern") && m.contains(words), m)
                XCTAssertFalse(m.contains("no POSIX extended regular expression"), m)
            }
        }
        XCTAssertNoThrow(try Screen.parse(screen("(a*)*\\\\1b", maxLength: "\n      maxLength: 16"), file: "p.yaml"))
    }
}
