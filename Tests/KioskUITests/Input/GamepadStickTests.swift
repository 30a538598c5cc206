import XCTest
@testable import KioskUICore

/// Gamepad sticks on the demo: a small deflection is no deflection (a drifting stick cannot keep
/// a panel busy or move a ruler), and whatever the stick does last, the loop goes idle.
@MainActor
final class GamepadStickTests: XCTestCase, DemoSceneDriving {
    var events: [KioskEvent] = []

    func testTheDeadZoneReadsASmallDeflectionAsZeroAndRescalesTheRest() async {
        XCTAssertEqual(Scene.deadZoned(0.22), 0)
        XCTAssertEqual(Scene.deadZoned(-0.25), 0)
        XCTAssertEqual(Scene.deadZoned(1), 1)
        XCTAssertEqual(Scene.deadZoned(-1), -1)
        XCTAssertEqual(Scene.deadZoned(0.625), 0.5, accuracy: 1e-12)
        XCTAssertEqual(Scene.deadZoned(.nan), 0)
    }

    func testADriftingStickDoesNotMoveAFocusedRuler() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 0.22))
        XCTAssertNotNil(runUntilIdle(scene, from: 0, seconds: 1), "a stick resting at 0.22 is a stick at rest")
        XCTAssertEqual(ruler.value, 40)
        XCTAssertFalse(events.contains { $0.kind.name == "tick" })
    }

    func testARulerWhosePageIsSwitchedAwayStopsOnAStepAndTheLoopGoesIdle() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 0.6))
        var t = 0.0
        for _ in 0..<20 { t += 1.0 / 60; scene.advance(to: t); _ = scene.render() }
        XCTAssertTrue(ruler.isMoving)
        // A tab tap or a command shows Settings: the ruler's page hides while the stick is held.
        try XCTUnwrap(scene.widget(id: "pages") as? SegmentedPages).show(1)
        XCTAssertNotNil(runUntilIdle(scene, from: t, seconds: 2), "the hidden ruler stops: \(ruler.motionState)")
        XCTAssertFalse(ruler.isMoving)
        XCTAssertEqual(ruler.value, ruler.value.rounded(), "on a whole step")
        XCTAssertEqual(events.last { $0.kind.name == "change" && $0.id == "amount" }?.kind, .change(.number(ruler.value)),
                       "its resting value is reported")
        // The stick is still pushed: with the ruler gone it moves nothing.
        scene.handle(.gamepadAxis(.leftX, value: 0.6))
        XCTAssertNotNil(runUntilIdle(scene, from: t + 2, seconds: 2))
    }

    func testAStickHeldAgainstTheEndLetsTheLoopGoIdle() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.gamepadAxis(.leftX, value: 1))
        XCTAssertNotNil(runUntilIdle(scene, from: 0, seconds: 30), "pushed to 100, nothing more moves")
        scene.handle(.gamepadAxis(.leftX, value: 0))
        XCTAssertNotNil(runUntilIdle(scene, from: 31))
        XCTAssertEqual(ruler.value, 100)
        scene.handle(.gamepadAxis(.leftX, value: -1))
        XCTAssertTrue(scene.isAnimating, "a new deflection moves it again")
    }

    func testARandomStreamEndingWithAnyStickStateLetsTheLoopGoIdle() async throws {
        for seed in UInt64(1)...12 {
            var rng = SeededRandom(seed: seed)
            let scene = try demo(width: [1280, 480, 800][Int(seed % 3)], height: 800)
            func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
            var t = 0.0
            for _ in 0..<300 {
                t += 0.05
                scene.advance(to: t)
                switch rng.next() % 6 {
                case 0: scene.handle(.gamepadAxis(GamepadAxis.allCases[Int(rng.next() % 6)], value: unit() * 2 - 1))
                case 1: scene.handle(.gamepadButton([.leftShoulder, .rightShoulder, .dpadDown, .dpadUp, .a, .b][Int(rng.next() % 6)], down: true))
                case 2: scene.handle(.key([.tab, .left, .right, .home, .end, .escape][Int(rng.next() % 6)], down: true))
                default: scene.handle(.gamepadAxis(.leftX, value: unit() * 2 - 1))
                }
                _ = scene.render()
            }
            XCTAssertNotNil(runUntilIdle(scene, from: t, seconds: 60), "seed \(seed): the loop never went idle")
        }
    }
}
