import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Service mode end to end, headless (docs/service.md): `kiosk service-pin` hashes a PIN from
/// stdin, `--service-pin` takes the file, the 5 s corner press and the PIN open the diagnostics
/// and a wrong PIN does not; the service screens close after 60 s idle; the press acts on
/// nothing of the customer's and no output carries the PIN.
final class ServiceModeProcessTests: XCTestCase {
    static let pin = "482916"

    /// A button over the top-left corner, so a press that leaked to the customer's screen shows
    /// as its `tap`.
    static let screen = """
    root:
      type: column
      align: start
      spacing: 8
      children:
        - {type: button, id: corner, title: Help}
        - {type: label, text: The customer's screen}
        - {type: textField, id: name, placeholder: Name}
    """

    /// The hash file `kiosk service-pin` writes for `pin` (made once: hashing takes a moment).
    static let hashFile: URL = {
        let r = try! KioskProcess.execute("/bin/sh", ["-c", "printf '%s\\n' \(pin) | '\(KioskProcess.binary.path)' service-pin"])
        precondition(r.status == 0, r.stderr)
        return KioskProcess.temporaryFile("service-pin.hash", contents: r.stdout)
    }()

    private func replay(_ name: String, _ lines: String, extra: [String] = []) throws -> (events: String, stderr: String, lines: [String]) {
        let screen = KioskProcess.temporaryFile("service-\(name).yaml", contents: Self.screen)
        let script = KioskProcess.temporaryFile("service-\(name).jsonl", contents: lines)
        let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--size", "800x480", "--service-pin", Self.hashFile.path,
                                      "--replay", script.path, "--events", "-"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (r.stdout, r.stderr, r.stdout.split(separator: "\n").map(String.init))
    }

    private func service(_ lines: [String]) -> [String] {
        lines.compactMap { $0.firstMatch(of: /"event":"service","state":"([a-z]+)"/).map { String($0.output.1) } }
    }

    func testTheSubcommandHashesTheFirstLineOfStdinAndRefusesWhatIsNoPIN() throws {
        let hash = try String(contentsOf: Self.hashFile, encoding: .utf8)
        XCTAssertTrue(hash.hasPrefix("$argon2id$v=19$m=") && hash.hasSuffix("\n") && !hash.contains(Self.pin), hash)
        XCTAssertTrue(ServicePIN.verify(Array(Self.pin.utf8), against: String(hash.dropLast())))
        let bad = try KioskProcess.execute("/bin/sh", ["-c", "printf 'abc12\\n' | '\(KioskProcess.binary.path)' service-pin"])
        XCTAssertEqual(bad.status, 3)
        XCTAssertTrue(bad.stderr.contains("4 to 12 digits") && !bad.stderr.contains("abc12"), bad.stderr)
        XCTAssertEqual(bad.stdout, "")
    }

    func testAPINFileThatHoldsAPINInTheClearIsRefusedWithoutSayingIt() throws {
        let clear = KioskProcess.temporaryFile("service-clear.pin", contents: "\(Self.pin)\n")
        let screen = KioskProcess.temporaryFile("service-clear.yaml", contents: Self.screen)
        let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--service-pin", clear.path])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("--service-pin \(clear.path): it must hold one line, an Argon2id hash"), r.stderr)
        XCTAssertTrue(r.stderr.contains("kiosk service-pin >"), "it says how to make one: \(r.stderr)")
        XCTAssertFalse(r.stderr.contains(Self.pin), r.stderr)
    }

    func testTheCornerHeldFiveSecondsAndTheRightPINOpenTheDiagnosticsAndLeaveGivesTheCustomerBack() throws {
        let r = try replay("open", """
        {"at":500,"focus":"name"}
        {"at":600,"type":"Ann"}
        {"at":1000,"pointer":"down","x":10,"y":10}
        {"at":5900,"query":"layout"}
        {"at":7000,"pointer":"up","x":10,"y":10}
        {"at":8000,"type":"\(Self.pin)"}
        {"at":8500,"key":"enter"}
        {"at":9000,"query":"layout"}
        {"at":10000,"pointer":"down","target":"service-leave"}
        {"at":10100,"pointer":"up","target":"service-leave"}
        {"at":10200,"query":"layout"}
        """, extra: ["--speech"])
        XCTAssertEqual(service(r.lines), ["pin", "open", "closed"], r.events)
        XCTAssertTrue(r.events.contains(#"{"at":8500,"event":"service","state":"open"}"#), r.events)
        let speech = r.lines.filter { $0.contains(#""event":"speech""#) }
        XCTAssertTrue(speech.contains { $0.contains("PIN, password field, empty") }, "the PIN entry is spoken: \(speech)")
        XCTAssertFalse(speech.contains { $0.contains("character") || $0.contains("•") }, "but not how long the PIN is: \(speech)")
        XCTAssertTrue(r.events.contains(#"{"at":6000,"event":"service","state":"pin"}"#), "the PIN entry at 5 s of holding: \(r.events)")
        let others = r.lines.filter { !$0.contains(#""event":"layout""#) }.joined(separator: "\n")
        XCTAssertFalse(others.contains(#""id":"corner""#), "the press reached nothing under it: \(others)")
        XCTAssertFalse(others.contains(#""id":"service-"#), "no event of the service screens' controls: \(others)")
        XCTAssertFalse(r.events.contains(Self.pin) || r.stderr.contains(Self.pin), "the PIN is in no output")
        let layouts = r.lines.filter { $0.contains(#""event":"layout""#) }
        XCTAssertEqual(layouts.count, 3, r.events)
        XCTAssertTrue(layouts[0].contains(#""id":"corner""#), "before 5 s the customer's screen shows")
        XCTAssertTrue(layouts[1].contains(#""id":"service-leave""#) && layouts[1].contains(#""id":"service-touch""#),
                      "the diagnostics, with the touch test: \(layouts[1])")
        XCTAssertTrue(layouts[2].contains(#""id":"name""#) && layouts[2].contains(#""text":"Ann""#),
                      "the customer's screen back with what was typed: \(layouts[2])")
    }

    func testAWrongPINOpensNothingAndIsAWarningWithoutIt() throws {
        let r = try replay("wrong", """
        {"at":1000,"pointer":"down","x":5,"y":40}
        {"at":6500,"pointer":"up","x":5,"y":40}
        {"at":7000,"type":"111111"}
        {"at":7100,"key":"enter"}
        {"at":7500,"type":"\(Self.pin)"}
        {"at":7600,"key":"enter"}
        {"at":8000,"query":"layout"}
        {"at":8200,"type":"\(Self.pin)"}
        {"at":8300,"key":"enter"}
        """)
        XCTAssertEqual(service(r.lines), ["pin", "open"], "neither the wrong PIN nor the right one within its wait opens it; after the wait, the right one: \(r.events)")
        XCTAssertTrue(r.events.contains(#"{"at":8300,"event":"service","state":"open"}"#), r.events)
        let warnings = r.lines.filter { $0.contains(#""event":"warning""#) }
        XCTAssertEqual(warnings.count, 1, r.events)
        XCTAssertTrue(warnings[0].contains("a wrong service PIN was entered (1 in a row); the next one is checked after 1 s"), warnings[0])
        XCTAssertFalse(r.events.contains("111111") || r.stderr.contains("111111") || r.events.contains(Self.pin))
        XCTAssertTrue(r.stderr.contains("warning: service: a wrong service PIN"), r.stderr)
        XCTAssertTrue(r.events.contains("the service PIN entry shows: no layout until it closes") && !r.events.contains(#""id":"service-pin""#),
                      "a layout query while the PIN entry shows is refused (it would tell the PIN's length): \(r.events)")
    }

    func testTheServiceScreensCloseThemselvesAfterSixtySecondsWithoutInput() throws {
        let r = try replay("idle", """
        {"at":1000,"pointer":"down","x":40,"y":40}
        {"at":7000,"pointer":"up","x":40,"y":40}
        {"at":8000,"type":"\(Self.pin)"}
        {"at":8500,"key":"enter"}
        {"at":60000,"pointer":"down","x":400,"y":300}
        {"at":60100,"pointer":"up","x":400,"y":300}
        {"at":200000,"query":"layout"}
        """)
        XCTAssertEqual(service(r.lines), ["pin", "open", "closed"], r.events)
        XCTAssertTrue(r.events.contains(#"{"at":120100,"event":"service","state":"closed"}"#),
                      "60 s after the last touch on the diagnostics, on the replay's clock: \(r.events)")
        let idlePIN = try replay("idle-pin", """
        {"at":1000,"pointer":"down","x":40,"y":40}
        {"at":7000,"pointer":"up","x":40,"y":40}
        {"at":90000,"query":"layout"}
        """)
        XCTAssertTrue(idlePIN.events.contains(#"{"at":67000,"event":"service","state":"closed"}"#), "the PIN entry too: \(idlePIN.events)")
    }

    func testWithoutAPINTheCornerIsTheCustomersAsBefore() throws {
        let screen = KioskProcess.temporaryFile("service-none.yaml", contents: Self.screen)
        let script = KioskProcess.temporaryFile("service-none.jsonl", contents: """
        {"at":1000,"pointer":"down","x":10,"y":10}
        {"at":1100,"pointer":"up","x":10,"y":10}
        {"at":2000,"pointer":"down","x":10,"y":10}
        {"at":8000,"pointer":"up","x":10,"y":10}
        """)
        let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--size", "800x480", "--replay", script.path, "--events", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(#"{"at":1100,"event":"tap","id":"corner","title":"Help"}"#), r.stdout)
        XCTAssertFalse(r.stdout.contains(#""event":"service""#), r.stdout)
    }

    /// The diagnostics at 800x480, 480x800 and 1920x1080, font scale 2, in English and in Arabic
    /// (right to left): nothing drawn cut, Leave and Restart in the window without scrolling, the
    /// touch test on the screen; the screenshots are written (docs/service.md shows two).
    func testTheDiagnosticsFitEveryPanelAtFontScaleTwoInEnglishAndArabic() throws {
        let screen = KioskProcess.temporaryFile("service-fit.yaml", contents: """
        languages: [en, ar]
        root: {type: button, id: corner, title: Help}
        """)
        for (w, h) in [(800, 480), (480, 800), (1920, 1080)] {
            for language in ["en", "ar"] {
                let png = KioskProcess.temporaryFile("service-\(w)x\(h)-\(language).png")
                let script = KioskProcess.temporaryFile("service-fit.jsonl", contents: """
                {"at":0,"fontScale":2}
                {"at":1000,"pointer":"down","x":10,"y":10}
                {"at":7000,"pointer":"up","x":10,"y":10}
                {"at":7500,"query":"layout"}
                {"at":8000,"type":"\(Self.pin)"}
                {"at":8500,"key":"enter"}
                {"at":9000,"query":"layout"}
                {"at":9500,"screenshot":"\(png.path)"}
                """)
                let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--size", "\(w)x\(h)", "--language", language,
                                              "--service-pin", Self.hashFile.path, "--replay", script.path, "--events", "-"])
                XCTAssertEqual(r.status, 0, r.stderr)
                let layouts = r.events(named: "layout")
                XCTAssertEqual(layouts.count, 1, "the PIN entry's layout is refused, the diagnostics' answered: \(r.stdout)")
                guard let layout = layouts.first else { continue }
                let place = "\(w)x\(h) \(language)"
                XCTAssertNil(layout["truncated"], "\(place): nothing cut: \(layout)")
                XCTAssertEqual(layout["language"] as? String, language, place)
                let nodes = layout["nodes"] as? [[String: Any]] ?? []
                func frame(_ id: String) -> [Double]? { nodes.first { $0["id"] as? String == id }?["frame"] as? [Double] }
                for id in ["service-leave", "service-restart"] {
                    let f = try XCTUnwrap(frame(id), "\(place): \(id)")
                    XCTAssertTrue(f[0] >= 0 && f[1] >= 0 && f[0] + f[2] <= Double(w) && f[1] + f[3] <= Double(h), "\(place): \(id) at \(f) shows at once")
                }
                let leave = try XCTUnwrap(frame("service-leave")), restart = try XCTUnwrap(frame("service-restart"))
                if leave[1] == restart[1] {
                    XCTAssertEqual(leave[0] > restart[0], language == "ar", "\(place): Leave first, on the start side")
                }
                XCTAssertNotNil(frame("service-touch"), place)
                XCTAssertGreaterThan((try? Data(contentsOf: png))?.count ?? 0, 1000, place)
            }
        }
    }

    /// Restart ends the run with status 0, after `closed`: the unit (Restart=always) starts it again.
    func testRestartEndsTheKioskWithStatusZeroForItsSupervisor() throws {
        let r = try replay("restart", """
        {"at":1000,"key":"tab"}
        {"at":2000,"pointer":"down","x":10,"y":10}
        {"at":8000,"pointer":"up","x":10,"y":10}
        {"at":8500,"type":"\(Self.pin)"}
        {"at":8600,"key":"enter"}
        {"at":9000,"pointer":"down","target":"service-restart"}
        {"at":9100,"pointer":"up","target":"service-restart"}
        {"at":20000,"query":"layout"}
        """)
        XCTAssertEqual(service(r.lines), ["pin", "open", "closed"], r.events)
        XCTAssertFalse(r.events.contains(#""event":"layout""#), "the run ended at the restart: \(r.events)")
    }

    /// A dark panel's waking press belongs to the display: held on the corner it wakes the panel
    /// and opens nothing (the press reaches nothing at all); the next press is the gesture again.
    func testTheCornerPressThatWakesADarkPanelOpensNothing() throws {
        let r = try replay("wake", """
        {"at":500,"display":"off"}
        {"at":1000,"pointer":"down","x":10,"y":10}
        {"at":7000,"pointer":"up","x":10,"y":10}
        {"at":8000,"pointer":"down","x":10,"y":10}
        {"at":14000,"pointer":"up","x":10,"y":10}
        """)
        XCTAssertTrue(r.events.contains(#""event":"display","state":"on","reason":"input""#), r.events)
        XCTAssertEqual(service(r.lines), ["pin"], r.events)
        XCTAssertTrue(r.events.contains(#"{"at":13000,"event":"service","state":"pin"}"#), "only the second press, 5 s after it came: \(r.events)")
        XCTAssertFalse(r.events.contains(#""id":"corner""#), r.events)
    }

    /// Without touch: the gamepad's Back held 5 s, the PIN typed on a USB keyboard, then the keys
    /// walk the diagnostics (Leave is the first control) and Enter leaves. A short Back is still
    /// the customer's (it goes back, on its release).
    func testTheGamepadsBackHeldFiveSecondsAndTheKeysWorkTheServiceScreens() throws {
        let r = try replay("keys", """
        {"at":1000,"button":"back","state":"down"}
        {"at":6500,"button":"back","state":"up"}
        {"at":7000,"type":"\(Self.pin)"}
        {"at":7100,"key":"enter"}
        {"at":7500,"key":"tab"}
        {"at":7600,"query":"layout"}
        {"at":8000,"key":"enter"}
        """)
        XCTAssertEqual(service(r.lines), ["pin", "open", "closed"], r.events)
        XCTAssertTrue(r.events.contains(#"{"at":6000,"event":"service","state":"pin"}"#), r.events)
        XCTAssertTrue(r.events.contains(#"{"at":8000,"event":"service","state":"closed"}"#), "Enter on Leave: \(r.events)")
        XCTAssertTrue(r.lines.contains { $0.contains(#""event":"layout""#) && $0.contains(#""focus":"service-leave""#) },
                      "Tab: Leave, the first control: \(r.events)")
    }

    /// A screenshot of the PIN entry would show how many digits are typed: refused, a replay's
    /// line named with the fix's reason (as any line that cannot be carried out, status 3).
    func testAScreenshotOfThePINEntryIsRefused() throws {
        let png = KioskProcess.temporaryFile("service-pin-shot.png")
        try? FileManager.default.removeItem(at: png)
        let screen = KioskProcess.temporaryFile("service-shot.yaml", contents: Self.screen)
        let script = KioskProcess.temporaryFile("service-shot.jsonl", contents: """
        {"at":1000,"pointer":"down","x":10,"y":10}
        {"at":7000,"pointer":"up","x":10,"y":10}
        {"at":7500,"type":"48"}
        {"at":8000,"screenshot":"\(png.path)"}
        """)
        let r = try KioskProcess.run(["run", screen.path, "--driver", "headless", "--service-pin", Self.hashFile.path,
                                      "--replay", script.path, "--events", "-"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(script.path):4: the service PIN entry shows: no screenshot until it closes (it would tell how long the PIN is)"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path))
    }
}
