import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// What `kiosk` says on its command line, as an integrator meets it.
final class CommandLineInterfaceTests: XCTestCase {
    private static let root = TestFiles.packageRoot

    func testTheVersionIsThePackagesAndBothSpellingsPrintIt() throws {
        let file = try String(contentsOf: Self.root.appendingPathComponent("VERSION"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertEqual(Kiosk.version, file, "Kiosk.version and VERSION (scripts/package.sh numbers the .deb by it)")
        for arguments in [["--version"], ["version"]] {
            let r = try KioskProcess.run(arguments)
            XCTAssertEqual(r.status, 0, "\(arguments): \(r.stderr)")
            XCTAssertEqual(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines), file, "\(arguments)")
        }
    }

    func testCheckOptionsIsInTheHelp() throws {
        let r = try KioskProcess.run(["run", "--help"])
        XCTAssertEqual(r.status, 0)
        XCTAssertTrue(r.stdout.contains("--check-options"), r.stdout)
    }

    func testEveryProblemOfABadFileKeepsItsFileLineForm() throws {
        let folder = KioskProcess.temporaryFolder("cli-bad")
        let path = folder + "/bad.yaml"
        try "root:\n  type: column\n  children:\n    - {type: rular, id: a}\n    - {type: label, text: Hi, align: middle}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", "--driver", "headless", path])
        XCTAssertEqual(r.status, 3)
        let lines = r.stderr.split(separator: "\n")
        let placed = lines.filter { $0.hasPrefix("\(path):") }
        XCTAssertEqual(placed.count, 2, "one FILE:LINE line per problem, at the start of the line: \(r.stderr)")
        XCTAssertTrue(placed[0].hasPrefix("\(path):4: "), r.stderr)
        XCTAssertTrue(placed[1].hasPrefix("\(path):5: "), r.stderr)
        XCTAssertFalse(r.stderr.contains("error: \(path)"), "no prefix before a place: \(r.stderr)")
        XCTAssertTrue(lines.allSatisfy { $0.hasPrefix("\(path):") || $0.hasPrefix("kiosk: error: ") }, r.stderr)
    }

    func testErrorLinesPrefixOnlyTheLinesWithoutAPlace() {
        XCTAssertEqual(Kiosk.errorLines("a.yaml:3: bad\n(1 problem)", program: "kiosk"),
                       "a.yaml:3: bad\nkiosk: error: (1 problem)\n")
        XCTAssertEqual(Kiosk.errorLines("cannot open the display", program: "meter"),
                       "meter: error: cannot open the display\n")
        XCTAssertEqual(Kiosk.errorLines("--size: 0x0 is too small", program: "kiosk"),
                       "kiosk: error: --size: 0x0 is too small\n")
    }

    func testACommandWithAnAtIsRefusedAndExamplesAreCommands() throws {
        let commands = KioskProcess.temporaryFile("cli-at.jsonl", contents: """
        {"at":5,"query":"layout"}
        [1]
        {"query":"layout"}

        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--commands", commands.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors[0].contains("\"at\" is for replay scripts"), errors[0])
        XCTAssertTrue(errors[1].contains(#"like {"key":"right"}"#), errors[1])
        XCTAssertEqual(r.events(named: "layout").count, 1, "the good command still runs")
        XCTAssertThrowsError(try Script.parseLine(#"{"at":1,"key":"right"}"#, form: .command))
        XCTAssertEqual(try Script.parseLine(#"{"at":1,"key":"right"}"#).first?.at, 1)
    }

    func testReadyIsTheRunsFirstLineAndThePagesAppearAfterIt() throws {
        let r = try KioskProcess.run(["run", "--driver", "headless"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let names = r.events.compactMap { $0["event"] as? String }
        XCTAssertEqual(names.first, "ready", "\(names)")
        XCTAssertEqual(names.dropFirst().first, "appear", "the demo's first page appears after ready: \(names)")
    }
}
