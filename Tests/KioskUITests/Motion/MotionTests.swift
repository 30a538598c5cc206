import XCTest
@testable import KioskUICore

/// Easing curves, springs, `AnimatedValue` and `AnimatedRect`.
@MainActor
final class MotionTests: XCTestCase {
    private let curves: [Easing] = [.linear, .easeIn, .easeOut, .easeInOut, .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1))]

    // MARK: Easing

    func testEasingEndpointsAreExact() async {
        for c in curves {
            XCTAssertEqual(c.value(0), 0, "\(c)")
            XCTAssertEqual(c.value(1), 1, "\(c)")
            XCTAssertEqual(c.value(-0.5), 0, "\(c)")
            XCTAssertEqual(c.value(7), 1, "\(c)")
            XCTAssertEqual(c.value(.nan).isNaN, false, "\(c)")
        }
    }

    func testEasingIsMonotonic() async {
        for c in curves {
            var prev = 0.0
            for i in 1...2000 {
                let v = c.value(Double(i) / 2000)
                XCTAssertGreaterThanOrEqual(v, prev, "\(c) at \(i)")
                prev = v
            }
        }
    }

    func testEaseInOutIsTheCSSCurveAndSymmetric() async {
        let c = Easing.easeInOut
        XCTAssertEqual(c.value(0.5), 0.5, accuracy: 1e-9)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            XCTAssertEqual(c.value(t) + c.value(1 - t), 1, accuracy: 1e-9)
        }
        // Brute-force reference: bisection on the parametric Bézier x(s), then y(s).
        func bez(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        for t in [0.1, 0.25, 0.33, 0.7, 0.9] {
            var lo = 0.0, hi = 1.0
            for _ in 0..<200 { let m = (lo + hi) / 2; if bez(0.42, 0.58, m) < t { lo = m } else { hi = m } }
            XCTAssertEqual(c.value(t), bez(0, 1, lo), accuracy: 1e-9, "t=\(t)")
        }
        // Ease-in-out starts and ends slowly; ease-out starts fast.
        XCTAssertLessThan(c.value(0.1), 0.1)
        XCTAssertGreaterThan(Easing.easeOut.value(0.1), 0.1)
    }

    func testEasingSlopeMatchesFiniteDifference() async {
        for c in curves {
            for t in [0.05, 0.3, 0.5, 0.8, 0.95] {
                let h = 1e-6
                let fd = (c.value(t + h) - c.value(t - h)) / (2 * h)
                XCTAssertEqual(c.slope(t), fd, accuracy: 1e-4, "\(c) t=\(t)")
            }
        }
    }

    // MARK: Spring

    private let springs: [(String, Spring)] = [
        ("under", Spring(mass: 1, stiffness: 200, damping: 8)),
        ("critical", Spring(response: 0.4, dampingRatio: 1)),
        ("over", Spring(mass: 1, stiffness: 100, damping: 40)),
    ]

    func testSpringStartsWhereToldAndSolvesItsEquation() async {
        for (name, sp) in springs {
            let s = SpringSimulation(spring: sp, start: 300, end: 100, velocity: -250)
            XCTAssertEqual(s.position(at: 0), 300, name)
            XCTAssertEqual(s.velocity(at: 0), -250, name)
            // Close to t = 0 the closed form agrees with the initial conditions too.
            XCTAssertEqual(s.position(at: 1e-7), 300 - 250e-7, accuracy: 1e-4, name)
            for t in [0.02, 0.1, 0.3, 0.6] where t < s.settleTime {
                let h = 1e-4
                let x = s.position(at: t) - 100
                let v = (s.position(at: t + h) - s.position(at: t - h)) / (2 * h)
                let a = (s.velocity(at: t + h) - s.velocity(at: t - h)) / (2 * h)
                XCTAssertEqual(s.velocity(at: t), v, accuracy: 1e-3 * max(1, abs(v)), "\(name) v t=\(t)")
                // m·x'' + c·x' + k·x = 0
                let residual = sp.mass * a + sp.damping * s.velocity(at: t) + sp.stiffness * x
                XCTAssertEqual(residual, 0, accuracy: 1e-3 * sp.stiffness * max(1, abs(x)), "\(name) ode t=\(t)")
            }
        }
    }

    func testSpringSettlesWithinToleranceAndThenRestsExactly() async {
        for (name, sp) in springs {
            let s = SpringSimulation(spring: sp, start: 0, end: 500, velocity: 1200)
            XCTAssertGreaterThan(s.settleTime, 0, name)
            XCTAssertLessThan(s.settleTime, 10, name)
            XCTAssertFalse(s.isDone(at: s.settleTime * 0.5), name)
            XCTAssertTrue(s.isDone(at: s.settleTime), name)
            XCTAssertEqual(s.position(at: s.settleTime), 500, name)
            XCTAssertEqual(s.velocity(at: s.settleTime + 1), 0, name)
            // Just before the snap it is already within the distance tolerance: the snap is invisible.
            XCTAssertEqual(s.position(at: s.settleTime - 1e-9), 500, accuracy: s.distanceTolerance * 1.001, name)
            // And it stays within tolerance from the settle time on (raw motion sampled just before
            // the cut-off tells us the envelope is really below it).
            var t = s.settleTime * 0.98
            while t < s.settleTime {
                XCTAssertLessThan(abs(s.position(at: t) - 500), 1, name)
                t += 0.001
            }
        }
    }

    func testCriticallyDampedSpringFromRestNeverOvershoots() async {
        let s = SpringSimulation(spring: .critical, start: -80, end: 0)
        var prev = -80.0
        var t = 0.0
        while !s.isDone(at: t) {
            let x = s.position(at: t)
            XCTAssertLessThanOrEqual(x, 0)
            XCTAssertGreaterThanOrEqual(x, prev)
            prev = x
            t += 1.0 / 240
        }
        XCTAssertEqual(s.position(at: t), 0)
    }

    func testUnderdampedSpringOvershoots() async {
        let s = SpringSimulation(spring: .bouncy, start: 0, end: 100)
        let peak = stride(from: 0.0, to: 2, by: 0.005).map { s.position(at: $0) }.max() ?? 0
        XCTAssertGreaterThan(peak, 100.5)
    }

    func testSpringAtRestIsDoneImmediately() async {
        let s = SpringSimulation(spring: .smooth, start: 40, end: 40)
        XCTAssertTrue(s.isDone(at: 0))
        XCTAssertEqual(s.position(at: 3), 40)
    }

    // MARK: AnimatedValue

    func testTimingAnimationRunsFromStartToTarget() async {
        var a = AnimatedValue(10, motion: .timing(.easeInOut, duration: 0.4))
        XCTAssertTrue(a.isFinished(at: 0))
        a.retarget(to: 110, at: 1.0)
        XCTAssertEqual(a.value(at: 1.0), 10)
        XCTAssertEqual(a.value(at: 1.2), 60, accuracy: 1e-9)
        XCTAssertFalse(a.isFinished(at: 1.39))
        XCTAssertTrue(a.isFinished(at: 1.4))
        XCTAssertEqual(a.value(at: 1.4), 110)
        XCTAssertEqual(a.value(at: 9), 110)
        XCTAssertGreaterThan(a.velocity(at: 1.2), 0)
        XCTAssertEqual(a.velocity(at: 2), 0)
    }

    func testRetargetMidAnimationIsContinuous() async {
        let motions: [AnimatedValue.Motion] = [.timing(.easeOut, duration: 0.3), .timing(.linear, duration: 0.5),
                                               .spring(.smooth), .spring(.critical), .spring(.bouncy)]
        for m in motions {
            var a = AnimatedValue(0, motion: m)
            a.retarget(to: 200, at: 0)
            let before = a.value(at: 0.13)
            let vBefore = a.velocity(at: 0.13)
            a.retarget(to: -50, at: 0.13)
            XCTAssertEqual(a.value(at: 0.13), before, "\(m)")
            if case .spring = m {
                XCTAssertEqual(a.velocity(at: 0.13), vBefore, accuracy: 1e-9, "\(m)")
            }
            XCTAssertEqual(a.target, -50)
            var t = 0.13
            while !a.isFinished(at: t) { t += 1.0 / 60; XCTAssertLessThan(t, 10) }
            XCTAssertEqual(a.value(at: t), -50, "\(m)")
        }
    }

    func testJumpSetsTheValueAtOnce() async {
        var a = AnimatedValue(0, motion: .spring(.smooth))
        a.retarget(to: 100, at: 0)
        a.jump(to: 42)
        XCTAssertEqual(a.value(at: 0.05), 42)
        XCTAssertTrue(a.isFinished(at: 0.05))
        XCTAssertEqual(a.velocity(at: 0.05), 0)
    }

    func testChangingMotionMidFlightDoesNotJump() async {
        var a = AnimatedValue(0, motion: .timing(.linear, duration: 1))
        a.retarget(to: 100, at: 0)
        a.motion = .spring(.smooth)
        XCTAssertEqual(a.value(at: 0.5), 50, accuracy: 1e-9)
    }

    func testAnimatedRectMovesAllEdgesTogether() async {
        var r = AnimatedRect(Rect(x: 0, y: 0, width: 100, height: 40), motion: .timing(.linear, duration: 0.2))
        r.retarget(to: Rect(x: 200, y: 10, width: 60, height: 40), at: 1)
        let half = r.rect(at: 1.1)
        XCTAssertEqual(half.x, 100, accuracy: 1e-9)
        XCTAssertEqual(half.y, 5, accuracy: 1e-9)
        XCTAssertEqual(half.width, 80, accuracy: 1e-9)
        XCTAssertEqual(half.height, 40)
        let mid = r.rect(at: 1.15)
        r.retarget(to: Rect(x: 0, y: 0, width: 100, height: 40), at: 1.15)
        XCTAssertEqual(r.rect(at: 1.15), mid)
        XCTAssertFalse(r.isFinished(at: 1.2))
        XCTAssertTrue(r.isFinished(at: 1.35))
        XCTAssertEqual(r.rect(at: 1.35), Rect(x: 0, y: 0, width: 100, height: 40))
        r.jump(to: .zero)
        XCTAssertEqual(r.rect(at: 5), .zero)
    }
}
