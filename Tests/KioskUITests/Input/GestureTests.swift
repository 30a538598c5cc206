import XCTest
@testable import KioskUICore

/// `GestureTracker`: tap, long press, slop, drag, fling, wrong-axis yield.
@MainActor
final class GestureTests: XCTestCase {
    private func ev(_ phase: PointerPhase, _ x: Double, _ y: Double, _ t: Double,
                    id: Int = 1, device: PointerDevice = .touch) -> PointerEvent {
        PointerEvent(phase: phase, id: id, location: Point(x, y), device: device, time: t)
    }

    func testTap() async {
        var g = GestureTracker(axis: .none)
        XCTAssertEqual(g.handle(ev(.down, 100, 100, 1)), [.pressed(Point(100, 100))])
        XCTAssertTrue(g.isPressed)
        XCTAssertEqual(g.deadline, 1.5)
        XCTAssertEqual(g.handle(ev(.move, 108, 95, 1.1)), [])          // jitter within 18 px
        XCTAssertEqual(g.handle(ev(.up, 110, 96, 1.2)), [.tap(Point(110, 96))])
        XCTAssertFalse(g.isPressed)
        XCTAssertNil(g.deadline)
        XCTAssertEqual(g.disposition, .handled)
    }

    func testLongPressFiresAt500msButNot499() async {
        var g = GestureTracker(axis: .none)
        _ = g.handle(ev(.down, 50, 50, 2))
        XCTAssertNil(g.update(now: 2.499))
        XCTAssertEqual(g.update(now: 2.5), .longPress(Point(50, 50)))
        XCTAssertNil(g.update(now: 2.6))                               // once
        XCTAssertNil(g.deadline)
        XCTAssertEqual(g.handle(ev(.move, 80, 50, 2.7)), [.longPressMoved(Point(80, 50))])
        XCTAssertEqual(g.handle(ev(.up, 80, 50, 2.8)), [.longPressEnded(Point(80, 50))]) // no tap
    }

    func testUpAt499msIsATap() async {
        var g = GestureTracker(axis: .none)
        _ = g.handle(ev(.down, 50, 50, 0))
        XCTAssertNil(g.update(now: 0.499))
        XCTAssertEqual(g.handle(ev(.up, 50, 50, 0.499)), [.tap(Point(50, 50))])
    }

    func testLongPressDueByEventTimeFiresBeforeTheEvent() async {
        // No tick came (a replay delivered the next event first): the event's time still counts.
        var g = GestureTracker(axis: .none)
        _ = g.handle(ev(.down, 50, 50, 0))
        XCTAssertEqual(g.handle(ev(.up, 52, 50, 0.6)),
                       [.longPress(Point(50, 50)), .longPressMoved(Point(52, 50)), .longPressEnded(Point(52, 50))])
    }

    func testMovingBeyondSlopCancelsTheLongPress() async {
        var g = GestureTracker(axis: .horizontal)
        _ = g.handle(ev(.down, 100, 100, 0))
        XCTAssertEqual(g.handle(ev(.move, 119, 100, 0.1)), [.dragBegan(Point(119, 100))])
        XCTAssertNil(g.deadline)
        XCTAssertNil(g.update(now: 0.6))
        XCTAssertEqual(g.handle(ev(.move, 119, 100, 0.7)), [])
    }

    func testStayingWithinSlopKeepsTheLongPress() async {
        var g = GestureTracker(axis: .horizontal)
        _ = g.handle(ev(.down, 100, 100, 0))
        XCTAssertEqual(g.handle(ev(.move, 112, 110, 0.2)), [])   // 15.6 px < 18
        XCTAssertEqual(g.update(now: 0.5), .longPress(Point(112, 110)))
    }

    func testDisabledLongPressStillTaps() async {
        var g = GestureTracker(axis: .none, longPressDelay: nil)
        _ = g.handle(ev(.down, 10, 10, 0))
        XCTAssertNil(g.deadline)
        XCTAssertNil(g.update(now: 5))
        XCTAssertEqual(g.handle(ev(.up, 10, 10, 5)), [.tap(Point(10, 10))])
    }

    func testDragTranslationFollowsTheFingerFromTheSlopPoint() async {
        var g = GestureTracker(axis: .horizontal)
        _ = g.handle(ev(.down, 100, 100, 0))
        XCTAssertEqual(g.handle(ev(.move, 110, 101, 0.016)), [])
        XCTAssertEqual(g.handle(ev(.move, 125, 103, 0.032)), [.dragBegan(Point(125, 103))])
        XCTAssertTrue(g.isDragging)
        XCTAssertFalse(g.isPressed)
        XCTAssertEqual(g.handle(ev(.move, 135, 108, 0.048)),
                       [.dragChanged(translation: Point(10, 0), delta: Point(10, 0))])
        XCTAssertEqual(g.handle(ev(.move, 130, 90, 0.064)),
                       [.dragChanged(translation: Point(5, 0), delta: Point(-5, 0))])
        XCTAssertEqual(g.handle(ev(.move, 130, 60, 0.08)), [])   // no movement along the axis
    }

    func testFlingVelocity() async {
        var g = GestureTracker(axis: .horizontal)
        var t = 0.0, x = 400.0
        _ = g.handle(ev(.down, x, 200, t))
        var outs: [GestureOutput] = []
        for _ in 0..<15 {            // -1500 px/s, a sample every 8 ms
            t += 0.008; x -= 12
            outs += g.handle(ev(.move, x, 200 + (t * 100).rounded(), t))
        }
        XCTAssertEqual(outs.first, .dragBegan(Point(376, 202)))
        let end = g.handle(ev(.up, x, 200 + (t * 100).rounded(), t + 0.004))   // where the last move was
        guard case let .dragEnded(v, isFling)? = end.last else { return XCTFail("\(end)") }
        XCTAssertEqual(v.x, -1500, accuracy: 15)
        XCTAssertEqual(v.y, 0)
        XCTAssertTrue(isFling)
        XCTAssertEqual(g.phase, .ended)
    }

    func testSlowOrStoppedReleaseIsNotAFling() async {
        var g = GestureTracker(axis: .vertical)
        _ = g.handle(ev(.down, 0, 0, 0))
        var t = 0.0
        for i in 1...30 { t = Double(i) * 0.01; _ = g.handle(ev(.move, 0, Double(i), t)) }   // 100 px/s
        XCTAssertEqual(g.handle(ev(.up, 0, 30, t + 0.1)), [.dragEnded(velocity: .zero, isFling: false)])

        var slow = GestureTracker(axis: .vertical)
        _ = slow.handle(ev(.down, 0, 0, 0))
        XCTAssertEqual(slow.handle(ev(.move, 0, 20, 0.2)), [.dragBegan(Point(0, 20))])
        for i in 1...10 { _ = slow.handle(ev(.move, 0, 20 + Double(i) * 0.3, 0.2 + Double(i) * 0.01)) }  // 30 px/s
        guard case let .dragEnded(v, isFling)? = slow.handle(ev(.up, 0, 23, 0.3)).last else { return XCTFail() }
        XCTAssertEqual(v.y, 30, accuracy: 1)
        XCTAssertFalse(isFling)
    }

    func testWrongAxisYieldsTheContact() async {
        var g = GestureTracker(axis: .horizontal)
        _ = g.handle(ev(.down, 100, 100, 0))
        XCTAssertEqual(g.handle(ev(.move, 105, 125, 0.05)), [.rejected])
        XCTAssertEqual(g.disposition, .yield)
        XCTAssertFalse(g.isPressed)
        XCTAssertNil(g.deadline)
        XCTAssertEqual(g.handle(ev(.cancel, 105, 125, 0.05)), [])   // the router's cancel after the yield
        XCTAssertEqual(g.handle(ev(.up, 105, 125, 0.1)), [])
    }

    func testAButtonYieldsAnySwipe() async {
        for (dx, dy) in [(30.0, 0.0), (0.0, -30.0)] {
            var g = GestureTracker(axis: .none)
            _ = g.handle(ev(.down, 100, 100, 0))
            XCTAssertEqual(g.handle(ev(.move, 100 + dx, 100 + dy, 0.05)), [.rejected])
            XCTAssertEqual(g.disposition, .yield)
        }
    }

    func testMouseUsesASmallerSlop() async {
        var g = GestureTracker(axis: .any)
        _ = g.handle(ev(.down, 0, 0, 0, device: .mouse))
        XCTAssertEqual(g.handle(ev(.move, 3, 3, 0.01, device: .mouse)), [.dragBegan(Point(3, 3))])  // 4.2 px > 4
        XCTAssertEqual(g.handle(ev(.move, 5, 7, 0.02, device: .mouse)),
                       [.dragChanged(translation: Point(2, 4), delta: Point(2, 4))])
        var touch = GestureTracker(axis: .any)
        _ = touch.handle(ev(.down, 0, 0, 0))
        XCTAssertEqual(touch.handle(ev(.move, 3, 3, 0.01)), [])
    }

    func testCancelAndOtherContacts() async {
        var g = GestureTracker(axis: .any)
        _ = g.handle(ev(.down, 0, 0, 0, id: 1))
        XCTAssertEqual(g.handle(ev(.down, 50, 50, 0.01, id: 2)), [])     // a second finger is ignored
        XCTAssertEqual(g.handle(ev(.move, 90, 50, 0.02, id: 2)), [])
        XCTAssertEqual(g.handle(ev(.cancel, 0, 0, 0.03, id: 1)), [.cancelled])
        XCTAssertFalse(g.isActive)
        XCTAssertEqual(g.handle(ev(.up, 0, 0, 0.04, id: 1)), [])
        // A new contact starts fresh.
        XCTAssertEqual(g.handle(ev(.down, 5, 5, 1, id: 3)), [.pressed(Point(5, 5))])
        XCTAssertEqual(g.handle(ev(.up, 5, 5, 1.1, id: 3)), [.tap(Point(5, 5))])
    }

    /// A cancel that arrives after the long-press deadline (no tick ran in between) cancels; it
    /// does not long-press first. The monkey found a second menu opening from exactly this.
    func testACancelPastTheDeadlineDoesNotLongPress() async {
        var g = GestureTracker(axis: .none)
        _ = g.handle(ev(.down, 0, 0, 0))
        XCTAssertEqual(g.handle(ev(.cancel, 0, 0, 0.8)), [.cancelled])
        XCTAssertNil(g.update(now: 1))
    }

    func testReleaseBeyondSlopWithoutAMoveIsADragNotATap() async {
        var g = GestureTracker(axis: .horizontal)
        _ = g.handle(ev(.down, 0, 0, 0))
        let out = g.handle(ev(.up, 60, 0, 0.05))
        XCTAssertEqual(out.first, .dragBegan(Point(60, 0)))
        guard case .dragEnded? = out.last else { return XCTFail("\(out)") }
    }
}
