import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The fb driver's backend on a regular file standing in for the panel (`FBTestOutput`): a
/// frame lands in the file's pixels, later frames copy only their damage (and what a back
/// buffer missed), rotation 90 turns the picture, screenshots come from the offscreen surface,
/// and the wait sleeps until woken.
@MainActor
final class FBBackendTests: XCTestCase {
    private let red = Color(hex: 0xFF0000), blue = Color(hex: 0x0000FF), green = Color(hex: 0x00FF00)

    private func backend(_ output: FBTestOutput, rotation: DisplayRotation = .none) throws -> FBBackend {
        try FBBackend(output: output, fonts: try FontSet(fontPath: nil), rotation: rotation, input: nil, console: nil, gamepads: nil)
    }

    func testAFrameLandsInTheFileWithItsStride() async throws {
        // 40×30 at 4 bytes a pixel is 160 bytes a row; the "panel" has 192 (padding as fbdev often has).
        let out = FBTestOutput(width: 40, height: 30, stride: 192)
        let b = try backend(out)
        XCTAssertEqual(b.size, Size(40, 30))
        XCTAssertEqual(b.driverName, "fb")
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 40, height: 30), red)
        l.fill(Rect(x: 10, y: 5, width: 20, height: 10), blue)
        b.present(l, damage: Rect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(out.filePixel(0, 0), 0xFF0000)
        XCTAssertEqual(out.filePixel(39, 29), 0xFF0000)
        XCTAssertEqual(out.filePixel(10, 5), 0x0000FF)
        XCTAssertEqual(out.filePixel(29, 14), 0x0000FF)
        XCTAssertEqual(out.filePixel(30, 14), 0xFF0000)
        let bytes = out.fileBytes()
        XCTAssertEqual(bytes[160..<192].allSatisfy { $0 == 0 }, true, "the padding past a row is not written")
        XCTAssertEqual(out.shown.map(\.region), [FBPixelRect(x: 0, y: 0, width: 40, height: 30)])
    }

    func testLaterFramesCopyOnlyTheirDamage() async throws {
        let out = FBTestOutput(width: 40, height: 30, stride: 160)
        let b = try backend(out)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 40, height: 30), red)
        b.present(l, damage: Rect(x: 0, y: 0, width: 40, height: 30))
        // Scribble over the file: a damage-only copy must leave the scribble outside the damage.
        out.scribble(0x11)
        var m = DrawList()
        m.fill(Rect(x: 0, y: 0, width: 40, height: 30), green)
        b.present(m, damage: Rect(x: 4, y: 4, width: 2, height: 3))
        XCTAssertEqual(out.filePixel(4, 4), 0x00FF00)
        XCTAssertEqual(out.filePixel(5, 6), 0x00FF00)
        XCTAssertEqual(out.filePixel(6, 4), 0x111111, "outside the damage: untouched")
        XCTAssertEqual(out.filePixel(4, 7), 0x111111)
        XCTAssertEqual(out.shown.last?.region, FBPixelRect(x: 4, y: 4, width: 2, height: 3))
        XCTAssertEqual(b.capture()[20, 20], Color(hex: 0xFF0000), "the offscreen surface kept the frame")
    }

    /// Two pages (a flip): the back page gets this frame's damage and the last frame's.
    func testTwoBuffersCatchUpOnTheFrameTheyMissed() async throws {
        let out = FBTestOutput(width: 20, height: 10, stride: 80, buffers: 2)
        let b = try backend(out)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 20, height: 10), red)
        b.present(l, damage: Rect(x: 0, y: 0, width: 20, height: 10))     // page 1 (0 is "on screen")
        b.present(l, damage: .zero)                                        // page 0 catches up in full
        XCTAssertEqual(out.shown.map(\.index), [1, 0])
        var m = DrawList()
        m.fill(Rect(x: 0, y: 0, width: 2, height: 2), blue)
        b.present(m, damage: Rect(x: 0, y: 0, width: 2, height: 2))        // page 1
        var n = DrawList()
        n.fill(Rect(x: 10, y: 5, width: 2, height: 2), green)
        b.present(n, damage: Rect(x: 10, y: 5, width: 2, height: 2))       // page 0: both rects
        XCTAssertEqual(out.shown.last?.index, 0)
        XCTAssertEqual(out.shown.last?.region, FBPixelRect(x: 0, y: 0, width: 12, height: 7))
        XCTAssertEqual(out.filePixel(0, 0, page: 0), 0x0000FF, "the last frame's damage reached the back page")
        XCTAssertEqual(out.filePixel(10, 5, page: 0), 0x00FF00)
        XCTAssertEqual(out.filePixel(10, 5, page: 1), 0xFF0000, "page 1 has not had the newest frame yet")
    }

    /// --rotate 90 on a 30×40 panel: a 40×30 UI whose top-left corner shows at the panel's top right.
    func testRotation90TurnsThePictureAndTheScreenshotShowsThePanel() async throws {
        let out = FBTestOutput(width: 30, height: 40, stride: 120)
        let b = try backend(out, rotation: .cw90)
        XCTAssertEqual(b.size, Size(40, 30), "the UI lays out for the turned size")
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 40, height: 30), red)
        l.fill(Rect(x: 0, y: 0, width: 4, height: 2), blue)                // the UI's top-left corner
        b.present(l, damage: Rect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(out.filePixel(29, 0), 0x0000FF, "top-left of the UI at the panel's top-right")
        XCTAssertEqual(out.filePixel(28, 3), 0x0000FF)
        XCTAssertEqual(out.filePixel(27, 0), 0xFF0000)
        XCTAssertEqual(out.filePixel(29, 4), 0xFF0000)
        XCTAssertEqual(out.filePixel(0, 0), 0xFF0000)
        // A damage-only frame lands turned too.
        var m = DrawList()
        m.fill(Rect(x: 0, y: 0, width: 40, height: 30), green)
        b.present(m, damage: Rect(x: 39, y: 29, width: 1, height: 1))     // the UI's bottom-right pixel
        XCTAssertEqual(out.filePixel(0, 39), 0x00FF00)
        XCTAssertEqual(out.shown.last?.region, FBPixelRect(x: 0, y: 39, width: 1, height: 1))
        let path = NSTemporaryDirectory() + "fb-shot-\(getpid()).png"
        defer { unlink(path) }
        try b.screenshot(to: path)
        let shot = try PNGFile.read(path)
        XCTAssertEqual([shot.width, shot.height], [30, 40], "the screenshot is the panel as mounted")
        XCTAssertEqual(shot[29, 0], Color(hex: 0x0000FF))
    }

    /// Idle: the wait sleeps in poll for its timeout, and `wake()` from another thread ends it.
    func testWaitSleepsUntilItsTimeoutOrAWake() async throws {
        let b = try backend(FBTestOutput(width: 8, height: 8, stride: 32))
        let clock = RealClock()
        let t0 = clock.now
        XCTAssertEqual(b.waitEvents(timeout: 0.05, clock: clock), [])
        XCTAssertGreaterThanOrEqual(clock.now - t0, 0.045, "slept for the timeout")
        let pipe = b.wakePipe
        let waker = Thread { usleep(50_000); pipe.raise() }
        waker.start()
        let t1 = clock.now
        XCTAssertEqual(b.waitEvents(timeout: nil, clock: clock), [])
        XCTAssertLessThan(clock.now - t1, 2, "woken, not left asleep")
        XCTAssertEqual(FBBackend.pollMilliseconds(nil), -1)
        XCTAssertEqual(FBBackend.pollMilliseconds(0), 0)
        XCTAssertEqual(FBBackend.pollMilliseconds(0.0161), 17)
    }
}
