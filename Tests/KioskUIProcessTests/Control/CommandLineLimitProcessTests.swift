import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Command lines are read in linear time, and a line over 1 MiB is refused with an `error` event
/// naming its line and the limit, while the lines after it still work.
@MainActor
final class CommandLineLimitProcessTests: XCTestCase {
    func testALineOverTheLimitGetsAnErrorNamingItsLineAndTheLimitAndTheNextCommandRuns() async throws {
        let long = #"{"set":{"id":"period","value":""# + String(repeating: "W", count: 3_000_000) + #""}}"#
        let f = KioskProcess.temporaryFile("long-\(UUID().uuidString).jsonl",
                                           contents: [#"{"query":"layout"}"#, long, #"{"set":{"id":"period","value":"Month"}}"#].joined(separator: "\n") + "\n")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--commands", f.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 1, "\(errors.map { $0.prefix(200) })")
        XCTAssertTrue(errors.first?.contains(":2: the line is 3000034 bytes, over the limit of 1 MiB (1048576 bytes)") == true,
                      "\(errors.first?.prefix(300) ?? "")")
        XCTAssertEqual(r.events(named: "change").first { $0["id"] as? String == "period" }?["value"] as? String, "Month")
    }
}
