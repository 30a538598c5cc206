import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// What commands put into the state file, across a restart: a change a command makes is saved as
/// one made by touch (a list's selection too), a change that would make the file too big for the
/// next start is refused and undone with the rest kept, and the line at
/// the end says "state saved" only when the file was written.
@MainActor
final class StateBoundsTests: XCTestCase {
    /// A ruler and twelve lists that keep a selection.
    private static let screen = """
        root:
          type: column
          children:
            - {type: ruler, id: amount, min: 0, max: 10, step: 1, value: 0}
        \((0..<12).map { "    - {type: list, id: l\($0), selection: single, template: {type: label, text: \"{title}\"}, items: [{key: a, title: A}, {key: b, title: B}]}" }.joined(separator: "\n"))

        """

    private func folder() throws -> (dir: String, screen: String, state: String) {
        let dir = KioskProcess.temporaryFolder("state-bounds")
        try Self.screen.write(toFile: dir + "/screen.yaml", atomically: true, encoding: .utf8)
        return (dir, dir + "/screen.yaml", dir + "/state.json")
    }

    /// Runs the screen headless with `commands` (JSON lines) and the state file; the result.
    private func run(_ f: (dir: String, screen: String, state: String), _ commands: [String]) throws -> KioskProcess.Result {
        let file = f.dir + "/commands-\(UUID().uuidString).jsonl"
        try (commands.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        return try KioskProcess.run(["run", f.screen, "--driver", "headless", "--size", "800x600", "--state", f.state,
                                     "--commands", file], timeout: 60)
    }

    /// The `value` of each control in a `layout` answer, by id.
    private func values(_ r: KioskProcess.Result) throws -> [String: Any] {
        let nodes = try XCTUnwrap(r.events(named: "layout").last.map(KioskProcess.nodes), "no layout answer: \(r.stderr)")
        return nodes.compactMapValues { $0["value"] }
    }

    private func fileSize(_ path: String) -> Int {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : -1
    }

    /// `set value` to `key` as a JSON line (`\b` written as JSON writes it, 2 bytes a character).
    private static func select(_ id: String, backspaces n: Int) -> String {
        #"{"set":{"id":"\#(id)","value":""# + String(repeating: #"\b"#, count: n) + #""}}"#
    }

    /// An 800 KB line whose key is 400,000 backspaces, each `\u0008` (6 bytes) in the file,
    /// would make a 2.4 MB file that the next start sets aside, so the ruler's saved 8 would come
    /// back as 0. The line is refused, naming the limit and the fix, and the 8 survives the restart.
    func testAKeyThatWouldMakeTheFileTooBigIsRefusedAndTheOtherValuesSurviveARestart() async throws {
        let f = try folder()
        let first = try run(f, [Self.select("l0", backspaces: 400_000), #"{"set":{"id":"amount","value":8}}"#, #"{"query":"layout"}"#])
        XCTAssertEqual(first.status, 0, first.stderr)
        let errors = first.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 1, "\(errors.map { $0.prefix(300) })")
        let message = errors.first ?? ""
        XCTAssertTrue(message.contains("\"l0\"") && message.contains("2400") && message.contains("131072")
                      && message.contains("shorter"), "names the list, the size, the limit and the fix: \(message.prefix(400))")
        XCTAssertEqual(try values(first)["l0"] as? NSNull, NSNull(), "the change was undone: nothing is selected")
        XCTAssertLessThan(fileSize(f.state), StateStore.maxFileBytes)

        let second = try run(f, [#"{"query":"layout"}"#])
        XCTAssertEqual(second.status, 0, second.stderr)
        XCTAssertFalse(second.stderr.contains("corrupt"), "the file was read, not set aside: \(second.stderr)")
        XCTAssertEqual(try values(second)["amount"] as? Double, 8, "the ruler's saved value is back")
    }

    /// Values each under their own limit that together would pass the file's 1 MiB: the one that
    /// would pass it is refused, naming the cap, and everything saved before is read back.
    func testValuesThatTogetherWouldPassTheCapAreRefusedOneByOneAndNothingSavedIsLost() async throws {
        let f = try folder()
        // 17,000 backspaces: 102,002 bytes a selection, ten fit in 1 MiB, the eleventh does not.
        let sets = (0..<12).map { Self.select("l\($0)", backspaces: 17_000) }
        let first = try run(f, [#"{"set":{"id":"amount","value":8}}"#] + sets + [#"{"query":"layout"}"#])
        XCTAssertEqual(first.status, 0, first.stderr)
        let errors = first.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 2, "the 11th and 12th: \(errors.map { $0.prefix(300) })")
        for e in errors { XCTAssertTrue(e.contains("over the 1048576 (1 MiB)"), String(e.prefix(400))) }
        XCTAssertTrue(errors.first?.contains("\"l10\"") == true, String(errors.first?.prefix(300) ?? ""))
        XCTAssertLessThanOrEqual(fileSize(f.state), StateStore.maxFileBytes)

        let second = try run(f, [#"{"query":"layout"}"#])
        XCTAssertFalse(second.stderr.contains("corrupt"), second.stderr)
        let v = try values(second)
        XCTAssertEqual(v["amount"] as? Double, 8)
        XCTAssertEqual((v["l9"] as? String)?.count, 17_000, "the tenth selection was saved and read back")
        XCTAssertEqual(v["l10"] as? NSNull, NSNull(), "the refused one was not")
    }

    /// A selection set by a command alone (no touch, no other change) is saved and back after a
    /// restart, and so is one a `reset` cleared.
    func testASelectionSetByACommandAloneIsSavedAndBackAfterARestart() async throws {
        let f = try folder()
        let first = try run(f, [#"{"set":{"id":"l3","value":"b"}}"#])
        XCTAssertEqual(first.status, 0, first.stderr)
        let second = try run(f, [#"{"query":"layout"}"#])
        XCTAssertEqual(try values(second)["l3"] as? String, "b", "state file: \((try? String(contentsOfFile: f.state, encoding: .utf8)) ?? "none")")
        // `reset` clears it, with no event either: that is saved too.
        XCTAssertEqual(try run(f, [#"{"reset":true}"#]).status, 0)
        XCTAssertEqual(try values(try run(f, [#"{"query":"layout"}"#]))["l3"] as? NSNull, NSNull(), "cleared by reset, and saved so")
    }

    /// "state saved to …" is printed at SIGTERM only when the file was written: a run that
    /// changes a value says it saved; the next, which changes nothing, says the file was not
    /// written.
    func testTheLineAtSIGTERMSaysStateSavedOnlyWhenTheFileWasWritten() async throws {
        let f = try folder()
        let socket = f.dir + "/control.sock"
        let args = ["run", "--driver", "headless", "--size", "800x600", "--control", socket, "--state", f.state, f.screen]

        let first = try RunningKiosk(args)
        XCTAssertTrue(first.waitForSocket(socket), "\(first.stderr.all)")
        let client = try ControlTestClient(path: socket)
        client.startReading()
        // A ruler's change, which is saved, so this checks the line alone.
        client.send(#"{"set":{"id":"amount","value":5}}"#)
        XCTAssertNotNil(client.waitForEvent { $0["event"] as? String == "change" && $0["id"] as? String == "amount" })
        XCTAssertEqual(first.stop(), 0)
        XCTAssertTrue(first.stderr.all.contains("kiosk: SIGTERM received; state saved to '\(f.state)'; exiting"), "\(first.stderr.all)")
        let saved = try String(contentsOfFile: f.state, encoding: .utf8)
        XCTAssertTrue(saved.contains(#""amount":5"#), saved)

        let second = try RunningKiosk(args)
        XCTAssertTrue(second.waitForSocket(socket), "\(second.stderr.all)")
        XCTAssertEqual(second.stop(), 0)
        XCTAssertFalse(second.stderr.all.joined(separator: "\n").contains("state saved"), "\(second.stderr.all)")
        XCTAssertTrue(second.stderr.all.contains("kiosk: SIGTERM received; no saved value changed, so '\(f.state)' was not written; exiting"),
                      "\(second.stderr.all)")
        XCTAssertEqual(try String(contentsOfFile: f.state, encoding: .utf8), saved)
    }
}
