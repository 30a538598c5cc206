import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A text in a screen file (a label, a title, an option, a translation) is at most 20,000
/// characters, refused beyond at its line with its field; 10,000-character labels are still
/// measured and wrapped. A 4 MiB label would take 3.9 s and 333 MB. A text a command sets is
/// held to the same limit (a 1 M-character one would take 1.0 s, 105 MB and 3 MB a
/// `layout` answer).
@MainActor
final class TextLengthLimitProcessTests: XCTestCase {
    func testAnOverlongTranslationInAPOFileIsRefusedAtItsLine() async throws {
        let dir = KioskProcess.temporaryFolder("po-long")
        try "languages: [en, de]\nroot: {type: label, text: Parking}\n".write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        try "msgid \"Parking\"\nmsgstr \"\"\n\"\(String(repeating: "P", count: 20_001))\"\n".write(toFile: dir + "/s.de.po", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["check", dir + "/s.yaml"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains(dir + "/s.de.po:2: po: this translation is 20001 characters; a text is at most 20000 characters"), r.stderr)
    }

    func testATextACommandSetsOverTheScreenFilesLimitIsRefusedNamingItsLengthAndNothingChanges() async throws {
        let dir = KioskProcess.temporaryFolder("set-long")
        try """
            root:
              type: column
              children:
                - {type: label, id: price, text: "€2.00"}
                - {type: button, id: go, title: Go}
                - {type: picker, id: zone, options: [Zone A, Zone B]}
                - {type: textField, id: plate}
                - type: list
                  id: menu
                  template: {type: label, text: "{title}"}
                  items:
                    - {key: latte, title: Latte}
            """.write(toFile: dir + "/s.yaml", atomically: true, encoding: .utf8)
        let over = String(repeating: "W", count: 20_001)
        // "é" is two bytes: the limit counts characters, as the screen file's does.
        let overAccented = String(repeating: "é", count: 20_001)
        let atLimit = String(repeating: "€", count: 20_000)
        let lines = [
            #"{"set":{"id":"price","text":"\#(over)"}}"#,
            #"{"set":{"id":"go","text":"\#(overAccented)"}}"#,
            #"{"set":{"id":"zone","options":["Zone A","\#(over)"]}}"#,
            #"{"set":{"id":"plate","text":"\#(over)"}}"#,
            #"{"dialog":{"id":"ask","title":"\#(over)","buttons":["OK"]}}"#,
            #"{"set":{"id":"menu","items":[{"key":"latte","title":"\#(over)"}]}}"#,
            #"{"focus":"plate"}"#,
            #"{"type":"\#(over)"}"#,
            #"{"set":{"id":"price","text":"\#(atLimit)"}}"#,
            #"{"query":"layout"}"#,
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: dir + "/c.jsonl", atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", dir + "/s.yaml", "--driver", "headless", "--size", "800x600", "--commands", dir + "/c.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        let limit = "characters; a text set by a command is at most 20000 characters, as in a screen file"
        let expected = [(1, #""text" is 20001"#), (2, #""text" is 20001"#), (3, #"a text of "options" is 20001"#), (4, #""text" is 20001"#),
                        (5, #""title" is 20001"#), (6, #"item field "title" is 20001"#), (8, #""type" is 20001"#)]
        XCTAssertEqual(errors.count, expected.count, "\(errors.map { $0.prefix(200) })")
        for (message, (line, what)) in zip(errors, expected) {
            XCTAssertTrue(message.hasPrefix(dir + "/c.jsonl:\(line): \(what) \(limit)"), "\(message.prefix(300))")
        }
        // Nothing changed: no control, no dialog and no answer holds the long texts.
        XCTAssertFalse(r.stdout.contains(String(repeating: "W", count: 20_001)))
        XCTAssertFalse(r.stdout.contains(String(repeating: "é", count: 20_001)))
        XCTAssertTrue(r.events(named: "dialog").isEmpty)
        let layout = try XCTUnwrap(r.events(named: "layout").last)
        let nodes = KioskProcess.nodes(layout)
        XCTAssertEqual(nodes["price"]?["text"] as? String, atLimit, "a text at the limit is taken")
        XCTAssertEqual(nodes["plate"]?["text"] as? String, "")
        XCTAssertNil(nodes["ask"], "no dialog opened")
    }
}
