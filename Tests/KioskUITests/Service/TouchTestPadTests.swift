import XCTest
@testable import KioskUICore

/// The touch test's dots: where the finger was, a slide joined up, kept inside the box, the
/// oldest dropped past `maxDots`.
@MainActor
final class TouchTestPadTests: XCTestCase {
    private func p(_ phase: PointerPhase, _ x: Double, _ y: Double, id: Int = 1) -> PointerEvent {
        PointerEvent(phase: phase, id: id, location: Point(x, y), device: .touch, time: 0)
    }

    func testADotWhereTouchedAndASlideJoinedUpInsideTheBox() async throws {
        let pad = TouchTestPad()
        pad.frame = Rect(x: 100, y: 200, width: 300, height: 160)
        XCTAssertEqual(pad.pointer(p(.down, 150, 250)), .handled)
        _ = pad.pointer(p(.move, 180, 260))
        _ = pad.pointer(p(.move, 500, 900))
        _ = pad.pointer(p(.up, 500, 900))
        _ = pad.pointer(p(.move, 120, 220))   // no contact down: nothing
        _ = pad.pointer(p(.down, 390, 210, id: 2))
        XCTAssertEqual(pad.dots.map(\.point), [Point(150, 250), Point(180, 260), Point(400, 360), Point(390, 210)])
        XCTAssertEqual(pad.dots.map(\.joined), [false, true, true, false])
    }

    func testTheOldestDotsGoFirst() async throws {
        let pad = TouchTestPad()
        pad.frame = Rect(x: 0, y: 0, width: 1000, height: 1000)
        for i in 0..<(TouchTestPad.maxDots + 10) { _ = pad.pointer(p(.down, Double(i % 1000), 5)) }
        XCTAssertEqual(pad.dots.count, TouchTestPad.maxDots)
        XCTAssertEqual(pad.dots.first?.point, Point(10, 5))
    }
}
