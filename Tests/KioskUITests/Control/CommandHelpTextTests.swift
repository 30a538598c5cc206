import XCTest
@testable import KioskUICore

/// The help a command prints, made from its declarations: the usage line, the sections, each
/// option's text in its column with its default, wrapped to the width it is given.
final class CommandHelpTextTests: XCTestCase {
    func testAShortCommandListsEveryOptionInItsUsageAndItsHelp() {
        let bench = CommandDescription(
            name: "bench", abstract: "Measure frame costs.", discussion: "See docs/performance.md.",
            options: [CommandOption("json", .flag, help: "Print JSON instead of a table."),
                      CommandOption("frames", .integer, help: "Timed frames per frame scenario.", default: "300"),
                      CommandOption("probe", .text, help: "", hidden: true)],
            showsVersion: true)
        XCTAssertEqual(bench.usage(path: "kiosk bench"), "kiosk bench [--json] [--frames <frames>]", "the hidden option is left out")
        XCTAssertEqual(bench.help(path: "kiosk bench", columns: 80), """
            OVERVIEW: Measure frame costs.

            See docs/performance.md.

            USAGE: kiosk bench [--json] [--frames <frames>]

            OPTIONS:
              --json                  Print JSON instead of a table.
              --frames <frames>       Timed frames per frame scenario. (default: 300)
              --version               Show the version.
              -h, --help              Show help information.

            """)
    }

    func testManyOptionsCollapseToOptionsInTheUsageLine() {
        let run = CommandDescription(name: "run", arguments: [CommandArgument("screen", help: "A screen file.")], options: RunArguments.all)
        XCTAssertEqual(run.usage(path: "kiosk run"), "kiosk run [<options>] [<screen>]")
        XCTAssertEqual(RunArguments.program(named: "parking-meter").usage(path: "parking-meter"), "parking-meter <options>")
        let check = CommandDescription(name: "check", arguments: [CommandArgument("files", help: "Files.", repeats: true)],
                                       options: [CommandOption("sizes", .text, help: "Panels.")])
        XCTAssertEqual(check.usage(path: "kiosk check"), "kiosk check <files> ... [--sizes <sizes>]")
    }

    func testLongTextWrapsInTheColumnAndALongLabelGetsItsOwnLine() {
        let help = RunArguments.program(named: "meter").help(path: "meter", columns: 80)
        let lines = help.split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 80 }, help)
        XCTAssertTrue(help.contains("""
              --driver <driver>       Display driver: auto (wayland, x11, kmsdrm or fb,
                                      whichever starts; an error naming each when none
            """), help)
        XCTAssertTrue(help.contains("""
              --font-scale <font-scale>
                                      Text size multiplier (like Dynamic Type), 0.5 to 4.
                                      (default: 1.0)
            """), help)
        XCTAssertTrue(help.contains("  --fb-device <fb-device> The device --driver fb draws on"), "a label one short of the column keeps its line")
        XCTAssertTrue(help.contains("  --speech/--no-speech    Speak what has focus"), help)
        XCTAssertFalse(help.contains("OVERVIEW"), "an app's executable has no overview")
        XCTAssertFalse(help.contains("--version"), "nor a version option")
        let wide = RunArguments.program(named: "meter").help(path: "meter", columns: 200)
        XCTAssertTrue(wide.contains("  --split <split>         Fraction of the width the UI gets, as in a split screen (0 < F <= 1). (default: 1.0)\n"), wide)
    }

    func testTheProgramsHelpListsItsSubcommandsWithTheDefault() {
        let program = CommandDescription(
            name: "kiosk", abstract: "A kiosk.", showsVersion: true,
            subcommands: [CommandDescription(name: "run", abstract: "Run a screen."),
                          CommandDescription(name: "version", abstract: "Print the version.")],
            defaultSubcommand: 0)
        XCTAssertEqual(program.help(path: "kiosk", columns: 80), """
            OVERVIEW: A kiosk.

            USAGE: kiosk <subcommand>

            OPTIONS:
              --version               Show the version.
              -h, --help              Show help information.

            SUBCOMMANDS:
              run (default)           Run a screen.
              version                 Print the version.

              See 'kiosk help <subcommand>' for detailed help.
            """)
    }

    func testWrappingKeepsLineBreaksAndBreaksOnlyAtSpaces() {
        XCTAssertEqual("one two three four".wrapped(to: 9), "one two\nthree\nfour")
        XCTAssertEqual("a\n\nb c".wrapped(to: 10, indent: 2), "  a\n\n  b c")
        XCTAssertEqual("unbreakableword x".wrapped(to: 5), "unbreakableword\nx")
    }
}
