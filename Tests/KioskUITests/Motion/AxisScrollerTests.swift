import XCTest
@testable import KioskUICore

/// `AxisScroller`: the drag, the release and the motion after it, on numbers (no widget, no scene).
@MainActor
final class AxisScrollerTests: XCTestCase {
    private func ev(_ phase: PointerPhase, _ x: Double, _ y: Double, _ t: Double) -> PointerEvent {
        PointerEvent(phase: phase, id: 1, location: Point(x, y), device: .touch, time: t)
    }

    /// A horizontal drag by `dx` over `duration` seconds, sampled every 8 ms, released at the end.
    private func swipe(_ s: inout AxisScroller, dx: Double, duration: Double, at t: Double, x: Double = 300) {
        _ = s.handle(ev(.down, x, 100, t))
        let n = max(2, Int(duration / 0.008))
        for i in 1...n {
            let f = Double(i) / Double(n)
            _ = s.handle(ev(.move, x + dx * f, 100, t + duration * f))
        }
        _ = s.handle(ev(.up, x + dx, 100, t + duration))
    }

    /// The offsets at 60 fps from `t` until the motion is over (at most 10 s).
    private func frames(_ s: inout AxisScroller, from t: Double) -> [Double] {
        var out: [Double] = [], now = t
        while s.advance(to: now + 1.0 / 60) && now < t + 10 {
            now += 1.0 / 60
            out.append(s.offset)
        }
        out.append(s.offset)
        return out
    }

    /// A ruler-like axis: steps of 14 px from 0 to 1400, 600 px visible, at 700.
    private func stepped(at offset: Double = 700) -> AxisScroller {
        var s = AxisScroller(axis: .horizontal, offset: offset)
        s.setBounds(max: 1400, step: 14, viewport: 600)
        return s
    }

    func testTheContentStaysUnderTheFingerFromTheTouchDownThenAFlingLandsExactlyOnAWholeStep() async {
        var s = stepped()
        _ = s.handle(ev(.down, 300, 100, 0))
        _ = s.handle(ev(.move, 290, 100, 0.02))
        XCTAssertEqual(s.offset, 700, "within the slop nothing moves")
        _ = s.handle(ev(.move, 270, 100, 0.04))
        XCTAssertEqual(s.offset, 730, "the slop is caught up at once: the finger went 30 px left")
        for i in 1...10 { _ = s.handle(ev(.move, 270 - 17 * Double(i), 100, 0.04 + 0.02 * Double(i))) }
        XCTAssertEqual(s.offset, 900)
        XCTAssertTrue(s.isDragging)
        _ = s.handle(ev(.up, 100, 100, 0.24))                // 850 px/s
        XCTAssertTrue(s.isSettling, "a fling glides on after the finger lifts")
        let path = frames(&s, from: 0.24)
        XCTAssertGreaterThan(s.offset, 1000, "it goes well beyond where the finger let go")
        XCTAssertEqual(s.offset, 14 * (s.offset / 14).rounded(), "on a whole step, exactly")
        XCTAssertEqual(s.restIndex, Int(s.offset / 14))
        XCTAssertFalse(s.isSettling)
        for (a, b) in zip([900] + path, path) {
            XCTAssertGreaterThanOrEqual(b, a, "it never turns back")
            XCTAssertLessThanOrEqual(b, s.offset, "nor goes past the step it lands on")
        }
    }

    func testPulledPastTheEndItResistsAndSpringsBackToTheEnd() async {
        var s = stepped(at: 1400)
        _ = s.handle(ev(.down, 500, 100, 0))
        _ = s.handle(ev(.move, 480, 100, 0.05))
        _ = s.handle(ev(.move, 200, 100, 0.4))           // 300 px beyond the end
        XCTAssertGreaterThan(s.offset, 1400)
        XCTAssertLessThan(s.offset, 1400 + 300 * 0.6, "the rubber band resists")
        _ = s.handle(ev(.up, 200, 100, 0.5))              // after a pause: no velocity
        let path = frames(&s, from: 0.5)
        XCTAssertEqual(s.offset, 1400, "back on the end, exactly")
        XCTAssertTrue(path.allSatisfy { $0 >= 1400 }, "the spring never crosses the end")

        // Without steps too, at the other end.
        var free = AxisScroller(axis: .vertical)
        free.setBounds(max: 1000, viewport: 300)
        _ = free.handle(ev(.down, 100, 100, 0))
        _ = free.handle(ev(.move, 100, 260, 0.3))
        XCTAssertLessThan(free.offset, 0)
        _ = free.handle(ev(.up, 100, 260, 0.4))
        _ = frames(&free, from: 0.4)
        XCTAssertEqual(free.offset, 0)
    }

    func testAFlingWithoutStepsSlowsDownSteadilyAndStopsInsideTheRange() async {
        // 400 px/s up comes to rest where friction stops it (at 10 px/s); faster flings stop on the end.
        let free = 540 + (400 - 10) / -log(FrictionSimulation.defaultDrag)
        for (dy, end) in [(-40.0, free), (-150, 1000), (300, 0)] {
            var s = AxisScroller(axis: .vertical, offset: 500)
            s.setBounds(max: 1000, viewport: 300)
            _ = s.handle(ev(.down, 100, 200, 0))
            for i in 1...10 { _ = s.handle(ev(.move, 100, 200 + dy * Double(i) / 10, 0.01 * Double(i))) }
            let released = s.offset
            XCTAssertEqual(released, 500 - dy, "under the finger")
            _ = s.handle(ev(.up, 100, 200 + dy, 0.1))
            let path = frames(&s, from: 0.1)
            XCTAssertGreaterThan(path.count, 20, "\(dy): it glides on after the finger lifts")
            XCTAssertEqual(s.offset, end, accuracy: 0.5, "\(dy)")
            let dir: Double = dy < 0 ? 1 : -1
            var last = released, lastStep = Double.infinity
            for x in path {
                let step = (x - last) * dir
                XCTAssertGreaterThanOrEqual(step, 0, "\(dy): it never turns back")
                XCTAssertLessThanOrEqual(step, lastStep + 1e-9, "\(dy): it only slows down")
                XCTAssertTrue((0...1000).contains(x), "\(dy): it never leaves the range (\(x))")
                last = x; lastStep = step
            }
            XCTAssertFalse(s.isSettling)
        }
    }

    func testFinishLandsAtOnceWhereTheMotionWasHeading() async {
        var s = stepped()
        swipe(&s, dx: -300, duration: 0.05, at: 0)
        let rest = s.restOffset
        XCTAssertTrue(s.advance(to: 0.2), "still gliding")
        XCTAssertNotEqual(s.offset, rest)
        s.finish()
        XCTAssertEqual(s.offset, rest)
        XCTAssertFalse(s.isSettling)

        // Held between steps (the finger still down): the nearest step.
        var held = stepped()
        _ = held.handle(ev(.down, 300, 100, 0))
        _ = held.handle(ev(.move, 275, 100, 0.1))           // 25 px: 725, nearest step 728
        held.finish()
        XCTAssertEqual(held.offset, 728)
    }

    func testAFingerCatchesMovingContentWhereItIsAndSaysSo() async {
        var s = stepped()
        swipe(&s, dx: -300, duration: 0.05, at: 0)
        _ = s.advance(to: 0.2)
        let caught = s.offset
        _ = s.handle(ev(.down, 300, 100, 0.2))
        XCTAssertTrue(s.caughtMotion)
        XCTAssertFalse(s.isSettling, "held: it stops")
        XCTAssertEqual(s.offset, caught)
        _ = s.handle(ev(.up, 300, 100, 0.25))               // a tap lets go: it settles on a step
        _ = frames(&s, from: 0.25)
        XCTAssertEqual(s.offset, 14 * (caught / 14).rounded())
        _ = s.handle(ev(.down, 300, 100, 5))
        XCTAssertFalse(s.caughtMotion, "at rest there is nothing to catch")
    }

    func testGlidesAndJumpsStayInsideTheRange() async {
        var s = stepped()
        s.glide(to: 5000, duration: 0.3, at: 1)
        XCTAssertEqual(s.restOffset, 1400)
        XCTAssertEqual(s.offset, 700, "a glide starts where the content is")
        _ = frames(&s, from: 1)
        XCTAssertEqual(s.offset, 1400)
        s.glide(to: 0, duration: 0.3, at: 20)
        s.jump(to: -50)
        XCTAssertEqual(s.offset, 0)
        XCTAssertFalse(s.isSettling, "a jump stops the glide")
        s.setBounds(max: 500, step: 14, viewport: 600)
        s.jump(to: 600)
        XCTAssertEqual(s.offset, 500)
        s.setBounds(max: 300, step: 14, viewport: 600)
        XCTAssertEqual(s.offset, 300, "content at rest moves into a shorter range")
    }

    /// Content moved under the axis (a list's items changed above the view): a fling
    /// goes on at the speed it had, and a glide (keys, focus) lands where it was going, both
    /// moved by as much, with no stop and no jump.
    func testAShiftMovesAFlingOrAGlideWithTheContentAndKeepsItGoing() async {
        var plain = AxisScroller(axis: .vertical)
        plain.setBounds(max: 100_000, viewport: 400)
        var moved = plain
        plain.glide(to: 600, at: 0)
        moved.glide(to: 600, at: 0)
        _ = plain.advance(to: 0.1); _ = moved.advance(to: 0.1)
        moved.shift(by: -144, at: 0.1)
        XCTAssertEqual(moved.restOffset, 456, "the glide lands where it was going, moved with the content")
        for t in [0.15, 0.2, 0.3] {
            _ = plain.advance(to: t); _ = moved.advance(to: t)
            XCTAssertEqual(moved.offset, plain.offset - 144, accuracy: 1e-9, "at \(t) s")
        }
        XCTAssertEqual(moved.offset, 456)

        // A fling: friction forgets where it started, so it glides on at the same speed.
        var a = AxisScroller(axis: .horizontal, offset: 5_000), b = a
        a.setBounds(max: 100_000, viewport: 600); b.setBounds(max: 100_000, viewport: 600)
        swipe(&a, dx: -300, duration: 0.08, at: 0); swipe(&b, dx: -300, duration: 0.08, at: 0)
        _ = a.advance(to: 0.2); _ = b.advance(to: 0.2)
        b.shift(by: 216, at: 0.2)
        for t in [0.25, 0.5, 1.0] {
            _ = a.advance(to: t); _ = b.advance(to: t)
            XCTAssertEqual(b.offset, a.offset + 216, accuracy: 0.01, "at \(t) s")
        }
        XCTAssertTrue(b.isSettling, "still gliding")
    }
}
