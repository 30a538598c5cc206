import XCTest
@testable import KioskUICore

/// The command-line reader (KioskUICore/CommandLine) on the words a user types: the value
/// spellings `kiosk run` has always taken, and a message that names the word at fault and the fix.
final class CommandLineParserTests: XCTestCase {
    private static let run = CommandDescription(name: "run", arguments: [CommandArgument("screen", help: "A screen file.")],
                                                options: RunArguments.all, showsVersion: true)

    private func parse(_ words: [String], _ command: CommandDescription = run) throws -> ParsedCommandLine {
        try CommandLineParser(command, path: "kiosk \(command.name)").parse(words)
    }

    private func error(_ words: [String], _ command: CommandDescription = run,
                       file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(words, command)
            XCTFail("\(words) parsed", file: file, line: line)
            return ""
        } catch let error as CommandLineError {
            return error.line(command: "kiosk \(command.name)")
        } catch {
            XCTFail("\(words): \(error)", file: file, line: line)
            return ""
        }
    }

    func testAValueFollowsItsOptionOrItsEqualsSign() throws {
        XCTAssertEqual(try parse(["--size", "800x480"]).text(RunArguments.size), "800x480")
        XCTAssertEqual(try parse(["--size=800x480"]).text(RunArguments.size), "800x480")
        XCTAssertEqual(try parse(["--events=-"]).text(RunArguments.events), "-")
        XCTAssertEqual(try parse(["--events", "-"]).text(RunArguments.events), "-", "a lone - is stdout, a value")
        XCTAssertEqual(try parse(["--replay=a=b.jsonl"]).text(RunArguments.replay), "a=b.jsonl", "the first = splits")
    }

    func testAnAbsentOptionHasItsDefaultAndTheLastValueWins() throws {
        let none = try parse([])
        XCTAssertEqual(none.text(RunArguments.driver), "auto")
        XCTAssertEqual(none.number(RunArguments.fontScale), 1)
        XCTAssertNil(none.text(RunArguments.replay))
        XCTAssertFalse(none.isGiven(RunArguments.size))
        let twice = try parse(["--driver", "x11", "--driver", "headless"])
        XCTAssertEqual(twice.text(RunArguments.driver), "headless")
    }

    func testARepeatingOptionKeepsEveryValueInOrder() throws {
        let dirs = try parse(["--image-dir", "/srv/a", "--driver", "headless", "--image-dir=/srv/b"])
        XCTAssertEqual(dirs.texts(RunArguments.imageDir), ["/srv/a", "/srv/b"])
        XCTAssertEqual(try parse([]).texts(RunArguments.imageDir), [])
        XCTAssertEqual(try RunOptions.parse(["--image-dir", "/srv/a", "--image-dir", "/srv/b"]).imageDirectories, ["/srv/a", "/srv/b"])
    }

    func testNumbersAndSizesTakeANegativeValueThatTheRunThenRefusesByName() throws {
        XCTAssertEqual(try parse(["--font-scale", "-1"]).number(RunArguments.fontScale), -1)
        XCTAssertEqual(try parse(["--rotate", "-90"]).integer(RunArguments.rotate), -90)
        XCTAssertEqual(try parse(["--size", "-5x100"]).text(RunArguments.size), "-5x100")
        XCTAssertEqual(error(["--driver", "--stats"]),
                       "Missing value for '--driver <driver>': give a value after it, e.g. --driver auto",
                       "a text option does not swallow the next option")
    }

    func testFlagsAndTheNoForm() throws {
        XCTAssertTrue(try parse(["--stats"]).flag(RunArguments.stats))
        XCTAssertFalse(try parse([]).flag(RunArguments.stats))
        XCTAssertEqual(try parse(["--speech"]).invertibleFlag(RunArguments.speech), true)
        XCTAssertEqual(try parse(["--no-speech"]).invertibleFlag(RunArguments.speech), false)
        XCTAssertEqual(try parse(["--no-speech", "--speech"]).invertibleFlag(RunArguments.speech), true)
        XCTAssertNil(try parse([]).invertibleFlag(RunArguments.speech))
        XCTAssertEqual(error(["--stats=1"]), "The option '--stats' does not take a value, but '1' was given: write --stats alone")
        XCTAssertEqual(error(["--no-stats"]), "Unknown option '--no-stats': kiosk run has no such option ('kiosk run --help' lists them)",
                       "only --speech has a --no- form")
    }

    func testDoubleDashEndsTheOptions() throws {
        let parsed = try parse(["--stats", "--", "--odd-name.yaml"])
        XCTAssertEqual(parsed.arguments, ["--odd-name.yaml"])
        XCTAssertTrue(parsed.flag(RunArguments.stats))
    }

    func testAnUnknownOptionNamesTheNearestOneOrTheHelp() {
        XCTAssertEqual(error(["--font-scal", "2"]), "Unknown option '--font-scal': did you mean '--font-scale'?")
        XCTAssertEqual(error(["--screenshot-dri=x"]), "Unknown option '--screenshot-dri': did you mean '--screenshot-dir'?")
        XCTAssertEqual(error(["--bogus"]), "Unknown option '--bogus': kiosk run has no such option ('kiosk run --help' lists them)")
        XCTAssertEqual(error(["-x"]), "Unknown option '-x': kiosk run has no such option ('kiosk run --help' lists them)")
    }

    func testAValueThatDoesNotReadSaysWhatToGive() {
        XCTAssertEqual(error(["--font-scale", "big"]),
                       "The value 'big' is invalid for '--font-scale <font-scale>': give a number, e.g. --font-scale 1.0")
        XCTAssertEqual(error(["--rotate", "ninety"]),
                       "The value 'ninety' is invalid for '--rotate <rotate>': give a whole number, e.g. --rotate 0")
        XCTAssertEqual(error(["--speech-rate=fast"]),
                       "The value 'fast' is invalid for '--speech-rate <speech-rate>': give a whole number, as --speech-rate <speech-rate> or --speech-rate=<speech-rate>")
        XCTAssertEqual(error(["--replay"]),
                       "Missing value for '--replay <replay>': give a value after it, as --replay <replay> or --replay=<replay>")
    }

    func testArgumentsBeyondWhatTheCommandTakesAreRefused() {
        XCTAssertEqual(error(["a.yaml", "b.yaml"]), "Unexpected argument 'b.yaml': kiosk run takes one <screen> at most, and it is 'a.yaml'")
        let app = RunArguments.program(named: "meter")
        XCTAssertEqual(error(["x"], app), "Unexpected argument 'x': kiosk meter takes options only")
        let version = CommandDescription(name: "version")
        XCTAssertEqual(error(["x"], version), "Unexpected argument 'x': kiosk version takes no arguments")
        let check = CommandDescription(name: "check", arguments: [CommandArgument("files", help: "Screen files to check.", repeats: true)])
        XCTAssertEqual(error([], check), "Missing expected argument '<files> ...': give at least one (screen files to check)")
        XCTAssertEqual(try CommandLineParser(check, path: "kiosk check").parse(["a", "b"]).arguments, ["a", "b"])
    }

    func testAHiddenOptionIsReadButNotOffered() throws {
        let probe = CommandOption("probe", .text, help: "", hidden: true)
        let bench = CommandDescription(name: "bench", options: [probe])
        XCTAssertEqual(try parse(["--probe", "x"], bench).text(probe), "x")
        XCTAssertEqual(error(["--prob"], bench), "Unknown option '--prob': kiosk bench has no such option ('kiosk bench --help' lists them)")
    }
}
