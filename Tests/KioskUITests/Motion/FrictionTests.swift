import Foundation
import XCTest
@testable import KioskUICore

/// `FrictionSimulation` against its closed forms, and `through`.
@MainActor
final class FrictionTests: XCTestCase {
    func testPositionVelocityAndRestMatchTheClosedForms() async {
        for (d, x0, v0) in [(0.135, 100.0, 1000.0), (0.135, -40.0, -2500.0), (0.05, 0.0, 300.0), (0.5, 12.0, 80.0)] {
            let f = FrictionSimulation(drag: d, position: x0, velocity: v0)
            let l = log(d)
            for t in [0.0, 0.1, 0.5, 1, 2.5] {
                XCTAssertEqual(f.position(at: t), x0 + v0 * (pow(d, t) - 1) / l, accuracy: 1e-9)
                XCTAssertEqual(f.velocity(at: t), v0 * pow(d, t), accuracy: 1e-9)
            }
            XCTAssertEqual(f.finalPosition, x0 - v0 / l, accuracy: 1e-9)
            XCTAssertEqual(f.restDistance, -v0 / l, accuracy: 1e-9)
            XCTAssertEqual(f.position(at: 1000), f.finalPosition, accuracy: 1e-6)
        }
    }

    func testDefaultDragTravelsHalfTheVelocity() async {
        let f = FrictionSimulation(position: 0, velocity: 1000)
        XCTAssertEqual(f.finalPosition, 1000 / -log(0.135), accuracy: 1e-9)
        XCTAssertEqual(f.finalPosition, 500, accuracy: 1)
    }

    func testPositionIsTheIntegralOfVelocity() async {
        let f = FrictionSimulation(drag: 0.135, position: 10, velocity: 1800)
        var x = 10.0
        let dt = 1e-4
        var t = 0.0
        while t < 1.5 - dt / 2 {
            x += f.velocity(at: t + dt / 2) * dt   // midpoint rule
            t += dt
        }
        XCTAssertEqual(x, f.position(at: 1.5), accuracy: 1e-3)
    }

    func testDurationUntilVelocityTolerance() async {
        let f = FrictionSimulation(drag: 0.135, position: 0, velocity: -1000, velocityTolerance: 2)
        let expected = log(2.0 / 1000) / log(0.135)
        XCTAssertEqual(f.duration, expected, accuracy: 1e-9)
        XCTAssertEqual(abs(f.velocity(at: f.duration)), 2, accuracy: 1e-9)
        XCTAssertFalse(f.isDone(at: f.duration * 0.99))
        XCTAssertTrue(f.isDone(at: f.duration + 1e-9))
        XCTAssertEqual(f.duration(toVelocity: 5000), 0)
        XCTAssertEqual(FrictionSimulation(position: 0, velocity: 0).duration, 0)
    }

    func testTimeAtPositionInvertsPosition() async {
        let f = FrictionSimulation(drag: 0.135, position: 50, velocity: 900)
        for t in [0.0, 0.05, 0.3, 1.2, 3] {
            XCTAssertEqual(f.timeAt(f.position(at: t)), t, accuracy: 1e-9)
        }
        XCTAssertEqual(f.timeAt(0), .infinity)                    // behind the start
        XCTAssertEqual(f.timeAt(f.finalPosition + 1), .infinity)  // beyond the rest
    }

    func testThroughPassesExactlyThroughTheEnd() async {
        for (x0, x1, v0, v1) in [(0.0, 400.0, 1500.0, 10.0), (1000.0, 960.0, -300.0, -10.0),
                                 (5.0, 6.0, 60.0, 1.0), (-200.0, 3000.0, 7000.0, 20.0)] {
            guard let f = FrictionSimulation.through(start: x0, end: x1, startVelocity: v0, endVelocity: v1) else {
                return XCTFail("no simulation for \(x0)→\(x1)")
            }
            XCTAssertGreaterThan(f.drag, 0)
            XCTAssertLessThan(f.drag, 1)
            let t = f.timeAt(x1)
            XCTAssertTrue(t.isFinite)
            XCTAssertEqual(f.position(at: t), x1, accuracy: 1e-9 * max(1, abs(x1)))
            XCTAssertEqual(f.velocity(at: t), v1, accuracy: 1e-9 * abs(v0))
            XCTAssertEqual(f.duration, t, accuracy: 1e-9)
            XCTAssertEqual(f.position(at: 0), x0)
            XCTAssertEqual(f.velocity(at: 0), v0)
        }
    }

    func testThroughRejectsImpossibleMotions() async {
        XCTAssertNil(FrictionSimulation.through(start: 0, end: 100, startVelocity: -500, endVelocity: -1)) // wrong way
        XCTAssertNil(FrictionSimulation.through(start: 0, end: 100, startVelocity: 500, endVelocity: 600)) // speeds up
        XCTAssertNil(FrictionSimulation.through(start: 0, end: 0, startVelocity: 500, endVelocity: 1))     // no distance
        XCTAssertNil(FrictionSimulation.through(start: 0, end: 100, startVelocity: 500, endVelocity: 0))   // never stops
        XCTAssertNil(FrictionSimulation.through(start: 0, end: .nan, startVelocity: 500, endVelocity: 1))
    }

    func testBadInputsNeverProduceNaN() async {
        let f = FrictionSimulation(drag: 7, position: .nan, velocity: .infinity)
        XCTAssertEqual(f.drag, FrictionSimulation.defaultDrag)
        XCTAssertFalse(f.position(at: 1).isNaN)
        XCTAssertFalse(f.velocity(at: 1).isNaN)
    }
}
