import Foundation
import XCTest
@testable import KioskUICore

/// `StepSnapping`, `ScrollSimulation`, `EaseSimulation` and `RubberBand`.
@MainActor
final class SnapTests: XCTestCase {
    /// Samples a simulation at 240 Hz until done; checks monotonic motion towards the rest
    /// position, never past it, and an exact landing.
    private func checkLanding(_ r: StepSnapping.Result, from x0: Double, start: Double,
                              file: StaticString = #filePath, line: UInt = #line) {
        let sim = r.simulation
        let target = r.offset
        let dir: Double = target >= x0 ? 1 : -1
        var prev = sim.position(at: start)
        XCTAssertEqual(prev, x0, file: file, line: line)
        var t = start
        var n = 0
        while !sim.isDone(at: t) {
            t += 1.0 / 240
            n += 1
            let x = sim.position(at: t)
            XCTAssertFalse(x.isNaN, file: file, line: line)
            XCTAssertGreaterThanOrEqual((x - prev) * dir, 0, "moved backwards at t=\(t)", file: file, line: line)
            XCTAssertLessThanOrEqual((x - target) * dir, 0, "went past the step at t=\(t)", file: file, line: line)
            prev = x
            if n > 240 * 30 { return XCTFail("never done", file: file, line: line) }
        }
        XCTAssertEqual(sim.position(at: t), target, file: file, line: line)
        XCTAssertEqual(sim.position(at: t + 10), target, file: file, line: line)
        XCTAssertEqual(sim.velocity(at: t + 10), 0, file: file, line: line)
    }

    func testThousandRandomFlingsRestExactlyOnAStepWithoutOvershoot() async {
        var rng = SeededRandom(seed: 0x5EED_CAFE)
        var kinds: [String: Int] = [:]
        for i in 0..<1000 {
            let step = (rng.uniform(0, 1) < 0.5) ? rng.uniform(4, 90).rounded() : rng.uniform(3, 90)
            let minOffset = rng.uniform(-2000, 2000)
            let count = Int(rng.uniform(1, 300))
            let extra = rng.uniform(0, 1) < 0.3 ? 0 : rng.uniform(0, step * 0.999)
            var s = StepSnapping(step: step, minOffset: minOffset, maxOffset: minOffset + Double(count) * step + extra)
            if i % 3 == 0 { s.drag = rng.uniform(0.01, 0.6) }
            let x0 = rng.uniform(s.minOffset, s.upperOffset)
            let speed: Double = rng.uniform(0, 1) < 0.2 ? rng.uniform(0, 60) : rng.uniform(0, 9000)
            let v = rng.uniform(0, 1) < 0.5 ? -speed : speed
            let start = rng.uniform(0, 100)
            let r = s.settle(offset: x0, velocity: v, at: start)

            XCTAssertTrue((0...s.lastIndex).contains(r.index), "case \(i)")
            XCTAssertEqual(r.offset, s.minOffset + Double(r.index) * s.step, "case \(i): not exactly on a step")
            XCTAssertGreaterThanOrEqual(r.offset, s.minOffset)
            XCTAssertLessThanOrEqual(r.offset, s.maxOffset)
            XCTAssertEqual(r.simulation.restPosition, r.offset)
            if abs(v) >= s.flingThreshold {
                // The target is the friction rest rounded to the nearest step, clamped into range.
                XCTAssertEqual(r.index, s.nearestIndex(to: s.predictedRest(offset: x0, velocity: v)), "case \(i)")
            } else {
                XCTAssertEqual(r.index, s.nearestIndex(to: x0), "case \(i)")
            }
            switch r.simulation.kind {
            case .friction:
                kinds["friction", default: 0] += 1
                XCTAssertEqual((r.offset - x0).sign, v.sign, "case \(i): a fling goes its way")
                // It arrives at the small end velocity: nothing visible happens when it stops.
                let te = r.simulation.endTime
                XCTAssertEqual(abs(r.simulation.velocity(at: te - 1e-9)), s.endVelocity, accuracy: 0.01)
            case .ease: kinds["ease", default: 0] += 1
            case .rest: kinds["rest", default: 0] += 1
            case .spring: XCTFail("case \(i): no spring inside the range")
            }
            checkLanding(r, from: x0, start: start)
        }
        XCTAssertGreaterThan(kinds["friction"] ?? 0, 500)
        XCTAssertGreaterThan(kinds["ease"] ?? 0, 50)
    }

    func testFlingTargetIsThePredictedRestRounded() async {
        let s = StepSnapping(step: 40, minOffset: 0, maxOffset: 4000)
        let predicted = 400 + 1000 / -log(0.135)  // ≈ 899.4 → step 22 (880)
        XCTAssertEqual(s.predictedRest(offset: 400, velocity: 1000), predicted, accuracy: 1e-9)
        let r = s.settle(offset: 400, velocity: 1000, at: 0)
        XCTAssertEqual(r.index, 22)
        XCTAssertEqual(r.offset, 880)
        guard case .friction = r.simulation.kind else { return XCTFail("expected friction") }
        checkLanding(r, from: 400, start: 0)
    }

    func testFlingBeyondTheEndStopsOnTheLastStep() async {
        let s = StepSnapping(step: 30, minOffset: 0, maxOffset: 610)   // last step 600, not 610
        XCTAssertEqual(s.lastIndex, 20)
        XCTAssertEqual(s.upperOffset, 600)
        let r = s.settle(offset: 500, velocity: 8000, at: 2)
        XCTAssertEqual(r.index, 20)
        XCTAssertEqual(r.offset, 600)
        checkLanding(r, from: 500, start: 2)
        let back = s.settle(offset: 100, velocity: -8000, at: 0)
        XCTAssertEqual(back.offset, 0)
        checkLanding(back, from: 100, start: 0)
    }

    func testSlowReleaseEasesToTheNearestStep() async {
        let s = StepSnapping(step: 50, minOffset: 0, maxOffset: 1000)
        let r = s.settle(offset: 130, velocity: 20, at: 1)  // nearest to 130 is 150
        XCTAssertEqual(r.offset, 150)
        guard case .ease = r.simulation.kind else { return XCTFail("expected ease") }
        XCTAssertEqual(r.simulation.velocity(at: 1), 20, accuracy: 1e-9) // keeps the release velocity
        checkLanding(r, from: 130, start: 1)
        let away = s.settle(offset: 130, velocity: -20, at: 1)          // moving away: starts from rest
        XCTAssertEqual(away.offset, 150)
        XCTAssertEqual(away.simulation.velocity(at: 1), 0)
        checkLanding(away, from: 130, start: 1)
        let onStep = s.settle(offset: 150, velocity: 0, at: 1)
        XCTAssertTrue(onStep.simulation.isDone(at: 1))
        XCTAssertEqual(onStep.simulation.position(at: 1), 150)
    }

    func testFlingThatRoundsBackwardsEases() async {
        // Default drag: friction travels v/2.0025.
        let s = StepSnapping(step: 100, minOffset: 0, maxOffset: 1000)
        let ahead = s.settle(offset: 149, velocity: -50, at: 0)  // rest ≈ 124 → 100, ahead: friction
        XCTAssertEqual(ahead.offset, 100)
        guard case .friction = ahead.simulation.kind else { return XCTFail("expected friction") }
        checkLanding(ahead, from: 149, start: 0)
        let behind = s.settle(offset: 10, velocity: 60, at: 0)   // rest ≈ 40 → 0, behind: ease back
        XCTAssertEqual(behind.offset, 0)
        guard case .ease = behind.simulation.kind else { return XCTFail("expected ease") }
        XCTAssertEqual(behind.simulation.velocity(at: 0), 0)     // the away-pointing velocity is dropped
        checkLanding(behind, from: 10, start: 0)
    }

    func testOverscrollSpringsBackToTheEdgeWithoutCrossingIt() async {
        let s = StepSnapping(step: 40, minOffset: 0, maxOffset: 800)
        for (x0, v) in [(-60.0, 0.0), (-60.0, -900.0), (-3.0, 40.0), (-3.0, 49.0), (-0.5, 49.9),
                        (830.0, 500.0), (805.0, -30.0), (900.0, 0.0)] {
            let r = s.settle(offset: x0, velocity: v, at: 5)
            let edge = x0 < 0 ? 0.0 : 800.0
            XCTAssertEqual(r.offset, edge, "\(x0) \(v)")
            guard case .spring = r.simulation.kind else { XCTFail("expected a spring for \(x0) \(v)"); continue }
            var t = 5.0
            while !r.simulation.isDone(at: t) {
                let x = r.simulation.position(at: t)
                if x0 < 0 { XCTAssertLessThanOrEqual(x, 0, "\(x0) \(v) t=\(t)") } else { XCTAssertGreaterThanOrEqual(x, 800) }
                t += 1.0 / 240
                XCTAssertLessThan(t, 10)
            }
            XCTAssertEqual(r.simulation.position(at: t), edge)
        }
    }

    func testFastInwardFlingFromOverscrollIsAFling() async {
        let s = StepSnapping(step: 40, minOffset: 0, maxOffset: 800)
        let r = s.settle(offset: -30, velocity: 1200, at: 0)
        guard case .friction = r.simulation.kind else { return XCTFail("expected friction") }
        XCTAssertEqual(r.offset, s.offset(ofIndex: s.nearestIndex(to: s.predictedRest(offset: -30, velocity: 1200))))
        checkLanding(r, from: -30, start: 0)
    }

    func testRubberBandResistanceGrowsWithDistance() async {
        let d = 300.0
        XCTAssertEqual(RubberBand.apply(0, viewport: d), 0)
        var prev = 0.0, prevGain = 1.0
        for i in 1...200 {
            let x = Double(i) * 10
            let f = RubberBand.apply(x, viewport: d)
            XCTAssertGreaterThan(f, prev)
            XCTAssertLessThan(f, d)
            XCTAssertLessThan(f, x)
            let gain = (f - prev) / 10
            XCTAssertLessThan(gain, prevGain)     // each extra pixel of finger moves the content less
            prev = f; prevGain = gain
            XCTAssertEqual(RubberBand.inverse(f, viewport: d), x, accuracy: 1e-6 * x)
            XCTAssertEqual(RubberBand.apply(-x, viewport: d), -f)
        }
        let s = StepSnapping(step: 10, minOffset: 0, maxOffset: 100)
        XCTAssertEqual(s.dragOffset(raw: 50, viewport: d), 50)
        XCTAssertEqual(s.dragOffset(raw: -20, viewport: d), RubberBand.apply(-20, viewport: d))
        XCTAssertEqual(s.dragOffset(raw: 130, viewport: d), 100 + RubberBand.apply(30, viewport: d))
        XCTAssertEqual(s.rawOffset(shown: s.dragOffset(raw: 130, viewport: d), viewport: d), 130, accuracy: 1e-9)
    }

    func testEaseHelperAndDegenerateInputs() async {
        let e = ScrollSimulation.ease(from: 0, to: 100, duration: 0.2, at: 3)
        XCTAssertEqual(e.position(at: 3), 0)
        XCTAssertEqual(e.position(at: 3.1), 50, accuracy: 1e-9)   // smoothstep midpoint
        XCTAssertEqual(e.position(at: 3.2), 100)
        XCTAssertTrue(e.isDone(at: 3.2))
        let bad = StepSnapping(step: 0, minOffset: 0, maxOffset: 100).settle(offset: 50, velocity: 300, at: 0)
        XCTAssertEqual(bad.offset, 0)
        let nan = StepSnapping(step: 10, minOffset: 0, maxOffset: 100).settle(offset: .nan, velocity: .nan, at: 0)
        XCTAssertFalse(nan.simulation.position(at: 0.1).isNaN)
        let tiny = StepSnapping(step: 50, minOffset: 0, maxOffset: 20)   // shorter than a step: one rest
        XCTAssertEqual(tiny.lastIndex, 0)
        XCTAssertEqual(tiny.settle(offset: 10, velocity: 5000, at: 0).offset, 0)
    }
}
