import XCTest
@testable import KioskUICore

/// A whole command line to the command it names: subcommands, the default one (`kiosk FILE` is
/// `kiosk run FILE`), `help`, `--help`, `-h`, `--version`, and the usage line under an error.
final class CommandLineReaderTests: XCTestCase {
    private static let run = CommandDescription(name: "run", abstract: "Run the kiosk.",
                                                arguments: [CommandArgument("screen", help: "A screen file.")],
                                                options: RunArguments.all, showsVersion: true)
    private static let check = CommandDescription(name: "check", abstract: "Check screen files.",
                                                  arguments: [CommandArgument("files", help: "Screen files.", repeats: true)],
                                                  showsVersion: true)
    private static let reader = CommandLineReader(
        CommandDescription(name: "kiosk", abstract: "A kiosk.", showsVersion: true, subcommands: [run, check], defaultSubcommand: 0),
        name: "kiosk")

    private func read(_ words: [String]) throws -> CommandLineReading { try Self.reader.read(words, columns: 80) }

    private func command(_ words: [String]) throws -> (Int?, ParsedCommandLine) {
        guard case let .parsed(parsed, subcommand) = try read(words) else { throw KioskError("\(words): no command") }
        return (subcommand, parsed)
    }

    private func help(_ words: [String]) throws -> String {
        guard case let .help(text) = try read(words) else { throw KioskError("\(words): no help") }
        return text
    }

    func testAFileAloneRunsTheDefaultSubcommand() throws {
        let (subcommand, parsed) = try command(["screen.yaml", "--driver", "headless"])
        XCTAssertEqual(subcommand, 0)
        XCTAssertEqual(parsed.arguments, ["screen.yaml"])
        XCTAssertEqual(parsed.text(RunArguments.driver), "headless")
        XCTAssertEqual(try command([]).0, 0, "no words: the demo")
        XCTAssertEqual(try command(["check", "a.yaml"]).0, 1)
        XCTAssertEqual(try command(["check", "a.yaml"]).1.arguments, ["a.yaml"])
    }

    func testHelpInEverySpelling() throws {
        let root = try help(["--help"])
        XCTAssertTrue(root.hasPrefix("OVERVIEW: A kiosk.\n\nUSAGE: kiosk <subcommand>\n"), root)
        XCTAssertEqual(try help(["-h"]), root)
        XCTAssertEqual(try help(["help"]), root)
        let run = try help(["help", "run"])
        XCTAssertTrue(run.hasPrefix("OVERVIEW: Run the kiosk.\n\nUSAGE: kiosk run [<options>] [<screen>]\n"), run)
        XCTAssertEqual(try help(["run", "--help"]), run)
        XCTAssertEqual(try help(["run", "-h"]), run)
        XCTAssertEqual(try help(["screen.yaml", "--help"]), run, "the default subcommand's help once it has words")
        XCTAssertEqual(try command(["run", "--", "--help"]).1.arguments, ["--help"], "after --, a file called --help")
    }

    func testVersionFromTheProgramAndItsSubcommands() throws {
        for words in [["--version"], ["run", "--version"], ["check", "--version"]] {
            guard case .version = try read(words) else { return XCTFail("\(words) asks for the version") }
        }
    }

    func testAnErrorEndsWithTheCommandsUsageLine() {
        do {
            _ = try read(["check"])
            XCTFail("check without files parsed")
        } catch let error as CommandLineUsageError {
            XCTAssertEqual(error.message, """
                Missing expected argument '<files> ...': give at least one (screen files)
                Usage: kiosk check <files> ...
                  See 'kiosk check --help' for more information.
                """)
        } catch {
            XCTFail("\(error)")
        }
        do {
            _ = try read(["--bogus"])
            XCTFail("--bogus parsed")
        } catch let error as CommandLineUsageError {
            XCTAssertEqual(error.line, "Unknown option '--bogus': kiosk run has no such option ('kiosk run --help' lists them)")
            XCTAssertTrue(error.message.hasSuffix("\nUsage: kiosk run [<options>] [<screen>]\n  See 'kiosk run --help' for more information."), error.message)
        } catch {
            XCTFail("\(error)")
        }
    }

    /// A subcommand with subcommands of its own (`kiosk bundle make`): each level takes its word,
    /// its help lists them, and an error names the whole path.
    func testASubcommandsOwnSubcommands() throws {
        let output = CommandOption("output", .text, help: "The file to write.", valueName: "file", short: "o")
        let make = CommandDescription(name: "make", abstract: "Make one.", arguments: [CommandArgument("folder", help: "A folder.")],
                                      options: [output])
        let bundle = CommandDescription(name: "bundle", abstract: "Bundles.", subcommands: [make])
        let reader = CommandLineReader(
            CommandDescription(name: "kiosk", abstract: "A kiosk.", showsVersion: true, subcommands: [Self.run, bundle], defaultSubcommand: 0),
            name: "kiosk")
        guard case let .parsed(parsed, subcommand) = try reader.read(["bundle", "make", "content", "-o", "x.bundle"], columns: 80) else {
            return XCTFail("not parsed")
        }
        XCTAssertEqual(subcommand, 1, "the first level's index")
        XCTAssertEqual(parsed.command.name, "make")
        XCTAssertEqual(parsed.arguments, ["content"])
        XCTAssertEqual(parsed.text(output), "x.bundle", "-o is --output")
        guard case let .help(text) = try reader.read(["bundle", "--help"], columns: 80) else { return XCTFail("no help") }
        XCTAssertTrue(text.contains("USAGE: kiosk bundle <subcommand>") && text.contains("  make                    Make one."), text)
        guard case let .help(makeHelp) = try reader.read(["help", "bundle", "make"], columns: 80) else { return XCTFail("no help") }
        XCTAssertTrue(makeHelp.contains("USAGE: kiosk bundle make [<folder>] [--output <file>]") && makeHelp.contains("  -o, --output <file>"), makeHelp)
        XCTAssertThrowsError(try reader.read(["bundle"], columns: 80)) {
            XCTAssertEqual(($0 as? CommandLineUsageError)?.line, "Missing expected argument '<subcommand>': give one of make")
        }
        XCTAssertThrowsError(try reader.read(["bundle", "mke"], columns: 80)) {
            XCTAssertEqual(($0 as? CommandLineUsageError)?.line, "Unexpected argument 'mke': give a subcommand (make)")
        }
        XCTAssertThrowsError(try reader.read(["bundle", "make", "-x"], columns: 80)) {
            XCTAssertTrue(($0 as? CommandLineUsageError)?.message.contains("Usage: kiosk bundle make") == true, "\($0)")
        }
    }
}
