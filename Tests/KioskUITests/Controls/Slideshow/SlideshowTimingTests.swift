import XCTest
@testable import KioskUICore

/// When a slideshow's pictures change, on numbers: which two pictures a moment shows and the
/// alpha between them, the next moment a pixel changes, and the clock that stops while unseen.
final class SlideshowTimingTests: XCTestCase {
    let t = SlideshowTiming(count: 3, every: 5, fade: 1)

    func testPictureZeroStandsUntilTheFirstChangeThenEachFadesIntoTheNext() {
        typealias F = SlideshowTiming.Frame
        XCTAssertEqual(t.frame(at: 0), F(from: 0, to: 0, alpha: 1))
        XCTAssertEqual(t.frame(at: 4.99), F(from: 0, to: 0, alpha: 1))
        XCTAssertEqual(t.frame(at: 5), F(from: 0, to: 1, alpha: 0), "the fade starts at N s")
        XCTAssertEqual(t.frame(at: 5.25), F(from: 0, to: 1, alpha: 0.25))
        XCTAssertEqual(t.frame(at: 5.5).alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(t.frame(at: 6), F(from: 1, to: 1, alpha: 1), "and ends `fade` later")
        XCTAssertEqual(t.frame(at: 10.5).from, 1)
        XCTAssertEqual(t.frame(at: 10.5).to, 2)
        XCTAssertEqual(t.frame(at: 15.5).from, 2)
        XCTAssertEqual(t.frame(at: 15.5).to, 0, "after the last, the first again")
        XCTAssertEqual(t.frame(at: 16), F(from: 0, to: 0, alpha: 1))
        XCTAssertTrue(t.frame(at: 5.5).isFading)
        XCTAssertFalse(t.frame(at: 7).isFading)
    }

    func testACutAndASinglePicture() {
        let cut = SlideshowTiming(count: 2, every: 3, fade: 0)
        XCTAssertEqual(cut.frame(at: 2.999), .init(from: 0, to: 0, alpha: 1))
        XCTAssertEqual(cut.frame(at: 3), .init(from: 1, to: 1, alpha: 1), "no fade: the next picture at once")
        XCTAssertEqual(cut.nextRedraw(after: 0), 3)
        XCTAssertEqual(cut.nextRedraw(after: 3), 6)
        let one = SlideshowTiming(count: 1, every: 3, fade: 1)
        XCTAssertEqual(one.frame(at: 100), .init(from: 0, to: 0, alpha: 1))
        XCTAssertNil(one.nextRedraw(after: 0), "one picture never asks for a frame")
    }

    /// Between fades the next redraw is the first picture of the next fade: nothing in between.
    /// In a fade, 30 a second, the last exactly at its end.
    func testRedrawsComeOnlyDuringAFadeThirtyASecond() throws {
        let step = 1.0 / 30
        XCTAssertEqual(try XCTUnwrap(t.nextRedraw(after: 0)), 5 + step, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.nextRedraw(after: 3)), 5 + step, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.nextRedraw(after: 5.5)), 5.5 + step, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(t.nextRedraw(after: 6 - step)), 6, accuracy: 1e-12)
        XCTAssertEqual(try XCTUnwrap(t.nextRedraw(after: 6)), 10 + step, accuracy: 1e-12)
        // Walk it: from 0 to 16 s, the redraws are 30 in each of the fades at 5, 10 and 15 s.
        var s = 0.0, times: [Double] = []
        while let n = t.nextRedraw(after: s), n <= 16 { times.append(n); s = n }
        XCTAssertEqual(times.count, 90)
        XCTAssertEqual(times.filter { $0 > 6 + 1e-9 && $0 < 10 }, [], "none between fades")
        XCTAssertEqual(times.filter { $0 > 5 && $0 <= 6 + 1e-9 }.count, 30)
        XCTAssertTrue(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "always forward")
    }

    func testBadNumbersAreTamed() {
        let bad = SlideshowTiming(count: 0, every: .nan, fade: -1)
        XCTAssertEqual(bad.count, 1)
        XCTAssertEqual(bad.every, 1)
        XCTAssertEqual(bad.fade, 0)
        XCTAssertEqual(t.frame(at: .infinity), .init(from: 0, to: 0, alpha: 1))
        XCTAssertEqual(t.frame(at: -3), .init(from: 0, to: 0, alpha: 1))
    }

    func testTheShownClockStopsAndGoesOnFromTheSameSecond() {
        var c = ShownTime()
        XCTAssertEqual(c.seconds(at: 10), 0, "not started: no time")
        XCTAssertNil(c.sceneTime(of: 3))
        c.start(at: 1)
        XCTAssertEqual(c.seconds(at: 3), 2)
        c.start(at: 2)   // already running: nothing
        XCTAssertEqual(c.seconds(at: 3), 2)
        c.stop(at: 3)
        XCTAssertEqual(c.seconds(at: 100), 2, "stopped: the seconds stay")
        c.start(at: 100)
        XCTAssertEqual(c.seconds(at: 103), 5)
        XCTAssertEqual(c.sceneTime(of: 5), 103, "the scene time a number of seconds shown falls on")
        XCTAssertEqual(c.sceneTime(of: 8), 106)
    }
}
