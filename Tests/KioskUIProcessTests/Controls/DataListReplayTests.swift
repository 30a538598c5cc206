import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The list through the `kiosk` binary: a replay that sends 2,000 items by command, flings them,
/// inserts above the view, taps a row, and walks on from it by key (the cursor is where the tap was) gives its events in
/// order and the same bytes — events and screenshot — in two separate processes.
@MainActor
final class DataListReplayTests: XCTestCase {
    /// A finger flinging the list up from its middle, 200–250 ms into a replay.
    private static let fling = """
        {"at":200,"pointer":"down","x":300,"y":280,"id":1}
        {"at":216,"pointer":"move","x":300,"y":240,"id":1}
        {"at":232,"pointer":"move","x":300,"y":180,"id":1}
        {"at":248,"pointer":"move","x":300,"y":110,"id":1}
        {"at":250,"pointer":"up","x":300,"y":100,"id":1}
        """
    func testAReplayFlingingAndSelectingGivesTheSameBytesInTwoProcesses() async throws {
        let screen = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/lists.yaml").path
        let items = (0..<2000).map { #"{"key":"i\#($0)","title":"Item \#($0 + 1)","price":"\#(JSONValue.format(Double($0 % 40) / 4))"}"# }
        let script = KioskProcess.temporaryFile("lists.jsonl", contents: """
        {"at":0,"set":{"id":"menu","items":[\(items.joined(separator: ","))]}}
        \(DataListReplayTests.fling)
        {"at":3000,"set":{"id":"menu","insert":{"items":[{"key":"new","title":"New"}],"before":"i0"}}}
        {"at":3100,"pointer":"down","target":"menu#40","id":2}
        {"at":3150,"pointer":"up","target":"menu#40","id":2}
        {"at":3200,"key":"tab"}
        {"at":3250,"key":"down"}
        {"at":3270,"key":"down"}
        {"at":3300,"key":"enter"}
        {"at":3400,"query":"layout"}
        """)
        let outputs = try KioskProcess.replayTwice(screen, script: script)
        let selects = KioskProcess.eventLines(outputs[0].events, ["select"])
        XCTAssertEqual(selects, [#""event":"select","id":"menu","item":"i39","selected":true,"selection":["i39"]}"#,
                                 #""event":"select","id":"menu","item":"i40","selected":true,"selection":["i40"]}"#], outputs[0].events)
        let layout = try XCTUnwrap(KioskProcess.events(outputs[0].events).last { $0["event"] as? String == "layout" })
        XCTAssertEqual(KioskProcess.nodes(layout)["menu"]?["items"] as? Double, 2001)
        XCTAssertEqual(outputs[1].events, outputs[0].events, "the events of the second process differ")
        XCTAssertTrue(outputs[1].png == outputs[0].png, "the screenshots of the two processes differ")
    }

    /// Through the binary: a controller's `update` (of an item far out of view)
    /// and `remove` (two items above) arrive while the customer's fling glides. The glide goes on
    /// as in a replay without them, moved up by the two lines that went: the same item first in
    /// view at every moment, the offset less by exactly their height.
    func testStatusPushesDuringAFlingLeaveTheGlideGoingInAReplay() async throws {
        let screen = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/lists.yaml").path
        let items = (0..<2000).map { #"{"key":"i\#($0)","title":"Item \#($0 + 1)","price":"1.50"}"# }
        let fling = """
        {"at":0,"set":{"id":"menu","items":[\(items.joined(separator: ","))]}}
        \(DataListReplayTests.fling)
        {"at":400,"query":"layout"}
        """
        let later = """
        {"at":600,"query":"layout"}
        {"at":3000,"query":"layout"}
        """
        let pushes = """
        {"at":400,"set":{"id":"menu","update":[{"key":"i1900","price":"9.99"}]}}
        {"at":400,"set":{"id":"menu","remove":["i0","i1"]}}
        """
        func menus(_ script: String) throws -> [[String: Any]] {
            let file = KioskProcess.temporaryFile("push-\(UUID().uuidString).jsonl", contents: script + "\n")
            let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--replay", file.path, "--events", "-"])
            XCTAssertEqual(r.status, 0, r.stderr)
            return KioskProcess.events(r.stdout).filter { $0["event"] as? String == "layout" }.compactMap { KioskProcess.nodes($0)["menu"] }
        }
        let plain = try menus(fling + "\n" + later), pushed = try menus(fling + "\n" + pushes + "\n" + later)
        XCTAssertEqual(plain.count, 3)
        XCTAssertEqual(pushed.count, 3)
        guard plain.count == 3, pushed.count == 3 else { return }
        let gone = try XCTUnwrap(plain[0]["contentHeight"] as? Double) - XCTUnwrap(pushed[1]["contentHeight"] as? Double)
        XCTAssertEqual(gone, 144, "two lines of 72 px went")
        let atPush = try XCTUnwrap(pushed[0]["offset"] as? Double)
        for k in 1...2 {
            let p = try XCTUnwrap(plain[k]["offset"] as? Double), q = try XCTUnwrap(pushed[k]["offset"] as? Double)
            XCTAssertEqual(q, p - gone, "the glide goes on as without the pushes, moved by what went (\(k))")
            XCTAssertEqual(pushed[k]["firstVisible"] as? String, plain[k]["firstVisible"] as? String)
        }
        XCTAssertGreaterThan(try XCTUnwrap(pushed[1]["offset"] as? Double), atPush - gone + 100, "it did not stop at the push")
    }
}
