import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `qr` and `progress` controls through the `kiosk` binary: the QR code in a
/// headless screenshot decodes (Debian's `zbarimg`, zbar-tools) to exactly its text — a UTF-8
/// payload set by command — at 800×480 and 480×800, font scale 2, in high contrast and in Arabic;
/// a replay that sets both gives the same bytes in two processes; speech says a bar's percentage
/// at most every 3 s; an indeterminate bar on a hidden screen costs no frames.
@MainActor
final class QRProgressProcessTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/qr-progress.yaml").path
    static let payload = "https://example.com/квитанция?sum=€42&ok=✓ مرحبا"

    /// Runs the fixture headless with `script`, returning the run and the screenshot's path.
    private func run(_ script: String, _ extra: [String] = [], screen: String = fixture, name: String = "qr") throws -> (KioskProcess.Result, String) {
        let dir = KioskProcess.temporaryFolder("qr-progress")
        try script.write(toFile: dir + "/s.jsonl", atomically: true, encoding: .utf8)
        let shot = dir + "/\(name).png"
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--replay", dir + "/s.jsonl", "--screenshot", shot] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (r, shot)
    }

    /// What zbarimg reads in a picture: each code's text, as it decodes it.
    private func decoded(_ png: String) throws -> String {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/zbarimg")
        p.arguments = ["--quiet", "--raw", png]
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    func testTheCodeInAScreenshotDecodesToItsExactTextOnEveryPanelThemeAndLanguage() async throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: "/usr/bin/zbarimg"), "scripts/setup.sh installs zbar-tools")
        let set = #"{"at":100,"set":{"id":"receipt","text":"\#(Self.payload)"}}"#
        let cases: [(what: String, lines: [String], args: [String])] = [
            ("800×480", [], ["--size", "800x480"]),
            ("480×800", [], ["--size", "480x800"]),
            ("800×480 ×2", [], ["--size", "800x480", "--font-scale", "2"]),
            ("480×800 ×2", [], ["--size", "480x800", "--font-scale", "2"]),
            ("high contrast", [#"{"at":200,"theme":"high-contrast"}"#], ["--size", "800x480"]),
            ("Arabic", [#"{"at":200,"set":{"language":"ar"}}"#], ["--size", "480x800", "--font-scale", "2"]),
        ]
        for c in cases {
            let (r, shot) = try run(([set] + c.lines + [#"{"at":300,"query":"layout"}"#]).joined(separator: "\n"), c.args, name: "qr")
            XCTAssertEqual(try decoded(shot), Self.payload, c.what)
            let node = try XCTUnwrap(KioskProcess.nodes(try XCTUnwrap(r.events(named: "layout").last))["receipt"], c.what)
            XCTAssertEqual(node["text"] as? String, Self.payload)
            XCTAssertGreaterThanOrEqual(node["moduleSize"] as? Double ?? 0, 2, c.what)
            XCTAssertEqual(node["modules"] as? Double, 37, "\(c.what): version 5 at M for \(Self.payload.utf8.count) bytes")
        }
        // The file's own text, before any command, decodes too.
        let (_, first) = try run(#"{"at":100,"query":"layout"}"#, ["--size", "800x480"])
        XCTAssertEqual(try decoded(first), "https://example.com/r/2026-11-27/0042")
    }

    func testATooLongTextIsAnErrorEventAndTheCodeKeepsItsText() async throws {
        // A command (not a replay line, which stops the replay): the run goes on with an `error`.
        let long = String(repeating: "x", count: 2400)
        let dir = KioskProcess.temporaryFolder("qr-progress-long")
        try #"{"set":{"id":"receipt","text":"\#(long)"}}"#.write(toFile: dir + "/c.jsonl", atomically: true, encoding: .utf8)
        let shot = dir + "/long.png"
        let r = try KioskProcess.run(["run", Self.fixture, "--driver", "headless", "--size", "800x480", "--commands", dir + "/c.jsonl",
                                      "--screenshot", shot])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertTrue(errors.contains { $0.contains("qr \"receipt\": the text is 2400 bytes of UTF-8, too long for a QR code: at correction M it holds at most 2331 bytes; correction L holds up to 2953") }, "\(errors)")
        XCTAssertEqual(try decoded(shot), "https://example.com/r/2026-11-27/0042")
    }

    func testTheMostDigitsACodeHoldsScanAndOneMoreIsRefusedNamingDigits() async throws {
        // 4,663 to 5,596 digits fit at M, over the byte limit: the digit limit is what counts.
        let digits = String(String(repeating: "31415926535897932384", count: 280).prefix(5596))
        let (r, shot) = try run(#"{"at":100,"set":{"id":"receipt","text":"\#(digits)"}}"# + "\n" + #"{"at":200,"query":"layout"}"#,
                                ["--size", "1080x1920"], name: "digits")
        let node = try XCTUnwrap(KioskProcess.nodes(try XCTUnwrap(r.events(named: "layout").last))["receipt"])
        XCTAssertEqual(node["modules"] as? Double, 177, "version 40")
        XCTAssertEqual(try decoded(shot), digits, "the code in the screenshot scans to the digits")

        let dir = KioskProcess.temporaryFolder("qr-digits")
        try #"{"set":{"id":"receipt","text":"\#(digits)9"}}"#.write(toFile: dir + "/c.jsonl", atomically: true, encoding: .utf8)
        let over = try KioskProcess.run(["run", Self.fixture, "--driver", "headless", "--size", "800x480", "--commands", dir + "/c.jsonl"])
        let errors = over.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors, [dir + "/c.jsonl:1: qr \"receipt\": the text is 5597 digits, too long for a QR code: at correction M it holds at most 5596 digits; correction L holds up to 7089"])
    }

    func testAReplaySettingProgressAndTheCodeGivesTheSameBytesInTwoProcesses() async throws {
        let script = """
        {"at":100,"set":{"id":"read","value":0.4}}
        {"at":150,"set":{"id":"receipt","text":"\(Self.payload)"}}
        {"at":250,"set":{"id":"read","value":0.9}}
        {"at":300,"set":{"language":"ar"}}
        {"at":420,"query":"layout"}
        """
        let (a, shotA) = try run(script, ["--size", "480x800", "--speech"], name: "a")
        let (b, shotB) = try run(script, ["--size", "480x800", "--speech"], name: "b")
        XCTAssertEqual(a.stdout, b.stdout)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: shotA)), try Data(contentsOf: URL(fileURLWithPath: shotB)))
        let changes = a.events(named: "change").compactMap { $0["value"] as? Double }
        XCTAssertEqual(changes, [0.4, 0.9])
        let node = try XCTUnwrap(KioskProcess.nodes(try XCTUnwrap(a.events(named: "layout").last))["read"])
        XCTAssertEqual(node["value"] as? Double, 0.9)
        XCTAssertEqual(node["role"] as? String, "progress")
        XCTAssertEqual(node["name"] as? String, "قراءة البطاقة")
        XCTAssertEqual(try decoded(shotA), Self.payload)
    }

    func testSpeechSaysTheBarsPercentageAtMostEveryThreeSeconds() async throws {
        let (r, _) = try run("""
        {"at":500,"set":{"id":"read","value":0.4}}
        {"at":1000,"set":{"id":"read","value":0.5}}
        {"at":2000,"set":{"id":"read","value":0.6}}
        {"at":6000,"set":{"id":"read","value":0.7}}
        {"at":7000,"query":"layout"}
        """, ["--size", "800x480", "--speech"])
        let said = r.events(named: "speech").map { "\(Int($0["at"] as? Double ?? -1)) \($0["text"] as? String ?? "?")" }
        XCTAssertEqual(said, [
            "0 Your receipt",
            "500 Reading card, 40 percent",
            "3500 Reading card, 60 percent",   // 50 and 60 waited for the 3 s; the newest is said
            "6500 Reading card, 70 percent",
        ])
    }

    func testAnIndeterminateBarOnAHiddenScreenNeedsNoFrames() async throws {
        let dir = KioskProcess.temporaryFolder("qr-progress-frames")
        func frames(start: String) throws -> Int {
            let yaml = """
            start: \(start)
            screens:
              busy: {root: {type: column, children: [{type: progress, id: spin, indeterminate: true}, {type: button, id: a, title: A}]}}
              still: {root: {type: column, children: [{type: label, text: Still}, {type: button, id: b, title: B}]}}
            """
            try yaml.write(toFile: dir + "/\(start).yaml", atomically: true, encoding: .utf8)
            let (r, _) = try run(#"{"at":4000,"query":"layout"}"#, ["--size", "800x480", "--stats"], screen: dir + "/\(start).yaml")
            let line = try XCTUnwrap(r.stderr.split(separator: "\n").first { $0.contains("frames=") })
            return Int(line.split(separator: "=").last.map(String.init) ?? "") ?? -1
        }
        let shown = try frames(start: "busy"), hidden = try frames(start: "still")
        XCTAssertGreaterThan(shown, 100, "on screen it runs, 30 pictures a second for 4 s")
        XCTAssertLessThanOrEqual(hidden, 2, "on a hidden screen it asks for no frame")
    }
}
