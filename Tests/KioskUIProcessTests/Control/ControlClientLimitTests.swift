import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// At most 64 control clients at once: the 65th gets one `error` line naming the limit and is
/// closed; a client that leaves makes room. (Unthrottled churn reached 15,660 open descriptors.)
@MainActor
final class ControlClientLimitTests: XCTestCase {
    private func isRefusal(_ e: [String: Any]) -> Bool {
        e["event"] as? String == "error" && (e["message"] as? String)?.contains("already has 64 clients connected, the most it serves at once") == true
    }

    /// The first event line a new client gets after asking for the layout: the answer, or the refusal.
    private func firstAnswer(_ c: ControlTestClient) -> [String: Any]? {
        c.startReading()
        c.send(#"{"query":"layout"}"#)
        return c.waitForEvent(timeout: 20) { $0["event"] as? String == "layout" || $0["event"] as? String == "error" }
    }

    func testTheClientOverTheLimitIsToldWhyAndClosedAndALeavingClientMakesRoom() async throws {
        let dir = KioskProcess.temporaryFolder("ctl-limit")
        let socket = dir + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--control", socket])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket), "the socket appears: \(kiosk.stderr.all)")

        var clients: [ControlTestClient] = []
        for _ in 0..<64 { clients.append(try ControlTestClient(path: socket)) }
        let last = try XCTUnwrap(firstAnswer(clients[63]))
        XCTAssertEqual(last["event"] as? String, "layout", "the 64th client is served: \(last)")

        for _ in 0..<2 {
            let over = try ControlTestClient(path: socket)
            let answer = try XCTUnwrap(firstAnswer(over), "the client over the limit hears why")
            XCTAssertTrue(isRefusal(answer), "\(answer)")
            XCTAssertTrue(over.received?.waitForEnd(timeout: 10) == true, "and its connection is closed")
            XCTAssertEqual(over.events.count, 1, "one line: \(over.events)")
        }

        // One leaves: there is room again (once the kiosk has seen it go).
        clients.removeFirst()
        var served: [String: Any]?
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let c = try ControlTestClient(path: socket)
            if let a = firstAnswer(c), a["event"] as? String == "layout" { served = a; clients.append(c); break }
            usleep(100_000)
        }
        XCTAssertNotNil(served, "a client is served again after one left")
        XCTAssertTrue(kiosk.process.isRunning)
        clients.removeAll()
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertEqual(kiosk.stderr.all.filter { $0.contains("64 clients are connected; refusing more") }.count, 1,
                       "stderr hears of it once: \(kiosk.stderr.all)")
    }
}
