import XCTest
@testable import KioskUICore

/// `VelocityTracker` on synthetic samples.
@MainActor
final class VelocityTrackerTests: XCTestCase {
    private let vx = 1200.0, vy = -350.0

    private func position(_ t: Double) -> Point { Point(x: 40 + vx * t, y: 300 + vy * t) }

    private func assertClose(_ v: Velocity, _ tolerance: Double, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(v.x, vx, accuracy: abs(vx) * tolerance, file: file, line: line)
        XCTAssertEqual(v.y, vy, accuracy: abs(vy) * tolerance, file: file, line: line)
    }

    func testBurstyTimingOfAConstantMotion() async {
        // A sample 3 ms after the previous one, then a 25 ms gap, repeated (how SDL batches events).
        var tr = VelocityTracker()
        var t = 0.0
        for i in 0..<20 {
            tr.add(time: t, position: position(t))
            t += i % 2 == 0 ? 0.003 : 0.025
        }
        assertClose(tr.velocity(at: t - 0.01), 0.001)
    }

    func testJitteredTimingAndWholePixelPositions() async {
        var rng = SeededRandom(seed: 42)
        for _ in 0..<50 {
            var tr = VelocityTracker()
            var t = rng.uniform(0, 5)
            for _ in 0..<30 {
                let p = position(t)
                tr.add(time: t, position: Point(x: p.x.rounded(), y: p.y.rounded()))   // pixels are whole
                t += rng.uniform(0.002, 0.03)
            }
            assertClose(tr.velocity(at: t - 0.005), 0.05)
        }
    }

    func testMillisecondTimestampsOfAMotionSampledEvery8ms() async {
        // SDL timestamps are whole milliseconds: times off by up to 0.5 ms.
        var rng = SeededRandom(seed: 7)
        var tr = VelocityTracker()
        var t = 1.0
        for _ in 0..<25 {
            let true_t = t + rng.uniform(-0.002, 0.002)
            tr.add(time: (true_t * 1000).rounded() / 1000, position: position(true_t))
            t += 0.008
        }
        assertClose(tr.velocity(at: t), 0.05)
    }

    func testStoppingBeforeTheReleaseGivesZero() async {
        var tr = VelocityTracker()
        for i in 0...20 { let t = Double(i) * 0.008; tr.add(time: t, position: position(t)) }
        XCTAssertEqual(tr.velocity(at: 0.16 + 0.05), .zero)        // 50 ms without a sample, then up
        XCTAssertNotEqual(tr.velocity(at: 0.16 + 0.03), .zero)     // 30 ms: still moving
    }

    func testAPauseInsideTheWindowCutsIt() async {
        var tr = VelocityTracker()
        // Fast to the right, a 60 ms rest, then slowly to the left: only the last part counts.
        for i in 0...10 { let t = Double(i) * 0.005; tr.add(time: t, position: Point(x: 2000 * t, y: 0)) }
        let t0 = 0.05 + 0.06
        for i in 0...4 { let t = t0 + Double(i) * 0.005; tr.add(time: t, position: Point(x: 100 - 200 * (t - t0), y: 0)) }
        XCTAssertEqual(tr.velocity(at: t0 + 0.02).x, -200, accuracy: 1)
    }

    func testOnlyTheLast100msCount() async {
        var tr = VelocityTracker()
        // 1000 px/s for 200 ms, then 300 px/s for the last 120 ms (every 10 ms).
        var x = 0.0, t = 0.0
        for _ in 0..<20 { tr.add(time: t, position: Point(x: x, y: 0)); t += 0.01; x += 10 }
        for _ in 0..<12 { tr.add(time: t, position: Point(x: x, y: 0)); t += 0.01; x += 3 }
        XCTAssertEqual(tr.velocity(at: t - 0.01).x, 300, accuracy: 3)
    }

    func testTooFewSamplesAndDegenerateInputs() async {
        var tr = VelocityTracker()
        XCTAssertEqual(tr.velocity(at: 0), .zero)
        tr.add(time: 0, position: Point(10, 10))
        XCTAssertEqual(tr.velocity(at: 0.01), .zero)
        tr.add(time: 0.01, position: Point(20, 10))
        XCTAssertEqual(tr.velocity(at: 0.01).x, 1000, accuracy: 1e-9)    // two samples: a line
        // Same timestamps: no NaN.
        var same = VelocityTracker()
        for _ in 0..<5 { same.add(time: 1, position: Point(5, 5)) }
        same.add(time: 1, position: Point(50, 5))
        XCTAssertFalse(same.velocity(at: 1).x.isNaN)
        // Non-finite samples are ignored; absurd speeds are clamped.
        same.add(time: .nan, position: Point(1, 1))
        same.add(time: 2, position: Point(.infinity, 1))
        var fast = VelocityTracker()
        fast.add(time: 0, position: .zero)
        fast.add(time: 0.000_1, position: Point(100, 0))
        XCTAssertEqual(fast.velocity(at: 0.000_1).x, fast.maxSpeed)
        // Time going backwards starts over.
        fast.add(time: -1, position: .zero)
        XCTAssertEqual(fast.count, 1)
    }
}

extension VelocityTrackerTests {
    func testQuadraticFitIsExactOnAConstantMotionAndFollowsDeceleration() async {
        var q = VelocityTracker()
        q.fit = .quadratic
        var l = VelocityTracker()
        // x = 1000·t − 2500·t²: the speed falls from 1000 to 500 px/s over 100 ms.
        for i in 0...12 {
            let t = Double(i) * 0.0085
            let p = Point(x: 1000 * t - 2500 * t * t, y: 0)
            q.add(time: t, position: p); l.add(time: t, position: p)
        }
        let tEnd = 12 * 0.0085
        XCTAssertEqual(q.velocity(at: tEnd).x, 1000 - 5000 * tEnd, accuracy: 1e-6)
        // The line reports about the average over the window: more than the final speed.
        XCTAssertGreaterThan(l.velocity(at: tEnd).x, 1000 - 5000 * tEnd + 100)
    }
}
