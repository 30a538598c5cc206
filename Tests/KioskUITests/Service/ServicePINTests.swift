import XCTest
@testable import KioskUICore

/// The service PIN's Argon2id hash through libsodium: a round trip, rejection, and what is refused.
final class ServicePINTests: XCTestCase {
    func testAHashVerifiesItsPINAndNoOther() throws {
        let hash = try ServicePIN.hash(Array("482916".utf8))
        XCTAssertTrue(hash.hasPrefix("$argon2id$v=19$m="), hash)
        XCTAssertFalse(hash.contains("482916"))
        XCTAssertTrue(ServicePIN.isHash(hash))
        XCTAssertTrue(ServicePIN.verify(Array("482916".utf8), against: hash))
        XCTAssertFalse(ServicePIN.verify(Array("482917".utf8), against: hash))
        XCTAssertFalse(ServicePIN.verify(Array("48291".utf8), against: hash))
        XCTAssertFalse(ServicePIN.verify([], against: hash))
        XCTAssertNotEqual(try ServicePIN.hash(Array("482916".utf8)), hash, "a fresh salt each time")
    }

    func testWhatIsNotAnArgon2idHashVerifiesNothing() {
        XCTAssertFalse(ServicePIN.isHash("482916"))
        XCTAssertFalse(ServicePIN.isHash("$argon2i$v=19$m=65536,t=2,p=1$c2FsdA$aGFzaA"))
        XCTAssertFalse(ServicePIN.verify(Array("482916".utf8), against: "482916"), "a PIN written in the clear is no hash")
    }

    func testAPINIsFourToTwelveDigitsAndTheMessageNeverHoldsIt() {
        for bad in ["123", "1234567890123", "12a4", "12 34", ""] {
            XCTAssertThrowsError(try ServicePIN.hash(Array(bad.utf8))) { e in
                XCTAssertTrue("\(e)".contains("4 to 12 digits"), "\(e)")
                if !bad.isEmpty { XCTAssertFalse("\(e)".contains(bad)) }
            }
        }
    }

    /// Live, the check runs on a thread of its own and wakes the loop when its result is posted;
    /// a replay's (no wake) is done on the caller's thread, before `startCheck` returns.
    @MainActor
    func testALiveCheckRunsOffTheLoopsThreadAndWakesIt() async throws {
        let hash = try ServicePIN.hash(Array("4321".utf8))
        let woken = expectation(description: "the loop is woken")
        let live = ServiceMode(hash: hash, wake: { woken.fulfill() })
        live.startCheck(Array("4321".utf8))
        await fulfillment(of: [woken], timeout: 30)
        XCTAssertEqual(live.result.take(), true)
        XCTAssertNil(live.result.take(), "taken once")
        let replay = ServiceMode(hash: hash, wake: nil)
        replay.startCheck(Array("1234".utf8))
        XCTAssertEqual(replay.result.take(), false)
    }

    func testEachWrongPINInARowDoublesTheWaitUpToFiveMinutes() {
        XCTAssertEqual((0...11).map(ServiceMode.delay(afterFailures:)), [0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
        XCTAssertEqual(ServiceMode.delay(afterFailures: 1000), 300)
    }
}
