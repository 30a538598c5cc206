import XCTest
@testable import KioskUICore

/// `TapRecognizer`: the pressed look, taps, long presses and contacts given up, on numbers.
@MainActor
final class TapRecognizerTests: XCTestCase {
    private func ev(_ phase: PointerPhase, _ x: Double, _ y: Double, _ t: Double, id: Int = 1) -> PointerEvent {
        PointerEvent(phase: phase, id: id, location: Point(x, y), device: .touch, time: t)
    }

    func testAReleaseWithinTheSlopTapsWhereItLiftsHoweverLongItWasHeld() async {
        var r = TapRecognizer()
        XCTAssertFalse(r.isPressed)
        XCTAssertEqual(r.handle(ev(.down, 100, 100, 0)), .pressed(Point(100, 100)))
        XCTAssertTrue(r.isPressed)
        XCTAssertNil(r.deadline, "no long press")
        XCTAssertNil(r.handle(ev(.move, 110, 105, 0.5)), "jitter within 18 px")
        XCTAssertNil(r.update(now: 5))
        XCTAssertEqual(r.handle(ev(.up, 112, 104, 5)), .tap(Point(112, 104)))
        XCTAssertFalse(r.isPressed)
        XCTAssertEqual(r.disposition, .handled)
        XCTAssertEqual(r.downLocation, Point(100, 100))
    }

    func testSlidingAwayUnpressesGivesTheContactUpAndNeverTaps() async {
        var r = TapRecognizer()
        _ = r.handle(ev(.down, 100, 100, 0))
        XCTAssertNil(r.handle(ev(.move, 130, 100, 0.1)))
        XCTAssertFalse(r.isPressed)
        XCTAssertEqual(r.disposition, .yield, "a swipe goes on to the page under the control")
        XCTAssertNil(r.handle(ev(.move, 100, 100, 0.2)), "coming back changes nothing")
        XCTAssertNil(r.handle(ev(.up, 100, 100, 0.3)))
    }

    func testACancelUnpressesWithoutATap() async {
        var r = TapRecognizer()
        _ = r.handle(ev(.down, 100, 100, 0))
        XCTAssertNil(r.handle(ev(.cancel, 100, 100, 0.1)))
        XCTAssertFalse(r.isPressed)
        XCTAssertNil(r.handle(ev(.up, 100, 100, 0.2)))
    }

    func testALongPressFiresOnceAtItsDelayUnpressesAndTheReleaseIsNoTap() async {
        var r = TapRecognizer(longPressDelay: 0.5)
        XCTAssertEqual(r.handle(ev(.down, 50, 50, 2)), .pressed(Point(50, 50)))
        XCTAssertEqual(r.deadline, 2.5, "when to wake the control")
        XCTAssertNil(r.update(now: 2.49))
        XCTAssertTrue(r.isPressed)
        XCTAssertEqual(r.update(now: 2.5), .longPress(Point(50, 50)))
        XCTAssertFalse(r.isPressed)
        XCTAssertNil(r.deadline)
        XCTAssertNil(r.update(now: 2.6), "once")
        XCTAssertNil(r.handle(ev(.move, 90, 50, 2.7)), "wandering after it changes nothing")
        XCTAssertNil(r.handle(ev(.up, 90, 50, 2.8)))

        // A release before the delay is a tap, and one that comes late without a tick long-presses.
        XCTAssertEqual(r.handle(ev(.down, 50, 50, 3)), .pressed(Point(50, 50)))
        XCTAssertEqual(r.handle(ev(.up, 50, 50, 3.4)), .tap(Point(50, 50)))
        _ = r.handle(ev(.down, 50, 50, 4))
        XCTAssertEqual(r.handle(ev(.up, 50, 50, 4.6)), .longPress(Point(50, 50)))
    }

    func testASecondFingerIsIgnoredWhileTheFirstIsDown() async {
        var r = TapRecognizer()
        _ = r.handle(ev(.down, 100, 100, 0, id: 1))
        XCTAssertNil(r.handle(ev(.down, 300, 100, 0.1, id: 2)))
        XCTAssertNil(r.handle(ev(.up, 300, 100, 0.2, id: 2)))
        XCTAssertTrue(r.isPressed)
        XCTAssertEqual(r.handle(ev(.up, 100, 100, 0.3, id: 1)), .tap(Point(100, 100)))
    }
}
