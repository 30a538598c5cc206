import XCTest
@testable import KioskUICore

/// The service gesture in numbers: a 5 s hold on the 48 px top-left square, and what reaches the
/// widget under it meanwhile.
final class ServiceGestureTests: XCTestCase {
    private func p(_ phase: PointerPhase, _ x: Double, _ y: Double, at t: Double, id: Int = 1) -> PointerEvent {
        PointerEvent(phase: phase, id: id, location: Point(x, y), device: .touch, time: t)
    }

    func testAHoldOfFiveSecondsInTheCornerIsRecognisedAtFiveNotBeforeAndReachesNoWidget() {
        var g = ServiceGesture()
        XCTAssertEqual(g.handle(p(.down, 10, 10, at: 1)), .deliver([]), "the press is held back from the widget")
        XCTAssertEqual(g.deadline, 6)
        XCTAssertFalse(g.update(now: 5.99))
        XCTAssertEqual(g.handle(p(.move, 14, 12, at: 3)), .deliver([]), "a jitter within the slop stays held")
        XCTAssertTrue(g.update(now: 6))
        XCTAssertNil(g.deadline)
        XCTAssertEqual(g.handle(p(.move, 15, 12, at: 6.5)), .deliver([]))
        XCTAssertEqual(g.handle(p(.up, 15, 12, at: 7)), .deliver([]), "its lift is swallowed")
        XCTAssertEqual(g.handle(p(.down, 300, 300, at: 8)), .deliver([p(.down, 300, 300, at: 8)]), "and the next contact is the customer's")
    }

    func testTheCornerIsFortyEightWindowPixelsFromTheTopLeft() {
        XCTAssertTrue(ServiceGesture.inCorner(Point(0, 0)))
        XCTAssertTrue(ServiceGesture.inCorner(Point(47.9, 47.9)))
        XCTAssertFalse(ServiceGesture.inCorner(Point(48, 10)))
        XCTAssertFalse(ServiceGesture.inCorner(Point(10, 48)))
        var g = ServiceGesture()
        XCTAssertEqual(g.handle(p(.down, 60, 10, at: 0)), .deliver([p(.down, 60, 10, at: 0)]), "outside: as it came")
        XCTAssertNil(g.deadline)
    }

    func testAQuickTapInTheCornerStillTapsTheWidgetOnItsLift() {
        var g = ServiceGesture()
        _ = g.handle(p(.down, 20, 20, at: 2))
        XCTAssertEqual(g.handle(p(.up, 20, 20, at: 2.2)), .deliver([p(.down, 20, 20, at: 2.2), p(.up, 20, 20, at: 2.2)]))
        XCTAssertNil(g.deadline)
    }

    func testAPressHeldPastTheLongPressButLiftedBeforeFiveSecondsDoesNothing() {
        var g = ServiceGesture()
        _ = g.handle(p(.down, 20, 20, at: 0))
        XCTAssertFalse(g.update(now: 4.9))
        XCTAssertEqual(g.handle(p(.up, 20, 20, at: 4.9)), .deliver([]), "no tap and no long-press menu for the widget under it")
        XCTAssertFalse(g.update(now: 10))
    }

    func testASlideOutOfTheCornerIsHandedToTheWidgetAsADragFromWhereItIsNow() {
        var g = ServiceGesture()
        _ = g.handle(p(.down, 20, 20, at: 0))
        XCTAssertEqual(g.handle(p(.move, 30, 20, at: 0.1)), .deliver([]), "10 px: within the 18 px slop")
        XCTAssertEqual(g.handle(p(.move, 60, 20, at: 0.2)), .deliver([p(.down, 20, 20, at: 0.2), p(.move, 60, 20, at: 0.2)]))
        XCTAssertEqual(g.handle(p(.up, 90, 20, at: 0.3)), .deliver([p(.up, 90, 20, at: 0.3)]))
        XCTAssertFalse(g.update(now: 6))
    }

    func testALiftLateEnoughIsTheGestureEvenWhenNoFrameCheckedTheClock() {
        var g = ServiceGesture()
        _ = g.handle(p(.down, 5, 5, at: 0))
        XCTAssertEqual(g.handle(p(.up, 5, 5, at: 5.5)), .recognised)
        XCTAssertEqual(g.handle(p(.down, 300, 5, at: 6)), .deliver([p(.down, 300, 5, at: 6)]), "nothing swallowed after the lift")
    }

    func testAnotherFingerMeanwhileGoesThrough() {
        var g = ServiceGesture()
        _ = g.handle(p(.down, 5, 5, at: 0))
        XCTAssertEqual(g.handle(p(.down, 400, 200, at: 1, id: 2)), .deliver([p(.down, 400, 200, at: 1, id: 2)]))
        XCTAssertEqual(g.handle(p(.cancel, 5, 5, at: 2)), .deliver([]))
        XCTAssertFalse(g.update(now: 9))
    }
}

/// The keyboard's and gamepad's way in: Escape or Back held 5 s, in numbers.
final class ServiceKeyHoldTests: XCTestCase {
    func testEscapeHeldFiveSecondsIsTheGestureAndItsRepeatsAndReleaseGoNowhere() {
        var k = ServiceKeyHold()
        XCTAssertEqual(k.handle(.key(.escape, down: true), at: 2), [], "held back")
        XCTAssertEqual(k.deadline, 7)
        XCTAssertEqual(k.handle(.key(.escape, down: true), at: 2.5), [], "a repeat")
        XCTAssertFalse(k.update(now: 6.99))
        XCTAssertTrue(k.update(now: 7))
        XCTAssertEqual(k.handle(.key(.escape, down: true), at: 7.2), [])
        XCTAssertTrue(k.swallows(.key(.escape, down: false)))
        XCTAssertEqual(k.handle(.key(.escape, down: true), at: 9), [], "the next press is held again")
    }

    func testAShortEscapeStillGoesBackOnItsRelease() {
        var k = ServiceKeyHold()
        XCTAssertEqual(k.handle(.key(.escape, down: true), at: 1), [])
        XCTAssertEqual(k.handle(.key(.escape, down: false), at: 1.1), [.key(.escape, down: true), .key(.escape, down: false)])
        XCTAssertNil(k.deadline)
        XCTAssertNil(k.handle(.key(.tab, down: true), at: 2), "other keys are not its business")
        XCTAssertEqual(k.handle(.gamepadButton(.back, down: true), at: 3), [])
        XCTAssertEqual(k.handle(.gamepadButton(.back, down: false), at: 4.9),
                       [.gamepadButton(.back, down: true), .gamepadButton(.back, down: false)], "Back held less than 5 s: a press")
        XCTAssertFalse(k.update(now: 20))
    }
}
