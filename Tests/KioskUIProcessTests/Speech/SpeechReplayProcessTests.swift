import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// Speech end to end through the `kiosk` binary: a headless replay with `--speech` writes what
/// would be spoken as `speech` events — no audio needed — at the frame it happened, the same bytes
/// every run; without speech there are none.
@MainActor
final class SpeechReplayProcessTests: XCTestCase {
    /// The parking meter driven by keys only, as a blind customer would: focus through the
    /// controls, a picker and a ruler moved, a price asked in a dialog, another screen and back.
    static let keys = """
    {"at":50,"key":"tab"}
    {"at":100,"key":"tab"}
    {"at":200,"key":"right"}
    {"at":900,"key":"tab"}
    {"at":1000,"key":"right"}
    {"at":2000,"key":"tab"}
    {"at":2100,"key":"tab"}
    {"at":2400,"dialog":{"id":"pay-ok","title":"Pay €2.50 for 60 min?","buttons":["Cancel","Pay"]}}
    {"at":2500,"key":"right"}
    {"at":2600,"key":"escape"}
    {"at":2700,"key":"backtab"}
    {"at":2800,"key":"enter"}
    {"at":3000,"key":"escape"}
    {"at":3100,"set":{"id":"pay","enabled":false}}
    """

    private func replay(_ script: String, _ extra: [String] = [], screen: String = AppFlowTests.meter) throws -> KioskProcess.Result {
        let dir = KioskProcess.temporaryFolder("speech-replay")
        try script.write(toFile: dir + "/keys.jsonl", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--replay", dir + "/keys.jsonl"] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r
    }

    private func spoken(_ r: KioskProcess.Result) -> [String] {
        r.events(named: "speech").map { "\(Int($0["at"] as? Double ?? -1)) \($0["text"] as? String ?? "?")" }
    }

    func testTheSpeechCommandTurnsSpeechOnWhereTheCustomerIsAndOffAgain() async throws {
        let r = try replay("""
        {"at":50,"key":"tab"}
        {"at":100,"key":"tab"}
        {"at":200,"speech":true}
        {"at":300,"key":"tab"}
        {"at":400,"speech":false}
        {"at":500,"key":"tab"}
        {"at":600,"speech":true}
        {"at":700,"speech":true}
        """)
        XCTAssertEqual(spoken(r), [
            "200 Parking. Parking zone picker, Zone B, 2 of 3",  // on: the screen and what has focus
            "300 Minutes, 60, ruler from 15 to 240",
            "600 Parking. Rates, button",                          // off at 400 (nothing at 500), on again
        ], "a second `true` says nothing new")
    }

    func testASwitchToArabicSaysTheScreenAgainAndTheRuntimesWordsInArabic() async throws {
        let r = try replay("""
        {"at":50,"key":"tab"}
        {"at":100,"key":"tab"}
        {"at":200,"set":{"language":"ar"}}
        {"at":300,"key":"tab"}
        """, ["--speech"])
        XCTAssertEqual(spoken(r), [
            "0 Parking",
            "50 Licence plate, text field, empty",
            "100 Parking zone picker, Zone B, 2 of 3",
            "200 موقف السيارات. منطقة الوقوف قائمة اختيار, المنطقة B, 2 من 3",   // the heading and the focus, in Arabic
            "300 الدقائق, 60, مسطرة من 15 إلى 240",
        ])
    }

    func testKeysThroughTheParkingMeterAreSpokenAsSpeechEvents() async throws {
        let r = try replay(Self.keys, ["--speech"])
        XCTAssertEqual(spoken(r), [
            "0 Parking",                                        // the start screen's heading
            "50 Licence plate, text field, empty",              // Tab: the plate field (its keyboard comes up)
            "100 Parking zone picker, Zone B, 2 of 3",          // Tab: focus on the picker
            "200 Zone C, 3 of 3",                               // Right: its new option
            "900 Minutes, 60, ruler from 15 to 240",            // Tab: the ruler
            "1233 75",                                          // Right: the step it glided to, once at rest
            "2000 Rates, button",
            "2100 Pay, button",
            "2400 Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay. Cancel, button",
            "2500 Pay, button",                                 // Right: the dialog's other button
            "2600 Pay, button",                                 // Escape answers it: focus is back on the meter's Pay
            "2700 Rates, button",                               // Shift+Tab
            "2800 Rates. Back, button",                         // Enter: the Rates screen, focus on its button
            "3000 Parking. Rates, button",                      // Escape: back, focus where it was
        ])
        // Each settled value is said in the frame its `change` is written in.
        let ruler = try XCTUnwrap(r.events(named: "change").first { $0["id"] as? String == "minutes" })
        XCTAssertEqual(ruler["at"] as? Double, 1233)
    }

    func testAFocusedButtonThatIsDisabledIsSaidToBeUnavailable() async throws {
        let r = try replay("""
        {"at":100,"key":"tab"}
        {"at":200,"key":"backtab"}
        {"at":300,"set":{"id":"pay","enabled":false}}
        {"at":400,"set":{"id":"pay","enabled":true}}
        """, ["--speech"])
        // Tab: the plate field, the first control; Shift+Tab from it: the last, Pay.
        XCTAssertEqual(spoken(r), ["0 Parking", "100 Licence plate, text field, empty", "200 Pay, button",
                                   "300 Pay, button, unavailable"], "enabled again, it has no focus to say")
    }

    func testTheSameReplayWritesTheSameBytesTwice() async throws {
        let a = try replay(Self.keys, ["--speech"]), b = try replay(Self.keys, ["--speech"])
        XCTAssertFalse(spoken(a).isEmpty)
        XCTAssertEqual(a.stdout, b.stdout)
    }

    func testNoSpeechEventsWithoutSpeech() async throws {
        let r = try replay(Self.keys)
        XCTAssertGreaterThan(r.events.count, 5, r.stdout)
        XCTAssertEqual(r.events(named: "speech").count, 0)
        XCTAssertEqual(r.stderr, "", "no warning about a voice that was not asked for")
    }

    func testTheFilesAccessibilityBlockTurnsSpeechOnAndNoSpeechOff() async throws {
        let dir = KioskProcess.temporaryFolder("speech-file")
        let meter = try String(contentsOfFile: AppFlowTests.meter, encoding: .utf8)
        let file = dir + "/meter.yaml"
        try TestFiles.copyPictures(to: dir)
        try ("accessibility: {speech: true, rate: 200}\n" + meter).write(toFile: file, atomically: true, encoding: .utf8)
        let on = try replay(#"{"at":100,"key":"tab"}"#, screen: file)
        XCTAssertEqual(spoken(on), ["0 Parking", "100 Licence plate, text field, empty"], "Tab: the plate field, the first control")
        let off = try replay(#"{"at":100,"key":"tab"}"#, ["--no-speech"], screen: file)
        XCTAssertEqual(spoken(off), [], "the command line wins")
    }

    /// The demo's pages: a page shown is said with its place; the tabs say nothing of their own.
    func testAPageShownIsSaidOnce() async throws {
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay",
                                      KioskProcess.temporaryFile("pages.jsonl", contents: "{\"at\":100,\"key\":\"tab\"}\n{\"at\":200,\"key\":\"right\"}\n").path,
                                      "--speech"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(spoken(r), ["0 Home, page 1 of 5", "100 Home, tab, 1 of 5", "200 Settings, page 2 of 5"])
    }

    func testACompactPickersMenuSaysTheHighlightedItem() async throws {
        let dir = KioskProcess.temporaryFolder("speech-menu")
        try """
        {"at":50,"key":"tab"}
        {"at":100,"key":"tab"}
        {"at":200,"key":"enter"}
        {"at":300,"key":"down"}
        {"at":400,"key":"enter"}
        """.write(toFile: dir + "/menu.jsonl", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", AppFlowTests.meter, "--driver", "headless", "--size", "300x480",
                                      "--replay", dir + "/menu.jsonl", "--speech"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(spoken(r), ["0 Parking", "50 Licence plate, text field, empty",
                                   "100 Parking zone picker, Zone B, 2 of 3", "200 Zone B, menu item, 2 of 3",
                                   "300 Zone C, menu item, 3 of 3",
                                   "400 Parking zone picker, Zone C, 3 of 3"],   // focus back on the picker says its new value once
                       "too narrow for the segments, the picker is compact")
    }

    /// A Swift app gets `--speech` from the same options, and hears the utterances as events.
    func testASwiftAppSpeaksWithTheSameOptionsAndHearsTheUtterances() async throws {
        let kiosk = KioskController()
        var heard: [String] = []
        kiosk.onEvent { if case let .speech(text) = $0.kind { heard.append(text) } }
        let screen = KUI.App {
            KUI.Screen("home") {
                KUI.Column(spacing: 12, align: .fill, padding: 24) {
                    KUI.Label("Parking", style: .title)
                    KUI.Ruler(id: "minutes", min: 15, max: 240, step: 15, majorEvery: 4, value: 60).accessibilityLabel("Minutes")
                }
            }
        }
        let dir = KioskProcess.temporaryFolder("speech-swift")
        try "{\"at\":100,\"key\":\"tab\"}\n".write(toFile: dir + "/keys.jsonl", atomically: true, encoding: .utf8)
        var options = try RunOptions.parse(["--driver", "headless", "--speech", "--replay", dir + "/keys.jsonl",
                                            "--events", dir + "/events.jsonl"])
        options.width = 800
        XCTAssertEqual(try Kiosk.run(screen, controller: kiosk, options: options), 0)
        XCTAssertEqual(heard, ["Parking", "Minutes, 60, ruler from 15 to 240"])
        let lines = KioskProcess.events(try String(contentsOfFile: dir + "/events.jsonl", encoding: .utf8))
        XCTAssertEqual(lines.filter { $0["event"] as? String == "speech" }.compactMap { $0["text"] as? String }, heard)
    }

    func testSpeechOptionsOutOfRangeStopTheRunWithUsage() async throws {
        let r = try KioskProcess.run(["run", "--driver", "headless", "--speech", "--speech-volume", "250"])
        XCTAssertEqual(r.status, ExitStatus.usage.rawValue)
        XCTAssertTrue(r.stderr.contains("--speech-volume 250 is not usable: give a loudness from 0 to 200"), r.stderr)
    }
}
