import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// The options of `kiosk run`, as the library reads them for an app's own executable
/// (`RunArguments`, `RunOptions.parse`, `Kiosk.main`): the same names, values, messages and exit
/// statuses as `kiosk run`.
@MainActor
final class RunArgumentsTests: XCTestCase {
    func testEveryOptionFillsItsField() async throws {
        let o = try RunOptions.parse([
            "--driver", "x11", "--size", "800X480", "--font-scale", "1.5", "--split", "0.5",
            "--replay", "in.jsonl", "--record", "out.jsonl", "--screenshot", "last.png", "--events", "events.jsonl",
            "--font", "font.ttf", "--fullscreen", "--duration", "30", "--stats", "--click",
            "--commands", "commands.fifo", "--control", "control.sock", "--state", "state.json",
            "--rotate", "90", "--screenshot-dir", "shots",
        ])
        XCTAssertEqual(o.driver, .x11)
        XCTAssertEqual([o.width, o.height], [800, 480], "WxH, either case of x")
        XCTAssertEqual(o.fontScale, 1.5)
        XCTAssertEqual(o.split, 0.5)
        XCTAssertEqual(o.replayPath, "in.jsonl")
        XCTAssertEqual(o.recordPath, "out.jsonl")
        XCTAssertEqual(o.screenshotPath, "last.png")
        XCTAssertEqual(o.eventsPath, "events.jsonl")
        XCTAssertEqual(o.fontPath, "font.ttf")
        XCTAssertTrue(o.fullscreen)
        XCTAssertEqual(o.duration, 30)
        XCTAssertTrue(o.stats)
        XCTAssertTrue(o.click)
        XCTAssertEqual(o.commandsPath, "commands.fifo")
        XCTAssertEqual(o.controlPath, "control.sock")
        XCTAssertEqual(o.statePath, "state.json")
        XCTAssertEqual(o.rotation, .cw90)
        XCTAssertEqual(o.screenshotDirectory, "shots")
        XCTAssertNil(o.screenPath, "an app has its screen in code")
        XCTAssertTrue(o.sizeGiven)
    }

    /// `--driver fb`: full screen, its device, and whether `--size` was asked for (the panel's
    /// mode of that size) or is the default (the panel's preferred mode).
    func testFBDriverOptions() async throws {
        let o = try RunOptions.parse(["--driver", "fb", "--fb-device", "/dev/dri/card1"])
        XCTAssertEqual(o.fbDevice, "/dev/dri/card1")
        XCTAssertTrue(o.fullscreen)
        XCTAssertFalse(o.sizeGiven)
        XCTAssertEqual([o.width, o.height], [1280, 800])
        XCTAssertTrue(try RunOptions.parse(["--size", "1280x800"]).sizeGiven)
        XCTAssertNil(try RunOptions.parse([]).fbDevice)
    }

    func testNoOptionsGiveTheDefaultsOfKioskRun() async throws {
        let o = try RunOptions.parse([])
        XCTAssertEqual(o.driver, .auto)
        XCTAssertEqual([o.width, o.height], [1280, 800])
        XCTAssertEqual(o.fontScale, 1)
        XCTAssertEqual(o.split, 1)
        XCTAssertEqual(o.eventsPath, "-", "events on stdout")
        XCTAssertFalse(o.fullscreen)
        XCTAssertEqual(o.rotation, .none)
        XCTAssertEqual([o.replayPath, o.recordPath, o.screenshotPath, o.fontPath, o.commandsPath, o.controlPath,
                        o.statePath, o.screenshotDirectory, o.screenPath], Array(repeating: nil, count: 9))
        XCTAssertNil(o.duration)
        XCTAssertFalse(o.stats || o.click)
    }

    func testWaylandAndKMSDRMAreFullscreenUnlessAskedOtherwiseAndX11IsNot() async throws {
        XCTAssertTrue(try RunOptions.parse(["--driver", "wayland"]).fullscreen)
        XCTAssertTrue(try RunOptions.parse(["--driver", "kmsdrm"]).fullscreen)
        XCTAssertFalse(try RunOptions.parse(["--driver", "x11"]).fullscreen)
        XCTAssertFalse(try RunOptions.parse(["--driver", "headless"]).fullscreen)
    }

    func testASizeThatIsNotWxHIsAUsageErrorNamingSizeAndTheFix() async throws {
        let e = try usageError(["--size", "800"])
        XCTAssertEqual(e.description, "--size '800' is not WxH: give a width and height between 1 and 16384, e.g. --size 1280x800")
    }

    func testAnUnknownOptionOrABadValueIsAUsageErrorNamingItWithTheUsageLine() async throws {
        let unknown = try usageError(["--driver", "headless", "--no-such-option"])
        XCTAssertTrue(unknown.description.hasPrefix("Unknown option '--no-such-option'"), unknown.description)
        XCTAssertTrue(unknown.description.contains("Usage: \(Kiosk.programName) <options>"),
                      "the usage line names the program, not a type: \(unknown.description)")
        let bad = try usageError(["--rotate", "ninety"])
        XCTAssertTrue(bad.description.hasPrefix("The value 'ninety' is invalid for '--rotate <rotate>'"), bad.description)
        XCTAssertEqual(try usageError(["--driver", "bogus"]).description,
                       "--driver bogus: unknown display driver \"bogus\"; use one of: auto, auto,headless, wayland, x11, kmsdrm, fb, headless")
        XCTAssertEqual(try usageError(["--rotate", "45"]).description, "--rotate 45 is not usable: give 0, 90, 180 or 270 (degrees clockwise)")
        XCTAssertEqual(try RunOptions.parse(["--driver", "Auto, Headless"]).driver, .autoOrHeadless, "any case, spaces ignored")
    }

    func testHelpListsEveryOptionUnderTheProgramsName() async throws {
        guard case let .help(text) = try RunArguments.read(["--help"]) else { return XCTFail("--help asks for the help") }
        XCTAssertTrue(text.contains("USAGE: \(Kiosk.programName) <options>"), text)
        XCTAssertEqual(Self.optionNames(text), Self.optionNames(try helpOf(["-h"])), "-h is --help")
        XCTAssertTrue(Self.optionNames(text).isSuperset(of: ["--driver", "--size", "--replay", "--events", "--commands",
                                                              "--control", "--state", "--help"]), text)
        XCTAssertEqual(try usageError(["--help"]).description, text, "parse alone: the help as a usage error")
    }

    func testKioskRunAndAnAppListTheSameOptions() async throws {
        let r = try KioskProcess.run(["run", "--help"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let app = Self.optionNames(try helpOf(["--help"]))
        XCTAssertTrue(Self.optionNames(r.stdout).isSuperset(of: app), "kiosk run --help and RunArguments: \(r.stdout)")
        // Only `kiosk` has these: the launcher's check and the program's version.
        XCTAssertEqual(Self.optionNames(r.stdout).subtracting(app), ["--check-options", "--version"], r.stdout)
    }

    func testExitCodeIsTheRunsCodeOrTheStatusOfWhatWentWrong() async throws {
        XCTAssertEqual(Kiosk.exitCode(program: "test") { 7 }, 7)
        XCTAssertEqual(Kiosk.exitCode(program: "test") { throw KioskError("no display", status: .display) }, 4)
        XCTAssertEqual(Kiosk.exitCode(program: "test") { throw CocoaError(.fileNoSuchFile) }, ExitStatus.runtime.rawValue)
        XCTAssertEqual(Kiosk.exitCode(program: "test") { _ = try RunOptions.parse(["--size", "big"]); return 0 },
                       ExitStatus.usage.rawValue)
    }

    private func usageError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws -> KioskError {
        do {
            _ = try RunOptions.parse(arguments)
        } catch let e as KioskError {
            XCTAssertEqual(e.status, .usage, file: file, line: line)
            return e
        }
        XCTFail("\(arguments) parsed; a usage error was expected", file: file, line: line)
        throw KioskError("\(arguments) parsed")
    }

    private func helpOf(_ arguments: [String]) throws -> String {
        guard case let .help(text) = try RunArguments.read(arguments) else { throw KioskError("\(arguments) asked for no help") }
        return text
    }

    /// The option names a help text lists in its OPTIONS section (`-h, --help` as `--help`).
    private static func optionNames(_ help: String) -> Set<String> {
        let section = help.components(separatedBy: "OPTIONS:").last ?? ""
        var names: Set<String> = []
        for line in section.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard line.hasPrefix("  "), !line.hasPrefix("   "), let first = words.first else { continue }
            let name = first == "-h," && words.count > 1 ? words[1] : first
            if name.hasPrefix("--") { names.insert(String(name)) }
        }
        return names
    }
}
