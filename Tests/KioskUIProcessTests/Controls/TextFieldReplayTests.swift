import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Text fields through the `kiosk` binary: typing by replay lines (a touch-placed caret, keys, a
/// barcode scanner's burst), a refused pattern, and a secure PIN whose digits appear in none of
/// what the process writes — events, speech, the `layout` answer, the state file, stderr — while the same replay in two processes gives the same bytes.
@MainActor
final class TextFieldReplayTests: XCTestCase {
    static let screen = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/textfields.yaml").path

    func testTypingAScannerBurstAndAPatternByReplayGiveTheSameBytesInTwoProcesses() async throws {
        let script = KioskProcess.temporaryFile("textfields.jsonl", contents: """
        {"at":100,"pointer":"down","target":"plate"}
        {"at":150,"pointer":"up","target":"plate"}
        {"at":200,"type":"ab 12345"}
        {"at":300,"key":"enter"}
        {"at":400,"key":"backspace"}
        {"at":900,"key":"enter"}
        {"at":1000,"focus":"code"}
        {"at":1100,"set":{"id":"code","text":""}}
        {"at":1200,"type":"4006"}
        {"at":1203,"type":"3813"}
        {"at":1206,"type":"33931"}
        {"at":1209,"key":"enter"}
        {"at":1500,"screenshot":"SHOT"}
        """)
        var outputs: [(events: String, png: Data)] = []
        for run in 0..<2 {
            let png = KioskProcess.temporaryFile("textfields-\(run).png")
            let text = try String(contentsOf: script, encoding: .utf8).replacingOccurrences(of: "SHOT", with: png.path)
            let s = KioskProcess.temporaryFile("textfields-\(run).jsonl", contents: text)
            let r = try KioskProcess.run(["run", Self.screen, "--driver", "headless", "--size", "800x480", "--replay", s.path, "--events", "-"])
            XCTAssertEqual(r.status, 0, r.stderr)
            outputs.append((r.stdout.replacingOccurrences(of: png.path, with: "SHOT"), try Data(contentsOf: png)))
        }
        XCTAssertEqual(KioskProcess.eventLines(outputs[0].events, ["focus", "change", "submit", "invalid"]), [
            #""event":"focus","id":"plate"}"#,
            #""event":"change","id":"plate","value":"AB 12345"}"#,
            #""event":"invalid","id":"plate","message":"Letters, a space and up to four digits"}"#,
            #""event":"change","id":"plate","value":"AB 1234"}"#,
            #""event":"submit","id":"plate","value":"AB 1234"}"#,
            #""event":"focus","id":"code"}"#,
            #""event":"change","id":"code","value":""}"#,
            // The scanner's code in three bursts 3 ms apart, then Enter: one change, one submit.
            #""event":"change","id":"code","value":"4006381333931"}"#,
            #""event":"submit","id":"code","value":"4006381333931"}"#,
        ], outputs[0].events)
        XCTAssertEqual(outputs[1].events, outputs[0].events, "the events of the second process differ")
        XCTAssertTrue(outputs[1].png == outputs[0].png, "the screenshots of the two processes differ")
    }

    func testASecurePINAppearsInNoEventSpeechQueryStateFileLogOrRecording() async throws {
        let dir = KioskProcess.temporaryFolder("textfield-secure")
        let screen = dir + "/pin.yaml"
        try """
        root:
          type: column
          children:
            - {type: textField, id: pin, input: pin, maxLength: 6, secure: true, placeholder: PIN}
            - {type: textField, id: card, input: number, placeholder: Card}
            - {type: label, id: echo, text: "PIN {pin}"}
        """.write(toFile: screen, atomically: true, encoding: .utf8)
        let script = dir + "/pin.jsonl"
        try """
        {"at":100,"focus":"pin"}
        {"at":200,"type":"81"}
        {"at":300,"type":"9275"}
        {"at":400,"key":"enter"}
        {"at":500,"query":"layout"}
        {"at":600,"focus":"card"}
        {"at":700,"type":"42"}
        {"at":800,"key":"enter"}
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let state = dir + "/state.json"
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--replay", script,
                                      "--events", "-", "--speech", "--state", state])
        XCTAssertEqual(r.status, 0, r.stderr)
        let saved = try String(contentsOfFile: state, encoding: .utf8)
        for (what, text) in [("events", r.stdout), ("stderr", r.stderr), ("state file", saved)] {
            XCTAssertFalse(text.contains("819275"), "the PIN is in the \(what): \(text)")
            XCTAssertFalse(text.contains("81") && text.contains("9275") && what != "events", "parts of the PIN are in the \(what)")
        }
        let events = KioskProcess.events(r.stdout)
        XCTAssertEqual(events.filter { $0["id"] as? String == "pin" && $0["event"] as? String == "submit" }.first?["secure"] as? Bool, true)
        let speech = events.filter { $0["event"] as? String == "speech" }.compactMap { $0["text"] as? String }
        XCTAssertTrue(speech.contains("6 characters"), "\(speech)")
        let layout = try XCTUnwrap(events.first { $0["event"] as? String == "layout" })
        let nodes = KioskProcess.nodes(layout)
        XCTAssertEqual(nodes["pin"]?["length"] as? Int, 6)
        XCTAssertNil(nodes["pin"]?["text"])
        XCTAssertEqual(nodes["echo"]?["text"] as? String, "PIN ••••••")
        // The field that is not secure is saved and reported as usual.
        XCTAssertTrue(saved.contains("\"card\"") && saved.contains("42"), saved)
        XCTAssertFalse(saved.contains("\"pin\""), saved)
        XCTAssertTrue(r.stdout.contains(#""event":"submit","id":"card","value":"42""#), r.stdout)
    }

    /// The on-screen keyboard put away through the `kiosk` binary: a tap
    /// on a label, Done and a physical Escape each put it away (the `layout` answer no longer
    /// lists it), a tap on the field brings it back without a second `focus`, and a dialog
    /// answered over the focused field sends its answer with no `focus` before it.
    func testTheKeyboardGoesAwayByATapOutsideDoneAndEscapeAndADialogsAnswerHasNoFocusBeforeIt() async throws {
        let script = KioskProcess.temporaryFile("textfields-away.jsonl", contents: """
        {"at":100,"pointer":"down","target":"name"}
        {"at":150,"pointer":"up","target":"name"}
        {"at":600,"query":"layout"}
        {"at":700,"pointer":"down","target":"echo"}
        {"at":750,"pointer":"up","target":"echo"}
        {"at":1200,"query":"layout"}
        {"at":1300,"pointer":"down","target":"name"}
        {"at":1350,"pointer":"up","target":"name"}
        {"at":1800,"pointer":"down","target":"keyboard#A"}
        {"at":1850,"pointer":"up","target":"keyboard#A"}
        {"at":1900,"pointer":"down","target":"keyboard#done"}
        {"at":1950,"pointer":"up","target":"keyboard#done"}
        {"at":2400,"query":"layout"}
        {"at":2500,"pointer":"down","target":"name"}
        {"at":2550,"pointer":"up","target":"name"}
        {"at":3000,"key":"escape"}
        {"at":3500,"query":"layout"}
        {"at":3600,"pointer":"down","target":"name"}
        {"at":3650,"pointer":"up","target":"name"}
        {"at":4100,"dialog":{"id":"ok","title":"Rent 1 bike?","buttons":["Cancel","Rent"]}}
        {"at":4200,"pointer":"down","target":"ok#1"}
        {"at":4250,"pointer":"up","target":"ok#1"}
        {"at":4700,"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", Self.screen, "--driver", "headless", "--size", "800x480", "--replay", script.path, "--events", "-"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let layouts = KioskProcess.events(r.stdout).filter { $0["event"] as? String == "layout" }
        XCTAssertEqual(layouts.count, 5, r.stdout)
        let nodes = layouts.map(KioskProcess.nodes)
        XCTAssertEqual(nodes[0]["keyboard"]?["up"] as? Bool, true, "a tap on the field brings the keys up")
        let keysTop = try XCTUnwrap((nodes[0]["keyboard"]?["frame"] as? [Double])?[1])
        XCTAssertLessThan(keysTop, 480)
        for (i, what) in [(1, "a tap on a label"), (2, "Done"), (3, "Escape")] {
            XCTAssertNil(nodes[i]["keyboard"], "after \(what) the keys are away: \(nodes[i]["keyboard"] ?? [:])")
        }
        XCTAssertEqual(nodes[4]["keyboard"]?["up"] as? Bool, true, "the answer leaves focus and the keys as they were")
        XCTAssertEqual(KioskProcess.eventLines(r.stdout, ["focus", "submit", "dialog"]), [
            #""event":"focus","id":"name"}"#,
            // The tap on the label took focus from the field; the next tap gives it back.
            #""event":"focus","id":"name"}"#,
            #""event":"submit","id":"name","value":"a"}"#,
            // After Done and Escape the field kept focus: the taps that bring the keys back and
            // the dialog's answer send no focus.
            #""event":"dialog","id":"ok","button":"Rent","index":1}"#,
        ], r.stdout)
    }
}
