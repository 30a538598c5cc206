import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The parking meter (assets/screens/parking-meter.yaml) driven through the `kiosk` binary,
/// headless, by replays that play both the customer (pointer and key lines) and the controller
/// (`set`, `dialog`, `show` lines, which are commands): the events that come out are what an
/// integrator's program reads.
@MainActor
final class AppFlowTests: XCTestCase {
    static let meter = TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path

    private func replay(_ name: String, _ lines: String, file: String = AppFlowTests.meter,
                        extra: [String] = []) throws -> KioskProcess.Result {
        let script = KioskProcess.temporaryFile(name, contents: lines)
        let r = try KioskProcess.run(["run", file, "--driver", "headless", "--size", "800x480", "--replay", script.path] + extra)
        XCTAssertEqual(r.status, 0, r.stderr)
        return r
    }

    /// The event lines but `ready` and `layout`, as written.
    private func lines(_ r: KioskProcess.Result, without: Set<String> = ["ready", "layout", "tick"]) -> [String] {
        r.stdout.split(separator: "\n").map(String.init).filter { line in
            !without.contains { line.contains("\"event\":\"\($0)\"") }
        }
    }

    private func nodes(_ layout: [String: Any]) -> [String: [String: Any]] { KioskProcess.nodes(layout) }

    func testPayAsksInADialogThenThanksReturnsHomeByItsTimer() async throws {
        let r = try replay("pay.jsonl", """
        {"at":0,"set":{"id":"price","text":"€1.50"}}
        {"at":100,"pointer":"down","target":"pay"}
        {"at":160,"pointer":"up","target":"pay"}
        {"at":200,"dialog":{"id":"pay-ok","title":"Pay €1.50 for 60 min?","buttons":["Cancel","Pay"]}}
        {"at":300,"query":"layout"}
        {"at":1000,"pointer":"down","target":"pay-ok#1"}
        {"at":1060,"pointer":"up","target":"pay-ok#1"}
        {"at":1100,"show":"thanks"}
        {"at":1200,"query":"layout"}
        {"at":12000,"query":"layout"}
        """)
        XCTAssertEqual(lines(r), [
            #"{"at":160,"event":"tap","id":"pay","title":"Pay"}"#,
            #"{"at":1060,"event":"dialog","id":"pay-ok","button":"Pay","index":1}"#,
            #"{"at":1100,"event":"screen","screen":"thanks","from":"home"}"#,
            #"{"at":11100,"event":"screen","screen":"home","from":"thanks"}"#,
        ], "10 s after thanks showed (no input on it), home again")
        let layouts = r.events(named: "layout")
        XCTAssertEqual(layouts.map { $0["screen"] as? String }, ["home", "thanks", "home"])
        let dialog = try XCTUnwrap(nodes(layouts[0])["pay-ok"])
        XCTAssertEqual(dialog["type"] as? String, "dialog")
        XCTAssertEqual(dialog["buttons"] as? [String], ["Cancel", "Pay"])
        XCTAssertNil(nodes(layouts[1])["pay-ok"], "answered: closed")
        XCTAssertEqual(nodes(layouts[1])["done"]?["hidden"] as? Bool, nil, "thanks shows")
        XCTAssertEqual(nodes(layouts[1])["pay"]?["hidden"] as? Bool, true, "home is hidden")
    }

    func testTheIdleTimeoutRestoresTheFileValuesAndSaysSo() async throws {
        let r = try replay("idle.jsonl", """
        {"at":0,"set":{"id":"price","text":"€4.50"}}
        {"at":50,"set":{"id":"minutes","value":180}}
        {"at":1000,"pointer":"down","target":"help"}
        {"at":1050,"pointer":"up","target":"help"}
        {"at":2000,"query":"layout"}
        {"at":70000,"query":"layout"}
        """)
        XCTAssertEqual(lines(r), [
            #"{"at":450,"event":"change","id":"minutes","value":180}"#,
            #"{"at":1050,"event":"tap","id":"help","title":"Rates"}"#,
            #"{"at":1050,"event":"screen","screen":"help","from":"home"}"#,
            #"{"at":61050,"event":"idle"}"#,
            #"{"at":61050,"event":"screen","screen":"home","from":"help"}"#,
            #"{"at":61450,"event":"change","id":"minutes","value":60}"#,
        ], "a minute after the last touch: idle, the start screen, the ruler gliding back to 60")
        let (before, after) = (nodes(r.events(named: "layout")[0]), nodes(r.events(named: "layout")[1]))
        XCTAssertEqual(before["minutes"]?["value"] as? Double, 180)
        XCTAssertEqual(before["price"]?["text"] as? String, "€4.50")
        XCTAssertEqual(after["minutes"]?["value"] as? Double, 60)
        XCTAssertEqual(after["price"]?["text"] as? String, "", "the text a command set is the file's again")
        XCTAssertEqual(after["summary"]?["text"] as? String, "60 min in Zone B")
    }

    func testALiveLabelFollowsTheRulerAndThePicker() async throws {
        let r = try replay("live.jsonl", """
        {"at":0,"query":"layout"}
        {"at":10,"set":{"id":"minutes","value":120}}
        {"at":10,"set":{"id":"zone","value":"Zone C"}}
        {"at":1000,"query":"layout"}
        {"at":1000,"key":"tab"}
        {"at":1000,"key":"tab"}
        {"at":1000,"key":"tab"}
        {"at":1000,"key":"right"}
        {"at":2000,"query":"layout"}
        """)
        // Tab: the plate field, the zone picker, the ruler.
        let texts = r.events(named: "layout").map { nodes($0)["summary"]?["text"] as? String }
        XCTAssertEqual(texts, ["60 min in Zone B", "120 min in Zone C", "135 min in Zone C"])
        let ticks = r.events(named: "tick").compactMap { $0["value"] as? Double }
        XCTAssertEqual(ticks.first, 75, "the ruler glided there step by step (and the label with it)")
    }

    func testADisabledButtonGivesNoTapUntilEnabledAgain() async throws {
        let r = try replay("enabled.jsonl", """
        {"at":0,"set":{"id":"pay","enabled":false}}
        {"at":100,"pointer":"down","target":"pay"}
        {"at":150,"pointer":"up","target":"pay"}
        {"at":200,"query":"layout"}
        {"at":300,"set":{"id":"pay","enabled":true}}
        {"at":400,"pointer":"down","target":"pay"}
        {"at":450,"pointer":"up","target":"pay"}
        """)
        XCTAssertEqual(r.events(named: "tap").map { $0["at"] as? Double }, [450])
        XCTAssertEqual(nodes(r.events(named: "layout")[0])["pay"]?["enabled"] as? Bool, false)
    }

    func testGotoBackAndEscapeReturnToTheScreenBefore() async throws {
        let r = try replay("back.jsonl", """
        {"at":0,"pointer":"down","target":"help"}
        {"at":50,"pointer":"up","target":"help"}
        {"at":500,"pointer":"down","target":"back"}
        {"at":550,"pointer":"up","target":"back"}
        {"at":1000,"pointer":"down","target":"help"}
        {"at":1050,"pointer":"up","target":"help"}
        {"at":1500,"key":"escape"}
        {"at":2000,"key":"escape"}
        """)
        XCTAssertEqual(r.events(named: "screen").map { "\($0["from"] ?? "")→\($0["screen"] ?? "")@\($0["at"] ?? "")" },
                       ["home→help@50", "help→home@550", "home→help@1050", "help→home@1500"],
                       "the second Escape, at the start, goes nowhere")
    }

    func testCommandsThatNameNothingGetAnErrorAndTheUIGoesOn() async throws {
        let commands = KioskProcess.temporaryFile("app-commands.jsonl", contents: """
        {"show":"nowhere"}
        {"set":{"id":"price","enabled":false}}
        {"set":{"id":"price","colour":"red"}}
        {"set":{"id":"zone","options":["Zone A","Zone D"]}}
        {"dialog":{"id":"pay-ok","close":true}}
        {"dialog":{"id":"pay-ok","title":"Pay?","buttons":[]}}
        {"set":{"id":"ghost","text":"boo"}}
        {"show":"thanks"}
        {"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", Self.meter, "--driver", "headless", "--commands", commands.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 6, "\(errors)")
        let expected = [
            ":1: no screen named \"nowhere\"; screens: home, help, thanks",
            ":2: label \"price\" has no \"enabled\" to set; it takes \"text\", \"hidden\"",
            ":3: unknown field \"colour\" in \"set\"",
            ":5: no dialog \"pay-ok\" is open",
            ":6: \"buttons\" must be a list of at least one text",
            ":7: \"ghost\" is not a control declared in the screen file; ids that take \"text\": ",
        ]
        for (e, x) in zip(errors, expected) { XCTAssertTrue(e.contains(x), "\(e) lacks \(x)") }
        XCTAssertEqual(r.events(named: "change").first?["value"] as? String, "Zone A",
                       "Zone B is gone from the new options: the first is selected")
        XCTAssertEqual(r.events(named: "screen").first?["screen"] as? String, "thanks")
        XCTAssertEqual(r.events(named: "layout").first?["screen"] as? String, "thanks")
        XCTAssertLessThan(r.events(named: "screen").count, 2,
                          "the run ended with its commands: it did not wait 10 s for thanks to return")
    }

    func testCheckNamesTheLineOfABadGotoAnUnknownValueAMissingStartScreenAndARepeatedID() async throws {
        let file = KioskProcess.temporaryFile("bad-app.yaml", contents: """
        start: welcome
        screens:
          home:
            root:
              type: column
              children:
                - {type: ruler, id: minutes, min: 0, max: 10}
                - {type: label, text: "{minutes} min, {mins} left"}
                - {type: button, id: go, title: "Go {go}", goto: thanks}
          done:
            after: {seconds: 3, goto: hom}
            root:
              type: column
              children:
                - {type: label, text: "Price {price"}
                - {type: label, id: minutes, text: Same id as a ruler}
        """)
        let r = try KioskProcess.run(["check", file.path])
        XCTAssertEqual(r.status, 3)
        let problems = r.stderr.split(separator: "\n").map(String.init)
        let expected = [
            "\(file.path):1: start: \"welcome\" is not a screen of this file; screens: home, done",
            "\(file.path):8: text: {mins} names no control; {ID} shows the value of a picker, pages, ruler, slider, stepper, switch, checkbox or progress, or a text field's text, and {LIST.FIELD} a field of a list's selected item: the controls with a value: minutes",
            "\(file.path):9: title: {go} names a button, which has no value to show",
            "\(file.path):9: goto: \"thanks\" is not a screen of this file; screens: home, done (or back",
            "\(file.path):11: goto: \"hom\" is not a screen of this file",
            "\(file.path):15: text: \"{\" opens a value but is never closed",
            "\(file.path):16: id: \"minutes\" is already the id of the widget on line 7; ids must be unique in a file (across all its screens)",
        ]
        XCTAssertEqual(problems.count, expected.count, r.stderr)
        for (p, x) in zip(problems, expected) { XCTAssertTrue(p.hasPrefix(x), "\(p)\n  expected \(x)") }
    }
}
