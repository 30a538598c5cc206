import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI

/// Speech end to end through the `kiosk` binary: a headless replay with `--speech` writes what
/// would be spoken as `speech` events — no audio needed — at the frame it happened, the same bytes
/// every run; without speech there are none.
@MainActor
final class SpeechReplayTests: XCTestCase {
    func testABadSpeechLineNamesTheLineAndTheFix() async throws {
        XCTAssertThrowsError(try Script.parse(#"{"at":0,"speech":"on"}"#, file: "s.jsonl")) { error in
            XCTAssertEqual("\(error)", #"s.jsonl:1: "speech" must be true or false, e.g. "speech":true"#)
        }
    }
}
